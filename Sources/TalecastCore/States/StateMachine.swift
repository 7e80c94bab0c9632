import Foundation

/// The allowed transitions of one kind of state machine.
public protocol TransitionTable {
  associatedtype State: Hashable & Sendable & Codable
  /// The machine's name in messages ("generation", "player").
  static var name: String { get }
  static func allows(from: State, to: State) -> Bool
  /// A state as messages name it.
  static func describe(_ state: State) -> String
}

extension TransitionTable where State: CustomStringConvertible {
  public static func describe(_ state: State) -> String { state.description }
}

/// One applied transition, with when it happened.
public struct Transition<State: Hashable & Sendable & Codable>: Sendable, Hashable, Codable {
  public let from: State
  public let to: State
  public let at: Date
}

/// A transition the table does not allow. It is never applied.
public struct IllegalTransition: Error, Sendable, Hashable, CustomStringConvertible {
  public let machine: String
  public let from: String
  public let to: String

  public var description: String { "illegal \(machine) transition from \(from) to \(to)" }
}

/// A state that only changes along its table's transitions, keeping the history of every
/// transition with its time (so per-state timings can be read back). A value type: an owner
/// shared between threads keeps it behind its own lock.
public struct StateMachine<Table: TransitionTable>: Sendable {
  public private(set) var state: Table.State
  public private(set) var history: [Transition<Table.State>] = []
  private let logger: Logger?

  public init(_ initial: Table.State, logger: Logger? = nil) {
    state = initial
    self.logger = logger
  }

  /// Moves to `next` if the table allows it; otherwise logs and throws, leaving the state as it was.
  @discardableResult
  public mutating func transition(to next: Table.State, at time: Date = Date())
    throws(IllegalTransition)
    -> Transition<Table.State>
  {
    guard Table.allows(from: state, to: next) else {
      let error = IllegalTransition(
        machine: Table.name, from: Table.describe(state), to: Table.describe(next))
      logger?.error(error.description)
      throw error
    }
    let applied = Transition(from: state, to: next, at: time)
    history.append(applied)
    state = next
    return applied
  }

  /// Seconds spent in each state that was left, in order (a state visited twice appears twice).
  public var timeInStates: [(state: Table.State, seconds: Double)] {
    zip(history, history.dropFirst()).map { entered, left in
      (entered.to, left.at.timeIntervalSince(entered.at))
    }
  }
}
