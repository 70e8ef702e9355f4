/// Field behaviors act at the start of each step, on the velocities, after the first half
/// kick: each item inside a field's region gets the field's acceleration for the step.
extension World {
    func applyFields(h: Double) {
        guard !behaviorIndex.fields.isEmpty else { return }
        let time = Double(stepIndex) * h
        let m = motion.base, b = info.base
        for field in behaviorIndex.fields {
            let timeVarying = field.kind == .noise || field.kind == .turbulence || field.kind == .custom
            for item in field.items {
                guard let i = index(of: item), b[i].invMass > 0 else { continue }
                // A field that changes with time keeps its items awake.
                if timeVarying { islands.stillTime[i] = 0; if b[i].asleep { wakeBody(i) } }
                if b[i].anchored { continue }
                let rx = m[i].px - field.position.x, ry = m[i].py - field.position.y
                if !field.region.isInfinite && !Region.contains(field.region.shape, rx, ry) { continue }
                accelerate(i, by: field, rx, ry, time: time, h: h)
            }
        }
    }

    private func accelerate(_ i: Int, by field: FieldBehavior, _ rx: Double, _ ry: Double, time: Double, h: Double) {
        let m = motion.base + i
        motionsChanged()
        let v = field.velocity(after: h, relative: rx, ry, at: Point(x: m.pointee.px, y: m.pointee.py),
                               velocity: Vector(dx: m.pointee.vx, dy: m.pointee.vy),
                               invMass: info.base[i].invMass, charge: summaries[i].charge, time: time)
        m.pointee.vx = v.dx
        m.pointee.vy = v.dy
    }
}
