import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

enum PlayCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let speed = command.value("speed").map { Double($0) } ?? 1
    guard let speed, speed > 0, speed.isFinite else {
      let message = "--speed expects a positive number, got '\(command.value("speed") ?? "")'."
      Output.error(Commands.parser.usageError(message, command: ["play"]).description)
      return UsageError.exitCode
    }
    if command.arguments.isEmpty && !command.flag("all") {
      Output.error(
        Commands.parser.usageError("Name the stories to play, or use --all.", command: ["play"])
          .description)
      return UsageError.exitCode
    }
    do {
      let stories =
        command.flag("all")
        ? try talecast.library.stories() : try talecast.stories(matching: command.arguments)
      if stories.isEmpty {
        Output.line("Nothing to play: the library is empty.")
        return 0
      }
      let broker = talecast.broker
      let subscriptions = [
        broker.subscribe(PlaybackStarted.self) { event in
          Output.line(
            "\(stamp(event.moment)) story \(event.queuePosition)/\(event.queueLength) \"\(event.title)\" ▶ started (\(TimeText.clock(event.duration)))"
          )
        },
        broker.subscribe(IllustrationShown.self) { event in
          let name = (event.file as NSString).lastPathComponent
          Output.line(
            "\(stamp(event.moment)) story \(event.queuePosition)/\(event.queueLength) \"\(event.title)\" ▶ illustration \(event.number)/\(event.count) \(name) at \(TimeText.clock(event.moment.storyPosition))"
          )
        },
        broker.subscribe(PlaybackFinished.self) { event in
          Output.line(
            "\(stamp(event.moment)) story \(event.queuePosition)/\(event.queueLength) \"\(event.title)\" ■ finished"
          )
        },
        broker.subscribe(PlaybackQueueFinished.self) { event in
          Output.line(
            "[\(TimeText.clock(event.sessionTime))] queue finished: \(event.storiesPlayed) stor\(event.storiesPlayed == 1 ? "y" : "ies")"
          )
        },
      ]
      let clock: any PlaybackClock =
        command.flag("realtime") ? RealClock(speed: speed) : VirtualClock()
      try talecast.play(stories, clock: clock)
      for subscription in subscriptions { subscription.cancel() }
      return 0
    } catch {
      Output.error("Error: \(error)")
      return 1
    }
  }

  static func stamp(_ moment: PlaybackMoment) -> String {
    "[\(TimeText.clock(moment.sessionTime))]"
  }
}
