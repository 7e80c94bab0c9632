/// The bar under a picture: the scene's number and its first sentence, whole. The sentence is
/// wrapped at words into at most `maximumLines` lines, at the largest of the sizes that lets it
/// fit; only a first sentence too long for the smallest size (over ≈ 350 characters) ends at a
/// word with "…". Widths are estimated (SVG has no font metrics before it is drawn), never
/// short of DejaVu Sans's (`em(_:)`).
struct SceneCaption {
  static let sizes: [Double] = [20, 18, 16, 14]
  static let maximumLines = 4
  static let width = 760.0

  let lines: [String]
  let size: Double

  init(number: Int, count: Int, text: String) {
    let caption = "\(number)/\(count) · " + Self.firstSentence(of: text)
    // The largest size at which it fits, else the smallest.
    let smallest = Self.sizes[Self.sizes.count - 1]
    let (size, lines) =
      Self.sizes.lazy.map { ($0, Self.wrap(caption, size: $0)) }
      .first { $0.1.count <= Self.maximumLines } ?? (smallest, Self.wrap(caption, size: smallest))
    self.size = size
    var kept = Array(lines.prefix(Self.maximumLines))
    if lines.count > Self.maximumLines { kept[kept.count - 1] += " …" }
    self.lines = kept
  }

  /// The bar's height: its lines and a margin above and below.
  var height: Double { Double(lines.count) * lineHeight + 16 }
  var lineHeight: Double { size * 1.25 }

  func draw(_ canvas: inout SVGCanvas) {
    let top = Double(canvas.height) - height
    canvas.section("caption") { canvas in
      canvas.rect(x: 0, y: top, width: Double(canvas.width), height: height, fill: "#000000")
      for (index, line) in lines.enumerated() {
        canvas.text(
          line, x: 20, y: top + 8 + size + Double(index) * lineHeight, size: size,
          fill: "#ffffff")
      }
    }
  }

  /// The text up to the end of its first sentence (a `.`, `!`, `?` or `…`, with any closing
  /// quote, before a space or the end), or all of it when it has no such end.
  static func firstSentence(of text: String) -> String {
    let characters = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
    var index = 0
    while index < characters.count {
      if ".!?…".contains(characters[index]) {
        var end = index + 1
        while end < characters.count, "\"'”’)".contains(characters[end]) { end += 1 }
        if end == characters.count || characters[end].isWhitespace {
          return String(characters[..<end])
        }
      }
      index += 1
    }
    return String(characters)
  }

  /// Lines of words at most `width` wide at `size` (a word wider than a line has one alone).
  static func wrap(_ text: String, size: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || estimatedWidth(candidate, size: size) <= width {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  static func estimatedWidth(_ text: String, size: Double) -> Double {
    text.unicodeScalars.reduce(0) { width, scalar in width + size * em(scalar) }
  }

  /// A character's advance in em, at least DejaVu Sans's (Debian's sans-serif) for it, so an
  /// estimate never falls short: narrow punctuation and i/j/l, then f/t/r, most lower case and
  /// digits, capitals, m/w/M/W, and 1 em for wide scripts and emoji. Combining marks take none.
  static func em(_ scalar: Unicode.Scalar) -> Double {
    switch scalar {
    case " ", ".", ",", ":", ";", "'", "!", "|", "·", "i", "j", "l", "I": 0.4
    case "f", "t", "r", "(", ")", "-": 0.45
    case "m", "w", "M", "W", "@", "%": 1.0
    case "A"..."Z": 0.8
    case "a"..."z", "0"..."9": 0.64
    case "\u{300}"..."\u{36F}": 0
    default: scalar.value < 0x2E80 ? 0.8 : 1.0
    }
  }
}
