import Foundation

/// A program run to its end with its standard output and error read together, for tests that
/// check what a tool (a compiler, `curl`) says.
public enum ChildProcess {
  /// `environment` is added to this process's own; `directory` is where it runs (else here).
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    directory: URL? = nil
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    // Read to the end before waiting, so a chatty child cannot fill the pipe and stall.
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
