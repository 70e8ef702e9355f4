import Breakout

/// The wire format of `NetMessage`s: each frame is a 4-byte big-endian length, then a type
/// byte and the fields, big-endian, strings as a 2-byte length and UTF-8. A frame longer
/// than `maxFrame`, an unknown type, a field cut short, bytes left over, text that is not
/// UTF-8 or a number out of its range is an error that names what is wrong; the connection
/// then closes. Nothing a peer sends can make a reader allocate more than `maxFrame`.
///
/// ```swift
/// var reader = NetCodec.Reader()
/// reader.append(bytes)
/// while let message = try reader.next() { handle(message) }
/// ```
public enum NetCodec {
    /// Changes whenever a frame's layout or meaning does (3: hello and welcome carry the
    /// reconnect token).
    public static let protocolVersion: UInt16 = 3
    /// The largest frame body (a hello with every setting is about 2 KB).
    public static let maxFrame = 16 * 1024
    /// The longest string field, in bytes.
    public static let maxString = 1024
    /// The most settings a hello may list.
    public static let maxSettings = 256

    public struct DecodingError: Error, Hashable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    private enum Kind: UInt8 {
        case hello = 1, welcome, refuse, input, hash, ping, pong, bye
    }

    // MARK: Writing

    /// The whole frame for `message`, length first.
    public static func frame(_ message: NetMessage) -> [UInt8] {
        var body = Writer()
        switch message {
        case let .hello(h):
            body.byte(Kind.hello.rawValue)
            body.u16(h.protocolVersion)
            body.string(h.gameVersion)
            let settings = h.settings.sorted { $0.key < $1.key }.prefix(maxSettings)
            body.u16(UInt16(settings.count))
            for (key, value) in settings { body.string(key); body.string(value) }
            body.u64(h.levelsDigest)
            body.string(h.levelsName)
            body.u16(h.levelCount)
            body.u32(h.wantedSteps)
            body.u32(h.resumeFrom)
            body.u64(h.token)
        case let .welcome(w):
            body.byte(Kind.welcome.rawValue)
            body.u64(w.seed)
            body.u32(w.endStep)
            body.u32(w.resumeFrom)
            body.u64(w.token)
        case let .refuse(reason):
            body.byte(Kind.refuse.rawValue)
            body.string(reason)
        case let .input(step, part):
            body.byte(Kind.input.rawValue)
            body.u32(step)
            body.byte((part.paddleX != nil ? 1 : 0) | (part.launch ? 2 : 0))
            if let x = part.paddleX { body.u64(x.bitPattern) }
        case let .hash(step, value):
            body.byte(Kind.hash.rawValue)
            body.u32(step)
            body.u64(value)
        case let .ping(id):
            body.byte(Kind.ping.rawValue)
            body.u32(id)
        case let .pong(id):
            body.byte(Kind.pong.rawValue)
            body.u32(id)
        case let .bye(reason):
            body.byte(Kind.bye.rawValue)
            body.string(reason)
        }
        var out = Writer()
        out.u32(UInt32(body.bytes.count))
        return out.bytes + body.bytes
    }

    private struct Writer {
        var bytes: [UInt8] = []
        mutating func byte(_ b: UInt8) { bytes.append(b) }
        mutating func u16(_ v: UInt16) { for s in [8, 0] { bytes.append(UInt8(truncatingIfNeeded: v >> UInt16(s))) } }
        mutating func u32(_ v: UInt32) { for s in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt32(s))) } }
        mutating func u64(_ v: UInt64) { for s in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt64(s))) } }
        /// Longer strings are cut at `maxString` bytes (on a character boundary).
        mutating func string(_ s: String) {
            var utf8 = Array(s.utf8)
            if utf8.count > NetCodec.maxString {
                var cut = String(decoding: utf8.prefix(NetCodec.maxString), as: UTF8.self)
                while cut.utf8.count > NetCodec.maxString { cut.removeLast() }
                utf8 = Array(cut.utf8)
            }
            u16(UInt16(utf8.count))
            bytes += utf8
        }
    }

    // MARK: Reading

    /// Collects stream bytes and cuts them into messages.
    public struct Reader {
        private var buffer: [UInt8] = []
        private var start = 0

        public init() {}

        public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            buffer.append(contentsOf: bytes)
        }

        /// The next whole message; nil until its bytes have all come.
        public mutating func next() throws(DecodingError) -> NetMessage? {
            guard buffer.count - start >= 4 else { return nil }
            let length = buffer[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length >= 1, length <= NetCodec.maxFrame else {
                throw DecodingError("a frame of \(length) bytes (allowed: 1...\(NetCodec.maxFrame))")
            }
            guard buffer.count - start >= 4 + length else { return nil }
            let body = Array(buffer[start + 4..<start + 4 + length])
            start += 4 + length
            // Drop what was read once it is most of the buffer (no quadratic copying).
            if start > 4096 && start * 2 > buffer.count {
                buffer.removeFirst(start)
                start = 0
            }
            return try NetCodec.decode(body: body)
        }
    }

    /// One frame's body (type byte and fields).
    public static func decode(body: [UInt8]) throws(DecodingError) -> NetMessage {
        var r = FieldReader(bytes: body)
        let type = try r.byte()
        guard let kind = Kind(rawValue: type) else { throw DecodingError("unknown message type \(type)") }
        let message: NetMessage
        switch kind {
        case .hello:
            let version = try r.u16()
            let gameVersion = try r.string("the game's version")
            let count = Int(try r.u16())
            guard count <= maxSettings else { throw DecodingError("hello lists \(count) settings (allowed: 0...\(maxSettings))") }
            var settings: [String: String] = [:]
            for _ in 0..<count {
                let key = try r.string("a setting's key")
                settings[key] = try r.string("the value of \(key)")
            }
            let digest = try r.u64()
            let name = try r.string("the levels' name")
            let levels = try r.u16()
            let wanted = try r.u32()
            let resume = try r.u32()
            let token = try r.u64()
            message = .hello(NetMessage.Hello(protocolVersion: version, gameVersion: gameVersion, settings: settings, levelsDigest: digest,
                                              levelsName: name, levelCount: levels, wantedSteps: wanted, resumeFrom: resume, token: token))
        case .welcome:
            message = .welcome(NetMessage.Welcome(seed: try r.u64(), endStep: try r.u32(), resumeFrom: try r.u32(), token: try r.u64()))
        case .refuse:
            message = .refuse(try r.string("the reason"))
        case .input:
            let step = try r.u32()
            let flags = try r.byte()
            guard flags & ~3 == 0 else { throw DecodingError("input flags \(flags) (allowed: 0...3)") }
            var x: Double?
            if flags & 1 != 0 {
                let value = Double(bitPattern: try r.u64())
                // A paddle anywhere on a field: finite, and not absurdly far off it.
                guard value.isFinite, abs(value) <= 1e6 else { throw DecodingError("paddle x \(value) (allowed: a finite number within ±1e6)") }
                x = value
            }
            message = .input(step: step, part: GameInput.PlayerPart(paddleX: x, launch: flags & 2 != 0))
        case .hash:
            message = .hash(step: try r.u32(), value: try r.u64())
        case .ping:
            message = .ping(try r.u32())
        case .pong:
            message = .pong(try r.u32())
        case .bye:
            message = .bye(try r.string("the reason"))
        }
        guard r.isAtEnd else { throw DecodingError("\(r.remaining) bytes after a \(message.kind) message") }
        return message
    }

    private struct FieldReader {
        let bytes: [UInt8]
        var at = 0

        var isAtEnd: Bool { at == bytes.count }
        var remaining: Int { bytes.count - at }

        mutating func take(_ n: Int) throws(DecodingError) -> ArraySlice<UInt8> {
            guard remaining >= n else { throw DecodingError("a message cut short (\(remaining) of \(n) bytes)") }
            defer { at += n }
            return bytes[at..<at + n]
        }

        mutating func byte() throws(DecodingError) -> UInt8 { try take(1).first! }
        mutating func u16() throws(DecodingError) -> UInt16 { try take(2).reduce(0) { $0 << 8 | UInt16($1) } }
        mutating func u32() throws(DecodingError) -> UInt32 { try take(4).reduce(0) { $0 << 8 | UInt32($1) } }
        mutating func u64() throws(DecodingError) -> UInt64 { try take(8).reduce(0) { $0 << 8 | UInt64($1) } }

        mutating func string(_ what: String) throws(DecodingError) -> String {
            let length = Int(try u16())
            guard length <= NetCodec.maxString else { throw DecodingError("\(what) of \(length) bytes (allowed: 0...\(NetCodec.maxString))") }
            let raw = try take(length)
            guard let text = String(validating: raw, as: UTF8.self) else { throw DecodingError("\(what) is not UTF-8") }
            return text
        }
    }
}
