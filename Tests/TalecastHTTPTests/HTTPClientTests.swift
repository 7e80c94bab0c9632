import Foundation
import TalecastTesting
import Testing

@testable import TalecastHTTP

@Suite struct HTTPClientTests {
  @Test func postsABodyWithHeadersAndReadsTheReply() throws {
    let server = try LocalHTTPServer { request in
      .init(
        status: 200, headers: ["Content-Type": "application/json", "X-Echo": request.method],
        body: request.body)
    }
    let client = HTTPClient()
    let body = Data(#"{"model": "tiny", "input": "héllo"}"#.utf8)
    let response = try client.send(
      HTTPRequest(
        method: "POST", url: server.baseURL + "/v1/audio/speech",
        headers: ["Authorization": "Bearer k", "Content-Type": "application/json"], body: body))
    #expect(response.status == 200)
    #expect(response.body == body)
    #expect(response.headers["x-echo"] == "POST")
    #expect(response.headers["content-type"] == "application/json")
    let seen = try #require(server.requests.first)
    #expect(seen.path == "/v1/audio/speech")
    #expect(seen.headers["authorization"] == "Bearer k")
    #expect(seen.body == body)
  }

  @Test func errorStatusesAreResponsesForTheCallerToJudge() throws {
    let server = try LocalHTTPServer { _ in
      .init(status: 429, headers: ["Retry-After": "3"], body: Data("slow down".utf8))
    }
    let response = try HTTPClient().send(HTTPRequest(url: server.baseURL + "/"))
    #expect(response.status == 429)
    #expect(response.headers["retry-after"] == "3")
    #expect(String(decoding: response.body, as: UTF8.self) == "slow down")
  }

  @Test func aClosedPortIsACouldNotConnectError() throws {
    let server = try LocalHTTPServer { _ in .init() }
    let url = server.baseURL + "/"
    server.stop()
    do {
      _ = try HTTPClient().send(HTTPRequest(url: url))
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .couldNotConnect)
      #expect(error.description.hasPrefix(url))
    }
  }

  @Test func aSlowServerTimesOut() throws {
    let server = try LocalHTTPServer { _ in .init(delay: .seconds(2)) }
    let client = HTTPClient(configuration: HTTPConfiguration(totalTimeout: .milliseconds(300)))
    do {
      _ = try client.send(HTTPRequest(url: server.baseURL + "/"))
      Issue.record("expected a time-out")
    } catch {
      #expect(error.kind == .timedOut)
    }
  }

  @Test func anOversizedResponseIsRefused() throws {
    let server = try LocalHTTPServer { _ in .init(body: Data(repeating: 65, count: 200_000)) }
    let client = HTTPClient(configuration: HTTPConfiguration(maximumResponseBytes: 50_000))
    do {
      _ = try client.send(HTTPRequest(url: server.baseURL + "/"))
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .responseTooLarge(limit: 50_000))
    }
  }
}
