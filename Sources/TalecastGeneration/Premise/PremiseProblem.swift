/// Why a premise could not be read, said so that its writer can mend it.
public struct PremiseProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The occasion's field that holds what could not be read ("promptSeed", "goal"); nil when
  /// the reader itself could not load.
  public var field: String?
  public var message: String

  public init(_ message: String, field: String? = nil) {
    self.message = message
    self.field = field
  }

  public var description: String { field.map { "\($0): \(message)" } ?? message }
}
