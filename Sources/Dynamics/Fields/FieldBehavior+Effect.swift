#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a field does to one item over one step: the engine applies it to every item in the
/// field, and a debugging view can ask it about any point (the catalog draws its arrows so).
extension FieldBehavior {
    /// The velocity an item at `point` moving at `velocity` has after `duration` seconds in
    /// this field (its velocity unchanged outside the region). `mass` in the engine's units
    /// (area x density / 10,000; `.infinity` for an item nothing moves).
    ///
    /// ```swift
    /// let well = FieldBehavior.radialGravityField(position: Point(x: 200, y: 200))
    /// let v = well.velocity(after: 1.0 / 60, at: Point(x: 300, y: 200), velocity: .zero)
    /// // v.dx < 0: toward the well
    /// ```
    public func velocity(after duration: Double, at point: Point, velocity: Vector,
                         mass: Double = 1, charge: Double = 0, time: Double = 0) -> Vector {
        let rx = point.x - position.x, ry = point.y - position.y
        if !region.isInfinite && !Region.contains(region.shape, rx, ry) { return velocity }
        return self.velocity(after: duration, relative: rx, ry, at: point, velocity: velocity,
                             invMass: mass > 0 ? 1 / mass : 0, charge: charge, time: time)
    }

    /// The same, inside the region already, at (rx, ry) from `position`.
    func velocity(after h: Double, relative rx: Double, _ ry: Double, at p: Point, velocity v: Vector,
                  invMass: Double, charge: Double, time: Double) -> Vector {
        let g = GravityBehavior.pointsPerSecondSquared
        let d = (rx * rx + ry * ry).squareRoot()
        let scale = falloff > 0 ? pow(max(d, minimumRadius, 1e-9) / 100, -falloff) : 1
        let s = strength
        var ax = 0.0, ay = 0.0
        switch kind {
        case .linearGravity:
            ax = direction.dx * s * g; ay = direction.dy * s * g
        case .radialGravity:
            guard d > 0 else { return v }
            ax = -rx / d * s * g * scale; ay = -ry / d * s * g * scale
        case .vortex:
            // A force in proportion to the mass and the distance: the same acceleration for
            // every item, growing with the distance. Clockwise on screen (y down) for a positive
            // strength: UIKit's counter-clockwise, drawn with y down.
            guard d > 0 else { return v }
            ax = -ry * s * FieldBehavior.vortexRate * scale; ay = rx * s * FieldBehavior.vortexRate * scale
        case .spring:
            // Hooke's law: a force in proportion to the distance, so a lighter item swings faster.
            let k = s * FieldBehavior.springStiffness * scale * invMass
            ax = -rx * k; ay = -ry * k
        case .drag:
            // A force against the velocity, in proportion to it: a light item slows sooner.
            // Implicit, so a strong drag slows an item without turning it round.
            let k = 1 / (1 + s * scale * h * invMass)
            return Vector(dx: v.dx * k, dy: v.dy * k)
        case .velocity:
            return Vector(dx: direction.dx * s, dy: direction.dy * s)
        case .noise, .turbulence:
            let cell = 10 + smoothness * 390
            let (nx, ny) = ValueNoise.vector(p.x / cell, p.y / cell, time * animationSpeed, seed: noiseSeed)
            let magnitude = kind == .noise ? s * g * scale : s * scale * (v.dx * v.dx + v.dy * v.dy).squareRoot()
            ax = nx * magnitude; ay = ny * magnitude
        case .electric:
            guard d > 0 else { return v }
            let f = s * charge * scale * PushBehavior.pointsPerUnit * invMass
            ax = rx / d * f; ay = ry / d * f
        case .magnetic:
            // The velocity turns at q B / m without changing speed: an exact rotation.
            let omega = s * charge * scale * invMass
            guard omega != 0 else { return v }
            let c = cos(-omega * h), sn = sin(-omega * h)
            return Vector(dx: v.dx * c - v.dy * sn, dy: v.dx * sn + v.dy * c)
        case .custom:
            guard let evaluate = evaluator, invMass > 0 else { return v }
            let f = evaluate(self, p, v, 1 / invMass, charge, h)
            guard f.isFinite else { return v }
            ax = f.dx * PushBehavior.pointsPerUnit * invMass
            ay = f.dy * PushBehavior.pointsPerUnit * invMass
        }
        return Vector(dx: v.dx + ax * h, dy: v.dy + ay * h)
    }
}
