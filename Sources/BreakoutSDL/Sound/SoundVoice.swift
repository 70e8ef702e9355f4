import Foundation

/// A recipe for a short synthesized sound: a waveform playing one or more notes in a row,
/// each gliding by `glide`, under an attack/decay envelope. `render` turns it into float32
/// mono PCM that never leaves -1...1.
///
/// ```swift
/// let blip = SoundVoice(wave: .square, notes: [660], noteDuration: 0.07, volume: 0.22)
/// let samples = blip.render(sampleRate: 44_100, pitch: SoundVoice.pitchFactor(step: 3))
/// ```
struct SoundVoice: Sendable {
    enum Wave: Sendable {
        case sine, square, triangle
    }

    var wave: Wave
    /// Base frequencies in Hz, played one after another.
    var notes: [Double]
    /// Seconds per note.
    var noteDuration: Double
    /// Frequency factor reached at the end of each note (1: steady; 0.25: two octaves down).
    var glide: Double = 1
    /// Peak amplitude, 0...1.
    var volume: Double
    /// Seconds to full volume; after it the note decays exponentially.
    var attack: Double = 0.004
    /// How far the note has decayed by its end (0.05: to 5 % of the peak).
    var tail: Double = 0.05

    init(wave: Wave, notes: [Double], noteDuration: Double, glide: Double = 1, volume: Double,
                attack: Double = 0.004, tail: Double = 0.05) {
        self.wave = wave
        self.notes = notes
        self.noteDuration = noteDuration
        self.glide = glide
        self.volume = volume
        self.attack = attack
        self.tail = tail
    }

    /// The whole sound's length in seconds (the same at every pitch).
    var duration: Double { noteDuration * Double(notes.count) }

    /// Samples for `duration` at `sampleRate`.
    func frameCount(sampleRate: Int) -> Int { Int((duration * Double(sampleRate)).rounded()) }

    /// The frequency factor `step` semitones up.
    static func pitchFactor(step: Int) -> Double { pow(2, Double(step) / 12) }

    /// Float32 mono PCM at `sampleRate`, every frequency multiplied by `pitch`.
    func render(sampleRate: Int, pitch: Double = 1) -> [Float] {
        let rate = Double(sampleRate)
        let total = frameCount(sampleRate: sampleRate)
        let perNote = max(1, Int((noteDuration * rate).rounded()))
        let decay = log(max(tail, 1e-6)) / noteDuration
        // Fade the last 3 ms of each note to zero: no click where one note stops.
        let fade = max(1, Int(0.003 * rate))
        var out = [Float](repeating: 0, count: total)
        var phase = 0.0
        for i in 0..<total {
            let note = min(i / perNote, notes.count - 1)
            let k = i - note * perNote
            let t = Double(k) / rate
            let f = notes[note] * pitch * pow(glide, t / noteDuration)
            phase += f / rate
            phase -= phase.rounded(.down)
            let envelope = (t < attack ? t / attack : exp(decay * (t - attack))) * min(1, max(0, Double(perNote - k) / Double(fade)))
            out[i] = Float(max(-1, min(1, volume * envelope * sample(phase))))
        }
        return out
    }

    /// One period of the waveform at `phase` 0..<1, in -1...1.
    private func sample(_ phase: Double) -> Double {
        switch wave {
        case .sine: return sin(2 * Double.pi * phase)
        case .square: return phase < 0.5 ? 1 : -1
        case .triangle: return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
        }
    }
}

extension SoundKind {
    /// What each sound is made of.
    var voice: SoundVoice {
        switch self {
        case .wall:
            return SoundVoice(wave: .triangle, notes: [392], noteDuration: 0.05, volume: 0.45)
        case .paddle:
            return SoundVoice(wave: .square, notes: [262], noteDuration: 0.08, glide: 1.12, volume: 0.2)
        case .brick:
            return SoundVoice(wave: .square, notes: [523], noteDuration: 0.07, glide: 0.94, volume: 0.18)
        case .powerUp:
            return SoundVoice(wave: .sine, notes: [523, 659, 784, 1047], noteDuration: 0.06, volume: 0.4, tail: 0.3)
        case .shot:
            return SoundVoice(wave: .square, notes: [1568], noteDuration: 0.04, glide: 0.5, volume: 0.12)
        case .magnet:
            return SoundVoice(wave: .sine, notes: [196, 247, 196, 247], noteDuration: 0.08, volume: 0.35, tail: 0.2)
        case .floor:
            return SoundVoice(wave: .triangle, notes: [131, 196], noteDuration: 0.12, glide: 1.05, volume: 0.4, tail: 0.15)
        case .lifeLost:
            return SoundVoice(wave: .triangle, notes: [440], noteDuration: 0.5, glide: 0.25, volume: 0.45, tail: 0.2)
        case .levelCleared:
            return SoundVoice(wave: .square, notes: [523, 659, 784, 1047, 1319, 1568], noteDuration: 0.09, volume: 0.16, tail: 0.25)
        }
    }
}
