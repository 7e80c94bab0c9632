import Foundation

/// What the fault tests check after a run: the database is whole, no file is half-written.
extension CLI {
  /// `PRAGMA integrity_check` by the sqlite3 shell, an independent reader: "ok" when whole.
  func integrityCheck() throws -> String {
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    check.arguments = [
      media.appendingPathComponent("talecast.sqlite").path, "PRAGMA integrity_check",
    ]
    let pipe = Pipe()
    check.standardOutput = pipe
    try check.run()
    let answer = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()
    return answer.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Files under the media root that a write under a temporary name left behind (dot-files,
  /// `.tmp`), other than SQLite's own.
  func halfWrittenFiles() -> [String] {
    let all = FileManager.default.enumerator(atPath: media.path)?.allObjects as? [String] ?? []
    return all.filter { path in
      let name = (path as NSString).lastPathComponent
      return name.hasPrefix(".") || name.contains(".tmp")
    }
  }

  /// Runs a system tool (mount, chattr) and says whether it worked.
  @discardableResult
  static func system(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

extension CLI {
  /// Runs SQL on the media root's database with the sqlite3 shell (to stage a fault).
  func sql(_ statement: String) throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [media.appendingPathComponent("talecast.sqlite").path, statement]
    try shell.run()
    shell.waitUntilExit()
    guard shell.terminationStatus == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: statement])
    }
  }
}

extension CLI {
  /// A count read with the sqlite3 shell.
  func sqlCount(_ query: String) throws -> Int {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [media.appendingPathComponent("talecast.sqlite").path, query]
    let pipe = Pipe()
    shell.standardOutput = pipe
    try shell.run()
    let answer = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    return Int(answer.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }
}
