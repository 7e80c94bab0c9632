import CCurl
import Foundation
import TalecastCore

/// HTTP over libcurl. Each request uses its own easy handle, so the client is safe to use from
/// any thread; libcurl's global set-up runs once per process, on first use.
public struct HTTPClient: Sendable {
  public let configuration: HTTPConfiguration

  public init(configuration: HTTPConfiguration = HTTPConfiguration()) {
    self.configuration = configuration
  }

  public func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let handle = try EasyHandle(url: request.url)
    let limit = min(
      configuration.maximumResponseBytes,
      request.responseLimit ?? configuration.maximumResponseBytes)
    let exchange = Exchange(limit: limit, stop: RenderCancellation.current)
    try handle.configure(request, configuration: configuration, exchange: exchange)
    let code = withExtendedLifetime(exchange) { curl.curl_easy_perform(handle.pointer) }
    guard code == CURLE_OK else {
      if code == CURLE_ABORTED_BY_CALLBACK, exchange.stop?.isStopRequested == true {
        throw HTTPError(
          kind: .stopped, url: request.url, code: Int32(code.rawValue),
          message: StopRequested().description)
      }
      if exchange.overflowed {
        throw HTTPError(
          kind: .responseTooLarge(limit: limit), url: request.url, code: Int32(code.rawValue),
          message: "response larger than \(limit) bytes")
      }
      throw HTTPError(
        kind: Self.kind(of: code), url: request.url, code: Int32(code.rawValue),
        message: String(cText: curl.curl_easy_strerror(code)))
    }
    var status = 0
    _ = tc_curl_get_long(curl, handle.pointer, CURLINFO_RESPONSE_CODE, &status)
    return HTTPResponse(status: status, headers: exchange.headers, body: exchange.body)
  }

  private static func kind(of code: CURLcode) -> HTTPError.Kind {
    switch code {
    case CURLE_OPERATION_TIMEDOUT: .timedOut
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST: .couldNotConnect
    default: .transport
    }
  }
}

/// `curl_global_init` must run once before any handle is made (`EasyHandle` sees to it, after
/// opening libcurl: a client that is made but never sends opens nothing).
enum CurlGlobal {
  static let initialized: Bool =
    (try? CurlLibrary.opened.get()).map { $0.curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }
    == CURLE_OK
}

/// What one transfer receives; libcurl's callbacks append to it during `curl_easy_perform`,
/// on the calling thread only.
final class Exchange {
  let limit: Int
  /// The render this transfer works for: the transfer stops when it is asked to.
  let stop: RenderCancellation?
  var body = Data()
  var headers: [String: String] = [:]
  /// The body is over `limit`: the transfer was stopped without taking the rest.
  var overflowed = false

  init(limit: Int, stop: RenderCancellation?) {
    self.limit = limit
    self.stop = stop
  }
}
