import TalecastContract
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

  /// A failed action and the lines up to it (`PlaybackFailure`, in the contract).
  public typealias Failure = PlaybackFailure

  /// Plays from the start (`play` at 0) until the queue ends, the player stops for good, or
  /// the limit. `emit` is told of each line as it happens.
  ///
  /// `live` is asked at every tick for actions typed meanwhile (interactive mode); they are
  /// done at once, and the run then lasts until one of them is `quit`.
  public func run(
    _ player: inout Player, script: [TimedAction],
    resolve: (String) throws -> [PlayableStory] = { _ in [] },
    wait: (Double) -> Void = { _ in }, live: (() -> [ListenerAction])? = nil,
    emit: (PlaybackLine) -> Void = { _ in }, status: (String) -> Void = { _ in }
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
    var ticks = 0
    while now < limit {
      // Counted, not summed: a thousand additions of 0.1 drift.
      ticks += 1
      let next = Double(ticks) * tick
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
      if let live {
        for action in live() {
          if action == .quit { return }
          if action == .status { status(player.status) }
          do {
            send(try player.apply(action, resolve: resolve))
          } catch {
            // A mistake typed is reported and playing goes on.
            status("error: \(error)")
          }
        }
        continue
      }
      let settled = player.state == .finished || player.state == .idle
      if pending.isEmpty && (settled || (player.state == .paused && player.sleepAt == nil)) {
        break
      }
    }
  }
}
