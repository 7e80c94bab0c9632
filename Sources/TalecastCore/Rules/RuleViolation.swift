/// A value refused by a domain rule: which field (in the domain's names: `appearance`,
/// `keywords[3]`, `scenes[1].text`) and why. A door says the field its own way: a job file as
/// a path in the file, the CLI as the option that sets it, an import as a place in the export.
public struct RuleViolation: Error, Sendable, Hashable, CustomStringConvertible {
  public var field: String
  public var problem: String
  /// Refused for being over a documented limit (too long, too many), not for what it says.
  public var overLimit = false

  public init(field: String, problem: String, overLimit: Bool = false) {
    self.field = field
    self.problem = problem
    self.overLimit = overLimit
  }

  /// The same violation with its field inside `record`: `hero` + `name` → `hero.name`,
  /// `stories[2]` + `[1].text` → `stories[2][1].text`.
  public func within(_ record: String) -> RuleViolation {
    guard !record.isEmpty else { return self }
    let separator = field.hasPrefix("[") ? "" : "."
    return RuleViolation(field: record + separator + field, problem: problem, overLimit: overLimit)
  }

  public var description: String { "\(field): \(problem)" }
}

extension RuleViolation {
  /// Runs `check`, a violation in it named inside `record` (`heroes[1]` + `hero.name`).
  public static func within<T>(_ record: String, _ check: () throws(RuleViolation) -> T)
    throws(RuleViolation) -> T
  {
    do {
      return try check()
    } catch {
      throw error.within(record)
    }
  }
}
