import Foundation

/// One run of `wrk` (Debian's wrk 4.1) against a URL: requests per second, latency
/// percentiles and bytes per second, read from what it prints with `--latency`.
struct Wrk {
  struct Result {
    let requestsPerSecond: Double
    let p50Milliseconds: Double
    let p99Milliseconds: Double
    let bytesPerSecond: Double
    /// Answers that were not 2xx or 3xx, and socket errors: a run with any is suspect.
    let failures: Int
    /// What wrk printed, for a run that went wrong.
    let output: String
  }

  var connections = 64
  var threads = 2
  var seconds = 5
  var headers: [String: String] = [:]
  /// A wrk Lua script (a POST's method and body, say), written to a temporary file.
  var script: String?

  func run(_ url: String) throws -> Result {
    var arguments = [
      "--latency", "-c", "\(connections)", "-t", "\(threads)", "-d", "\(seconds)s",
    ]
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      arguments += ["-H", "\(name): \(value)"]
    }
    var scriptFile: URL?
    if let script {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "talecast-wrk-\(UUID().uuidString).lua")
      try Data(script.utf8).write(to: file)
      scriptFile = file
      arguments += ["-s", file.path]
    }
    defer { scriptFile.map { try? FileManager.default.removeItem(at: $0) } }
    let output = try Self.capture("/usr/bin/wrk", arguments + [url])
    return try Self.parse(output)
  }

  static func parse(_ output: String) throws -> Result {
    func number(after label: String) -> Double? {
      guard let line = output.split(separator: "\n").first(where: { $0.contains(label) }) else {
        return nil
      }
      let field = line.split(separator: " ").last.map(String.init) ?? ""
      return quantity(field)
    }
    guard let rate = number(after: "Requests/sec:"), let p50 = latency("50%", in: output),
      let p99 = latency("99%", in: output)
    else {
      throw BenchError("wrk printed no figures:\n\(output)")
    }
    let bytes = number(after: "Transfer/sec:") ?? 0
    var failures = 0
    for line in output.split(separator: "\n") {
      if line.contains("Non-2xx or 3xx responses:") {
        failures += Int(line.split(separator: " ").last ?? "") ?? 0
      }
      if line.contains("Socket errors:") {
        // "Socket errors: connect 0, read 0, write 0, timeout 0"
        failures += line.split(separator: ",").compactMap {
          Int($0.split(separator: " ").last ?? "")
        }.reduce(0, +)
      }
    }
    return Result(
      requestsPerSecond: rate, p50Milliseconds: p50, p99Milliseconds: p99,
      bytesPerSecond: bytes, failures: failures, output: output)
  }

  /// "12.3k", "1.5MB", "850.00KB" → plain numbers (bytes for sizes).
  static func quantity(_ text: String) -> Double? {
    let units: [(String, Double)] = [
      ("GB", 1_073_741_824), ("MB", 1_048_576), ("KB", 1024), ("B", 1), ("k", 1e3), ("M", 1e6),
    ]
    for (suffix, factor) in units where text.hasSuffix(suffix) {
      return Double(text.dropLast(suffix.count)).map { $0 * factor }
    }
    return Double(text)
  }

  /// A latency line of the distribution ("99%    4.56ms") in milliseconds.
  static func latency(_ percentile: String, in output: String) -> Double? {
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, fields[0] == percentile else { continue }
      let text = String(fields[1])
      let units = [("us", 0.001), ("ms", 1.0), ("s", 1000.0)]
      for (suffix, factor) in units where text.hasSuffix(suffix) {
        if let value = Double(text.dropLast(suffix.count)) { return value * factor }
      }
    }
    return nil
  }

  static func capture(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
