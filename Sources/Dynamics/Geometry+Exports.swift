// The engine's points, vectors, sizes, rects and paths live in the Geometry module, which the
// window layer shares without the engine; ported UIKit code imports Dynamics alone and sees them.
@_exported import Geometry

/// The engine's error, before the geometry became a module of its own.
@available(*, deprecated, renamed: "GeometryError")
public typealias DynamicsError = GeometryError
