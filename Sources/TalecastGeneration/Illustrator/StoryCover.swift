import Foundation
import TalecastAudio

/// A story's square cover, as a podcast app or a phone's lock screen shows it: the title in a
/// band across the top, the first scene's picture below it, and the next scenes' pictures in a
/// strip along the bottom. Written as SVG, each picture embedded whole as a data address (so
/// the ids inside one drawing can never meet another's), then drawn by librsvg.
public enum StoryCover {
  /// 1400 px: the smallest square Apple's and most podcast directories take.
  public static let side = 1400
  /// Its file in the story's folder: a PNG, or a JPEG when a PNG would be too large.
  public static let fileNames = ["cover.png", "cover.jpg"]
  /// What podcast apps take: Apple's directory refuses covers of 512 KiB or more.
  public static let maximumBytes = 512 * 1024
  /// The JPEG qualities tried in turn (FFmpeg's scale, 2 the finest) when the PNG is too large.
  static let jpegQualities = [3, 5, 8, 12, 18, 31]

  /// The cover drawn: a PNG when it holds it under `maximumBytes` (our drawings: ≈ 200 KB),
  /// else the finest JPEG that does (pictures like photographs).
  public static func draw(title: String, pictures: [Picture]) throws(AudioError) -> (
    data: Data, fileName: String
  ) {
    let svg = Data(svg(title: title, pictures: pictures).utf8)
    let png = try PictureRasterizer.png(fromSVG: svg)
    if png.count < maximumBytes { return (png, fileNames[0]) }
    var jpeg = png
    for quality in jpegQualities {
      jpeg = try PictureRasterizer.jpeg(fromSVG: svg, quality: quality)
      if jpeg.count < maximumBytes { break }
    }
    return (jpeg, fileNames[1])
  }
  static let band = 340
  static let strip = 270
  /// At most this many pictures in the strip (each then 350 px wide).
  static let stripPictures = 4

  /// A picture of a scene as its file holds it.
  public struct Picture: Sendable {
    public var data: Data
    /// "svg", "png" or "jpg"; other kinds are left out (librsvg cannot draw them).
    public var fileExtension: String

    public init(data: Data, fileExtension: String) {
      self.data = data
      self.fileExtension = fileExtension
    }

    var mediaType: String? {
      switch fileExtension {
      case "svg": "image/svg+xml"
      case "png": "image/png"
      case "jpg", "jpeg": "image/jpeg"
      default: nil
      }
    }
  }

  /// The cover as SVG, from the story's title and its scenes' pictures in order.
  public static func svg(title: String, pictures: [Picture]) -> String {
    let usable = pictures.filter { $0.mediaType != nil }
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)">
      <title>\(escaped(title))</title>
      <rect x="0" y="0" width="\(side)" height="\(side)" fill="#1f3a5f"/>

      """
    let rest = Array(usable.dropFirst().prefix(stripPictures))
    let mainHeight = side - band - (rest.isEmpty ? 0 : strip)
    if let first = usable.first {
      // Cut to fit around its middle, where the illustrator puts the hero.
      svg += image(first, x: 0, y: band, width: side, height: mainHeight, align: "xMidYMid")
    }
    for (index, picture) in rest.enumerated() {
      let width = side / rest.count
      svg += image(
        picture, x: index * width, y: side - strip, width: width, height: strip, align: "xMidYMid")
    }
    if !rest.isEmpty {
      // Thin dark lines between the pictures of the strip and above it.
      svg +=
        "<rect x=\"0\" y=\"\(side - strip - 4)\" width=\"\(side)\" height=\"8\" fill=\"#1f3a5f\"/>\n"
      for index in 1..<rest.count {
        svg += "<rect x=\"\(index * side / rest.count - 4)\" y=\"\(side - strip)\" width=\"8\" "
        svg += "height=\"\(strip)\" fill=\"#1f3a5f\"/>\n"
      }
    }
    svg += titleLines(title)
    svg += "</svg>\n"
    return svg
  }

  /// A picture placed in its box, cut to fill it; our own drawings without their caption band
  /// (the cover has its own title, and a sentence would be too small to read there).
  static func image(_ picture: Picture, x: Int, y: Int, width: Int, height: Int, align: String)
    -> String
  {
    var data = picture.data
    if picture.fileExtension == "svg", let text = String(data: data, encoding: .utf8) {
      data = Data(withoutCaption(text).utf8)
    }
    let address = "data:\(picture.mediaType ?? "image/png");base64,\(data.base64EncodedString())"
    return """
      <image x="\(x)" y="\(y)" width="\(width)" height="\(height)" \
      preserveAspectRatio="\(align) slice" href="\(address)" xlink:href="\(address)"/>

      """
  }

  /// The SVG without the illustrator's caption group (`<g class="caption">…</g>`).
  static func withoutCaption(_ svg: String) -> String {
    guard let start = svg.range(of: "<g class=\"caption\">"),
      let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)
    else { return svg }
    return String(svg[..<start.lowerBound]) + String(svg[end.upperBound...])
  }

  /// The title in at most three centred lines, as large as fits: 96 px for two lines of about
  /// 22 characters, smaller for longer titles; a title longer still ends in "…".
  static func titleLines(_ title: String) -> String {
    let (lines, size) = layout(title)
    let lineHeight = size * 6 / 5
    let top = (band - lineHeight * lines.count) / 2 + size
    var text = ""
    for (index, line) in lines.enumerated() {
      text += "<text x=\"\(side / 2)\" y=\"\(top + index * lineHeight)\" "
      text += "font-family=\"DejaVu Serif, serif\" font-weight=\"bold\" font-size=\"\(size)\" "
      text += "fill=\"#fff6e0\" text-anchor=\"middle\">\(escaped(line))</text>\n"
    }
    return text
  }

  /// The lines and the font size in pixels.
  static func layout(_ title: String) -> (lines: [String], size: Int) {
    for (size, perLine, maxLines) in [(96, 22, 2), (76, 28, 3), (60, 36, 3)] {
      let lines = balanced(wrap(title, width: perLine))
      if lines.count <= maxLines, lines.allSatisfy({ $0.count <= perLine }) {
        return (lines, size)
      }
    }
    let all = wrap(title, width: 36)
    var lines = all.prefix(3).map { $0.count > 36 ? String($0.prefix(35)) + "…" : $0 }
    if all.count > 3, let last = lines.popLast() { lines.append(String(last.prefix(35)) + "…") }
    return (lines, 60)
  }

  /// The same words in as many lines, their breaks moved so the longest line is as short as
  /// can be, and no line ends on a word that leans on the next ("How Theo Found / the Singing
  /// Island", not "How Theo Found the / Singing Island"; "Grandma's Visit / with Mia"), nor
  /// leaves its last word alone ("Ada and the / Smoky Hills").
  static func balanced(_ lines: [String]) -> [String] {
    guard lines.count == 2 || lines.count == 3 else { return lines }
    let words = lines.joined(separator: " ").split(separator: " ").map(String.init)
    func line(_ range: Range<Int>) -> String { words[range].joined(separator: " ") }
    // A line ending on a leaning word counts as six characters longer than it is.
    func score(_ candidate: [String]) -> Int {
      let dangling = candidate.dropLast().filter { line in
        let last = line.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return leaning.contains(last) || last.hasSuffix("'s") || last.hasSuffix("’s")
      }
      // So does a last line of one word left alone under a longer title ("Smoky / Hills").
      let orphan = words.count >= 3 && !(candidate.last?.contains(" ") ?? true)
      return (candidate.map(\.count).max() ?? 0) + 6 * dangling.count + (orphan ? 6 : 0)
    }
    var best = lines
    for first in 1..<words.count {
      let seconds = lines.count == 2 ? [words.count] : Array((first + 1)..<words.count)
      for second in seconds {
        var candidate = [line(0..<first), line(first..<second)]
        if second < words.count { candidate.append(line(second..<words.count)) }
        if candidate.count == lines.count, score(candidate) < score(best) { best = candidate }
      }
    }
    return best
  }

  /// Words that belong with the word after them.
  static let leaning: Set<String> = [
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "by", "for", "with", "from",
    "who", "that", "her", "his", "their", "my", "your", "our",
  ]

  /// Words in lines of at most `width` characters (a longer word is a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.isEmpty ? [""] : lines
  }

  static func escaped(_ text: String) -> String { SVGCanvas.escape(text) }
}
