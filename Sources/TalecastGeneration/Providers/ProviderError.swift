import Foundation

/// A provider's failure, classified: a transient one (the backend was unreachable, slow, busy
/// or broken for a moment) is worth another attempt; a permanent one (the request or the answer
/// is wrong) is not. Messages never hold the API key.
public struct ProviderError: Error, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    case transient
    case permanent
  }

  public var kind: Kind
  /// Which provider and endpoint, e.g. "writer POST /v1/chat/completions".
  public var provider: String
  public var message: String
  /// The HTTP status, when there was a response.
  public var status: Int?
  /// How long the backend asked to wait (`Retry-After`).
  public var retryAfter: Duration?

  public init(
    _ kind: Kind, provider: String, message: String, status: Int? = nil,
    retryAfter: Duration? = nil
  ) {
    self.kind = kind
    self.provider = provider
    self.message = message
    self.status = status
    self.retryAfter = retryAfter
  }

  public var isTransient: Bool { kind == .transient }

  public var description: String {
    var text = "\(provider): \(message)"
    if let status { text += " (HTTP \(status))" }
    if kind == .transient { text += " [transient]" }
    return text
  }

  /// The class of an HTTP status: 408, 429 and 5xx are transient, other 4xx permanent.
  public static func kind(ofStatus status: Int) -> Kind {
    status == 408 || status == 429 || (500...599).contains(status) ? .transient : .permanent
  }

  /// `Retry-After` as seconds ("120") or an HTTP date; nil when absent or unreadable.
  public static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if let seconds = Double(value), seconds >= 0 { return .milliseconds(Int(seconds * 1_000)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    return .milliseconds(Int(max(0, date.timeIntervalSince(now)) * 1_000))
  }
}
