import Foundation

/// How one text field is taken in, whichever door it comes through: at most `characters`
/// characters, no NUL or other control character (prose may break lines: a line break or tab
/// is read as a space), trimmed, and in Unicode NFC, so that a name written with its accents
/// apart is stored, compared and found as the same name written precomposed.
public struct TextRule: Sendable, Hashable {
  public enum Form: Sendable, Hashable {
    /// One line: a name, a title, an id, a path.
    case line
    /// Prose (a premise, a scene's text): line breaks and tabs become spaces.
    case prose
  }

  public let characters: Int
  public let form: Form
  public let mayBeEmpty: Bool

  public init(characters: Int, form: Form = .line, mayBeEmpty: Bool = true) {
    self.characters = characters
    self.form = form
    self.mayBeEmpty = mayBeEmpty
  }

  /// `text` as it is kept, or why it is refused (`field` names it).
  public func checked(_ text: String, field: String) throws(RuleViolation) -> String {
    func refuse(_ problem: String) -> RuleViolation {
      RuleViolation(field: field, problem: problem)
    }
    // Counting bytes first is cheap and enough for any text within its limit; a 1 MB value is
    // counted once and refused before anything else reads it. A character is a Unicode code
    // point, as JSON Schema's maxLength counts ("👍🏻" is two), so the API keeps to its document.
    if text.utf8.count > characters, text.unicodeScalars.count > characters {
      var tooLong = refuse(
        "too long: \(text.unicodeScalars.count) characters, at most \(characters)")
      tooLong.overLimit = true
      throw tooLong
    }
    let prose = form == .prose
    if let control = TextRule.firstControl(in: text, allowingLineBreaks: prose) {
      throw refuse(
        "contains the control character \(TokenMarker.codePoint(control)) in \"\(TextRule.excerpt(text))\" (\(prose ? "only line breaks and tabs are allowed" : "a name or title is one line of text"))"
      )
    }
    let kept = TextFolding.composed(
      prose ? TextRule.spaced(text) : text.trimmingCharacters(in: .whitespaces))
    if kept.isEmpty && !mayBeEmpty { throw refuse("must not be empty") }
    return kept
  }

  /// The first control character in `text` (C0, DEL or C1), if any.
  public static func firstControl(in text: String, allowingLineBreaks: Bool = false)
    -> Unicode.Scalar?
  {
    text.unicodeScalars.first { scalar in
      guard isControl(scalar) else { return false }
      return !(allowingLineBreaks && ["\n", "\r", "\t"].contains(scalar))
    }
  }

  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` with every control character made a space, runs of spaces made one, trimmed.
  static func spaced(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      let space = isControl(scalar) || scalar == " "
      if space {
        if !lastWasSpace { result.unicodeScalars.append(" ") }
      } else {
        result.unicodeScalars.append(scalar)
      }
      lastWasSpace = space
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// At most `count` characters of `text` for an error message, with "…" when cut.
  public static func excerpt(_ text: String, _ count: Int = 40) -> String {
    let visible = String(
      text.unicodeScalars.prefix(count * 2).map { isControl($0) ? "·" : Character($0) }.prefix(
        count))
    return visible.count < text.count ? visible + "…" : visible
  }
}
