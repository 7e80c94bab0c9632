import Foundation
import TalecastAPI
import TalecastApp
import TalecastCore
import TalecastHTTPServer
import TalecastTesting
import Testing

/// The API driven in process, on a root whose stores are in memory: no socket, no database
/// file. What only a socket shows (ranges sent from a file, streams, slow clients, limits of
/// the head) stays with the suites that use one.
@Suite struct InProcessAPITests {
  let api: API
  let talecast: Talecast

  init() throws {
    talecast = Talecast(
      configuration: TalecastConfiguration(
        mediaRoot: try TemporaryFolder.make("in-process"), database: .sqlite,
        defaultVoice: "en-us"),
      stores: .inMemory())
    api = API(
      talecast: talecast,
      options: APIOptions(
        access: Access { $0 == "admin" ? .admin : nil },
        rate: TokenRate(perSecond: 1_000_000, burst: 1_000_000), longestWait: 1))
  }

  func call(_ method: String, _ path: String, body: String? = nil, headers: [(String, String)] = [])
    throws -> (status: Int, json: [String: Any])
  {
    let request = ServerRequest(
      method: method, path: path,
      headers: [("authorization", "Bearer admin"), ("content-type", "application/json")]
        + headers.map { ($0.0.lowercased(), $0.1) },
      body: Array((body ?? "").utf8))
    let response = try #require(api.respond(to: request, timeout: 10))
    guard case .bytes(let bytes) = response.body else { return (response.status, [:]) }
    let json = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
    return (response.status, json)
  }

  @Test func heroesAndJobsAnswerWithoutASocket() throws {
    let added = try call(
      "POST", "/v1/heroes", body: #"{"name": "Pip", "traits": ["Brave", "Kind"]}"#)
    #expect(added.status == 201, "\(added.json)")
    let id = try #require(added.json["id"] as? String)
    #expect(try call("GET", "/v1/heroes/\(id)").json["name"] as? String == "Pip")
    let missing = try call("GET", "/v1/heroes/nobody")
    #expect(missing.status == 404 && missing.json["title"] as? String == "Not found")

    let job = #"{"hero": "\#(id)", "occasion": "magic-garden", "seed": 3}"#
    let submitted = try call("POST", "/v1/jobs", body: job, headers: [("Idempotency-Key", "a")])
    #expect(submitted.status == 201 && submitted.json["state"] as? String == "queued")
    // No workers: a wait ends at the host's longest (1 s), answered later, still in process.
    let waited = try call(
      "POST", "/v1/jobs", body: job, headers: [("Idempotency-Key", "a"), ("Prefer", "wait=5")])
    #expect(waited.status == 202 && waited.json["id"] as? String == submitted.json["id"] as? String)
    #expect(!FileManager.default.fileExists(atPath: talecast.configuration.sqliteFile.path))
  }
}
