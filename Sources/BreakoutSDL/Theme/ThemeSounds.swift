import Foundation
import WindowKit

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
        let samples: [Float]
        do {
            samples = try WAVFile.samples(atPath: path, sampleRate: sampleRate, maxSamples: Int(maxSeconds * Double(sampleRate)))
        } catch {
            switch error {
            case let .unreadable(why):
                return .failure(ThemeProblem(file: path, message: "cannot be read as a WAV file (\(why)); the synthesized sound plays"))
            case let .unconvertible(why):
                return .failure(ThemeProblem(file: path, message: "has a sound format SDL cannot convert (\(why))"))
            case let .conversionFailed(why):
                return .failure(ThemeProblem(file: path, message: why.isEmpty ? "cannot be converted" : "cannot be converted (\(why))"))
            }
        }
        return samples.isEmpty ? .failure(ThemeProblem(file: path, message: "holds no sound")) : .success(samples)
    }
}
