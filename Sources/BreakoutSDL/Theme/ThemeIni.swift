import Foundation

/// A theme's `theme.ini`, LBreakoutHD's settings file for a theme: `key = value` lines and
/// named blocks (`menu { ... }`), which nest. Keys are read with their blocks' names in
/// front (`menu.fontNormal.size`). A line that is none of these, a block left open or a
/// value out of range is a problem naming the file and line; the default is used instead.
///
/// ```swift
/// var ini = ThemeIni(text: "brickWidth = 90\nshotAnim {\n\tframes = 4\n}\n", file: "theme.ini")
/// ini.integer("brickWidth", 1...1000, default: 40)      // 90
/// ini.integer("shotAnim.frames", 1...64, default: 4)    // 4
/// ```
struct ThemeIni {
    /// Lines read at most, and blocks inside blocks: a longer or deeper file is cut there.
    static let maxLines = 4000
    static let maxDepth = 8

    let file: String
    private(set) var values: [String: (value: String, line: Int)] = [:]
    private(set) var problems: [ThemeProblem] = []

    init(text: String, file: String) {
        self.file = file
        var path: [String] = []
        var openedAt: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if number > Self.maxLines {
                problems.append(ThemeProblem(file: file, line: number, message: "more than \(Self.maxLines) lines; the rest is ignored"))
                break
            }
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") || line.hasPrefix("//") { continue }
            if line == "}" {
                if path.isEmpty {
                    problems.append(ThemeProblem(file: file, line: number, message: "`}` closes no block"))
                } else {
                    path.removeLast()
                    openedAt.removeLast()
                }
            } else if line.hasSuffix("{") {
                let name = line.dropLast().trimmingCharacters(in: .whitespaces)
                guard Self.isName(name) else {
                    problems.append(ThemeProblem(file: file, line: number, message: "`\(line)`: a block needs a name before `{`"))
                    continue
                }
                guard path.count < Self.maxDepth else {
                    problems.append(ThemeProblem(file: file, line: number, message: "blocks nest deeper than \(Self.maxDepth)"))
                    continue
                }
                path.append(name)
                openedAt.append(number)
            } else if let equals = line.firstIndex(of: "=") {
                let key = line[..<equals].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                guard Self.isName(key) else {
                    problems.append(ThemeProblem(file: file, line: number, message: "`\(line)`: `\(key)` is not a key name"))
                    continue
                }
                values[(path + [key]).joined(separator: ".")] = (value, number)
            } else {
                problems.append(ThemeProblem(file: file, line: number,
                                             message: "`\(line)` is not `key = value`, `name {` or `}`"))
            }
        }
        for line in openedAt {
            problems.append(ThemeProblem(file: file, line: line, message: "this block is never closed with `}`"))
        }
    }

    private static func isName(_ s: String) -> Bool {
        !s.isEmpty && s.count <= 64 && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    /// The text of `key`, if the file has it.
    func string(_ key: String) -> String? { values[key]?.0 }

    /// A whole number in `range`, or `fallback` (and a problem) when the file gives something else.
    mutating func integer(_ key: String, _ range: ClosedRange<Int>, default fallback: Int) -> Int {
        guard let (text, line) = values[key] else { return fallback }
        guard let n = Int(text), range.contains(n) else {
            problems.append(ThemeProblem(file: file, line: line,
                                         message: "\(key) = \(text): allowed \(range.lowerBound)...\(range.upperBound); using \(fallback)"))
            return fallback
        }
        return n
    }
}

/// Something wrong with a theme's file: which file, the line when it is a text file, and
/// what. The game goes on with the fallback and shows these in a banner.
struct ThemeProblem: Error, Equatable, CustomStringConvertible {
    let file: String
    let line: Int?
    let message: String

    init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}
