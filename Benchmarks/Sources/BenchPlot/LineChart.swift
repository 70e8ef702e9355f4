import BenchResults
import Foundation

/// The storm's and the gas's picture: time per step against a scene parameter (N, the balls,
/// or S, their speed), one line per engine through the medians, min–max whiskers at each
/// point, both axes logarithmic (the engines lie orders of magnitude apart).
struct LineChart {
    /// One panel: the scenes it shows and the parameter along its x axis.
    struct Panel {
        var title: String
        /// "N" or "S".
        var parameter: String
        var axisTitle: String
        var scenes: [SceneResult]
    }

    let family: SceneFamily
    let results: BenchResults

    /// The scenes at the first scene's speed against N; the others, if any, against S.
    var panels: [Panel] {
        guard let first = family.scenes.first else { return [] }
        let speed = first.parameters["S"]
        let alike = family.scenes.filter { $0.parameters["S"] == speed }
        let others = family.scenes.filter { $0.parameters["S"] != speed }
        var panels = [Panel(title: "against N" + (speed.map { ", at S = \(label($0)) pt/s" } ?? ""), parameter: "N",
                            axisTitle: "N, balls", scenes: alike)]
        if !others.isEmpty {
            let counts = Set(others.compactMap { $0.parameters["N"] })
            panels.append(Panel(title: "against S" + (counts.count == 1 ? ", at N = \(label(counts.first!))" : ""),
                                parameter: "S", axisTitle: "S, ball speed (pt/s)", scenes: others))
        }
        return panels
    }

    func draw() -> String {
        let engines = family.engines
        let panels = self.panels
        var picture = Picture(width: 960, height: 560, family: family, results: results, engines: engines, lines: true)
        let all = family.scenes.flatMap { $0.results.flatMap { [$0.timePerStep.min, $0.timePerStep.max] } }
        let top = picture.plotTop + Picture.yTitleRise + 14, bottom = picture.plotBottom - 50
        let y = Scale(covering: all, from: bottom, to: top, forceLog: true)
        let labelWidth = Picture.yLabelWidth(y)
        let gap = 30.0
        let left = Picture.margin + labelWidth
        let panelWidth = (picture.svg.width - Picture.margin - left - Double(panels.count - 1) * (gap + labelWidth)) / Double(max(panels.count, 1))
        for (index, panel) in panels.enumerated() {
            let panelLeft = left + Double(index) * (panelWidth + gap + labelWidth)
            draw(panel, on: &picture, left: panelLeft, right: panelLeft + panelWidth, y: y, engines: engines.map(\.0),
                 yTitle: index == 0 ? "time per step, \(results.unit) (median, log scale)" : nil)
        }
        if family.scenes.contains(where: { $0.results.contains(where: \.lostBalls) }) {
            picture.svg.text(Self.hollowKey, picture.svg.width - Picture.margin, y.end - Picture.yTitleRise, size: 12, anchor: .end)
        }
        return picture.svg.text
    }

    /// What a hollow marker means, said in the picture when it has one.
    static let hollowKey = "hollow marker: balls escaped the field in that engine's runs"

    private func draw(_ panel: Panel, on picture: inout Picture, left: Double, right: Double, y: Scale,
                      engines: [String], yTitle: String?) {
        let xs = panel.scenes.compactMap { $0.parameters[panel.parameter] }
        let smallest = xs.min() ?? 1, largest = xs.max() ?? 1
        // Room either side of the outermost points: an eighth of their span on the log axis (a
        // factor of 1.25 at least), or a factor of 2 round a single point.
        let pad = largest > smallest ? max(1.25, pow(10, log10(largest / smallest) * 0.12)) : 2
        let x = Scale(low: smallest / pad, high: largest * pad, isLog: true, from: left, to: right)
        picture.drawYAxis(y, left: left, right: right, title: yTitle)
        picture.svg.line(left, y.start, right, y.start, stroke: "#444444")
        picture.svg.text(panel.title, (left + right) / 2, y.end - 10, size: 13, anchor: .middle, bold: true)
        // The x ticks are the scenes' own values.
        for scene in panel.scenes {
            guard let value = scene.parameters[panel.parameter] else { continue }
            let px = x.position(value)
            picture.svg.line(px, y.start, px, y.start + 5, stroke: "#444444")
            picture.svg.text(label(value), px, y.start + 18, size: 11, anchor: .middle)
            if let fields = scene.parameters["fields"], fields > 1 {
                picture.svg.text("on \(label(fields)) fields", px, y.start + 31, size: 10, anchor: .middle, fill: "#555555")
            }
        }
        picture.svg.text(panel.axisTitle, (left + right) / 2, y.start + 44, size: 12, anchor: .middle)
        // Engines side by side a little at each point, so their whiskers stay apart.
        for (rank, engine) in engines.enumerated() {
            let style = EngineStyle.of(engine)
            let dodge = (Double(rank) - Double(engines.count - 1) / 2) * 4
            let points = panel.scenes.compactMap { scene -> (SceneResult, EngineResult, Double)? in
                guard let value = scene.parameters[panel.parameter], let result = scene.results.first(where: { $0.engine == engine })
                else { return nil }
                return (scene, result, value)
            }.sorted { $0.2 < $1.2 }
            guard !points.isEmpty else { continue }
            picture.svg.polyline(points.map { (x.position($0.2) + dodge, y.position($0.1.timePerStep.median)) },
                                 stroke: style.colour, width: 2, dash: style.dash)
            for (scene, result, value) in points {
                let px = x.position(value) + dodge
                let time = result.timePerStep
                picture.svg.line(px, y.position(time.min), px, y.position(time.max), stroke: style.colour, width: 1.5)
                picture.svg.line(px - 3, y.position(time.min), px + 3, y.position(time.min), stroke: style.colour, width: 1.5)
                picture.svg.line(px - 3, y.position(time.max), px + 3, y.position(time.max), stroke: style.colour, width: 1.5)
                // Hollow where balls escaped: that time is not of the whole scene's work.
                let hollow = result.lostBalls
                picture.svg.path(style.markerPath(px, y.position(time.median)), fill: hollow ? "#ffffff" : style.colour,
                                 stroke: hollow ? style.colour : "#ffffff", width: hollow ? 1.8 : 0.8,
                                 data: [("engine", engine), ("scene", scene.name)],
                                 tip: "\(result.engineName), \(scene.name): \(label(time.median)) \(results.unit) per step "
                                    + "(\(label(time.min))–\(label(time.max)))")
            }
        }
    }
}
