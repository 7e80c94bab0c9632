/// What a command's exit code means, listed under EXIT STATUS in its help and manual page.
public struct ExitStatus: Sendable, Equatable {
  public var code: Int32
  public var meaning: String

  public init(_ code: Int32, _ meaning: String) {
    self.code = code
    self.meaning = meaning
  }

  /// What every command's codes mean unless it says otherwise (sysexits' 64 for usage).
  public static let standard = [
    ExitStatus(0, "Done."),
    ExitStatus(1, "It failed: the error says what and where."),
    ExitStatus(UsageError.exitCode, "The command line is wrong: an unknown option, a bad value."),
  ]

  /// `own` over the standard ones, by code, in the order of their codes.
  static func merged(_ own: [ExitStatus]) -> [ExitStatus] {
    var byCode = Dictionary(standard.map { ($0.code, $0) }) { first, _ in first }
    for status in own { byCode[status.code] = status }
    return byCode.values.sorted { $0.code < $1.code }
  }
}
