/// Where the game's sounds go: the live audio device, nowhere (no device, tests), or a
/// recorder (tests check which sounds were asked for without audio hardware).
///
/// ```swift
/// let recorder = SoundRecorder()
/// app.sounds.client = recorder
/// app.game.perform(BrickHitAction(ball: nil, brick: 3, at: nil))
/// #expect(recorder.requests.map(\.kind) == [.brick])
/// ```
protocol SoundClient: AnyObject {
    func play(_ request: SoundRequest)
    /// 0...100 (`display.volume`): how loud what plays from now on is.
    func setVolume(_ percent: Int)
}

/// Plays nothing: the game without an audio device.
final class SilentSoundClient: SoundClient {
    init() {}
    func play(_ request: SoundRequest) {}
    func setVolume(_ percent: Int) {}
}
