import Foundation
import TalecastPostgres
import TalecastTesting
import Testing

/// Passwords never leave: whatever a password holds, no message about the connection shows it
/// (as written, decoded or percent-encoded, nor any piece of it).
///
/// Repro (issue 26, finding 3): `TALECAST_DATABASE=postgresql://bob:50%offSecret@127.0.0.1:1/x
/// talecast stories list` printed libpq's `invalid percent-encoded token: "50%offSecret"`; with
/// `bob:ab@cdSecret@…` libpq split at the first `@` and printed `could not translate host name
/// "cdSecret@127.0.0.1"`.
@Suite struct PostgresSecretTests {
  static let passwords = HostilePasswords.all

  static func leaks(_ text: String, _ password: String) -> [String] {
    HostilePasswords.leaks(of: password, in: text)
  }

  @Test(arguments: passwords)
  func theURLIsReadWhateverThePasswordHolds(_ password: String) throws {
    let url = try #require(try PostgresURL("postgresql://bob:\(password)@db.example:6543/stories"))
    #expect(url.host == "db.example")
    #expect(url.port == 6543)
    #expect(url.database == "stories")
    #expect(url.user == "bob")
    #expect(Self.leaks(url.description, password).isEmpty)
    // A message that quotes the password in any form loses it.
    let encoded = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    let message =
      "bad \"\(password)\" or \(encoded) at postgresql://bob:\(password)@h/d (password=\(password))"
    let redacted = url.redact(message)
    #expect(Self.leaks(redacted, password).isEmpty, "\(redacted)")
  }

  @Test(arguments: passwords)
  func aRefusedConnectionNeverShowsThePassword(_ password: String) throws {
    let port = try PostgresServer.freePortForTests()
    let url = try #require(try PostgresURL("postgresql://bob:\(password)@127.0.0.1:\(port)/x"))
    let error = #expect(throws: PostgresError.self) { try PostgresConnection(url) }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains("127.0.0.1:\(port)/x as bob"), "\(text)")
    #expect(Self.leaks(text, password).isEmpty, "\(text)")
  }

  @Test func credentialsAreTakenOutOfTextThatIsNoURLOfOurs() {
    #expect(
      PostgresURL.redactingCredentials("see postgresql://a:b@h/d now")
        == "see postgresql://a:***@h/d now")
    #expect(
      PostgresURL.redactingCredentials("host=h password=hunter2 user=u")
        == "host=h password=*** user=u")
    #expect(
      PostgresURL.redactingCredentials(#"host=h password='it\'s me' user=u"#)
        == "host=h password=*** user=u")
  }

  /// A password in the query may hold an "@" too: it is no end of credentials, so the host is
  /// the URL's, and no message shows the password or a piece of it.
  @Test func aPasswordInTheQueryIsNeverShown() throws {
    let url = try #require(try PostgresURL("postgresql://me@localhost:1/db?password=Kv9@Wm2Secret"))
    #expect(url.host == "localhost" && url.port == 1 && url.database == "db" && url.user == "me")
    #expect(Self.leaks("\(url)", "Kv9@Wm2Secret").isEmpty, "\(url)")
    let bare = try #require(try PostgresURL("postgresql://localhost:1/db?password=Kv9@Wm2Secret"))
    #expect(bare.host == "localhost" && bare.user == nil, "\(bare)")
    let text = PostgresURL.redactingCredentials(
      "see postgresql://localhost/db?password=Kv9@Wm2Secret&sslmode=disable now")
    #expect(Self.leaks(text, "Kv9@Wm2Secret").isEmpty, "\(text)")
    let error = #expect(throws: PostgresError.self) {
      try PostgresURL("postgresql://h:port/x?password=Kv9@Wm2Secret")
    }
    #expect(Self.leaks(error.map { "\($0)" } ?? "", "Kv9@Wm2Secret").isEmpty)
  }

  @Test func aURLThatCannotBeReadIsRefusedWithoutItsPassword() throws {
    for text in [
      "postgresql://bob:Qx7Secret@h:port/x", "postgresql://bob:Qx7Secret@[::1/x",
      "postgresql://bob:Qx7Secret@h/x?sslmode",
    ] {
      let error = #expect(throws: PostgresError.self) { try PostgresURL(text) }
      let message = error.map { "\($0)" } ?? ""
      #expect(
        message.contains("postgresql://bob:***@h") || message.contains("bob:***@["), "\(message)")
      #expect(!message.contains("Qx7Secret"), "\(message)")
    }
  }

  /// Against a real server that asks for the password: the right one connects, a wrong one is
  /// refused, and neither is shown.
  @Test func theRightPasswordConnectsAndAWrongOneIsRefusedUnshown() throws {
    let server = try PostgresServer()
    let password = Self.passwords.last!
    try server.makeUser("bob", password: password)
    let right = try #require(
      try PostgresURL("postgresql://bob:\(password)@127.0.0.1:\(server.port)/postgres"))
    #expect(
      try PostgresConnection(right).execute("SELECT current_user AS u").string(0, "u") == "bob")
    let wrongPassword = "Wr0ng@Pass:Zq/Xy?Ab Cd%zzé"
    let wrong = try #require(
      try PostgresURL("postgresql://bob:\(wrongPassword)@127.0.0.1:\(server.port)/postgres"))
    let error = #expect(throws: PostgresError.self) { try PostgresConnection(wrong) }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains("password authentication failed"), "\(text)")
    #expect(Self.leaks(text, wrongPassword).isEmpty, "\(text)")
    #expect(Self.leaks(text, password).isEmpty, "\(text)")
  }
}
