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
            let voice = kind.voice
            var steps: [[Float]] = []
            for step in 0..<kind.pitchSteps {
                if Task.isCancelled { throw CancellationError() }
                steps.append(voice.render(sampleRate: sampleRate, pitch: SoundVoice.pitchFactor(step: step)))
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

    /// Samples in the bank, all sounds together.
    var totalFrames: Int { buffers.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } } }
}
