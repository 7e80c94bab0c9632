import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

/// `talecast play`: what a listener hears and sees, and when.
enum PlayCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let options: PlaybackOptions
    let (scriptText, script): (String, [TimedAction])
    do {
      options = try sessionOptions(command)
      (scriptText, script) = try readScript(command)
    } catch let problem as PlayProblem {
      return problem.report()
    } catch {
      Output.error("Error: \(Hints.message(error))")
      return UsageError.exitCode
    }
    let json = command.flag("json")
    let typed = command.flag("interactive") ? TypedCommands() : nil
    do {
      let played = try talecast.play(
        command.arguments, all: command.flag("all"), script: script, options: options,
        live: typed.map { typed in { typed.take() } },
        emit: { line in if !json { Output.line(line.text) } }, status: { Output.line($0) },
        events: json ? PlaybackJSON.printer() : nil)
      if played == 0 { Output.line("Nothing to play: the library is empty.") }
      return 0
    } catch let failure as PlaybackFailure {
      let moment = failure.action.time.map { " at \(TimeText.clock($0))" } ?? ""
      var message = "Error: \(failure.error)\(moment)"
      if !scriptText.isEmpty, failure.action.length > 0 {
        message +=
          "\n"
          + TokenMarker.pointing(
            at: failure.action.start, length: failure.action.length, in: scriptText)
      }
      Output.error(message)
      return 1
    } catch {
      return Failure.report(error)
    }
  }

  /// Why `play` will not start: a usage error (64) or a script file it cannot read (1).
  struct PlayProblem: Error {
    let message: String
    let usage: Bool

    func report() -> Int32 {
      guard usage else {
        Output.error("Error: \(message)")
        return 1
      }
      Output.error(Commands.parser.usageError(message, command: ["play"]).description)
      return UsageError.exitCode
    }
  }

  static func sessionOptions(_ command: ParsedCommand) throws -> PlaybackOptions {
    func usage(_ message: String) -> PlayProblem { PlayProblem(message: message, usage: true) }
    var options = PlaybackOptions(realtime: command.flag("realtime"))
    if let text = command.value("speed") {
      guard let speed = Double(text), ListenerAction.speedRange.contains(speed) else {
        throw usage("--speed expects a number from 0.5 to 3.0, got '\(text)'.")
      }
      options.speed = speed
    }
    if let text = command.value("tick") {
      guard let tick = Double(text), tick >= 0.01, tick <= 60 else {
        throw usage("--tick expects seconds from 0.01 to 60, got '\(text)'.")
      }
      options.tick = tick
    }
    if let text = command.value("repeat") {
      guard let mode = RepeatMode(rawValue: text.lowercased()) else {
        throw usage("--repeat expects off, one or all, got '\(text)'.")
      }
      options.repeatMode = mode
    }
    options.autoAdvance = !command.flag("no-auto-advance")
    if command.flag("interactive") { options.realtime = true }
    if command.arguments.isEmpty && !command.flag("all") {
      throw usage("Name the stories to play (ids or a query), or use --all.")
    }
    return options
  }

  /// The script as typed (`--script`) or read from a file, and its actions.
  static func readScript(_ command: ParsedCommand) throws -> (String, [TimedAction]) {
    var scriptText = command.value("script") ?? ""
    if let file = command.value("script-file") {
      guard command.value("script") == nil else {
        throw PlayProblem(
          message: "--script and --script-file cannot be used together.", usage: true)
      }
      do {
        // A script of a million actions is still far below this.
        try JobFileCheck.readable(
          URL(fileURLWithPath: file), limit: 16 * 1024 * 1024, kind: "script file")
      } catch {
        throw PlayProblem(message: "the script file \(file) \(error.description)", usage: false)
      }
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw PlayProblem(message: "cannot read the script file \(file)", usage: false)
      }
      // Lines of a script file are just more actions; # starts a comment.
      scriptText = text.split(separator: "\n").map { line in
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      }.joined(separator: " ")
    }
    return (scriptText, try ListenerScript.parse(scriptText))
  }
}

/// Playback events as JSON lines on standard output (`--json`).
enum PlaybackJSON {
  static let printed: Set<String> = [
    PlaybackStarted.typeName, IllustrationShown.typeName, CaptionHeard.typeName,
    PlaybackFinished.typeName,
    PlaybackQueueFinished.typeName, PlaybackPositionSaved.typeName,
  ]

  static func printer() -> @Sendable (any TalecastEvent) -> Void {
    let encoder = EventCoding.makeEncoder()
    return { event in
      guard printed.contains(type(of: event).typeName),
        let line = try? EventCoding.line(for: event, encoder: encoder)
      else { return }
      Output.line(line)
    }
  }
}

/// Commands typed on standard input in interactive mode, read on a thread of their own and
/// handed to the player at its next tick (under a lock, `Locked`). End of input is `quit`.
final class TypedCommands: Sendable {
  private let pending = Locked<[ListenerAction]>([])

  init() {
    let pending = self.pending
    Thread {
      while let line = readLine() {
        do {
          if let action = try ListenerScript.parseCommand(line)?.action {
            pending.withLock { $0.append(action) }
          }
        } catch {
          Output.error("Error: \(Hints.message(error))")
        }
      }
      pending.withLock { $0.append(.quit) }
    }.start()
  }

  func take() -> [ListenerAction] {
    pending.withLock { actions in
      defer { actions.removeAll() }
      return actions
    }
  }
}
