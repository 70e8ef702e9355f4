/// One sound the game asks for: which, and how many semitones above its base pitch.
///
/// ```swift
/// client.play(SoundRequest(.brick, pitchStep: 4))   // the fifth brick of a combo
/// ```
struct SoundRequest: Hashable, Sendable, CustomStringConvertible {
    var kind: SoundKind
    /// Semitones above the base pitch, 0...`maxPitchStep` (clamped).
    var pitchStep: Int

    /// A combo lifts the pitch by a semitone per brick, up to an octave.
    static let maxPitchStep = 12

    init(_ kind: SoundKind, pitchStep: Int = 0) {
        self.kind = kind
        self.pitchStep = min(max(pitchStep, 0), kind.pitchSteps - 1)
    }

    /// The frequency factor of the pitch step (2 is an octave up).
    var pitch: Double { SoundVoice.pitchFactor(step: pitchStep) }

    var description: String { pitchStep == 0 ? kind.rawValue : "\(kind.rawValue)+\(pitchStep)" }
}
