import Foundation
import TalecastCore
import TalecastGeneration

/// Settings of one Talecast process. Environment variables are read here and nowhere else.
public struct TalecastConfiguration: Sendable {
  /// The media root: the database and the rendered stories.
  public var mediaRoot: URL
  public var logLevel: Logger.Level
  /// The OpenAI-compatible backend for jobs that choose remote providers; nil when
  /// `TALECAST_API_BASE` is not set.
  public var remoteBackend: RemoteBackend?

  public init(
    mediaRoot: URL, logLevel: Logger.Level = .warning, remoteBackend: RemoteBackend? = nil
  ) {
    self.mediaRoot = mediaRoot
    self.logLevel = logLevel
    self.remoteBackend = remoteBackend
  }

  public static let defaultMediaRoot = "Media"

  /// `--media` wins over `TALECAST_MEDIA`, which wins over `Media` in the current folder.
  public static func resolve(
    mediaOption: String?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TalecastConfiguration {
    let path =
      mediaOption ?? environment["TALECAST_MEDIA"].flatMap { $0.isEmpty ? nil : $0 }
      ?? defaultMediaRoot
    let level = environment["TALECAST_LOG_LEVEL"].flatMap(Logger.Level.init(name:)) ?? .warning
    let url = URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    return TalecastConfiguration(
      mediaRoot: url.standardizedFileURL, logLevel: level,
      remoteBackend: RemoteBackend.fromEnvironment(environment))
  }
}
