import ArgumentParser

/// The groups of scenes the table can run, each printed as its own table.
enum SceneGroup: String, CaseIterable, Sendable {
    /// storm.md's balls among bricks.
    case storm
    /// PyramidSpec's stack of boxes at rest.
    case pyramid
    /// Box2D v3's own benchmark scenes large_pyramid and many_pyramids (`LargePyramidSpec`,
    /// `ManyPyramidsSpec`).
    case box2dPyramids = "box2d-pyramids"
    /// Box2D v3's own benchmark scene joint_grid (`JointGridSpec`).
    case box2dJointGrid = "box2d-joint-grid"

    static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// Groups from a comma-separated list such as "storm,pyramid".
    static func list(_ text: String) throws -> [SceneGroup] {
        try text.split(separator: ",").map { name in
            let trimmed = name.filter { !$0.isWhitespace }
            guard let group = SceneGroup(rawValue: trimmed) else {
                throw ValidationError("unknown scene group '\(trimmed)'; choose from \(names)")
            }
            return group
        }
    }
}
