import TalecastCore

/// How a simulated session is clocked.
public struct PlaybackOptions: Sendable {
  /// Seconds of queue time per tick.
  public var tick: Double
  /// Sleep between ticks (the real clock) instead of jumping (the virtual one).
  public var realtime: Bool
  /// Story time per second of queue time at the start (`--speed`).
  public var speed: Double
  /// Whether the next story starts when one ends (`--no-auto-advance` turns it off).
  public var autoAdvance: Bool
  /// Repeat mode at the start (`--repeat`).
  public var repeatMode: RepeatMode

  public init(
    tick: Double = 0.1, realtime: Bool = false, speed: Double = 1, autoAdvance: Bool = true,
    repeatMode: RepeatMode = .off
  ) {
    self.tick = tick
    self.realtime = realtime
    self.speed = speed
    self.autoAdvance = autoAdvance
    self.repeatMode = repeatMode
  }

  /// The settings that differ from a fresh player's, as actions at queue time 0, so they
  /// print like any other setting.
  package var startingActions: [TimedAction] {
    var actions: [TimedAction] = []
    if speed != 1 { actions.append(TimedAction(action: .speed(speed), time: 0)) }
    if !autoAdvance { actions.append(TimedAction(action: .autoAdvance(false), time: 0)) }
    if repeatMode != .off {
      actions.append(TimedAction(action: .repeatMode(repeatMode), time: 0))
    }
    return actions
  }
}
