import Breakout
import BreakoutNet
import Foundation
import Testing
import TestSupport

/// Every network fuzz seed (`Fuzz/Corpus/net-*`) and every input a fuzzer once found a
/// problem with (`Fuzz/Regressions/net-*`) passes its check (`NetChecks`), as
/// `FuzzRegressionTests` does for the files' readers.
@Suite struct NetFuzzRegressionTests {
    static let checks: [String: @Sendable (Data) -> String?] = [
        "net-frame": NetChecks.frames,
        "net-session": NetChecks.session,
    ]

    @Test(arguments: ["net-frame", "net-session"])
    func seedsAndFoundInputsPassTheirCheck(target: String) throws {
        let check = try #require(Self.checks[target])
        let inputs = try FuzzInputs.all(of: target)
        for input in inputs {
            #expect(check(input.data) == nil, "\(input.label)")
        }
        #expect(!inputs.isEmpty, "no seeds for \(target)")
    }

    /// The seeds reach what they are named for: the honest one plays, the lying hash ends
    /// the game as a desync, and a reconnect claiming a step never sent is refused.
    @Test func theSessionSeedsReachWhatTheyAreNamedFor() throws {
        let honest = try Data(contentsOf: FuzzInputs.folder.appendingPathComponent("Corpus/net-session/honest"))
        #expect(NetChecks.session(honest) == nil)
        let game = Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 11)
        let session = LockstepSession(game: game, side: .bottom, endStep: 600)
        session.tick(GameInput.PlayerPart(paddleX: 300, launch: false), at: 0)
        #expect(!session.resend(from: session.nextLocalStep + 1), "a step this side never sent")
        #expect(!session.resend(from: 0) && !session.resend(from: -5))
        #expect(session.resend(from: 1), "the steps it did send")
    }
}
