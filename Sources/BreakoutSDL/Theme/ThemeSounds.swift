import CSDL2
import Foundation

/// A theme's recorded sounds (`display.theme_sounds`), in place of the synthesized ones:
/// its `.wav` files read with SDL, converted to the mixer's float mono at its rate, one per
/// sound the game plays. LBreakoutHD names them one way (`reflectpaddle.wav`, in the theme's
/// folder or Standard's), LBreakout2 another (`reflect_paddle.wav`, in the theme's folder or
/// LBreakout2's `sounds`). A file that does not read is a problem; that sound stays synthesized.
enum ThemeSounds {
    /// LBreakout2's sounds, shared by its themes.
    static let lbreakout2Sounds = "/usr/share/games/lbreakout2/sounds"
    /// The longest recording taken (seconds) and the largest file read.
    static let maxSeconds = 8.0
    static let maxBytes = 8 << 20

    /// The file names of each sound: LBreakoutHD's, then LBreakout2's.
    static func names(for kind: SoundKind) -> (hd: String, lbreakout2: String) {
        switch kind {
        case .wall: return ("reflectbrick", "reflect_brick")
        case .paddle: return ("reflectpaddle", "reflect_paddle")
        case .brick: return ("brickhit", "exp")
        case .powerUp: return ("standard", "standard")
        case .shot: return ("shot", "shot")
        case .magnet: return ("bonusmagnet", "bonus_magnet")
        case .floor: return ("wall", "wall")
        case .lifeLost: return ("looselife", "looselife")
        case .levelCleared: return ("verygood", "verygood")
        }
    }

    /// The folders searched, in order.
    static func folders(for entry: ThemeEntry) -> [String] {
        switch entry.format {
        case .builtIn: return []
        case .lbreakoutHD: return [entry.folder, entry.fallbackFolder].compactMap { $0 }
        case .lbreakout2: return [entry.folder, lbreakout2Sounds].compactMap { $0 }
        }
    }

    /// `bank` with every sound `entry` has a readable recording of, and the problems.
    static func apply(_ entry: ThemeEntry, to bank: SoundBank) -> (SoundBank, [ThemeProblem]) {
        var result = bank
        var problems: [ThemeProblem] = []
        let folders = folders(for: entry)
        for kind in SoundKind.allCases {
            let names = names(for: kind)
            let name = (entry.format == .lbreakout2 ? names.lbreakout2 : names.hd) + ".wav"
            let candidates = folders.map { ($0 as NSString).appendingPathComponent(name) }
                .filter { FileManager.default.fileExists(atPath: $0) }
            // The first file that reads is played; each one that does not is a problem.
            for path in candidates {
                do {
                    result = result.replacing(kind, with: try read(path, sampleRate: bank.sampleRate).get())
                    break
                } catch {
                    problems.append(error)
                }
            }
        }
        return (result, problems)
    }

    /// The recording at `path` as float mono samples at `sampleRate`.
    static func read(_ path: String, sampleRate: Int) -> Result<[Float], ThemeProblem> {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maxBytes else {
            return .failure(ThemeProblem(file: path, message: "is larger than \(maxBytes >> 20) MB; the synthesized sound plays"))
        }
        var spec = SDL_AudioSpec()
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt32 = 0
        guard shim_load_wav(path, &spec, &buffer, &length) != nil, let buffer else {
            return .failure(ThemeProblem(file: path, message: "cannot be read as a WAV file (\(String(cString: SDL_GetError()))); the synthesized sound plays"))
        }
        defer { SDL_FreeWAV(buffer) }
        guard let stream = SDL_NewAudioStream(spec.format, spec.channels, spec.freq, SHIM_AUDIO_F32SYS, 1, Int32(sampleRate)) else {
            return .failure(ThemeProblem(file: path, message: "has a sound format SDL cannot convert (\(String(cString: SDL_GetError())))"))
        }
        defer { SDL_FreeAudioStream(stream) }
        guard SDL_AudioStreamPut(stream, buffer, Int32(length)) == 0, SDL_AudioStreamFlush(stream) == 0 else {
            return .failure(ThemeProblem(file: path, message: "cannot be converted (\(String(cString: SDL_GetError())))"))
        }
        let available = min(Int(SDL_AudioStreamAvailable(stream)) / MemoryLayout<Float>.size, Int(maxSeconds * Double(sampleRate)))
        var samples = [Float](repeating: 0, count: available)
        let got = samples.withUnsafeMutableBytes { Int(SDL_AudioStreamGet(stream, $0.baseAddress, Int32($0.count))) }
        guard got >= 0 else { return .failure(ThemeProblem(file: path, message: "cannot be converted")) }
        samples.removeLast(samples.count - got / MemoryLayout<Float>.size)
        return samples.isEmpty ? .failure(ThemeProblem(file: path, message: "holds no sound")) : .success(samples)
    }
}
