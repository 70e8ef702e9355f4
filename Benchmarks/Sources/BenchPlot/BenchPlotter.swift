import BenchResults

/// Draws peer-bench's results: one SVG picture per scene family, named after it
/// ("storm.svg"). The storm and the gas as lines against their parameters, every other
/// family as bars per scene.
public enum BenchPlotter {
    /// Each family's file name and picture, in the results' order.
    public static func pictures(_ results: BenchResults) -> [(file: String, svg: String)] {
        results.families.filter { !$0.scenes.isEmpty }.map { family in
            let svg = switch family.name {
            case "storm", "gas": LineChart(family: family, results: results).draw()
            default: BarChart(family: family, results: results).draw()
            }
            return (file: fileName(family.name), svg: svg)
        }
    }

    /// "storm.svg"; anything but letters, digits and dashes becomes a dash.
    static func fileName(_ family: String) -> String {
        String(family.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }) + ".svg"
    }
}
