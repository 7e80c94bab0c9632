import TalecastCore

/// The words of one story: fills `{token}` templates from the hero, the setting and the plot,
/// with pronouns and verbs that agree ("{they were}" is "she was" for a hero who is "she"),
/// and keeps track of which sights, sounds and places were already used. It also notes the
/// time of day the setting's words need (a sunset is in the evening), for the writer to check.
struct Vocabulary {
  private let hero: Hero
  private let setting: Setting
  private let plot: Plot
  private let occasion: StoryOccasion
  private var keywords: [String]
  private var random: SeededRandom
  private var spots: [String]
  private var spot: String
  private var sights: [String]
  private var sounds: [String]
  /// Where the story stands (set by the writer before each sentence): sights and places that
  /// cannot be seen at this time of day are passed over, and trait phrases must fit.
  var state: StoryState
  private var time: TimeOfDay { state.time }
  private var usedTraitPhrases: Set<String> = []
  /// The times at which the words of the last filled sentence can be said.
  private(set) var timeNeeded: ClosedRange<TimeOfDay>?

  init(hero: Hero, setting: Setting, plot: Plot, occasion: StoryOccasion, random: SeededRandom) {
    self.hero = hero
    self.setting = setting
    self.plot = plot
    self.occasion = occasion
    keywords = plot.keywords
    self.random = random
    state = StoryState(time: setting.startTime)
    state.indoors = setting.indoors
    state.heroIsPerson = setting.heroIsPerson
    // Places in the order the day passes them: by day first, then at sunset, then by night.
    spots = setting.spots.shuffled(using: &self.random).enumerated().sorted { a, b in
      let first = TimeOfDay.range(of: a.element)?.lowerBound ?? .morning
      let second = TimeOfDay.range(of: b.element)?.lowerBound ?? .morning
      return first != second ? first < second : a.offset < b.offset
    }.map(\.element)
    spot = spots[0]
    sights = setting.sights.shuffled(using: &self.random)
    sounds = setting.sounds.shuffled(using: &self.random)
  }

  /// Moves to the next place of the journey that can still be seen at this time of day.
  mutating func advanceSpot() {
    let index = spots.firstIndex { Self.fits($0, at: time) } ?? 0
    spot = spots.remove(at: index)
    if spots.isEmpty { spots = setting.spots }
  }

  private static func fits(_ text: String, at time: TimeOfDay) -> Bool {
    guard let range = TimeOfDay.range(of: text) else { return true }
    return time <= range.upperBound
  }

  /// Fills every token of a template.
  mutating func fill(_ template: String) -> String {
    timeNeeded = nil
    impossible = false
    // The template's own words count too ("someone's supper"); the hero's and the occasion's
    // words do not, being the user's.
    _ = place(template)
    return render(template)
  }

  /// Fills a descriptive sentence only if the sights or sounds it needs are still fresh
  /// and can be seen or heard at this time of day.
  mutating func fillIfFresh(_ template: String) -> String? {
    if template.contains("{sight}") && !sights.contains(where: { Self.fits($0, at: time) }) {
      return nil
    }
    if template.contains("{sound}") && !sounds.contains(where: { Self.fits($0, at: time) }) {
      return nil
    }
    return fill(template)
  }

  private static func take(_ pool: inout [String], from all: [String], at time: TimeOfDay)
    -> String
  {
    if !pool.contains(where: { Self.fits($0, at: time) }) { pool = all }
    let index = pool.firstIndex { Self.fits($0, at: time) } ?? 0
    return pool.remove(at: index)
  }

  /// One pass over the template: tokens are replaced, and text that came from the hero (a
  /// name with braces, say) is never read as a token itself.
  private mutating func render(_ template: String) -> String {
    var output = ""
    var rest = Substring(vary(template))
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      output += rest[..<open]
      let token = String(rest[rest.index(after: open)..<close])
      output += value(of: token)
      rest = rest[rest.index(after: close)...]
    }
    output += rest
    return Self.capitalizingFirstLetter(output)
  }

  /// The template with each choice `[a|b|c]` made by the seed: one line of the catalogue says
  /// the same moment in several ways, so a story that uses it rarely sounds like another that
  /// does. Choices do not nest; an alternative may be empty (`[very |]`).
  mutating func vary(_ template: String) -> String {
    guard template.contains("[") else { return template }
    var output = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
      output += rest[..<open]
      let choices = rest[rest.index(after: open)..<close].split(
        separator: "|", omittingEmptySubsequences: false)
      output += choices.randomElement(using: &random) ?? ""
      rest = rest[rest.index(after: close)...]
    }
    return output + rest
  }

  /// A value from the setting, whose words may need a time of day.
  private mutating func place(_ text: String) -> String {
    guard let range = TimeOfDay.range(of: text) else { return text }
    guard let needed = timeNeeded else {
      timeNeeded = range
      return text
    }
    let lower = max(range.lowerBound, needed.lowerBound)
    let upper = min(range.upperBound, needed.upperBound)
    if lower <= upper { timeNeeded = lower...upper } else { impossible = true }
    return text
  }

  /// Set when one sentence's words need two times of day that do not meet.
  private(set) var impossible = false

  private mutating func value(of token: String) -> String {
    switch token {
    case "name": return hero.name
    case "they": return hero.pronouns.subject
    case "them": return hero.pronouns.object
    case "their": return hero.pronouns.possessive
    case "themselves": return hero.pronouns.reflexive
    case "they were": return Self.agreeing(hero.pronouns, "was", "were")
    case "they have": return Self.agreeing(hero.pronouns, "has", "have")
    case "c:they": return setting.companionPronouns.subject
    case "c:them": return setting.companionPronouns.object
    case "c:their": return setting.companionPronouns.possessive
    case "c:they were": return Self.agreeing(setting.companionPronouns, "was", "were")
    case "t1": return hero.primaryTrait.adjective
    case "t2": return hero.secondaryTrait.adjective
    case "appearance": return hero.appearance
    case "ability": return hero.specialAbility
    case "home": return setting.home
    case "place": return setting.place
    case "spot": return place(spot)
    case "companion": return setting.companion
    case "companionIntro": return setting.companionIntro
    case "goal": return plot.goal
    case "goalPast":
      return plot.premise?.goal.map { Plot.speaking(of: hero, $0.past, in: plot.premise) }
        ?? "managed to \(plot.goal)"
    case "deadline": return plot.premise?.deadline?.pastPhrase ?? "in time"
    case "deadlineEvent":
      return plot.premise?.deadline?.event?.past ?? "the day was over"
    case "deadlineTime":
      return plot.premise?.deadline?.time?.text ?? plot.premise?.deadline?.event?.subject
        ?? "the evening"
    case "purpose": return plot.premise?.purpose?.past ?? "everyone was glad"
    case "kind": return heroKind
    case "need": return plot.need?.phrase ?? "something"
    case "obstacleShort": return plot.obstacleShort ?? "the trouble"
    case "needDefinite": return plot.need?.definite ?? "it"
    case "needUse": return plot.need?.use ?? "to hand"
    case "obstacle": return place(setting.obstacle)
    case "treasure": return place(plot.treasure ?? setting.treasure)
    case "ending": return place(setting.ending)
    case "sight":
      let sight = Self.take(&sights, from: setting.sights, at: time)
      return place(sight)
    case "sound":
      let sound = Self.take(&sounds, from: setting.sounds, at: time)
      return place(sound)
    case "lost": return lost?.phrase ?? "the bag"
    case "lost:it was": return lost?.plural == true ? "they were" : "it was"
    case "lost:it": return lost?.plural == true ? "they" : "it"
    case "guest": return plot.guest?.name ?? "everyone"
    case "occasion": return occasion.title
    case "tone": return occasion.tone
    // Each keyword is said once, in the order the occasion lists them.
    case "keyword":
      // A keyword is a bare word ("thunderstorm"): said as a thing, "the thunderstorm"; a
      // name (capitalised) as it is.
      guard !keywords.isEmpty else { return occasion.title }
      let keyword = keywords.removeFirst()
      return keyword.first?.isUppercase == true ? keyword : CustomPlot.definite(keyword)
    case "helperIntro": return plot.aid?.helperIntro ?? "a stranger"
    case "helper": return plot.aid?.helper ?? "the stranger"
    case "helperTrouble": return phrase(plot.aid?.trouble ?? "needed a hand")
    case "aidHelp": return phrase(plot.aid?.help ?? "helped")
    case "aidThanks": return phrase(plot.aid?.thanks ?? "said thank you")
    case "aid": return plot.aid?.gift ?? "the stranger's help"
    case "aidUse": return phrase(plot.aid?.use ?? "found a way")
    case "trait1action": return traitAction(hero.primaryTrait)
    case "trait2action": return traitAction(hero.secondaryTrait)
    default:
      // Every token in the catalogue is listed above; a test renders every template.
      preconditionFailure("unknown story token {\(token)}")
    }
  }

  var keywordsLeft: Int { keywords.count }

  /// What the hero is: a child, unless the premise says ("the lighthouse keeper's cat").
  var heroKind: String { plot.premise?.heroDescription?.head ?? "child" }

  private var lost: LostThing? {
    if case .lost(let thing) = plot.problem { return thing }
    return nil
  }

  /// "she was", "they were": singular "they" takes the plural verb.
  private static func agreeing(_ pronouns: Pronouns, _ singular: String, _ plural: String)
    -> String
  {
    "\(pronouns.subject) \(pronouns.takesPluralVerb ? plural : singular)"
  }

  /// A phrase of the trait that fits the story's state and was not said yet.
  private mutating func traitAction(_ trait: Trait) -> String {
    let phrases = TraitPhrases.action(trait)
    let fitting = phrases.filter {
      $0.fits(state, companionStays: setting.companionStays)
        && !usedTraitPhrases.contains($0.template)
    }
    let phrase = (fitting.isEmpty ? phrases : fitting).randomElement(using: &random)!.template
    usedTraitPhrases.insert(phrase)
    let filled = render(phrase)
    // The phrase continues a sentence: undo the capital that `render` gave it.
    return filled.prefix(1).lowercased() + filled.dropFirst()
  }

  /// One of the writer's own phrases with its tokens filled, to continue a sentence.
  private mutating func phrase(_ text: String) -> String {
    let filled = render(text)
    return String(text.prefix(1) + filled.dropFirst())
  }

  /// The story's title; a built-in one names only a place or thing the story `told` names
  /// ("the Oldest Oak" only when they passed its roots).
  mutating func title(told: String) -> String {
    if case .custom(let occasion) = occasion {
      let patterns = [
        "\(hero.name) and \(occasion.title)", "\(occasion.title) with \(hero.name)",
        "\(hero.name), \(setting.companion) and \(occasion.title)",
      ]
      return Self.capitalizingFirstLetter(patterns.randomElement(using: &random)!)
    }
    let text = told.lowercased()
    let named = setting.titleNouns.filter { noun in
      text.contains(noun.lowercased().replacingOccurrences(of: "the ", with: ""))
    }
    let noun = (named.isEmpty ? [setting.titleNouns[0]] : named).randomElement(using: &random)!
    let patterns = [
      "\(hero.name) and \(noun)", "The Secret of \(noun)", "\(hero.name) Finds \(noun)",
      "How \(hero.name) Found \(noun)", "\(hero.name), \(setting.companion) and \(noun)",
      "A \(hero.primaryTrait.rawValue) Heart and \(noun)",
    ]
    return Self.capitalizingFirstLetter(patterns.randomElement(using: &random)!)
  }

  /// What a picture of the scene should show, from where the story stands after it.
  func illustrationPrompt(for beats: [Beat], state: StoryState) -> String {
    let who = "\(hero.name), a \(hero.primaryTrait.adjective) \(heroKind) with \(hero.appearance)"
    let what: String
    switch beats.last ?? .setup {
    case .setup: what = "at home in \(setting.home)"
    case .call: what = "setting out with \(setting.companionIntro)"
    case .journey: what = "exploring \(spot) with \(setting.companion)"
    case .encounter:
      what = "meeting \(plot.aid?.helperIntro ?? "a stranger") with \(setting.companion)"
    case .setback: what = "on the way through \(spot) with \(setting.companion)"
    case .problem, .attempt:
      switch plot.problem {
      case .obstacle(let obstacle): what = "facing \(obstacle)"
      case .lost(let thing): what = "searching for \(thing.phrase) with \(setting.companion)"
      }
    case .turn, .resolution:
      what =
        "using the gift of \(hero.specialAbility)"
        + (plot.treasure.map { " to find \($0)" } ?? " to \(plot.goal)")
    case .closing: what = "at home at the end of the day: \(setting.ending)"
    }
    let when = ["in the morning", "in the afternoon", "in the evening", "at night"][
      state.time.rawValue]
    let occasionNote = if case .custom = occasion { " (\(occasion.title))" } else { "" }
    return "\(who), \(what), \(when)\(occasionNote); warm picture-book illustration"
  }

  /// The scene's title, its chapter in the audio and in a podcast app: short, from the beat
  /// the scene is about ("Setting Out with Hazel", "The Brambles", "Ada's Idea"), never
  /// "Scene 3". Called after the scene is written, so a journey names the place it reached.
  mutating func sceneTitle(for beats: [Beat]) -> String {
    let order: [Beat] = [.problem, .encounter, .setback, .setup, .call, .turn, .closing, .journey]
    let beat = order.first(where: beats.contains) ?? .journey
    let title: String
    switch beat {
    case .setup: title = "\(hero.name) at Home"
    case .call: title = "Setting Out with \(setting.companion)"
    case .journey, .attempt, .resolution: title = Self.shortPlace(spot)
    case .encounter: title = "Meeting \(plot.aid?.helper ?? "a Stranger")"
    case .setback: title = "Trouble on the Way"
    case .problem:
      switch plot.problem {
      case .obstacle(let obstacle): title = setting.obstacleShort ?? Self.shortPlace(obstacle)
      case .lost(let thing): title = "Where Is \(thing.phrase)?"
      }
    case .turn: title = hero.name + (hero.name.hasSuffix("s") ? "' Idea" : "'s Idea")
    case .closing: title = "Home at Last"
    }
    return Self.titleCased(title)
  }

  /// A place's head, without what follows a relative word: "a hill where the moonflowers
  /// open" is "The Hill".
  static func shortPlace(_ place: String) -> String {
    let stops: Set<String> = [
      "where", "that", "which", "who", "made", "full", "carpeted", "covered", "blocking", "hiding",
      "with", "far", "too", "beyond",
    ]
    var words: [Substring] = []
    for word in place.split(separator: " ") {
      if stops.contains(word.lowercased()) { break }
      if word.hasSuffix(",") {
        words.append(word.dropLast())
        break
      }
      words.append(word)
    }
    if let first = words.first, ["a", "an"].contains(first.lowercased()) {
      words[0] = "the"
    }
    return words.joined(separator: " ")
  }

  /// Title case as book chapters have it: small words stay small unless they come first.
  static func titleCased(_ text: String) -> String {
    let small: Set<String> = [
      "a", "an", "the", "of", "in", "on", "to", "with", "and", "by", "at", "for", "from", "into",
    ]
    return text.split(separator: " ", omittingEmptySubsequences: false).enumerated().map {
      index, word in
      let lower = word.lowercased()
      if index > 0, small.contains(lower) { return lower }
      return capitalizingFirstLetter(String(word))
    }.joined(separator: " ")
  }

  static func capitalizingFirstLetter(_ text: String) -> String {
    guard let first = text.first else { return text }
    if first == "\"", let second = text.dropFirst().first {
      return "\"" + second.uppercased() + text.dropFirst(2)
    }
    return first.uppercased() + text.dropFirst()
  }
}
