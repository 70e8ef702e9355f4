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

    /// The file names of each sound: LBreakoutHD's, then LBreakout2's; nil where that game
    /// has none (the synthesized sound plays, or none: `silenced`). LBreakout2 has one
    /// brick sound (exp.wav) where LBreakoutHD has three, and no energy hit.
    static func names(for kind: SoundKind) -> (hd: String?, lbreakout2: String?) {
        switch kind {
        // Ours: a wall bounce sounds like a brick's (LBreakoutHD plays nothing there).
        case .wall: return ("reflectbrick", "reflect_brick")
        case .paddle: return ("reflectpaddle", "reflect_paddle")
        case .reflectBrick: return ("reflectbrick", "reflect_brick")
        case .brick: return ("brickhit", "exp")
        case .energyHit: return ("energyhit", "exp")
        case .explosion: return ("explosion", "exp")
        case .attach: return ("attach", "attach")
        case .shot: return ("shot", "shot")
        case .lifeLost: return ("looselife", "looselife")
        case .levelCleared: return (nil, nil)
        case .score: return ("score", "score")
        case .goldShower: return ("goldshower", "goldshower")
        case .expand: return ("expand", "expand")
        case .shrink: return ("shrink", "shrink")
        case .gainLife: return ("gainlife", "gainlife")
        case .energyBalls: return ("energyhit", "metal")
        case .extraBall: return ("extraball", "extraball")
        case .floor: return ("wall", "wall")
        case .freeze: return ("freeze", "freeze")
        case .powerUp: return ("standard", "standard")
        case .speedUp: return ("speedup", "speedup")
        case .speedDown: return ("speeddown", "speeddown")
        case .joker: return ("joker", "joker")
        case .darkness: return ("darkness", "darkness")
        case .chaos: return ("chaos", "chaos")
        case .ghost: return ("ghost", "ghost")
        case .disable: return ("disable", "disable")
        case .timeAdd: return ("timeadd", "timeadd")
        case .explosiveBalls: return ("explball", "expl_ball")
        case .bonusMagnet: return ("bonusmagnet", "bonus_magnet")
        case .malusMagnet: return ("malusmagnet", "malus_magnet")
        case .weakBalls: return ("weakball", "weak_ball")
        case .menuMotion: return ("menumotion", "menu_motion")
        case .menuClick: return ("menuclick", "menu_click")
        case .click: return ("click", "click")
        case .veryGood: return ("verygood", "verygood")
        case .excellent: return ("excellent", "excellent")
        case .damn: return ("damn", "damn")
        case .dammit: return ("dammit", "dammit")
        }
    }

    /// Sounds a theme leaves silent: a cleared level is LBreakoutHD's (and LBreakout2's)
    /// speech alone, and our jingle among their recordings would be out of place.
    static let silenced: Set<SoundKind> = [.levelCleared]

    /// The file `kind` plays from in a theme of `format`, if any ("brickhit.wav").
    static func fileName(for kind: SoundKind, format: ThemeEntry.Format) -> String? {
        let names = names(for: kind)
        switch format {
        case .builtIn: return nil
        case .lbreakoutHD: return names.hd.map { $0 + ".wav" }
        case .lbreakout2: return names.lbreakout2.map { $0 + ".wav" }
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

    /// `bank` with every sound `entry` has a readable recording of, and the problems. Each
    /// file is read once, however many sounds play it.
    static func apply(_ entry: ThemeEntry, to bank: SoundBank) -> (SoundBank, [ThemeProblem]) {
        guard entry.format != .builtIn else { return (bank, []) }
        var result = bank
        var problems: [ThemeProblem] = []
        var read: [String: [Float]] = [:]
        var failed: Set<String> = []
        let folders = folders(for: entry)
        for kind in SoundKind.allCases {
            if silenced.contains(kind) { result = result.silencing(kind) }
            guard let name = fileName(for: kind, format: entry.format) else { continue }
            let candidates = folders.map { ($0 as NSString).appendingPathComponent(name) }
                .filter { FileManager.default.fileExists(atPath: $0) }
            // The first file that reads is played; each one that does not is a problem (once).
            for path in candidates where !failed.contains(path) {
                if read[path] == nil {
                    switch Self.read(path, sampleRate: bank.sampleRate) {
                    case let .success(samples): read[path] = samples
                    case let .failure(problem):
                        problems.append(problem)
                        failed.insert(path)
                        continue
                    }
                }
                if let samples = read[path] {
                    result = result.replacing(kind, with: samples)
                    break
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
            case let .unplayableRate(rate):
                let allowed = WAVFile.playableRates
                return .failure(ThemeProblem(file: path, message: "has a sample rate of \(rate) Hz (allowed: \(allowed.lowerBound) to \(allowed.upperBound) Hz); the synthesized sound plays"))
            case let .conversionFailed(why):
                return .failure(ThemeProblem(file: path, message: why.isEmpty ? "cannot be converted" : "cannot be converted (\(why))"))
            }
        }
        // SDL's resampler rings a little past full scale on recordings that touch it (22 kHz
        // to 44 kHz): clamped, as the device takes them.
        return samples.isEmpty ? .failure(ThemeProblem(file: path, message: "holds no sound")) : .success(samples.map { max(-1, min(1, $0)) })
    }
}
