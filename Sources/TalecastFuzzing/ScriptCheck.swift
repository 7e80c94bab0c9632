import TalecastContract
import TalecastCore
import TalecastPlayback

/// Listener scripts: a refused script points at a token inside it; an accepted one plays on a
/// three-story queue to the end or to an action the player refuses, and every line it prints
/// is sane (time never goes back, the story time stays inside the story, the place inside
/// the queue). Each line is also read as an interactive command.
enum ScriptCheck {
  static let queue = [
    PlayableStory(
      id: "a", title: "Luna", duration: 30,
      illustrations: [0, 10, 20].map { PlayableIllustration(timestamp: $0, file: "a.svg") }),
    PlayableStory(
      id: "b", title: "Theo", duration: 20,
      illustrations: [0, 12].map { PlayableIllustration(timestamp: $0, file: "b.svg") }),
    PlayableStory(id: "c", title: "Ada", duration: 10, illustrations: []),
  ]

  static func check(_ text: String) throws(FuzzFinding) {
    for line in text.split(separator: "\n").prefix(8) {
      do {
        _ = try ListenerScript.parseCommand(String(line))
      } catch {
        try Promise.marker(
          start: error.start, length: error.length, in: String(line), what: "command")
        try Promise.readable(error.problem, what: "command")
      }
    }
    let script: [TimedAction]
    do {
      script = try ListenerScript.parse(text)
    } catch {
      try Promise.marker(start: error.start, length: error.length, in: text, what: "script")
      try Promise.readable(error.problem, what: "script")
      return
    }
    var player = Player(queue: queue)
    var lines: [PlaybackLine] = []
    do {
      // A coarse clock and an hour at most: enough to reach every action a short input holds.
      try PlayerSimulation(tick: 0.5, limit: 3_600).run(
        &player, script: script, resolve: { reference in queue.filter { $0.id == reference } },
        emit: { lines.append($0) })
    } catch {
      try Promise.readable("\(error.error)", what: "script")
    }
    var last = 0.0
    for line in lines {
      guard line.queueTime >= last - 1e-9 else {
        throw FuzzFinding("script: queue time went back to \(line.queueTime) from \(last)")
      }
      last = line.queueTime
      guard line.storyTime >= 0, line.storyTime <= line.duration + 1e-9 else {
        throw FuzzFinding("script: story time \(line.storyTime) outside 0…\(line.duration)")
      }
      guard line.storyNumber <= line.queueLength else {
        throw FuzzFinding("script: story \(line.storyNumber) of a \(line.queueLength)-story queue")
      }
    }
  }
}
