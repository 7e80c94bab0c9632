/// A failure of the espeak-ng engine, with the call that failed and its status.
public struct SpeechError: Error, Sendable, CustomStringConvertible {
  public let operation: String
  public let status: Int32
  public let detail: String

  public init(operation: String, status: Int32, detail: String = "") {
    self.operation = operation
    self.status = status
    self.detail = detail
  }

  public var description: String {
    "espeak-ng: \(operation) failed (status \(status))" + (detail.isEmpty ? "" : ": \(detail)")
  }
}
