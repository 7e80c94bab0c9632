import Foundation

/// A program's own peak resident memory, as GNU time (`/usr/bin/time`) reports it. (A child
/// spawned straight from this process shares its memory until exec, and Linux counts that
/// towards the child's peak; under time it is time's child instead.)
public enum PeakMemory {
  /// Runs `path` with `arguments`; returns its exit status and peak memory in bytes (0 when
  /// time printed none).
  public static func run(_ path: String, _ arguments: [String]) throws -> (
    status: Int32, bytes: Int
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "peak-kilobytes=%M", path] + arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let kilobytes =
      text.split(separator: "\n").first { $0.hasPrefix("peak-kilobytes=") }
      .flatMap { Int($0.dropFirst("peak-kilobytes=".count)) } ?? 0
    return (process.terminationStatus, kilobytes * 1_024)
  }
}
