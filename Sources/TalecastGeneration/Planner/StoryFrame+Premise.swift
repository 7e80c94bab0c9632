import Foundation
import TalecastCore
import TalecastLexicon

/// The frame a read premise asks for: its verb says the kind, its object the key thing, its
/// words the world; every role is said again in the writer's words, never pasted.
extension StoryFrame {
  static func of(
    premise: Premise, text: String, hero: Hero, reader: PremiseReader?, random: inout SeededRandom
  ) -> StoryFrame {
    let role = HeroRole(
      hero: hero,
      description: premise.heroDescription?.text ?? HeroRole.apposition(of: hero.name, in: text))
    var goalWords = (premise.goal?.infinitive ?? "").split(separator: " ").map(String.init)
    var verb = premise.goal?.verb ?? ""
    let textWords = words(of: text)
    let naming = Naming(hero: hero, reader: reader)
    var other: Role?
    var thingText = premise.thing?.text
    // "wants to win the contest", "has to rescue": the verb after "to" is the goal's.
    if ["want", "need", "have", "try", "hope", "like", "love", "mean", "plan"].contains(verb),
      let to = goalWords.firstIndex(of: "to"), to + 1 < goalWords.count
    {
      goalWords = Array(goalWords[(to + 1)...])
      verb = reader.map { PremiseReader.baseForm(goalWords[0], reader: $0) } ?? goalWords[0]
      let object = Phrases.cut(Array(goalWords.dropFirst()))
      if thingText == nil || thingText?.isEmpty == true, !object.isEmpty,
        !["it", "them", "her", "him"].contains(object[0].lowercased())
      {
        thingText = object.joined(separator: " ")
      }
    }
    // "help the moon find her missing stars": the moon is the other, and the story is a
    // search for the stars; "help the little star find its way home" is a guide.
    if verb == "help" || verb == "show",
      let inner = goalWords.indices.dropFirst(2).first(where: {
        Self.helpedVerbs.contains(goalWords[$0])
      })
    {
      other = naming.role(goalWords[1..<inner].joined(separator: " "), alive: true)
      verb = goalWords[inner]
      // "helps a little girl learn to ride her bike": teaching her.
      if verb == "learn", let pupil = other {
        verb = "teach"
        goalWords =
          ["teach"] + pupil.first.split(separator: " ").map(String.init)
          + Array(goalWords[(inner + 1)...])
        thingText = pupil.first
      } else {
        // "help a lost rabbit get back to its burrow", "help a lost baby whale find its mom":
        // a guide home.
        let family: Set<String> = [
          "back", "home", "way", "mum", "mom", "mother", "mummy", "family", "parents", "herd",
          "flock", "pod", "nest",
        ]
        if ["get", "go", "find"].contains(verb),
          !Set(goalWords[inner...]).isDisjoint(with: family)
        {
          verb = "guide"
        }
        goalWords = Array(goalWords[inner...])
        var object = Phrases.cut(Array(goalWords.dropFirst()))
        // "its nest", "her missing stars": the helped one's.
        if let owner = object.first, ["its", "her", "his", "their"].contains(owner.lowercased()),
          let helped = other
        {
          object[0] = helped.definite + "'s"
        }
        thingText = object.isEmpty ? nil : object.joined(separator: " ")
      }
    }
    var shownPronouns: Pronouns?
    var reachTo: String?
    // "show him all her favourite secret spots" on "Sam's first day at a new school": whom
    // she shows round is a newcomer to make welcome, and the story is about him.
    if verb == "show", goalWords.count > 2,
      Set(goalWords).isDisjoint(with: ["how", "to", "way"]),
      let shown = Self.newcomer(goalWords[1], in: text, heroName: hero.name)
    {
      shownPronouns = ["him": Pronouns.he, "her": .she][goalWords[1].lowercased()]
      verb = "welcome"
      thingText = shown
      goalWords = ["welcome", shown]
    }
    // "helps her feel welcome on her first day": making the newcomer feel at home.
    if verb == "feel", goalWords.contains("welcome") || goalWords.contains("home"),
      let shown = Self.newcomer("her", in: text, heroName: hero.name)
        ?? Self.newcomer("him", in: text, heroName: hero.name)
    {
      let lowered = text.lowercased()
      shownPronouns =
        lowered.contains(" her feel") || lowered.contains("girl")
        ? .she : lowered.contains(" him feel") || lowered.contains("boy") ? .he : nil
      verb = "welcome"
      thingText = shown
      goalWords = ["welcome", shown]
    }
    // "helps it find its way back to its mum": "it" is the one the premise named before (a
    // baby elephant), guided home; its way is nobody's thing.
    // "helps grandpa find the missing key": Grandpa is the one helped, and there at the end.
    if ["find", "get", "go", "reach"].contains(verb), other == nil,
      let help = text.range(
        of:
          #"\bhelp(s|ed|ing)? (grandma|grandpa|granny|grandad|mum|dad|[A-Z][a-z]+) (find|get|look for)\b"#,
        options: .regularExpression),
      let helped = text[help].split(separator: " ").dropFirst().first,
      helped.lowercased() != hero.name.lowercased()
    {
      let name = helped.prefix(1).uppercased() + helped.dropFirst()
      other = naming.role(String(name), alive: true)
    }
    // "finds a lost firefly in the hedge and helps it get back to its meadow": a guide.
    let helpedBack = text.range(
      of:
        #"\bhelp(s|ed|ing)? (it|him|her|them) (find|get|go) (its way |his way |her way |their way )?(back|home)\b"#,
      options: [.regularExpression, .caseInsensitive])
    if ["find", "get", "go", "reach"].contains(verb), other == nil,
      !Set(goalWords).isDisjoint(with: ["way", "back", "home"]) || verb == "reach"
        || helpedBack != nil,
      let help = text.range(
        of: #"\bhelp(s|ed|ing)? (it|him|her|them) (find|get|go|reach)\b"#,
        options: [.regularExpression, .caseInsensitive]),
      let pronoun = text[help].split(separator: " ").dropFirst().first,
      let helped = Self.thingBefore(
        pronoun.lowercased(), in: String(text[..<help.upperBound]), reader: reader)
    {
      other = naming.role(helped, alive: true)
      verb = "guide"
      // "… separated from his mum … helps him find his way back to her": back to his mum.
      if let family = text.range(
        of: #"\b(his|her|its|their) (mum|mom|mummy|mommy|mother|dad|daddy|family|parents)\b"#,
        options: [.regularExpression, .caseInsensitive])
      {
        let word = text[family].split(separator: " ").last.map(String.init) ?? "mum"
        reachTo = (other?.definite ?? "the little one") + "'s " + word.lowercased()
      } else if let helpedBack,
        let to = text.range(
          of: #"^ to (its|his|her|their) [a-z]+"#, options: .regularExpression,
          range: helpedBack.upperBound..<text.endIndex)
      {
        // "back to its meadow": the firefly's meadow.
        let word = text[to].split(separator: " ").last.map(String.init) ?? "home"
        reachTo = (other?.definite ?? "the little one") + "'s " + word
      }
    }
    // "help it reach the sea": guiding it there.
    if verb == "reach", other != nil {
      let rest = Phrases.cut(Array(goalWords.drop { $0 != "reach" }.dropFirst()))
      if !rest.isEmpty { reachTo = rest.joined(separator: " ") }
      verb = "guide"
    }
    // "race the ice cream truck through town": a race, won against the other.
    if verb == "race", goalWords.count > 1 {
      let rival = Phrases.cut(Array(goalWords.dropFirst()))
      if !rival.isEmpty, !["to", "home", "across", "through"].contains(rival[0]) {
        other = naming.role(rival.joined(separator: " "))
        thingText = "the race"
        verb = "win"
        goalWords = ["win", "the", "race"]
      }
    }
    // "grandma loses her wedding ring …, maya helps find it": Grandma's ring.
    if let said = thingText, let first = said.split(separator: " ").first,
      ["her", "his", "their"].contains(first.lowercased()),
      let loss = text.range(
        of:
          #"\b(grandma|grandpa|granny|grandad|nana|mum|mom|dad|[A-Z][a-z]+) (loses|lost|has lost|dropped|drops|misplaced|cannot find) (her|his|their) "#,
        options: .regularExpression),
      let owner = text[loss].split(separator: " ").first,
      owner.lowercased() != hero.name.lowercased()
    {
      thingText =
        owner.prefix(1).uppercased() + owner.dropFirst() + "'s " + said.dropFirst(first.count + 1)
    }
    var kind = StoryKind.of(verb: verb, words: goalWords + textWords)
    if verb == "guide", let helped = other {
      kind = .guide
      thingText = helped.first
    }
    if kind == .find, goalWords.contains("way") || goalWords.contains("home"), let helped = other {
      kind = .guide
      thingText = helped.first
    }
    // "plants a seed and looks after it": growing it.
    if verb == "look", goalWords.dropFirst().first == "after" {
      kind = .make
      verb = "grow"
    }
    var makeVerb: String? = kind == .make ? verb : nil
    // "a tiny sunflower seed" grown is a sunflower.
    if makeVerb == "grow" || makeVerb == "plant", let seed = thingText?.split(separator: " "),
      seed.count > 1, ["seed", "seeds", "bulb", "bulbs"].contains(seed.last!.lowercased())
    {
      // "the seed", "the stubborn seed": a seed of no kind the premise names stays a seed.
      let kind = seed[seed.count - 2].lowercased()
      if !Naming.determiners.contains(kind), !Naming.adjectives.contains(kind),
        !["stubborn", "one", "magic", "tiny", "little", "special"].contains(kind)
      {
        thingText = "a " + kind
      }
      makeVerb = "grow"
    }
    // "learns to ride her new bicycle": learning, with the thing learned on.
    if !Set(textWords).isDisjoint(with: ["learn", "learns", "learning", "practises", "practices"]),
      kind != .teach
    {
      kind = .make
      makeVerb = "learn"
    }
    // "searches every corner of the barn for her lost whistle": what is searched for.
    let searching = ["search", "look", "hunt"].contains(verb)
    if thingText == nil || searching,
      let after = Phrases(goalWords.dropFirst(), reader: reader).after("for")
        ?? Phrases(textWords[...], reader: reader).after("for")
    {
      thingText = after
      if kind == .adventure { kind = .find }
    }
    // "a row of strawberries": the strawberries.
    let measures: Set<String> = ["row", "rows", "bunch", "handful", "patch", "line", "pair"]
    if let last = thingText?.split(separator: " ").last.map({ $0.lowercased() }),
      measures.contains(last),
      let at = textWords.indices.dropLast(2).first(where: {
        textWords[$0].lowercased() == last && textWords[$0 + 1] == "of"
      })
    {
      let what = Phrases.cut(Array(textWords[(at + 2)...]))
      if !what.isEmpty { thingText = "the " + what.joined(separator: " ") }
    }
    let cast = Companion.all(in: text, heroName: hero.name, naming: naming)
    var thing = thingText.map { naming.role($0) }
    if let shownPronouns { thing?.pronouns = shownPronouns }
    // "… hamster Nibbles has escaped, and she has to find him": him is Nibbles; "has lost his
    // red acorn … help him find it": it is the acorn.
    // "searches the whole bakery to find it": it is what was lost, not the bakery.
    if searching || verb == "find", textWords.contains(where: Self.losingWords.contains),
      textWords.indices.dropLast().contains(where: {
        textWords[$0] == "find" && ["it", "them"].contains(textWords[$0 + 1])
      })
    {
      thingText = "it"
    }
    if let said =
      (thingText ?? Phrases(goalWords.dropFirst(), reader: reader).first
      ?? goalWords.dropFirst().first)?.lowercased(), Self.pronounThings.contains(said)
    {
      if ["him", "her", "the him", "the her"].contains(said),
        let named = cast.first(where: { $0.isNamed && $0.isAnimal })
      {
        thing = named.role
        // "find him": the premise says who Nibbles is.
        thing?.pronouns = said.hasSuffix("him") ? .he : .she
        thingText = named.role.first
      } else if let lost = textWords.indices.dropLast().first(where: {
        Self.losingWords.contains(textWords[$0])
      }) {
        let object = Phrases.cut(Array(textWords[(lost + 1)...]))
        if !object.isEmpty {
          thingText = naming.possessives(object.joined(separator: " "))
          thing = thingText.map { naming.role($0) }
        }
      } else if ["it", "them"].contains(said),
        let before = Self.thingBefore(said, in: text, reader: reader)
      {
        // "Oliver's little sister's kite got ripped … he wants to fix it": his sister's kite.
        let own = hero.name + "'s "
        thingText = naming.possessives(
          before.hasPrefix(own)
            ? hero.pronouns.possessive + " " + before.dropFirst(own.count) : before)
        thing = thingText.map { naming.role($0) }
      }
    }
    var skill: String?
    var spot: String?
    var destination: String?
    var showContest: String?
    var fetchedFrom: String?
    let whom = premise.forWhom.map { naming.role($0.text, alive: true) }
    let phrases = Phrases(goalWords.dropFirst(), reader: reader)

    switch kind {
    case .teach:
      // "teach a shy dragon to whistle": the pupil is the key thing; what comes after "to"
      // is the skill; "teach the parrot a new word": the skill is saying the word.
      let object = (thingText ?? phrases.first ?? "").split(separator: " ").map(String.init)
      let second = object.indices.dropFirst().first {
        Naming.determiners.contains(object[$0].lowercased())
      }
      let pupil =
        second.map { object[..<$0].joined(separator: " ") } ?? object.joined(separator: " ")
      other = pupil.isEmpty ? other : naming.role(pupil, alive: true)
      if let second {
        skill = "say " + naming.possessives(object[second...].joined(separator: " "))
      } else if let toIndex = goalWords.firstIndex(of: "to") {
        // "how to slide on the snow": the skill after "to"; "how to put up a tent": with
        // the verb's particle and what it is done to.
        let after = Array(goalWords[(toIndex + 1)...])
        if after.count > 2, ["up", "down", "out", "on", "off", "over"].contains(after[1]) {
          skill = (Array(after[...1]) + Phrases.cut(Array(after[2...]))).joined(separator: " ")
        } else {
          skill = Phrases.cut(after).joined(separator: " ")
        }
      }
      if let pupil = other { thing = pupil }
    case .guide:
      if other == nil { other = thing }
      if let helped = other { thing = helped }
      destination = reachTo.map(naming.possessives)
    case .faceFear:
      // "is scared to cross the river on the wobbly stepping stones": the act is the dare,
      // and what it is done on, the fear.
      if let fearAt = textWords.firstIndex(where: { Self.fearWords.contains($0) }),
        fearAt + 2 < textWords.count, textWords[fearAt + 1] == "to"
      {
        let ends: Set<String> = [
          "with", "and", "but", "so", "before", "when", "while", "because", "or", "until",
        ]
        let act = Array(textWords[(fearAt + 2)...].prefix { !ends.contains($0) })
        let ons: Set<String> = ["on", "over", "across", "along", "through", "into", "past"]
        if let on = act.firstIndex(where: { ons.contains($0) }), on + 1 < act.count {
          let feared = naming.role(
            Phrases.cut(Array(act[(on + 1)...])).joined(separator: " "), alive: false)
          thing = feared
          skill = (act[..<on] + [act[on], feared.definite]).joined(separator: " ")
        } else if act.count >= 2 {
          let object = Phrases.cut(Array(act.dropFirst()))
          if !object.isEmpty {
            thing = naming.role(object.joined(separator: " "), alive: false)
            skill = act[0] + " " + (thing?.definite ?? "")
          }
        }
      } else if let fearAt = textWords.firstIndex(where: { Self.fearWords.contains($0) }),
        let ofAt = textWords[fearAt...].firstIndex(where: { $0 == "of" || $0 == "about" })
      {
        // "scared of the washing machine but …": up to the next clause.
        let ends: Set<String> = [
          "but", "and", "so", "because", "when", "while", "or", "next", "tomorrow", "today",
          "tonight", "this",
        ]
        let words = Array(textWords[(ofAt + 1)...].prefix { !ends.contains($0) })
        if let first = words.first, first.hasSuffix("ing"), words.count > 2,
          let base = reader.map({ $0.verbs.base(of: first) }), base != first
        {
          // "scared of going to the dentist": the dentist, and going there is the dare.
          let feared = naming.role(
            Phrases.cut(Array(words.drop { !Naming.determiners.contains($0) })).joined(
              separator: " "), alive: false)
          thing = feared
          let between = words[1...].prefix { !Naming.determiners.contains($0) }
          skill = ([base] + between + [feared.definite]).joined(separator: " ")
        } else {
          let fear = Phrases.cut(words)
          if !fear.isEmpty { thing = naming.role(fear.joined(separator: " "), alive: false) }
        }
      }
      // "must find the courage to paddle out to sea with her brothers": what the fear stops.
      // "… but must fetch the torch from it": what the fear stands in the way of, too.
      let start =
        textWords.indices.dropLast().first(where: {
          ["courage", "nerve", "enough", "dares", "dare"].contains(textWords[$0])
            && textWords[$0 + 1] == "to"
        }).map { $0 + 2 }
        ?? textWords.indices.dropLast().first(where: {
          textWords[$0] == "but" && textWords[$0 + 1] == "must"
        }).map { $0 + 2 }
      if skill == nil, let start, start < textWords.count {
        let ends: Set<String> = ["with", "and", "but", "so", "before", "when", "while", "because"]
        let dare = textWords[start...].prefix { !ends.contains($0) }
          .map { $0 == "it" ? (thing?.definite ?? $0) : $0 }
        if (2...7).contains(dare.count) { skill = dare.joined(separator: " ") }
      }
    case .fetch:
      destination =
        whom?.definite ?? phrases.after("to").map(naming.possessives)
        ?? phrases.after("for").map(naming.possessives)
      // "fetch the lantern from the ice cave": where it comes from, not where it goes; but
      // "return a star it borrowed from the sky" goes back there.
      if destination == nil, let from = phrases.after("from") {
        if verb == "return" {
          destination = naming.possessives(from)
        } else {
          fetchedFrom = naming.possessives(from)
        }
      }
    case .rescue, .find:
      spot = phrases.spot.map(naming.possessives)
      // "A baby fox is stuck on a frozen pond, and the hero …": where it is stuck, said
      // before the hero's clause.
      if spot == nil,
        let stuck = textWords.firstIndex(where: {
          ["stuck", "trapped", "stranded", "caught", "lost"].contains($0)
        })
      {
        spot = Phrases(textWords[stuck...], reader: reader).spot.map(naming.possessives)
      }
    case .win
    where ["ribbon", "rosette", "prize", "cup", "medal", "trophy"].contains(thing?.head ?? "")
      && Self.grownEntry(in: text) != nil:
      // "grows the biggest carrot on the farm and wins a ribbon at the harvest fair": a show,
      // its entry the carrot, won at the fair.
      let entry = Self.grownEntry(in: text)!
      thing = naming.role(entry, alive: false)
      let at = goalWords.firstIndex(of: "at").map { Array(goalWords[($0 + 1)...]) } ?? []
      showContest = at.isEmpty ? "the show" : naming.possessives(at.joined(separator: " "))
    case .win:
      // "the pumpkin-growing contest": a show, its entry the pumpkin; a race has none.
      let contestWords = words(of: (thingText ?? "").replacingOccurrences(of: "-", with: " "))
      if !Self.showWords.isDisjoint(with: contestWords), let contestRole = thing {
        let entry =
          contestWords.first { !Self.notEntry.contains($0) && !Naming.determiners.contains($0) }
          ?? (contestWords.contains("baking") ? "cake" : "entry")
        // A drawing or art contest is won with a picture.
        let shown = ["drawing", "art", "painting"].contains(entry) ? "picture" : entry
        if shown != "show" {
          showContest = contestRole.definite
          thing = Role(
            shown == "picture" ? "a new picture" : "a big \(shown)", "the \(shown)", head: shown,
            alive: false)
        }
      }
    case .make:
      // "grow the biggest sunflower for the village flower show": made to be shown, so the
      // story ends at the show, with the judges.
      if let after = phrases.after("for"),
        // "for the summer competition, but the tide …": the show ends at its comma.
        case let show = String(after.split(separator: ",").first ?? ""),
        !Set(words(of: show)).isDisjoint(with: ["show", "contest", "competition", "prize"]),
        let entry = thing
      {
        let said = naming.possessives(show)
        showContest =
          Naming.determiners.contains(words(of: said).first ?? "") ? said : "the " + said
        thing = entry
        kind = .win
      }
    default: break
    }
    if other == nil, let whom, kind != .fetch { other = whom }
    if kind == .welcome, other == nil { other = thing }
    // "rescues a tiny sailboat that got lost in the fog": a boat lost at sea is led home,
    // as a lost creature is; boats among boats speak.
    if kind == .rescue, let rescued = thing, !rescued.alive,
      ["rescue", "save"].contains(premise.goal?.verb ?? ""),
      HeroRole.vehicles[rescued.head] != nil,
      !Set(textWords).isDisjoint(with: ["lost", "missing"])
    {
      kind = .guide
      var led = rescued
      led.alive = true
      thing = led
      other = led
    }
    // "rescue Teddy's lost button": a lost thing that is not alive is found, not coaxed out.
    if kind == .rescue, let rescued = thing, !rescued.alive,
      ["rescue", "save"].contains(premise.goal?.verb ?? "")
        || rescued.first.lowercased().contains("lost ") && HeroRole.vehicles[rescued.head] == nil,
      !Set(textWords).isDisjoint(with: ["lost", "missing", "dropped", "lose", "loses"])
    {
      kind = .find
    }
    if thing == nil {
      // Nothing to do it to ("wants to see the snow"): the place or the goal's last noun is
      // what the story is about; without one, the story is a search for something to see.
      if let first = phrases.first { thing = naming.role(first) } else { kind = .adventure }
    }
    // "a shy new goat called Pebble … shows him around": Pebble, a he, by name after the
    // first mention.
    if let named = thing, let said = Self.calledName(in: text, after: named.head) {
      var role = named
      role.first = "\(named.first) called \(said)"
      role.definite = said
      let after = words(of: text)
      role.pronouns =
        after.contains("him") || after.contains("his")
        ? .he : after.contains("her") || after.contains("she") ? .she : .they
      if other?.head == named.head { other = role }
      thing = role
    }
    let key = thing ?? Role("a secret", "the secret", head: "secret", alive: false)

    // The deadline's words say when, not where ("before her brother gets home from school").
    // Nor do the words of what the hero is ("a wind-up toy robot" is neither wind nor home).
    // Nor do the words of why ("so they can get home in time for dinner": the moon is where).
    var whenWords = Set(words(of: premise.deadline?.pastPhrase ?? ""))
      .union(words(of: premise.heroDescription?.text ?? ""))
    if let purpose = premise.purpose?.present, let at = text.range(of: purpose) {
      whenWords.formUnion(words(of: String(text[at.lowerBound...])))
    }
    // "help it get back home" is no place: a place the reader took with a verb in it is not.
    let premisePlace = premise.place.flatMap { place in
      Set(words(of: place.text)).isDisjoint(with: ["help", "get", "go", "find", "it", "them"])
        ? place : nil
    }
    let nameWords = Set(words(of: hero.name))
    let world = StoryWorld.choose(
      // "make him feel at home" says how, not where.
      premiseWords: words(of: text.replacingOccurrences(of: "feel at home", with: "feel welcome"))
        // "Captain Buttons" is a name, not a harbour.
        .filter { !whenWords.contains($0) && !nameWords.contains($0) } + [role.noun ?? ""],
      place: premisePlace?.head,
      thing: thing?.first, random: &random)
    var place = premisePlace.map { naming.possessives($0.text) } ?? world.place
    // "grandma across the snowy town": a place that names a person is the world's own.
    if let whom, place.lowercased().contains(whom.head) { place = world.place }
    if let placeRole = premise.place,
      placeRole.head == spot?.split(separator: " ").last.map(String.init)
    {
      place = world.place
    }
    if spot?.contains(place) == true { place = world.place }
    // A place is a noun phrase ("the harbour"), not a verb's ("clear the road up the hill").
    if let first = place.split(separator: " ").first?.lowercased(),
      !Naming.determiners.contains(first), first.first?.isUppercase != true,
      place.first?.isUppercase != true
    {
      place = world.place
    }
    // "wandered away from its mother" says whom it left, not where it is.
    if let said = spot,
      !Set(said.split(separator: " ").map(String.init)).isDisjoint(with: [
        "mother", "mum", "father", "dad", "family", "parents", "brothers", "sisters",
      ])
    {
      spot = nil
    }
    // "to every house on the street" is where it goes, not where the story is.
    if let destination, destination.contains(place) || place.contains(destination) {
      place = world.place
    }
    // "its burrow": the helped one's.
    if place.hasPrefix("its "), let helped = other {
      place = helped.definite + "'s" + place.dropFirst(3)
    }
    // The weather the premise names ("in the thick fog"); the deadline's only when it comes
    // ("before the tide comes in", not "before the snow melts"); else the task's own (set
    // once the frame is whole).
    let deadlineWords = Set(words(of: premise.deadline?.pastPhrase ?? ""))
    let deadlineComes = !deadlineWords.isDisjoint(with: [
      "came", "started", "began", "fell", "arrived", "rolled", "dark", "night", "nightfall",
      "broke", "hit",
    ])
    let named = Trouble.choose(
      premiseWords: Self.currentWords(words(of: Self.withoutPast(text))).filter {
        (deadlineComes || !deadlineWords.contains($0))
          && (!whenWords.contains($0) || deadlineWords.contains($0))
      },
      spot: spot, kind: kind)
    // An owl's story does not end "before the owls woke up".
    let heroNoun = role.noun ?? "-"
    let deadlines = world.deadlines.filter { !$0.before.contains(heroNoun) }
    let fitting = deadlines.isEmpty ? world.deadlines : deadlines
    // "before the waves wash it away" is the trouble, not the deadline: the goal cannot be
    // reached as the thing is destroyed, so the world's own deadline is told.
    // "looks after it until it grows taller than the fence": how it ends, not a deadline.
    let endsWhen = premise.deadline.flatMap { deadline -> Premise.Clause? in
      guard deadline.word == "until", let event = deadline.event,
        ["it", "they"].contains(event.subject.lowercased())
      else { return nil }
      return event
    }
    let destroys =
      endsWhen == nil
      && premise.deadline.map { deadline in
        // "before the snow melts away" is a deadline; "before the waves wash it away" not.
        !Set(words(of: deadline.pastPhrase)).isDisjoint(with: [
          "it", "them", "destroyed", "knocked",
        ])
      } ?? false
    // Without a deadline in the premise, only a race against the world has one (a rescue
    // before the tide, a delivery before dark), the one that fits its trouble when there is
    // one; a sunflower grown or a lesson given has none (a clock striking for no reason is
    // what a parent hears as made up).
    let troubleWord = named?.phrase.split(separator: " ").last.map(String.init) ?? "-"
    let timed = [.rescue, .fetch, .guide].contains(kind) || destroys
    let worldDeadline =
      fitting.first { $0.before.contains(troubleWord) }
      ?? fitting[Int.random(in: 0..<fitting.count, using: &random)]
    let missed = Self.missed(in: text)
    let deadline =
      (destroys || endsWhen != nil ? nil : premise.deadline.map { Self.deadline($0) })
      ?? Self.clockTime(in: textWords) ?? missed.map {
        Deadline(before: "before \($0) started", comes: "\($0) started")
      } ?? (timed ? worldDeadline : nil)
    // "get Grandpa Joe across the city so he doesn't miss the concert": to the concert.
    if kind == .fetch, destination == nil, let missed { destination = missed }
    // "drive the school choir up the mountain road so they get to the hilltop festival".
    if kind == .fetch, destination == nil,
      let to = text.range(
        of: #"\b(get|gets|arrive|arrives|make it) (to|at) (the|a) [a-z]+( [a-z]+)?"#,
        options: [.regularExpression, .caseInsensitive])
    {
      destination = "the " + text[to].split(separator: " ").suffix(from: 3).joined(separator: " ")
    }
    let (task, past) = Self.task(
      verb: verb, makeVerb: makeVerb,
      kind: kind, thing: key, other: other, skill: skill, destination: destination,
      spot: spot, premise: premise, naming: naming)
    var goal = showContest.map { ("win \($0)", "won \($0)") } ?? (task, past)
    if let fetchedFrom, destination == nil {
      goal =
        ["fetch", "bring", "get", "collect"].contains(verb)
        ? (
          "bring \(key.definite) back from \(fetchedFrom)",
          "brought \(key.definite) back from \(fetchedFrom)"
        )
        : (
          "carry \(key.definite) safely from \(fetchedFrom)",
          "carried \(key.definite) safely from \(fetchedFrom)"
        )
    }
    var frame = StoryFrame(
      kind: kind, hero: role, gift: Gift(hero.specialAbility), thing: key,
      other: kind == .teach || kind == .guide ? key : other,
      whom: whom, world: world, place: place, spot: spot, skill: skill,
      destination: destination, task: goal.0, taskPast: goal.1,
      makeVerb: makeVerb, deadline: deadline, trouble: named ?? .muddle,
      purpose: premise.purpose.map { naming.possessives($0.past) })
    frame.guestArrives = premise.guestArrives && whom != nil
    let people = [other, whom, key].compactMap { $0 }
    frame.purposeDone = premise.purpose.flatMap { purpose -> String? in
      Self.told(purpose, hero: hero, cast: people).map { said in
        said.contains(" could ") || said.contains(" can ")
          ? "Now \(said)." : "So \(said)."
      }
    }
    if let endsWhen, frame.purposeDone == nil {
      let rest = endsWhen.past.dropFirst(endsWhen.subject.count)
      frame.purposeDone = "In the end, \(key.definite)\(rest)."
    }
    frame.reason = premise.reason.flatMap { reason -> String? in
      let subject = reason.subject.lowercased()
      guard [hero.pronouns.subject, hero.name.lowercased()].contains(subject) else { return nil }
      // "because she is kind" says what she is, not what she did.
      let verb = reason.past.dropFirst(reason.subject.count).split(separator: " ").first ?? ""
      guard !["was", "were", "had", "could", "would"].contains(verb) else { return nil }
      return Self.told(reason, hero: hero, cast: people).map { "And then \($0)." }
    }
    frame.owner =
      Self.whose(thingText, naming: naming)
      ?? (kind == .fetch ? Self.whose(destination, naming: naming) : nil)
      ?? (frame.guestArrives || whom == key ? nil : whom)
      ?? (kind == .welcome || kind == .teach || kind == .guide
        ? nil : Self.beneficiary(in: text, naming: naming))
    // "before she comes for tea" in a search for Grandma's glasses: she is Grandma, not the
    // hero.
    if let owner = frame.owner, let deadline = frame.deadline,
      owner.pronouns != hero.pronouns, owner.pronouns != .it,
      deadline.comes.hasPrefix(owner.pronouns.subject + " ")
    {
      let said = owner.definite + deadline.comes.dropFirst(owner.pronouns.subject.count)
      frame.deadline = Deadline(
        before: deadline.before.replacingOccurrences(of: deadline.comes, with: said), comes: said)
    }
    // "A lonely hedgehog has moved into the garden": the visitor is here already.
    frame.guestHere =
      kind == .welcome
      && [
        "has moved", "moved into", "has arrived", "is visiting", "is staying", "has come",
        "just moved", "first day", "welcomes", "shows him around", "shows her around",
        "show him around", "show her around", "feel welcome in", "helps a new", "help a new",
        "new boy in", "new girl in", "moves to", "moved to", "moves into", "shows them around",
        "show them around",
      ].contains { text.lowercased().contains($0) }
    frame.newToLanguage =
      kind == .welcome
      && text.range(
        of:
          #"\b(n't|not|no|never) (speak|know|understand)s? (any |a word of |much |the )?(english|our language|the language)"#
          + #"|\bspeaks? (no|only a little|a different language|another language)"#,
        options: [.regularExpression, .caseInsensitive]) != nil
    if frame.guestHere {
      let feel = text.lowercased().contains("feel welcome") ? "feel welcome" : "feel at home"
      frame.task = "make \(key.definite) \(feel)"
      frame.taskPast = "made \(key.definite) \(feel)"
    }
    frame.contest = showContest
    frame.companion = Self.companion(
      premise: premise, text: text, cast: cast, frame: frame, naming: naming)
    if kind == .rescue { frame.trap = Self.trap(in: textWords) }
    // A kite or a teddy is torn, not broken inside: patched, not set ticking.
    // A music box is broken inside, not torn.
    if frame.mends {
      frame.patched =
        Self.softThings.contains(key.head.lowercased())
        || ["torn", "ripped", "rip", "tear", "hole"].contains(where: textWords.contains)
    }
    frame.situation = Retelling(premise: text, heroName: hero.name).sentences(
      situation: premise.situation, heroBefore: premise.heroBefore)
    // A story at home happens in the room the premise names ("down into the dusty cellar").
    if world.name == .home, frame.place == world.place,
      let room = Mystery.room(in: Set(words(of: text)))
    {
      frame.place = "the \(room)"
    }
    Mystery.apply(to: &frame, text: text, random: &random)
    if named == nil, frame.trouble.name == .task {
      frame.trouble = Self.shortage(in: text).map(Trouble.shortage) ?? .task(for: frame)
    }
    let nightWords: Set<String> = [
      "bedtime", "night", "tonight", "dark", "midnight", "evening", "nighttime", "dusk",
      "streetlamps", "stars", "moon", "sunset", "moonlight", "lanterns",
    ]
    frame.night =
      !nightWords.isDisjoint(with: words(of: text))
      || !nightWords.isDisjoint(with: words(of: frame.deadline?.before ?? ""))
      || world.name == .nightSky
    return frame
  }

  /// Whom "show him …" shows round when the premise says someone is new ("Sam's first day",
  /// "a new girl"): the name the premise gives besides the hero's ("Sam"), or the newcomer.
  static func newcomer(_ object: String, in text: String, heroName: String) -> String? {
    let lowered = text.lowercased()
    guard ["first day", "new ", "moved", "nobody knows"].contains(where: lowered.contains)
    else { return nil }
    if object.first?.isUppercase == true { return object }
    guard ["him", "her", "them"].contains(object.lowercased()) else { return nil }
    let hero = heroName.lowercased()
    let tokens = text.split(separator: " ").map {
      $0.trimmingCharacters(in: .punctuationCharacters.subtracting(["'"]))
    }
    for (index, token) in tokens.enumerated() where index > 0 || token.hasSuffix("'s") {
      let name = token.hasSuffix("'s") ? String(token.dropLast(2)) : token
      guard let first = name.first, first.isUppercase, name.count > 1,
        name.lowercased() != hero, !Companion.notNames.contains(name.lowercased()),
        !["it", "that", "there", "what", "who", "he", "she", "today"].contains(name.lowercased()),
        !Companion.titles.contains(name)
      else { continue }
      return name
    }
    // "a new kitten comes to live at …": the newcomer as the premise says it.
    if let new = lowered.range(
      of:
        #"\bnew (kitten|puppy|pup|baby|neighbour|neighbor|friend|pupil|classmate|pet|bunny|rabbit|hamster|duckling|chick|calf|foal|lamb)\b"#,
      options: .regularExpression)
    {
      return "the " + lowered[new]
    }
    // "a new boy": the newcomer as the premise says them.
    for noun in ["boy", "girl", "kid", "child"] where lowered.contains("new \(noun)") {
      return "the new \(noun)"
    }
    return nil
  }

  /// What "it" stands for: the last thing named before it (not a person, a place or a
  /// time), with the words before it that say whose and what kind ("Oliver's little
  /// sister's kite").
  static func thingBefore(_ pronoun: String, in text: String, reader: PremiseReader?) -> String? {
    guard let reader else { return nil }
    let words = text.split(separator: " ").map {
      $0.trimmingCharacters(in: .punctuationCharacters.subtracting(["'"]))
    }
    guard let at = words.lastIndex(where: { $0.lowercased() == pronoun }) else { return nil }
    let wordNet = reader.wordNet
    let person = ["him", "her"].contains(pronoun)
    let kept: Set<String> = [
      "little", "big", "old", "new", "favourite", "special", "red", "blue", "baby", "tiny", "lost",
      "young", "small",
    ]
    let prepositions: Set<String> = [
      "of", "in", "on", "at", "from", "into", "under", "through", "across", "near", "by", "during",
    ]
    for index in stride(from: at - 1, through: 0, by: -1) {
      let word = words[index].lowercased()
      // "a little star that fell out of the night sky … help it": the star, not the sky; a noun
      // after a preposition is where, not who.
      let inPhrase = (max(0, index - 3)..<index).contains { at in
        at > 0 && Naming.determiners.contains(words[at].lowercased())
          && prepositions.contains(words[at - 1].lowercased())
      }
      if inPhrase { continue }
      guard !word.hasSuffix("'s"), word.count > 2, !Naming.determiners.contains(word),
        // "to fix", "he wants": verbs, not things.
        index == 0
          || !["to", "he", "she", "they", "we", "i", "you", "it", "that", "which", "who"].contains(
            words[index - 1].lowercased()),
        // "kite" is first a cheque to WordNet: any of its first four senses will do; "him" or
        // "her" is someone ("a little boy who got separated from his mum … helps him").
        person
          ? wordNet.noun(word, isA: .person, senses: 2)
            || wordNet.noun(word, isA: .animal, senses: 3)
          : [NounKind.artifact, .food, .plant, .naturalObject, .animal].contains(where: {
            wordNet.noun(word, isA: $0, senses: 4)
          }) && !wordNet.noun(word, isA: .person, senses: 1),
        !wordNet.noun(word, isA: .place),
        !wordNet.noun(word, isA: .time, senses: 1),
        !Trouble.catalog.contains(where: {
          $0.triggers.contains(word)
        })
      else { continue }
      var start = index
      while start > 0 {
        let previous = words[start - 1].lowercased()
        guard
          previous.hasSuffix("'s") || kept.contains(previous) || previous == "the"
            || Naming.determiners.contains(previous)
        else { break }
        start -= 1
      }
      return words[start...index].joined(separator: " ")
    }
    return nil
  }

  /// What the hero grew or made to be shown: "grows the biggest carrot on the farm" → "the
  /// biggest carrot".
  static func grownEntry(in text: String) -> String? {
    guard
      let range = text.range(
        of:
          #"\b(grows|grew|bakes|baked|makes|made|builds|built|paints|painted) (the|a|an|her|his|their) ([a-z]+ ){0,2}[a-z]+\b"#,
        options: [.regularExpression, .caseInsensitive])
    else { return nil }
    var words = text[range].split(separator: " ").map { $0.lowercased() }
    words.removeFirst()
    if ["a", "an", "her", "his", "their"].contains(words[0]) { words[0] = "the" }
    // "the biggest carrot on the": the noun phrase ends before a preposition.
    if let cut = words.firstIndex(where: {
      PremiseReader.placePrepositions.contains($0) || ["and", "for", "with"].contains($0)
    }) {
      words = Array(words[..<cut])
    }
    return words.count > 1 ? words.joined(separator: " ") : nil
  }

  /// The name given right after a creature ("a shy new goat called Pebble" → "Pebble").
  static func calledName(in text: String, after head: String) -> String? {
    guard
      let range = text.range(
        of: "\\b" + NSRegularExpression.escapedPattern(for: head)
          + #" (called|named) ([A-Z][a-z]+)"#, options: .regularExpression)
    else { return nil }
    return text[range].split(separator: " ").last.map(String.init)
  }

  /// Things of cloth or paper, which tear.
  static let softThings: Set<String> = [
    "kite", "teddy", "bear", "doll", "blanket", "quilt", "book", "map", "flag", "sail", "tent",
    "dress", "coat", "scarf", "hat", "bag", "balloon", "cushion", "pillow", "card", "picture",
    "painting", "curtain", "costume", "banner", "sock", "jumper", "umbrella", "rabbit", "bunny",
    "puppet", "rag", "net", "parachute", "cape",
  ]

  /// "the river's cold and fast": a fast river is one that pulls (the current).
  static func currentWords(_ words: [String]) -> [String] {
    guard words.contains("fast"),
      !Set(words).isDisjoint(with: ["river", "stream", "brook", "river's", "water"])
    else { return words }
    return ["current"] + words
  }

  /// The premise without what is over before the story starts ("after the big wind knocked
  /// down the old oak", "after the storm", "the night before"): the situation, not what
  /// stands in the hero's way.
  static func withoutPast(_ text: String) -> String {
    // "the ice cream truck" brings no ice.
    var said = text.replacingOccurrences(
      of: "ice cream", with: "icecream", options: .caseInsensitive)
    for pattern in [
      #"\bafter (the|a|an|last) [^,.!?;]*?\b(knocked|blew|fell|came|passed|ended|stopped|tore|broke|washed|swept)\b[^,.!?;]*"#,
      #"\bafter (the|a|an|last) (big |huge |great |long |terrible |wild )?(storm|rain|snow|wind|flood|gale|thunderstorm|rainstorm|snowstorm|night)\b"#,
      #"\b(the )?night before\b"#,
    ] {
      said = said.replacingOccurrences(
        of: pattern, with: " ", options: [.regularExpression, .caseInsensitive])
    }
    return said
  }

  /// What someone must not miss: "so he doesn't miss his granddaughter's school concert" is
  /// "the concert".
  static func missed(in text: String) -> String? {
    guard
      let range = text.range(
        of:
          #"so (he|she|they|it|we|i) (does not|do not|doesn't|don't|will not|won't) miss [^.!?,]+"#,
        options: [.regularExpression, .caseInsensitive])
    else { return nil }
    let words = text[range].split(separator: " ")
    guard let miss = words.firstIndex(of: "miss"), let last = words.last, miss < words.count - 1
    else { return nil }
    return "the " + last.lowercased()
  }

  /// "… but they run out of eggs!": what runs out is the trouble.
  static func shortage(in text: String) -> String? {
    guard
      let range = text.range(
        of: #"(run|runs|ran) out of [a-z]+"#, options: [.regularExpression, .caseInsensitive])
    else { return nil }
    return text[range].split(separator: " ").last.map { String($0).lowercased() }
  }

  /// A goal's object that says only "it" or "him": who or what is said before.
  static let pronounThings: Set<String> = ["him", "her", "it", "them", "the him", "the her"]
  static let losingWords: Set<String> = [
    "lost", "loses", "dropped", "drops", "misplaced", "forgot", "forgotten", "mislaid",
  ]

  /// Who is with the hero: whom the premise names besides the hero, the key thing, the other
  /// and the one it is for ("Grandma and Ava are baking …" is Grandma when the hero is Ava).
  static func companion(
    premise: Premise, text: String, cast: [Companion], frame: StoryFrame, naming: Naming
  ) -> Companion? {
    let taken = [frame.thing, frame.other, frame.whom, frame.owner, frame.source].compactMap {
      $0
    }
    let heroWords = Set(naming.hero.name.lowercased().split(separator: " ").map(String.init))
    func free(_ role: Role) -> Bool {
      // "Grandpa Joe" taken across the city is not also "Joe" who comes along.
      !taken.contains {
        $0.head == role.head || $0.definite == role.definite
          || $0.definite.split(separator: " ").contains(Substring(role.definite))
      }
        && heroWords.isDisjoint(
          with: role.definite.lowercased().split(separator: " ").map(String.init))
        && role.head != frame.hero.noun
    }
    if let found = cast.first(where: { free($0.role) }) { return found }
    // "The hero and her dog build …", "Grandma and Ava are baking …".
    guard var said = premise.companion?.text else { return nil }
    if heroWords.contains(said.lowercased()),
      let and = text.range(of: " and " + said)
    {
      said = String(text[..<and.lowerBound])
      guard said.split(separator: " ").count <= 3 else { return nil }
    }
    let role = naming.role(said, alive: true)
    guard free(role) else { return nil }
    let animal = naming.reader?.wordNet.noun(role.head, isA: .animal, senses: 1) == true
    return Companion(role: role, isAnimal: animal, isNamed: role.first.first?.isUppercase == true)
  }

  /// The goal in the writer's words, after "to" and in the past.
  static let helpedVerbs: Set<String> = [
    "find", "fix", "build", "get", "learn", "make", "bake", "carry", "bring", "reach", "cross",
    "look", "search", "mend", "plant", "grow", "win", "catch", "free", "rescue", "save",
    "clear", "deliver", "fetch", "paint", "decorate", "finish", "tidy",
  ]
  /// Words of a contest won by what is shown ("the pumpkin-growing contest", "the flower
  /// show"), and the words around its entry that are not the entry.
  static let showWords: Set<String> = [
    "growing", "grown", "baking", "best", "biggest", "prettiest", "tallest", "finest", "flower",
    "vegetable", "show", "painting", "sandcastle", "pie", "jam", "cake", "drawing", "art",
    "costume", "poster", "model",
  ]
  static let notEntry: Set<String> = [
    "growing", "grown", "baking", "best", "biggest", "prettiest", "tallest", "finest", "fancy",
    "show", "contest", "competition", "prize", "village", "annual", "big", "great", "school",
  ]
  static let fearWords: Set<String> = ["afraid", "scared", "frightened", "nervous", "worried"]

  static func task(
    verb: String, makeVerb: String?, kind: StoryKind, thing: Role, other: Role?, skill: String?,
    destination: String?,
    spot: String?, premise: Premise, naming: Naming
  ) -> (String, String) {
    let it = thing.definite
    switch kind {
    case .teach:
      let what = skill ?? "be brave"
      return ("teach \(it) to \(what)", "taught \(it) to \(what)")
    case .find: return ("find \(it)", "found \(it)")
    case .fetch:
      // "all the way to": the writer's words, not the premise's ("bring the letter to the post
      // office" is six words of it).
      // "gather nuts before the first frost": gathered, not taken nowhere.
      if destination == nil, ["gather", "collect", "pick", "find"].contains(verb) {
        let past = verb == "find" ? "found" : verb + "ed"
        return ("\(verb) \(it)", "\(past) \(it)")
      }
      let back = verb == "return" ? " back" : ""
      let to = destination.map { "\(back) all the way to \($0)" } ?? back
      return ("take \(it)\(to)", "took \(it)\(to)")
    case .rescue:
      let verb = premise.goal?.verb ?? "rescue"
      if verb == "get" || verb == "bring" || verb == "take" {
        let particle =
          ["down", "out", "back", "home", "free", "off"].first {
            premise.goal?.infinitive.split(separator: " ").contains(Substring($0)) == true
          } ?? "back"
        let past = verb == "get" ? "got" : verb == "bring" ? "brought" : "took"
        return ("\(verb) \(it) \(particle)", "\(past) \(it) \(particle)")
      }
      return ("rescue \(it)", "rescued \(it)")
    case .guide:
      if let destination {
        return ("help \(it) get to \(destination)", "helped \(it) get to \(destination)")
      }
      return ("help \(it) find the way home", "helped \(it) find the way home")
    case .win: return ("win \(it)", "won \(it)")
    case .welcome:
      let who = other?.definite ?? it
      return ("get everything ready for \(who)", "got everything ready for \(who)")
    case .faceFear:
      if let skill, let first = skill.split(separator: " ").first {
        let past = Self.pastTense(of: String(first), given: nil)
        return (
          skill,
          ([past] + skill.split(separator: " ").dropFirst().map(String.init)).joined(separator: " ")
        )
      }
      return ("stop being afraid of \(it)", "stopped being afraid of \(it)")
    // Decided from the premise's words, after the verb's kind (`Mystery`).
    case .investigate:
      return ("find out what was making \(it)", "found out what had been making \(it)")
    case .celebrate:
      return ("make \(it) special", "made \(it) special")
    case .make, .adventure:
      guard var goal = premise.goal else { return ("find \(it)", "found \(it)") }
      // "help the forest animals plant new trees": planting them.
      if goal.verb == "help" || goal.verb == "show", verb != goal.verb {
        goal = Premise.Action(infinitive: verb, past: "", verb: verb)
      }
      let past = Self.pastTense(
        of: goal.verb, given: goal.past.split(separator: " ").first.map(String.init))
      if makeVerb == "grow", goal.verb != "grow", goal.verb != "plant" {
        return ("grow \(it)", "grew \(it)")
      }
      if makeVerb == "learn" {
        return ("learn to \(goal.verb) \(it)", "learned to \(goal.verb) \(it)")
      }
      if kind == .adventure, goal.verb == "see" || goal.verb == "visit" {
        return ("\(goal.verb) \(it)", "\(past) \(it)")
      }
      return ("\(goal.verb) \(it)", "\(past) \(it)")
    }
  }

  /// The simple past Link Grammar reads as one ("sewed", not the "sewn" a word list may give).
  static func pastTense(of verb: String, given: String?) -> String {
    let check = SentenceCheck.shared()
    let regular = verb.hasSuffix("e") ? verb + "d" : verb + "ed"
    for candidate in [given, regular].compactMap({ $0 })
    where check.accepts("They \(candidate) it yesterday.") {
      return candidate
    }
    return given ?? regular
  }

  static func deadline(_ deadline: Premise.Deadline) -> Deadline {
    let said = deadlineNow(deadline)
    // When it comes, the moment is now: "the big storm arrived", not "… arrived that night".
    let comes = said.comes.replacingOccurrences(
      of: #" (tonight|today|this evening|this morning)$"#, with: "", options: .regularExpression)
    return Deadline(before: saidThen(said.before), comes: saidThen(comes))
  }

  /// A time said from the story's past: "the big storm arrived tonight" is "the big storm
  /// arrived that night".
  static func saidThen(_ text: String) -> String {
    var said = text
    for (now, then) in [
      ("tonight", "that night"), ("this evening", "that evening"), ("this morning", "that morning"),
      ("today", "that day"), ("tomorrow", "the next day"),
    ] {
      said = said.replacingOccurrences(
        of: #"\b"# + now + #"\b"#, with: then, options: .regularExpression)
    }
    return said
  }

  static func deadlineNow(_ deadline: Premise.Deadline) -> Deadline {
    if let event = deadline.event {
      return Deadline(before: deadline.pastPhrase, comes: event.past)
    }
    let time = deadline.time?.text ?? "evening"
    // "before the pie contest starts", read as a time: it started; "before his sister's
    // birthday": it came.
    let verbs = [
      "starts": "started", "begins": "began", "opens": "opened", "ends": "ended",
      "closes": "closed", "leaves": "left", "arrives": "arrived", "finishes": "finished",
      "comes": "came", "goes": "went", "rings": "rang",
    ]
    let timeWords = time.split(separator: " ").map(String.init)
    if timeWords.count > 1, let last = timeWords.last, let past = verbs[last.lowercased()] {
      let said = (timeWords.dropLast() + [past]).joined(separator: " ")
      let word = deadline.word == "until" ? "until" : "before"
      return Deadline(before: "\(word) \(said)", comes: said)
    }
    let comes: String =
      switch deadline.time?.head ?? "" {
      case "midnight": "the clocks struck midnight"
      case "noon", "midday": "the clock struck twelve"
      case "dawn", "sunrise", "morning": "the first light of dawn came"
      case "sunset", "dusk": "the sun went down"
      // Link Grammar's dictionary has no "bedtime": said the long way.
      case "bedtime": "it was time to go to bed"
      case "lunchtime", "teatime": "it was \(time)"
      case "lunch", "dinner", "supper", "tea": "it was time for \(time)"
      default: "\(time) came"
      }
    if deadline.time?.head == "bedtime" {
      return Deadline(before: "before it was time to go to bed", comes: comes)
    }
    // "by lunchtime" is said as a time to beat: "before lunchtime" ("not long left by
    // lunchtime" is not English).
    var before = deadline.pastPhrase
    if before.hasPrefix("by ") { before = "before " + before.dropFirst(3) }
    // "not long left in time for the party" is not English either.
    if before.hasPrefix("in time for ") { before = "before " + before.dropFirst(12) }
    return Deadline(before: before, comes: comes)
  }

  static func words(of text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
  }
}
