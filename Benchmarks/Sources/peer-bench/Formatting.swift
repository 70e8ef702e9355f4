// Number and column formatting for the tables, without Foundation.

/// One value when every run agrees to the digits shown (the engines are deterministic), else
/// "min-max".
func spread(_ values: [Double], _ decimals: Int) -> String {
    let low = fixed(values.min()!, decimals), high = fixed(values.max()!, decimals)
    return low == high ? low : low + "-" + high
}

/// `value` with exactly `decimals` digits after the point (no Foundation needed).
func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return "\(value)" }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale), fraction = units % UInt64(scale)
    var text = (value < 0 && units > 0 ? "-" : "") + "\(whole)"
    if decimals > 0 {
        let digits = "\(fraction)"
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return text
}

func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
func padLeft(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

extension String {
    func padding(_ width: Int) -> String { pad(self, width) }
}
