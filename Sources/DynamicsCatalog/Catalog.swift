import Geometry

/// The catalog's pages, in the order the list shows them.
public enum Catalog {
    public struct Page: Sendable {
        public let title: String
        public let make: @Sendable (Size) -> CatalogScene
    }

    public static let pages: [Page] = [
        Page(title: GravityAndCollisionsScene.title) { GravityAndCollisionsScene(size: $0) },
        Page(title: TowerScene.title) { TowerScene(size: $0) },
        Page(title: PyramidScene.title) { PyramidScene(size: $0) },
        Page(title: SnapScene.title) { SnapScene(size: $0) },
        Page(title: DragScene.title) { DragScene(size: $0) },
        Page(title: PendulumScene.title) { PendulumScene(size: $0) },
        Page(title: SpringsScene.title) { SpringsScene(size: $0) },
        Page(title: AttachmentKindsScene.title) { AttachmentKindsScene(size: $0) },
    ] + FieldScene.kinds.indices.map { k in
        Page(title: FieldScene.kinds[k].0) { FieldScene(size: $0, kind: k) }
    } + [
        Page(title: RegionScene.title) { RegionScene(size: $0) },
        Page(title: ChargeScene.title) { ChargeScene(size: $0) },
        Page(title: ItemGroupScene.title) { ItemGroupScene(size: $0) },
        Page(title: PushScene.title) { PushScene(size: $0) },
        Page(title: CollisionDelegateScene.title) { CollisionDelegateScene(size: $0) },
    ]
}
