#if canImport(Glibc)
import Glibc
#endif

/// Writes a line to standard error (progress and diagnostics; stdout carries the results).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
