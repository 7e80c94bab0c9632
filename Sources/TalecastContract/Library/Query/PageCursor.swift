import Foundation

/// Where a page ended: the sort it belongs to, the last story's sort values and id. Encoded
/// as URL-safe base64 JSON so a person can paste it where the next page is asked for. A store makes it from the
/// values it sorted by and continues exactly after them.
public struct PageCursor: Codable, Sendable, Equatable {
  public enum Value: Codable, Sendable, Equatable {
    case text(String)
    case number(Double)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      }
    }
  }

  public let sort: String
  /// One per sort key: text for text keys, numbers for numeric ones.
  public let values: [Value]
  public let id: String

  public init(sort: StorySort, values: [Value], id: String) {
    self.sort = sort.text
    self.values = values
    self.id = id
  }

  public var token: String {
    let data = (try? JSONEncoder().encode(self)) ?? Data()
    return data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(
      of: "/", with: "_"
    )
    .replacingOccurrences(of: "=", with: "")
  }

  /// The cursor in `token`, checked against the sort it continues: a value of the wrong kind
  /// for its key is refused here, so no store ever compares a number with text.
  package static func decode(_ token: String, expectedSort: StorySort) throws(LibraryError)
    -> PageCursor
  {
    var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
      of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let cursor = try? JSONDecoder().decode(PageCursor.self, from: data)
    else {
      throw LibraryError.badCursor("'\(token)' is not a cursor of a page of stories")
    }
    guard cursor.sort == expectedSort.text, cursor.values.count == expectedSort.keys.count else {
      throw LibraryError.cursorOfAnotherSort(made: cursor.sort, asked: expectedSort.text)
    }
    for (value, key) in zip(cursor.values, expectedSort.keys) {
      switch (value, key.field.isNumeric) {
      case (.number, true), (.text, false): continue
      default:
        throw LibraryError.badCursor(
          "its \(key.field.rawValue) is not a \(key.field.isNumeric ? "number" : "text")")
      }
    }
    return cursor
  }
}
