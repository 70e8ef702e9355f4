#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform, as Core Graphics' `CGAffineTransform`: the matrix
/// [a b 0; c d 0; tx ty 1], applied to row vectors. Foundation on Linux has no
/// `CGAffineTransform` (only `AffineTransform`), so the engine defines it with Apple's members;
/// an item's `transform` is the rotation the animator gives it.
///
/// ```swift
/// let t = CGAffineTransform(rotationAngle: .pi / 6)
/// atan2(t.b, t.a)          // .pi / 6, what UIKit code reads back from view.transform
/// ```
@frozen
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A turn by `angle` radians (clockwise on screen, as y grows down).
    public init(rotationAngle angle: CGFloat) {
        let cs = CGFloat(cos(Double(angle))), sn = CGFloat(sin(Double(angle)))
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    public static let identity = CGAffineTransform()

    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                          c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy).concatenating(self) }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }

    /// The inverse, or the transform unchanged when it cannot be inverted (as Core Graphics).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The rotation part, in radians: `atan2(b, a)`.
    public var rotationAngle: CGFloat { CGFloat(atan2(Double(b), Double(a))) }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
