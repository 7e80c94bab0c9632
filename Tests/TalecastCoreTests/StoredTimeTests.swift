import Foundation
import Testing

@testable import TalecastCore

/// Stored times are read by hand in their own form ("2026-11-21T20:48:23.120Z") and give the
/// very date Foundation's ISO 8601 parser gives; any other form is left to that parser.
@Suite struct StoredTimeTests {
  /// The parser's reading: whole seconds by Foundation, then the milliseconds.
  static func parsed(_ text: String) throws -> Date {
    let whole = try Date.ISO8601FormatStyle().parse(String(text.prefix(19)) + "Z")
    let milliseconds = Int64(text.dropFirst(20).prefix(3))!
    return Date(
      timeIntervalSince1970: Double(Int64(whole.timeIntervalSince1970) * 1000 + milliseconds)
        / 1000)
  }

  @Test func everyStoredTimeReadsAsTheParserReadsIt() throws {
    var generator = SystemRandomNumberGenerator()
    // The epoch, leap days, the ends of years and centuries, and random milliseconds to 9999.
    var milliseconds: [Int64] = [
      0, 999, 951_782_400_000, 951_868_799_999, 4_107_542_400_000, 253_402_300_799_999,
      1_709_164_800_000, 946_684_799_999,
    ]
    for _ in 0..<5_000 {
      milliseconds.append(Int64.random(in: 0..<253_402_300_800_000, using: &generator))
    }
    for value in milliseconds {
      let date = Date(timeIntervalSince1970: Double(value) / 1000)
      let text = EventCoding.timestamp(date)
      let read = try #require(EventCoding.canonicalDate(text), "\(text)")
      #expect(read == (try Self.parsed(text)), "\(text)")
      #expect(EventCoding.date(from: text) == date, "\(text)")
    }
  }

  @Test func otherFormsAreLeftToTheParser() {
    for text in [
      "2027-02-29T00:00:00.000Z", "2026-13-01T00:00:00.000Z", "2026-04-31T00:00:00.000Z",
      "2026-01-01T24:00:00.000Z", "2026-01-01T00:60:00.000Z", "2026-01-01T00:00:60.000Z",
      "1969-12-31T23:59:59.999Z", "2026-01-01T00:00:00.00Z", "2026-01-01T00:00:00Z",
      "2026-01-01 00:00:00.000Z", "2026-01-01T00:00:00.000+01:00", "２026-01-01T00:00:00.000Z",
      "2026-00-10T00:00:00.000Z", "2026-01-00T00:00:00.000Z", "+026-01-01T00:00:00.000Z",
    ] {
      #expect(EventCoding.canonicalDate(text) == nil, "\(text)")
    }
    #expect(
      EventCoding.date(from: "2026-01-01T00:00:00Z")
        == Date(timeIntervalSince1970: 1_767_225_600))
  }
}
