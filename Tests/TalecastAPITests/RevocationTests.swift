import Foundation
import TalecastApp
import Testing

@testable import TalecastAPI

/// What a token opened ends when the token is revoked (or its signed URL expires): an event
/// stream says so and ends, a download under way is cut. Real tokens, real sockets.
@Suite struct RevocationTests {
  func fixture() throws -> APIFixture {
    try APIFixture { talecast in
      API(talecast: talecast, options: APIOptions(access: Access(talecast: talecast)))
    }
  }

  func submit(_ api: APIFixture) throws {
    _ = try api.talecast.submit(jobText: APIFixture.job, source: "test", idempotencyKey: nil)
  }

  @Test func aRevokedTokensEventStreamEnds() throws {
    let api = try fixture()
    let token = try api.talecast.createToken(name: "watcher", scope: .read)
    let stream = try EventStreamReader(
      port: api.service.server.port, path: "/v1/events", token: token.secret)
    #expect(stream.read { $0.text.contains("retry:") })
    try submit(api)
    #expect(stream.read { !$0.events.isEmpty })
    let before = stream.events.count
    _ = try api.talecast.revokeToken("watcher")
    // The token store is asked at most once a second per token: events published within that
    // second may still go; then the stream ends, saying why.
    Thread.sleep(forTimeInterval: 1.1)
    for _ in 0..<3 { try submit(api) }
    #expect(stream.read { $0.ended })
    let end = EventStreamReader.Message(
      id: nil, event: "end",
      data: #"{"reason":"access ended","detail":"the token was revoked or the signed URL expired"}"#
    )
    #expect(stream.messages.last == end)
    #expect(stream.events.count == before, "\(stream.events.count - before) events after it")
  }

  @Test func aRevokedTokensDownloadIsCut() throws {
    let api = try fixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
    let story = try api.talecast.story(exactly: "abcd11112222")
    let audio = api.media.appendingPathComponent(story.folder).appendingPathComponent("story.m4a")
    try Data(count: 64_000_000).write(to: audio)
    let token = try api.talecast.createToken(name: "listener", scope: .read)
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    curl.arguments = [
      "-s", "-o", "/dev/null", "--limit-rate", "4M", "-w", "%{size_download}", "-H",
      "Authorization: Bearer \(token.secret)", api.base + "/v1/stories/abcd11112222/audio",
    ]
    let output = Pipe()
    curl.standardOutput = output
    try curl.run()
    Thread.sleep(forTimeInterval: 1.5)
    _ = try api.talecast.revokeToken("listener")
    let revoked = Date()
    let received = output.fileHandleForReading.readDataToEndOfFile()
    curl.waitUntilExit()
    // curl's 18: the transfer ended before the length the server announced.
    #expect(curl.terminationStatus == 18)
    #expect(Date().timeIntervalSince(revoked) < 6)
    let bytes = Int(String(decoding: received, as: UTF8.self)) ?? -1
    #expect(bytes > 0 && bytes < 40_000_000, "\(bytes) bytes")
  }

  /// A signed URL's download, or stream, ends when the URL expires, not only when it is
  /// refused at the start.
  @Test func anExpiringSignedURLsStreamEnds() throws {
    let api = try fixture()
    let token = try api.talecast.createToken(name: "page", scope: .read)
    let signed = try api.talecast.signURL(path: "/v1/events", tokenId: token.record.id, ttl: 2)
    let stream = try EventStreamReader(
      port: api.service.server.port, path: signed.relative, token: nil)
    #expect(stream.read { $0.text.contains("retry:") })
    Thread.sleep(forTimeInterval: 2.5)
    try submit(api)
    #expect(stream.read { $0.ended })
    #expect(stream.messages.last?.data.contains("access ended") == true)
  }
}
