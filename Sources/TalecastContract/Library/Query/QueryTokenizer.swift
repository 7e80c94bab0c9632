import TalecastCore

/// One whitespace-separated piece of a query, with where it starts.
package struct QueryToken: Sendable, Equatable {
  package let text: String
  /// Character offset in the query.
  package let start: Int

  /// The first colon that is not inside quotes.
  package func unquotedColon(in body: String) -> String.Index? {
    var quoted = false
    var index = body.startIndex
    while index < body.endIndex {
      let character = body[index]
      if character == "\"" { quoted.toggle() }
      if character == ":" && !quoted { return index }
      index = body.index(after: index)
    }
    return nil
  }
}

package enum QueryTokenizer {
  /// Splits on whitespace outside double quotes; an unclosed quote is an error.
  package static func tokens(of query: String) throws(QueryError) -> [QueryToken] {
    var tokens: [QueryToken] = []
    var current = ""
    var start = 0
    var quoted = false
    var quoteStart = 0
    for (offset, character) in query.enumerated() {
      // A control character (a NUL from a script, an escape) cannot be searched for: the
      // full-text search would stop reading the words at it.
      if !character.isWhitespace,
        character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        let code = character.unicodeScalars.first.map(TokenMarker.codePoint) ?? ""
        throw QueryError(
          query: query, start: offset, length: 1,
          problem: "a control character (\(code)) cannot be searched for")
      }
      if character == "\"" {
        if !quoted { quoteStart = offset }
        quoted.toggle()
      }
      if character.isWhitespace && !quoted {
        if !current.isEmpty { tokens.append(QueryToken(text: current, start: start)) }
        current = ""
        continue
      }
      if current.isEmpty { start = offset }
      current.append(character)
    }
    if quoted {
      throw QueryError(
        query: query, start: quoteStart, length: query.count - quoteStart, problem: "unclosed quote"
      )
    }
    if !current.isEmpty { tokens.append(QueryToken(text: current, start: start)) }
    return tokens
  }

  /// Removes the quotes of `"two words"`, keeping what they enclose.
  package static func unquote(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "")
  }
}
