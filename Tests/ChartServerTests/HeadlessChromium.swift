import Foundation
import Testing
import TestSupport

/// Debian's `chromium` in headless mode, as a test's real browser: a page's DOM as the
/// browser parsed it (`--dump-dom`) and its picture at a window size (`--screenshot`). Each
/// run has a profile folder of its own and is bounded: `timeout -k 5` ends chromium and every
/// process it started after `seconds` (by SIGKILL 5 s later if need be: a process started
/// from a Swift concurrency thread has SIGTERM blocked), and the test stops waiting soon after.
///
/// ```swift
/// let chromium = try HeadlessChromium()
/// let dom = try chromium.dumpDOM(URL(string: "http://127.0.0.1:8080/")!)
/// try chromium.screenshot(url, to: "/tmp/page.png", width: 390, height: 844)
/// ```
struct HeadlessChromium {
    static let path = "/usr/bin/chromium"

    /// Whether Debian's chromium is installed (`apt-get install chromium`).
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// CI sets `BREAKOUT_REQUIRE_CHROMIUM=1`: there a missing browser fails instead of skipping.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["BREAKOUT_REQUIRE_CHROMIUM"] == "1" }

    private let profile: TemporaryFolder

    init() throws {
        profile = try TemporaryFolder("chromium")
    }

    /// The DOM after the page loaded, serialized (what the browser made of the HTML).
    func dumpDOM(_ url: URL, width: Int = 1280, height: Int = 800) throws -> String {
        String(decoding: try run(["--dump-dom", "--window-size=\(width),\(height)"], url: url), as: UTF8.self)
    }

    /// The page's picture at a window of `width` by `height` CSS pixels, as a PNG at `file`.
    func screenshot(_ url: URL, to file: String, width: Int, height: Int) throws {
        try? FileManager.default.removeItem(atPath: file)
        _ = try run(["--screenshot=\(file)", "--window-size=\(width),\(height)", "--hide-scrollbars"], url: url)
        guard FileManager.default.fileExists(atPath: file) else { throw Failure("chromium wrote no screenshot to \(file)") }
    }

    /// Runs chromium headless on `url` and returns what it printed; throws when it fails or
    /// takes more than `seconds`.
    func run(_ arguments: [String], url: URL, seconds: Int = 60) throws -> Data {
        var flags = ["--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                     "--force-device-scale-factor=1", "--user-data-dir=\(profile.file("profile"))"]
        // Chromium's sandbox refuses to run as root; CI and containers run the tests as root.
        if getuid() == 0 { flags.append("--no-sandbox") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-k", "5", String(seconds), Self.path] + flags + arguments + [url.absoluteString]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile.path
        environment["XDG_CONFIG_HOME"] = profile.file("config")
        environment["XDG_CACHE_HOME"] = profile.file("cache")
        process.environment = environment
        let out = profile.file("stdout-\(UUID().uuidString)"), err = profile.file("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        let deadline = Date().addingTimeInterval(Double(seconds) + 15)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            throw Failure("chromium did not finish in \(seconds + 15) s")
        }
        let printed = try Data(contentsOf: URL(fileURLWithPath: out))
        guard process.terminationStatus == 0 else {
            let errors = String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self)
            throw Failure("chromium \(arguments) exited with \(process.terminationStatus)\(process.terminationStatus == 124 ? " (timed out)" : ""): \(errors.suffix(2_000))")
        }
        return printed
    }
}

/// Where tests leave pictures for people to look at: `test-output/` beside the test bundle
/// (`.build-tests/release/test-output/`), or `$BREAKOUT_TEST_OUTPUT`. Kept after the run.
enum TestOutput {
    static func folder(_ name: String) throws -> String {
        let base = ProcessInfo.processInfo.environment["BREAKOUT_TEST_OUTPUT"]
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("test-output").path
        let folder = (base as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A PNG file's width and height from its header (nil when it is not a PNG).
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
          bytes[12..<16] == Array("IHDR".utf8)[...] else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}
