import WindowKit

/// The live `SoundClient`: plays on the window layer's `AudioDevice` (float32 mono at the
/// bank's rate). Sounds that overlap are mixed into the part of the queue still to play
/// (`SoundMixer`). Main thread only.
///
/// ```swift
/// let client = try AudioDeviceClient.open(bank: bank)
/// client.play(SoundRequest(.wall))
/// ```
final class AudioDeviceClient: SoundClient {
    let device: AudioDevice
    /// What each sound plays (the synthesized bank, or a theme's recordings in it).
    var bank: SoundBank
    private var mixer = SoundMixer()

    private init(device: AudioDevice, bank: SoundBank) {
        self.device = device
        self.bank = bank
    }

    /// Opens the default output device and starts it (silent until something is queued).
    static func open(bank: SoundBank) throws(SDLError) -> AudioDeviceClient {
        AudioDeviceClient(device: try AudioDevice(sampleRate: bank.sampleRate), bank: bank)
    }

    func play(_ request: SoundRequest) {
        let samples = bank.samples(for: request)
        guard !samples.isEmpty, mixer.volume > 0 else { return }
        device.replaceQueue { unplayed in mixer.mix(samples, unplayed: unplayed) }
    }

    func setVolume(_ percent: Int) { mixer.volume = percent }

    /// Samples queued and not yet played.
    var queuedFrames: Int { device.queuedSamples }
}
