import Foundation
import TalecastContract
import TalecastCore

/// A hero's fields in a request body: all of them to add one, some to change one (a merge
/// patch). Values are read as the CLI reads its options (`LibraryInput`), so both doors keep
/// the same rules.
struct HeroInput: Decodable, Sendable {
  var name: String?
  var traits: [String]?
  var appearance: String?
  var specialAbility: String?
  var pronouns: String?
  var active: Bool?

  /// The fields a body may hold, to add a hero and to change one.
  static let addable = ["name", "traits", "appearance", "specialAbility", "pronouns"]
  static let changeable = addable + ["active", "avatar"]
  /// The avatar is a file on the server (`talecast heroes edit --avatar`): the API can only
  /// remove it (null).
  static let avatarRefusal =
    "an avatar is a file on the server: set it with 'talecast heroes edit ID --avatar FILE'; the API can only remove one (null)"

  func traitPair() throws -> (Trait, Trait)? {
    guard let traits else { return nil }
    guard traits.count == 2 else {
      throw LibraryError.invalid(
        field: "traits",
        problem:
          "expected two traits, such as [\"Brave\", \"Kind\"], found \(traits.count) (traits are \(Trait.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    return try LibraryInput.traits(traits.joined(separator: ","))
  }

  /// The hero to add; name and traits are required, the rest default as in the CLI.
  func hero() throws -> Hero {
    guard let name else { throw LibraryError.invalid(field: "name", problem: "required") }
    guard let (primary, secondary) = try traitPair() else {
      throw LibraryError.invalid(field: "traits", problem: "required, e.g. [\"Brave\", \"Kind\"]")
    }
    return Hero(
      name: name, primaryTrait: primary, secondaryTrait: secondary,
      appearance: appearance ?? "a bright smile and a red scarf",
      specialAbility: specialAbility ?? "never giving up",
      pronouns: try pronouns.map { try LibraryInput.pronouns($0) } ?? .they)
  }

  /// The changes a patch asks for; `removesAvatar` when it sent `"avatar": null`.
  func changes(removesAvatar: Bool) throws -> HeroChanges {
    var changes = HeroChanges(
      name: name, appearance: appearance, specialAbility: specialAbility,
      pronouns: try pronouns.map { try LibraryInput.pronouns($0) }, active: active)
    changes.traits = try traitPair()
    if removesAvatar { changes.avatar = .some(nil) }
    return changes
  }
}
