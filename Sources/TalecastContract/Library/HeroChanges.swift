import Foundation
import TalecastCore

/// What to change in a hero; nil leaves a field as it is.
public struct HeroChanges: Sendable {
  public var name: String?
  public var traits: (Trait, Trait)?
  public var appearance: String?
  public var specialAbility: String?
  public var pronouns: Pronouns?
  /// `.some(nil)` removes the avatar.
  public var avatar: String??
  public var active: Bool?

  public init(
    name: String? = nil, traits: (Trait, Trait)? = nil, appearance: String? = nil,
    specialAbility: String? = nil, pronouns: Pronouns? = nil,
    avatar: String?? = nil, active: Bool? = nil
  ) {
    self.name = name
    self.traits = traits
    self.appearance = appearance
    self.specialAbility = specialAbility
    self.pronouns = pronouns
    self.avatar = avatar
    self.active = active
  }
}
