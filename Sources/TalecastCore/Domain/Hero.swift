import Foundation

/// The main character of a story.
public struct Hero: Codable, Sendable, Hashable {
  public var id: String
  public var name: String
  public var primaryTrait: Trait
  public var secondaryTrait: Trait
  public var appearance: String
  public var specialAbility: String

  public init(
    id: String = Identifier.make(),
    name: String,
    primaryTrait: Trait,
    secondaryTrait: Trait,
    appearance: String,
    specialAbility: String
  ) {
    self.id = id
    self.name = name
    self.primaryTrait = primaryTrait
    self.secondaryTrait = secondaryTrait
    self.appearance = appearance
    self.specialAbility = specialAbility
  }

  public var traits: [Trait] { [primaryTrait, secondaryTrait] }
}
