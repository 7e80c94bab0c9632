import Foundation
import TalecastCore

/// A hero as the API shows it (`Hero` in the OpenAPI document). The avatar is a file on the
/// server, so only whether there is one is shown; its path never leaves the host.
public struct HeroResource: Encodable, Sendable {
  public let id: String
  public let name: String
  public let traits: [String]
  public let appearance: String
  public let specialAbility: String
  public let pronouns: String
  public let active: Bool
  public let hasAvatar: Bool
  public let storyCount: Int
  public let created: Date
  public let modified: Date
  public let links: Links

  public struct Links: Encodable, Sendable {
    public let this: String

    public enum CodingKeys: String, CodingKey {
      case this = "self"
    }
  }

  public init(_ record: HeroRecord) {
    id = record.id
    name = record.hero.name
    traits = record.hero.traits.map(\.rawValue)
    appearance = record.hero.appearance
    specialAbility = record.hero.specialAbility
    pronouns = record.hero.pronouns.rawValue
    active = record.active
    hasAvatar = record.avatar != nil
    storyCount = record.storyCount
    created = record.created
    modified = record.modified
    links = Links(this: "/v1/heroes/\(record.id)")
  }
}
