import Foundation
import TalecastCore

/// An occasion as the API shows it (`Occasion` in the OpenAPI document): a custom one with all
/// its fields, or a built-in one (`builtIn`, read-only) with its id, title and prompt seed.
public struct OccasionResource: Encodable, Sendable {
  public let id: String
  public let title: String
  public let builtIn: Bool
  public let promptSeed: String
  public var description: String?
  public var category: String?
  public var minimumAge: Int?
  public var maximumAge: Int?
  public var tone: String?
  public var keywords: [String]?
  public var goal: String?
  public var thing: String?
  public var place: String?
  public var forWhom: String?
  public var deadline: String?
  public var usageCount: Int?
  public var favorite: Bool?
  public var lastUsed: Date?
  public var created: Date?
  public var modified: Date?
  public let links: Links

  public struct Links: Encodable, Sendable {
    public let this: String

    public enum CodingKeys: String, CodingKey {
      case this = "self"
    }
  }

  public init(_ occasion: CustomOccasion) {
    id = occasion.id
    title = occasion.title
    builtIn = false
    promptSeed = occasion.promptSeed
    description = occasion.description
    category = occasion.category.rawValue
    minimumAge = occasion.minimumAge
    maximumAge = occasion.maximumAge
    tone = occasion.tone
    keywords = occasion.keywords
    goal = occasion.goal
    thing = occasion.thing
    place = occasion.place
    forWhom = occasion.forWhom
    deadline = occasion.deadline
    usageCount = occasion.usageCount
    favorite = occasion.favorite
    lastUsed = occasion.lastUsed
    created = occasion.created
    modified = occasion.modified
    links = Links(this: "/v1/occasions/\(occasion.id)")
  }

  public init(_ occasion: BuiltInOccasion) {
    id = occasion.rawValue
    title = occasion.title
    builtIn = true
    promptSeed = occasion.promptSeed
    links = Links(this: "/v1/occasions/\(occasion.rawValue)")
  }
}
