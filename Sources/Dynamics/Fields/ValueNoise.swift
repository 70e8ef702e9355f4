#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Smooth, seeded noise in space and time for the noise and turbulence fields: values on a
/// lattice from a hash of the cell and the seed, blended with a smoothstep. The same seed
/// gives the same pattern on every run and every machine (integer hashing, no global state).
enum ValueNoise {
    /// A vector with components in -1...1 at (x, y, t), in lattice units.
    static func vector(_ x: Double, _ y: Double, _ t: Double, seed: UInt64) -> (Double, Double) {
        (value(x, y, t, seed: seed), value(x, y, t, seed: seed ^ 0x9E37_79B9_7F4A_7C15))
    }

    static func value(_ x: Double, _ y: Double, _ t: Double, seed: UInt64) -> Double {
        let fx = floor(x), fy = floor(y), ft = floor(t)
        let ix = Int64(fx), iy = Int64(fy), it = Int64(ft)
        let ux = smooth(x - fx), uy = smooth(y - fy), ut = smooth(t - ft)
        func corner(_ dx: Int64, _ dy: Int64, _ dt: Int64) -> Double {
            lattice(ix &+ dx, iy &+ dy, it &+ dt, seed)
        }
        func lerp(_ a: Double, _ b: Double, _ u: Double) -> Double { a + (b - a) * u }
        let v0 = lerp(lerp(corner(0, 0, 0), corner(1, 0, 0), ux), lerp(corner(0, 1, 0), corner(1, 1, 0), ux), uy)
        let v1 = lerp(lerp(corner(0, 0, 1), corner(1, 0, 1), ux), lerp(corner(0, 1, 1), corner(1, 1, 1), ux), uy)
        return lerp(v0, v1, ut)
    }

    @inline(__always)
    private static func smooth(_ u: Double) -> Double { u * u * (3 - 2 * u) }

    /// A value in -1...1 for a lattice point (SplitMix64's finaliser over the mixed coordinates).
    @inline(__always)
    private static func lattice(_ x: Int64, _ y: Int64, _ t: Int64, _ seed: UInt64) -> Double {
        var z = seed &+ UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
        z ^= UInt64(bitPattern: t) &* 0x1656_67B1_9E37_79F9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 52) - 1
    }
}
