import Foundation

/// Which emoji names a thing, from Unicode CLDR's English annotations (Debian
/// `unicode-cldr-core`: common/annotations/en.xml): each emoji's spoken name ("radio") and its
/// keywords ("radio | video"). Read once; immutable after.
struct EmojiNames: Sendable {
  /// Spoken names to the emoji ("cat" → 🐈; "honey pot" → 🍯).
  private(set) var byName: [String: String] = [:]
  /// Keywords to the emoji that list them, in file order ("letter" → [✉, 💌 …]).
  private(set) var byKeyword: [String: [String]] = [:]
  /// Each emoji's spoken name.
  private var names: [String: String] = [:]

  static let defaultPath = "/usr/share/unicode/cldr/common/annotations/en.xml"

  init(contentsOf path: String) throws(ArtMissing) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ArtMissing(
        "the Unicode CLDR annotations \(path) are missing (install unicode-cldr-core)")
    }
    self.init(xml: String(decoding: data, as: UTF8.self))
    guard !byName.isEmpty else {
      throw ArtMissing("the Unicode CLDR annotations \(path) name no emoji")
    }
  }

  /// Reads `<annotation cp="🐈" type="tts">cat</annotation>` and `<annotation cp="🐈">cat |
  /// pet</annotation>` lines; nothing else of the file is needed.
  init(xml: String) {
    for line in xml.split(separator: "\n") {
      guard let cpStart = line.range(of: "<annotation cp=\""),
        let cpEnd = line[cpStart.upperBound...].firstIndex(of: "\""),
        let open = line[cpEnd...].firstIndex(of: ">"),
        let close = line.range(of: "</annotation>")
      else { continue }
      let emoji = String(line[cpStart.upperBound..<cpEnd])
      let text = Self.unescape(String(line[line.index(after: open)..<close.lowerBound]))
        .lowercased()
      if line[cpEnd..<open].contains("type=\"tts\"") {
        if byName[text] == nil { byName[text] = emoji }
        names[emoji] = text
      } else {
        for keyword in text.split(separator: "|") {
          byKeyword[keyword.trimmingCharacters(in: .whitespaces), default: []].append(emoji)
        }
      }
    }
  }

  /// The emoji a noun names: its spoken name ("radio"); else, among those whose keywords list
  /// it, one whose name ends with it ("clock" → ⏰ "alarm clock", "lantern" → 🏮 "red paper
  /// lantern"), else the one with the shortest name ("letter" → ✉ "envelope", not 💌 "love
  /// letter").
  func emoji(for noun: String) -> String? {
    let noun = noun.lowercased()
    if let emoji = byName[noun] { return emoji }
    guard let listed = byKeyword[noun], !listed.isEmpty else { return nil }
    let named = listed.map { emoji in (emoji, name(of: emoji) ?? "") }
    if let ending = named.filter({ $0.1.hasSuffix(" " + noun) }).min(by: { $0.1.count < $1.1.count }
    ) {
      return ending.0
    }
    return named.min { $0.1.count < $1.1.count }?.0
  }

  /// The spoken name of an emoji.
  func name(of emoji: String) -> String? { names[emoji] }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&quot;", with: "\"")
  }
}

/// Why the drawings cannot be used: the built-in ones are drawn instead, and the job says so.
public struct ArtMissing: Error, Sendable, Equatable, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
