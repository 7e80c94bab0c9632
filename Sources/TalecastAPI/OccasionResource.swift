import Foundation
import TalecastContract
import TalecastCore

/// A custom occasion's fields in a request body: a title at least to add one, some to change
/// one (a merge patch; null clears an age). Read as the CLI reads its options.
struct OccasionInput: Decodable, Sendable {
  var title: String?
  var description: String?
  var promptSeed: String?
  var category: String?
  var minimumAge: Int?
  var maximumAge: Int?
  var tone: String?
  var keywords: [String]?
  var favorite: Bool?
  var goal: String?
  var thing: String?
  var place: String?
  var forWhom: String?
  var deadline: String?

  static let fields = [
    "title", "description", "promptSeed", "category", "minimumAge", "maximumAge", "tone",
    "keywords", "favorite", "goal", "thing", "place", "forWhom", "deadline",
  ]

  /// The story parts given, by field name.
  var parts: [String: String] {
    let given: [(String, String?)] = [
      ("goal", goal), ("thing", thing), ("place", place), ("forWhom", forWhom),
      ("deadline", deadline),
    ]
    return Dictionary(
      uniqueKeysWithValues: given.compactMap { name, value in value.map { (name, $0) } })
  }
  static let ages: Set<String> = ["minimumAge", "maximumAge"]

  /// The occasion to add.
  func occasion() throws -> CustomOccasion {
    guard let title else { throw LibraryError.invalid(field: "title", problem: "required") }
    var occasion = CustomOccasion(title: title)
    occasion.description = description ?? ""
    occasion.promptSeed = promptSeed ?? ""
    if let category { occasion.category = try LibraryInput.category(category) }
    occasion.minimumAge = minimumAge
    occasion.maximumAge = maximumAge
    occasion.tone = tone ?? ""
    occasion.keywords = keywords ?? []
    occasion.favorite = favorite ?? false
    for (name, path) in CustomOccasion.partFields { occasion[keyPath: path] = parts[name] }
    return occasion
  }

  /// The changes a patch asks for. The two ages change together, so a patch gives both or
  /// neither (null for no bound).
  func changes(_ fields: BodyFields) throws -> CustomOccasionChanges {
    var changes = CustomOccasionChanges(
      title: title, description: description, promptSeed: promptSeed, tone: tone,
      keywords: keywords, favorite: favorite)
    changes.parts = parts
    if let category { changes.category = try LibraryInput.category(category) }
    switch fields.present.intersection(Self.ages).count {
    case 2: changes.ages = (minimumAge, maximumAge)
    case 1:
      let missing = Self.ages.subtracting(fields.present).first!
      throw LibraryError.invalid(
        field: missing,
        problem: "minimumAge and maximumAge change together: give both (null for none)")
    default: break
    }
    return changes
  }
}
