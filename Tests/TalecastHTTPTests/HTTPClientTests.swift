import Foundation
import TalecastCore
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

  /// A transfer made for a render stops when the render is asked to stop, instead of waiting
  /// for a backend that hangs (a shutdown once waited 117 s).
  @Test func aTransferStopsWhenItsRenderIsAskedToStop() throws {
    let server = try LocalHTTPServer { _ in .init(delay: .seconds(20)) }
    let client = HTTPClient(configuration: HTTPConfiguration(totalTimeout: .seconds(60)))
    let cancellation = RenderCancellation()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.interrupt() }
    let started = ContinuousClock.now
    do {
      _ = try RenderCancellation.$current.withValue(cancellation) {
        try client.send(HTTPRequest(url: server.baseURL + "/"))
      }
      Issue.record("expected the transfer to stop")
    } catch {
      let failure = error as? HTTPError
      #expect(failure?.kind == .stopped)
      #expect(failure?.message == "stopped: the job was asked to stop")
    }
    // libcurl asks about once a second; far from the reply's 20 s.
    #expect(ContinuousClock.now - started < .seconds(10))
    // Without a render to stop, the same client is not cut short.
    let quick = try LocalHTTPServer { _ in .init(body: Data("ok".utf8)) }
    #expect(try client.send(HTTPRequest(url: quick.baseURL + "/")).body == Data("ok".utf8))
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
