import Foundation

/// Reads the WebVTT files Talecast writes beside a story's audio (`story.vtt`: a cue a
/// sentence) back into captions: each cue's start and its text, with the character references
/// the writer escaped (`&amp;`, `&lt;`, `&gt;`) read back. Anything that is not a cue (the
/// header, notes, a broken timing line) is passed over; no cue is an empty list.
public enum SubtitleCues {
  public static func captions(fromWebVTT text: String) -> [PlayableCaption] {
    var captions: [PlayableCaption] = []
    let blocks = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
    for block in blocks {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: true)
      guard let timing = lines.firstIndex(where: { $0.contains("-->") }),
        let start = seconds(lines[timing].components(separatedBy: "-->")[0])
      else { continue }
      let words = lines[(timing + 1)...].joined(separator: " ")
      let caption = unescape(words).trimmingCharacters(in: .whitespaces)
      if !caption.isEmpty { captions.append(PlayableCaption(start: start, text: caption)) }
    }
    return captions.sorted { $0.start < $1.start }
  }

  /// "00:01:02.345" or "01:02.345", in seconds.
  static func seconds(_ text: String) -> Double? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
    guard (2...3).contains(parts.count) else { return nil }
    var total = 0.0
    for part in parts {
      guard let value = Double(part), value >= 0 else { return nil }
      total = total * 60 + value
    }
    return total
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
  }
}
