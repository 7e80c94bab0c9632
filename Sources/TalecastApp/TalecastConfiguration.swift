import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastPostgres
import TalecastQueue

/// Where the job queue, the library and the event log are kept.
public enum DatabaseChoice: Sendable, Hashable {
  /// The SQLite file in the media root (`talecast.sqlite`, WAL): one machine.
  case sqlite
  /// A PostgreSQL server that every host reaches; nothing is written to SQLite.
  case postgres(PostgresURL)

  /// `--database` / `TALECAST_DATABASE`: a `postgresql://` (or `postgres://`) URL, or `sqlite`.
  public static func parse(_ text: String, field: String) throws -> DatabaseChoice {
    if text.lowercased() == "sqlite" { return .sqlite }
    if let url = try PostgresURL(text) { return .postgres(url) }
    throw PostgresError.badURL(
      "\(field): expected a postgresql:// URL or 'sqlite', found \"\(JobLimits.excerpt(PostgresURL.redactingCredentials(text)))\""
    )
  }
}

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
  /// Seconds `render` keeps trying a write to the queue that fails (a full disk, a database
  /// that is away) before it gives up: the job is left to be tried again and the run ends
  /// with an error (`TALECAST_QUEUE_WRITE_WAIT`, default 120). `serve` keeps trying.
  public var queueWriteWait: Double
  /// Where the queue, the library and the event log are (`--database`, `TALECAST_DATABASE`).
  public var database: DatabaseChoice
  /// The name this host's workers go by in the queue (`TALECAST_HOST`, default the machine's
  /// host name). Hosts sharing one database need different names: a worker's process is
  /// checked only on its own host; elsewhere its lease decides.
  public var host: String
  /// The voice of jobs that name none (`TALECAST_VOICE`): nil lets Talecast choose — the
  /// neural voice for English when one is installed, else espeak-ng's `en-us`.
  public var defaultVoice: String?

  public init(
    mediaRoot: URL, logLevel: Logger.Level = .warning, remoteBackend: RemoteBackend? = nil,
    retryDelay: Double = 30, queueWriteWait: Double = 120, database: DatabaseChoice = .sqlite,
    host: String = WorkerPool.defaultHost, defaultVoice: String? = nil
  ) {
    self.defaultVoice = defaultVoice
    self.queueWriteWait = queueWriteWait
    self.database = database
    self.host = host
    self.mediaRoot = mediaRoot
    self.logLevel = logLevel
    self.remoteBackend = remoteBackend
    self.retryDelay = retryDelay
  }

  public static let defaultMediaRoot = "Media"

  /// `TALECAST_HOST` as a worker's name can hold it: 1 to 200 characters, no colon (it
  /// separates host and process), no control characters.
  static func hostName(_ text: String) throws(ConfigurationError) -> String {
    guard !text.isEmpty, text.count <= 200, !text.contains(":"),
      JobLimits.firstControl(in: text) == nil
    else {
      throw ConfigurationError(
        variable: "TALECAST_HOST",
        problem:
          "must be 1 to 200 characters without ':' or control characters, found \"\(JobLimits.excerpt(text))\""
      )
    }
    return text
  }

  /// `TALECAST_VOICE`, checked, or nil when it is not set.
  public static func voice(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ConfigurationError) -> String? {
    try value("TALECAST_VOICE", environment).map(Self.voiceName)
  }

  /// `TALECAST_VOICE` as a job's voice field takes it: 1 to 200 characters, no control
  /// characters (whether the voice exists is checked when a job needs it, naming the variable).
  static func voiceName(_ text: String) throws(ConfigurationError) -> String {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.count <= 200, JobLimits.firstControl(in: name) == nil else {
      throw ConfigurationError(
        variable: "TALECAST_VOICE",
        problem:
          "expected a voice name such as joe or en-us (see 'talecast voices'), found \"\(JobLimits.excerpt(text))\""
      )
    }
    return name
  }

  /// `--media` wins over `TALECAST_MEDIA`, which wins over `Media` in the current folder;
  /// `--database` wins over `TALECAST_DATABASE`, which wins over SQLite in the media root.
  public static func resolve(
    mediaOption: String?, databaseOption: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> TalecastConfiguration {
    let path =
      mediaOption ?? environment["TALECAST_MEDIA"].flatMap { $0.isEmpty ? nil : $0 }
      ?? defaultMediaRoot
    let level = try logLevel(environment)
    let url = URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let retryDelay = try seconds("TALECAST_RETRY_DELAY", environment, in: 0...86_400)
    let writeWait = try seconds("TALECAST_QUEUE_WRITE_WAIT", environment, in: 0...86_400)
    // The data folder is found when first needed; a variable naming no folder is refused now,
    // as any other setting that cannot be used.
    if let data = value("TALECAST_DATA", environment),
      case .failure = DataFolder.locate(environment: environment, executable: nil)
    {
      throw ConfigurationError(
        variable: "TALECAST_DATA", problem: "\(data) is not a folder (Talecast's data folder)")
    }
    var database = DatabaseChoice.sqlite
    if let option = databaseOption {
      database = try DatabaseChoice.parse(option, field: "--database")
    } else if let text = environment["TALECAST_DATABASE"], !text.isEmpty {
      database = try DatabaseChoice.parse(text, field: "TALECAST_DATABASE")
    }
    return TalecastConfiguration(
      mediaRoot: url.standardizedFileURL, logLevel: level,
      remoteBackend: try remoteBackend(environment), retryDelay: retryDelay ?? 30,
      queueWriteWait: writeWait ?? 120, database: database,
      host: try environment["TALECAST_HOST"].map(Self.hostName) ?? WorkerPool.defaultHost,
      defaultVoice: try value("TALECAST_VOICE", environment).map(Self.voiceName))
  }
}

/// A setting that cannot be used, named by its variable.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  public let variable: String
  public let problem: String
  public var description: String { "\(variable): \(problem)" }
}
