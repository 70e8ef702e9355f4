import ArgumentParser
import BenchResults
import Foundation

/// `peer-bench table --json FILE`: the tables' runs as `BenchResults` (the Benchmarks
/// package's BenchResults module), for `bench-plot` to draw. Times in ms per step; the storm
/// and the gas are separate families, as their pictures are.
enum ResultsJSON {
    static func results(storms: StormTable, pyramids: PyramidTable, boxStacks: BoxStackTable,
                        jointGrids: JointGridTable, rounds: Int, arguments: [String]) -> BenchResults {
        var families: [SceneFamily] = []
        let storm = storms.runs.filter { !$0.spec.gas }, gas = storms.runs.filter(\.spec.gas)
        if !storm.isEmpty {
            families.append(SceneFamily(name: "storm", title: "Storm: balls among 800 bricks, no ball-ball collisions",
                                        scenes: stormScenes(storm)))
        }
        if !gas.isEmpty {
            families.append(SceneFamily(name: "gas", title: "Gas: the storm with ball-ball collisions",
                                        scenes: stormScenes(gas)))
        }
        if !pyramids.isEmpty {
            families.append(SceneFamily(name: SceneGroup.pyramid.rawValue, title: "Pyramid: 210 boxes settling and at rest",
                                        scenes: pyramidScenes(pyramids.runs)))
        }
        if !boxStacks.isEmpty {
            families.append(SceneFamily(name: SceneGroup.box2dPyramids.rawValue, title: "Box2D's pyramid benchmarks, sleeping off",
                                        scenes: boxStackScenes(boxStacks.runs)))
        }
        if !jointGrids.isEmpty {
            families.append(SceneFamily(name: SceneGroup.box2dJointGrid.rawValue, title: "Box2D's joint grid benchmark",
                                        scenes: jointGridScenes(jointGrids.runs)))
        }
        return BenchResults(date: isoDate(), commit: gitCommit(), machine: machine(), rounds: rounds,
                            command: command(arguments), families: families)
    }

    /// Throws, naming `path`, unless a file can be written there.
    static func checkWritable(_ path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--json \(path): no folder \(directory)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw ValidationError("--json \(path): cannot write in \(directory)")
        }
    }

    private static func stormScenes(_ runs: [StormRun]) -> [SceneResult] {
        firstAppearances(runs.map(\.spec)).map { spec in
            let group = runs.filter { $0.spec == spec }
            var parameters = ["N": Double(spec.count), "S": spec.speed]
            if spec.tileCount > 1 { parameters["fields"] = Double(spec.tileCount) }
            let results = engineResults(group, \.engine) { runs in
                (spread(runs.map { $0.seconds * 1e3 / Double($0.steps) }), nil, runs.map(\.steps))
            }.map { result in
                var result = result
                result.escaped = group.filter { $0.engine.rawValue == result.engine }.map(\.escaped)
                return result
            }
            return SceneResult(name: spec.name, parameters: parameters, steps: spec.steps, results: results)
        }
    }

    private static func pyramidScenes(_ runs: [PyramidRun]) -> [SceneResult] {
        firstAppearances(runs.map(\.spec)).map { spec in
            let group = runs.filter { $0.spec == spec }
            return SceneResult(name: spec.name, parameters: ["rows": Double(spec.rows)], steps: spec.steps,
                               results: engineResults(group, \.engine) { runs in
                (spread(runs.map(\.millisecondsPerStep)), spread(runs.map(\.settlingMillisecondsPerStep)),
                 runs.map { $0.spec.steps })
            })
        }
    }

    private static func boxStackScenes(_ runs: [BoxStackRun]) -> [SceneResult] {
        firstAppearances(runs.map(\.scene)).map { scene in
            let group = runs.filter { $0.scene == scene }
            return SceneResult(name: scene, parameters: group[0].parameters, steps: group[0].steps,
                               results: engineResults(group, \.engine) { timed($0.map(\.timing)) })
        }
    }

    private static func jointGridScenes(_ runs: [JointGridRun]) -> [SceneResult] {
        firstAppearances(runs.map(\.spec)).map { spec in
            let group = runs.filter { $0.spec == spec }
            return SceneResult(name: spec.name, parameters: ["size": Double(spec.size)], steps: spec.steps,
                               results: engineResults(group, \.engine) { timed($0.map(\.timing)) })
        }
    }

    private static func timed(_ timings: [TimedSteps]) -> (Spread, Spread?, [Int]) {
        (spread(timings.map(\.millisecondsPerStep)), spread(timings.map(\.firstMillisecondsPerStep)), timings.map(\.taken))
    }

    /// The spread of `values` in ms, each to the nanosecond (the clock's noise is far larger),
    /// so that the file reads and diffs as numbers, not as 17 digits.
    private static func spread(_ values: [Double]) -> Spread {
        Spread(values.map { ($0 * 1e6).rounded() / 1e6 })
    }

    /// One result per engine, in the order the engines ran.
    private static func engineResults<Run>(_ runs: [Run], _ engine: (Run) -> Engine,
                                           _ measure: ([Run]) -> (Spread, Spread?, [Int])) -> [EngineResult] {
        firstAppearances(runs.map(engine)).map { name in
            let (time, first, steps) = measure(runs.filter { engine($0) == name })
            return EngineResult(engine: name.rawValue, engineName: name.displayName, timePerStep: time,
                                firstStretch: first, stepsTaken: steps)
        }
    }

    private static func isoDate() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }

    /// The CPU's model name (the first of /proc/cpuinfo) and the cores.
    private static func machine() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return Machine(cpu: model ?? "unknown CPU", cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The checkout's commit, "-dirty" when tracked files differ from it (docs/benchmarks,
    /// where the results go, aside); "unknown" without git or outside a checkout.
    private static func gitCommit() -> String {
        guard let head = git(["rev-parse", "--short=12", "HEAD"]), !head.isEmpty else { return "unknown" }
        let changes = git(["status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)docs/benchmarks"]) ?? ""
        return head + (changes.isEmpty ? "" : "-dirty")
    }

    /// The output of git with `arguments`, trimmed; nil if it failed.
    private static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// "peer-bench" and its arguments, `--json FILE` left out.
    private static func command(_ arguments: [String]) -> String {
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--json" { skipNext = true; continue }
            if argument.hasPrefix("--json=") { continue }
            kept.append(argument)
        }
        return (["peer-bench"] + kept).joined(separator: " ")
    }
}
