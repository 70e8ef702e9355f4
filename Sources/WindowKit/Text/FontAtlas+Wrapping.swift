import Foundation

/// Breaking text into lines that fit a width (banners, the settings panel's help lines), and
/// making a line fit.
extension FontAtlas {
    /// `text` split at spaces into lines at most `width` points wide when drawn `height`
    /// tall; a word longer than a line is cut where it overflows (long file paths).
    ///
    /// ```swift
    /// for (k, line) in font.wrapped(message, width: 400, height: 13).enumerated() {
    ///     font.layout(line, at: Point(x: 10, y: 10 + Double(k) * 17), height: 13, color: .white, into: &batch)
    /// }
    /// ```
    public func wrapped(_ text: String, width: Double, height: Double) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if self.width(of: candidate, height: height) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = word
            // One word wider than the line: cut it.
            while self.width(of: line, height: height) > width && line.count > 1 {
                var cut = line.count - 1
                while cut > 1 && self.width(of: String(line.prefix(cut)), height: height) > width { cut -= 1 }
                lines.append(String(line.prefix(cut)))
                line = String(line.dropFirst(cut))
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` made to fit `width`: drawn smaller, down to `minimum` points, and cut with "…"
    /// when even that is too wide. Returns what to draw and how tall.
    ///
    /// ```swift
    /// let (label, size) = font.fitted("Frags to win a duel", width: 130, height: 15, minimum: 11)
    /// ```
    public func fitted(_ text: String, width: Double, height: Double, minimum: Double) -> (text: String, height: Double) {
        let full = self.width(of: text, height: height)
        guard full > width, width > 0 else { return (text, height) }
        let size = max(minimum, height * width / full)
        if self.width(of: text, height: size) <= width { return (text, size) }
        var cut = text
        while !cut.isEmpty && self.width(of: cut + "…", height: size) > width { cut.removeLast() }
        return (cut.isEmpty ? "" : cut.trimmingCharacters(in: .whitespaces) + "…", size)
    }
}
