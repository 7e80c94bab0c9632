import Foundation

/// The `ffprobe` and `ffmpeg` command-line tools as an independent reader of what Talecast
/// writes: tests check Talecast's files with them rather than with Talecast's own code.
public enum FFprobe {
  public struct Report: Decodable, Sendable {
    public struct Stream: Decodable, Sendable {
      public let codecName: String
      public let sampleRate: String?
      public let channels: Int?
      public let codecType: String?
      public let width: Int?
      public let height: Int?
      /// ffprobe's flags ("attached_pic": 1 for cover art).
      public let disposition: [String: Int]?
      /// The stream's own tags (an Ogg file's comments).
      public let tags: [String: String]?

      enum CodingKeys: String, CodingKey {
        case codecName = "codec_name"
        case sampleRate = "sample_rate"
        case channels
        case codecType = "codec_type"
        case width, height, disposition, tags
      }
    }
    public struct Format: Decodable, Sendable {
      public let duration: String
      public let formatName: String
      public let tags: [String: String]?

      enum CodingKeys: String, CodingKey {
        case duration
        case formatName = "format_name"
        case tags
      }
    }
    public struct Chapter: Decodable, Sendable {
      public let startTime: String
      public let endTime: String
      public let tags: [String: String]?

      enum CodingKeys: String, CodingKey {
        case startTime = "start_time"
        case endTime = "end_time"
        case tags
      }
    }
    public let streams: [Stream]
    public let format: Format
    public let chapters: [Chapter]

    public var duration: Double? { Double(format.duration) }
    public var chapterStarts: [Double] { chapters.compactMap { Double($0.startTime) } }
  }

  public static func report(_ path: String) throws -> Report {
    let output = try run(
      "ffprobe",
      [
        "-v", "error", "-print_format", "json", "-show_streams", "-show_format", "-show_chapters",
        path,
      ])
    return try JSONDecoder().decode(Report.self, from: Data(output.utf8))
  }

  /// How long the audio is when the ffmpeg CLI decodes it (to 48 kHz mono samples, counted).
  public static func decodedDuration(_ path: String) throws -> Double {
    var bytes = 0
    try decode(path, format: "s16le", rate: 48_000) { bytes += $0.count }
    return Double(bytes / 2) / 48_000
  }

  /// The audio as the ffmpeg CLI decodes it: mono float samples at `rate`.
  public static func decodedSamples(_ path: String, rate: Int) throws -> [Float] {
    var data = Data()
    try decode(path, format: "f32le", rate: rate) { data.append($0) }
    return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
  }

  /// The top-left pixel of a picture as the ffmpeg CLI decodes it: red, green, blue.
  public static func firstPixel(_ path: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffmpeg", "-v", "error", "-i", path, "-vf", "crop=1:1:0:0", "-frames:v", "1", "-f",
      "rawvideo", "-pix_fmt", "rgb24", "-",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }

  /// Runs `ffmpeg` decoding `path` to raw mono samples and hands them over as they come.
  private static func decode(_ path: String, format: String, rate: Int, _ body: (Data) -> Void)
    throws
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffmpeg", "-v", "error", "-i", path, "-f", format, "-ac", "1", "-ar", "\(rate)", "-",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      body(chunk)
    }
    process.waitUntilExit()
  }

  /// The mean volume in dBFS, as `ffmpeg -af volumedetect` measures it.
  public static func meanVolume(_ path: String) throws -> Double? {
    let output = try run(
      "ffmpeg", ["-hide_banner", "-nostats", "-i", path, "-af", "volumedetect", "-f", "null", "-"],
      stderr: true)
    guard let line = output.split(separator: "\n").first(where: { $0.contains("mean_volume:") }),
      let value = line.split(separator: " ").dropLast().last
    else { return nil }
    return Double(value)
  }

  /// Runs a tool found on the PATH and returns its standard output (or standard error).
  static func run(_ tool: String, _ arguments: [String], stderr: Bool = false) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-\(tool)-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    if stderr {
      process.standardError = handle
      process.standardOutput = FileHandle.nullDevice
    } else {
      process.standardOutput = handle
      process.standardError = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return try String(contentsOf: output, encoding: .utf8)
  }
}
