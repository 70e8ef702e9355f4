/// TOML's date-times as written: offset date-time (`1979-05-27T07:32:00Z`), local
/// date-time (`1979-05-27T07:32:00`), local date (`1979-05-27`) and local time (`07:32:00`),
/// with optional fractions of seconds. The settings hold none, but a file may.
enum TOMLDateTime {
    static func isValid(_ t: [UInt8]) -> Bool {
        var k = 0
        func number(_ n: Int) -> Int? {
            guard k + n <= t.count else { return nil }
            var v = 0
            for j in k..<(k + n) {
                guard t[j] >= 0x30 && t[j] <= 0x39 else { return nil }
                v = v * 10 + Int(t[j] - 0x30)
            }
            k += n
            return v
        }
        func take(_ c: Character) -> Bool {
            guard k < t.count, t[k] == c.asciiValue! else { return false }
            k += 1
            return true
        }
        func time() -> Bool {
            guard let h = number(2), take(":"), let m = number(2), take(":"), let s = number(2),
                  h < 24, m < 60, s <= 60 else { return false }
            if take(".") {
                let start = k
                while k < t.count, t[k] >= 0x30 && t[k] <= 0x39 { k += 1 }
                return k > start
            }
            return true
        }
        if t.count >= 3 && t[2] == UInt8(ascii: ":") { return time() && k == t.count }
        guard let y = number(4), take("-"), let mo = number(2), take("-"), let d = number(2), (1...12).contains(mo) else { return false }
        let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]
        guard (1...days).contains(d) else { return false }
        if k == t.count { return true }
        guard k < t.count, [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(t[k]) else { return false }
        k += 1
        guard time() else { return false }
        if k == t.count { return true }
        if take("Z") || take("z") { return k == t.count }
        guard k < t.count, t[k] == UInt8(ascii: "+") || t[k] == UInt8(ascii: "-") else { return false }
        k += 1
        guard let oh = number(2), take(":"), let om = number(2), oh < 24, om < 60 else { return false }
        return k == t.count
    }
}
