import Foundation
import TalecastTesting
import Testing

@testable import TalecastCore

/// The domain's rules (the reference's "Limits") and the job file as one of the doors that pass them:
/// every hostile value of the shared list is refused with the file and field named.
@Suite struct DomainRulesTests {
  /// Every text field of a job file, with the file around a value for it.
  static let jobFields: [(path: String, file: @Sendable (String) -> String)] = [
    ("hero.name", { job(hero: #""name": \#($0)"#) }),
    ("hero.appearance", { job(hero: #""name": "Mia", "appearance": \#($0)"#) }),
    ("hero.specialAbility", { job(hero: #""name": "Mia", "specialAbility": \#($0)"#) }),
    ("occasion.title", { job(occasion: #"{"title": \#($0)}"#) }),
    ("occasion.promptSeed", { job(occasion: #"{"title": "T", "promptSeed": \#($0)}"#) }),
    ("occasion.description", { job(occasion: #"{"title": "T", "description": \#($0)}"#) }),
    ("occasion.tone", { job(occasion: #"{"title": "T", "tone": \#($0)}"#) }),
    ("occasion.keywords[1]", { job(occasion: #"{"title": "T", "keywords": ["ok", \#($0)]}"#) }),
    ("voice", { job(extra: #", "voice": \#($0)"#) }),
    ("idempotencyKey", { job(extra: #", "idempotencyKey": \#($0)"#) }),
  ]
  static let proseFields: Set = ["occasion.promptSeed", "occasion.description"]

  static func job(
    hero: String = #""name": "Mia""#, occasion: String = #""magic-garden""#, extra: String = ""
  ) -> String {
    #"{"hero": {\#(hero), "traits": ["Brave", "Kind"]}, "occasion": \#(occasion)\#(extra)}"#
  }

  static func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  func problem(_ text: String) -> JobFileError? {
    do {
      _ = try JobFileParser.parse(text: text, source: "job.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func everyHostileTextIsRefusedAtEveryJobFieldWithTheFieldNamed() {
    var tried = 0
    for (path, file) in Self.jobFields {
      var values = HostileValues.refusedEverywhere
      if !Self.proseFields.contains(path) { values += HostileValues.refusedInOneLine }
      for value in values {
        let error = problem(file(Self.quoted(value.value)))
        #expect(
          error?.location == .field(path), "\(path) with \(value): \(String(describing: error))")
        #expect(error?.description.hasPrefix("job.json: field '\(path)': ") == true)
        tried += 1
      }
    }
    #expect(tried == 10 * 13 + 8 * 3)
  }

  /// Text is taken in NFC: a name written with its accent apart is the same name.
  @Test func textIsKeptInNFCTrimmed() throws {
    for (value, kept) in HostileValues.normalised {
      let job = try JobFileParser.parse(
        text: Self.job(hero: #""name": \#(Self.quoted(value.value))"#), source: "job.json")
      #expect(
        job.hero.name == kept && job.hero.name.unicodeScalars.elementsEqual(kept.unicodeScalars))
    }
    #expect(try HeroRules.name.checked("Zoe\u{301}", field: "name").unicodeScalars.count == 3)
    #expect(try OccasionRules.promptSeed.checked("a\n\tb ", field: "p") == "a b")
  }

  @Test func aJobFileNestedDeepIsRefusedAtItsPlace() {
    let error = problem(Self.job(hero: #""name": \#(HostileValues.deepJSON())"#))
    #expect(error != nil)
    #expect(error?.description.hasPrefix("job.json") == true)
  }

  @Test func numbersAreKeptInTheRangesEveryStoreHolds() throws {
    for count in HostileValues.counts {
      #expect(throws: RuleViolation.self) { try StoryRules.checkedPlayCount(count) }
    }
    #expect(try StoryRules.checkedPlayCount(NumberRules.largestCount) == NumberRules.largestCount)
    for seconds in HostileValues.seconds {
      #expect(throws: RuleViolation.self) { try StoryRules.checkedPosition(seconds, duration: 60) }
    }
    #expect(throws: RuleViolation.self) {
      try NumberRules.time(Date(timeIntervalSince1970: 1e12), field: "created")
    }
    #expect(
      throws: RuleViolation(
        field: "maximumAge", problem: "must not be below the youngest age (6), found 3")
    ) { try OccasionRules.checked(CustomOccasion(title: "T", minimumAge: 6, maximumAge: 3)) }
  }

  /// Finding 9 (second half): `"runAt": "2026-12-24T18:00:00+99:00"` was accepted (read as
  /// 99 hours ahead of UTC). An offset is within ±14:00, as every place on Earth keeps it.
  @Test func aRunAtOffsetBeyondFourteenHoursIsRefused() throws {
    for offset in ["+99:00", "-99:00", "+14:01", "-1430", "+15"] {
      let error = problem(Self.job(extra: #", "runAt": "2026-12-24T18:00:00\#(offset)""#))
      #expect(error?.location == .field("runAt"), "\(offset)")
      #expect(
        error?.problem.contains("beyond ±14:00") == true, "\(offset): \(String(describing: error))")
    }
    for offset in ["+14:00", "-12:00", "+05:30", "Z", "-08:00"] {
      #expect(
        problem(Self.job(extra: #", "runAt": "2026-01-24T18:00:00\#(offset)""#)) == nil, "\(offset)"
      )
    }
    let job = try JobFileParser.parse(
      text: Self.job(extra: #", "runAt": "2026-01-24T18:00:00+05:30""#), source: "job.json")
    #expect(job.runAt == Date(timeIntervalSince1970: 1_769_257_800))
  }
}
