import Testing

@testable import TalecastCore

@Suite struct JSONReaderTests {
  @Test func readsEveryKindOfValueKeepingKeyOrderAndNumberText() throws {
    let value = try JSONReader.parse(
      #"{"b": [1, -2.5e3, true, false, null], "a": "x\n\u00e9\ud83d\ude00", "seed": 18446744073709551615}"#
    )
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "seed"])
    #expect(
      members[0].value
        == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
    #expect(members[1].value == .string("x\né😀"))
    #expect(members[2].value == .number("18446744073709551615"))
  }

  @Test(arguments: [
    ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}' in an object"),
    ("{\"a\": tru}", 1, 7, "unexpected token, expected true"),
    ("[1, 2,]", 1, 7, "unexpected character ']', expected a value"),
    ("{\"a\": 1", 1, 8, "unexpected end of file, expected ',' or '}' in an object"),
    ("\"abc", 1, 5, "unterminated string"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
    ("{} x", 1, 4, "unexpected text after the JSON value"),
    ("{\"é\": x}", 1, 7, "unexpected character 'x', expected a value"),
    ("01", 1, 2, "unexpected text after the JSON value"),
    ("[é]", 1, 2, "unexpected character 'é' (U+00E9), expected a value"),
    ("\"\\é\"", 1, 3, "invalid escape \\ before 'é' (U+00E9)"),
    // Found by fuzzing: the column pointed into the middle of a two-byte character.
    (" \"\\\u{07A8}", 1, 4, "invalid escape \\ before '\u{07A8}' (U+07A8)"),
  ])
  func syntaxErrorsSayWhereAndWhat(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONReader.SyntaxError(line: line, column: column, message: message)) {
      try JSONReader.parse(text)
    }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse(text) }
  }
}
