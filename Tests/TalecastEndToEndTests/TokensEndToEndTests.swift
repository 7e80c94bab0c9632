import Foundation
import Testing

/// `talecast tokens create|list|revoke` as a user runs them: the token is printed once, only
/// its hash is stored, and nothing else ever prints it.
@Suite struct TokensEndToEndTests {
  @Test func aTokenIsShownOnceListedWithoutItAndRevoked() throws {
    let cli = try CLI()
    let created = try cli.run(["tokens", "create", "kitchen tablet", "--scope", "submit"])
    #expect(created.status == 0, "\(created.stderr)")
    let token = created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(token.hasPrefix("tc_") && token.count == 46, "\(created.stdout)")
    #expect(created.stderr.contains("will not be shown again"))

    let list = try cli.run(["tokens", "list"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("kitchen tablet") && list.stdout.contains("submit"))
    let json = try cli.run(["tokens", "list", "--json"])
    #expect(json.status == 0)
    let listed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(listed.count == 1)
    #expect(Set(listed[0].keys) == ["id", "name", "scope", "created"])
    let id = try #require(listed[0]["id"] as? String)
    for output in [list, json] {
      #expect(!(output.stdout + output.stderr).contains(token))
      #expect(!(output.stdout + output.stderr).contains(String(token.dropFirst(3).prefix(12))))
    }
    // The database holds the token's SHA-256, not the token.
    for file in ["talecast.sqlite", "talecast.sqlite-wal"] {
      let bytes = (try? Data(contentsOf: cli.media.appendingPathComponent(file))) ?? Data()
      #expect(bytes.range(of: Data(token.utf8)) == nil, "\(file) holds the token")
    }

    let twice = try cli.run(["tokens", "create", "kitchen tablet"])
    #expect(twice.status == 1, "a name taken is a conflict, not a typing mistake")
    #expect(twice.stderr.contains("already named 'kitchen tablet'"))
    #expect(twice.stdout.isEmpty)

    let revoked = try cli.run(["tokens", "revoke", "kitchen tablet"])
    #expect(revoked.status == 0)
    #expect(revoked.stdout == "revoked token \(id) 'kitchen tablet'\n")
    let again = try cli.run(["tokens", "revoke", id])
    #expect(again.status == 1)
    #expect(again.stderr.contains("already revoked"))
    let after = try cli.run(["tokens", "list", "--json"])
    let afterList = try #require(
      try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [[String: Any]])
    #expect(afterList.first?["revoked"] is String)
  }

  @Test func badInputNamesWhatIsWrong() throws {
    let cli = try CLI()
    let scope = try cli.run(["tokens", "create", "phone", "--scope", "root"])
    #expect(scope.status == 64)
    #expect(scope.stderr.contains("--scope: expected one of read, submit, admin, found 'root'"))
    let name = try cli.run(["tokens", "create", String(repeating: "n", count: 65)])
    #expect(name.status == 64)
    #expect(name.stderr.contains("token name: at most 64 characters"))
    let missing = try cli.run(["tokens", "revoke", "nobody"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "Error: no token with the id or name 'nobody'\n")
    let none = try cli.run(["tokens", "list"])
    #expect(none.stdout.hasPrefix("No tokens yet."))
  }
}
