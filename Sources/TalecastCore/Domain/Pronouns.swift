/// How a story speaks of a hero or a companion: "she", "he", "they" (the default, which also
/// suits a hero whose pronouns nobody gave) or "it" (a robot, a creature). The writer takes
/// every form and the verb's agreement from here.
public enum Pronouns: String, Codable, Sendable, Hashable, CaseIterable {
  case she, he, they
  /// For a creature or a machine ("Beep blinked when it was happy").
  case it

  /// Pronouns by a name a person would write: "she", "she/her", "He", "they/them".
  public init?(name: String) {
    let first = name.lowercased().split(separator: "/").first.map(String.init) ?? ""
    guard let pronouns = Pronouns(rawValue: first.trimmingCharacters(in: .whitespaces)) else {
      return nil
    }
    self = pronouns
  }

  /// The names pronouns can be given by, for messages and help.
  public static let names = "she, he, they, it"

  /// Subject: "she went".
  public var subject: String { rawValue }
  /// Object: "with her".
  public var object: String {
    switch self {
    case .she: "her"
    case .he: "him"
    case .they: "them"
    case .it: "it"
    }
  }
  /// Possessive before a noun: "her bag".
  public var possessive: String {
    switch self {
    case .she: "her"
    case .he: "his"
    case .they: "their"
    case .it: "its"
    }
  }
  /// Reflexive: "by herself".
  public var reflexive: String {
    switch self {
    case .she: "herself"
    case .he: "himself"
    case .they: "themselves"
    case .it: "itself"
    }
  }
  /// Singular "they" takes the plural verb: "they were", "they have".
  public var takesPluralVerb: Bool { self == .they }
}
