import Mustache

/// The page's HTML escaping, by Unicode scalars. Mustache's own escapes by `Character`, and
/// "<", "&", "\"" or "'" followed by a combining mark is one Character that equals none of
/// them, so a name such as `"\u{301} onfocus=...` went out with its quote raw: text could end
/// an attribute. Every template selects this one (`{{% CONTENT_TYPE: HTML_SCALARS}}`).
///
/// ```swift
/// HTMLByScalars().escapeText("<\u{338}b>")   // "&lt;\u{338}b&gt;"
/// ```
struct HTMLByScalars: MustacheContentType {
    /// The name templates select it by.
    static let name = "HTML_SCALARS"

    /// Registers it with mustache (once; templates that name it parse only after this).
    static let registered: Void = MustacheContentTypes.register(HTMLByScalars(), named: name)

    func escapeText(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
