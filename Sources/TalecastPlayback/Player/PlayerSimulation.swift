import TalecastCore

/// Runs a player over a queue and a script of listener actions on a ticking clock: every
/// `tick` seconds of queue time the player plays on, and each action is done at its time.
/// Lines carry the exact moment of each change, not the tick's. Instant with the virtual
/// clock; `wait` (the real clock) sleeps until each tick.
public struct PlayerSimulation: Sendable {
  public var tick: Double
  /// Longest run simulated, so a script that never ends the queue still stops.
  public var limit: Double

  public init(tick: Double = 0.1, limit: Double = 24 * 3600) {
    precondition(tick > 0)
    self.tick = tick
    self.limit = limit
  }

  /// A failed action and the lines up to it.
  public struct Failure: Error, Sendable {
    public let action: TimedAction
    public let error: any Error
    public let lines: [PlaybackLine]
  }

  /// Plays from the start (`play` at 0) until the queue ends, the player stops for good, or
  /// the limit. `emit` is told of each line as it happens.
  public func run(
    _ player: inout Player, script: [TimedAction],
    resolve: (String) throws -> [PlayableStory] = { _ in [] },
    wait: (Double) -> Void = { _ in }, emit: (PlaybackLine) -> Void = { _ in }
  ) throws(Failure) {
    var pending = script[...]
    var all: [PlaybackLine] = []
    func send(_ lines: [PlaybackLine]) {
      for line in lines { emit(line) }
      all += lines
    }
    do {
      send(try player.apply(.play, resolve: resolve))
    } catch {
      throw Failure(action: TimedAction(action: .play, time: 0), error: error, lines: all)
    }
    var now = 0.0
    while now < limit {
      let next = now + tick
      while let action = pending.first, let time = action.time, time <= next {
        send(player.advance(to: max(now, time)))
        do {
          send(try player.apply(action.action, resolve: resolve))
        } catch {
          throw Failure(action: action, error: error, lines: all)
        }
        pending.removeFirst()
      }
      wait(next)
      send(player.advance(to: next))
      now = next
      let settled = player.state == .finished || player.state == .idle
      if pending.isEmpty && (settled || (player.state == .paused && player.sleepAt == nil)) {
        break
      }
    }
  }
}
