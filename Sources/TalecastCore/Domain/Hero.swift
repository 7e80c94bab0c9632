import Foundation

/// The main character of a story.
public struct Hero: Codable, Sendable, Hashable {
  public var id: String
  public var name: String
  public var primaryTrait: Trait
  public var secondaryTrait: Trait
  public var appearance: String
  public var specialAbility: String
  /// How the story speaks of the hero; "they" when nobody said.
  public var pronouns: Pronouns

  public init(
    id: String = Identifier.make(),
    name: String,
    primaryTrait: Trait,
    secondaryTrait: Trait,
    appearance: String,
    specialAbility: String,
    pronouns: Pronouns = .they
  ) {
    self.id = id
    self.name = name
    self.primaryTrait = primaryTrait
    self.secondaryTrait = secondaryTrait
    self.appearance = appearance
    self.specialAbility = specialAbility
    self.pronouns = pronouns
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, primaryTrait, secondaryTrait, appearance, specialAbility, pronouns
  }

  /// Jobs and manifests written before heroes had pronouns decode with "they".
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    primaryTrait = try container.decode(Trait.self, forKey: .primaryTrait)
    secondaryTrait = try container.decode(Trait.self, forKey: .secondaryTrait)
    appearance = try container.decode(String.self, forKey: .appearance)
    specialAbility = try container.decode(String.self, forKey: .specialAbility)
    pronouns = try container.decodeIfPresent(Pronouns.self, forKey: .pronouns) ?? .they
  }

  public var traits: [Trait] { [primaryTrait, secondaryTrait] }
}
