import Foundation
import TalecastContract
import TalecastCore
import TalecastDigest
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastTokens

/// The stores the tokens' behaviour suite runs on: every test runs once per driver.
enum TokenDriver: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite, memory, postgres
  var testDescription: String { rawValue }
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
  private let current = Locked(Date(timeIntervalSince1970: 1_800_000_000))
  func now() -> Date { current.withLock { $0 } }
  func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

@Suite struct TokenStoreTests {
  func open(_ driver: TokenDriver) throws -> any TokenStore {
    switch driver {
    case .sqlite:
      let database = try Database(
        path: try TemporaryFolder.make("tokens").appendingPathComponent("t.sqlite").path)
      return try SQLiteTokenStore(database: database)
    case .memory:
      return MemoryTokenStore()
    case .postgres:
      let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
      return try PostgresTokenStore(database: try PostgresDatabase(url))
    }
  }

  func registry(_ driver: TokenDriver, clock: TestClock = TestClock()) throws -> TokenRegistry {
    TokenRegistry(store: try open(driver), now: { clock.now() })
  }

  @Test(arguments: TokenDriver.allCases)
  func aTokenIsKeptOnlyAsItsHashAndFoundByItsSecret(driver: TokenDriver) throws {
    let store = try open(driver)
    let tokens = TokenRegistry(store: store)
    let (record, secret) = try tokens.create(name: "kitchen tablet", scope: .submit)
    #expect(secret.hasPrefix("tc_"))
    #expect(secret.count == 46)
    #expect(record.id.count == 12)
    #expect(record.isLive && record.lastUsed == nil)
    #expect(try store.token(secretHash: secret) == nil)
    let hash = Hex.string(SHA256.hash(Array(secret.utf8)))
    #expect(try store.token(secretHash: hash)?.id == record.id)
    #expect(try tokens.token(secret: secret)?.scope == .submit)
    #expect(try tokens.token(secret: secret + "x") == nil)
    #expect(try tokens.token(secret: "tc_" + String(repeating: "A", count: 43)) == nil)
    #expect(try tokens.all() == [try #require(try store.token(id: record.id))])
    // Two tokens never share a secret.
    #expect(try tokens.create(name: "other", scope: .read).secret != secret)
  }

  @Test(arguments: TokenDriver.allCases)
  func aLiveNameIsUniqueAndARevokedOneCanBeUsedAgain(driver: TokenDriver) throws {
    let clock = TestClock()
    let tokens = try registry(driver, clock: clock)
    let first = try tokens.create(name: "phone", scope: .read)
    #expect(throws: TokenError.nameTaken("phone")) {
      try tokens.create(name: "phone", scope: .admin)
    }
    clock.advance(5)
    let revoked = try tokens.revoke("phone")
    #expect(revoked.id == first.record.id)
    #expect(revoked.revoked == clock.now())
    #expect(try tokens.token(secret: first.secret) == nil)
    #expect(throws: TokenError.alreadyRevoked(id: first.record.id, name: "phone")) {
      try tokens.revoke(first.record.id)
    }
    let second = try tokens.create(name: "phone", scope: .admin)
    let listed = try tokens.all()
    #expect(listed.map(\.id) == [first.record.id, second.record.id])
    #expect(listed[0].revoked == clock.now())
    #expect(listed[1].revoked == nil)
    // By name, the live one.
    #expect(try tokens.revoke("phone").id == second.record.id)
  }

  /// A feed token keeps its query, is listed, named and revoked apart from API tokens, and
  /// signs nothing.
  @Test(arguments: TokenDriver.allCases)
  func aFeedTokenIsKeptApartFromAPITokens(driver: TokenDriver) throws {
    let tokens = try registry(driver)
    let api = try tokens.create(name: "family", scope: .admin)
    let feed = try tokens.create(name: "family", scope: .admin, feedQuery: "hero:\"Ada\"")
    #expect(feed.record.scope == .read && feed.record.isFeed && !api.record.isFeed)
    #expect(throws: TokenError.feedNameTaken("family")) {
      try tokens.create(name: "family", scope: .read, feedQuery: "")
    }
    #expect(try tokens.all().map(\.id) == [api.record.id])
    let feeds = try tokens.all(feeds: true)
    #expect(feeds.map(\.id) == [feed.record.id] && feeds[0].feedQuery == "hero:\"Ada\"")
    #expect(try tokens.token(secret: feed.secret)?.feedQuery == "hero:\"Ada\"")
    // A feed token's id signs no URL that is accepted.
    let signed = try tokens.sign(path: "/v1/stories", tokenId: feed.record.id, lifetime: 60)
    #expect(
      try tokens.check(
        path: signed.path, expires: Int(signed.expires.timeIntervalSince1970),
        tokenId: feed.record.id, signature: signed.signature) == .invalid)
    // Each kind is revoked by its own command.
    #expect(throws: TokenError.feedNotFound(api.record.id)) {
      try tokens.revoke(api.record.id, feeds: true)
    }
    #expect(try tokens.revoke("family", feeds: true).id == feed.record.id)
    #expect(try tokens.isLive(id: api.record.id) && !(try tokens.isLive(id: feed.record.id)))
    #expect(try tokens.create(name: "family", scope: .read, feedQuery: "").record.isFeed)
  }

  @Test(arguments: TokenDriver.allCases)
  func aTokenIsRevokedByIdOrItsUniqueStart(driver: TokenDriver) throws {
    let tokens = try registry(driver)
    let made = try tokens.create(name: "script", scope: .admin)
    #expect(throws: TokenError.notFound("nope")) { try tokens.revoke("nope") }
    #expect(try tokens.revoke(String(made.record.id.prefix(8))).id == made.record.id)
    #expect(try tokens.all().first?.isLive == false)
  }

  @Test(arguments: ["", "   ", String(repeating: "n", count: 65), "tab\there", "bell\u{7}"])
  func aNameThatBreaksARuleIsRefused(name: String) throws {
    let tokens = try registry(.memory)
    #expect(throws: TokenError.self) { try tokens.create(name: name, scope: .read) }
    #expect(try tokens.all().isEmpty)
    #expect(try tokens.create(name: String(repeating: "é", count: 64), scope: .read).record.isLive)
  }

  @Test(arguments: TokenDriver.allCases)
  func lastUseIsWrittenAtMostOnceAMinute(driver: TokenDriver) throws {
    let clock = TestClock()
    let tokens = try registry(driver, clock: clock)
    let made = try tokens.create(name: "web", scope: .read)
    _ = try tokens.token(secret: made.secret)
    let first = clock.now()
    #expect(try tokens.all()[0].lastUsed == first)
    clock.advance(30)
    _ = try tokens.token(secret: made.secret)
    #expect(try tokens.all()[0].lastUsed == first)
    clock.advance(31)
    _ = try tokens.token(secret: made.secret)
    #expect(try tokens.all()[0].lastUsed == clock.now())
  }

  @Test(arguments: TokenDriver.allCases)
  func theSigningKeyIsMadeOnceAndKept(driver: TokenDriver) throws {
    let store = try open(driver)
    let key = try store.signingKey(offering: Array(repeating: 1, count: 32))
    #expect(key == Array(repeating: 1, count: 32))
    #expect(try store.signingKey(offering: Array(repeating: 2, count: 32)) == key)
  }

  @Test(arguments: TokenDriver.allCases)
  func aSignedURLIsGoodForItsPathUntilItExpires(driver: TokenDriver) throws {
    let clock = TestClock()
    let tokens = try registry(driver, clock: clock)
    let made = try tokens.create(name: "player", scope: .read)
    let path = "/v1/stories/abc/audio"
    let url = try tokens.sign(path: path, tokenId: made.record.id, lifetime: 600)
    let expires = Int(url.expires.timeIntervalSince1970)
    #expect(expires == Int(clock.now().timeIntervalSince1970) + 600)
    #expect(url.relative.hasPrefix("\(path)?expires=\(expires)&token=\(made.record.id)&signature="))
    #expect(
      try tokens.check(
        path: path, expires: expires, tokenId: made.record.id, signature: url.signature)
        == .valid(tokenId: made.record.id, scope: .read))
    // Another path, a later expiry, another token, a changed signature: not genuine.
    #expect(
      try tokens.check(
        path: "/v1/stories/abd/audio", expires: expires, tokenId: made.record.id,
        signature: url.signature) == .invalid)
    #expect(
      try tokens.check(
        path: path, expires: expires + 1, tokenId: made.record.id, signature: url.signature)
        == .invalid)
    let other = try tokens.create(name: "other", scope: .admin)
    #expect(
      try tokens.check(
        path: path, expires: expires, tokenId: other.record.id, signature: url.signature)
        == .invalid)
    #expect(
      try tokens.check(path: path, expires: expires, tokenId: made.record.id, signature: "zz")
        == .invalid)
    clock.advance(600)
    #expect(
      try tokens.check(
        path: path, expires: expires, tokenId: made.record.id, signature: url.signature)
        == .expired(url.expires))
    #expect(throws: TokenError.invalidLifetime(3601)) {
      try tokens.sign(path: path, tokenId: made.record.id, lifetime: 3601)
    }
  }

  @Test(arguments: TokenDriver.allCases)
  func aRevokedTokensSignedURLsStopWorking(driver: TokenDriver) throws {
    let tokens = try registry(driver)
    let made = try tokens.create(name: "player", scope: .read)
    let url = try tokens.sign(path: "/p", tokenId: made.record.id, lifetime: 60)
    _ = try tokens.revoke(made.record.id)
    #expect(
      try tokens.check(
        path: "/p", expires: Int(url.expires.timeIntervalSince1970), tokenId: made.record.id,
        signature: url.signature) == .invalid)
  }

  @Test func base64URLHasNoPaddingAndTheURLSafeAlphabet() {
    #expect(TokenSecret.base64URL(Array("f".utf8)) == "Zg")
    #expect(TokenSecret.base64URL(Array("fo".utf8)) == "Zm8")
    #expect(TokenSecret.base64URL(Array("foo".utf8)) == "Zm9v")
    #expect(TokenSecret.base64URL([0xfb, 0xff]) == "-_8")
  }
}
