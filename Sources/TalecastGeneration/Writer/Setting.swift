import TalecastCore

/// The world of one built-in event: where it happens, who helps, what goes wrong, and what is
/// found. The writer's grammar fills its sentences from these.
struct Setting: Sendable {
  /// Where the hero is when the story begins.
  var home: String
  /// The main place of the adventure, used after "to" / "in" ("the old forest").
  var place: String
  /// Smaller places inside it, one per middle scene.
  var spots: [String]
  /// The companion, introduced once with `companionIntro`, then called by `companion`.
  var companion: String
  var companionIntro: String
  /// What the hero sets out to do, after "to" ("find the hidden waterfall").
  var goal: String
  /// The trouble, after "there was" ("a river far too wide to cross").
  var obstacle: String
  /// What is found or won ("a glowing acorn").
  var treasure: String
  var sights: [String]
  var sounds: [String]
  /// The last image of the story, a full clause ("the stars winked goodnight").
  var ending: String
  /// Nouns for titles ("the Hidden Waterfall").
  var titleNouns: [String]

  static func of(_ event: BuiltInEvent) -> Setting {
    switch event {
    case .bedtimeAdventure: .bedtime
    case .forestExploration: .forest
    case .oceanVoyage: .ocean
    case .spaceJourney: .space
    case .birthdayCelebration: .birthday
    case .firstDayOfSchool: .school
    case .rainyDayDiscovery: .rainyDay
    case .dragonFriendship: .dragon
    case .magicGarden: .garden
    case .snowyMountainRescue: .mountain
    }
  }
}
