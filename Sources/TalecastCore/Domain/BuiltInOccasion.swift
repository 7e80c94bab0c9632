/// The occasion a story is written for. Ten are built in; each has a prompt seed that tells
/// a writer (built-in or remote) what the story is about.
public enum BuiltInOccasion: String, CaseIterable, Codable, Sendable {
  case bedtimeAdventure = "bedtime-adventure"
  case forestExploration = "forest-exploration"
  case oceanVoyage = "ocean-voyage"
  case spaceJourney = "space-journey"
  case birthdayCelebration = "birthday-celebration"
  case firstDayOfSchool = "first-day-of-school"
  case rainyDayDiscovery = "rainy-day-discovery"
  case dragonFriendship = "dragon-friendship"
  case magicGarden = "magic-garden"
  case snowyMountainRescue = "snowy-mountain-rescue"

  public var title: String {
    switch self {
    case .bedtimeAdventure: "Bedtime Adventure"
    case .forestExploration: "Forest Exploration"
    case .oceanVoyage: "Ocean Voyage"
    case .spaceJourney: "Space Journey"
    case .birthdayCelebration: "Birthday Celebration"
    case .firstDayOfSchool: "First Day of School"
    case .rainyDayDiscovery: "Rainy Day Discovery"
    case .dragonFriendship: "Dragon Friendship"
    case .magicGarden: "Magic Garden"
    case .snowyMountainRescue: "Snowy Mountain Rescue"
    }
  }

  public var promptSeed: String {
    switch self {
    case .bedtimeAdventure:
      "A calm adventure under the night sky that ends with the hero safely tucked in bed."
    case .forestExploration:
      "The hero explores an old forest, meets its creatures and finds a hidden place."
    case .oceanVoyage:
      "The hero sails across the sea, faces a storm and discovers an island."
    case .spaceJourney:
      "The hero flies a small rocket to the stars and helps a lost planet find its way."
    case .birthdayCelebration:
      "The hero prepares a surprise party for a friend, and something goes wrong in a funny way."
    case .firstDayOfSchool:
      "The hero is nervous on the first day at a new school and makes a true friend."
    case .rainyDayDiscovery:
      "A rainy day at home turns into a discovery in the attic."
    case .dragonFriendship:
      "The hero meets a shy dragon whom everyone fears and becomes its friend."
    case .magicGarden:
      "The hero plants a seed that grows into a garden of talking flowers that needs saving."
    case .snowyMountainRescue:
      "The hero climbs a snowy mountain to rescue a friend caught in a snowstorm."
    }
  }

  /// Accepts the identifier ("bedtime-adventure") or the title in any case ("Bedtime Adventure").
  public init?(name: String) {
    let wanted = name.lowercased()
    guard
      let match = BuiltInOccasion.allCases.first(where: {
        $0.rawValue == wanted || $0.title.lowercased() == wanted
      })
    else { return nil }
    self = match
  }
}
