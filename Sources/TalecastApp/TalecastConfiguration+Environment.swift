import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastHTTP

/// The environment's settings, each refused with its variable named when it cannot be used: a
/// typo in `TALECAST_LOG_LEVEL` or a time-out of "5s" is an error, not the default in silence.
extension TalecastConfiguration {
  static func logLevel(_ environment: [String: String]) throws(ConfigurationError) -> Logger.Level {
    guard let text = value("TALECAST_LOG_LEVEL", environment) else { return .warning }
    guard let level = Logger.Level(name: text) else {
      let names = Logger.Level.allCases.map { "\($0)" }.joined(separator: ", ")
      throw ConfigurationError(
        variable: "TALECAST_LOG_LEVEL",
        problem: "expected one of \(names), found \"\(JobLimits.excerpt(text))\"")
    }
    return level
  }

  /// Seconds in `range` from `variable`, or nil when it is not set.
  static func seconds(
    _ variable: String, _ environment: [String: String], in range: ClosedRange<Double>
  ) throws(ConfigurationError) -> Double? {
    guard let text = value(variable, environment) else { return nil }
    guard let seconds = Double(text), seconds.isFinite, range.contains(seconds) else {
      throw ConfigurationError(
        variable: variable,
        problem:
          "expected seconds from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound)), found \"\(JobLimits.excerpt(text))\""
      )
    }
    return seconds
  }

  /// The remote backend from `TALECAST_API_BASE` (required), `TALECAST_API_KEY`, the model and
  /// voice variables and the HTTP time-outs; nil without a base.
  static func remoteBackend(_ environment: [String: String]) throws(ConfigurationError)
    -> RemoteBackend?
  {
    guard let base = value("TALECAST_API_BASE", environment) else { return nil }
    guard let url = URL(string: base), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host != nil
    else {
      throw ConfigurationError(
        variable: "TALECAST_API_BASE",
        problem: "expected an http:// or https:// URL, found \"\(JobLimits.excerpt(base))\"")
    }
    var http = HTTPConfiguration()
    if let seconds = try Self.seconds("TALECAST_HTTP_CONNECT_TIMEOUT", environment, in: 0.1...600) {
      http.connectTimeout = .milliseconds(Int(seconds * 1_000))
    }
    if let seconds = try Self.seconds("TALECAST_HTTP_TIMEOUT", environment, in: 0.1...3_600) {
      http.totalTimeout = .milliseconds(Int(seconds * 1_000))
    }
    let defaults = RemoteBackend(baseURL: base, apiKey: nil)
    return RemoteBackend(
      baseURL: base, apiKey: value("TALECAST_API_KEY", environment),
      writerModel: value("TALECAST_WRITER_MODEL", environment) ?? defaults.writerModel,
      narratorModel: value("TALECAST_NARRATOR_MODEL", environment) ?? defaults.narratorModel,
      narratorVoice: value("TALECAST_NARRATOR_VOICE", environment) ?? defaults.narratorVoice,
      illustratorModel: value("TALECAST_ILLUSTRATOR_MODEL", environment)
        ?? defaults.illustratorModel,
      http: http)
  }

  /// A variable's value; an empty one counts as not set.
  static func value(_ name: String, _ environment: [String: String]) -> String? {
    environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
