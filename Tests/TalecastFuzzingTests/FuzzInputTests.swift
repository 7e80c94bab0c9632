import Foundation
import Testing

@testable import TalecastFuzzing

/// Every input kept in `Inputs/<target>/` — the seed corpora `make fuzz` starts from, and the
/// inputs fuzzing found (named `found-…`) — keeps every promise of its target.
@Suite struct FuzzInputTests {
  static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Inputs")

  static func files(_ target: FuzzTarget) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: inputs.appendingPathComponent(target.rawValue), includingPropertiesForKeys: nil
    ).sorted { $0.path < $1.path }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyKeptInputKeepsThePromises(target: FuzzTarget) throws {
    let files = try Self.files(target)
    #expect(files.count >= 10, "a seed corpus worth starting from")
    for file in files {
      #expect(throws: Never.self, "\(file.lastPathComponent)") {
        try target.check(Array(try Data(contentsOf: file)))
      }
    }
  }

  /// The checks can fail: inputs that break a promise are caught.
  @Test func aBrokenPromiseIsAFinding() {
    #expect(throws: FuzzFinding.self) {
      try Promise.marker(start: 5, length: 3, in: "abc", what: "test")
    }
    #expect(throws: FuzzFinding.self) { try Promise.readable("\n", what: "test") }
    #expect(throws: Never.self) { try Promise.marker(start: 3, length: 0, in: "abc", what: "t") }
  }

  @Test func acceptedInputsRunDownstream() throws {
    // A query that parses runs against the small library and finds the dragon story.
    let page = try FuzzLibrary.shared.library.stories.page(try .parse("dragon"), limit: 5)
    #expect(page.stories.map(\.id) == ["s1"])
    // Bytes that are not UTF-8 never reach a parser.
    #expect(throws: Never.self) { try FuzzTarget.jobFile.check([0xff, 0xfe, 0x7b]) }
  }
}
