/// A contact the sweep found this step, kept for the collision delegate.
struct ContactHit: BitwiseCopyable {
    var body: Int32
    /// The other body, or -1 for a boundary.
    var other: Int32
    /// The boundary record, or -1 for a body.
    var record: Int32
    var x: Double
    var y: Double
}
