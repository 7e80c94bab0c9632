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
  /// Seconds before the queue tries again a job whose stage failed for a passing reason
  /// after the stage's own retries; doubled each time, at most 15 minutes
  /// (`TALECAST_RETRY_DELAY`, default 30).
  public var retryDelay: Double

  public init(
    mediaRoot: URL, logLevel: Logger.Level = .warning, remoteBackend: RemoteBackend? = nil,
    retryDelay: Double = 30
  ) {
    self.mediaRoot = mediaRoot
    self.logLevel = logLevel
    self.remoteBackend = remoteBackend
    self.retryDelay = retryDelay
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
    let retryDelay = environment["TALECAST_RETRY_DELAY"].flatMap(Double.init).flatMap {
      $0.isFinite && $0 >= 0 ? $0 : nil
    }
    return TalecastConfiguration(
      mediaRoot: url.standardizedFileURL, logLevel: level,
      remoteBackend: RemoteBackend.fromEnvironment(environment), retryDelay: retryDelay ?? 30)
  }
}
