import Testing
@testable import TOML

/// The settings file's TOML reader against the TOML 1.0 spec's own examples: what it must
/// accept (with the values it must give) and what it must refuse, with the line and column.
@Suite struct TOMLParserTests {
    func value(_ text: String, _ path: String...) throws -> TOMLValue.Kind? {
        var table = try TOMLParser.parse(text)
        for key in path.dropLast() { table = try #require(table[key]?.table) }
        return table[path.last!]?.kind
    }

    @Test func scalarsOfEveryKind() throws {
        #expect(try value("a = \"x\\ty\\u00E9\\U0001F600\\\\\"", "a") == .string("x\ty\u{E9}\u{1F600}\\"))
        #expect(try value("a = 'C:\\path\\no\\escapes'", "a") == .string("C:\\path\\no\\escapes"))
        #expect(try value("a = \"\"\"\nRoses\\\n   are red\"\"\"", "a") == .string("Rosesare red"))
        #expect(try value("a = \"\"\"two \"quotes\"\"\"\"\"", "a") == .string("two \"quotes\"\""))
        #expect(try value("a = '''\nfirst\nsecond'''", "a") == .string("first\nsecond"))
        #expect(try value("a = +99", "a") == .integer(99))
        #expect(try value("a = -17", "a") == .integer(-17))
        #expect(try value("a = 1_000", "a") == .integer(1000))
        #expect(try value("a = 0xDEAD_beef", "a") == .integer(0xDEADBEEF))
        #expect(try value("a = 0o755", "a") == .integer(0o755))
        #expect(try value("a = 0b1101", "a") == .integer(13))
        #expect(try value("a = -9223372036854775808", "a") == .integer(Int.min))
        #expect(try value("a = 6.626e-34", "a") == .float(6.626e-34))
        #expect(try value("a = -0.01", "a") == .float(-0.01))
        #expect(try value("a = 224_617.445_991_228", "a") == .float(224_617.445_991_228))
        #expect(try value("a = 5e+22", "a") == .float(5e22))
        #expect(try value("a = -inf", "a") == .float(-.infinity))
        #expect(try value("a = true", "a") == .boolean(true))
        #expect(try value("a = 1979-05-27T07:32:00-08:00", "a") == .dateTime("1979-05-27T07:32:00-08:00"))
        #expect(try value("a = 1979-05-27 07:32:00.999", "a") == .dateTime("1979-05-27 07:32:00.999"))
        #expect(try value("a = 00:32:00", "a") == .dateTime("00:32:00"))
        if case let .float(nan)? = try value("a = nan", "a") { #expect(nan.isNaN) } else { Issue.record("nan") }
    }

    @Test func tablesDottedKeysArraysAndInlineTables() throws {
        let text = """
            # comment
            title = "TOML" # trailing
            [owner]
            name = "Tom"
            "quoted key" = 1
            physical.color = "orange"
            physical.shape = "round"
            [a.b.c]
            d = [1, [2, 3], "mixed", { x = 1 },]
            [a]
            e = { first = "Tom", last.name = "Preston" }
            [[fruits]]
            name = "apple"
            [[fruits]]
            name = "banana"
            arr = [
              1, # one
              2,
            ]
            """
        let root = try TOMLParser.parse(text)
        #expect(root.keys == ["title", "owner", "a", "fruits"])
        #expect(root["owner"]?.line == 3)
        #expect(try value(text, "owner", "quoted key") == .integer(1))
        #expect(try value(text, "owner", "physical", "shape") == .string("round"))
        #expect(try value(text, "a", "e", "last", "name") == .string("Preston"))
        guard case let .array(fruits)? = root["fruits"]?.kind else { Issue.record("fruits"); return }
        #expect(fruits.count == 2)
        #expect(fruits[1].table?["name"]?.kind == .string("banana"))
        #expect(fruits[1].table?["arr"]?.line == 16)
        guard case let .array(d)? = try value(text, "a", "b", "c", "d") else { Issue.record("d"); return }
        #expect(d.count == 4)
    }

    @Test(arguments: [
        ("a = 1\na = 2", "2:1: a is defined twice (first on line 1)"),
        ("[t]\nx = 1\n[t]", "3:1: [t] is defined twice (first on line 1)"),
        ("a = { b = 1 }\na.c = 2", "2:1: a.c: a is defined already (line 1); dotted keys cannot add to it"),
        ("a = 1\n[a.b]", "2:1: [a.b]: a is a value, not a table (line 1)"),
        ("a = [1,]]", "1:9: expected the end of the line, found \"]\""),
        ("a = \"open", "1:10: the string is not closed with \""),
        ("a = \"bad \\q\"", "1:12: unknown escape \\q (allowed: \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX)"),
        ("a = 01", "1:5: 01 is not a value (a number, true, false, a \"string\", an [array] or a { table })"),
        ("a = 9223372036854775808", "1:5: 9223372036854775808 is not an integer TOML can hold (-9223372036854775808...9223372036854775807)"),
        ("a = 1__0", "1:5: 1__0 is not a value (a number, true, false, a \"string\", an [array] or a { table })"),
        ("a = 1979-02-30", "1:5: 1979-02-30 is not a valid date or time (as 1979-05-27T07:32:00Z, 1979-05-27 or 07:32:00)"),
        ("a = { b = 1,\nc = 2 }", "1:13: an inline table must stay on one line"),
        ("a = 1 b = 2", "1:7: expected the end of the line, found \"b\""),
        ("= 1", "1:1: expected a key, found \"=\""),
        ("a = 1\r\rb = 2", "1:6: a carriage return must be followed by a line feed"),
        ("[[t]]\n[t]", "2:1: [t] is defined twice (first on line 1)"),
        ("a = \"\\uD800\"", "1:12: \\uD800 is not a Unicode scalar value"),
    ])
    func invalidDocumentsSayWhereAndWhy(text: String, message: String) {
        do {
            _ = try TOMLParser.parse(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func nestingIsBounded() {
        let deep = "a = " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        do { _ = try TOMLParser.parse(deep); Issue.record("200 levels accepted") } catch {
            #expect(error.message == "arrays and inline tables nest more than 128 deep")
        }
        let fine = "a = " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: Never.self) { try TOMLParser.parse(fine) }
    }

    /// Issue 63: nesting written as dotted keys or headers was unbounded, and a key of 40,000
    /// parts overflowed the stack (building the tables, then hashing and freeing the values
    /// recursed). Each form, 100,000 deep, is now refused where it passes 128, with its line
    /// and column; so are forms that pass it only together.
    /// Keys of `n` parts named `name`, dotted.
    static func dotted(_ name: String, _ n: Int) -> String { Array(repeating: name, count: n).joined(separator: ".") }

    static let deepForms: [(String, Int)] = {
        let deep = dotted("a", 100_000)
        var forms: [(String, Int)] = []
        forms.append(("a = 0\n" + deep + " = 1\n", 2))
        forms.append(("[" + deep + "]\n", 1))
        forms.append(("[[" + deep + "]]\n", 1))
        forms.append(("x = { " + deep + " = 1 }\n", 1))
        // 100 header levels and 100 dotted ones: each fine alone, too deep together.
        forms.append(("[" + dotted("t", 100) + "]\n" + dotted("k", 100) + " = 1\n", 2))
        let inline = String(repeating: "{ a = ", count: 100) + "1" + String(repeating: " }", count: 100)
        forms.append(("x = " + inline + "\n[s]\ny = { " + dotted("b", 128) + " = 1 }\n", 3))
        forms.append(("[t]\nx = " + String(repeating: "[", count: 128) + String(repeating: "]", count: 128) + "\n", 2))
        return forms
    }()

    @Test(arguments: TOMLParserTests.deepForms)
    func deepNestingOfEveryFormIsRefusedWithItsLine(text: String, line: Int) {
        do {
            _ = try TOMLParser.parse(text)
            Issue.record("accepted \(text.prefix(40))...")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains("nest more than 128 deep"), "\(error)")
        }
    }

    @Test func nestingOfExactlyTheBoundIsRead() throws {
        let key = Array(repeating: "a", count: 128).joined(separator: ".")
        let root = try TOMLParser.parse(key + " = 1\n[" + Array(repeating: "b", count: 127).joined(separator: ".") + "]\nc = 2\n")
        var table = root
        for _ in 0..<127 { table = try #require(table["a"]?.table) }
        #expect(table["a"]?.kind == .integer(1))
    }

    /// Documents as deep as the parser lets them be (audit R4), in each form, `levels` deep
    /// counting the key, with `leaf` as the deepest value: a key of 128 dotted parts; a key
    /// and 127 arrays; 127 levels of arrays of tables (`[[a]]`, `[[a.a]]`, ...), which add an
    /// array to every table level, and a key in the deepest.
    static func deepest(_ form: String, levels: Int = 128, leaf: Int) -> String {
        switch form {
        case "dotted": return dotted("a", levels) + " = \(leaf)\n"
        case "arrays": return "x = " + String(repeating: "[", count: levels - 1) + "\(leaf)" + String(repeating: "]", count: levels - 1) + "\n"
        default: return (1..<levels).map { "[[" + dotted("a", $0) + "]]\n" }.joined() + "b = \(leaf)\n"
        }
    }

    /// Levels of values in a table, counted without recursing.
    static func depth(of root: TOMLTable) -> Int {
        var deepest = 0
        var stack = root.entries.map { ($0.value, 1) }
        while let (value, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            switch value.kind {
            case let .array(values): stack += values.map { ($0, depth + 1) }
            case let .table(table): stack += table.entries.map { ($0.value, depth + 1) }
            default: break
            }
        }
        return deepest
    }

    /// `==` and hashing recurse through the value tree (audit R4). On the deepest trees the
    /// parser returns (one level more is refused) they run to the bottom: two reads of one
    /// text are equal and hash alike, and a tree that differs only in its deepest value is
    /// told apart.
    @Test(arguments: ["dotted", "arrays", "arraysOfTables"])
    func equalityAndHashingReachTheBottomOfTheDeepestTrees(form: String) throws {
        #expect(throws: TOMLParseError.self) { try TOMLParser.parse(Self.deepest(form, levels: 129, leaf: 1)) }
        let one = try TOMLParser.parse(Self.deepest(form, leaf: 1))
        let again = try TOMLParser.parse(Self.deepest(form, leaf: 1))
        let other = try TOMLParser.parse(Self.deepest(form, leaf: 2))
        #expect(Self.depth(of: one) == (form == "arraysOfTables" ? 255 : 128), "\(Self.depth(of: one)) levels")
        #expect(one == again && one.hashValue == again.hashValue)
        #expect(one != other)
        #expect(Set([one, again, other]).count == 2)
    }
}
