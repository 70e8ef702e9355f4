import ArgumentParser
import BenchPlot
import BenchResults
import Foundation

/// `bench-plot RESULTS.json --output docs/benchmarks`: the pictures of docs/BENCHMARKS.md
/// from `peer-bench table --json` (scripts/bench-plots runs both).
@main
struct BenchPlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-plot",
        abstract: "Draws peer-bench's JSON results as one SVG per scene family (storm.svg, gas.svg, pyramid.svg, ...).")

    @Argument(help: ArgumentHelp("The results, as `peer-bench table --json FILE` writes them.", valueName: "results.json"))
    var results: String

    @Option(help: ArgumentHelp("The folder the pictures go into.", valueName: "folder"))
    var output = "docs/benchmarks"

    func run() throws {
        let read = try BenchResultsFile.read(results)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--output \(output): no such folder")
        }
        let pictures = BenchPlotter.pictures(read)
        if pictures.isEmpty { throw ValidationError("\(results): no scenes to draw") }
        for picture in pictures {
            let path = (output as NSString).appendingPathComponent(picture.file)
            do {
                try picture.svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw ValidationError("\(path): cannot write it: \(error.localizedDescription)")
            }
            print(path)
        }
    }
}
