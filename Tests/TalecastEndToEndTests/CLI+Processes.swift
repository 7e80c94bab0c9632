import Foundation

/// The long-running commands, started and watched as a user would.
extension CLI {
  /// Starts the program with its output in a file; returns the process and a reader of its
  /// output so far.
  func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    Process, () -> String
  ) {
    let out = workingDirectory.appendingPathComponent("out-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    let handle = try FileHandle(forWritingTo: out)
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = arguments + ["--media", media.path]
    process.currentDirectoryURL = workingDirectory
    var env = ProcessInfo.processInfo.environment
    // Jobs that name no voice speak with espeak-ng (a short story in ≈ 0.2 s, where the neural
    // voice takes ≈ 10 s): only the tests about the neural voice ask for it.
    env["TALECAST_VOICE"] = CLI.testVoice
    env.removeValue(forKey: "TALECAST_MEDIA")
    env.merge(environment) { _, new in new }
    process.environment = env
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    return (process, { (try? String(contentsOf: out, encoding: .utf8)) ?? "" })
  }

  /// Whether `condition` came true within `seconds` (looked at every 50 ms).
  static func eventually(_ seconds: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
  }

  /// `talecast jobs list --json`, decoded.
  func jobs(environment: [String: String] = [:]) throws -> [[String: Any]] {
    let listed = try run(["jobs", "list", "--json"], environment: environment)
    // Empty while the other process is still creating the database.
    return
      (try? (JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?[
        "jobs"]
      as? [[String: Any]])
      ?? []
  }

  /// A folder `batch/` of `count` job files for heroes "Kit 0" …, over four events, each of
  /// `length`, seeded 1, 2 ….
  func batch(count: Int, length: String) throws -> URL {
    let folder = workingDirectory.appendingPathComponent("batch")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let events = ["magic-garden", "ocean-voyage", "space-journey", "forest-exploration"]
    for number in 0..<count {
      try Data(
        #"""
        {"hero": {"name": "Kit \#(number)", "traits": ["Brave", "Kind"]},
         "event": "\#(events[number % events.count])", "length": "\#(length)", "seed": \#(number + 1)}
        """#.utf8
      ).write(to: folder.appendingPathComponent("job-\(number).json"))
    }
    return folder
  }
}
