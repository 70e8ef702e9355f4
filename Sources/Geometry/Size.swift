/// A width and height in points: Foundation's `CGSize` under the engine's shorter name.
///
/// ```swift
/// let ball = Size(width: 10, height: 10)
/// ```
public typealias Size = CGSize
