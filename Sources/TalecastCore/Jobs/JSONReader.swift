/// A strict JSON reader (RFC 8259) that reports syntax errors by line and column, which
/// Foundation's parser does not do in a form we can show to a user.
public struct JSONReader {
  public struct SyntaxError: Error, Sendable, Hashable {
    public let line: Int
    public let column: Int
    public let message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// Deeper nesting than any job file needs is refused rather than risking the stack.
  private static let maximumDepth = 256

  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: Array(text.utf8))
    reader.skipWhitespace()
    let value = try reader.readValue()
    reader.skipWhitespace()
    if reader.index < reader.bytes.count {
      throw reader.error("unexpected text after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func readValue() throws(SyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of file, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try readObject()
    case UInt8(ascii: "["): return try readArray()
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"):
      try readWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try readWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try readWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
    default: throw error("unexpected character \(describe(at: index)), expected a value")
    }
  }

  private mutating func readObject() throws(SyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let keyStart = index
      let key = try readString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "expected ':' after the key \"\(key)\"")
      skipWhitespace()
      if members.contains(where: { $0.key == key }) {
        throw error("duplicate key \"\(key)\"", at: keyStart)
      }
      members.append((key, try readValue()))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
      depth -= 1
      return .object(members)
    }
  }

  private mutating func readArray() throws(SyntaxError) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try readValue())
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
      depth -= 1
      return .array(items)
    }
  }

  private mutating func readString() throws(SyntaxError) -> String {
    index += 1  // opening quote
    var scalars: [UInt8] = []
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try readEscape(into: &scalars)
      case 0..<0x20:
        throw error("control character in a string (use \\n, \\t …)")
      default:
        scalars.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func readEscape(into scalars: inout [UInt8]) throws(SyntaxError) {
    guard let byte = current else { throw error("unterminated escape") }
    index += 1
    let simple: [UInt8: String] = [
      UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
      UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
      UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]
    if let text = simple[byte] {
      scalars.append(contentsOf: Array(text.utf8))
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw error("invalid escape \\ before \(describe(at: index - 1))", at: index - 1)
    }
    var code = try readHex4()
    if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
      index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
    {
      index += 2
      let low = try readHex4()
      guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  private mutating func readHex4() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits after \\u") }
    index += 4
    return value
  }

  private mutating func readNumber() throws(SyntaxError) -> String {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    if first == UInt8(ascii: "0") {
      index += 1
    } else {
      while let byte = current, isDigit(byte) { index += 1 }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let byte = current, isDigit(byte) else { throw error("expected a digit after '.'") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let byte = current, isDigit(byte) else {
        throw error("expected a digit in the exponent")
      }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func readWord(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<index + expected.count]) == expected
    else {
      throw error("unexpected token, expected \(word)")
    }
    index += expected.count
  }

  private mutating func expect(_ byte: UInt8, _ message: String) throws(SyntaxError) {
    guard current == byte else {
      throw error(current == nil ? "unexpected end of file, \(message)" : message)
    }
    index += 1
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      index += 1
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The character that starts at `position`, quoted with its code point when it is not
  /// ASCII; a byte that starts no character is shown by its value.
  private func describe(at position: Int) -> String {
    let byte = bytes[position]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    if length > 1, position + length <= bytes.count,
      let text = String(validating: bytes[position..<(position + length)], as: UTF8.self),
      let scalar = text.unicodeScalars.first
    {
      return "'\(text)' (\(TokenMarker.codePoint(scalar)))"
    }
    return "byte 0x\(String(byte, radix: 16))"
  }

  /// The error at the current position (or `offset`); the column counts characters, not bytes.
  private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    var end = min(offset ?? index, bytes.count)
    // Back to the start of the character the position is inside, so the column is whole.
    while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    var line = 1
    var lineStart = 0
    for position in 0..<end where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    let prefix = bytes[lineStart..<end]
    let column = String(decoding: prefix, as: UTF8.self).count + 1
    return SyntaxError(line: line, column: column, message: message)
  }
}
