/// The built-in list of hero traits. A hero has two of them, a primary and a secondary.
public enum Trait: String, CaseIterable, Codable, Sendable {
  case brave = "Brave"
  case kind = "Kind"
  case curious = "Curious"
  case funny = "Funny"
  case smart = "Smart"
  case adventurous = "Adventurous"
  case creative = "Creative"
  case helpful = "Helpful"
  case gentle = "Gentle"
  case magical = "Magical"

  /// Accepts the name in any letter case ("brave", "Brave").
  public init?(name: String) {
    guard let match = Trait.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else {
      return nil
    }
    self = match
  }

  /// The adjective as it reads inside a sentence ("brave").
  public var adjective: String { rawValue.lowercased() }
}
