import CSDL2
import Foundation

/// SDL and SDL_ttf, initialised once for the process and shut down when the session ends.
/// Choose the video driver (e.g. "dummy" for tests, "x11") before starting; no audio device
/// is not an error (the game plays silent).
///
/// ```swift
/// let session = try SDLSession.start(videoDriver: "dummy")
/// ```
public final class SDLSession {
    public let audioAvailable: Bool
    public let videoDriver: String

    private init(audioAvailable: Bool, videoDriver: String) {
        self.audioAvailable = audioAvailable
        self.videoDriver = videoDriver
    }

    public static func start(videoDriver: String? = nil, audioDriver: String? = nil) throws(SDLError) -> SDLSession {
        returnLargeBuffersToTheSystem()
        if let videoDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver) }
        if let audioDriver { SDL_SetHint(SDL_HINT_AUDIODRIVER, audioDriver) }
        // Keep the screensaver and the compositor's own scaling out of the way.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) == 0 else { throw SDLError("SDL_Init(video)") }
        // Controllers, sensors and sound are extras: without them the game still runs. One call
        // each: SDL rolls back every part of a call when one part fails (no sensor driver).
        _ = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER)
        _ = SDL_InitSubSystem(SDL_INIT_SENSOR)
        let audio = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0
        guard TTF_Init() == 0 else {
            SDL_Quit()
            throw SDLError("TTF_Init")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        return SDLSession(audioAvailable: audio, videoDriver: driver)
    }

    /// Every resize makes new window-sized buffers (the frame surface, the X image) and frees
    /// the old ones. glibc raises its mmap threshold as large blocks are freed, so later ones
    /// come from the heap, where freed ones stay: 200 resizes kept 20 MB. Buffers of 256 KiB
    /// and more are mapped and unmapped instead, so a resize storm leaves nothing behind.
    private static func returnLargeBuffersToTheSystem() {
        _ = shim_set_mmap_threshold(256 << 10)
    }

    deinit {
        TTF_Quit()
        SDL_Quit()
    }
}
