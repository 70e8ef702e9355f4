/// Fills a translated printf-style format: `%s` and `%d` take the next argument, `%1$s` and
/// `%2$d` the one at that position, `%%` is a percent sign. The arguments arrive as text, so
/// `%d` and `%s` read alike; they differ only for `msgfmt --check-format`, which checks that a
/// translation keeps each argument's kind.
///
/// ```swift
/// TextFormat.fill("RANK %1$d OF %2$d", ["2", "10"])   // "RANK 2 OF 10"
/// TextFormat.fill("%2$s, %1$s", ["a", "b"])           // "b, a"
/// ```
enum TextFormat {
    static func fill(_ format: String, _ arguments: [String]) -> String {
        guard format.contains("%") else { return format }
        var out = ""
        var next = 0
        var scalars = Array(format.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            guard c == "%" else { out.unicodeScalars.append(c); continue }
            // "%%", "%s", "%d", "%12$s": anything else is shown as it is.
            if scalars.first == "%" { scalars.removeFirst(); out += "%"; continue }
            var digits = ""
            var rest = scalars
            while let d = rest.first, d.properties.numericType == .decimal, digits.count < 3 {
                digits.unicodeScalars.append(d); rest.removeFirst()
            }
            var index = next
            if !digits.isEmpty {
                guard rest.first == "$", let n = Int(digits), n >= 1 else { out += "%"; continue }
                rest.removeFirst()
                index = n - 1
            }
            guard let kind = rest.first, kind == "s" || kind == "d" else { out += "%"; continue }
            rest.removeFirst()
            scalars = rest
            out += index < arguments.count ? arguments[index] : ""
            if digits.isEmpty { next += 1 }
        }
        return out
    }
}
