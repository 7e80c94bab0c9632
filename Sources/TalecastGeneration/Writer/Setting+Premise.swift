import TalecastCore

/// A custom occasion's world when its premise names a place: the story happens there, with
/// paths, sights, sounds and troubles that any place of that kind has, and with the companion
/// the premise names (or one who fits the place); the borrowed setting's forest, sea or
/// spaceship are left out. Without a place, the borrowed setting stays.
extension Setting {
  func adapted(to premise: Premise, hero: Hero) -> Setting {
    var setting = self
    if let goal = premise.goal { setting.goal = goal.infinitive }
    if let companion = premise.companion {
      // "her dog" is the hero's dog, whoever the hero is.
      let words = companion.text.split(separator: " ").map(String.init)
      let owned = ["her", "his", "their", "its"].contains(words.first?.lowercased() ?? "")
      let noun = owned ? words.dropFirst().joined(separator: " ") : companion.text
      setting.companion = owned ? "\(hero.name)'s \(noun)" : companion.text
      setting.companionIntro = owned ? "\(hero.name)'s faithful \(noun)" : companion.text
      setting.companionPronouns = .it
      setting.companionStays = true
    }
    setting.heroIsPerson = premise.heroIsPerson
    // A story that must end before dawn starts in the night; any other starts in the morning.
    if premise.deadline != nil || premise.goal != nil {
      let dawn = ["dawn", "sunrise", "daybreak", "morning"].contains(
        premise.deadline?.time?.head ?? "")
      setting.startTime = dawn ? .night : .morning
    }
    guard !Self.keeps(self, for: premise) else { return setting }
    let place = premise.place ?? Premise.NounPhrase(text: "the market in town", head: "market")
    let kind = premise.place == nil ? .outdoors : premise.placeKind ?? .outdoors
    setting.indoors = kind == .indoors
    let world = PlaceWorld.of(kind)
    // "The lighthouse keeper's cat" lives at the lighthouse: the adventure is at its top.
    let livesThere = premise.heroDescription != nil && premise.place != nil
    setting.home = livesThere ? place.text : world.home
    setting.place = livesThere ? "\(Self.farPart(of: place)) \(place.text)" : place.text
    // A place the premise does not name is reached through town: "the edge of town".
    let here = premise.place == nil ? "town" : place.text
    setting.spots = world.spots.map { $0.replacingOccurrences(of: "{here}", with: here) }
    setting.sights = world.sights
    setting.sounds = world.sounds
    setting.obstacle = world.obstacle
    setting.obstacleShort = world.obstacleShort
    setting.ending = world.ending
    setting.departure = nil
    setting.aid = Aid.of(kind)
    setting.setback = Setback.of(kind)
    setting.titleNouns = [premise.thing.map { Self.titled($0.text) } ?? Self.titled(place.text)]
    // A storm that comes at the end is not followed by a clear starry sky.
    if let weather = premise.deadline?.event?.subject.split(separator: " ").last.map(String.init),
      Self.weatherWords.contains(weather.lowercased())
    {
      setting.ending =
        "the \(weather.lowercased()) rattled the windows, but inside everyone was warm and snug"
    }
    if premise.companion == nil {
      setting.companion = world.companion
      // The mouse of a lighthouse knows the lighthouse.
      setting.companionIntro =
        livesThere
        ? world.companionIntro.replacingOccurrences(of: "the house", with: place.text)
        : world.companionIntro
      setting.companionPronouns = world.companionPronouns
      setting.companionStays = false
    }
    return setting
  }

  /// A premise that says what happens but not where keeps the borrowed setting only when it
  /// shares its words ("the sea"); else the story is near home, not in its forest or
  /// spaceship. A premise that names a place has its own.
  static func keeps(_ setting: Setting, for premise: Premise) -> Bool {
    premise.place == nil && (premise.goal == nil || setting.sharesWords(with: premise))
  }

  /// Whether a story of `occasion` happens in its borrowed setting's world (for the pictures).
  static func keepsWorld(of occasion: StoryOccasion, premise: Premise?) -> Bool {
    guard case .custom = occasion, let premise else { return true }
    return keeps(Setting.of(occasion.settingOccasion), for: premise)
  }

  /// Whether the premise's nouns (what the goal is done to, whom it is for, the goal's last
  /// word) name something of this setting's world ("the school fair", "a birthday").
  func sharesWords(with premise: Premise) -> Bool {
    let nouns = [
      premise.thing?.head, premise.forWhom?.head,
      premise.goal?.infinitive.split(separator: " ").last.map(String.init),
    ].compactMap { $0?.lowercased() }.filter { $0.count >= 4 }
    return nouns.contains(where: ownWords.contains)
  }

  /// The setting's own words of four letters or more: where it is and what it is about.
  var ownWords: Set<String> {
    Set(
      ([place, goal, treasure] + spots + titleNouns).joined(separator: " ").lowercased()
        .split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }.map(String.init))
  }

  static let weatherWords: Set<String> = [
    "storm", "rain", "snow", "wind", "thunder", "thunderstorm", "blizzard", "gale", "hail",
  ]

  static let tallPlaces: Set<String> = [
    "lighthouse", "tower", "castle", "mountain", "hill", "tree", "treehouse", "windmill",
    "steeple", "skyscraper", "cliff",
  ]

  /// Where the adventure is in the place the hero lives: the top of a tall one, else its far
  /// corner ("the far corner of the kitchen", not its very top).
  static func farPart(of place: Premise.NounPhrase) -> String {
    tallPlaces.contains(place.head) ? "the very top of" : "the far corner of"
  }

  /// "his grandfather's old radio" → "the Old Radio".
  static func titled(_ phrase: String) -> String {
    let words = phrase.split(separator: " ").filter { !$0.hasSuffix("'s") && !$0.hasSuffix("’s") }
    let kept = words.drop {
      ["a", "an", "the", "his", "her", "their", "its", "my"].contains($0.lowercased())
    }
    return "the " + kept.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}

/// What any place of a kind has: a home to start from, corners to pass, things to see and
/// hear, a trouble in the way, a companion who could be there, and a last image.
struct PlaceWorld: Sendable {
  var home: String
  var spots: [String]
  var sights: [String]
  var sounds: [String]
  var obstacle: String
  var obstacleShort: String
  var ending: String
  var companion: String
  var companionIntro: String
  var companionPronouns: Pronouns

  static func of(_ kind: Premise.PlaceKind) -> PlaceWorld {
    switch kind {
    case .indoors: indoors
    case .outdoors: outdoors
    case .water: water
    }
  }

  static let indoors = PlaceWorld(
    home: "a tall old house with a creaky front door",
    spots: [
      "the door of {here}", "a narrow staircase that creaked at every step",
      "a dusty corner full of forgotten boxes", "a little window looking out over the roofs",
    ],
    sights: [
      "dust danced in a beam of light", "old boxes were stacked up to the ceiling",
      "a spider had hung a silver web in the corner",
    ],
    sounds: [
      "the floorboards creaked", "the wind whistled at the window",
      "a clock ticked somewhere below",
    ],
    obstacle: "a heavy door that was stuck fast", obstacleShort: "the stuck door",
    ending: "the old house settled into a warm, quiet sleep",
    companion: "Crumb",
    companionIntro: "a little grey mouse called Crumb, who knew every corner of the house",
    companionPronouns: .he)

  static let outdoors = PlaceWorld(
    home: "a little house with a red door",
    spots: [
      "the edge of {here}", "a winding path between tall grasses",
      "a big old tree with low branches",
      "the top of a small hill",
    ],
    sights: [
      "clouds drifted slowly across the sky", "butterflies hopped from flower to flower",
      "the grass glittered with dew",
    ],
    sounds: [
      "a blackbird sang somewhere nearby", "the wind rustled the leaves",
      "bees hummed busily in the flowers",
    ],
    obstacle: "a fallen tree lying right across the path", obstacleShort: "the fallen tree",
    ending: "the first stars came out one by one over the roofs",
    companion: "Pip", companionIntro: "a cheerful robin called Pip, who liked to help",
    companionPronouns: .he)

  static let water = PlaceWorld(
    home: "a small blue house by the water",
    spots: [
      "the edge of {here}", "a wooden jetty that wobbled a little", "a quiet bay full of reeds",
      "a little island in the middle of {here}",
    ],
    sights: [
      "the water sparkled in the light", "little fish flashed silver under the surface",
      "a heron stood very still in the shallows",
    ],
    sounds: [
      "the water lapped against the shore", "ducks quacked among the reeds",
      "the wind ruffled the water",
    ],
    obstacle: "a strong current pulling the wrong way", obstacleShort: "the strong current",
    ending: "the water lay calm and still under the rising moon",
    companion: "Dabble", companionIntro: "a friendly duck called Dabble, who swam everywhere",
    companionPronouns: .she)
}
