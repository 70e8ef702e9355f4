import Foundation

/// An SVG picture written as text: the few elements the benchmark plots need (lines,
/// rectangles, polylines, paths, text), in presentation attributes only, which every
/// renderer reads (ImageMagick's own too). No plotting or SVG library is in the package
/// mirror, and these few need none.
struct SVG {
    let width: Double
    let height: Double
    private(set) var body: [String] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The document: a white background under everything drawn.
    var text: String {
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">"
        let background = "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>"
        return ([head, background] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String,
                       width: Double = 1, dash: String? = nil) {
        body.append("<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" "
            + "stroke-width=\"\(n(width))\"" + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>")
    }

    /// A rectangle; `data` becomes data-* attributes (what a test or a reader can find it by),
    /// `tip` its tooltip.
    mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String,
                       stroke: String? = nil, data: [(String, String)] = [], tip: String? = nil) {
        let attributes = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(fill)\""
            + (stroke.map { " stroke=\"\($0)\"" } ?? "") + dataAttributes(data)
        body.append(element("rect", attributes, tip: tip))
    }

    mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 1, dash: String? = nil) {
        let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        body.append("<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>")
    }

    mutating func path(_ d: String, fill: String, stroke: String? = nil, width: Double = 1,
                       data: [(String, String)] = [], tip: String? = nil) {
        let attributes = "d=\"\(d)\" fill=\"\(fill)\"" + (stroke.map { " stroke=\"\($0)\" stroke-width=\"\(n(width))\"" } ?? "")
            + dataAttributes(data)
        body.append(element("path", attributes, tip: tip))
    }

    enum Anchor: String { case start, middle, end }

    /// Text whose baseline starts, centres or ends at (x, y).
    mutating func text(_ content: String, _ x: Double, _ y: Double, size: Double = 12, anchor: Anchor = .start,
                       fill: String = "#222222", bold: Bool = false) {
        var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\" text-anchor=\"\(anchor.rawValue)\""
        if bold { attributes += " font-weight=\"bold\"" }
        body.append("<text \(attributes)>\(escaped(content))</text>")
    }

    /// A comment in the document, for a reader of the file.
    mutating func comment(_ content: String) {
        body.append("<!-- " + content.replacingOccurrences(of: "--", with: "- -") + " -->")
    }

    private func element(_ name: String, _ attributes: String, tip: String?) -> String {
        guard let tip else { return "<\(name) \(attributes)/>" }
        return "<\(name) \(attributes)><title>\(escaped(tip))</title></\(name)>"
    }

    private func dataAttributes(_ data: [(String, String)]) -> String {
        data.map { " data-\($0.0)=\"\(escaped($0.1))\"" }.joined()
    }
}

/// `value` with at most one decimal, for coordinates.
func n(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
}

/// Text safe inside an element or an attribute.
func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}

/// Roughly how wide `text` is at `size` in a sans-serif font: enough to lay out legends
/// and labels without measuring glyphs.
func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.6 }
