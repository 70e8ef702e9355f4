import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// The level editor (`breakout edit [FILE]`, or Editor in the title menu): a levelset
/// edited as a whole. Each edit goes through `LevelEditor`, so each has its undo.
///
/// - Mouse: click or drag places the palette's brick or extra; the right button erases (and
///   goes back off the grid, as does the Back button); Shift+drag selects a rectangle; a
///   click in the palette or the level list chooses; the status line names the palette item
///   under the pointer.
/// - Keys and the pad: `EditorBinding.all`, the one table of them, which the input reads and
///   the hint line at the foot is made from.
///
/// Unsaved changes ask before leaving; an autosave is written every 30 s beside the file.
final class EditorScreen: Screen {
    let editor: LevelEditor
    /// Seconds between autosaves (while there are unsaved changes).
    static let autosaveInterval = 30.0
    private var sinceAutosave = 0.0
    /// What the last command said (saved, exported, why not), shown for a while.
    private var status: String? { didSet { statusAge = 0 } }
    private var statusAge = 0.0
    private(set) var prompt: (prompt: TextPrompt, purpose: PromptPurpose)?
    /// The left button is painting (or selecting, with Shift) since this cell.
    private var dragStart: GridCell?
    private var selecting = false
    private var erasing = false
    private var firstLevelRow = 0
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    enum PromptPurpose {
        case saveAs
        case export
        case title
        case author
    }

    init(editor: LevelEditor) {
        self.editor = editor
        status = editor.openingNote
    }

    /// Opens `path` (nil: a new levelset); nil and a notice with `file:line: problem` when it
    /// does not read.
    static func open(path: String?, app: AppWindow) -> EditorScreen? {
        guard let path else { return EditorScreen(editor: LevelEditor.untitled(autosaveFolder: playerFolder(app))) }
        do { return EditorScreen(editor: try LevelEditor.open(path: path)) } catch {
            app.notice(tr("editor: %s", "\(error)"))
            return nil
        }
    }

    var tool: EditorTool { editor.tool }
    /// The palette's item under the pointer: the status line names it.
    private(set) var hoveredTool: EditorTool?

    // MARK: Screen

    func windowShouldClose(app: AppWindow) -> Bool {
        guard editor.set.hasUnsavedChanges else { return true }
        askBeforeLeaving(app: app)
        return false
    }

    func didClose(app: AppWindow) {
        // Closing with changes unsaved (quit from a script, the frame limit): the autosave
        // keeps them, unless the player chose to discard them.
        if editor.set.hasUnsavedChanges && !discarded { editor.autosave() }
    }

    /// The player chose Discard: the changes (and their autosave) are gone for good.
    private var discarded = false

    func update(_ dt: Double, context app: AppWindow) {
        statusAge += dt
        if statusAge > 8, status != nil { status = nil }
        sinceAutosave += dt
        if sinceAutosave >= EditorScreen.autosaveInterval {
            sinceAutosave = 0
            if editor.autosave() { status = tr("autosaved to %s", (editor.autosavePath as NSString).lastPathComponent) }
        }
    }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if var current = prompt {
            let outcome = current.prompt.handle(event, window: app.window.size, font: app.font)
            prompt = current
            if let outcome {
                prompt = nil
                if case let .accepted(value) = outcome { finish(current.purpose, value: value, app: app) }
            }
            return true
        }
        let layout = self.layout(app.window.size)
        switch event {
        case let .key(press) where press.isDown: keyDown(press, app: app)
        case let .pointer(p) where p.isMouse && p.phase == .down: mouseDown(p, layout: layout, app: app)
        case let .pointer(p) where p.isMouse && p.phase == .moved: mouseMoved(p, layout: layout)
        case let .pointer(p) where p.isMouse && p.phase == .up:
            if dragStart != nil || erasing { editor.perform(.endStroke) }
            dragStart = nil
            selecting = false
            erasing = false
        case let .wheel(w):
            firstLevelRow = min(max(0, firstLevelRow - Int(w.dy)), max(0, editor.set.levels.count - layout.visibleLevelRows))
        case let .padButton(press) where press.isDown: button(press.button, app: app)
        default: break
        }
        return true
    }

    // MARK: Input

    private func keyDown(_ press: KeyEvent, app: AppWindow) {
        if let binding = EditorBinding.entry(for: press) { run(binding.command, app: app) }
    }

    private func button(_ button: PadButton, app: AppWindow) {
        if let binding = EditorBinding.entry(for: button) { run(binding.command, app: app) }
    }

    /// What a key's or a pad button's command does (`EditorBinding` says which runs which).
    func run(_ command: EditorBinding.Command, app: AppWindow) {
        switch command {
        case .testPlay: testPlay(app: app)
        case .save: editor.path == nil ? askName(.saveAs) : save()
        case .saveAs: askName(.saveAs)
        case .export: askName(.export)
        case .undo: editor.perform(.undo)
        case .redo: editor.perform(.redo)
        case .selectByDragging: break
        case .copy: editor.perform(.copy)
        case .cut: editor.perform(.cut)
        case .paste: editor.perform(.paste())
        case .selectAll: editor.perform(.selectAll)
        case let .showLevel(by: step): editor.perform(.show(level: editor.set.current + step))
        case .addLevel: editor.perform(.addLevel)
        case .duplicateLevel: editor.perform(.duplicateLevel)
        case .deleteLevel: editor.perform(.deleteLevel)
        case let .moveLevel(by: step): editor.perform(.moveLevel(by: step))
        case .editTitle: prompt = (TextPrompt(title: trLater("Level title"), text: editor.set.level.title), .title)
        case .editAuthor: prompt = (TextPrompt(title: trLater("Level author"), text: editor.set.level.author), .author)
        case let .moveCursor(dx, dy): moveCursor(dx: dx, dy: dy, extend: false)
        case let .extendSelection(dx, dy): moveCursor(dx: dx, dy: dy, extend: true)
        case .place: place(.paint(editor.cursor))
        case .placeEraser: place(.paint(editor.cursor, tool: .eraser))
        case .erase: editor.perform(.erase)
        case let .cycleTool(by: step): cycleTool(by: step)
        case let .adjustMount(by: step): editor.perform(.adjustMount(by: step))
        case .back: if editor.selection != nil { editor.perform(.clearSelection) } else { leave(app: app) }
        case .leave: leave(app: app)
        }
    }

    private func mouseDown(_ b: PointerEvent, layout: EditorLayout, app: AppWindow) {
        let p = b.position
        if b.button == .left, let k = layout.buttons.firstIndex(where: { $0.contains(p) }) {
            run(EditorLayout.buttonOrder[k], app: app)
        } else if let cell = layout.cell(at: p) {
            let shift = KeyModifiers.held.contains(.shift)
            if b.button == .right {
                erasing = true
                editor.perform(.paint(cell, tool: .eraser))
            } else if b.button == .left {
                dragStart = cell
                selecting = shift
                if shift { editor.perform(.select(from: cell, to: cell)) } else { editor.perform(.clearSelection); editor.perform(.paint(cell)) }
            }
        } else if let k = layout.paletteIndex(at: p) {
            editor.tool = EditorTool.palette[k]
        } else if b.button == .right {
            // Right click erases on the grid; anywhere else it goes back, as on every page.
            leave(app: app)
        } else if b.button == .left,
                  let k = (firstLevelRow..<min(editor.set.levels.count, firstLevelRow + layout.visibleLevelRows))
                      .first(where: { layout.levelRow($0, first: firstLevelRow).contains(p) }) {
            editor.perform(.show(level: k))
        }
    }

    private func mouseMoved(_ m: PointerEvent, layout: EditorLayout) {
        let p = m.position
        hoveredTool = layout.paletteIndex(at: p).map { EditorTool.palette[$0] }
        let left = m.held.contains(.left), right = m.held.contains(.right)
        if let start = dragStart, left, let cell = layout.cell(at: p, clamped: true) {
            if selecting { editor.perform(.select(from: start, to: cell)) } else if layout.grid.contains(p) { editor.perform(.paint(cell)) }
        } else if erasing, right, let cell = layout.cell(at: p) {
            editor.perform(.paint(cell, tool: .eraser))
        } else if let cell = layout.cell(at: p) {
            editor.cursor = cell
        }
    }

    /// What a button does: the command of its key.
    func run(_ button: EditorLayout.Button, app: AppWindow) {
        let command: EditorBinding.Command = switch button {
        case .newLevel: .addLevel
        case .duplicate: .duplicateLevel
        case .delete: .deleteLevel
        case .moveUp: .moveLevel(by: -1)
        case .moveDown: .moveLevel(by: 1)
        case .undo: .undo
        case .redo: .redo
        case .save: .save
        case .export: .export
        case .testPlay: .testPlay
        case .back: .leave
        }
        run(command, app: app)
    }

    private func moveCursor(dx: Int, dy: Int, extend: Bool) {
        let level = editor.set.level, from = editor.cursor
        let to = GridCell(column: min(max(from.column + dx, 0), level.columns - 1), row: min(max(from.row + dy, 0), level.rows - 1))
        if extend {
            let anchor = editor.selection.map { s -> GridCell in
                // The corner away from the cursor stays put.
                GridCell(column: s.origin.column == from.column ? s.origin.column + s.columns - 1 : s.origin.column,
                         row: s.origin.row == from.row ? s.origin.row + s.rows - 1 : s.origin.row)
            } ?? from
            editor.perform(.select(from: anchor, to: to))
        }
        editor.cursor = to
    }

    /// One placement from the keys or the pad: a stroke of one cell.
    private func place(_ paint: EditorCommand) {
        editor.perform(paint)
        editor.perform(.endStroke)
    }

    private func cycleTool(by step: Int) {
        let tools = EditorTool.palette
        let k = tools.firstIndex(of: editor.tool) ?? 0
        editor.tool = tools[(k + step + tools.count) % tools.count]
    }

    // MARK: Commands

    /// Plays the level being edited, edits and all; Esc comes back here.
    func testPlay(app: AppWindow) {
        let level = editor.set.level
        guard level.breakableCount > 0 else { status = tr("nothing to break yet: place a breakable brick first"); return }
        app.go(to: .game(.list([level]), name: tr("Test play"), isTestPlay: true))
    }

    func save() {
        do { status = tr("saved %s", try editor.save()) } catch { status = tr("not saved: %s", "\(error)") }
    }

    private func askName(_ purpose: PromptPurpose) {
        let base = ((editor.path ?? editor.sourcePath ?? "untitled") as NSString).lastPathComponent
        let name = (base as NSString).deletingPathExtension
        let title = purpose == .export ? trLater("Export to LBreakout2 as (in your levels folder)") : trLater("Save as (in your levels folder)")
        prompt = (TextPrompt(title: title, text: name), purpose)
    }

    private func finish(_ purpose: PromptPurpose, value: String, app: AppWindow) {
        switch purpose {
        case .title: editor.perform(.rename(title: value, author: editor.set.level.author))
        case .author: editor.perform(.rename(title: editor.set.level.title, author: value))
        case .saveAs:
            guard let folder = EditorScreen.playerFolder(app) else { status = tr("no levels folder: neither XDG_DATA_HOME nor HOME is set"); return }
            do { status = tr("saved %s", try editor.save(as: value, in: folder)) } catch { status = tr("not saved: %s", "\(error)") }
            if leaveAfterSaving, !editor.set.hasUnsavedChanges { app.close(self) }
        case .export:
            guard let folder = EditorScreen.playerFolder(app) else { status = tr("no levels folder: neither XDG_DATA_HOME nor HOME is set"); return }
            let name = value.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { status = tr("not exported: a name needs letters and no \"/\""); return }
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try editor.exportLBreakout2(to: path)
                status = tr("exported %s (LBreakout2's format)", path)
            } catch {
                status = tr("not exported: %s", "\(error)")
            }
        }
        leaveAfterSaving = false
    }

    /// The player's levels folder (tests give their own data directory).
    static func playerFolder(_ app: AppWindow) -> String? {
        if let data = app.options.dataDirectory { return (data as NSString).appendingPathComponent("levels") }
        return LevelsetCatalog.playerFolder()
    }

    // MARK: Leaving

    private var leaveAfterSaving = false

    private func leave(app: AppWindow) {
        if editor.set.hasUnsavedChanges { askBeforeLeaving(app: app) } else { app.close(self) }
    }

    /// Save, Discard or Cancel (what Esc gives), asked over the editor as every question is.
    private func askBeforeLeaving(app: AppWindow) {
        let answers = [trLater("Save"), trLater("Discard"), trLater("Cancel")].enumerated().map { k, title in
            Question.Answer(title) { [unowned self, unowned app] in answerLeaving(k, app: app) }
        }
        app.ask(Question(heading: tr("Unsaved changes"), detail: tr("Save them before leaving?"), answers: answers, cancel: 2))
    }

    private func answerLeaving(_ k: Int, app: AppWindow) {
        switch k {
        case 0:
            if editor.path == nil {
                leaveAfterSaving = true
                askName(.saveAs)
            } else {
                save()
                if !editor.set.hasUnsavedChanges { app.close(self) }
            }
        case 1:
            discarded = true
            editor.removeAutosave()
            app.close(self)
        default:
            break
        }
    }

    // MARK: Drawing

    func layout(_ window: Size) -> EditorLayout {
        EditorLayout(window: window, columns: editor.set.level.columns, rows: editor.set.level.rows)
    }

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font, renderer = app.window.renderer
        let layout = self.layout(window), set = editor.set, level = set.level
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        // Title bar: the file, unsaved mark, the level.
        let file = ((editor.path ?? editor.sourcePath ?? tr("new levelset")) as NSString).lastPathComponent
        let levelTitle = level.title.isEmpty ? tr("untitled") : level.title
        let title = tr("EDITOR  %1$s%2$s   level %3$d of %4$d: %5$s", file, set.hasUnsavedChanges ? " *" : "", set.current + 1, set.levels.count, levelTitle)
            + (level.author.isEmpty ? "" : tr(" by %s", level.author))
        let bar = font.fitted(title, width: window.width - 20, height: 18, minimum: 11)
        font.layout(bar.text, at: Point(x: 10, y: 8 + (18 - bar.height) / 2), height: bar.height, color: Palette.hudText, into: &text)
        drawGrid(level, layout: layout, font: font)
        drawPalette(layout, font: font)
        drawLevelList(layout, font: font)
        for (button, r) in zip(EditorLayout.buttonOrder, layout.buttons) {
            LayoutProbe.box(r, "button \(button.title)")
            shapes.roundedRect(r, radius: 5, color: button == .testPlay || button == .save ? DialogStyle.buttonEdge : DialogStyle.button)
            let label = font.fitted(tr(button.title), width: r.width - 6, height: min(13, r.height * 0.55), minimum: 10)
            font.layoutCentered(label.text, at: r.center, height: label.height, color: Palette.hudText, into: &text)
        }
        // The status line names what the pointer is over in the palette, else the brush.
        let hovered = hoveredTool.map { tr("%s (a click picks it)", $0.name) }
        let line = status ?? hovered ?? tr("%1$s   cell %2$d,%3$d   %4$dx%5$d", editor.tool.name, editor.cursor.column + 1, editor.cursor.row + 1, level.columns, level.rows)
        let shown = font.fitted(line, width: window.width - 20, height: 14, minimum: 10)
        font.layout(shown.text, at: Point(x: 10, y: window.height - 40), height: shown.height, color: Palette.accent, into: &text)
        let keys = font.fitted(EditorBinding.hintLine(), width: window.width - 20, height: 12, minimum: 10)
        font.layout(keys.text, at: Point(x: 10, y: window.height - 20), height: keys.height, color: Palette.hudDim, into: &text)
        shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
        if var current = prompt {
            current.prompt.draw(window: window, font: font, renderer: renderer)
            prompt = current
        }
    }

    private func drawGrid(_ level: Level, layout: EditorLayout, font: FontAtlas) {
        shapes.rect(layout.grid, color: Palette.background)
        let line = Palette.hudDim.withAlpha(0.18)
        for c in 0...level.columns {
            let x = layout.grid.minX + Double(c) * layout.cellSize.width
            shapes.rect(Rect(x: x, y: layout.grid.minY, width: 1, height: layout.grid.height), color: line)
        }
        for r in 0...level.rows {
            let y = layout.grid.minY + Double(r) * layout.cellSize.height
            shapes.rect(Rect(x: layout.grid.minX, y: y, width: layout.grid.width, height: 1), color: line)
        }
        for placement in level.bricks {
            let r = layout.frame(of: placement.cell).insetBy(dx: 1, dy: 1)
            shapes.rect(r, color: Palette.brick(Brick(id: 0, placement: placement)))
            EditorScreen.mark(placement.kind, in: r, into: &shapes)
            if let mount = placement.mount { EditorScreen.mountMark(mount, in: r, into: &shapes) }
            if let extra = placement.extra {
                let chip = Rect(center: r.center, size: Size(width: r.width * 0.7, height: r.height * 0.7))
                shapes.roundedRect(chip, radius: chip.height / 2, color: Palette.extra(extra))
                // The level's picture: the extra's mark, drawn at the cell's size.
                LayoutProbe.unrecorded {
                    font.layoutCentered(Palette.label(extra), at: chip.center, height: chip.height * 0.8, color: Palette.hudBand, into: &text)
                }
            }
        }
        if let selection = editor.selection {
            let a = layout.frame(of: selection.origin)
            let r = Rect(x: a.minX, y: a.minY, width: a.width * Double(selection.columns), height: a.height * Double(selection.rows))
            shapes.rect(r, color: Palette.paddle.withAlpha(0.18))
            shapes.frame(r, width: 2, color: Palette.paddle)
        }
        shapes.frame(layout.frame(of: editor.cursor), width: 2, color: Palette.accent)
    }

    /// A small sign of what a kind does, so kinds of one colour tell apart.
    static func mark(_ kind: BrickKind, in r: Rect, into shapes: inout GeometryBatch) {
        let dark = Palette.hudBand.withAlpha(0.55)
        switch kind {
        case let .multiHit(n), let .regenerating(n):
            for k in 0..<n {
                shapes.rect(Rect(x: r.minX + 3 + Double(k) * 5, y: r.maxY - 5, width: 3, height: 3), color: dark)
            }
        case .explosive: shapes.circle(center: r.center, radius: r.height * 0.2, color: dark)
        case .indestructible, .wall: shapes.frame(r.insetBy(dx: 2, dy: 2), width: 1, color: dark)
        case .growing: shapes.rect(Rect(center: r.center, size: Size(width: r.height * 0.5, height: 2)), color: dark)
        case .invisible: shapes.frame(r.insetBy(dx: 1, dy: 1), width: 1, color: Palette.hudText.withAlpha(0.6))
        default: break
        }
    }

    /// A physical brick's sign, over its cell: a rod up from it (hanging, chain), a zigzag
    /// (spring), a pin (spinning), a track through it (rail), a cross (free box), bolts at its
    /// ends (welded).
    static func mountMark(_ mount: BrickMount, in r: Rect, into shapes: inout GeometryBatch) {
        let ink = Palette.paddleRim
        let top = Point(x: r.midX, y: r.minY), above = Point(x: r.midX, y: r.minY - max(3, r.height * 0.4))
        switch mount {
        case .hang, .chain:
            shapes.line(from: above, to: top, width: 2, color: ink)
            if mount == .chain { shapes.circle(center: Point(x: r.midX, y: (above.y + top.y) / 2), radius: 2.5, color: ink) }
        case .spring:
            FieldRenderer.zigzag(from: above, to: top, into: &shapes, color: ink)
        case .box:
            shapes.line(from: Point(x: r.minX + 2, y: r.minY + 2), to: Point(x: r.maxX - 2, y: r.maxY - 2), width: 1, color: ink)
            shapes.line(from: Point(x: r.maxX - 2, y: r.minY + 2), to: Point(x: r.minX + 2, y: r.maxY - 2), width: 1, color: ink)
        case .weld:
            shapes.circle(center: Point(x: r.minX + 2.5, y: r.midY), radius: 1.5, color: ink)
            shapes.circle(center: Point(x: r.maxX - 2.5, y: r.midY), radius: 1.5, color: ink)
        case .rail:
            shapes.line(from: Point(x: r.minX - 2, y: r.midY), to: Point(x: r.maxX + 2, y: r.midY), width: 1.5, color: ink)
        case .spin:
            shapes.circle(center: r.center, radius: max(1.5, r.height * 0.2), color: ink, rim: Palette.hudBand)
        }
    }

    private func drawPalette(_ layout: EditorLayout, font: FontAtlas) {
        font.layout(tr("PALETTE (Tab)"), at: Point(x: layout.palette.minX, y: layout.palette.minY - 2), height: 11, color: Palette.hudDim, into: &text)
        for (k, tool) in EditorTool.palette.enumerated() {
            let r = layout.paletteItem(k)
            LayoutProbe.box(r, "palette \(k)")
            if tool == editor.tool { shapes.rect(r.insetBy(dx: -2, dy: -2), color: Palette.accent) }
            switch tool {
            case .brick(.normal):
                // A normal brick takes its row's colour where it is placed: the swatch shows
                // the rows' colours, not one that it would not place.
                let bands = 4
                for k in 0..<bands {
                    let band = Rect(x: r.minX, y: r.minY + r.height * Double(k) / Double(bands), width: r.width, height: r.height / Double(bands))
                    shapes.rect(band, color: Palette.tints[k % Palette.tints.count])
                }
            case let .brick(kind):
                let placement = BrickPlacement(column: 0, row: 0, kind: kind, tint: 3)
                shapes.rect(r, color: Palette.brick(Brick(id: 0, placement: placement)))
                EditorScreen.mark(kind, in: r, into: &shapes)
            case let .extra(extra):
                shapes.rect(r, color: DialogStyle.panel)
                shapes.roundedRect(r.insetBy(dx: 2, dy: 2), radius: (r.height - 4) / 2, color: Palette.extra(extra))
                // The capsule's mark, as on the field: a picture (the status line names it on hover).
                LayoutProbe.unrecorded {
                    font.layoutCentered(Palette.label(extra), at: r.center, height: r.height * 0.6, color: Palette.hudBand, into: &text)
                }
            case let .mount(mount):
                // A small brick with the mount's sign; "fixed" is the brick alone.
                shapes.rect(r, color: DialogStyle.panel)
                let brick = Rect(center: Point(x: r.midX, y: r.midY + r.height * 0.1), size: Size(width: r.width * 0.6, height: r.height * 0.4))
                shapes.rect(brick, color: Palette.brick(Brick(id: 0, placement: BrickPlacement(column: 0, row: 0, kind: .normal, tint: 3))))
                if let mount { EditorScreen.mountMark(mount, in: brick, into: &shapes) }
            case .eraser:
                // An eraser: a box with a cross, drawn (no word to squeeze in at small sizes).
                shapes.rect(r, color: DialogStyle.button)
                let c = r.center, d = min(r.width, r.height) * 0.28
                for (a, b) in [(Point(x: c.x - d, y: c.y - d), Point(x: c.x + d, y: c.y + d)), (Point(x: c.x + d, y: c.y - d), Point(x: c.x - d, y: c.y + d))] {
                    let v = b - a, n = Vector(dx: -v.dy / v.length * 1.2, dy: v.dx / v.length * 1.2)
                    shapes.polygon4((a + n, b + n, b - n, a - n), color: Palette.explosive)
                }
            }
        }
    }

    private func drawLevelList(_ layout: EditorLayout, font: FontAtlas) {
        let set = editor.set
        guard layout.visibleLevelRows > 0 else { return }
        font.layout(tr("LEVELS"), at: Point(x: layout.levelList.minX, y: layout.levelList.minY), height: 12, color: Palette.hudDim, into: &text)
        if set.current < firstLevelRow { firstLevelRow = set.current }
        if set.current >= firstLevelRow + layout.visibleLevelRows { firstLevelRow = set.current - layout.visibleLevelRows + 1 }
        for k in firstLevelRow..<min(set.levels.count, firstLevelRow + layout.visibleLevelRows) {
            let r = layout.levelRow(k, first: firstLevelRow)
            LayoutProbe.box(r, "level row \(k)")
            if k == set.current { shapes.rect(r, color: DialogStyle.buttonEdge) }
            let name = font.fitted("\(k + 1). \(set.levels[k].title.isEmpty ? tr("untitled") : set.levels[k].title)", width: r.width - 8, height: 13, minimum: 10)
            font.layout(name.text, at: Point(x: r.minX + 4, y: r.minY + 4), height: name.height, color: k == set.current ? Palette.accent : Palette.hudText, into: &text)
        }
    }
}
