import TalecastCore

/// The words a story's templates are filled from: the frame's roles in every form a
/// sentence needs (`{he}`, `{thing.was}`, `{other.a}`), and the world's sights and ways dealt
/// out without repeats, so a scene never says the same sight twice.
struct Words {
  let frame: StoryFrame
  /// Someone a long story's hero meets; nil in a shorter story.
  var helper: Role?
  /// Which of the helper's ways this story's helper goes (`StoryBeat.helperMoves`).
  var helperShape = 0
  /// The world's lists still to be dealt, by hole name.
  private var decks: [String: [Template]] = [:]

  /// A custom occasion's keywords still to be said, each once, as written (`CustomPlot.definite`).
  private var keywords: [String]

  init(frame: StoryFrame, helper: Role?, keywords: [String] = []) {
    self.frame = frame
    self.helper = helper
    self.keywords = keywords
    // A story towards dark has no sunlight in it.
    let day = ["sun", "sunny", "sunlight", "sunshine", "morning", "breakfast", "noon"]
    // …and a story in the cellar no dust in the attic's light.
    let room = String(frame.place.split(separator: " ").last ?? "")
    let otherRooms = ["attic", "cellar", "kitchen", "loft"].filter { $0 != room }
    let fitting = { (templates: [Template]) -> [Template] in
      let kept = templates.filter { template in
        let text = template.text.lowercased()
        // A snowplough has no boots, a star no hands.
        if frame.hero.kind != .child,
          [
            "boots", "feet", "shoes", "mittens", "hands", "wellies", "knees", "toes",
          ].contains(where: text.contains)
        {
          return false
        }
        return (!frame.night || !day.contains { text.contains($0) })
          && (!["attic", "cellar", "loft"].contains(room)
            || !otherRooms.contains { text.contains($0) })
      }
      return kept.isEmpty ? templates : kept
    }
    decks["sight"] = fitting(frame.world.sights)
    decks["route"] = fitting(frame.world.routes)
    decks["ending"] = fitting(frame.world.endings)
    decks["trouble.arrives"] = fitting(frame.trouble.arrives)
    decks["trouble.grows"] = fitting(frame.trouble.grows)
    decks["trouble.spoils"] = fitting(frame.trouble.spoils)
    decks["trouble.passes"] = fitting(frame.trouble.passes)
    // "before the big storm arrives": when it has come, it does not blow over a moment later;
    // the hero and the key thing are safe from it.
    let comes = Set(
      (frame.deadline?.comes ?? "").lowercased().split(separator: " ").map(String.init))
    if !comes.isDisjoint(with: frame.trouble.triggers) {
      decks["trouble.passes"] = [
        "Outside, {trouble} [roared|howled|raged] all night, but {hero} and {thing} were [safe and dry|snug and warm|safe inside].",
        "Let {trouble} [do its worst|roar and rattle|blow all it liked], for {thing} {thing.was} safe now.",
        "[Rain|The wind] [drummed on|rattled] the roof, but inside it was [warm and dry|snug and still], and {thing} {thing.was} safe.",
      ]
    }
  }

  /// The lines of ordered moves already said in this story (`Move.ordered`).
  var spokenLines: Set<String> = []

  /// A whole sentence from a deck (`sight`, `ending`, `trouble.grows`, `keyword`), nil when
  /// it is used up.
  mutating func deal(_ deck: String, random: inout SeededRandom) -> String? {
    if deck == "keyword" {
      guard !keywords.isEmpty else { return nil }
      let keyword = keywords.removeFirst()
      // The user's words go in after the holes are filled: "{kite}" is said as written.
      let line: Template =
        "[On the way|Along the way|Just then], {hero} [noticed|spotted|passed] \u{1}."
      return line.fill(self, random: &random)?.replacingOccurrences(
        of: "\u{1}", with: CustomPlot.definite(keyword))
    }
    guard var cards = decks[deck], !cards.isEmpty else { return nil }
    let card = cards.remove(at: Int.random(in: 0..<cards.count, using: &random))
    decks[deck] = cards
    // A card this story cannot say ("{Thing.alive}" for a stuck ball) gives way to the next.
    guard let sentence = card.fill(self, random: &random) else {
      return deal(deck, random: &random)
    }
    // The world's sentence tied to this story: what the hero does or thinks meanwhile.
    // A sight that names the hero's name ("a robin" when the hero is Robin) is left unsaid;
    // a line about the hero names them on purpose.
    let name = frame.hero.name.lowercased()
    if !card.text.contains("{hero}"),
      sentence.lowercased().split(whereSeparator: { !$0.isLetter }).contains(Substring(name))
    {
      return deal(deck, random: &random)
    }
    // "…, just when Maya needed it least" fits weather, not a pupil's muddle.
    let ties = frame.trouble.name == .task && deck.hasPrefix("trouble") ? [] : Self.ties[deck] ?? []
    guard !ties.isEmpty, let last = sentence.last, last == "." else { return sentence }
    // Each tie once a story: "as Robin walked by" twice is heard.
    let index = Int.random(in: 0..<ties.count, using: &random)
    guard !tiesSaid.contains("\(deck)#\(index)"),
      let tie = ties[index].fill(self, random: &random)
    else { return sentence }
    if !tie.isEmpty { tiesSaid.insert("\(deck)#\(index)") }
    return String(sentence.dropLast()) + tie + "."
  }

  /// The ties said in this story, by deck and index.
  private var tiesSaid = Set<String>()

  /// Endings for a world's sentence that tie it to the story (one in four is left plain).
  static let ties: [String: [Template]] = [
    // A sight is scenery: said plain, or with the hero in it; never "which Robin loved" or
    // "thinking about the kite" (a parent hears those by the second night).
    "sight": [", and {hero} [smiled a little|felt a bit braver]", "", "", ""],
    "trouble.grows": [
      ", and {thing} {thing.was} {notDone}", ", but {hero} [held on|kept going]", "", "",
    ],
    "trouble.arrives": [
      ", just when {hero} [needed it least|had no time to lose]", "",
    ],
    "trouble.passes": [
      ", [and|as] {hero} [smiled|laughed]",
      ", and {hero} [let out a long breath|gave a happy sigh]",
      "",
    ],
  ]

  func pick(_ options: [String], _ random: inout SeededRandom) -> String {
    options[Int.random(in: 0..<options.count, using: &random)]
  }

  static func ride(in frame: StoryFrame) -> String? {
    let said = Set(
      (frame.task + " " + frame.thing.first).lowercased().split(separator: " ").map(String.init))
    return ["sled", "sledge", "bike", "bicycle", "scooter", "kart", "skateboard", "canoe", "boat"]
      .first(where: said.contains)
  }

  static let grownEntries: Set<String> = [
    "pumpkin", "sunflower", "carrot", "marrow", "flower", "flowers", "tomato", "tomatoes",
    "vegetable", "vegetables", "rose", "roses", "cabbage", "potato", "beans", "turnip", "onion",
    "courgette", "plant", "apple", "apples", "strawberries",
  ]
  static let flatEntries: Set<String> = [
    "picture", "poster", "drawing", "painting", "card", "poem", "map", "quilt", "banner",
  ]

  /// The hole's words, or nil when this story has none (a helper's hole in a short story).
  func value(_ name: String, random: inout SeededRandom) -> String? {
    let hero = frame.hero
    let p = hero.pronouns
    switch name {
    case "hero": return hero.name
    case "he": return p.subject
    case "He": return p.subject.capitalizedFirst
    case "him": return p.object
    case "his": return p.possessive
    case "His": return p.possessive.capitalizedFirst
    case "himself": return p.reflexive
    case "was": return p == .they ? "were" : "was"
    case "went": return hero.went
    case "going": return hero.going
    case "look": return hero.appearance.isEmpty ? nil : Looks(hero.appearance).text
    // "always wore a yellow raincoat", but "had curly black hair and a yellow raincoat".
    case "wears": return Looks(hero.appearance).worn ? "always wore" : "had"
    case "ifClothes": return Looks(hero.appearance).worn ? "" : nil
    // "in a yellow raincoat", "with silver curls".
    case "inLook":
      guard !hero.appearance.isEmpty else { return nil }
      let looks = Looks(hero.appearance)
      return (looks.worn ? "in " : "with ") + looks.text
    case "trait": return hero.traits.first?.adjective
    // "an adventurous child", "a brave child".
    case "aTrait":
      return hero.traits.first.map {
        ("aeiou".contains($0.adjective.prefix(1)) ? "an " : "a ") + $0.adjective
      }
    case "trait2": return hero.traits.dropFirst().first?.adjective
    case "noun": return hero.noun
    case "gift": return frame.gift.words.isEmpty ? nil : frame.gift.words
    case "place": return frame.place
    case "Place": return frame.place.capitalizedFirst
    case "within": return frame.world.within
    // Among whom the hero lives: "at home", not "in a tall, creaky house".
    case "around": return frame.world.name == .home ? "at home" : frame.world.within
    case "home":
      return frame.world.home.fill(self, random: &random).map {
        $0.prefix(1).lowercased() + $0.dropFirst()
      }
    case "spot": return frame.spot
    case "skill": return frame.skill
    case "ifSkill": return frame.skill == nil ? nil : ""
    case "ifNoSkill": return frame.skill == nil ? "" : nil
    case "destination": return frame.destination
    case "task": return frame.task
    case "task.past": return frame.taskPast
    // "That way, the family could hear the news": only a purpose said with "could" is said
    // before it comes true ("so the kids stay cozy" is said when they do).
    case "purpose":
      return frame.purpose.flatMap { $0.contains(" could ") || $0.contains(" can ") ? $0 : nil }
    case "purposeDone": return frame.purposeDone
    case "reason": return frame.reason
    case "deadline": return frame.deadline?.before
    case "deadline.comes": return frame.deadline?.comes
    case "ifDeadline": return frame.deadline == nil ? nil : ""
    case "ifNoDeadline": return frame.deadline == nil ? "" : nil
    case "trouble": return frame.trouble.phrase
    case "Trouble": return frame.trouble.phrase.capitalizedFirst
    case "fear": return frame.thing.head
    case "makeVerb": return frame.makeVerb
    case "trouble.spoils":
      let spoils = frame.trouble.spoils
      guard !spoils.isEmpty else { return nil }
      return spoils[Int.random(in: 0..<spoils.count, using: &random)].fill(self, random: &random)
        .map { $0.prefix(1).lowercased() + $0.dropFirst() }
    // A whistler whistles the tune and a hummer hums it: the gift as the parent wrote it.
    case "sang", "singing":
      let gift = frame.gift.words.lowercased()
      let verb = gift.contains("whistl") ? "whistle" : gift.contains("hum") ? "hum" : "sing"
      let forms = [
        "whistle": ("whistled", "whistling"), "hum": ("hummed", "humming"),
        "sing": ("sang", "singing"),
      ][verb]!
      return name == "sang" ? forms.0 : forms.1
    case "child":
      return hero.pronouns == .she ? "girl" : hero.pronouns == .he ? "boy" : "child"
    case "Gift": return frame.gift.words.isEmpty ? nil : frame.gift.words.capitalizedFirst
    case "deadline.soon":
      return frame.deadline.map {
        // Said in full once in the opening; later mentions mostly say only that time is short,
        // so "before the tide came in" is not heard four times.
        pick(
          [
            "there was not long left \($0.before)", "it had to be done \($0.before)",
            pick(
              [
                "every minute counted", "there was so little time left", "the time was going fast",
                "there was not a moment to lose", "time was running out fast",
                "it was getting late",
                "the minutes were slipping by",
              ], &random),
          ], &random)
      }
    case "done": return frame.done
    case "notDone": return frame.notDone
    case "ifHigh": return frame.spot?.hasPrefix("up") == true ? "" : nil
    case "ifLow": return frame.spot?.hasPrefix("up") == true ? nil : ""
    case "ifHands": return hero.hasHands ? "" : nil
    case "ifGuest": return frame.guestArrives ? "" : nil
    case "ifGuestHere": return frame.guestHere ? "" : nil
    case "ifNoWords": return frame.newToLanguage ? "" : nil
    case "ifWords": return frame.newToLanguage ? nil : ""
    case "ifGuestComing": return frame.guestHere ? nil : ""
    case "ifHelper": return helper == nil ? nil : ""
    case "situation0", "situation1":
      let index = name.last?.wholeNumberValue ?? 0
      return index < frame.situation.count ? frame.situation[index] : nil
    case "ifNoSituation": return frame.situation.isEmpty ? "" : nil
    case "ifSituation": return frame.situation.isEmpty ? nil : ""
    case "ifCompanion": return frame.companion == nil ? nil : ""
    // The hero's own struggle, not a pupil's or a guest's.
    case "ifOwnTask": return [.teach, .welcome, .guide].contains(frame.kind) ? nil : ""
    // Whether the hero sets off somewhere, or does the work where they are.
    case "ifGoing", "ifStaying":
      let staying = [.make, .win, .celebrate, .welcome, .teach].contains(frame.kind)
      return staying == (name == "ifStaying") ? "" : nil
    case "ifAtHome", "ifAwayFromHome":
      return (frame.world.name == .home) == (name == "ifAtHome") ? "" : nil
    case "ifCompanionAnimal": return frame.companion?.isAnimal == true ? "" : nil
    case "ifCompanionPerson": return frame.companion?.isAnimal == false ? "" : nil
    // Whether the helper said something to remember (a cat at the hero's side did not).
    case "ifHelperSpoke": return helper != nil && helperShape != 4 ? "" : nil
    case "helper0", "helper1", "helper2", "helper3", "helper4":
      return name.last?.wholeNumberValue == helperShape ? "" : nil
    case "contest": return frame.contest
    case "Contest": return frame.contest?.capitalizedFirst
    // Whether the thing is being looked for (not something made, or someone coming).
    // What is taken is eaten or hidden away: "The acorns must be somewhere!" is no search.
    case "ifSearch":
      return [.find, .adventure, .investigate].contains(frame.kind) && !frame.taken ? "" : nil
    case "sourceDoing": return frame.sourceDoing
    case "ifMystery": return frame.kind == .investigate ? "" : nil
    case "ifTaken": return frame.taken ? "" : nil
    case "ifSound": return frame.taken ? nil : ""
    case "ifNoMystery": return frame.kind == .investigate ? nil : ""
    case "bump": return hero.bump
    // What a body does: a tugboat toots where a child jumps up, skids where a child trips.
    case "perk":
      return pick(
        hero.kind == .vehicle ? ["gave a loud toot"] : ["sat up", "stood up straight"], &random)
    case "eager":
      return pick(
        hero.kind == .vehicle
          ? ["with a happy toot"]
          : hero.hasHands
            ? ["jumping up", "clapping \(hero.pronouns.possessive) hands"] : ["jumping up"],
        &random)
    case "slip":
      return pick(
        hero.kind == .vehicle ? ["skidded", "wobbled"] : ["tripped", "slipped", "stumbled"], &random
      )
    // Where a thing may hide in this world.
    case "hiding":
      switch frame.world.name {
      // An attic's boxes and a cellar's barrels, not the beds.
      case .home where frame.place.hasSuffix("attic"):
        return pick(["the old boxes", "the dusty trunk", "a pile of old coats"], &random)
      case .home where frame.place.hasSuffix("cellar"):
        return pick(["the old barrels", "the shelves of jars", "a heap of sacks"], &random)
      case .home: return pick(["every cushion", "the beds", "every chair"], &random)
      case .school: return pick(["every desk", "the benches", "every shelf"], &random)
      case .beach: return pick(["every rock", "the seaweed", "every bucket"], &random)
      case .harbour: return pick(["every boat", "the nets", "every rope"], &random)
      case .nightSky: return pick(["every cloud", "the stars"], &random)
      case .town: return pick(["every step", "the benches", "every doorway"], &random)
      case .snowyTown: return pick(["every drift", "the snowy hedges"], &random)
      case .farm: return pick(["the hay bales", "every stall", "the straw"], &random)
      case .river: return pick(["the reeds", "every tuft of grass"], &random)
      case .zoo: return pick(["every enclosure", "the straw", "every bench"], &random)
      case .mountain: return pick(["every rock", "the heather", "the long grass"], &random)
      default: return pick(["every bush", "the hedges", "everything"], &random)
      }
    // Where a lost thing turns up, from this world, after its name: "… it was the shell,
    // half buried in the sand by the rock pools!"
    case "foundAt":
      switch frame.world.name {
      case .zoo:
        return pick(["behind the penguin pool", "in the straw of the giraffe house"], &random)
      case .mountain:
        return pick(["behind a big grey rock", "in the heather by the path"], &random)
      case .home where frame.place.hasSuffix("attic"):
        return pick(["inside an old hat box", "under a dusty rug in the corner"], &random)
      case .home where frame.place.hasSuffix("cellar"):
        return pick(
          ["behind the apple barrel", "on the bottom shelf, behind the jam jars"], &random)
      case .home:
        return pick(
          ["down the back of the sofa", "under the bed, by the slippers", "in the laundry basket"],
          &random)
      case .school:
        return pick(
          ["in the lost-property box", "under the coat pegs", "behind the reading corner"], &random)
      case .beach:
        return pick(
          ["half buried in the sand by the rock pools", "in a little pool among the rocks"], &random
        )
      case .harbour:
        return pick(["in a coil of rope on the quay", "under a pile of lobster pots"], &random)
      case .snowyTown:
        return pick(["in a snowdrift by the lamp post", "on the sledge by the gate"], &random)
      case .town:
        return pick(["on the bench by the bus stop", "under the bakery's window box"], &random)
      case .village:
        return pick(
          ["between two jars on the jam stall", "on a hay bale by the tea tent"], &random)
      case .park:
        return pick(["under the bench by the duck pond", "at the bottom of the slide"], &random)
      case .garden:
        return pick(["under the big rhubarb leaves", "in the watering can by the shed"], &random)
      case .forest:
        return pick(["in a hollow log by the path", "among the ferns under the big oak"], &random)
      case .farm:
        return pick(["in the hay in the barn", "by the water trough"], &random)
      case .river:
        return pick(
          ["caught in the reeds by the bridge", "on a flat stone at the water's edge"], &random)
      case .nightSky:
        return pick(["tangled in a wisp of cloud", "behind the moon"], &random)
      }
    // What a search turns up instead, from this world: no dust and buttons in a forest.
    case "litter":
      switch frame.world.name {
      case .home, .school:
        return pick(
          [
            "dust and a button", "an odd sock", "a lost marble", "an old birthday card",
            "a broken crayon", "a box of string",
          ], &random)
      case .beach: return pick(["a crab shell", "a tangle of seaweed"], &random)
      case .harbour: return pick(["an old rope", "a startled crab"], &random)
      case .snowyTown: return pick(["a frozen mitten", "a lump of ice"], &random)
      case .town, .village: return pick(["a sweet wrapper", "a bus ticket"], &random)
      case .nightSky: return pick(["a wisp of cloud", "a little stardust"], &random)
      case .farm: return pick(["a feather and some straw", "an old horseshoe"], &random)
      default: return pick(["a pine cone", "a snail shell", "wet leaves"], &random)
      }
    // Whether the story's world has rooms and tables (a welcome with a cake), or is out of doors.
    case "ifIndoors", "ifOutside":
      let indoors = [.home, .school, .town, .village].contains(frame.world.name)
      return indoors == (name == "ifIndoors") ? "" : nil
    // What an out-of-doors world gives to make a path of welcome.
    case "welcomeGift":
      switch frame.world.name {
      case .nightSky: return "stardust"
      case .beach, .harbour: return "shells"
      case .snowyTown: return "lanterns"
      default: return "flowers"
      }
    case "welcomeIt": return frame.world.name == .nightSky ? "it" : "them"
    // What covers a road to be cleared.
    case "blockage":
      return frame.world.name == .snowyTown || frame.trouble.name == .snow
        ? "the snow"
        : [.forest, .park].contains(frame.world.name) ? "the fallen branches" : "the mud"
    case "trap": return frame.trap
    case "Trap": return frame.trap?.capitalizedFirst
    case "trapIt": return frame.trap.map { $0.hasSuffix("s") ? "them" : "it" }
    case "ifTrap": return frame.trap == nil ? nil : ""
    // Those a bus or a boat takes somewhere (a school choir) ride; a parcel is carried.
    case "ifPassengers", "ifCargo":
      let riding = frame.kind == .fetch && frame.thing.alive
      return riding == (name == "ifPassengers") ? "" : nil
    // "a big red double decker bus" is not small.
    case "ifNotBig":
      let looks = hero.appearance.lowercased() + " " + (frame.hero.noun ?? "")
      return ["big ", "huge ", "giant ", "enormous ", "tall ", "double decker", "double-decker"]
        .contains { looks.contains($0) } ? nil : ""
    case "ifPatched", "ifNotPatched": return frame.patched == (name == "ifPatched") ? "" : nil
    // Stars to go by: out at night, or a gift for knowing them.
    case "ifStars":
      return frame.world.name == .nightSky || frame.gift.words.lowercased().contains("star")
        ? "" : nil
    case "ifMapGift", "ifNotMapGift":
      let maps = frame.gift.words.lowercased().contains("map")
      return maps == (name == "ifMapGift") ? "" : nil
    // A dare to cross ("cross the river on the stepping stones", "cross the rope bridge").
    case "ifCrossing", "ifNotCrossing":
      let crossing = frame.skill?.hasPrefix("cross") == true
      return crossing == (name == "ifCrossing") ? "" : nil
    // "a lamb stuck in the mud": held by the ground itself, not by a net or a height.
    case "ifMud", "ifNotMud":
      let mud = ["mud", "bog", "swamp", "marsh", "quicksand", "muddy"].contains {
        (frame.spot ?? "").lowercased().contains($0)
      }
      return mud == (name == "ifMud") ? "" : nil
    case "ifNoTrap": return frame.trap == nil ? "" : nil
    // A contest of jumping (over fences, bars, hurdles), or else a race.
    // A show's entry: grown (a pumpkin), flat (a picture), or made and round (a cake).
    case "ifGrown", "ifMade":
      let grown = Self.grownEntries.contains(frame.thing.head.lowercased())
      return grown == (name == "ifGrown") ? "" : nil
    // A sandcastle is built and judged where it stands, not carried to a table.
    case "ifSand", "ifNotSand":
      let sand =
        ["sandcastle", "sandcastles"].contains(frame.thing.head.lowercased())
        || frame.world.name == .beach && frame.thing.head.lowercased() == "castle"
      return sand == (name == "ifSand") ? "" : nil
    case "ifFlat", "ifNotFlat":
      let flat = Self.flatEntries.contains(frame.thing.head.lowercased())
      return flat == (name == "ifFlat") ? "" : nil
    // A skill said aloud (whistle, sing, say a word) fails with a squeak; swimming does not.
    case "ifVoice", "ifNotVoice":
      let voiced =
        Set((frame.skill ?? "").lowercased().split(separator: " ").map(String.init))
        .isDisjoint(with: [
          "whistle", "sing", "say", "talk", "speak", "roar", "hoot", "read", "count", "quack",
          "bark", "purr", "shout", "call", "laugh", "rhyme",
        ]) == false
      return voiced == (name == "ifVoice") ? "" : nil
    // Whose the thing is, when they were not there all along (the one who went with the
    // hero has thanked them already).
    case "ifOwnerAway":
      guard let owner = frame.owner else { return nil }
      let along = [frame.other?.head, frame.companion?.role.head].contains(owner.head)
      return along ? nil : ""
    // A race on something ("the big sled race"): what the hero rides, or on foot.
    case "ride": return Self.ride(in: frame)
    case "ifRiding": return Self.ride(in: frame) == nil ? nil : ""
    case "ifOnFoot":
      return Self.ride(in: frame) == nil && hero.kind != .vehicle ? "" : nil
    // A story already out in the night (an owl's flight, the night sky) has no dusk.
    case "ifDusk", "ifNightOut":
      let nightOut = frame.world.name == .nightSky
      return nightOut == (name == "ifNightOut") ? "" : nil
    case "ifSurprise", "ifNotSurprise":
      let surprise = frame.thing.first.lowercased().contains("surprise") && frame.other != nil
      return surprise == (name == "ifSurprise") ? "" : nil
    case "ifVehicle": return hero.kind == .vehicle ? "" : nil
    case "ifJump", "ifRace":
      let said = (frame.task + " " + frame.thing.head).lowercased()
      let jumping = ["jump", "fence", "hurdle", "leap"].contains { said.contains($0) }
      return jumping == (name == "ifJump") ? "" : nil
    // Whether other people are about to cheer: a fair, a town, a school, a contest.
    case "ifCrowd":
      return [.village, .town, .school, .snowyTown].contains(frame.world.name)
        || [.win, .celebrate].contains(frame.kind) ? "" : nil
    // Whether the key thing is there to be looked at (not yet found, not yet come).
    case "ifHere":
      return [.find, .adventure, .welcome, .celebrate, .win, .investigate].contains(frame.kind)
        ? nil : ""
    case "ifAway":
      return [.find, .adventure, .welcome, .celebrate, .investigate].contains(frame.kind)
        ? "" : nil
    case "ifNotHands": return hero.hasHands ? nil : ""
    case "ifChild": return hero.kind == .child ? "" : nil
    case "ifNotChild": return hero.kind == .child ? nil : ""
    case "ifWater": return frame.world.onWater || hero.floats ? "" : nil
    case "ifLand": return frame.world.onWater || hero.floats ? nil : ""
    default: break
    }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    let base = parts[0]
    let form = parts.count > 1 ? parts[1] : ""
    let role: Role?
    switch base {
    case "thing", "Thing": role = frame.thing
    case "other", "Other": role = frame.other
    case "whom", "Whom": role = frame.whom
    case "owner", "Owner": role = frame.owner
    case "helper", "Helper": role = helper
    case "companion", "Companion": role = frame.companion?.role
    case "source", "Source": role = frame.source
    default: return nil
    }
    guard let role else { return nil }
    let capital = base.first?.isUppercase == true
    let said: String? =
      switch form {
      case "": role.definite
      // Once the retold premise has named it, it is known: "the music box".
      case "a":
        frame.situation.contains { $0.lowercased().contains(role.head.lowercased()) }
          ? role.definite : role.first
      // The first mention without the word the line says itself ("the lost key was lost").
      case "bare":
        (frame.situation.contains { $0.lowercased().contains(role.head.lowercased()) }
          ? role.definite : role.first).split(separator: " ").filter {
            !["lost", "broken", "missing", "stuck", "torn"].contains($0.lowercased())
          }.joined(separator: " ")
      case "head": role.head
      case "he": role.pronouns.subject
      case "He": role.pronouns.subject.capitalizedFirst
      case "him": role.pronouns.object
      case "his": role.pronouns.possessive
      case "was": role.was
      case "self": role.pronouns.reflexive
      // In the hero's own words: "her kite" is "my kite".
      case "spoken":
        role.definite.hasPrefix(frame.hero.pronouns.possessive + " ")
          ? "my" + role.definite.dropFirst(frame.hero.pronouns.possessive.count) : role.definite
      case "alive": role.alive ? "" : nil
      // The other is someone besides the key thing (not the pupil who is both).
      case "exists": role == frame.thing ? nil : ""
      // The other needs the hero's help (not a guest the work is for).
      case "helped": role == frame.thing || role == frame.whom ? nil : ""
      case "still": role.alive ? nil : ""
      default: nil
      }
    guard let said else { return nil }
    return capital ? said.capitalizedFirst : said
  }
}
