import Foundation
import TalecastCore

/// JSON written straight into bytes, for the answers sent many times a second (a page of
/// stories): `JSONEncoder` spends most of a page's time on its generic machinery. It writes
/// what `JSONAnswer`'s encoder writes (keys in the order given, which the caller sorts; dates
/// as ISO 8601 whole seconds in UTC; numbers as Swift prints them, without a trailing `.0`;
/// slashes not escaped), so a resource reads the same whichever way it was written
/// (`JSONTextTests` holds the two to each other).
public struct JSONText {
  public private(set) var bytes: [UInt8] = []
  /// Whether the object or array being written needs a comma before its next member.
  private var needsComma = false

  public init(capacity: Int = 4_096) { bytes.reserveCapacity(capacity) }

  public mutating func object(_ body: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  public mutating func array(_ body: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// A member's key; its value follows.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    needsComma = false
  }

  public mutating func string(_ text: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }
    if plain {
      bytes.append(contentsOf: text.utf8)
      bytes.append(UInt8(ascii: "\""))
      needsComma = true
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  public mutating func string(_ text: String?) {
    if let text { string(text) } else { null() }
  }

  public mutating func number(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  public mutating func number(_ value: Double) {
    separate()
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
    needsComma = true
  }

  public mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
    needsComma = true
  }

  public mutating func null() {
    separate()
    bytes.append(contentsOf: Array("null".utf8))
    needsComma = true
  }

  /// `2026-11-26T23:24:17Z`: the whole second the date falls in, in UTC.
  public mutating func date(_ date: Date) {
    separate()
    var seconds = time_t(floor(date.timeIntervalSince1970))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let fields = [
      (Int(parts.tm_year) + 1900, 4), (Int(parts.tm_mon) + 1, 2), (Int(parts.tm_mday), 2),
      (Int(parts.tm_hour), 2), (Int(parts.tm_min), 2), (Int(parts.tm_sec), 2),
    ]
    let separators: [UInt8] = Array(" --T::".utf8)
    bytes.append(UInt8(ascii: "\""))
    for (index, (value, width)) in fields.enumerated() {
      if index > 0 { bytes.append(separators[index]) }
      var digits = [UInt8](repeating: UInt8(ascii: "0"), count: width)
      var rest = value
      for position in stride(from: width - 1, through: 0, by: -1) {
        digits[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      bytes.append(contentsOf: digits)
    }
    bytes.append(contentsOf: [UInt8(ascii: "Z"), UInt8(ascii: "\"")])
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }
}
