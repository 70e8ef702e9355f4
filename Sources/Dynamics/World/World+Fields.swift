#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Field behaviors act at the start of each step, on the velocities, after the first half
/// kick: each item inside a field's region gets the field's acceleration for the step.
extension World {
    func applyFields(h: Double) {
        guard !fields.isEmpty else { return }
        let time = Double(stepIndex) * h
        let m = motion.base, b = info.base
        for field in fields {
            let timeVarying = field.kind == .noise || field.kind == .turbulence || field.kind == .custom
            for item in field.items {
                guard let i = index(of: item), b[i].invMass > 0 else { continue }
                // A field that changes with time keeps its items awake.
                if timeVarying { stillTime[i] = 0; if b[i].asleep { wakeBody(i) } }
                if b[i].anchored { continue }
                let rx = m[i].px - field.position.x, ry = m[i].py - field.position.y
                if !field.region.isInfinite && !Region.contains(field.region.shape, rx, ry) { continue }
                accelerate(i, by: field, rx, ry, time: time, h: h)
            }
        }
    }

    private func accelerate(_ i: Int, by field: FieldBehavior, _ rx: Double, _ ry: Double, time: Double, h: Double) {
        let m = motion.base + i
        let b = info.base[i]
        let g = GravityBehavior.pointsPerSecondSquared
        let d = (rx * rx + ry * ry).squareRoot()
        let scale = field.falloff > 0 ? pow(max(d, field.minimumRadius, 1e-9) / 100, -field.falloff) : 1
        let s = field.strength
        var ax = 0.0, ay = 0.0
        switch field.kind {
        case .linearGravity:
            ax = field.direction.dx * s * g; ay = field.direction.dy * s * g
        case .radialGravity:
            guard d > 0 else { return }
            ax = -rx / d * s * g * scale; ay = -ry / d * s * g * scale
        case .vortex:
            guard d > 0 else { return }
            // Clockwise on screen (y down) for a positive strength.
            ax = -ry / d * s * g * scale; ay = rx / d * s * g * scale
        case .spring:
            ax = -rx * s * 100 * scale; ay = -ry * s * 100 * scale
        case .drag:
            // Implicit, so a strong drag slows an item without turning it round.
            let k = 1 / (1 + s * scale * h)
            m.pointee.vx *= k; m.pointee.vy *= k
            return
        case .velocity:
            m.pointee.vx = field.direction.dx * s
            m.pointee.vy = field.direction.dy * s
            return
        case .noise, .turbulence:
            let cell = 10 + field.smoothness * 390
            let (nx, ny) = ValueNoise.vector(m.pointee.px / cell, m.pointee.py / cell, time * field.animationSpeed, seed: field.noiseSeed)
            let magnitude = field.kind == .noise ? s * g * scale
                : s * scale * (m.pointee.vx * m.pointee.vx + m.pointee.vy * m.pointee.vy).squareRoot()
            ax = nx * magnitude; ay = ny * magnitude
        case .electric:
            guard d > 0 else { return }
            let f = s * summaries[i].charge * scale * PushBehavior.pointsPerUnit * b.invMass
            ax = rx / d * f; ay = ry / d * f
        case .magnetic:
            // The velocity turns at q B / m without changing speed: an exact rotation.
            let omega = s * summaries[i].charge * scale * b.invMass
            guard omega != 0 else { return }
            let c = cos(-omega * h), sn = sin(-omega * h)
            let vx = m.pointee.vx, vy = m.pointee.vy
            m.pointee.vx = vx * c - vy * sn
            m.pointee.vy = vx * sn + vy * c
            return
        case .custom:
            guard let evaluate = field.evaluator else { return }
            let f = evaluate(field, Point(x: m.pointee.px, y: m.pointee.py), Vector(dx: m.pointee.vx, dy: m.pointee.vy),
                             1 / b.invMass, summaries[i].charge, h)
            guard f.isFinite else { return }
            ax = f.dx * PushBehavior.pointsPerUnit * b.invMass
            ay = f.dy * PushBehavior.pointsPerUnit * b.invMass
        }
        m.pointee.vx += ax * h
        m.pointee.vy += ay * h
    }
}
