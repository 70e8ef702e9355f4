@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Testing

/// Synthesized sounds and the sound policy, without SDL.
@Suite struct SoundSynthesisTests {
    static let bank = try! SoundBank.synthesize()

    /// Sign changes along a buffer: twice the periods played.
    static func zeroCrossings(_ samples: [Float]) -> Int {
        var n = 0
        var last: Float = 0
        for s in samples where s != 0 {
            if last != 0 && (s > 0) != (last > 0) { n += 1 }
            last = s
        }
        return n
    }

    @Test func everyBufferHasItsLengthAndNeverClips() {
        for kind in SoundKind.allCases {
            // Speech has no synthesized voice: silent until a theme speaks it.
            guard let voice = kind.voice else {
                #expect(kind.isSpeech, "\(kind) has no voice")
                #expect(Self.bank.samples(for: SoundRequest(kind)).isEmpty, "\(kind)")
                continue
            }
            #expect(!kind.isSpeech)
            let expected = Int((voice.duration * 44_100).rounded())
            #expect(expected > 1000, "\(kind) is too short to hear")
            for step in 0..<kind.pitchSteps {
                let samples = Self.bank.samples(for: SoundRequest(kind, pitchStep: step))
                #expect(samples.count == expected, "\(kind)+\(step)")
                let peak = samples.map { abs($0) }.max() ?? 0
                #expect(peak <= 1, "\(kind)+\(step) clips")
                #expect(peak > 0.1, "\(kind)+\(step) is silent")
                // Starts and ends quietly: no click.
                #expect(abs(samples.first!) < 0.05 && abs(samples.last!) < 0.05, "\(kind)+\(step) clicks")
            }
        }
    }

    @Test func pitchRisesWithTheComboStep() {
        let counts = [0, 4, 8, 12].map { Self.zeroCrossings(Self.bank.samples(for: SoundRequest(.brick, pitchStep: $0))) }
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 }, "crossings \(counts)")
        // Twelve semitones are an octave: twice the crossings in the same time.
        let ratio = Double(counts[3]) / Double(counts[0])
        #expect(ratio > 1.9 && ratio < 2.1, "ratio \(ratio)")
        // The paddle's steps rise too.
        let paddle = [0, 6].map { Self.zeroCrossings(Self.bank.samples(for: SoundRequest(.paddle, pitchStep: $0))) }
        #expect(paddle[1] > paddle[0])
    }

    @Test func synthesisReportsProgressAndStopsWhenCancelled() async {
        var reported: [Double] = []
        _ = try? SoundBank.synthesize { reported.append($0) }
        #expect(reported.first! > 0 && reported.last == 1)
        #expect(zip(reported, reported.dropFirst()).allSatisfy { $0 < $1 })

        let task = Task.detached { () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            do { _ = try SoundBank.synthesize(); return false } catch { return true }
        }
        #expect(await task.value, "a cancelled synthesis must throw")
    }

    @Test func requestsClampTheirPitchStep() {
        #expect(SoundRequest(.brick, pitchStep: 40).pitchStep == SoundRequest.maxPitchStep)
        #expect(SoundRequest(.brick, pitchStep: -3).pitchStep == 0)
        #expect(SoundRequest(.wall, pitchStep: 5).pitchStep == 0)   // one pitch only
        #expect(abs(SoundRequest(.brick, pitchStep: 12).pitch - 2) < 1e-12)
    }

    @Test func mixerAddsOntoWhatIsStillToPlayAndClamps() {
        var mixer = SoundMixer()
        let first = mixer.mix([0.5, 0.5, 0.5, 0.5], unplayed: 0)
        #expect(first == [0.5, 0.5, 0.5, 0.5])
        // Two samples of the first sound were played: the new one goes onto the other two.
        let second = mixer.mix([0.25, 0.75, -0.5], unplayed: 2)
        #expect(second == [0.75, 1, -0.5])   // 0.5 + 0.75 clamps to 1
        // Nothing left: only the new sound.
        #expect(mixer.mix([0.1], unplayed: 0) == [0.1])
        // More unplayed than was queued (another writer): what we have is used.
        #expect(mixer.mix([0.2], unplayed: 50) == [Float(0.1) + Float(0.2)])
    }

    @Test func theVolumeScalesEachSoundAsItIsMixedIn() {
        var mixer = SoundMixer()
        #expect(mixer.volume == 100)
        mixer.volume = 0
        #expect(mixer.mix([0.5, -0.8, 1], unplayed: 0) == [0, 0, 0], "0 is silence")
        mixer.volume = 50
        #expect(mixer.mix([0.5, -0.8, 1], unplayed: 0) == [0.25, -0.4, 0.5], "50 halves the amplitude")
        // What is queued already keeps its loudness; only the new sound is scaled.
        mixer.volume = 100
        #expect(mixer.mix([0.5], unplayed: 3) == [0.75, -0.4, 0.5])
        mixer.volume = 250
        #expect(mixer.volume == 100)
        mixer.volume = -4
        #expect(mixer.volume == 0)
    }

    @Test func effectsMapToOneSoundPerKind() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        // An explosion breaking three bricks is the explosion and one brick sound at the combo's pitch.
        let explosion: [ActionEffect] = [
            .explosion(brick: 1, center: .zero, waves: [[2, 3, 4]]),
            .brickBroken(brick: 2, rect: r, kind: .normal, tint: 0),
            .brickBroken(brick: 3, rect: r, kind: .normal, tint: 0),
            .brickBroken(brick: 4, rect: r, kind: .normal, tint: 0),
        ]
        #expect(GameSounds.requests(for: explosion, combo: 6) == [SoundRequest(.explosion), SoundRequest(.brick, pitchStep: 5)])
        #expect(GameSounds.requests(for: [.wallHit(at: .zero)], combo: 9) == [SoundRequest(.wall)])
        #expect(GameSounds.requests(for: [.paddleHit(at: .zero, combo: 4)], combo: 0) == [SoundRequest(.paddle, pitchStep: 4)])
        #expect(GameSounds.requests(for: [.extraCaught(.multiball)], combo: 0) == [SoundRequest(.extraBall)])
        #expect(GameSounds.requests(for: [.extraCaught(.laser)], combo: 0) == [SoundRequest(.powerUp)])
        #expect(GameSounds.requests(for: [.lifeLost(livesLeft: 0), .gameOver(score: 10)], combo: 0) == [SoundRequest(.lifeLost)])
        #expect(GameSounds.requests(for: [.levelCleared(bonus: 100, remaining: [])], combo: 0) == [SoundRequest(.levelCleared)])
        #expect(GameSounds.requests(for: [.ballServed(count: 1), .levelStarted(number: 2, title: "")], combo: 0).isEmpty)
    }
}
