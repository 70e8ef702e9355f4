import Breakout
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
        /// A new random level each period: `notes` set how bright it is (a blast, a hiss).
        case noise
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
        // The noise's own generator, the same every render: a sound is the same each time.
        var noise = GameRandom(seed: 0x5EED)
        var level = 0.0
        for i in 0..<total {
            let note = min(i / perNote, notes.count - 1)
            let k = i - note * perNote
            let t = Double(k) / rate
            let f = notes[note] * pitch * pow(glide, t / noteDuration)
            phase += f / rate
            if phase >= 1, wave == .noise { level = Double(noise.next() >> 11) / 4_503_599_627_370_496 - 1 }
            phase -= phase.rounded(.down)
            let envelope = (t < attack ? t / attack : exp(decay * (t - attack))) * min(1, max(0, Double(perNote - k) / Double(fade)))
            out[i] = Float(max(-1, min(1, volume * envelope * (wave == .noise ? level : sample(phase)))))
        }
        return out
    }

    /// One period of the waveform at `phase` 0..<1, in -1...1.
    private func sample(_ phase: Double) -> Double {
        switch wave {
        case .sine: return sin(2 * Double.pi * phase)
        case .square: return phase < 0.5 ? 1 : -1
        case .triangle: return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
        case .noise: return 0
        }
    }
}

extension SoundKind {
    /// What each sound is made of: short and cheap, one recipe each. Nil for speech, which a
    /// synthesizer cannot say: it plays from a theme's recordings or not at all.
    var voice: SoundVoice? {
        switch self {
        case .wall:
            return SoundVoice(wave: .triangle, notes: [392], noteDuration: 0.05, volume: 0.45)
        case .paddle:
            return SoundVoice(wave: .square, notes: [262], noteDuration: 0.08, glide: 1.12, volume: 0.2)
        case .reflectBrick:
            return SoundVoice(wave: .triangle, notes: [587], noteDuration: 0.04, volume: 0.4)
        case .brick:
            return SoundVoice(wave: .square, notes: [523], noteDuration: 0.07, glide: 0.94, volume: 0.18)
        case .energyHit:
            return SoundVoice(wave: .sine, notes: [1760], noteDuration: 0.1, glide: 0.4, volume: 0.35)
        case .explosion:
            return SoundVoice(wave: .noise, notes: [3000], noteDuration: 0.3, glide: 0.15, volume: 0.4, tail: 0.1)
        case .attach:
            return SoundVoice(wave: .sine, notes: [330, 262], noteDuration: 0.05, volume: 0.4)
        case .shot:
            return SoundVoice(wave: .square, notes: [1568], noteDuration: 0.04, glide: 0.5, volume: 0.12)
        case .lifeLost:
            return SoundVoice(wave: .triangle, notes: [440], noteDuration: 0.5, glide: 0.25, volume: 0.45, tail: 0.2)
        case .levelCleared:
            return SoundVoice(wave: .square, notes: [523, 659, 784, 1047, 1319, 1568], noteDuration: 0.09, volume: 0.16, tail: 0.25)
        case .score:
            return SoundVoice(wave: .sine, notes: [1047, 1319], noteDuration: 0.06, volume: 0.35, tail: 0.3)
        case .goldShower:
            return SoundVoice(wave: .sine, notes: [1319, 1568, 2093], noteDuration: 0.05, volume: 0.3, tail: 0.3)
        case .expand:
            return SoundVoice(wave: .triangle, notes: [262], noteDuration: 0.18, glide: 1.5, volume: 0.4, tail: 0.2)
        case .shrink:
            return SoundVoice(wave: .triangle, notes: [392], noteDuration: 0.18, glide: 0.67, volume: 0.4, tail: 0.2)
        case .gainLife:
            return SoundVoice(wave: .sine, notes: [392, 523, 659, 784, 1047], noteDuration: 0.07, volume: 0.4, tail: 0.3)
        case .energyBalls:
            return SoundVoice(wave: .sine, notes: [440], noteDuration: 0.2, glide: 2, volume: 0.35, tail: 0.2)
        case .extraBall:
            return SoundVoice(wave: .square, notes: [659, 880], noteDuration: 0.06, volume: 0.15, tail: 0.2)
        case .floor:
            return SoundVoice(wave: .triangle, notes: [131, 196], noteDuration: 0.12, glide: 1.05, volume: 0.4, tail: 0.15)
        case .freeze:
            return SoundVoice(wave: .sine, notes: [1568, 1175], noteDuration: 0.08, volume: 0.3, tail: 0.2)
        case .powerUp:
            return SoundVoice(wave: .sine, notes: [523, 659, 784, 1047], noteDuration: 0.06, volume: 0.4, tail: 0.3)
        case .speedUp:
            return SoundVoice(wave: .square, notes: [330], noteDuration: 0.15, glide: 2, volume: 0.15, tail: 0.2)
        case .speedDown:
            return SoundVoice(wave: .square, notes: [660], noteDuration: 0.15, glide: 0.5, volume: 0.15, tail: 0.2)
        case .joker:
            return SoundVoice(wave: .sine, notes: [523, 784, 659, 1047], noteDuration: 0.05, volume: 0.35, tail: 0.3)
        case .darkness:
            return SoundVoice(wave: .triangle, notes: [220, 165], noteDuration: 0.12, volume: 0.4, tail: 0.2)
        case .chaos:
            return SoundVoice(wave: .square, notes: [300, 500, 250, 450], noteDuration: 0.04, volume: 0.15, tail: 0.3)
        case .ghost:
            return SoundVoice(wave: .sine, notes: [660], noteDuration: 0.25, glide: 0.8, volume: 0.3, attack: 0.06, tail: 0.1)
        case .disable:
            return SoundVoice(wave: .triangle, notes: [523, 392, 262], noteDuration: 0.06, volume: 0.4, tail: 0.3)
        case .timeAdd:
            return SoundVoice(wave: .sine, notes: [880, 880], noteDuration: 0.06, volume: 0.35)
        case .explosiveBalls:
            return SoundVoice(wave: .noise, notes: [2000], noteDuration: 0.2, glide: 0.3, volume: 0.3, tail: 0.1)
        case .bonusMagnet:
            return SoundVoice(wave: .sine, notes: [196, 247, 196, 247], noteDuration: 0.08, volume: 0.35, tail: 0.2)
        case .malusMagnet:
            return SoundVoice(wave: .sine, notes: [185, 156, 185, 156], noteDuration: 0.08, volume: 0.35, tail: 0.2)
        case .weakBalls:
            return SoundVoice(wave: .triangle, notes: [330], noteDuration: 0.15, glide: 0.7, volume: 0.35, tail: 0.2)
        case .menuMotion:
            return SoundVoice(wave: .triangle, notes: [880], noteDuration: 0.03, volume: 0.25)
        case .menuClick:
            return SoundVoice(wave: .square, notes: [1047], noteDuration: 0.04, volume: 0.15)
        case .click:
            return SoundVoice(wave: .square, notes: [1568, 1047], noteDuration: 0.035, volume: 0.12)
        case .veryGood, .excellent, .damn, .dammit:
            return nil
        }
    }
}
