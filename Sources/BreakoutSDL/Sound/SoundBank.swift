/// Every sound the game plays, synthesized once: each `SoundKind` at each of its pitch
/// steps, float32 mono PCM. The loader builds it in the background; the audio device reads it.
///
/// ```swift
/// let bank = try SoundBank.synthesize()
/// let samples = bank.samples(for: SoundRequest(.brick, pitchStep: 2))
/// ```
struct SoundBank: Sendable {
    static let standardSampleRate = 44_100

    let sampleRate: Int
    private let buffers: [SoundKind: [[Float]]]

    private init(sampleRate: Int, buffers: [SoundKind: [[Float]]]) {
        self.sampleRate = sampleRate
        self.buffers = buffers
    }

    /// No sounds at all (what plays when synthesis never ran).
    static let empty = SoundBank(sampleRate: standardSampleRate, buffers: [:])

    /// Renders every sound, reporting the share done after each buffer. Throws
    /// `CancellationError` (between buffers) when the surrounding task is cancelled.
    static func synthesize(sampleRate: Int = standardSampleRate,
                                  progress: (Double) -> Void = { _ in }) throws(CancellationError) -> SoundBank {
        let total = SoundKind.allCases.reduce(0) { $0 + $1.pitchSteps }
        var done = 0
        var buffers: [SoundKind: [[Float]]] = [:]
        for kind in SoundKind.allCases {
            var steps: [[Float]] = []
            for step in 0..<kind.pitchSteps {
                if Task.isCancelled { throw CancellationError() }
                // Speech has no voice: silent until a theme's recording replaces it.
                steps.append(kind.voice?.render(sampleRate: sampleRate, pitch: SoundVoice.pitchFactor(step: step)) ?? [])
                done += 1
                progress(Double(done) / Double(total))
            }
            buffers[kind] = steps
        }
        return SoundBank(sampleRate: sampleRate, buffers: buffers)
    }

    /// The samples for a request (its pitch step clamped to what was prepared).
    func samples(for request: SoundRequest) -> [Float] {
        guard let steps = buffers[request.kind], !steps.isEmpty else { return [] }
        return steps[min(max(request.pitchStep, 0), steps.count - 1)]
    }

    /// This bank with `kind` played from `samples` (a theme's recording) at every pitch step,
    /// each step a semitone higher by resampling, as the synthesized steps are.
    func replacing(_ kind: SoundKind, with samples: [Float]) -> SoundBank {
        guard !samples.isEmpty else { return self }
        var buffers = self.buffers
        buffers[kind] = (0..<kind.pitchSteps).map { step in
            step == 0 ? samples : Self.resampled(samples, by: SoundVoice.pitchFactor(step: step))
        }
        return SoundBank(sampleRate: sampleRate, buffers: buffers)
    }

    /// This bank with `kind` silent (a theme's sounds leave out our level-cleared jingle).
    func silencing(_ kind: SoundKind) -> SoundBank {
        var buffers = self.buffers
        buffers[kind] = []
        return SoundBank(sampleRate: sampleRate, buffers: buffers)
    }

    /// `samples` played `factor` times faster (linear interpolation).
    static func resampled(_ samples: [Float], by factor: Double) -> [Float] {
        guard factor > 0, samples.count > 1 else { return samples }
        let count = Int(Double(samples.count) / factor)
        return (0..<count).map { k in
            let x = Double(k) * factor
            let i = min(Int(x), samples.count - 2)
            let t = Float(x - Double(i))
            return samples[i] * (1 - t) + samples[i + 1] * t
        }
    }

    /// Samples in the bank, all sounds together.
    var totalFrames: Int { buffers.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } } }
}
