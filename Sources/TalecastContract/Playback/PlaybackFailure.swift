/// A listener's action that failed in a played session, and the lines heard up to it.
public struct PlaybackFailure: Error, Sendable {
  public let action: TimedAction
  public let error: any Error
  public let lines: [PlaybackLine]

  package init(action: TimedAction, error: any Error, lines: [PlaybackLine]) {
    self.action = action
    self.error = error
    self.lines = lines
  }
}
