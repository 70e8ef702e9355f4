import Foundation

/// Reads and writes `BenchResults` as JSON, with errors that name the file.
public enum BenchResultsFile {
    /// What went wrong with a results file, naming it.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The JSON of `results`: keys sorted and indented, so that a checked-in file diffs line by line.
    public static func encode(_ results: BenchResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(results)
        data.append(contentsOf: "\n".utf8)
        return data
    }

    /// Writes `results` to `path` ("-": standard output).
    public static func write(_ results: BenchResults, to path: String) throws {
        let data = try encode(results)
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(description: "\(path): cannot write the results: \(error.localizedDescription)")
        }
    }

    /// The results in `data`, read from `path` (named in errors).
    public static func decode(_ data: Data, path: String) throws -> BenchResults {
        // The format first, so that a file of another version says so instead of failing on a field.
        struct Header: Decodable { var format: Int? }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw Failure(description: "\(path): not a peer-bench results file (\(explain(error)))")
        }
        guard header.format == BenchResults.currentFormat else {
            let found = header.format.map { "format \($0)" } ?? "no \"format\""
            throw Failure(description: "\(path): \(found), this reader knows format \(BenchResults.currentFormat) "
                + "(written by `peer-bench table --json FILE`)")
        }
        do {
            return try JSONDecoder().decode(BenchResults.self, from: data)
        } catch {
            throw Failure(description: "\(path): not a peer-bench results file (\(explain(error)))")
        }
    }

    /// The results in the file at `path`.
    public static func read(_ path: String) throws -> BenchResults {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(description: "\(path): cannot read it: \(error.localizedDescription)")
        }
        return try decode(data, path: path)
    }

    /// A decoding error in a line: what was wrong, and where in the document.
    static func explain(_ error: Error) -> String {
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "at the top" : "at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error as? DecodingError {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "malformed JSON " + at(context.codingPath) + (underlying.map { ": \($0)" } ?? ": \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return "\"\(key.stringValue)\" missing " + at(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription + " " + at(context.codingPath)
        default:
            return "\(error)"
        }
    }
}
