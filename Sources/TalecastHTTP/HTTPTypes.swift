import Foundation

public struct HTTPRequest: Sendable {
  public var method: String
  public var url: String
  public var headers: [String: String]
  public var body: Data?
  /// The most body bytes this request's answer may have, when it is less than the
  /// configuration's `maximumResponseBytes` (callers cap each kind of answer on its own).
  public var responseLimit: Int?

  public init(
    method: String = "GET", url: String, headers: [String: String] = [:], body: Data? = nil,
    responseLimit: Int? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.responseLimit = responseLimit
  }
}

public struct HTTPResponse: Sendable {
  public var status: Int
  /// Header names in lower case.
  public var headers: [String: String]
  public var body: Data
}

/// A request that got no usable response. HTTP error statuses are responses, not errors:
/// the caller decides what a 429 or a 503 means.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    case timedOut
    case couldNotConnect
    case responseTooLarge(limit: Int)
    /// The render the request worked for was asked to stop.
    case stopped
    case transport
  }

  public let kind: Kind
  public let url: String
  /// libcurl's result code and its message.
  public let code: Int32
  public let message: String

  public var description: String { "\(url): \(message) (libcurl \(code))" }
}

public struct HTTPConfiguration: Sendable {
  public var connectTimeout: Duration
  public var totalTimeout: Duration
  /// Bodies larger than this are refused rather than held in memory: the transfer stops as
  /// soon as it is known to be over (by its Content-Length, else by the bytes received).
  public var maximumResponseBytes: Int

  public init(
    connectTimeout: Duration = .seconds(10), totalTimeout: Duration = .seconds(120),
    maximumResponseBytes: Int = 64 << 20
  ) {
    self.connectTimeout = connectTimeout
    self.totalTimeout = totalTimeout
    self.maximumResponseBytes = maximumResponseBytes
  }
}
