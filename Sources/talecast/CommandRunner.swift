import Foundation
import TalecastApp
import TalecastCommandLine

/// Opens Talecast for the chosen media root and runs one command; returns the exit code.
enum CommandRunner {
  static func run(_ command: ParsedCommand) -> Int32 {
    let configuration = TalecastConfiguration.resolve(mediaOption: command.value("media"))
    let talecast: Talecast
    do {
      talecast = try Talecast(configuration: configuration)
    } catch {
      Output.error("Error: cannot open the library in \(configuration.mediaRoot.path): \(error)")
      return 1
    }
    switch command.path {
    case ["render"]: return RenderCommand.run(command, talecast: talecast)
    case ["stories", "list"]: return StoriesCommand.list(command, talecast: talecast)
    case ["stories", "show"]: return StoriesCommand.show(command, talecast: talecast)
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
