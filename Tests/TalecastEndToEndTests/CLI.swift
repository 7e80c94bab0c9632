import Foundation

/// Runs the built `talecast` program as a user would, with its own media root.
struct CLI {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  let media: URL
  let workingDirectory: URL

  init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    workingDirectory = base
    media = base.appendingPathComponent("Media")
  }

  /// The voice of the tests' jobs that name none (`TALECAST_VOICE`).
  static let testVoice = "en-us"

  /// The environment a child `talecast` gets: this process's, with jobs that name no voice
  /// spoken by espeak-ng (`testVoice`), and `extra` over it.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["TALECAST_VOICE"] = testVoice
    env.merge(extra) { _, new in new }
    return env
  }

  /// The program built next to this test bundle.
  static var executable: URL {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      folder, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    for candidate in candidates {
      let url = candidate.appendingPathComponent("talecast")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return folder.appendingPathComponent("talecast")
  }

  /// The repository root, for the example jobs.
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  @discardableResult
  func run(
    _ arguments: [String], media useMedia: Bool = true, environment: [String: String] = [:],
    executable: URL = CLI.executable
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments + (useMedia ? ["--media", media.path] : [])
    process.currentDirectoryURL = workingDirectory
    var env = ProcessInfo.processInfo.environment
    // Jobs that name no voice speak with espeak-ng (a short story in ≈ 0.2 s, where the neural
    // voice takes ≈ 10 s): only the tests about the neural voice ask for it.
    env["TALECAST_VOICE"] = CLI.testVoice
    env.removeValue(forKey: "TALECAST_MEDIA")
    env.merge(environment) { _, new in new }
    process.environment = env
    // Output goes to files, so a chatty child can never block on a full pipe.
    let outURL = workingDirectory.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errURL = workingDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    return Result(
      status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8))
  }

  func write(_ name: String, _ text: String) throws -> String {
    let url = workingDirectory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
