import Foundation
import TalecastCore

/// A parsed story query in the habit of beets: bare words search title and text (ranked),
/// `field:value` filters, `-` or `^` in front negates, quotes keep spaces together.
///
/// `dragon hero:Luna -favorite:true plays:1..2 duration:..5:00 created:-1w.. occasion:"Bedtime Adventure"`
public struct StoryQuery: Sendable, Equatable {
  public enum Term: Sendable, Equatable {
    /// A word or quoted phrase to find in the title or text, whole; `prefix` for a word
    /// typed with `*` after it (`drag*`: dragon, dragons), whose last word may go on.
    case text(String, phrase: Bool, prefix: Bool = false)
    case field(QueryField, QueryValue)
  }

  public struct Clause: Sendable, Equatable {
    public let term: Term
    public let negated: Bool
  }

  public let text: String
  public let clauses: [Clause]

  public static let all = StoryQuery(text: "", clauses: [])

  /// Parses `text`, evaluating relative dates against `now`.
  public static func parse(_ text: String, now: Date = Date()) throws(QueryError) -> StoryQuery {
    var clauses: [Clause] = []
    for token in try QueryTokenizer.tokens(of: text) {
      clauses.append(try clause(from: token, in: text, now: now))
    }
    return StoryQuery(text: text, clauses: clauses)
  }

  /// True when the query searches words, so results can be ranked.
  public var searchesText: Bool {
    clauses.contains { clause in
      if case .text = clause.term { return !clause.negated }
      return false
    }
  }

  private static func clause(from token: QueryToken, in query: String, now: Date) throws(QueryError)
    -> Clause
  {
    var body = token.text
    var offset = token.start
    var negated = false
    if let first = body.first, first == "-" || first == "^", body.count > 1 {
      negated = true
      body.removeFirst()
      offset += 1
    }
    func fail(_ problem: String, at start: Int, length: Int) -> QueryError {
      QueryError(query: query, start: start, length: length, problem: problem)
    }
    // A field needs a name before an unquoted colon.
    if let colon = token.unquotedColon(in: body), colon > body.startIndex {
      let name = String(body[..<colon])
      let raw = QueryTokenizer.unquote(String(body[body.index(after: colon)...]))
      guard let field = QueryField(name: name) else {
        var problem = "unknown field '\(name)'"
        if let close = Suggestion.closest(to: name, in: QueryField.allCases.map(\.rawValue)) {
          problem += " (did you mean '\(close)'?)"
        }
        problem += "; fields are \(QueryField.allCases.map(\.rawValue).joined(separator: ", "))"
        throw fail(problem, at: offset, length: name.count)
      }
      let valueStart = offset + name.count + 1
      do {
        let value = try QueryValue.parse(raw, for: field, now: now)
        return Clause(term: .field(field, value), negated: negated)
      } catch {
        throw fail(
          "\(field.rawValue): \(error.problem)", at: valueStart,
          length: max(1, token.text.count - (valueStart - token.start)))
      }
    }
    // "drag*": a word that may go on. A bare word is found whole: exact terms are what a
    // search index answers fastest, and what "dragon" means.
    let prefix = !body.hasPrefix("\"") && body.hasSuffix("*") && body.count > 1
    let word = QueryTokenizer.unquote(prefix ? String(body.dropLast()) : body)
    if word.isEmpty { throw fail("empty search word", at: token.start, length: token.text.count) }
    return Clause(
      term: .text(word, phrase: body.hasPrefix("\""), prefix: prefix), negated: negated)
  }
}

/// The fields a query may filter on.
public enum QueryField: String, CaseIterable, Sendable {
  case id, title, hero, occasion, voice, language, favorite, plays, duration, created, played
  case outdated

  /// A field by name in any case; `event` is the old name of `occasion` and still read.
  public init?(name: String) {
    let name = name.lowercased()
    self.init(rawValue: name == "event" ? "occasion" : name)
  }
}
