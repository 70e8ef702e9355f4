/// How an engine looks in every picture: the same colour and marker whichever plot it is in
/// (Okabe and Ito's colour-blind-safe palette; Dynamics the strongest blue).
struct EngineStyle {
    enum Marker { case circle, square, diamond, triangleUp, triangleDown, cross }

    let colour: String
    let marker: Marker
    /// A stroke pattern for its lines, nil for solid: the floor is dashed.
    let dash: String?

    /// The engines in peer-bench's order, which the legends and bars keep.
    static let order = ["dynamics", "chipmunk", "chipmunk-o2", "box2d", "box2d3", "kernel"]

    static func of(_ engine: String) -> EngineStyle {
        switch engine {
        case "dynamics": EngineStyle(colour: "#0072B2", marker: .circle, dash: nil)
        case "chipmunk": EngineStyle(colour: "#E69F00", marker: .triangleDown, dash: nil)
        case "chipmunk-o2": EngineStyle(colour: "#D55E00", marker: .triangleUp, dash: nil)
        case "box2d": EngineStyle(colour: "#009E73", marker: .square, dash: nil)
        case "box2d3": EngineStyle(colour: "#CC79A7", marker: .diamond, dash: nil)
        case "kernel": EngineStyle(colour: "#666666", marker: .cross, dash: "6 4")
        // An engine peer-bench gains later: still drawn, in a colour of its own name.
        default: EngineStyle(colour: spareColours[abs(engine.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) }) % spareColours.count],
                             marker: .circle, dash: "2 2")
        }
    }

    private static let spareColours = ["#56B4E9", "#F0E442", "#000000", "#8C564B"]

    /// The position of `engine` in the pictures' order (unknown engines last, by name).
    static func rank(_ engine: String) -> Int { order.firstIndex(of: engine) ?? order.count }

    /// The marker's outline as path data, centred on (x, y), about `size` across.
    func markerPath(_ x: Double, _ y: Double, size: Double = 9) -> String {
        let r = size / 2
        switch marker {
        case .circle:
            return "M\(n(x - r)),\(n(y)) a\(n(r)),\(n(r)) 0 1,0 \(n(2 * r)),0 a\(n(r)),\(n(r)) 0 1,0 \(n(-2 * r)),0 Z"
        case .square:
            let s = r * 0.9
            return "M\(n(x - s)),\(n(y - s)) H\(n(x + s)) V\(n(y + s)) H\(n(x - s)) Z"
        case .diamond:
            let s = r * 1.2
            return "M\(n(x)),\(n(y - s)) L\(n(x + s)),\(n(y)) L\(n(x)),\(n(y + s)) L\(n(x - s)),\(n(y)) Z"
        case .triangleUp:
            return "M\(n(x)),\(n(y - r * 1.1)) L\(n(x + r)),\(n(y + r * 0.8)) L\(n(x - r)),\(n(y + r * 0.8)) Z"
        case .triangleDown:
            return "M\(n(x)),\(n(y + r * 1.1)) L\(n(x + r)),\(n(y - r * 0.8)) L\(n(x - r)),\(n(y - r * 0.8)) Z"
        case .cross:
            let t = r * 0.35
            return "M\(n(x - t)),\(n(y - r)) H\(n(x + t)) V\(n(y - t)) H\(n(x + r)) V\(n(y + t)) H\(n(x + t)) V\(n(y + r)) "
                + "H\(n(x - t)) V\(n(y + t)) H\(n(x - r)) V\(n(y - t)) H\(n(x - t)) Z"
        }
    }
}
