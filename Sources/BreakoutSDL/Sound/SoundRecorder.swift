/// A `SoundClient` that plays nothing and remembers every request, in order (tests).
final class SoundRecorder: SoundClient {
    private(set) var requests: [SoundRequest] = []
    /// The volume last set (the client's default is full).
    private(set) var volume = 100

    init() {}

    func play(_ request: SoundRequest) { requests.append(request) }

    func setVolume(_ percent: Int) { volume = percent }

    func removeAll() { requests.removeAll() }
}
