import Foundation

/// A small value-type logger in the habit of swift-log: a label, a minimum level and
/// metadata; the message is only built when the level is enabled. Writes to standard error.
public struct Logger: Sendable {
  public enum Level: Int, Comparable, Sendable, CaseIterable {
    case trace, debug, info, notice, warning, error

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    public init?(name: String) {
      guard let level = Level.allCases.first(where: { "\($0)" == name.lowercased() }) else {
        return nil
      }
      self = level
    }
  }

  public let label: String
  public var level: Level
  public var metadata: [String: String] = [:]
  private let sink: @Sendable (String) -> Void

  public init(label: String, level: Level = .warning, sink: (@Sendable (String) -> Void)? = nil) {
    self.label = label
    self.level = level
    self.sink =
      sink ?? { line in
        Logger.beforeWriting.withLock { $0 }?()
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
  }

  /// Called before a line is written to standard error: a terminal's progress bar (`talecast
  /// render`) takes itself off its line here, so a warning never lands on top of it. One per
  /// process (`Locked`): whoever draws on the terminal sets it, and clears it when done.
  public static let beforeWriting = Locked<(@Sendable () -> Void)?>(nil)

  public func log(
    _ level: Level, _ message: @autoclosure () -> String, metadata extra: [String: String] = [:]
  ) {
    guard level >= self.level else { return }
    let merged = metadata.merging(extra) { _, new in new }
    let fields = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
    sink("\(level) \(label): \(message())\(fields)")
  }

  public func debug(_ message: @autoclosure () -> String, metadata: [String: String] = [:]) {
    log(.debug, message(), metadata: metadata)
  }

  public func info(_ message: @autoclosure () -> String, metadata: [String: String] = [:]) {
    log(.info, message(), metadata: metadata)
  }

  public func warning(_ message: @autoclosure () -> String, metadata: [String: String] = [:]) {
    log(.warning, message(), metadata: metadata)
  }

  public func error(_ message: @autoclosure () -> String, metadata: [String: String] = [:]) {
    log(.error, message(), metadata: metadata)
  }
}
