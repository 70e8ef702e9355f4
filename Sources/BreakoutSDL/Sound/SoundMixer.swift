/// Overlapping sounds through one queue: a new sound is added onto the part of the queue not
/// yet played, and that mix replaces the queue's rest. No callback thread and no per-frame
/// pumping; the device only ever holds what is still to be heard. `volume` scales each new
/// sound as it goes in (what is queued already plays as it was).
///
/// ```swift
/// var mixer = SoundMixer()
/// mixer.volume = 50                                 // half the amplitude
/// let first = mixer.mix(blip, unplayed: 0)          // queue `first`
/// let both = mixer.mix(ping, unplayed: 800)         // clear the queue, queue `both`
/// ```
struct SoundMixer: Sendable {
    /// What was last handed to the device, in full.
    private(set) var queued: [Float] = []
    /// 0...100 (`display.volume`): the share of each sound's amplitude played, linear as
    /// LBreakoutHD's; 0 is silence.
    var volume = 100 {
        didSet { volume = min(max(volume, 0), 100) }
    }

    init() {}

    /// `sound` at `volume`, added onto the last `unplayed` samples of what was queued, clamped
    /// to -1...1. The caller clears the device's queue and queues the result instead.
    mutating func mix(_ sound: [Float], unplayed: Int) -> [Float] {
        let gain = Float(volume) / 100
        let rest = queued.suffix(max(0, min(unplayed, queued.count)))
        var out = [Float](repeating: 0, count: max(rest.count, sound.count))
        for (i, s) in rest.enumerated() { out[i] = s }
        for (i, s) in sound.enumerated() { out[i] = max(-1, min(1, out[i] + s * gain)) }
        queued = out
        return out
    }
}
