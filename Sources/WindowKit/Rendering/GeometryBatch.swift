import CSDL2
import Geometry
import Foundation

/// Triangles collected for one `SDL_RenderGeometry` call: thousands of bricks or hundreds of
/// balls are one draw call, not one each. Reuse a batch frame after frame (`removeAll` keeps
/// the storage).
///
/// ```swift
/// var batch = GeometryBatch()
/// batch.rect(Rect(x: 10, y: 10, width: 40, height: 14), color: .white)
/// batch.circle(center: Point(x: 100, y: 100), radius: 6, color: .white)
/// batch.draw(on: renderer)
/// ```
public struct GeometryBatch {
    public private(set) var vertices: [SDL_Vertex] = []
    public private(set) var indices: [Int32] = []

    public init() {}

    public var isEmpty: Bool { indices.isEmpty }
    public var triangleCount: Int { indices.count / 3 }

    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// One triangle's indices, appended one by one: an array literal per call would cost
    /// more than the triangle.
    @inline(__always)
    private mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    @inline(__always)
    private mutating func vertex(_ x: Double, _ y: Double, _ color: Color, _ u: Double = 0, _ v: Double = 0) -> Int32 {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color.sdl,
                                   tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
        return Int32(vertices.count - 1)
    }

    public mutating func rect(_ r: Rect, color: Color) {
        quad(r, colors: (color, color, color, color))
    }

    /// A rectangle with a colour per corner (top-left, top-right, bottom-right, bottom-left).
    public mutating func quad(_ r: Rect, colors: (Color, Color, Color, Color), uv: (Double, Double, Double, Double) = (0, 0, 1, 1)) {
        let a = vertex(r.minX, r.minY, colors.0, uv.0, uv.1)
        let b = vertex(r.maxX, r.minY, colors.1, uv.2, uv.1)
        let c = vertex(r.maxX, r.maxY, colors.2, uv.2, uv.3)
        let d = vertex(r.minX, r.maxY, colors.3, uv.0, uv.3)
        triangle(a, b, c)
        triangle(a, c, d)
    }

    /// A textured rectangle: `uv` is (u0, v0, u1, v1) in the texture, 0...1.
    public mutating func textured(_ r: Rect, uv: (Double, Double, Double, Double), color: Color = .white) {
        quad(r, colors: (color, color, color, color), uv: uv)
    }

    /// Four arbitrary corners (a brick flipping, a shard).
    /// A textured quadrilateral (corners clockwise from the top-left of the tile): a sprite
    /// turned, such as a brick falling as debris. `uv` is (u0, v0, u1, v1).
    public mutating func textured(_ p: (Point, Point, Point, Point), uv: (Double, Double, Double, Double), color: Color = .white) {
        let a = vertex(p.0.x, p.0.y, color, uv.0, uv.1), b = vertex(p.1.x, p.1.y, color, uv.2, uv.1)
        let c = vertex(p.2.x, p.2.y, color, uv.2, uv.3), d = vertex(p.3.x, p.3.y, color, uv.0, uv.3)
        triangle(a, b, c)
        triangle(a, c, d)
    }

    public mutating func polygon4(_ p: (Point, Point, Point, Point), color: Color) {
        let a = vertex(p.0.x, p.0.y, color), b = vertex(p.1.x, p.1.y, color)
        let c = vertex(p.2.x, p.2.y, color), d = vertex(p.3.x, p.3.y, color)
        triangle(a, b, c)
        triangle(a, c, d)
    }

    /// A filled convex polygon (a fan from the first point).
    public mutating func polygon(_ points: [Point], color: Color) {
        guard points.count >= 3 else { return }
        let first = Int32(vertices.count)
        for p in points { _ = vertex(p.x, p.y, color) }
        for k in 1..<Int32(points.count - 1) { triangle(first, first + k, first + k + 1) }
    }

    /// A straight line `width` thick.
    public mutating func line(from a: Point, to b: Point, width: Double, color: Color) {
        let d = b - a
        let l = d.length
        guard l > 0 else { return }
        let n = Vector(dx: -d.dy / l * width / 2, dy: d.dx / l * width / 2)
        polygon4((a + n, b + n, b - n, a - n), color: color)
    }

    /// A line from `a` to `b` with a head at `b` (a field's direction, a velocity).
    public mutating func arrow(from a: Point, to b: Point, width: Double, color: Color) {
        let d = b - a
        let l = d.length
        guard l > 0 else { return }
        let u = d / l, head = min(l / 2, 3 * width + 2)
        let base = b - u * head
        line(from: a, to: base, width: width, color: color)
        let side = Vector(dx: -u.dy, dy: u.dx) * (head * 0.6)
        polygon([b, base + side, base - side], color: color)
    }

    /// A filled disc: round at any size (more segments for bigger discs).
    public mutating func circle(center: Point, radius: Double, color: Color, rim: Color? = nil) {
        // Enough segments to look round at this size, no more.
        let segments = max(UnitCircle.fewest, min(UnitCircle.most, Int(radius * 3)))
        let c = vertex(center.x, center.y, color)
        let first = Int32(vertices.count)
        let edge = rim ?? color
        UnitCircle.points(segments).withUnsafeBufferPointer { unit in
            for k in 0..<segments {
                _ = vertex(center.x + unit[k].x * radius, center.y + unit[k].y * radius, edge)
            }
        }
        for k in 0..<Int32(segments) {
            triangle(c, first + k, first + (k + 1) % Int32(segments))
        }
    }

    /// An outline `width` thick just inside `r`.
    public mutating func frame(_ r: Rect, width: Double, color: Color) {
        rect(Rect(x: r.minX, y: r.minY, width: r.width, height: width), color: color)
        rect(Rect(x: r.minX, y: r.maxY - width, width: r.width, height: width), color: color)
        rect(Rect(x: r.minX, y: r.minY + width, width: width, height: r.height - 2 * width), color: color)
        rect(Rect(x: r.maxX - width, y: r.minY + width, width: width, height: r.height - 2 * width), color: color)
    }

    /// A rectangle with rounded corners.
    public mutating func roundedRect(_ r: Rect, radius: Double, color: Color) {
        let rad = min(radius, r.width / 2, r.height / 2)
        rect(r.insetBy(dx: rad, dy: 0), color: color)
        rect(Rect(x: r.minX, y: r.minY + rad, width: rad, height: r.height - 2 * rad), color: color)
        rect(Rect(x: r.maxX - rad, y: r.minY + rad, width: rad, height: r.height - 2 * rad), color: color)
        for (cx, cy) in [(r.minX + rad, r.minY + rad), (r.maxX - rad, r.minY + rad), (r.maxX - rad, r.maxY - rad), (r.minX + rad, r.maxY - rad)] {
            circle(center: Point(x: cx, y: cy), radius: rad, color: color)
        }
    }

    /// Draws everything in one call (with `texture`, or untextured).
    public func draw(on renderer: Renderer, texture: Texture? = nil) {
        guard !indices.isEmpty else { return }
        let signature = renderer.signature
        signature.fold(2)
        signature.fold(texture?.serial ?? 0)
        vertices.withUnsafeBytes { signature.fold(bytes: $0) }
        indices.withUnsafeBytes { signature.fold(bytes: $0) }
        if signature.dryRun { return }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer.handle, texture?.handle, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }
}

/// The points of a unit circle divided into n equal segments, for every n a disc uses:
/// computed once, so a frame of hundreds of balls takes no sine or cosine.
enum UnitCircle {
    static let fewest = 12
    static let most = 48
    private static let tables: [[Point]] = (0...most).map { n in
        n < fewest ? [] : (0..<n).map { k in
            let t = 2 * Double.pi * Double(k) / Double(n)
            return Point(x: cos(t), y: sin(t))
        }
    }

    static func points(_ n: Int) -> [Point] { tables[n] }
}
