import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract

/// `talecast feeds create|list|revoke`: podcast feeds. A feed's address holds its token, so
/// it is printed once, by `create`, and nowhere else.
enum FeedsCommand {
  static func create(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let query: String
    let address: String
    do {
      query = try self.query(command)
      address = try self.address(command.value("address") ?? "http://localhost:8080")
    } catch {
      Output.error("Error: \(error.message)")
      return UsageError.exitCode
    }
    do {
      let created = try talecast.createFeed(name: command.arguments[0], query: query)
      let url = "\(address)/feeds/\(created.secret).xml"
      if command.flag("json") {
        try LibraryOutput.json(CreatedFeedOutput(created, url: url))
      } else {
        // The address alone on standard output, so `FEED=$(talecast feeds create …)` takes it.
        Output.line(url)
      }
      let what = query.isEmpty ? "every story" : "stories matching \(query)"
      Output.error(
        "created feed \(created.record.id) '\(created.record.name)' (\(what)). Add the address "
          + "to a podcast app; anyone who has it can listen, so share it only with family. "
          + "It will not be shown again.")
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let feeds = try talecast.feeds()
      if command.flag("json") {
        try LibraryOutput.json(feeds)
        return 0
      }
      if feeds.isEmpty {
        Output.line("No feeds yet. Make one with 'talecast feeds create \"Bedtime stories\"'.")
        return 0
      }
      var table = Table(header: ["ID", "NAME", "STORIES", "CREATED", "LAST USED", "REVOKED"])
      for feed in feeds {
        let query = feed.feedQuery ?? ""
        table.rows.append([
          feed.id, feed.name, query.isEmpty ? "all" : query, LibraryOutput.date(feed.created),
          LibraryOutput.date(feed.lastUsed), LibraryOutput.date(feed.revoked),
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
      let feed = try talecast.revokeFeed(command.arguments[0])
      Output.line("revoked feed \(feed.id) '\(feed.name)'")
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  struct OptionError: Error {
    let message: String
  }

  /// The feed's saved query: `--hero`, `--favorites` and `--query`, all of them.
  static func query(_ command: ParsedCommand) throws(OptionError) -> String {
    var parts: [String] = []
    if let hero = command.value("hero") {
      guard !hero.isEmpty, !hero.contains("\""), !hero.contains("\\") else {
        throw OptionError(message: "--hero: a hero's name without quotes, found '\(hero)'")
      }
      parts.append("hero:\"\(hero)\"")
    }
    if command.flag("favorites") { parts.append("favorite:true") }
    if let query = command.value("query") {
      do {
        _ = try StoryQuery.parse(query)
      } catch {
        throw OptionError(message: "--query: \(error)")
      }
      parts.append(query)
    }
    return parts.joined(separator: " ")
  }

  /// `http://host:port` (or https), without a path, for printing the whole address.
  static func address(_ text: String) throws(OptionError) -> String {
    let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
    guard let url = URL(string: trimmed), let scheme = url.scheme,
      ["http", "https"].contains(scheme),
      url.host != nil, url.path.isEmpty, url.query == nil
    else {
      throw OptionError(
        message:
          "--address: expected http://HOST:PORT (where 'serve --http' is reached), found '\(text)'")
    }
    return trimmed
  }

}

/// What `feeds create --json` prints: the record and, this once, the address.
struct CreatedFeedOutput: Encodable {
  let url: String
  let id: String
  let name: String
  let query: String
  let created: Date

  init(_ created: CreatedToken, url: String) {
    self.url = url
    id = created.record.id
    name = created.record.name
    query = created.record.feedQuery ?? ""
    self.created = created.record.created
  }
}
