/// What a frame draws, hashed as it is drawn: every clear, target, scale and batch (its
/// texture, vertices and indices) through a `Renderer`. Two frames with the same signature
/// show the same picture, so a window whose frames stop changing can stop drawing them
/// (`AppWindow`: a paused game or an alert costs no frames), and in a dry run the draws only
/// hash, to learn whether the next frame would differ without drawing it.
///
/// Written here, not taken from a library: it is a running 64-bit FNV-1a over the words the
/// draws pass to SDL, which only this layer sees.
///
/// ```swift
/// renderer.signature.begin(dryRun: true)
/// drawScreen()                                   // nothing reaches SDL
/// if renderer.signature.value != lastShown { renderer.signature.begin(dryRun: false); drawScreen(); window.present() }
/// ```
public final class FrameSignature {
    private static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of what was drawn since `begin`.
    public private(set) var value = FrameSignature.offset
    /// Whether draws only hash (nothing reaches SDL).
    public private(set) var dryRun = false

    public init() {}

    /// Starts a frame's signature; in a dry run the draws that follow only hash.
    public func begin(dryRun: Bool) {
        value = Self.offset
        self.dryRun = dryRun
    }

    /// Ends a dry run: draws reach SDL again.
    public func endDryRun() { dryRun = false }

    /// Puts back a signature set aside (`Renderer.drawTexture` draws a texture apart).
    func restore(value: UInt64, dryRun: Bool) {
        self.value = value
        self.dryRun = dryRun
    }

    @inline(__always)
    func fold(_ word: UInt64) {
        value = (value ^ word) &* Self.prime
    }

    /// Folds raw bytes in: four independent lanes of eight bytes (a frame of 16,000
    /// triangles passes about 1 MB; one lane's chain of multiplies took 0.3 ms of it), then
    /// the rest eight at a time.
    func fold(bytes: UnsafeRawBufferPointer) {
        fold(UInt64(bytes.count))
        var l0 = value, l1 = value ^ 1, l2 = value ^ 2, l3 = value ^ 3
        var k = 0
        while k + 32 <= bytes.count {
            l0 = (l0 ^ bytes.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* Self.prime
            l1 = (l1 ^ bytes.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self)) &* Self.prime
            l2 = (l2 ^ bytes.loadUnaligned(fromByteOffset: k + 16, as: UInt64.self)) &* Self.prime
            l3 = (l3 ^ bytes.loadUnaligned(fromByteOffset: k + 24, as: UInt64.self)) &* Self.prime
            k += 32
        }
        fold(l0); fold(l1); fold(l2); fold(l3)
        while k + 8 <= bytes.count {
            fold(bytes.loadUnaligned(fromByteOffset: k, as: UInt64.self))
            k += 8
        }
        var tail: UInt64 = 0
        while k < bytes.count {
            tail = tail << 8 | UInt64(bytes[k])
            k += 1
        }
        fold(tail)
    }
}
