@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import TestSupport
import Translations
import WindowTestKit
@testable import WindowKit

/// The editor's one table of bindings (`EditorBinding`) drives both its input and its hint
/// line: each key and pad button runs its entry's command, the hint drawn is the table's,
/// and no key or button is bound twice.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct EditorBindingTests {
    /// What an editor window is in, as far as a command can change it.
    struct EditorState: Equatable {
        var levels: [Level]
        var current: Int
        var cursor: GridCell
        var selection: CellRect?
        var tool: EditorTool
        var clipboard: LevelClipboard?
        var prompt: EditorScreen.PromptPurpose?
        var unsaved: Bool
        var canUndo: Bool
        var canRedo: Bool
        var top: String
        var asking: Bool
        var quit: Bool

        init(_ host: AppWindow, _ screen: EditorScreen) {
            let editor = screen.editor
            levels = editor.set.levels
            current = editor.set.current
            cursor = editor.cursor
            selection = editor.selection
            tool = editor.tool
            clipboard = editor.clipboard
            prompt = screen.prompt?.purpose
            unsaved = editor.set.hasUnsavedChanges
            canUndo = editor.set.canUndo
            canRedo = editor.set.canRedo
            top = host.top.map { "\(type(of: $0))" } ?? "none"
            asking = host.isAsking
            quit = host.quitRequested
        }
    }

    /// An editor in which every binding has something to do: three levels with the middle
    /// one shown, the cursor mid-grid on an explosive brick hung on a rod, a selection around
    /// it, a clipboard holding something else, an edit to undo and one to redo, changes
    /// unsaved, and a brush other than what the cursor's cell holds.
    static func busyEditor() throws -> (AppWindow, EditorScreen) {
        let folder = try TemporaryFolder.newFolderPath("bindings")
        let path = folder + "/busy.level"
        let row = (0..<14).map { BrickPlacement(column: $0, row: 0, kind: .normal) }
        let levels = (1...3).map { Level(title: "level \($0)", columns: 14, rows: 18, bricks: row) }
        try LevelFile.write(levels).write(toFile: path, atomically: true, encoding: .utf8)
        let (host, screen) = try SDLTests.editorHost(path: path, data: folder)
        let editor = screen.editor
        editor.show(1)
        editor.cursor = GridCell(column: 0, row: 0)
        editor.copy()
        editor.cursor = GridCell(column: 6, row: 8)
        editor.tool = .brick(.explosive)
        editor.paint(at: editor.cursor)
        editor.endStroke()
        editor.tool = .mount(.hang(length: 2))
        editor.paint(at: editor.cursor)
        editor.endStroke()
        editor.tool = .brick(.normal)
        editor.paint(at: GridCell(column: 1, row: 12))
        editor.endStroke()
        editor.undo()
        editor.cursor = GridCell(column: 6, row: 8)
        editor.select(from: GridCell(column: 5, row: 7), to: GridCell(column: 7, row: 9))
        SDLTests.frames(host)
        #expect(editor.set.level.brick(at: editor.cursor)?.mount == .hang(length: 2))
        #expect(editor.set.canUndo && editor.set.canRedo && editor.set.hasUnsavedChanges && editor.path != nil)
        return (host, screen)
    }

    /// A busy editor's state before and after `act` (one window at a time: each is closed
    /// before the next opens).
    static func change(_ act: (AppWindow, EditorScreen) -> Void) throws -> (before: EditorState, after: EditorState) {
        let (host, screen) = try busyEditor()
        let before = EditorState(host, screen)
        act(host, screen)
        SDLTests.frames(host)
        let after = EditorState(host, screen)
        // A test play captures the pointer: it is the next test's again.
        host.window.pointerMode = .free
        return (before, after)
    }

    /// `send` changes a busy editor, and exactly as running `command` does.
    static func expectRuns(_ command: EditorBinding.Command, when name: String, _ send: @escaping () -> Void) throws {
        let sent = try change { _, _ in send() }
        // Compared apart from #expect, which would print both whole levelsets.
        let changed = sent.after != sent.before
        #expect(changed, "\(name) does nothing")
        let ran = try change { host, screen in screen.run(command, app: host) }
        let same = ran.after == sent.after
        #expect(same, "\(name) is not what \(command) does")
    }

    /// (a) Every key of the table, sent as a synthetic key event, runs its entry's command:
    /// the editor changes, and exactly as running the command changes it. So do the pad buttons.
    @Test func everyBindingRunsItsCommand() throws {
        for entry in EditorBinding.all {
            for chord in entry.keys {
                try Self.expectRuns(entry.command, when: "\(chord)") { SyntheticEvent.keyPress(chord.key, modifiers: chord.modifiers) }
            }
            for button in entry.buttons {
                try Self.expectRuns(entry.command, when: "pad \(button)") {
                    SyntheticEvent.push(.padDown(button))
                    SyntheticEvent.push(.padUp(button))
                }
            }
        }
        // The table's mouse entry aside, every command has a key or a button.
        #expect(EditorBinding.all.filter { $0.keys.isEmpty && $0.buttons.isEmpty }.map(\.command) == [.selectByDragging])
    }

    /// Extra modifiers keep a key (Ctrl+Alt+Z still undoes), the most specific chord wins,
    /// and leaving and test play do not repeat when their key is held.
    @Test func aPressFindsTheMostSpecificEntry() {
        func command(_ key: Key, _ modifiers: KeyModifiers = [], repeats: Bool = false) -> EditorBinding.Command? {
            EditorBinding.entry(for: KeyEvent(key: key, isDown: true, isRepeat: repeats, modifiers: modifiers))?.command
        }
        #expect(command(.letter("z"), [.control, .alt]) == .undo)
        #expect(command(.letter("z"), [.control, .shift]) == .redo)
        #expect(command(.letter("s"), [.control, .shift]) == .saveAs)
        #expect(command(.letter("z")) == nil)
        #expect(command(.left, .shift) == .extendSelection(dx: -1, dy: 0))
        #expect(command(.up, [.alt, .shift]) == .moveLevel(by: -1))
        #expect(command(.space, .control) == .place)
        #expect(command(.escape, repeats: true) == nil && command(.return, repeats: true) == nil)
        #expect(command(.right, repeats: true) == .moveCursor(dx: 1, dy: 0))
    }

    /// (b) The hint line drawn at the editor's foot is the table's hints, each translated, in
    /// the table's order: a binding's hint changes with its entry.
    @Test func theHintLineIsTheTables() throws {
        let folder = try TemporaryFolder.newFolderPath("bindings")
        let host = try SDLTests.host(start: .editor(folder + "/hint.level"), data: folder, size: Size(width: 1600, height: 900))
        SDLTests.frames(host)
        let probe = LayoutProbe.start()
        host.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        let hints = EditorBinding.all.compactMap(\.hint)
        #expect(hints.count == 9)
        let line = try #require(probe.texts.first { $0.text.hasPrefix(tr(hints[0])) }, "the hint line is drawn").text
        #expect(line == EditorBinding.hintLine())
        #expect(line == hints.map { tr($0) }.joined(separator: "  "))
        var rest = Substring(line)
        for hint in hints {
            let range = try #require(rest.range(of: tr(hint)), "\"\(hint)\" is on the line, in order")
            rest = rest[range.upperBound...]
        }
    }

    /// The hint names only keys the table binds, each in the entries its piece stands for
    /// (the entry with the hint and the unhinted ones after it).
    @Test func theHintNamesOnlyBoundKeys() {
        var groups: [(hint: String, keys: Set<EditorBinding.Chord>)] = []
        for entry in EditorBinding.all {
            if let hint = entry.hint { groups.append((hint, [])) }
            groups[groups.count - 1].keys.formUnion(entry.keys)
        }
        for group in groups {
            for named in HintKeys.named(in: group.hint) {
                let chord = EditorBinding.Chord(key: named.key, modifiers: named.modifiers)
                #expect(group.keys.contains(chord), "\"\(group.hint)\" names \(chord), which its entries do not bind")
            }
        }
        #expect(HintKeys.named(in: "Ctrl+Z/Y undo/redo").count == 2, "the names are read")
    }

    /// (c) No key with its modifiers, and no pad button, is bound twice; no command twice.
    @Test func noKeyOrButtonIsBoundTwice() {
        let chords = EditorBinding.all.flatMap(\.keys)
        let buttons = EditorBinding.all.flatMap(\.buttons)
        let commands = EditorBinding.all.map(\.command)
        #expect(Set(chords).count == chords.count, "\(Dictionary(grouping: chords, by: { $0 }).filter { $0.value.count > 1 }.keys)")
        #expect(Set(buttons).count == buttons.count, "\(Dictionary(grouping: buttons, by: { $0 }).filter { $0.value.count > 1 }.keys)")
        #expect(Set(commands).count == commands.count)
    }
}
