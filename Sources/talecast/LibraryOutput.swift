import Foundation
import TalecastCommandLine
import TalecastContract
import TalecastCore

/// Printing and error handling shared by the library's commands.
enum LibraryOutput {
  static func json(_ value: some Encodable) throws {
    Output.line(String(decoding: try LibraryExport.makeEncoder().encode(value), as: UTF8.self))
  }

  /// The words of a query as typed; an argument with spaces (the shell removed its quotes)
  /// gets them back so it stays one term.
  static func queryText(_ arguments: [String]) -> String {
    arguments.map { argument in
      guard argument.contains(where: \.isWhitespace), !argument.contains("\"") else {
        return argument
      }
      if let colon = argument.firstIndex(of: ":") {
        return argument[...colon] + "\"" + argument[argument.index(after: colon)...] + "\""
      }
      return "\"\(argument)\""
    }.joined(separator: " ")
  }

  static func parseQuery(_ text: String) throws -> StoryQuery {
    do {
      return try StoryQuery.parse(text)
    } catch {
      throw LibraryError.badQuery(error)
    }
  }

  static func date(_ date: Date?) -> String {
    guard let date else { return "-" }
    return StoriesCommand.dateText(date)
  }
}

/// Asking before deleting: a dry run only lists; `--yes` skips the question; on a terminal the
/// question is asked; elsewhere nothing is deleted without `--yes`.
enum Confirmation {
  enum Answer {
    case proceed
    case stop(Int32)
  }

  /// Lists the plan, asks (or not, per --yes / --dry-run) and carries it out; the exit code.
  static func deleteAfterAsking(
    _ plan: DeletionPlan, command: ParsedCommand, delete: (DeletionPlan) throws -> DeletionReport
  ) throws -> Int32 {
    switch ask(plan, command: command) {
    case .stop(let code): return code
    case .proceed: return report(try delete(plan))
    }
  }

  static func ask(_ plan: DeletionPlan, command: ParsedCommand) -> Answer {
    if plan.isEmpty {
      Output.line("Nothing to delete.")
      return .stop(0)
    }
    describe(plan)
    if command.flag("dry-run") {
      Output.line("Nothing deleted (--dry-run).")
      return .stop(0)
    }
    if command.flag("yes") { return .proceed }
    guard isatty(STDIN_FILENO) == 1 else {
      Output.error("Error: not deleting without confirmation; run it on a terminal, or pass --yes")
      return .stop(1)
    }
    FileHandle.standardOutput.write(Data("Delete? [y/N] ".utf8))
    let reply = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    guard reply == "y" || reply == "yes" else {
      Output.line("Nothing deleted.")
      return .stop(1)
    }
    return .proceed
  }

  static func describe(_ plan: DeletionPlan) {
    var parts: [String] = []
    if !plan.stories.isEmpty { parts.append(count(plan.stories.count, "story", "stories")) }
    if !plan.heroes.isEmpty { parts.append(count(plan.heroes.count, "hero", "heroes")) }
    if !plan.customOccasions.isEmpty {
      parts.append(count(plan.customOccasions.count, "custom occasion", "custom occasions"))
    }
    parts.append(count(plan.files.count, "file", "files"))
    Output.line("This deletes \(Confirmation.list(parts)):")
    for hero in plan.heroes { Output.line("  hero \(hero.id) \(hero.hero.name)") }
    for event in plan.customOccasions {
      Output.line("  custom occasion \(event.id) \"\(event.title)\"")
    }
    for story in plan.stories { Output.line("  story \(story.id) \"\(story.title)\"") }
    for file in plan.files { Output.line("  file \(file)") }
  }

  static func report(_ report: DeletionReport) -> Int32 {
    var parts: [String] = []
    if report.storiesDeleted > 0 { parts.append(count(report.storiesDeleted, "story", "stories")) }
    if report.heroesDeleted > 0 { parts.append(count(report.heroesDeleted, "hero", "heroes")) }
    if report.customOccasionsDeleted > 0 {
      parts.append(count(report.customOccasionsDeleted, "custom occasion", "custom occasions"))
    }
    parts.append(count(report.filesRemoved, "file", "files"))
    Output.line("Deleted \(Confirmation.list(parts)).")
    for problem in report.problems { Output.error("Error: could not remove \(problem)") }
    return report.problems.isEmpty ? 0 : 1
  }

  /// "a, b and c".
  static func list(_ parts: [String]) -> String {
    parts.count < 2
      ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
  }

  static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}
