import Foundation

/// What kind of occasion a custom one is.
public enum OccasionCategory: String, CaseIterable, Codable, Sendable {
  case daily, adventure, emotional, learning, celebration, challenge, imagination, custom, general

  /// Accepts the name in any letter case.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }
}

/// A user's own story occasion ("Grandma's visit"), used like a built-in one.
public struct CustomOccasion: Codable, Sendable, Hashable {
  public var id: String
  public var title: String
  public var description: String
  public var promptSeed: String
  public var category: OccasionCategory
  /// Youngest and oldest listener age the story suits, if set.
  public var minimumAge: Int?
  public var maximumAge: Int?
  public var tone: String
  public var keywords: [String]
  /// The story's parts when given as fields; what the premise says fills those left nil.
  /// What the hero does, after "to" ("fix the old radio").
  public var goal: String?
  /// What it is done to ("the old radio").
  public var thing: String?
  /// Where the story happens ("the lighthouse").
  public var place: String?
  /// Whom it is for ("grandma").
  public var forWhom: String?
  /// By when ("before the storm arrives", "dawn").
  public var deadline: String?
  public var usageCount: Int
  public var favorite: Bool
  public var lastUsed: Date?
  public var created: Date
  public var modified: Date

  public init(
    id: String = Identifier.make(), title: String, description: String = "",
    promptSeed: String = "",
    category: OccasionCategory = .general, minimumAge: Int? = nil, maximumAge: Int? = nil,
    tone: String = "",
    keywords: [String] = [], goal: String? = nil, thing: String? = nil, place: String? = nil,
    forWhom: String? = nil, deadline: String? = nil, usageCount: Int = 0, favorite: Bool = false,
    lastUsed: Date? = nil,
    created: Date = Date(), modified: Date = Date()
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.promptSeed = promptSeed
    self.category = category
    self.minimumAge = minimumAge
    self.maximumAge = maximumAge
    self.tone = tone
    self.keywords = keywords
    self.goal = goal
    self.thing = thing
    self.place = place
    self.forWhom = forWhom
    self.deadline = deadline
    self.usageCount = usageCount
    self.favorite = favorite
    self.lastUsed = lastUsed
    self.created = created
    self.modified = modified
  }
}

extension CustomOccasion {
  /// The part fields by their names in job files and the API, for checks and messages.
  public static let partFields:
    [(name: String, path: WritableKeyPath<CustomOccasion, String?> & Sendable)] = [
      ("goal", \.goal), ("thing", \.thing), ("place", \.place), ("forWhom", \.forWhom),
      ("deadline", \.deadline),
    ]
}
