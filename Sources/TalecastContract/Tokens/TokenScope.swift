/// What a token may do. Each scope allows what the ones before it allow.
public enum TokenScope: String, Sendable, Comparable, CaseIterable, Codable {
  /// Read jobs, stories, their files and events.
  case read
  /// Also submit, cancel and retry jobs, and record plays.
  case submit
  /// Also change and delete stories, heroes and occasions, import, and see metrics.
  case admin

  public static func < (lhs: TokenScope, rhs: TokenScope) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
