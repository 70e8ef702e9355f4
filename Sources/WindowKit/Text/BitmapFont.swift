/// A built-in 5 x 7 bitmap font (capitals, digits, punctuation), for when no font file can be
/// loaded: the HUD and menus stay readable instead of the game failing.
public enum BitmapFont {
    /// Each glyph: 7 rows of 5 columns, "#" = ink.
    static let rows: [Character: [String]] = [
        "A": [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "B": ["#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "],
        "C": [" ### ", "#   #", "#    ", "#    ", "#    ", "#   #", " ### "],
        "D": ["#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "],
        "E": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
        "F": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    "],
        "G": [" ### ", "#   #", "#    ", "# ###", "#   #", "#   #", " ####"],
        "H": ["#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "I": [" ### ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "J": ["  ###", "   # ", "   # ", "   # ", "   # ", "#  # ", " ##  "],
        "K": ["#   #", "#  # ", "# #  ", "##   ", "# #  ", "#  # ", "#   #"],
        "L": ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
        "M": ["#   #", "## ##", "# # #", "# # #", "#   #", "#   #", "#   #"],
        "N": ["#   #", "##  #", "# # #", "#  ##", "#   #", "#   #", "#   #"],
        "O": [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "P": ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
        "Q": [" ### ", "#   #", "#   #", "#   #", "# # #", "#  # ", " ## #"],
        "R": ["#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #"],
        "S": [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
        "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        "U": ["#   #", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "V": ["#   #", "#   #", "#   #", "#   #", "#   #", " # # ", "  #  "],
        "W": ["#   #", "#   #", "#   #", "# # #", "# # #", "## ##", "#   #"],
        "X": ["#   #", "#   #", " # # ", "  #  ", " # # ", "#   #", "#   #"],
        "Y": ["#   #", "#   #", " # # ", "  #  ", "  #  ", "  #  ", "  #  "],
        "Z": ["#####", "    #", "   # ", "  #  ", " #   ", "#    ", "#####"],
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
        ":": ["     ", "  #  ", "  #  ", "     ", "  #  ", "  #  ", "     "],
        ".": ["     ", "     ", "     ", "     ", "     ", " ##  ", " ##  "],
        ",": ["     ", "     ", "     ", "     ", " ##  ", "  #  ", " #   "],
        "!": ["  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "     ", "  #  "],
        "?": [" ### ", "#   #", "    #", "   # ", "  #  ", "     ", "  #  "],
        "-": ["     ", "     ", "     ", "#####", "     ", "     ", "     "],
        "+": ["     ", "  #  ", "  #  ", "#####", "  #  ", "  #  ", "     "],
        "/": ["    #", "    #", "   # ", "  #  ", " #   ", "#    ", "#    "],
        "%": ["##   ", "##  #", "   # ", "  #  ", " #   ", "#  ##", "   ##"],
        "(": ["   # ", "  #  ", " #   ", " #   ", " #   ", "  #  ", "   # "],
        ")": [" #   ", "  #  ", "   # ", "   # ", "   # ", "  #  ", " #   "],
        "'": ["  #  ", "  #  ", " #   ", "     ", "     ", "     ", "     "],
        "=": ["     ", "     ", "#####", "     ", "#####", "     ", "     "],
        "<": ["   # ", "  #  ", " #   ", "#    ", " #   ", "  #  ", "   # "],
        ">": [" #   ", "  #  ", "   # ", "    #", "   # ", "  #  ", " #   "],
        "x": ["     ", "     ", "#   #", " # # ", "  #  ", " # # ", "#   #"],
        "_": ["     ", "     ", "     ", "     ", "     ", "     ", "#####"],
        "\"": [" # # ", " # # ", "     ", "     ", "     ", "     ", "     "],
        "#": [" # # ", "#####", " # # ", " # # ", "#####", " # # ", "     "],
        " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
    ]

    /// The atlas at `scale` pixels per font pixel (one column of space between glyphs).
    public static func atlas(scale: Int = 4) -> GlyphAtlasImage {
        let glyphs = rows.keys.sorted()
        let cellW = 6 * scale, cellH = 8 * scale
        let width = cellW * glyphs.count, height = cellH
        var pixels = [UInt32](repeating: 0, count: width * height)
        var table: [Character: GlyphAtlasImage.Glyph] = [:]
        for (k, ch) in glyphs.enumerated() {
            let x0 = k * cellW
            for (ry, row) in rows[ch]!.enumerated() {
                for (rx, mark) in row.enumerated() where mark == "#" {
                    for dy in 0..<scale { for dx in 0..<scale { pixels[(ry * scale + dy) * width + x0 + rx * scale + dx] = 0xFFFF_FFFF } }
                }
            }
            table[ch] = GlyphAtlasImage.Glyph(x: x0, y: 0, width: cellW, height: cellH, advance: cellW)
        }
        // Lower case draws as upper case, and a letter with an accent as the letter ("É" as
        // "E", "ß" as "S"): the font has no accents, and the text stays readable.
        for ch in "abcdefghijklmnopqrstuvwxyz" {
            if let g = table[Character(ch.uppercased())] { table[ch] = g }
        }
        for code in 0xC0...0xFF {
            let ch = Character(UnicodeScalar(code)!)
            let base = String(ch).decomposedStringWithCanonicalMapping.unicodeScalars.first.map(Character.init) ?? ch
            let plain: Character = ch == "ß" ? "S" : Character(base.uppercased())
            if table[ch] == nil, let g = table[plain] { table[ch] = g }
        }
        return GlyphAtlasImage(width: width, height: height, pixels: pixels, glyphs: table, lineHeight: cellH, source: "built-in 5x7 font")
    }
}
