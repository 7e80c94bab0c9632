import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract

/// `talecast tokens create|list|revoke`: the API's bearer tokens. A token's secret is printed
/// once, by `create`, and nowhere else.
enum TokensCommand {
  static func create(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let scope: TokenScope
    do {
      scope = try self.scope(command.value("scope"))
    } catch {
      Output.error("Error: \(error.message)")
      return UsageError.exitCode
    }
    do {
      let created = try talecast.createToken(name: command.arguments[0], scope: scope)
      if command.flag("json") {
        try LibraryOutput.json(CreatedTokenOutput(created))
      } else {
        // The token alone on standard output, so `TOKEN=$(talecast tokens create …)` takes it.
        Output.line(created.secret)
      }
      Output.error(
        "created token \(created.record.id) '\(created.record.name)' (scope \(scope.rawValue)). "
          + "Copy it now: it will not be shown again.")
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let tokens = try talecast.tokens()
      if command.flag("json") {
        try LibraryOutput.json(tokens)
        return 0
      }
      if tokens.isEmpty {
        Output.line("No tokens yet. Make one with 'talecast tokens create phone --scope read'.")
        return 0
      }
      var table = Table(header: ["ID", "NAME", "SCOPE", "CREATED", "LAST USED", "REVOKED"])
      for token in tokens {
        table.rows.append([
          token.id, token.name, token.scope.rawValue, LibraryOutput.date(token.created),
          LibraryOutput.date(token.lastUsed), LibraryOutput.date(token.revoked),
        ])
      }
      Output.line(table.render())
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func revoke(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let token = try talecast.revokeToken(command.arguments[0])
      Output.line("revoked token \(token.id) '\(token.name)'")
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  struct ScopeError: Error {
    let message: String
  }

  static func scope(_ text: String?) throws(ScopeError) -> TokenScope {
    guard let text else { return .read }
    guard let scope = TokenScope(rawValue: text.lowercased()) else {
      let names = TokenScope.allCases.map(\.rawValue).joined(separator: ", ")
      throw ScopeError(message: "--scope: expected one of \(names), found '\(text)'")
    }
    return scope
  }

}

/// What `tokens create --json` prints: the record and, this once, the token.
struct CreatedTokenOutput: Encodable {
  let token: String
  let id: String
  let name: String
  let scope: TokenScope
  let created: Date

  init(_ created: CreatedToken) {
    token = created.secret
    id = created.record.id
    name = created.record.name
    scope = created.record.scope
    self.created = created.record.created
  }
}
