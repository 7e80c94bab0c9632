import Foundation
import TalecastCore
import TalecastHTTP

/// An OpenAI-compatible backend: where it is, the key, and the model for each provider.
/// The key is sent in the `Authorization` header and nowhere else: it is not part of any
/// description, message or log line.
public struct RemoteBackend: Sendable, CustomStringConvertible {
  public var baseURL: String
  private let apiKey: String?
  public var writerModel: String
  public var narratorModel: String
  public var narratorVoice: String
  public var illustratorModel: String
  public var http: HTTPConfiguration

  public init(
    baseURL: String, apiKey: String?, writerModel: String = "gpt-4o-mini",
    narratorModel: String = "tts-1", narratorVoice: String = "alloy",
    illustratorModel: String = "dall-e-2", http: HTTPConfiguration = HTTPConfiguration()
  ) {
    self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
    self.writerModel = writerModel
    self.narratorModel = narratorModel
    self.narratorVoice = narratorVoice
    self.illustratorModel = illustratorModel
    self.http = http
  }

  public var description: String {
    "\(baseURL) (key \(apiKey == nil ? "not set" : "set"))"
  }

  /// POSTs a JSON body to `path` and returns the response body of a 2xx answer, taking no more
  /// of it than `answer`'s limit; everything else becomes a classified `ProviderError` for
  /// `provider`.
  func post(_ path: String, json: Any, provider: String, answer: RemoteAnswer)
    throws(ProviderError) -> HTTPResponse
  {
    let name = "\(provider) POST \(path)"
    let body: Data
    do {
      body = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    } catch {
      throw ProviderError(.permanent, provider: name, message: "cannot encode the request")
    }
    var headers = ["Content-Type": "application/json"]
    if let apiKey { headers["Authorization"] = "Bearer \(apiKey)" }
    let response: HTTPResponse
    do {
      response = try HTTPClient(configuration: http).send(
        HTTPRequest(
          method: "POST", url: baseURL + path, headers: headers, body: body,
          responseLimit: answer.byteLimit))
    } catch {
      switch error.kind {
      case .responseTooLarge(let limit):
        // The backend's answer is wrong, not the request: another attempt would fetch as much.
        throw ProviderError(
          .permanent, provider: name,
          message: "the \(answer.rawValue) answer is over its limit of \(limit) bytes")
      case .stopped:
        // The stage sees its job's stop request and stops; this is never retried.
        throw ProviderError(.permanent, provider: name, message: error.message)
      case .timedOut, .couldNotConnect, .transport:
        throw ProviderError(.transient, provider: name, message: error.message)
      }
    }
    guard (200...299).contains(response.status) else {
      var message = Self.errorMessage(in: response.body)
      // A backend that echoes the request must not carry the key into a log line.
      if let apiKey { message = message.replacingOccurrences(of: apiKey, with: "[key]") }
      throw ProviderError(
        ProviderError.kind(ofStatus: response.status), provider: name,
        message: message, status: response.status,
        retryAfter: ProviderError.retryAfter(response.headers["retry-after"]))
    }
    return response
  }

  /// The backend's own words from an error body (`{"error":{"message":…}}`), shortened.
  static func errorMessage(in body: Data) -> String {
    if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let error = object["error"] as? [String: Any], let message = error["message"] as? String
    {
      return String(message.prefix(300))
    }
    let text = String(decoding: body.prefix(300), as: UTF8.self)
    return text.isEmpty ? "no message" : text
  }
}
