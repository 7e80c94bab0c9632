import Foundation
import TalecastCore
import Testing

@testable import TalecastApp

/// The environment is read in one place (`TalecastConfiguration`), and a value that cannot be
/// used is refused with its variable named rather than replaced by the default in silence.
@Suite struct ConfigurationTests {
  static let key = "sk-test-0123456789"

  func resolve(_ environment: [String: String]) throws -> TalecastConfiguration {
    try TalecastConfiguration.resolve(mediaOption: "m", environment: environment)
  }

  @Test func theEnvironmentConfiguresTheRemoteBackend() throws {
    #expect(try resolve([:]).remoteBackend == nil)
    #expect(try resolve(["TALECAST_API_BASE": ""]).remoteBackend == nil, "empty is not set")
    let backend = try #require(
      try resolve([
        "TALECAST_API_BASE": "http://example.test/", "TALECAST_API_KEY": Self.key,
        "TALECAST_WRITER_MODEL": "story-1", "TALECAST_HTTP_TIMEOUT": "5",
        "TALECAST_HTTP_CONNECT_TIMEOUT": "0.5",
      ]).remoteBackend)
    #expect(backend.baseURL == "http://example.test")
    #expect(backend.writerModel == "story-1")
    #expect(backend.narratorModel == "tts-1")
    #expect(backend.http.totalTimeout == .seconds(5))
    #expect(backend.http.connectTimeout == .milliseconds(500))
    #expect(!"\(backend)".contains(Self.key))
  }

  @Test func levelsAndDelaysAreRead() throws {
    let configuration = try resolve(["TALECAST_LOG_LEVEL": "Debug", "TALECAST_RETRY_DELAY": "2.5"])
    #expect(configuration.logLevel == .debug)
    #expect(configuration.retryDelay == 2.5)
    let defaults = try resolve([:])
    #expect(defaults.logLevel == .warning && defaults.retryDelay == 30)
  }

  @Test(arguments: [
    (
      ["TALECAST_LOG_LEVEL": "verbose"],
      "TALECAST_LOG_LEVEL: expected one of trace, debug, info, notice, warning, error, found \"verbose\""
    ),
    (
      ["TALECAST_RETRY_DELAY": "30s"],
      "TALECAST_RETRY_DELAY: expected seconds from 0 to 86400, found \"30s\""
    ),
    (
      ["TALECAST_RETRY_DELAY": "-1"],
      "TALECAST_RETRY_DELAY: expected seconds from 0 to 86400, found \"-1\""
    ),
    (
      ["TALECAST_API_BASE": "http://x.test", "TALECAST_HTTP_TIMEOUT": "nan"],
      "TALECAST_HTTP_TIMEOUT: expected seconds from 0.1 to 3600, found \"nan\""
    ),
    (
      ["TALECAST_API_BASE": "http://x.test", "TALECAST_HTTP_CONNECT_TIMEOUT": "0"],
      "TALECAST_HTTP_CONNECT_TIMEOUT: expected seconds from 0.1 to 600, found \"0\""
    ),
    (
      ["TALECAST_API_BASE": "example.test:8080"],
      "TALECAST_API_BASE: expected an http:// or https:// URL, found \"example.test:8080\""
    ),
  ])
  func aValueThatCannotBeUsedIsRefusedWithItsVariable(
    environment: [String: String], message: String
  ) {
    #expect(throws: ConfigurationError.self) { try resolve(environment) }
    do {
      _ = try resolve(environment)
    } catch {
      #expect("\(error)" == message)
    }
  }
}
