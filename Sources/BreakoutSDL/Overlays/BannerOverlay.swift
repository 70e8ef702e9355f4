import Breakout
import Dynamics
import Foundation
import SettingsKit
import Translations
import WindowKit

/// What the banner needs of the window: the window's size, font and renderer, and the
/// notices to show as they come.
protocol BannerContext: AnyObject {
    var windowSize: Size { get }
    var font: FontAtlas { get }
    var renderer: Renderer { get }
    /// Lines for the banner, oldest first (only ever appended).
    var notices: [String] { get }
}

/// Messages across the top of the window's main area, over whatever screen shows (the app window
/// owns one): the settings file's problems (they stay until the file is fixed, from the first
/// screen on) and notices such as a missing font (they fade after a while). A click on a
/// message dismisses it. The screen goes on underneath.
///
/// ```swift
/// let banner = BannerOverlay(context: app)
/// banner.showErrors(title: "breakout.toml has 1 problem", lines: ["breakout.toml:12: ball.speed: ..."])
/// banner.post(["font: DejaVuSans.ttf not found"])
/// banner.update(dt); banner.draw()       // every frame, after the screen
/// ```
final class BannerOverlay {
    /// One message box: a title line and detail lines.
    struct Message: Equatable {
        enum Kind: Equatable { case error, notice }
        var kind: Kind
        var title: String
        var lines: [String]
        /// Seconds shown (notices fade out at the end of `noticeDuration`).
        var age = 0.0
    }

    /// How long a notice stays, in seconds; the last second it fades.
    var noticeDuration = 8.0

    /// The error message, if the settings file has problems and it was not dismissed.
    private(set) var error: Message?
    /// Notices still on screen, oldest first.
    private(set) var notices: [Message] = []

    private weak var context: BannerContext?
    // The app's notices already turned into banner messages.
    private var noticesSeen = 0
    // The last errors shown: the same errors reported again stay dismissed.
    private var lastErrors: [String] = []
    // A press that dismissed a message: its release is ours too.
    private var swallowRelease = false
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    static let titleHeight = 15.0
    static let lineHeight = 13.0
    static let padding = 10.0

    /// `noticesSeen`: how many of the context's notices are old news.
    init(context: BannerContext, noticesSeen: Int = 0) {
        self.context = context
        self.noticesSeen = noticesSeen
    }

    var isVisible: Bool {
        error != nil || !notices.isEmpty || (context.map { $0.notices.count > noticesSeen } ?? false)
    }

    /// Shows the settings file's problems until `clearErrors()`. The same lines again do not
    /// bring back a dismissed banner; different lines do.
    func showErrors(title: String, lines: [String]) {
        let all = [title] + lines
        guard all != lastErrors || error != nil else { return }
        lastErrors = all
        error = Message(kind: .error, title: title, lines: lines)
    }

    func clearErrors() {
        error = nil
        lastErrors = []
    }

    /// Shows notices, one box for all of `lines`, that fades after `noticeDuration`.
    func post(_ lines: [String], title: String = trLater("Notice")) {
        guard !lines.isEmpty else { return }
        notices.append(Message(kind: .notice, title: title, lines: lines))
    }

    /// The message boxes as drawn now, top to bottom (for tests and hit-testing).
    func messageFrames() -> [(Message, Rect)] {
        guard let context else { return [] }
        var y = WindowLayout(window: context.windowSize).field.minY + 8
        let width = min(context.windowSize.width - 24, 760)
        let x = (context.windowSize.width - width) / 2
        var frames: [(Message, Rect)] = []
        for message in ([error].compactMap { $0 } + notices) {
            let height = Self.padding * 2 + Self.titleHeight + 4
                + Double(wrappedLines(message, width: width, font: context.font).count) * (Self.lineHeight + 4)
            frames.append((message, Rect(x: x, y: y, width: width, height: height)))
            y += height + 6
        }
        return frames
    }

    /// A press on a message dismisses it (and its release is the banner's too); true when
    /// the banner used the event.
    func handle(_ event: WindowEvent) -> Bool {
        guard case let .pointer(pointer) = event, pointer.isMouse else { return false }
        switch pointer.phase {
        case .down:
            let p = pointer.position
            guard let hit = messageFrames().first(where: { $0.1.contains(p) }) else { return false }
            if hit.0.kind == .error { error = nil } else { notices.removeAll { $0 == hit.0 } }
            swallowRelease = true
            return true
        case .up where swallowRelease:
            swallowRelease = false
            return true
        default:
            return false
        }
    }

    func update(_ dt: Double) {
        guard let context else { return }
        // The app's notices that arrived since the last frame, in one box.
        if noticesSeen < context.notices.count {
            post(Array(context.notices[noticesSeen...]))
            noticesSeen = context.notices.count
        }
        for k in notices.indices { notices[k].age += dt }
        notices.removeAll { $0.age >= noticeDuration }
    }

    func draw() {
        guard let context else { return }
        shapes.removeAll()
        text.removeAll()
        let font = context.font
        for (message, frame) in messageFrames() {
            // Notices fade over their last second; errors stay solid.
            let alpha = message.kind == .notice ? min(1, max(0, noticeDuration - message.age)) : 1
            LayoutProbe.cover(frame)
            LayoutProbe.box(frame, "banner")
            let fill = message.kind == .error ? Self.errorFill : Self.noticeFill
            let edge = message.kind == .error ? Self.errorEdge : Self.noticeEdge
            shapes.roundedRect(frame, radius: 8, color: edge.withAlpha(alpha))
            shapes.roundedRect(frame.insetBy(dx: 2, dy: 2), radius: 6, color: fill.withAlpha(alpha))
            var y = frame.minY + Self.padding
            let x = frame.minX + Self.padding + 4
            let title = tr(message.title)
            font.layout(title, at: Point(x: x, y: y), height: Self.titleHeight,
                        color: Palette.hudText.withAlpha(alpha), into: &text)
            let hint = tr("click to dismiss")
            let hintWidth = font.width(of: hint, height: 10)
            if frame.width - font.width(of: title, height: Self.titleHeight) > hintWidth + 40 {
                font.layout(hint, at: Point(x: frame.maxX - hintWidth - Self.padding, y: y + 3), height: 10,
                            color: Palette.hudDim.withAlpha(alpha), into: &text)
            }
            y += Self.titleHeight + 4
            for line in wrappedLines(message, width: frame.width, font: font) {
                font.layout(line, at: Point(x: x, y: y), height: Self.lineHeight,
                            color: Self.detailText.withAlpha(alpha), into: &text)
                y += Self.lineHeight + 4
            }
        }
        shapes.draw(on: context.renderer)
        text.draw(on: context.renderer, texture: font.texture)
    }

    private func wrappedLines(_ message: Message, width: Double, font: FontAtlas) -> [String] {
        message.lines.flatMap { font.wrapped($0, width: width - 2 * Self.padding - 8, height: Self.lineHeight) }
    }

    // Opaque: a translucent rounded rect blends twice where its parts overlap (the corners).
    static let errorFill = Color(hex: 0x4A1020)
    static let errorEdge = Color(hex: 0xFF5D73)
    static let noticeFill = Color(hex: 0x1E2A4A)
    static let noticeEdge = Color(hex: 0x5AD1FF)
    static let detailText = Color(hex: 0xFFD6DC)
}

extension BannerOverlay {
    /// The settings file's problems as an error banner, one line each
    /// (`breakout.toml:12: ball.speed: 5000 is out of range (allowed: ...)`); none clears it.
    func show(settingsProblems problems: [SettingsProblem], path: String) {
        guard !problems.isEmpty else { return clearErrors() }
        let name = URL(fileURLWithPath: path).lastPathComponent
        // The file's name is enough on screen (the whole path is long); the title has the folder.
        let lines = problems.map { problem -> String in
            var shown = problem
            if shown.file == path { shown.file = name }
            return shown.description
        }
        let title = BannerOverlay.problemsTitle(count: problems.count, file: name)
        showErrors(title: title, lines: lines)
    }

    /// "breakout.toml has 2 problems: those keys keep their last good values" (the banner's
    /// title and the panels' first line).
    static func problemsTitle(count: Int, file: String) -> String {
        // One line per call: scripts/update-translations reads a trPlural's two forms from one line.
        trPlural("%2$s has %1$d problem: its key keeps its last good value", "%2$s has %1$d problems: those keys keep their last good values", count, file)
    }
}
