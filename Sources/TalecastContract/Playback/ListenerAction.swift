import TalecastCore

/// What a listener does to the player (from a script, `--script`, or typed in interactive mode).
public enum ListenerAction: Sendable, Hashable {
  case play, pause, resume, stop, next, previous
  /// Print the status line (interactive mode).
  case status
  /// Leave interactive mode.
  case quit
  case seek(SeekTarget)
  /// Story time advances at this rate: 0.5–3.0.
  case speed(Double)
  case repeatMode(RepeatMode)
  case sleep(SleepTimer)
  /// At a story's end, go on to the next (on by default).
  case autoAdvance(Bool)
  case shuffle(seed: UInt64)
  case clear
  /// Queue positions are 1-based, as shown.
  case remove(position: Int)
  case move(from: Int, to: Int)
  /// A story id or a library query, resolved by whoever runs the script.
  case add(String)
  case insertNext(String)

  public static let speedRange = 0.5...3.0
}

/// Where a seek goes.
public enum SeekTarget: Sendable, Hashable {
  /// Seconds from the story's start (`1:30`, `90`).
  case absolute(Double)
  /// Seconds forward or back (`+15`, `-15`).
  case relative(Double)
  /// A share of the story (`50%`).
  case percent(Double)
}

public enum RepeatMode: String, Sendable, Hashable, CaseIterable, Codable {
  case off, one, all
}

public enum SleepTimer: Sendable, Hashable {
  /// Stop after this many minutes of queue time.
  case after(minutes: Double)
  /// Stop at the end of the current story.
  case endOfStory
  case off
}

/// An action at a queue time (seconds since the queue started), with where it was written.
public struct TimedAction: Sendable, Hashable {
  public var action: ListenerAction
  /// nil for an action to do at once (interactive mode).
  public var time: Double?
  /// Character offset and length of its token in the script.
  public var start: Int
  public var length: Int

  public init(action: ListenerAction, time: Double?, start: Int = 0, length: Int = 0) {
    self.action = action
    self.time = time
    self.start = start
    self.length = length
  }
}

/// A mistake in a script, pointing at its token.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  public let script: String
  public let start: Int
  public let length: Int
  public let problem: String

  public var description: String {
    "bad script: \(problem)\n" + TokenMarker.pointing(at: start, length: length, in: script)
  }
}
