import Foundation

/// A program's own peak resident memory, as GNU time (`/usr/bin/time`) reports it. (A child
/// spawned straight from this process shares its memory until exec, and Linux counts that
/// towards the child's peak; under time it is time's child instead.)
public enum PeakMemory {
  /// What GNU time measured of one run.
  public struct Measured: Sendable {
    public var status: Int32
    /// Wall seconds, CPU seconds (user and system, its children included), peak bytes (0
    /// when time printed none; the largest of its waited-for children too).
    public var wall: Double
    public var cpu: Double
    public var bytes: Int
  }

  /// Runs `path` with `arguments`; returns its exit status and peak memory in bytes (0 when
  /// time printed none).
  public static func run(_ path: String, _ arguments: [String]) throws -> (
    status: Int32, bytes: Int
  ) {
    let measured = try measure(path, arguments)
    return (measured.status, measured.bytes)
  }

  /// Runs `path` with `arguments` under GNU time: its status, times and peak memory.
  public static func measure(_ path: String, _ arguments: [String]) throws -> Measured {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "measured-by-time %e %U %S %M", path] + arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let figures =
      text.split(separator: "\n").last { $0.hasPrefix("measured-by-time ") }?
      .split(separator: " ").dropFirst().compactMap { Double($0) } ?? []
    guard figures.count == 4 else {
      return Measured(status: process.terminationStatus, wall: 0, cpu: 0, bytes: 0)
    }
    return Measured(
      status: process.terminationStatus, wall: figures[0], cpu: figures[1] + figures[2],
      bytes: Int(figures[3]) * 1_024)
  }
}
