import Breakout
import Foundation
import Translations
import WindowKit

/// One piece of loading work: a name for the loading screen, a weight (its share of the
/// progress bar), and the work. The work runs on a background thread, reports its own
/// progress 0...1, and throws `CancellationError` when its task is cancelled.
struct AssetStep: Sendable {
    let name: String
    let weight: Double
    let run: @Sendable (_ report: @Sendable (Double) -> Void) throws -> AssetPart

    /// The font, the sounds and the levels.
    static func standard(for request: AssetRequest) -> [AssetStep] {
        [
            AssetStep(name: trLater("font"), weight: 3) { report in
                try Task.checkCancellation()
                let (image, problems) = FontRasterizer.bestAvailable(pixelSize: request.fontPixelSize, paths: request.fontPaths)
                report(1)
                var notices = problems.map { tr("font: %s", $0) }
                if !problems.isEmpty { notices.append(tr("text uses the %s", image.source)) }
                return .font(image, notices: notices)
            },
            AssetStep(name: trLater("sounds"), weight: 3) { report in
                .sounds(try SoundBank.synthesize(sampleRate: request.sampleRate, progress: report))
            },
            AssetStep(name: trLater("levels"), weight: 1) { report in
                try Task.checkCancellation()
                defer { report(1) }
                if let levels = request.levels { return .levels(levels, notices: []) }
                do {
                    return .levels(try LevelSequence.from(request.settings.rules), notices: [])
                } catch {
                    return .levels(.generated, notices: [tr("levels: %s; playing generated levels", "\(error)")])
                }
            },
        ]
    }
}

/// What one step made.
enum AssetPart: Sendable {
    case font(GlyphAtlasImage, notices: [String])
    case sounds(SoundBank)
    case levels(LevelSequence, notices: [String])
    /// A step that only waits or checks (tests).
    case nothing
}

extension PreparedAssets {
    /// The parts of the standard steps, in any order, put together.
    init(parts: [AssetPart], loadingTime: Double) {
        var font: GlyphAtlasImage?, sounds: SoundBank?, levels: LevelSequence?
        var notices: [String] = []
        for part in parts {
            switch part {
            case let .font(image, lines): font = image; notices += lines
            case let .sounds(bank): sounds = bank
            case let .levels(sequence, lines): levels = sequence; notices += lines
            case .nothing: break
            }
        }
        // Whatever a step did not make has a stand-in, so a game can always start.
        self.init(font: font ?? BitmapFont.atlas(), sounds: sounds ?? SoundBank.empty,
                  levels: levels ?? .generated, notices: notices, loadingTime: loadingTime)
    }
}
