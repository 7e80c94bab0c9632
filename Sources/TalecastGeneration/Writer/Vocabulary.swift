import TalecastCore

/// The words of one story: fills `{token}` templates from the hero and the setting, and
/// keeps track of which sights and sounds were already described.
struct Vocabulary {
  private let hero: Hero
  private let setting: Setting
  private let occasion: StoryOccasion
  private var keywords: [String]
  private var random: SeededRandom
  private let spots: [String]
  private var spotIndex = -1
  private var sights: [String]
  private var sounds: [String]

  init(hero: Hero, setting: Setting, occasion: StoryOccasion, random: SeededRandom) {
    self.hero = hero
    self.setting = setting
    self.occasion = occasion
    keywords = occasion.keywords
    self.random = random
    spots = setting.spots.shuffled(using: &self.random)
    sights = setting.sights.shuffled(using: &self.random)
    sounds = setting.sounds.shuffled(using: &self.random)
  }

  /// Moves to the next place of the journey.
  mutating func advanceSpot() { spotIndex += 1 }

  private var spot: String { spots[max(0, spotIndex) % spots.count] }

  /// Fills every token of a beat. Sights and sounds are taken in turn and reused only when
  /// all have been used.
  mutating func fill(_ template: String) -> String { render(template) }

  /// Fills a descriptive sentence only if the sights or sounds it needs are still fresh.
  mutating func fillIfFresh(_ template: String) -> String? {
    if template.contains("{sight}") && sights.isEmpty { return nil }
    if template.contains("{sound}") && sounds.isEmpty { return nil }
    return fill(template)
  }

  private static func takeRecycling(_ pool: inout [String], from all: [String]) -> String {
    if pool.isEmpty { pool = all }
    return pool.removeFirst()
  }

  /// One pass over the template: tokens are replaced, and text that came from the hero (a
  /// name with braces, say) is never read as a token itself.
  private mutating func render(_ template: String) -> String {
    var output = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      output += rest[..<open]
      let token = String(rest[rest.index(after: open)..<close])
      output += value(of: token)
      rest = rest[rest.index(after: close)...]
    }
    output += rest
    return Self.capitalizingFirstLetter(output)
  }

  private mutating func value(of token: String) -> String {
    switch token {
    case "name": return hero.name
    case "t1": return hero.primaryTrait.adjective
    case "t2": return hero.secondaryTrait.adjective
    case "appearance": return hero.appearance
    case "ability": return hero.specialAbility
    case "home": return setting.home
    case "place": return setting.place
    case "spot": return spot
    case "companion": return setting.companion
    case "companionIntro": return setting.companionIntro
    case "goal": return setting.goal
    case "obstacle": return setting.obstacle
    case "treasure": return setting.treasure
    case "ending": return setting.ending
    case "sight": return Self.takeRecycling(&sights, from: setting.sights)
    case "sound": return Self.takeRecycling(&sounds, from: setting.sounds)
    case "occasion": return occasion.title
    case "premise": return OccasionBeats.premise(occasion.promptSeed, heroName: hero.name)
    case "tone": return occasion.tone
    // Each keyword is said once, in the order the event lists them.
    case "keyword": return keywords.isEmpty ? occasion.title : keywords.removeFirst()
    case "trait1action": return traitAction(hero.primaryTrait)
    case "trait2action": return traitAction(hero.secondaryTrait)
    default:
      // Every token in the catalogue is listed above; a test renders every template.
      preconditionFailure("unknown story token {\(token)}")
    }
  }

  private mutating func traitAction(_ trait: Trait) -> String {
    let phrase = TraitPhrases.action(trait).randomElement(using: &random)!
    let filled = render(phrase)
    // The phrase continues a sentence: undo the capital that `render` gave it.
    return filled.prefix(1).lowercased() + filled.dropFirst()
  }

  mutating func title() -> String {
    if case .custom(let event) = occasion {
      let patterns = [
        "\(hero.name) and \(event.title)", "\(event.title) with \(hero.name)",
        "\(hero.name), \(setting.companion) and \(event.title)",
      ]
      return Self.capitalizingFirstLetter(patterns.randomElement(using: &random)!)
    }
    let noun = setting.titleNouns.randomElement(using: &random)!
    let patterns = [
      "\(hero.name) and \(noun)", "The Secret of \(noun)", "\(hero.name) Finds \(noun)",
      "How \(hero.name) Found \(noun)", "\(hero.name), \(setting.companion) and \(noun)",
      "A \(hero.primaryTrait.rawValue) Heart and \(noun)",
    ]
    return Self.capitalizingFirstLetter(patterns.randomElement(using: &random)!)
  }

  func illustrationPrompt(for roles: [SceneRole]) -> String {
    let who = "\(hero.name), a \(hero.primaryTrait.adjective) child with \(hero.appearance)"
    let what: String
    switch roles.last ?? .opening {
    case .opening: what = "at home in \(setting.home)"
    case .call: what = "meeting \(setting.companionIntro)"
    case .journey: what = "exploring \(spot) with \(setting.companion)"
    case .trouble: what = "facing \(setting.obstacle)"
    case .turn: what = "using the gift of \(hero.specialAbility) to find \(setting.treasure)"
    case .ending: what = "at the end of the day: \(setting.ending)"
    }
    let occasionNote = if case .custom = occasion { " (\(occasion.title))" } else { "" }
    return "\(who), \(what)\(occasionNote); warm picture-book illustration"
  }

  static func capitalizingFirstLetter(_ text: String) -> String {
    guard let first = text.first else { return text }
    if first == "\"", let second = text.dropFirst().first {
      return "\"" + second.uppercased() + text.dropFirst(2)
    }
    return first.uppercased() + text.dropFirst()
  }
}
