import CSDL2
import WindowKit

/// The live `SoundClient`: an SDL audio device fed with `SDL_QueueAudio` (float32 mono,
/// 44.1 kHz; SDL converts to what the hardware wants). Sounds that overlap are mixed into
/// the part of the queue still to play (`SoundMixer`). Main thread only.
///
/// ```swift
/// let device = try SDLAudioDevice.open(bank: bank)
/// device.play(SoundRequest(.wall))
/// ```
final class SDLAudioDevice: SoundClient {
    let id: SDL_AudioDeviceID
    /// What each sound plays (the synthesized bank, or a theme's recordings in it).
    var bank: SoundBank
    private var mixer = SoundMixer()

    private init(id: SDL_AudioDeviceID, bank: SoundBank) {
        self.id = id
        self.bank = bank
    }

    /// Opens the default output device and starts it (silent until something is queued).
    static func open(bank: SoundBank) throws(SDLError) -> SDLAudioDevice {
        var want = SDL_AudioSpec()
        want.freq = Int32(bank.sampleRate)
        want.format = SHIM_AUDIO_F32SYS
        want.channels = 1
        // Small chunks: a queued sound starts within about 12 ms.
        want.samples = 512
        want.callback = nil
        var have = SDL_AudioSpec()
        let id = SDL_OpenAudioDevice(nil, 0, &want, &have, 0)
        guard id != 0 else { throw SDLError("SDL_OpenAudioDevice") }
        SDL_PauseAudioDevice(id, 0)
        return SDLAudioDevice(id: id, bank: bank)
    }

    deinit { SDL_CloseAudioDevice(id) }

    func play(_ request: SoundRequest) {
        let samples = bank.samples(for: request)
        guard !samples.isEmpty else { return }
        // The lock keeps the audio thread from taking samples between measuring the queue
        // and replacing it (SDL's device lock is recursive, so the queue calls may take it too).
        SDL_LockAudioDevice(id)
        defer { SDL_UnlockAudioDevice(id) }
        let unplayed = Int(SDL_GetQueuedAudioSize(id)) / MemoryLayout<Float>.size
        let mixed = mixer.mix(samples, unplayed: unplayed)
        SDL_ClearQueuedAudio(id)
        _ = mixed.withUnsafeBytes { SDL_QueueAudio(id, $0.baseAddress, UInt32($0.count)) }
    }

    /// Samples queued and not yet played.
    var queuedFrames: Int { Int(SDL_GetQueuedAudioSize(id)) / MemoryLayout<Float>.size }
}
