import Foundation
import TalecastContract

/// The rules a token's name follows: 1 to 64 characters, no control characters, not only
/// spaces. Names show in `tokens list` and in logs, so nothing in one may move a terminal.
enum TokenName {
  static let longest = 64

  static func check(_ name: String) throws(TokenError) {
    if name.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .invalidName("a name is needed (1 to \(longest) characters)")
    }
    if name.count > longest {
      throw .invalidName("at most \(longest) characters, found \(name.count)")
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw .invalidName("a control character (a tab, a new line …) is not allowed")
    }
  }
}
