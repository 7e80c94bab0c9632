import Foundation

/// What a listener hears, measured by the ffmpeg CLI (an independent reader of what Talecast
/// wrote): loudness and true peak (`ebur128`) and the silences (`silencedetect`).
extension FFprobe {
  /// Integrated loudness in LUFS and true peak in dBTP over the whole file.
  public static func loudness(_ path: String) throws -> (integrated: Double, truePeak: Double) {
    let output = try run(
      "ffmpeg",
      ["-hide_banner", "-nostats", "-i", path, "-af", "ebur128=peak=true", "-f", "null", "-"],
      stderr: true)
    // The summary comes last: "I: -16.4 LUFS" … "Peak: -1.9 dBFS".
    let summary = output.components(separatedBy: "Summary:").last ?? ""
    func value(after label: String) -> Double? {
      guard let line = summary.split(separator: "\n").first(where: { $0.contains(label) }) else {
        return nil
      }
      return line.split(separator: " ").compactMap { Double($0) }.first
    }
    guard let integrated = value(after: "I:"), let peak = value(after: "Peak:") else {
      throw CocoaError(
        .fileReadCorruptFile,
        userInfo: [NSLocalizedDescriptionKey: "ebur128 printed no summary for \(path)"])
    }
    return (integrated, peak)
  }

  /// Every stretch quieter than `threshold` dB for at least `minimum` seconds: (start, end).
  public static func silences(_ path: String, threshold: Double = -45, minimum: Double)
    throws -> [(start: Double, end: Double)]
  {
    let output = try run(
      "ffmpeg",
      [
        "-hide_banner", "-nostats", "-i", path, "-af",
        "silencedetect=n=\(threshold)dB:d=\(minimum)", "-f", "null", "-",
      ], stderr: true)
    var starts: [Double] = []
    var silences: [(start: Double, end: Double)] = []
    for line in output.split(separator: "\n") {
      if let range = line.range(of: "silence_start: ") {
        starts.append(Double(line[range.upperBound...].split(separator: " ")[0]) ?? 0)
      } else if let range = line.range(of: "silence_end: "), let start = starts.popLast() {
        silences.append((start, Double(line[range.upperBound...].split(separator: " ")[0]) ?? 0))
      }
    }
    // A silence that runs to the end of the file has a start and no end.
    if let start = starts.popLast() { silences.append((start, try decodedDuration(path))) }
    return silences
  }
}
