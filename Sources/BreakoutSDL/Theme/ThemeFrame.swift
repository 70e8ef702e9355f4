import Dynamics
import Foundation
import WindowKit

/// A theme's frame around the field, drawn in wide windows (the side panel's layout):
/// LBreakoutHD's `frame.png`, a whole screen whose transparent hole is the field and whose
/// right part holds the side panel's boxes; or LBreakout2's strips, `fr_left`, `fr_top` and
/// `fr_right`. Each part of the picture around the hole is stretched to the same part
/// around our field, so the frame fits any window and any field size.
///
/// ```swift
/// if let frame = theme.frame { frame.draw(around: layout.field, window: size, into: &batches) }
/// ```
struct ThemeFrame {
    enum Pieces {
        /// One picture and its hole, in the file's pixels.
        case picture(SpriteSheet, hole: Rect)
        /// LBreakout2's strips: left of the field, above it, right of it.
        case strips(left: SpriteSheet, top: SpriteSheet, right: SpriteSheet)
    }

    let pieces: Pieces

    /// The textures to draw with, in the order `draw` fills its batches.
    var sheets: [SpriteSheet] {
        switch pieces {
        case let .picture(sheet, _): return [sheet]
        case let .strips(left, top, right): return [left, top, right]
        }
    }

    /// Fills one batch per sheet (`sheets`): the frame around `field` in a window of `window`.
    func draw(around field: Rect, window: Size, into batches: inout [GeometryBatch]) {
        while batches.count < sheets.count { batches.append(GeometryBatch()) }
        for k in batches.indices { batches[k].removeAll() }
        switch pieces {
        case let .picture(sheet, hole):
            let w = Double(sheet.width), h = Double(sheet.height)
            // The four parts around the hole: left and right full height, top and bottom between.
            let parts: [(Rect, Rect)] = [
                (Rect(x: 0, y: 0, width: hole.minX, height: h), Rect(x: 0, y: 0, width: field.minX, height: window.height)),
                (Rect(x: hole.maxX, y: 0, width: w - hole.maxX, height: h),
                 Rect(x: field.maxX, y: 0, width: window.width - field.maxX, height: window.height)),
                (Rect(x: hole.minX, y: 0, width: hole.width, height: hole.minY), Rect(x: field.minX, y: 0, width: field.width, height: field.minY)),
                (Rect(x: hole.minX, y: hole.maxY, width: hole.width, height: h - hole.maxY),
                 Rect(x: field.minX, y: field.maxY, width: field.width, height: window.height - field.maxY)),
            ]
            for (source, target) in parts where source.width >= 1 && source.height >= 1 && target.width > 0 && target.height > 0 {
                batches[0].textured(target, uv: (source.minX / w, source.minY / h, source.maxX / w, source.maxY / h))
            }
        case let .strips(left, top, right):
            let places = stripPlaces(around: field, window: window)
            for (k, sheet) in [left, top, right].enumerated() { batches[k].textured(places[k], uv: sheet.uv(column: 0)) }
        }
    }

    /// Where LBreakout2's strips go: left of the field, above it, and right of it as wide as
    /// the left one (up to the side panel).
    func stripPlaces(around field: Rect, window: Size) -> [Rect] {
        guard case .strips = pieces else { return [] }
        let panelEdge = min(window.width, field.maxX + max(field.minX, 8))
        return [Rect(x: 0, y: 0, width: field.minX, height: window.height),
                Rect(x: field.minX, y: 0, width: field.width, height: field.minY),
                Rect(x: field.maxX, y: 0, width: panelEdge - field.maxX, height: window.height)]
    }

    /// Where the side panel's text goes. LBreakoutHD's frames put the panel's boxes in the
    /// middle of the part right of the field (Standard's span 14% to 85% of it), so the
    /// text keeps inside them; nil keeps the panel's own margins.
    func panelContent(around field: Rect, window: Size) -> Rect? {
        guard case .picture = pieces else { return nil }
        let region = window.width - field.maxX
        return Rect(x: field.maxX + 0.14 * region + 4, y: 0, width: 0.71 * region - 8, height: window.height)
    }

    /// Whether the frame covers the side panel too (LBreakoutHD's does: its boxes are the
    /// panel's background; LBreakout2's strips end at the field's right edge).
    var coversPanel: Bool {
        if case .picture = pieces { return true }
        return false
    }

    /// The frame of an LBreakoutHD theme: `frame.png` and the bounds of its transparent pixels.
    static func loadPicture(_ path: String, renderer: Renderer) -> Result<ThemeFrame, ThemeProblem> {
        var hole: Rect?
        let loaded = SpriteSheet.load(path, renderer: renderer, colourKey: .none) { hole = transparentBounds($0) }
        switch loaded {
        case .failure(let problem): return .failure(problem)
        case .success(let sheet):
            guard let hole, hole.width >= Double(sheet.width) / 4, hole.height >= Double(sheet.height) / 4 else {
                return .failure(ThemeProblem(file: path, message: "has no transparent area for the field; no frame is drawn"))
            }
            return .success(ThemeFrame(pieces: .picture(sheet, hole: hole)))
        }
    }

    /// The smallest rectangle holding every fully transparent pixel, nil when there is none.
    static func transparentBounds(_ image: Image) -> Rect? {
        guard let pixels = image.argbPixels() else { return nil }
        let w = image.width, h = image.height
        var minX = w, minY = h, maxX = -1, maxY = -1
        for y in 0..<h {
            for x in 0..<w where pixels[y * w + x] >> 24 == 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }
}
