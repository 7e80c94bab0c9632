import Foundation
import TalecastCore

/// Reads what a person typed for the library's fields, with messages naming the field in the
/// library's terms (`traits`, `ages` …): a front door says it as its own input
/// (`LibraryError.description(naming:)`).
public enum LibraryInput {
  /// "she/her", "he", "they" … → pronouns.
  public static func pronouns(_ text: String, field: String = "pronouns") throws(LibraryError)
    -> Pronouns
  {
    // The job file's rule for the field (one line of short text), then the name itself.
    let text = try following { () throws(RuleViolation) in
      try JobRules.shortText.checked(text, field: field)
    }
    guard let pronouns = Pronouns(name: text) else {
      throw LibraryError.invalid(
        field: field, problem: "unknown pronouns '\(text)'; one of \(Pronouns.names)")
    }
    return pronouns
  }

  /// "Brave,Kind" → two different traits.
  public static func traits(_ text: String, field: String = "traits") throws(LibraryError) -> (
    Trait, Trait
  ) {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let known = Trait.allCases.map(\.rawValue).joined(separator: ", ")
    guard names.count == 2 else {
      throw LibraryError.invalid(
        field: field,
        problem: "expected two traits separated by a comma, such as Brave,Kind (from: \(known))")
    }
    var traits: [Trait] = []
    for name in names {
      guard let trait = Trait(name: name) else {
        var problem = "unknown trait '\(name)'"
        if let close = Suggestion.closest(to: name, in: Trait.allCases.map(\.rawValue)) {
          problem += " (did you mean '\(close)'?)"
        }
        throw LibraryError.invalid(field: field, problem: problem + "; traits are \(known)")
      }
      traits.append(trait)
    }
    guard traits[0] != traits[1] else {
      throw LibraryError.invalid(field: field, problem: "the two traits must differ")
    }
    return (traits[0], traits[1])
  }

  public static func category(_ text: String, field: String = "category") throws(LibraryError)
    -> OccasionCategory
  {
    guard let category = OccasionCategory(name: text) else {
      let known = OccasionCategory.allCases.map(\.rawValue)
      var problem = "unknown category '\(text)'"
      if let close = Suggestion.closest(to: text, in: known) {
        problem += " (did you mean '\(close)'?)"
      }
      throw LibraryError.invalid(
        field: field, problem: problem + "; categories are \(known.joined(separator: ", "))")
    }
    return category
  }

  /// "3-6", "4-", "-8" or "5" → youngest and oldest age.
  public static func ages(_ text: String, field: String = "ages") throws(LibraryError) -> (
    Int?, Int?
  ) {
    let problem = LibraryError.invalid(
      field: field, problem: "expected ages such as 3-6, 4- or 5 (0 to 18), found '\(text)'")
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard (1...2).contains(parts.count) else { throw problem }
    let values = parts.map { $0.isEmpty ? nil : Int($0) }
    for (part, value) in zip(parts, values) where !part.isEmpty {
      guard let value, (0...18).contains(value) else { throw problem }
    }
    let low = values[0]
    let high = parts.count == 2 ? values[1] : values[0]
    if let low, let high, low > high { throw problem }
    if low == nil && high == nil { throw problem }
    return (low, high)
  }

  /// "dragons, castles" → ["dragons", "castles"].
  public static func keywords(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }

  public static func flag(_ text: String, field: String) throws(LibraryError) -> Bool {
    switch text.lowercased() {
    case "true", "yes", "1", "on": return true
    case "false", "no", "0", "off": return false
    default:
      throw LibraryError.invalid(field: field, problem: "expected true or false, found '\(text)'")
    }
  }
}

extension LibraryError {
  /// A domain rule's refusal, naming the field as the library does (`appearance`,
  /// `keywords[3]`); a front door says it as its own input (`description(naming:)`).
  public init(_ violation: RuleViolation) {
    self =
      violation.overLimit
      ? .overLimit(field: violation.field, problem: violation.problem)
      : .invalid(field: violation.field, problem: violation.problem)
  }
}

/// Runs `check` (a domain rule), its violation as a library error.
package func following<T>(_ check: () throws(RuleViolation) -> T) throws(LibraryError) -> T {
  do {
    return try check()
  } catch {
    throw LibraryError(error)
  }
}
