import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

extension QueryCompiler {
  /// A string for FTS5: in double quotes, inner quotes doubled.
  static func ftsString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Words for PostgreSQL's `to_tsquery`, as FTS5's unicode61 tokenizer reads them
  /// (`SearchText.words`); adjacent in order (`<->`), the last one a prefix unless it is an
  /// exact phrase. Nil when no word is left.
  static func tsQuery(_ text: String, prefix: Bool) -> String? {
    let words = SearchText.words(text).map { "'\($0)'" }
    guard !words.isEmpty else { return nil }
    return "(" + words.joined(separator: " <-> ") + (prefix ? ":*" : "") + ")"
  }

  /// A LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped.
  static func contains(_ text: String, prefixOnly: Bool = false) -> StoreValue {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
    return .text((prefixOnly ? "" : "%") + escaped + "%")
  }

  /// `column` holds `text` anywhere, ASCII case folded. Text with letters beyond ASCII
  /// compares both sides in Unicode lower case and NFC (`fold`: a function of the SQLite adapter, and
  /// of the PostgreSQL schema), since a case-folding LIKE folds ASCII only; plain ASCII keeps
  /// the match's own folding, which an index can serve.
  static func like(_ column: String, _ text: String) -> SQLFragment {
    text.allSatisfy(\.isASCII)
      ? .like("\(raw: column)", contains(text))
      : .like("fold(\(raw: column))", contains(TextFolding.folded(text)))
  }

  static func condition(_ field: QueryField, _ value: QueryValue) -> SQLFragment {
    switch (field, value) {
    case (.id, .text(let text)): .like("s.id", contains(text.lowercased(), prefixOnly: true))
    case (.title, .text(let text)): like("s.title", text)
    case (.hero, .text(let text)): like("s.hero_name", text)
    case (.occasion, .text(let text)):
      "(\(like("s.occasion_title", text)) OR \(like("s.occasion_id", text)))"
    case (.voice, .text(let text)): like("s.voice", text)
    case (.language, .text(let text)): like("s.language", text)
    case (.favorite, .flag(let flag)): "s.favorite = \(flag: flag)"
    case (.outdated, .flag(let flag)): "s.audio_needs_regeneration = \(flag: flag)"
    case (.plays, .count(let low, let high)):
      bounds("s.play_count", low.map { .integer($0) }, ">=", high.map { .integer($0) }, "<=")
    case (.duration, .seconds(let low, let high)):
      bounds("s.duration", low.map { .real($0) }, ">=", high.map { .real($0) }, "<")
    case (.created, .time(let low, let high)):
      bounds("s.created", low.map { .time($0) }, ">=", high.map { .time($0) }, "<")
    case (.played, .time(let low, let high)):
      "s.last_played IS NOT NULL AND "
        + bounds("s.last_played", low.map { .time($0) }, ">=", high.map { .time($0) }, "<")
    default:
      "FALSE"  // the parser never pairs a field with another kind of value
    }
  }

  private static func bounds(
    _ column: String, _ low: StoreValue?, _ lowOperator: String, _ high: StoreValue?,
    _ highOperator: String
  ) -> SQLFragment {
    var parts: [SQLFragment] = []
    if let low { parts.append("\(raw: column) \(raw: lowOperator) \(low)") }
    if let high { parts.append("\(raw: column) \(raw: highOperator) \(high)") }
    return parts.isEmpty ? "TRUE" : parts.joined(separator: " AND ")
  }
}
