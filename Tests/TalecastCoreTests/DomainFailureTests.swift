import Foundation
import TalecastCore
import Testing

/// Every error type in the product says which kind of failure it is (`DomainFailure`), so both
/// doors word it by its kind: an error that reached the API without one would be a silent 500.
/// Read from the sources, as the module graph is.
@Suite struct DomainFailureTests {
  /// Errors that are not failures of the domain, and why each needs no kind.
  static let exempt: [String: String] = [
    "Problem": "the API's answer itself, or a parser's local note caught in its own file",
    "OptionError": "the CLI's own mistake in an option, printed by its command",
    "OptionProblem": "the CLI's own mistake in an option, printed by its command",
    "PlayProblem": "the CLI's own mistake in an option, printed by its command",
    "ScopeError": "the CLI's own mistake in an option, printed by its command",
  ]
  static let tooling: Set = [
    "talecast-bench", "TalecastFuzzing", "talecast-fuzz", "TalecastTesting",
  ]

  static func files() -> [(module: String, text: String)] {
    let sources = ModuleGraphTests.sources
    var found: [(String, String)] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift",
        let text = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      let module = file.pathComponents[sources.pathComponents.count]
      if !tooling.contains(module) { found.append((module, text)) }
    }
    return found
  }

  @Test func everyErrorTypeHasAKind() throws {
    let files = Self.files()
    #expect(files.count > 300)
    let declared = try Regex(
      #"(?m)^\s*(?:public |package |private |fileprivate )?(?:struct|enum|final class|class) ([A-Za-z]+)(?:<[^>]*>)?: [^{\n]*\bError\b"#
    )
    let all = files.map(\.text).joined(separator: "\n")
    var errors: [String] = []
    for (_, text) in files {
      for match in text.matches(of: declared) {
        guard let name = match.output[1].substring.map(String.init) else { continue }
        errors.append(name)
      }
    }
    #expect(errors.count > 40, "\(errors)")
    for name in Set(errors).subtracting(Self.exempt.keys).sorted() {
      let conforms =
        all.contains("extension \(name): DomainFailure")
        || all.contains(".\(name): DomainFailure")
        || all.range(
          of: #"\b\#(name)(?:<[^>]*>)?: [^{\n]*\bDomainFailure\b"#, options: .regularExpression)
          != nil
      #expect(conforms, "\(name) is an error with no kind: make it a DomainFailure")
    }
  }

  @Test func theKindsSayWhatWasTypedAndWhatWasNot() {
    let typed = DomainError.Kind.allCases.filter { DomainError($0).isUsage }
    #expect(typed == [.invalid, .limit, .malformed])
    #expect(DomainError.of(CancellationError()).kind == .failed, "an error with no kind")
    var tooLong = RuleViolation(field: "name", problem: "too long")
    tooLong.overLimit = true
    #expect(DomainError.of(tooLong) == DomainError(.limit, field: "name"))
    #expect(
      DomainError.of(RuleViolation(field: "hero.name", problem: "must not be empty"))
        == DomainError(.invalid, field: "hero.name"))
    let atLine = JobFileError(file: "a.json", location: .position(line: 3, column: 7), problem: "x")
    #expect(DomainError.of(atLine) == DomainError(.malformed, line: 3, column: 7))
  }
}
