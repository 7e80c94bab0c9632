import Foundation
import Testing

/// The module graph as the design draws it, read from the sources' own imports: the two
/// front doors reach the services only through the app and the contract, services never
/// import one another, and the contract stands on the core alone.
@Suite struct ModuleGraphTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  static let services: Set = [
    "TalecastGeneration", "TalecastLibrary", "TalecastPlayback", "TalecastQueue",
    "TalecastTokens", "TalecastEventLog",
  ]
  static let adapters: Set = [
    "TalecastAudio", "TalecastSpeech", "TalecastSherpa", "TalecastStorage", "TalecastHTTP",
    "TalecastPostgres", "TalecastGrammar", "TalecastLexicon", "TalecastDigest",
  ]
  static let system: Set = ["Foundation", "Dispatch", "Glibc", "Synchronization"]

  /// Every module a target's Swift files import, with a file that does.
  static func imports(of target: String) throws -> [String: String] {
    let folder = sources.appendingPathComponent(target)
    var found: [String: String] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
          words[..<at].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        found[String(words[at + 1])] = file.lastPathComponent
      }
    }
    return found
  }

  @Test(arguments: [
    (
      "talecast",
      ["TalecastCore", "TalecastContract", "TalecastApp", "TalecastCommandLine", "TalecastAPI"]
    ),
    ("TalecastAPI", ["TalecastCore", "TalecastContract", "TalecastApp", "TalecastHTTPServer"]),
  ])
  func aFrontDoorImportsNoServiceNorAdapter(door: String, allowed: [String]) throws {
    let imports = try Self.imports(of: door)
    #expect(!imports.isEmpty)
    for (module, file) in imports where !Self.system.contains(module) {
      #expect(allowed.contains(module), "\(door)/\(file) imports \(module)")
    }
  }

  @Test(arguments: ModuleGraphTests.services.sorted())
  func aServiceImportsNoOtherService(service: String) throws {
    for (module, file) in try Self.imports(of: service) {
      #expect(
        module == service || !Self.services.contains(module),
        "\(service)/\(file) imports the service \(module)")
    }
  }

  @Test func theContractStandsOnTheCoreAlone() throws {
    let imports = try Self.imports(of: "TalecastContract")
    #expect(Set(imports.keys).subtracting(Self.system) == ["TalecastCore"], "\(imports)")
  }
}
