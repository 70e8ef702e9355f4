/// A `SoundClient` that plays nothing and remembers every request, in order (tests).
final class SoundRecorder: SoundClient {
    private(set) var requests: [SoundRequest] = []

    init() {}

    func play(_ request: SoundRequest) { requests.append(request) }

    func removeAll() { requests.removeAll() }
}
