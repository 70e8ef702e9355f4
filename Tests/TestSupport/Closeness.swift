/// Whether two numbers differ by no more than `tolerance`: the one closeness check every test
/// target uses, so each reads a tolerance the same way.
public func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }
