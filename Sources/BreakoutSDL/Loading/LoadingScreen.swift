import Breakout
import Dynamics
import Translations
import WindowKit

/// What the window shows while the assets load: the game's name, a row of bricks that light
/// up, a progress bar with the ball riding its end, and the step in progress. Text uses the
/// built-in bitmap font, which is ready at once (the real font is what is loading).
///
/// ```swift
/// let screen = try LoadingScreen(renderer: window.renderer)
/// screen.draw(progress: loader.progress, step: loader.currentStep, in: window)
/// window.present()
/// ```
final class LoadingScreen {
    let font: FontAtlas
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    /// Must run on the main thread (it creates the bitmap font's texture).
    init(renderer: Renderer) throws(SDLError) {
        font = try FontAtlas(image: BitmapFont.atlas(), renderer: renderer)
    }

    /// Where the progress bar is in a window of `size` (points).
    static func barRect(in size: Size) -> Rect {
        let width = min(480, size.width * 0.7), height = 22.0
        return Rect(x: (size.width - width) / 2, y: size.height * 0.56 - height / 2, width: width, height: height)
    }

    func draw(progress: Double, step: String, in window: GameWindow) {
        shapes.removeAll()
        text.removeAll()
        let size = window.size
        let p = min(max(progress.isFinite ? progress : 0, 0), 1)
        shapes.quad(Rect(x: 0, y: 0, width: size.width, height: size.height),
                    colors: (Palette.background, Palette.background, Palette.backgroundBottom, Palette.backgroundBottom))
        font.layoutCentered("BREAKOUT", at: Point(x: size.width / 2, y: size.height * 0.3), height: 48,
                            color: Palette.hudText, into: &text)

        // Bricks light up one by one as the loading gets on.
        let bar = LoadingScreen.barRect(in: size)
        let count = 8
        let gap = 6.0, brickHeight = 14.0
        let brickWidth = (bar.width - gap * Double(count - 1)) / Double(count)
        for k in 0..<count {
            let r = Rect(x: bar.minX + Double(k) * (brickWidth + gap), y: bar.minY - 40, width: brickWidth, height: brickHeight)
            let lit = p >= Double(k + 1) / Double(count)
            shapes.rect(r, color: lit ? Palette.tints[k % Palette.tints.count] : Palette.background.mixed(with: .white, 0.08))
        }

        // The bar: a dim track, the filled share, the ball at its end.
        // Opaque colours: a rounded rect's parts overlap, and translucent overlaps would show.
        shapes.roundedRect(bar, radius: bar.height / 2, color: Palette.background.mixed(with: .white, 0.14))
        if p > 0 {
            let fill = Rect(x: bar.minX, y: bar.minY, width: max(bar.height, bar.width * p), height: bar.height)
            shapes.roundedRect(fill, radius: bar.height / 2, color: Palette.paddle)
        }
        let ballX = bar.minX + bar.height / 2 + (bar.width - bar.height) * p
        shapes.circle(center: Point(x: ballX, y: bar.midY), radius: bar.height / 2 - 3, color: Palette.ball, rim: Palette.ballRim)

        let label = step.isEmpty ? tr("READY") : tr("LOADING %s", tr(step).uppercased())
        font.layoutCentered("\(label)  \(Int((p * 100).rounded(.down)))%", at: Point(x: size.width / 2, y: bar.maxY + 26),
                            height: 14, color: Palette.hudDim, into: &text)
        shapes.draw(on: window.renderer)
        text.draw(on: window.renderer, texture: font.texture)
    }
}
