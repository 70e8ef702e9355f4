import Breakout
import BreakoutNet
import Foundation
import Testing

/// Every network fuzz seed (`Fuzz/Corpus/net-*`) and every input a fuzzer once found a
/// problem with (`Fuzz/Regressions/net-*`) passes its check (`NetChecks`), as
/// `FuzzRegressionTests` does for the files' readers.
@Suite struct NetFuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static let checks: [String: @Sendable (Data) -> String?] = [
        "net-frame": NetChecks.frames,
        "net-session": NetChecks.session,
    ]

    @Test(arguments: ["net-frame", "net-session"])
    func seedsAndFoundInputsPassTheirCheck(target: String) throws {
        let check = try #require(Self.checks[target])
        var count = 0
        for kind in ["Corpus", "Regressions"] {
            let folder = Self.fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                #expect(check(data) == nil, "\(kind)/\(target)/\(name)")
                count += 1
            }
        }
        #expect(count > 0, "no seeds for \(target)")
    }

    /// The seeds reach what they are named for: the honest one plays, the lying hash ends
    /// the game as a desync, and a reconnect claiming a step never sent is refused.
    @Test func theSessionSeedsReachWhatTheyAreNamedFor() throws {
        let honest = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent("Corpus/net-session/honest"))
        #expect(NetChecks.session(honest) == nil)
        let game = Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 11)
        let session = LockstepSession(game: game, side: .bottom, endStep: 600)
        session.tick(GameInput.PlayerPart(paddleX: 300, launch: false), at: 0)
        #expect(!session.resend(from: session.nextLocalStep + 1), "a step this side never sent")
        #expect(!session.resend(from: 0) && !session.resend(from: -5))
        #expect(session.resend(from: 1), "the steps it did send")
    }
}
