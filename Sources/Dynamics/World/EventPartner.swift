/// The other body of a body's current event (-1: a boundary, or none), and that body's version
/// when the event was predicted: a partner whose trajectory changed since makes the event stale.
struct EventPartner: BitwiseCopyable {
    var body: Int32
    var version: UInt32

    static let none = EventPartner(body: -1, version: 0)
}
