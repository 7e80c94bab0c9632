import Foundation
import TalecastApp
import TalecastCommandLine

/// Opens Talecast for the chosen media root and runs one command; returns the exit code.
enum CommandRunner {
  static func run(_ command: ParsedCommand) -> Int32 {
    // Audio commands work on files, and the shell's scripts on nothing: no library.
    switch command.path {
    case ["audio", "probe"]: return AudioCommand.probe(command)
    case ["audio", "transcode"]: return AudioCommand.transcode(command)
    case ["voices"], ["voices", "add"]: return VoicesCommand.run(command)
    case ["completions"]: return ShellCommand.completions(command)
    case ["manual"]: return ShellCommand.manual(command)
    default: break
    }
    let configuration: TalecastConfiguration
    do {
      configuration = try TalecastConfiguration.resolve(
        mediaOption: command.value("media"), databaseOption: command.value("database"))
    } catch {
      Output.error("Error: \(Hints.message(error))")
      return UsageError.exitCode
    }
    switch command.path {
    case ["database", "status"]: return DatabaseCommand.status(command, configuration)
    case ["database", "migrate"]: return DatabaseCommand.migrate(command, configuration)
    default: break
    }
    let talecast: Talecast
    do {
      talecast = try Talecast(configuration: configuration)
    } catch {
      switch configuration.database {
      case .sqlite:
        Output.error("Error: cannot open the library in \(configuration.mediaRoot.path): \(error)")
      case .postgres:
        Output.error("Error: cannot open the database: \(error)")
      }
      return 1
    }
    defer { talecast.flushEventLog() }
    return route(command, talecast: talecast)
  }

  /// The command that works on the library, the queue or the log.
  static func route(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    switch command.path {
    case ["render"]: return RenderCommand.run(command, talecast: talecast)
    case ["serve"]: return ServeCommand.run(command, talecast: talecast)
    case ["jobs", "submit"]: return JobsWaitCommand.submit(command, talecast: talecast)
    case ["jobs", "wait"]: return JobsWaitCommand.wait(command, talecast: talecast)
    case ["jobs", "list"]: return JobsCommand.list(command, talecast: talecast)
    case ["jobs", "show"]: return JobsCommand.show(command, talecast: talecast)
    case ["jobs", "retry"]: return JobsCommand.retry(command, talecast: talecast)
    case ["jobs", "purge"]: return JobsCommand.purge(command, talecast: talecast)
    case ["jobs", "cancel"]: return JobsCommand.cancel(command, talecast: talecast)
    case ["stories", "list"]: return StoriesCommand.list(command, talecast: talecast)
    case ["stories", "show"]: return StoriesCommand.show(command, talecast: talecast)
    case ["stories", "edit"]: return StoriesCommand.edit(command, talecast: talecast)
    case ["stories", "favorite"]: return StoriesCommand.favorite(command, talecast: talecast)
    case ["stories", "delete"]: return StoriesCommand.delete(command, talecast: talecast)
    case ["stories", "export"]: return StoriesCommand.export(command, talecast: talecast)
    case ["stories", "rerender"]: return RerenderCommand.run(command, talecast: talecast)
    case ["heroes", "add"]: return HeroesCommand.add(command, talecast: talecast)
    case ["heroes", "list"]: return HeroesCommand.list(command, talecast: talecast)
    case ["heroes", "show"]: return HeroesCommand.show(command, talecast: talecast)
    case ["heroes", "edit"]: return HeroesCommand.edit(command, talecast: talecast)
    case ["heroes", "delete"]: return HeroesCommand.delete(command, talecast: talecast)
    case ["occasions", "add"]: return OccasionsCommand.add(command, talecast: talecast)
    case ["occasions", "list"]: return OccasionsCommand.list(command, talecast: talecast)
    case ["occasions", "show"]: return OccasionsCommand.show(command, talecast: talecast)
    case ["occasions", "edit"]: return OccasionsCommand.edit(command, talecast: talecast)
    case ["occasions", "delete"]: return OccasionsCommand.delete(command, talecast: talecast)
    case ["library", "stats"]: return LibraryCommand.stats(command, talecast: talecast)
    case ["library", "export"]: return StoriesCommand.export(command, talecast: talecast)
    case ["library", "import"]: return LibraryCommand.importFile(command, talecast: talecast)
    case ["library", "check"]: return LibraryCommand.check(command, talecast: talecast)
    case ["tokens", "create"]: return TokensCommand.create(command, talecast: talecast)
    case ["tokens", "list"]: return TokensCommand.list(command, talecast: talecast)
    case ["tokens", "revoke"]: return TokensCommand.revoke(command, talecast: talecast)
    case ["feeds", "create"]: return FeedsCommand.create(command, talecast: talecast)
    case ["feeds", "list"]: return FeedsCommand.list(command, talecast: talecast)
    case ["feeds", "revoke"]: return FeedsCommand.revoke(command, talecast: talecast)
    case ["play"]: return PlayCommand.run(command, talecast: talecast)
    case ["log"]: return LogCommand.run(command, talecast: talecast)
    default:
      Output.error("Error: no handler for '\(command.path.joined(separator: " "))'")
      return 1
    }
  }

  /// Paths under the media root, as the user would type them from the current folder.
  static func display(_ url: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return url.path.hasPrefix(current) ? String(url.path.dropFirst(current.count)) : url.path
  }
}
