import TalecastPostgres
import TalecastStorage

/// The library's shared SQL in PostgreSQL's words.
enum PostgresStatement {
  /// `?` becomes `$1`, `$2` … (typed for numbers, whose type a bare parameter would not tell)
  /// and `LIKE` becomes `ILIKE` (SQLite's LIKE folds ASCII case; in the "C" collation ILIKE
  /// folds exactly that). Quoted text and identifiers are copied as they are.
  static func translate(_ sql: String, _ arguments: [SQLValue]) -> String {
    var output = ""
    output.reserveCapacity(sql.utf8.count + arguments.count * 8)
    var number = 0
    var quote: Character?
    var word = ""
    func flush() {
      output += word.uppercased() == "LIKE" ? "ILIKE" : word
      word = ""
    }
    for character in sql {
      if let open = quote {
        output.append(character)
        if character == open { quote = nil }
        continue
      }
      if character.isLetter || character == "_" || (character.isNumber && !word.isEmpty) {
        word.append(character)
        continue
      }
      flush()
      switch character {
      case "'", "\"":
        quote = character
        output.append(character)
      case "?":
        number += 1
        output += "$\(number)"
        switch number <= arguments.count ? arguments[number - 1] : .null {
        case .integer: output += "::int8"
        case .real: output += "::float8"
        default: break
        }
      default:
        output.append(character)
      }
    }
    flush()
    return output
  }

  static func value(_ value: SQLValue) -> PostgresValue {
    switch value {
    case .integer(let number): .integer(Int(number))
    case .real(let number): .real(number)
    case .text(let text): .text(text)
    case .blob(let bytes): .text(String(decoding: bytes, as: UTF8.self))
    case .null: .null
    }
  }

  /// A column's text as the value SQLite would have returned.
  static func column(_ text: String?, type: UInt32) -> SQLValue {
    guard let text else { return .null }
    switch type {
    case 20, 21, 23: return Int64(text).map { .integer($0) } ?? .text(text)
    case 700, 701: return Double(text).map { .real($0) } ?? .text(text)
    // numeric: what SUM of integers returns.
    case 1700:
      return Int64(text).map { .integer($0) } ?? Double(text).map { .real($0) } ?? .text(text)
    case 16: return .integer(text == "t" ? 1 : 0)
    default: return .text(text)
    }
  }
}
