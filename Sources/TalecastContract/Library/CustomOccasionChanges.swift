import Foundation
import TalecastCore

/// What to change in a custom occasion; nil leaves a field as it is.
public struct CustomOccasionChanges: Sendable {
  public var title: String?
  public var description: String?
  public var promptSeed: String?
  public var category: OccasionCategory?
  public var ages: (Int?, Int?)?
  public var tone: String?
  public var keywords: [String]?
  public var favorite: Bool?
  /// Story parts to change by field name ("goal", "forWhom" …); an empty text clears one.
  public var parts: [String: String] = [:]

  public init(
    title: String? = nil, description: String? = nil, promptSeed: String? = nil,
    category: OccasionCategory? = nil,
    ages: (Int?, Int?)? = nil, tone: String? = nil, keywords: [String]? = nil, favorite: Bool? = nil
  ) {
    self.title = title
    self.description = description
    self.promptSeed = promptSeed
    self.category = category
    self.ages = ages
    self.tone = tone
    self.keywords = keywords
    self.favorite = favorite
  }
}
