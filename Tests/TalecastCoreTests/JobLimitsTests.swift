import Foundation
import Testing

@testable import TalecastCore

/// Every limit of a job file is an error that names the field (JobLimits, the reference's "Limits").
@Suite struct JobLimitsTests {
  func problem(_ text: String) -> String? {
    do {
      _ = try JobFileParser.parse(text: text, source: "job.json")
      return nil
    } catch {
      return error.description
    }
  }

  func job(name: String = "Mia", event: String = #""magic-garden""#, extra: String = "") -> String {
    let quoted = String(decoding: try! JSONEncoder().encode(name), as: UTF8.self)
    return
      #"{"hero": {"name": \#(quoted), "traits": ["Brave", "Kind"]}, "event": \#(event)\#(extra)}"#
  }

  @Test func aHugeNameIsRefusedByItsLength() {
    let message = problem(job(name: String(repeating: "A", count: 1_000_000)))
    #expect(message == "job.json: field 'hero.name': too long: 1000000 characters, at most 80")
    #expect(problem(job(name: String(repeating: "é", count: 80))) == nil)
  }

  @Test func tooManyOrTooLongKeywordsAreRefused() {
    let many = (0..<100_000).map { _ in #""w""# }.joined(separator: ",")
    #expect(
      problem(job(event: #"{"title": "T", "keywords": [\#(many)]}"#))
        == "job.json: field 'event.keywords': too many: 100000 keywords, at most 20")
    let long = String(repeating: "k", count: 41)
    #expect(
      problem(job(event: #"{"title": "T", "keywords": ["ok", "\#(long)"]}"#))
        == "job.json: field 'event.keywords[1]': too long: 41 characters, at most 40")
  }

  @Test func controlCharactersInNamesAndTitlesAreRefused() {
    #expect(
      problem(job(name: "Mi\u{0}a"))
        == "job.json: field 'hero.name': contains the control character U+0000 in \"Mi·a\" (a name or title is one line of text)"
    )
    #expect(
      problem(job(event: #"{"title": "Grandma\nVisits"}"#))
        == "job.json: field 'event.title': contains the control character U+000A in \"Grandma·Visits\" (a name or title is one line of text)"
    )
    #expect(
      problem(job(event: #"{"title": "T", "promptSeed": "a\u0007b"}"#))
        == "job.json: field 'event.promptSeed': contains the control character U+0007 in \"a·b\" (only line breaks and tabs are allowed)"
    )
  }

  /// In a premise a line break is only a space.
  @Test func lineBreaksInAPremiseBecomeSpaces() throws {
    let parsed = try JobFileParser.parse(
      text: job(event: #"{"title": "T", "promptSeed": "Mia bakes\n\ta cake.\r\n"}"#),
      source: "job.json")
    guard case .custom(let event) = parsed.occasion else {
      Issue.record("expected a custom event")
      return
    }
    #expect(event.promptSeed == "Mia bakes a cake.")
  }

  /// The occasion's limits hold under its name as under its old one ("event"): a premise of
  /// 2 000 characters, keywords of 40, line breaks in prose only.
  @Test func anOccasionHasTheLimitsOfItsOldName() throws {
    func occasionJob(_ occasion: String) -> String {
      #"{"hero": {"name": "Mia", "traits": ["Brave", "Kind"]}, "occasion": \#(occasion)}"#
    }
    let premise = String(repeating: "Mia bakes a cake. ", count: 100)
    for name in ["occasion", "event"] {
      let text = occasionJob(#"{"title": "T", "promptSeed": "\#(premise)\n"}"#)
        .replacingOccurrences(of: #""occasion""#, with: "\"\(name)\"")
      let parsed = try JobFileParser.parse(text: text, source: "job.json")
      guard case .custom(let occasion) = parsed.occasion else {
        Issue.record("expected a custom occasion")
        return
      }
      #expect(occasion.promptSeed.count == premise.count - 1)
    }
    #expect(
      problem(occasionJob(#"{"title": "T", "promptSeed": "\#(premise + premise)"}"#))
        == "job.json: field 'occasion.promptSeed': too long: 3600 characters, at most 2000")
    let long = String(repeating: "k", count: 41)
    #expect(
      problem(occasionJob(#"{"title": "T", "keywords": ["\#(long)"]}"#))
        == "job.json: field 'occasion.keywords[0]': too long: 41 characters, at most 40")
    #expect(
      problem(occasionJob(#"{"title": "Grandma\nVisits"}"#))
        == "job.json: field 'occasion.title': contains the control character U+000A in \"Grandma·Visits\" (a name or title is one line of text)"
    )
  }

  /// An error quotes a long value by an excerpt, not whole.
  @Test func errorsQuoteLongValuesShort() {
    let message = problem(job(extra: #", "seed": "\#(String(repeating: "x", count: 150))""#))
    #expect(
      message
        == "job.json: field 'seed': expected a whole number from 0 to \(UInt64.max), found \"\(String(repeating: "x", count: 40))…\""
    )
  }

  @Test func aRunAtMoreThanAYearAheadIsRefused() throws {
    let message = try #require(problem(job(extra: #", "runAt": "2999-01-01T00:00:00Z""#)))
    #expect(
      message.hasPrefix(
        "job.json: field 'runAt': 2999-01-01T00:00:00Z is more than 366 days ahead (at most 20"),
      "\(message)")
  }

  @Test func pacingIsReadWithItsRanges() throws {
    let paced = try JobFileParser.parse(
      text: job(extra: #", "pacing": {"scene": 1.5}"#), source: "job.json")
    #expect(paced.pacing == Pacing(sentence: Pacing.standard.sentence, scene: 1.5))
    #expect(try JobFileParser.parse(text: job(), source: "job.json").pacing == nil)
    #expect(
      problem(job(extra: #", "pacing": {"sentence": 3}"#))
        == "job.json: field 'pacing.sentence': expected seconds from 0.0 to 2.0, found 3")
    #expect(
      problem(job(extra: #", "pacing": {"pause": 1}"#))?.hasPrefix(
        "job.json: field 'pacing.pause': unknown field") == true)
  }

  @Test func aFileTooLargeAFolderOrAPipeIsNotRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
    let big = folder.appendingPathComponent("big.json")
    try Data(count: JobLimits.fileBytes + 1).write(to: big)
    let pipe = folder.appendingPathComponent("pipe.json")
    #expect(mkfifo(pipe.path, 0o644) == 0)
    func problem(_ url: URL) -> String? {
      do {
        _ = try JobFileParser.parse(fileAt: url, displayPath: url.lastPathComponent)
        return nil
      } catch { return error.description }
    }
    #expect(problem(big) == "big.json: is 262145 bytes; a job file is at most 262144 bytes")
    #expect(
      problem(folder.appendingPathComponent("folder.json"))
        == "folder.json: is a folder, not a job file")
    #expect(problem(pipe) == "pipe.json: is not a regular file (a pipe, socket or device)")
  }
}
