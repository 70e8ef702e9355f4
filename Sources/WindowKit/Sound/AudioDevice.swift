import CSDL2

/// The default sound output, fed float mono samples through SDL's queue (SDL converts to
/// what the hardware wants). Main thread only.
///
/// ```swift
/// let device = try AudioDevice(sampleRate: 44_100)
/// device.replaceQueue { unplayed in mixer.mix(ding, unplayed: unplayed) }
/// ```
public final class AudioDevice {
    private let id: SDL_AudioDeviceID
    public let sampleRate: Int

    /// Opens the default output device and starts it (silent until something is queued).
    public init(sampleRate: Int) throws(SDLError) {
        var want = SDL_AudioSpec()
        want.freq = Int32(sampleRate)
        want.format = SHIM_AUDIO_F32SYS
        want.channels = 1
        // Small chunks: a queued sound starts within about 12 ms.
        want.samples = 512
        want.callback = nil
        var have = SDL_AudioSpec()
        let id = SDL_OpenAudioDevice(nil, 0, &want, &have, 0)
        guard id != 0 else { throw SDLError("SDL_OpenAudioDevice") }
        SDL_PauseAudioDevice(id, 0)
        self.id = id
        self.sampleRate = sampleRate
    }

    deinit { SDL_CloseAudioDevice(id) }

    /// Samples queued and not yet played.
    public var queuedSamples: Int { Int(SDL_GetQueuedAudioSize(id)) / MemoryLayout<Float>.size }

    /// Replaces what is still to play with `mix(unplayed)`, where `unplayed` is how many
    /// samples were still queued. The device is locked meanwhile, so the audio thread takes
    /// nothing between the measuring and the replacing (SDL's lock is recursive).
    public func replaceQueue(_ mix: (_ unplayed: Int) -> [Float]) {
        SDL_LockAudioDevice(id)
        defer { SDL_UnlockAudioDevice(id) }
        let mixed = mix(queuedSamples)
        SDL_ClearQueuedAudio(id)
        _ = mixed.withUnsafeBytes { SDL_QueueAudio(id, $0.baseAddress, UInt32($0.count)) }
    }
}
