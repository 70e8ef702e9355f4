import Breakout
import BreakoutNet
import Dynamics
import Foundation
import SettingsKit
import Translations
import WindowKit

/// The games the screen shows, from start to end: a new start, a rematch, another player's
/// turn, a replay's end, the settings changing under a game, and the records a finished
/// game leaves (high scores, the last replay).
extension GameScreen {
    /// Starts over with the current settings; running animations stop. The finished game's
    /// replay is kept and the new game gets its own.
    func restart() {
        if let why = driver.policy.restartRefusal { return notice(why) }
        saveLastReplay()
        replays.stopRecording(game)
        if let next = driver.restart(rules: settings.rules, levels: options.levels ?? app.levels) {
            // Everyone starts over, player 1 first.
            takeTurn(next.game, announcing: next.player)
        } else {
            animations.cancelAll()
            replays.record(game)
            startOver(drawing: game)
            announceFirstLevel()
        }
        controls.follow(game)
        scores.forgetEnd()
        onlineSubmission.reset()
        noticeResult()
    }

    /// Whether the game in play has got somewhere a restart or a quit would throw away.
    private var hasProgress: Bool {
        let state = game.state
        return !options.demo && driver.policy.isPlayed && state.phase != .gameOver && (state.score > 0 || state.levelNumber > 1)
    }

    /// The menu's Restart: a game with points or past level 1 asks first, and once it is
    /// ended its score goes in the chart as a game over's would; Cancel goes back to the menu.
    func askToRestart() {
        guard hasProgress, driver.policy.restartRefusal == nil else { return restart() }
        let state = game.state
        let records = scores.records && driver.policy.isSolo && state.duel == nil
        app.ask(Question(
            heading: tr("Restart from the first level?"),
            detail: tr("This game ends at level %1$d with %2$d points.", state.levelNumber, state.score)
                + (records ? " " + tr("Its score goes to the high scores.") : ""),
            answers: [
                Question.Answer(trLater("Cancel")) { [unowned self] in menu.open(at: .restart) },
                Question.Answer(trLater("Restart")) { [unowned self] in
                    if records { app.notice(contentsOf: scores.record(game, player: player(of: game))) }
                    restart()
                },
            ]))
    }

    /// The menu's Quit: a solo game is kept for Resume and leaves at once; another kind of
    /// game with points asks first, for it is not kept.
    func askToQuit() {
        guard hasProgress, savedGame == nil, !isTestPlay else { return apply(.quit) }
        app.ask(Question(
            heading: tr("Quit this game?"), detail: tr("A game for two is not kept for later."),
            answers: [
                Question.Answer(trLater("Cancel")) { [unowned self] in menu.open(at: .quit) },
                Question.Answer(trLater("Quit")) { [unowned self] in apply(.quit) },
            ]))
    }

    /// Whether the Esc menu's Destroy a brick belongs in this game.
    var offersBrickPicker: Bool {
        !options.demo && driver.policy.isPlayed && driver.policy.followsRules && game.state.duel == nil && game.state.miniGame == nil
    }

    /// A network duel goes on under the Esc menu (`PlayPolicy.pauseRefusal`).
    var goesOnUnderMenu: Bool { driver.policy.pauseRefusal != nil }

    /// Whether a continue may be bought: a solo game of levels that is over.
    var canContinue: Bool { driver.policy.isSolo && !isTestPlay && !options.demo && game.canContinue }

    /// LBreakoutHD's continue: the game goes on where it ended (its run is in the chart).
    func buyContinue() {
        guard canContinue else { return }
        game.buyContinue()
        controls.follow(game)
        // The game goes on: its next end is sent again, if the player wants.
        onlineSubmission.reset()
        noticeResult()
    }

    /// Opens the Plane of Inner Stability over a level in play (a mini-game's arena and a
    /// duel's have none), paused under it.
    func pickBrickToDestroy() {
        guard !options.demo, driver.policy.isPlayed, driver.policy.followsRules,
              game.state.bricks.indices.contains(where: game.canDestroyBrick) else {
            return notice(tr("No brick can be destroyed here."))
        }
        brickPicker.open()
    }

    func brick(at window: Point) -> Int? {
        let p = viewport.field(at: window)
        return game.state.bricks.indices.first { game.state.bricks[$0].isAlive && game.brickRect($0).contains(p) }
    }

    func destroyBrick(_ index: Int) {
        game.destroyBrick(index)
        noticeResult()
    }

    /// A finished network duel, another: the lobby again.
    func rematch() {
        guard let route = driver.rematchRoute else { return }
        app.replace(self, with: route)
    }

    /// Takes new settings from the store: the game applies its rules now (layout ones at the
    /// next level); a replay keeps its recorded rules and a network game the ones both sides
    /// agreed on, so only how it looks, sounds and is controlled follows there.
    func adopt(_ newSettings: Settings) {
        if driver.policy.followsRules {
            let rules = newSettings.rules
            if rules.levelSource != settings.rules.levelSource || rules.levelFile != settings.rules.levelFile {
                // From the next level on; a broken level file keeps the current levels.
                do { game.setLevels(try LevelSequence.from(rules)) } catch { notice(tr("levels: %s; keeping the current levels", "\(error)")) }
            }
            settings.rules = rules
            driver.adopt(rules)
        }
        settings.display = newSettings.display
        styleAnimations()
        input.configure(settings.display)
    }

    /// Writes the game's replay (`options.lastReplayPath`), unless it is saved already or
    /// nothing was played.
    func saveLastReplay() {
        if let problem = replays.save(game) { notice(problem) }
    }

    func notice(_ line: String) { app.notice(line) }

    /// After the game moved: a game that just ended is recorded in the high scores (once),
    /// then the alert looks for a new result.
    func noticeResult() {
        let recorded = scores.recordings
        app.notice(contentsOf: scores.noticeEnd(of: game, player: player(of: game)))
        // A solo score that made the chart: the player's name for it (a hot-seat's players
        // named themselves before they played).
        if scores.recordings > recorded, hotSeat == nil, let rank = highScores.lastRank {
            nameEntry.open(rank: rank, name: player(of: game))
        }
        if scores.records, game.state.phase == .gameOver, game.state.duel == nil { app.lastHighScore = (highScores.chart, highScores.lastEntry) }
        // A resumed game that is over can no longer be resumed (LBreakoutHD's rule).
        if isResumed, game.state.phase == .gameOver {
            savedGame?.remove()
            isResumed = false
        }
        resultAlert.noticeResult(in: self)
    }

    /// The name typed for the score just charted: on its entry, and the first player's from
    /// now on (written to the settings file).
    func nameEntered(_ name: String) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return }
        let before = highScores.notices.count
        if highScores.renameLastEntry(to: name) {
            app.lastHighScore = (highScores.chart, highScores.lastEntry)
            resultAlert.showTable(highScores.table)
        }
        app.notice(contentsOf: highScores.notices.dropFirst(before))
        guard name != settings.display.playerName(0) else { return }
        var changed = app.settingsStore.settings
        changed.display.playerNames[0] = name
        app.settingsStore.change(changed)
        if let failure = app.settingsStore.save(keys: ["players.name_1"]) { notice(tr("not saved: %s", "\(failure)")) }
    }

    /// Who plays `game`: a hot-seat player's name, else the settings' first player's.
    func player(of game: Game) -> String {
        hotSeat?.players.first { $0.game === game }?.name ?? settings.display.playerName(0)
    }

    /// The next hot-seat player's game takes the field: its own animations and frames, and
    /// their name across it.
    func takeTurn(_ next: Game, announcing name: String) {
        game.actionObserver = nil
        animations.cancelAll()
        animations = AnimationPlayer(game: next, style: settings.display.animationStyle)
        styleAnimations()
        animations.renderer = field
        observe(next)
        startOver(drawing: next)
        animations.announce(tr("%s, YOUR TURN", name.uppercased()), color: Palette.accent)
    }

    /// The animations as the display settings and the game say: the brick style, reduced
    /// flashing, and what a duel's sides are called.
    func styleAnimations() {
        animations.style = settings.display.animationStyle
        animations.reducesFlashing = settings.display.reduceFlashing
        animations.sides = DuelSides(versusComputer: versusComputer)
    }

    /// Each performed action plays its animation and its sound (an undone one stops them).
    func observe(_ game: Game) {
        game.actionObserver = { [unowned self] action, isUndo in
            if isUndo {
                animations.cancelAll()
            } else {
                animations.play(action)
                // The setting is read each time.
                app.sounds.play(action, in: self.game, settings: settings.display)
            }
        }
    }

    /// As a game starts, its first level's number, title and author cross the field (later
    /// levels announce themselves as they start). Not for a duel's arena or a mini-game (a
    /// resumed bonus level is announced).
    func announceFirstLevel() {
        guard game.state.duel == nil, game.state.miniGame == nil || game.playsBonusLevel else { return }
        animations.announceLevel()
    }

    /// At the end of a replay: whether it reached the recorded state; then it pauses.
    func finishReplay(_ replay: Replay) {
        let hash = String(game.stateHash(), radix: 16)
        notice(hash == replay.finalHash
               ? tr("replay: reached the recorded state %1$s after %2$d steps", hash, replay.steps)
               : tr("replay: diverged: recorded %1$s, got %2$s", replay.finalHash, hash))
        setPaused(true)
    }

    /// What the side panel calls the levels being played.
    var levelsetName: String {
        if let title = driver.title { return title }
        if let name = options.levelsetName ?? driver.policy.untitledName { return name }
        switch options.levels ?? app.levels {
        case .generated: return tr("Generated")
        case .procedural: return tr("Procedural")
        case let .miniGame(game): return tr(game.title)
        case .duel: return tr("Duel")
        case .list: return settings.rules.levelSource == .file ? URL(fileURLWithPath: settings.rules.levelFile).deletingPathExtension().lastPathComponent : tr("Levels")
        }
    }

    /// A replay has played all its steps.
    var replayFinished: Bool { driver.replayHasEnded }
    /// A hot-seat's players, each with their own game.
    var hotSeat: HotSeat? { driver.hotSeat }
    /// A network duel's match.
    var network: NetworkMatch? { driver.networkMatch }

    /// Settings, Controls or Help shows.
    var pageIsOpen: Bool { settingsPanel?.isVisible == true || controlsPanel?.isVisible == true || help.isOpen }
}

/// The game screen is its overlays' context; the window's parts are the app window's.
extension GameScreen: OverlayContext {
    var windowSize: Size { app.window.size }
    var fieldArea: Rect { WindowLayout(window: app.window.size, field: game.layout.size).field }
    var renderer: Renderer { app.window.renderer }
    var font: FontAtlas { app.font }
    var settingsStore: SettingsStore<Settings> { app.settingsStore }
    var notices: [String] { app.notices }
    var isDemo: Bool { options.demo }
    var isNetworkGame: Bool { driver.networkMatch != nil }
    var versusComputer: Bool { driver.policy.playsComputer }
}
