import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastPlayback

/// `talecast play`: what a listener hears and sees, and when.
enum PlayCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    func usage(_ message: String) -> Int32 {
      Output.error(Commands.parser.usageError(message, command: ["play"]).description)
      return UsageError.exitCode
    }
    var options = AudioPlaybackService.SessionOptions(realtime: command.flag("realtime"))
    if let text = command.value("speed") {
      guard let speed = Double(text), ListenerAction.speedRange.contains(speed) else {
        return usage("--speed expects a number from 0.5 to 3.0, got '\(text)'.")
      }
      options.speed = speed
    }
    if let text = command.value("tick") {
      guard let tick = Double(text), tick >= 0.01, tick <= 60 else {
        return usage("--tick expects seconds from 0.01 to 60, got '\(text)'.")
      }
      options.tick = tick
    }
    if let text = command.value("repeat") {
      guard let mode = RepeatMode(rawValue: text.lowercased()) else {
        return usage("--repeat expects off, one or all, got '\(text)'.")
      }
      options.repeatMode = mode
    }
    options.autoAdvance = !command.flag("no-auto-advance")
    let interactive = command.flag("interactive")
    if interactive { options.realtime = true }
    if command.arguments.isEmpty && !command.flag("all") {
      return usage("Name the stories to play (ids or a query), or use --all.")
    }
    var scriptText = command.value("script") ?? ""
    if let file = command.value("script-file") {
      guard command.value("script") == nil else {
        return usage("--script and --script-file cannot be used together.")
      }
      do {
        // A script of a million actions is still far below this.
        try JobFileCheck.readable(
          URL(fileURLWithPath: file), limit: 16 * 1024 * 1024, kind: "script file")
      } catch {
        Output.error("Error: the script file \(file) \(error.description)")
        return 1
      }
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        Output.error("Error: cannot read the script file \(file)")
        return 1
      }
      // Lines of a script file are just more actions; # starts a comment.
      scriptText = text.split(separator: "\n").map { line in
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      }.joined(separator: " ")
    }
    let script: [TimedAction]
    do {
      script = try ListenerScript.parse(scriptText)
    } catch {
      Output.error("Error: \(error)")
      return UsageError.exitCode
    }
    do {
      let queue =
        command.flag("all")
        ? try talecast.library.stories.all().map(Talecast.playable)
        : try command.arguments.flatMap { try talecast.playable($0) }
      if queue.isEmpty {
        Output.line("Nothing to play: the library is empty.")
        return 0
      }
      let json = command.flag("json")
      let typed = interactive ? TypedCommands() : nil
      try talecast.listen { session in
        let stream = json ? PlaybackJSON(broker: session.broker) : nil
        defer { stream?.close() }
        try session.playback.simulate(
          queue, script: script, options: options, resolve: { try talecast.playable($0) },
          live: typed.map { typed in { typed.take() } },
          emit: { line in if !json { Output.line(line.text) } },
          status: { Output.line($0) })
      }
      return 0
    } catch let failure as PlayerSimulation.Failure {
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
      Output.error("Error: \(Hints.message(error))")
      return 1
    }
  }
}

/// Playback events as JSON lines on standard output (`--json`).
final class PlaybackJSON: Sendable {
  private let subscriptions: [Subscription]

  init(broker: EventBroker) {
    let encoder = EventCoding.makeEncoder()
    func print<E: TalecastEvent>(_ type: E.Type) -> Subscription {
      broker.subscribe(type) { event in
        Output.line(try EventCoding.line(for: event, encoder: encoder))
      }
    }
    subscriptions = [
      print(PlaybackStarted.self), print(IllustrationShown.self), print(PlaybackFinished.self),
      print(PlaybackQueueFinished.self), print(PlaybackPositionSaved.self),
    ]
  }

  func close() { for subscription in subscriptions { subscription.cancel() } }
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
          Output.error("Error: \(error)")
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
