import Foundation
import Testing

/// `talecast feeds create|list|revoke` as a parent sets one up: the address printed once,
/// served by `serve --http` with a rendered story whose chapters are its scenes' titles, and
/// closed by `revoke`.
@Suite struct FeedsEndToEndTests {
  @Test func aFeedIsCreatedServedListedAndRevoked() throws {
    let cli = try CLI()
    let job = CLI.repository.appendingPathComponent("Jobs/examples/ada-dragon-friendship.json")
    let render = try cli.run(["render", job.path])
    #expect(render.status == 0, "\(render.stderr)")
    let host = try HTTPServeEndToEndTests.Host(cli, token: "")
    defer { host.process.terminate() }

    let created = try cli.run([
      "feeds", "create", "Ada's stories", "--hero", "Ada", "--address", host.base,
    ])
    #expect(created.status == 0, "\(created.stderr)")
    let address = created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(address.hasPrefix(host.base + "/feeds/tc_") && address.hasSuffix(".xml"), "\(address)")
    #expect(created.stderr.contains("(stories matching hero:\"Ada\")"))
    #expect(created.stderr.contains("will not be shown again"))

    let feed = try host.curl([], address, authorized: false)
    #expect(feed.status == 200)
    let xml = String(decoding: feed.body, as: UTF8.self)
    #expect(xml.contains("<title>Ada&apos;s stories</title>"))
    #expect(xml.components(separatedBy: "<item>").count == 2, "one story: \(xml)")
    // The chapters are the scenes' titles, as the audio file's are.
    let chaptersURL = try #require(
      xml.firstMatch(of: /<podcast:chapters url="([^"]+)"/).map { String($0.1) })
    let chapters = try host.json(try host.curl([], chaptersURL, authorized: false).body)
    let titles = (chapters["chapters"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
    #expect(titles?.first == "Ada at Home", "\(titles ?? [])")
    #expect(titles?.contains { $0.hasPrefix("Scene ") } == false)

    // Listed by name and query, never by address; not among the API's tokens.
    let list = try cli.run(["feeds", "list"])
    #expect(list.stdout.contains("Ada's stories") && list.stdout.contains("hero:\"Ada\""))
    let secret = String(address.split(separator: "/").last!.dropLast(4))
    #expect(!(list.stdout + list.stderr).contains(secret))
    #expect(try cli.run(["tokens", "list"]).stdout.hasPrefix("No tokens yet."))

    let revoked = try cli.run(["feeds", "revoke", "Ada's stories"])
    #expect(revoked.status == 0 && revoked.stdout.hasPrefix("revoked feed "))
    #expect(try host.curl([], address, authorized: false).status == 401)
  }

  @Test func badInputNamesWhatIsWrong() throws {
    let cli = try CLI()
    let query = try cli.run(["feeds", "create", "x", "--query", "plays:abc"])
    #expect(query.status == 64 && query.stderr.hasPrefix("Error: --query: "), "\(query.stderr)")
    let address = try cli.run(["feeds", "create", "x", "--address", "phone:8080/x"])
    #expect(address.status == 64)
    #expect(address.stderr.contains("--address: expected http://HOST:PORT"))
    #expect(try cli.run(["feeds", "create", "family"]).status == 0)
    let twice = try cli.run(["feeds", "create", "family"])
    #expect(twice.status == 1 && twice.stderr.contains("a live feed is already named 'family'"))
    let missing = try cli.run(["feeds", "revoke", "nobody"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "Error: no feed with the id or name 'nobody'\n")
  }
}
