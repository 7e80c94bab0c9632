import Foundation

/// Where a page ended: the sort it belongs to, the last story's sort values and id. Encoded
/// as URL-safe base64 JSON so it can be pasted into `--after`.
struct PageCursor: Codable, Sendable, Equatable {
  enum Value: Codable, Sendable, Equatable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      }
    }
  }

  let sort: String
  let values: [Value]
  let id: String

  var token: String {
    let data = (try? JSONEncoder().encode(self)) ?? Data()
    return data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(
      of: "/", with: "_"
    )
    .replacingOccurrences(of: "=", with: "")
  }

  static func decode(_ token: String, expectedSort: StorySort) throws(LibraryError) -> PageCursor {
    var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
      of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let cursor = try? JSONDecoder().decode(PageCursor.self, from: data)
    else {
      throw LibraryError.badCursor("'\(token)' is not a cursor printed by 'talecast stories list'")
    }
    guard cursor.sort == expectedSort.text, cursor.values.count == expectedSort.keys.count else {
      throw LibraryError.badCursor(
        "it was made for --sort \(cursor.sort), not --sort \(expectedSort.text)")
    }
    return cursor
  }
}
