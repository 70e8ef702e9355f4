import Box2D3Shim

extension Box2D3Storm {
    /// The version the linked Box2D 3 library reports (b2GetVersion), shown with the settings
    /// as proof of what ran.
    static let libraryVersion: String = {
        var text = [CChar](repeating: 0, count: 32)
        b3s_version(&text, Int32(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
