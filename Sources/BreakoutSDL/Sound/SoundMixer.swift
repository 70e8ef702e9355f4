/// Overlapping sounds through one queue: a new sound is added onto the part of the queue not
/// yet played, and that mix replaces the queue's rest. No callback thread and no per-frame
/// pumping; the device only ever holds what is still to be heard.
///
/// ```swift
/// var mixer = SoundMixer()
/// let first = mixer.mix(blip, unplayed: 0)          // queue `first`
/// let both = mixer.mix(ping, unplayed: 800)         // clear the queue, queue `both`
/// ```
struct SoundMixer: Sendable {
    /// What was last handed to the device, in full.
    private(set) var queued: [Float] = []

    init() {}

    /// `sound` added onto the last `unplayed` samples of what was queued, clamped to -1...1.
    /// The caller clears the device's queue and queues the result instead.
    mutating func mix(_ sound: [Float], unplayed: Int) -> [Float] {
        let rest = queued.suffix(max(0, min(unplayed, queued.count)))
        var out = [Float](repeating: 0, count: max(rest.count, sound.count))
        for (i, s) in rest.enumerated() { out[i] = s }
        for (i, s) in sound.enumerated() { out[i] = max(-1, min(1, out[i] + s)) }
        queued = out
        return out
    }
}
