/// FNV-1a, 64 bits: the same value on every run and machine, unlike Swift's `Hasher`, which is
/// seeded per process. The engine hashes its bodies with it (`DynamicAnimator.stateHash`) and
/// the game hashes its state, so replays can compare a final hash across runs.
///
/// ```swift
/// var hasher = StableHasher()
/// hasher.combine(0.5)                  // a Double's bit pattern, low byte first
/// hasher.combine("level 3".utf8)
/// print(String(hasher.value, radix: 16))
/// ```
public struct StableHasher: Sendable {
    /// The hash of the bytes so far; FNV-1a's offset basis before any.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hasher that has seen no bytes.
    public init() {}

    /// One byte: FNV-1a's xor, then its multiply by the 64-bit prime.
    @inline(__always)
    public mutating func combine(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    /// The bytes in order.
    public mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { combine(byte: byte) }
    }

    /// The eight bytes of the bit pattern, low byte first (as stored on a little-endian machine).
    public mutating func combine(_ d: Double) {
        var bits = d.bitPattern
        for _ in 0..<8 {
            combine(byte: UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }
}
