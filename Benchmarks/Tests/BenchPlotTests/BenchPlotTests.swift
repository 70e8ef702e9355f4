import BenchPlot
import BenchResults
import Foundation
import Testing

/// The drawer on a small results file: every engine in each legend, one point or bar per
/// result, the note line, and errors that name a bad file.
@Suite struct BenchPlotTests {
    static func result(_ engine: String, _ name: String, _ times: [Double]) -> EngineResult {
        EngineResult(engine: engine, engineName: name, timePerStep: Spread(times), stepsTaken: times.map { _ in 120 })
    }

    static let sample = BenchResults(
        date: "2026-12-06T18:00:00Z", commit: "0123456789ab", machine: Machine(cpu: "Test CPU 3000", cores: 2),
        rounds: 3, command: "peer-bench table --repeats 3",
        families: [
            SceneFamily(name: "storm", title: "Storm", scenes: [
                SceneResult(name: "storm N=1000 S=600", parameters: ["N": 1000, "S": 600], steps: 1200, results: [
                    result("dynamics", "Dynamics", [0.027, 0.025, 0.031]),
                    result("box2d3", "Box2D 3.1.1", [0.79, 0.77, 0.82]),
                ]),
                SceneResult(name: "storm N=10000 S=600", parameters: ["N": 10000, "S": 600], steps: 1200, results: [
                    result("dynamics", "Dynamics", [0.25, 0.24, 0.26]),
                    result("box2d3", "Box2D 3.1.1", [29, 28, 30]),
                ]),
                SceneResult(name: "storm N=500 S=20000", parameters: ["N": 500, "S": 20000], steps: 1200, results: [
                    result("dynamics", "Dynamics", [0.1, 0.1, 0.11]),
                    result("box2d3", "Box2D 3.1.1", [1.4, 1.3, 1.5]),
                    EngineResult(engine: "chipmunk-o2", engineName: "Chipmunk2D 7 (-O2 -DNDEBUG)", timePerStep: Spread([0.2]),
                                 stepsTaken: [1200], escaped: [456]),
                ]),
            ]),
            SceneFamily(name: "box2d-joint-grid", title: "Joint grid", scenes: [
                SceneResult(name: "joint_grid 100x100", parameters: ["size": 100], steps: 120, results: [
                    result("dynamics", "Dynamics", [8.57, 7.86, 10.01]),
                    result("chipmunk-o2", "Chipmunk2D 7 (-O2 -DNDEBUG)", [8.6, 7.97, 9.07]),
                    result("box2d3", "Box2D 3.1.1", [6.71, 6.27, 8.38]),
                ]),
            ]),
        ])

    static func occurrences(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test func onePicturePerFamily() {
        let pictures = BenchPlotter.pictures(Self.sample)
        #expect(pictures.map(\.file) == ["storm.svg", "box2d-joint-grid.svg"])
        for picture in pictures {
            #expect(picture.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(picture.svg.hasSuffix("</svg>\n"))
            #expect(picture.svg.contains("median of 3 interleaved rounds, min–max whiskers; Test CPU 3000, 2 cores; 2026-12-06; commit 0123456789ab"))
        }
    }

    @Test func everyResultIsDrawnOnceWithItsEngineInTheLegend() throws {
        let pictures = Dictionary(uniqueKeysWithValues: BenchPlotter.pictures(Self.sample).map { ($0.file, $0.svg) })
        for family in Self.sample.families {
            let svg = try #require(pictures[family.name + ".svg"])
            for scene in family.scenes {
                for result in scene.results {
                    #expect(Self.occurrences(">\(result.engineName)</text>", in: svg) == 1, "\(result.engineName) in \(family.name)'s legend")
                    let mark = "data-engine=\"\(result.engine)\" data-scene=\"\(scene.name)\""
                    #expect(Self.occurrences(mark, in: svg) == 1, "one mark for \(result.engine) in \(scene.name)")
                }
            }
        }
        // Bars for the joint grid, points for the storm.
        #expect(Self.occurrences("<rect x=", in: pictures["box2d-joint-grid.svg"]!) >= 3)
        #expect(pictures["storm.svg"]!.contains("against N, at S = 600 pt/s"))
        #expect(pictures["storm.svg"]!.contains("against S, at N = 500"))
        // The one result whose balls escaped is hollow, and the picture says what that means.
        #expect(Self.occurrences("fill=\"#ffffff\" stroke=\"#D55E00\"", in: pictures["storm.svg"]!) == 1)
        #expect(pictures["storm.svg"]!.contains("hollow marker: balls escaped the field"))
        #expect(!pictures["box2d-joint-grid.svg"]!.contains("hollow marker"))
    }

    @Test func resultsSurviveTheirJSON() throws {
        let data = try BenchResultsFile.encode(Self.sample)
        #expect(try BenchResultsFile.decode(data, path: "sample.json") == Self.sample)
    }

    @Test func malformedJSONNamesTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-plot-malformed-\(getpid()).json").path
        try Data("{\"format\": 1, \"date\": ".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: BenchResultsFile.Failure.self) { try BenchResultsFile.read(path) }
        #expect(error.description.hasPrefix("\(path): not a peer-bench results file (malformed JSON"))
    }

    @Test func missingFieldsAndOtherFormatsAreNamed() throws {
        let missing = try #require(throws: BenchResultsFile.Failure.self) {
            try BenchResultsFile.decode(Data("{\"format\": 1, \"date\": \"x\"}".utf8), path: "a.json")
        }
        #expect(missing.description.hasPrefix("a.json: not a peer-bench results file (\""))
        let other = try #require(throws: BenchResultsFile.Failure.self) {
            try BenchResultsFile.decode(Data("{\"format\": 2}".utf8), path: "b.json")
        }
        #expect(other.description == "b.json: format 2, this reader knows format 1 (written by `peer-bench table --json FILE`)")
        let missingFile = try #require(throws: BenchResultsFile.Failure.self) { try BenchResultsFile.read("/nonexistent/c.json") }
        #expect(missingFile.description.hasPrefix("/nonexistent/c.json: cannot read it"))
    }
}
