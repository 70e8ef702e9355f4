import BenchResults

/// One picture's frame: the title, the legend of the engines it shows, the note line that
/// says how the figures were made, and the space left for the plot between them.
struct Picture {
    static let margin = 24.0

    var svg: SVG
    /// Where the plot goes: below the legend, above the note.
    private(set) var plotTop = 0.0
    private(set) var plotBottom = 0.0

    /// Draws the frame of a `width` x `height` picture of `family` with `engines` in its legend;
    /// `lines`: the legend shows lines with markers (a line chart), else filled boxes (bars).
    init(width: Double, height: Double, family: SceneFamily, results: BenchResults, engines: [(String, String)], lines: Bool) {
        svg = SVG(width: width, height: height)
        svg.comment("Drawn by bench-plot (Benchmarks/Sources/BenchPlot) from peer-bench's JSON; redraw with scripts/bench-plots --from FILE.")
        svg.text(family.title, Self.margin, 30, size: 18, bold: true)
        plotTop = drawLegend(engines, top: 44, lines: lines) + 14
        let notes = Self.noteLines(results)
        var y = height - 10 - Double(notes.count - 1) * 15
        plotBottom = y - 20
        for note in notes {
            svg.text(note, Self.margin, y, size: 11, fill: "#555555")
            y += 15
        }
    }

    /// "median of R interleaved rounds, min–max whiskers, CPU (cores), date, commit", and
    /// the command that measured them.
    static func noteLines(_ results: BenchResults) -> [String] {
        let rounds = results.rounds == 1 ? "one round (no spread)" : "median of \(results.rounds) interleaved rounds, min–max whiskers"
        let day = String(results.date.prefix(10))
        return [
            "\(rounds); \(results.machine.cpu), \(results.machine.cores) cores; \(day); commit \(results.commit)",
            "Measured by scripts/bench-peers (\(results.command)); drawn by scripts/bench-plots.",
        ]
    }

    /// The legend in rows across the picture, from `top`; returns the bottom of its last row.
    private mutating func drawLegend(_ engines: [(String, String)], top: Double, lines: Bool) -> Double {
        let size = 12.0, rowHeight = 20.0, swatch = 26.0
        var x = Self.margin, y = top + 12
        for (engine, name) in engines {
            let width = swatch + 6 + textWidth(name, size: size) + 22
            if x + width > svg.width - Self.margin && x > Self.margin {
                x = Self.margin
                y += rowHeight
            }
            let style = EngineStyle.of(engine)
            if lines {
                svg.line(x, y - 4, x + swatch, y - 4, stroke: style.colour, width: 2, dash: style.dash)
                svg.path(style.markerPath(x + swatch / 2, y - 4), fill: style.colour)
            } else {
                svg.rect(x + 4, y - 12, swatch - 8, 14, fill: style.colour)
            }
            svg.text(name, x + swatch + 6, y, size: size)
            x += width
        }
        return y + 6
    }

    /// Horizontal grid lines and the labels of a y scale, its title (if any) above it, level
    /// (a turned title is lost by some renderers, ImageMagick's own among them).
    mutating func drawYAxis(_ scale: Scale, left: Double, right: Double, title: String?) {
        for tick in scale.minorTicks {
            let y = scale.position(tick)
            svg.line(left, y, right, y, stroke: "#eeeeee")
        }
        for tick in scale.majorTicks {
            let y = scale.position(tick)
            svg.line(left, y, right, y, stroke: "#d0d0d0")
            svg.text(label(tick), left - 6, y + 4, size: 11, anchor: .end)
        }
        svg.line(left, scale.start, left, scale.end, stroke: "#444444")
        if let title { svg.text(title, Self.margin, scale.end - Self.yTitleRise, size: 12) }
    }

    /// How far above the plot the y axis's title stands.
    static let yTitleRise = 30.0

    /// The width the y axis's tick labels need.
    static func yLabelWidth(_ scale: Scale) -> Double {
        (scale.majorTicks.map { textWidth(label($0), size: 11) }.max() ?? 0) + 10
    }
}

extension SceneFamily {
    /// The engines this family's scenes ran, in the pictures' order, with their names.
    var engines: [(String, String)] {
        var seen: [(String, String)] = []
        for scene in scenes {
            for result in scene.results where !seen.contains(where: { $0.0 == result.engine }) {
                seen.append((result.engine, result.engineName))
            }
        }
        return seen.sorted { (EngineStyle.rank($0.0), $0.0) < (EngineStyle.rank($1.0), $1.0) }
    }
}
