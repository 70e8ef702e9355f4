/// A Swift identifier handed to a delegate that asks for `NSCopying`: `value` is the identifier.
public final class IdentifierBox: NSObject, NSCopying {
    public let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public override func isEqual(_ object: Any?) -> Bool { (object as? IdentifierBox)?.value == value }
    public override var hash: Int { value.hashValue }
    public override var description: String { "\(value)" }
}

/// UIKit code names boundaries with strings as `NSCopying` (`"wall" as NSCopying`) and reads
/// them back with `identifier as? String`. On Apple's platforms a string bridges to NSString;
/// Foundation on Linux has no such bridge for a protocol, so the cast would warn and the
/// coercion would need `NSString`. A string copies as itself.
extension String: @retroactive NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
