import BenchResults

/// The picture of a family of a few scenes of different kinds (the pyramid, Box2D's
/// pyramids, its joint grid): a group of bars per scene, one bar per engine at its median,
/// a min–max whisker on each, the median written above it. Linear from 0 unless the bars lie
/// far apart.
struct BarChart {
    let family: SceneFamily
    let results: BenchResults

    func draw() -> String {
        let engines = family.engines
        var picture = Picture(width: 960, height: 520, family: family, results: results, engines: engines, lines: false)
        let all = family.scenes.flatMap { $0.results.flatMap { [$0.timePerStep.min, $0.timePerStep.max] } }
        let top = picture.plotTop + Picture.yTitleRise + 14, bottom = picture.plotBottom - 40
        let y = Scale(covering: all, from: bottom, to: top, logRatio: 50)
        let left = Picture.margin + Picture.yLabelWidth(y), right = picture.svg.width - Picture.margin
        picture.drawYAxis(y, left: left, right: right, title: "time per step, \(results.unit) (median" + (y.isLog ? ", log scale)" : ")"))
        picture.svg.line(left, y.start, right, y.start, stroke: "#444444")
        let groupWidth = (right - left) / Double(max(family.scenes.count, 1))
        for (index, scene) in family.scenes.enumerated() {
            let groupLeft = left + Double(index) * groupWidth
            let present = engines.map(\.0).filter { engine in scene.results.contains { $0.engine == engine } }
            let barWidth = min(70, groupWidth * 0.8 / Double(max(present.count, 1)))
            var x = groupLeft + (groupWidth - barWidth * Double(present.count)) / 2
            for engine in present {
                guard let result = scene.results.first(where: { $0.engine == engine }) else { continue }
                let time = result.timePerStep
                let style = EngineStyle.of(engine)
                let barTop = y.position(time.median)
                picture.svg.rect(x + 2, barTop, barWidth - 4, y.start - barTop, fill: style.colour,
                                 data: [("engine", engine), ("scene", scene.name)],
                                 tip: "\(result.engineName), \(scene.name): \(label(time.median)) \(results.unit) per step "
                                    + "(\(label(time.min))–\(label(time.max)))")
                let middle = x + barWidth / 2
                let low = y.position(time.min), high = y.position(time.max)
                picture.svg.line(middle, low, middle, high, stroke: "#222222", width: 1.2)
                picture.svg.line(middle - 5, low, middle + 5, low, stroke: "#222222", width: 1.2)
                picture.svg.line(middle - 5, high, middle + 5, high, stroke: "#222222", width: 1.2)
                picture.svg.text(label(time.median), middle, high - 5, size: 11, anchor: .middle)
                x += barWidth
            }
            let centre = groupLeft + groupWidth / 2
            picture.svg.text(scene.name, centre, y.start + 18, size: 12, anchor: .middle, bold: true)
            picture.svg.text(stepsText(scene), centre, y.start + 33, size: 11, anchor: .middle, fill: "#555555")
        }
        return picture.svg.text
    }

    /// "120 steps", or what the runs that stopped early took.
    private func stepsText(_ scene: SceneResult) -> String {
        let short = scene.results.filter { $0.stepsTaken.contains { $0 < scene.steps } }
        guard !short.isEmpty else { return "\(scene.steps) steps" }
        let names = short.map { result in
            let least = result.stepsTaken.min() ?? 0, most = result.stepsTaken.max() ?? 0
            return "\(result.engineName) \(least == most ? "\(least)" : "\(least)-\(most)")"
        }
        return "\(scene.steps) steps (out of time: " + names.joined(separator: ", ") + ")"
    }
}
