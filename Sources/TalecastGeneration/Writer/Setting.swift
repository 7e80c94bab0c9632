import TalecastCore

/// The world of one built-in occasion: where it happens, who helps, what goes wrong, and what is
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
  /// How the story speaks of the companion ("Beep blinked when it was happy").
  var companionPronouns: Pronouns
  /// The companion lives where the story ends and never says goodbye (the dragon by the
  /// village fire).
  var companionStays = false
  /// The time of day the story begins at: a bedtime story at night.
  var startTime = TimeOfDay.morning
  /// How they set off, when the way there needs saying (a voyage starts by boarding a boat,
  /// which the sea's sights and sounds then take for granted).
  var departure: Line? = nil
  /// What the hero sets out to do, after "to" ("find the hidden waterfall").
  var goal: String
  /// The trouble, after "there was" ("a river far too wide to cross").
  var obstacle: String
  /// The trouble said again once it is known ("the fallen tree"), when the setting says it.
  var obstacleShort: String? = nil
  /// What is found or won ("a glowing acorn").
  var treasure: String
  var sights: [String]
  var sounds: [String]
  /// The last image of the story, a full clause ("the stars winked goodnight").
  var ending: String
  /// Nouns for titles ("the Hidden Waterfall").
  var titleNouns: [String]
  /// The story happens inside (a premise's attic, lighthouse or kitchen).
  var indoors = false
  /// The hero is a person (not the cat or the robot a premise may say the hero is).
  var heroIsPerson = true
  /// Whom a long story's hero meets and helps on the way, and what their thanks does later.
  var aid: Aid? = nil
  /// A smaller trouble on the way in the longest stories.
  var setback: Setback? = nil

  static func of(_ occasion: BuiltInOccasion) -> Setting {
    var setting = base(of: occasion)
    setting.aid = Aid.of(occasion)
    setting.setback = Setback.of(occasion)
    return setting
  }

  private static func base(of occasion: BuiltInOccasion) -> Setting {
    switch occasion {
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

extension StoryOccasion {
  /// The built-in occasion whose setting (places, companion, trouble) a story uses, and whose
  /// palette its pictures use. A custom occasion with a category gets the built-in one suiting
  /// it; without one, the one whose words its own words share most ("sea", "island" → ocean
  /// voyage); failing that, one chosen by its title.
  var settingOccasion: BuiltInOccasion {
    switch self {
    case .builtIn(let occasion): return occasion
    case .custom(let occasion):
      switch occasion.category {
      case .daily: return .rainyDayDiscovery
      case .adventure: return .forestExploration
      case .emotional: return .bedtimeAdventure
      case .learning: return .firstDayOfSchool
      case .celebration: return .birthdayCelebration
      case .challenge: return .snowyMountainRescue
      case .imagination: return .spaceJourney
      case .custom, .general: break
      }
      let words = Self.words(
        [occasion.title, occasion.description, occasion.promptSeed] + occasion.keywords)
      let scored = BuiltInOccasion.allCases.map { candidate in
        let own = Self.words(
          [candidate.title, candidate.promptSeed] + Setting.of(candidate).words)
        return (candidate, own.intersection(words).count)
      }
      if let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 { return best.0 }
      let hash = occasion.title.unicodeScalars.reduce(UInt32(2_166_136_261)) {
        ($0 ^ $1.value) &* 16_777_619
      }
      return BuiltInOccasion.allCases[Int(hash % UInt32(BuiltInOccasion.allCases.count))]
    }
  }

  /// Lower-cased words of four letters or more (short words match everything).
  private static func words(_ texts: [String]) -> Set<String> {
    var result = Set<String>()
    for text in texts {
      for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) where word.count >= 4 {
        result.insert(String(word))
      }
    }
    return result
  }
}

extension Setting {
  /// Every descriptive word of the setting, for matching a custom occasion to it.
  var words: [String] {
    [home, place, companion, goal, obstacle, treasure, ending] + spots + sights + sounds
      + titleNouns
  }
}
