import Breakout
import Foundation

/// Plays an uploaded replay with the server's own engine, as `breakout replay --headless`
/// does (`ReplayPlayer`), and decides: ranked, with the score it computed, or refused and why.
/// Runs on a verification thread, never on the web server's event loop.
///
/// ```swift
/// let verdict = Verifier(limits: ChartLimits()).verify(body)
/// ```
struct Verifier: Sendable {
    var limits: ChartLimits

    func verify(_ data: Data) -> Verdict {
        let replay: Replay
        do {
            replay = try Replay.read(data: data, name: "the upload")
        } catch {
            switch error.kind {
            case .otherVersion: return refuse(.otherVersion, "other engine version: \(error.reason)")
            case .malformed: return refuse(.notAReplay, error.reason.hasPrefix("not a replay") ? error.reason : "not a replay: \(error.reason)")
            }
        }
        guard replay.steps <= limits.maxSteps else {
            return refuse(.tooLong, "too long: the replay claims \(minutes(replay.steps)) of play; this server verifies at most \(minutes(limits.maxSteps))")
        }
        guard let chart = ChartKey(levels: replay.startingLevels, difficulty: replay.rules.difficulty) else {
            return refuse(.offChart, "not ranked: a duel is not ranked on the charts")
        }
        if let why = replay.offChartReason { return refuse(.offChart, "not ranked: \(why)") }

        let game = replay.makeGame()
        var player = ReplayPlayer(replay)
        let deadline = ContinuousClock.now + .seconds(limits.verificationSeconds)
        var played = 0
        while !player.isFinished {
            player.step(game)
            played += 1
            if played & 1023 == 0 && ContinuousClock.now > deadline {
                return refuse(.tooLong, "too long: verifying it took more than the \(Int(limits.verificationSeconds)) seconds this server allows")
            }
        }
        player.finish(game)
        let hash = String(game.stateHash(), radix: 16)
        guard hash == replay.finalHash else {
            return refuse(.tampered, "tampered: the replay does not play to its recorded end state (it records \(replay.finalHash), playing it gives \(hash))")
        }
        let score = game.state.score
        if let recorded = replay.standing?.score, recorded != score {
            return refuse(.tampered, "tampered: the replay records a score of \(recorded); playing it gives \(score)")
        }
        return .ranked(RankedGame(chart: chart, title: replay.title, score: score, level: game.state.levelNumber, steps: replay.steps))
    }

    private func refuse(_ code: Refusal.Code, _ reason: String) -> Verdict {
        .refused(Refusal(code: code, reason: reason))
    }

    private func minutes(_ steps: Int) -> String {
        let minutes = Double(steps) / Double(Game.stepsPerSecond) / 60
        return minutes < 1 ? "under a minute" : "\(Int(minutes.rounded(.up))) minutes"
    }
}
