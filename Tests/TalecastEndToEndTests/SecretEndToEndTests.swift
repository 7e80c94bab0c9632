import Foundation
import TalecastTesting
import Testing

/// The database password never leaves the program: not on standard output or error, not in
/// the debug log, whatever the password holds and whether the server is away, refuses it or
/// takes it.
///
/// Repro (issue 26, finding 3): `TALECAST_DATABASE=postgresql://bob:50%offSecret@127.0.0.1:1/x
/// talecast stories list` printed `invalid percent-encoded token: "50%offSecret"`; with an `@`
/// in the password, the rest of it was printed as a host name libpq could not find.
@Suite struct SecretEndToEndTests {
  func expectNoLeak(_ result: CLI.Result, of passwords: [String], _ what: String) {
    for password in passwords {
      let shown = result.stdout + result.stderr
      #expect(
        HostilePasswords.leaks(of: password, in: shown).isEmpty, "\(what): \(shown)")
    }
  }

  @Test(arguments: HostilePasswords.all)
  func aServerThatIsAwayIsNamedWithoutThePassword(_ password: String) throws {
    let cli = try CLI()
    let port = try PostgresServer.freePortForTests()
    let url = "postgresql://bob:\(password)@127.0.0.1:\(port)/x"
    let environment = ["TALECAST_LOG_LEVEL": "debug"]
    let fromEnvironment = try cli.run(
      ["stories", "list"], environment: environment.merging(["TALECAST_DATABASE": url]) { $1 })
    #expect(fromEnvironment.status == 1)
    #expect(
      fromEnvironment.stderr.contains("127.0.0.1:\(port)/x as bob"), "\(fromEnvironment.stderr)")
    expectNoLeak(fromEnvironment, of: [password], "TALECAST_DATABASE")
    let fromOption = try cli.run(
      ["database", "status", "--database", url], environment: environment)
    #expect(fromOption.status != 0)
    expectNoLeak(fromOption, of: [password], "--database")
  }

  /// A real server that asks for the password: the right one works, a wrong one is refused,
  /// and neither is shown.
  @Test func theRightPasswordWorksAndAWrongOneIsRefusedUnshown() throws {
    let server = try PostgresServer()
    let password = HostilePasswords.all.last!
    try server.makeUser("bob", password: password)
    let cli = try CLI()
    let base = "@127.0.0.1:\(server.port)/bob"
    let right = try cli.run(
      ["database", "migrate"],
      environment: ["TALECAST_DATABASE": "postgresql://bob:\(password)\(base)"])
    #expect(right.status == 0, "\(right.stderr)")
    #expect(right.stdout.contains("127.0.0.1:\(server.port)/bob as bob"), "\(right.stdout)")
    expectNoLeak(right, of: [password], "the right password")

    let wrongPassword = "Wr0ng@Pass:Zq/Xy?Ab Cd%zzé"
    let wrong = try cli.run(
      ["stories", "list"],
      environment: [
        "TALECAST_DATABASE": "postgresql://bob:\(wrongPassword)\(base)",
        "TALECAST_LOG_LEVEL": "debug",
      ])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("password authentication failed"), "\(wrong.stderr)")
    expectNoLeak(wrong, of: [password, wrongPassword], "a wrong password")
  }
}
