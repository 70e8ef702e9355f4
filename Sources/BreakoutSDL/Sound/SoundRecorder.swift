/// A `SoundClient` that plays nothing and remembers every request, in order (tests).
public final class SoundRecorder: SoundClient {
    public private(set) var requests: [SoundRequest] = []

    public init() {}

    public func play(_ request: SoundRequest) { requests.append(request) }

    public func removeAll() { requests.removeAll() }
}
