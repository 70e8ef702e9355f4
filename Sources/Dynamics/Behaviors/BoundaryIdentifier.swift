/// A Swift identifier handed to a delegate that asks for `NSCopying`: `value` is the identifier.
public final class IdentifierBox: NSObject, NSCopying {
    /// The boundary's identifier, as it was added.
    public let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
    /// The box itself: it never changes, so a copy may be the same object.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    /// Whether `object` is a box of an equal identifier.
    public override func isEqual(_ object: Any?) -> Bool { (object as? IdentifierBox)?.value == value }
    /// The identifier's hash, so equal boxes hash alike.
    public override var hash: Int { value.hashValue }
    /// The identifier as text.
    public override var description: String { "\(value)" }
}

/// UIKit code names boundaries with strings as `NSCopying` (`"wall" as NSCopying`) and reads
/// them back with `identifier as? String`. On Apple's platforms a string bridges to NSString;
/// Foundation on Linux has no such bridge for a protocol, so the cast would warn and the
/// coercion would need `NSString`. A string copies as itself.
extension String: @retroactive NSCopying {
    /// The string itself: a value, so the copy is the same text.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
