import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import Testing

@testable import TalecastAPI

/// A page of stories written by hand (`JSONText`) is byte for byte what `JSONEncoder` writes
/// for it: odd text (quotes, backslashes, every control character, slashes, emoji, accents
/// written apart), absent and present optionals, dates with milliseconds on both sides of a
/// second, and numbers whole, fractional, tiny and huge.
@Suite struct JSONTextTests {
  static let texts = [
    "", "Plain", "\"quoted\" and \\back\\slashed", "a/b/c </script>", "tab\there\nline\r\n",
    String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}\u{80}\u{2028}",
    "Zoë 🦊 cafe\u{301}", "日本語のお話",
  ]
  static let numbers: [Double] = [
    0, 1, 60, 12.5, 0.1, 1.0 / 3.0, 123_456.789, 1e-7, .leastNonzeroMagnitude, 1e21,
    9_007_199_254_740_992,
    -0.0, 3_600.25,
  ]

  static func summary(_ index: Int) -> StorySummary {
    let text = texts[index % texts.count]
    let number = numbers[index % numbers.count]
    let when = Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * 37_777.123)
    return StorySummary(
      id: "s\(String(format: "%011d", index))", title: text + "\(index)",
      heroId: index % 3 == 0 ? nil : "hero\(index)", heroName: texts[(index + 1) % texts.count],
      occasionId: "magic-garden", occasionTitle: texts[(index + 2) % texts.count],
      customOccasionId: index % 2 == 0 ? nil : "custom\(index)", language: "en",
      voice: "en-gb/\(index)", format: index % 2 == 0 ? "m4a" : "mp3", duration: number,
      sceneCount: index, status: index % 4 == 0 ? .partial : .complete,
      subtitles: index % 3 == 1 ? "story.vtt" : nil, favorite: index % 2 == 1,
      playCount: index * 1_000_003,
      lastPlayed: index % 2 == 0 ? nil : when.addingTimeInterval(0.999),
      position: number / 2, audioNeedsRegeneration: index % 5 == 0,
      jobId: index % 4 == 3 ? nil : "job\(index)", created: when,
      modified: when.addingTimeInterval(0.0005))
  }

  @Test func aPageIsWrittenAsTheEncoderWritesIt() throws {
    for count in [0, 1, 7, 40] {
      for next in [nil, "cursor/with+slash=="] {
        let page = StoryResourcePage(
          stories: (0..<count).map { StoryResource(Self.summary($0)) }, next: next)
        let encoded = try JSONAnswer.encoder().encode(page)
        let written = page.json
        #expect(
          String(decoding: written, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
          "\(count) stories, next \(next ?? "none")")
      }
    }
  }

  @Test func datesBeforeTheEpochAndAtTheEdgesOfASecond() throws {
    let dates = [
      -0.5, -86_400.001, 0, 0.999, 951_782_400, 4_102_444_799.999, 253_402_300_799,
    ].map(Date.init(timeIntervalSince1970:))
    for date in dates {
      var json = JSONText()
      json.date(date)
      let encoded = try JSONAnswer.encoder().encode([date])
      #expect(
        "[" + String(decoding: json.bytes, as: UTF8.self) + "]"
          == String(decoding: encoded, as: UTF8.self))
    }
  }
}
