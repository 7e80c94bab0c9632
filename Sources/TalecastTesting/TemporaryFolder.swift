import Foundation

/// A fresh folder under the system's temporary directory, one per test.
public enum TemporaryFolder {
  public static func make(_ label: String = "test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
