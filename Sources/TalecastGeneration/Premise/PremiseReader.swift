import Foundation
import TalecastGrammar
import TalecastLexicon

/// Reads a custom occasion's premise with Link Grammar (who does what to what) and WordNet
/// (what each word is, and verb forms): the hero's goal, the thing it is done to, where, for
/// whom, by when and why. A premise whose main clause has no subject and verb is refused,
/// saying which words were not understood.
public struct PremiseReader: Sendable {
  let grammar: EnglishGrammar
  let wordNet: WordNet
  let verbs: VerbForms

  public init(grammar: EnglishGrammar, wordNet: WordNet) {
    self.grammar = grammar
    self.wordNet = wordNet
    verbs = VerbForms(wordNet: wordNet, grammar: grammar)
  }

  /// The process's reader: Link Grammar's dictionary and WordNet, loaded once.
  public static func shared() throws(PremiseProblem) -> PremiseReader {
    do {
      return PremiseReader(grammar: try EnglishGrammar.shared(), wordNet: try WordNet.shared())
    } catch let error as GrammarError {
      throw PremiseProblem(error.description)
    } catch {
      throw PremiseProblem(String(describing: error))
    }
  }

  /// How much of a premise is read, in characters: its first sentences up to this (a premise
  /// may hold 2 000, `OccasionRules`).
  public static let longestPremise = 600

  /// What `text` says the hero (named `heroName`) does; an empty text says nothing.
  public func read(_ text: String, heroName: String) throws(PremiseProblem) -> Premise {
    var problem: PremiseProblem?
    var first: Premise?
    do {
      let premise = try readAsNamed(text, heroName: heroName)
      if premise.goal != nil || !Self.needsStandIn(heroName) { return premise }
      first = premise
    } catch {
      guard Self.needsStandIn(heroName) else { throw error }
      problem = error
    }
    // "Captain Buttons helps the old baker": Link Grammar reads a name of two words, or one
    // that looks plural, as no subject of "helps"; the premise is read again with a one-word
    // name in its place, and the name put back.
    let standIn = "Zindle"
    let pattern = #"(?i)\b"# + NSRegularExpression.escapedPattern(for: heroName) + #"\b"#
    let said = text.replacingOccurrences(of: pattern, with: standIn, options: .regularExpression)
    guard said != text, let premise = try? readAsNamed(said, heroName: standIn),
      premise.goal != nil
    else {
      if let first { return first }
      throw problem ?? PremiseProblem("could not read the premise")
    }
    return premise.naming(standIn, as: heroName)
  }

  /// Whether a premise that says nothing to do is read again with a stand-in for the name: a
  /// name may be read as something else than one name, of two words ("Captain Buttons"),
  /// plural-looking ("Buttons") or a noun that wants an article ("Skipper wins the race").
  static func needsStandIn(_ heroName: String) -> Bool {
    let name = heroName.trimmingCharacters(in: .whitespaces)
    return !name.isEmpty && name != "Zindle" && !name.lowercased().contains("zindle")
  }

  func readAsNamed(_ text: String, heroName: String) throws(PremiseProblem) -> Premise {
    // "Pip the bunny grows …": Link Grammar links no name with what it is after it; the
    // planner reads what the hero is from the premise (`HeroRole.apposition`).
    let trimmed = gerundSaid(
      Self.prepared(text.trimmingCharacters(in: .whitespacesAndNewlines), heroName: heroName))
    guard !trimmed.isEmpty else { return Premise() }
    // The first sentences, up to `longestPremise` characters, are read (a premise may be kept
    // longer, for a remote writer); a sentence too long to parse is said to be.
    var read: [String] = []
    var length = 0
    for sentence in Self.sentences(of: trimmed) {
      guard sentence.count <= EnglishGrammar.longestText else {
        if read.isEmpty {
          throw PremiseProblem(
            "a sentence of \(sentence.count) characters is too long to read (at most "
              + "\(EnglishGrammar.longestText)); say it in shorter sentences")
        }
        break
      }
      guard length + sentence.count <= Self.longestPremise || read.isEmpty else { break }
      read.append(sentence)
      length += sentence.count
    }
    var premise = Premise()
    var readAny = false
    var unread: PremiseProblem?
    // "Grandma is coming to visit.": someone else comes, and the hero gets ready for them.
    var visitor: ClauseReading?
    for whole in read {
      // "A baby fox is stuck on the pond, and the hero sets off to bring it home": the
      // hero's clause is read as the sentence; what comes before says who "it" is.
      var sentence = whole
      var context: String?
      if premise.goal == nil, let split = Self.heroClause(of: whole, heroName: heroName) {
        (context, sentence) = split
      } else if premise.goal == nil, let split = Self.afterScene(whole) {
        // "It is the night of the lantern festival and a little girl …": the scene, then
        // the one it is about.
        (context, sentence) = split
      }
      let segments = PremiseSegments(sentence, isTime: isTime)
      guard let main = segments.main else { continue }
      guard let clause = reading(main.words, main: true) else {
        // A first sentence Link Grammar cannot link ("Luna the baby owl can't fly yet.") is
        // said to be only if nothing after it tells the story either.
        if !readAny, premise.goal == nil, unread == nil {
          unread = problem(main.words, in: sentence)
        }
        continue
      }
      let firstClause = !readAny
      readAny = true
      // "A little girl plants a sunflower seed …" when the premise never names the hero:
      // the one it opens on is the hero.
      let described =
        firstClause && !Self.namesHero(trimmed, heroName: heroName)
        && describesHero(clause)
      // "It hasn't rained on the farm for weeks": the weather's "it" is the scene, not the hero.
      let weather =
        clause.words.dropFirst().first?.text.lowercased() == "it"
        && !Set(clause.words.map { $0.text.lowercased() }).isDisjoint(with: [
          "rained", "raining", "rain", "snowed", "snowing", "snow", "poured", "pouring",
        ])
      if weather, premise.situation.count < 2 {
        let past = self.clause(clause).past
        premise.situation.append(
          past.replacingOccurrences(
            of: #"\b(hasn't|has not|haven't|have not)\b"#, with: "had not",
            options: .regularExpression))
      } else if premise.goal == nil, described || isHero(clause.subjectText, heroName: heroName) {
        readGoal(clause, into: &premise)
        // "is scared of the dark under the bed, but she has to go down there to rescue Teddy's
        // lost button": the fear is the trouble, what she has to do the goal.
        if premise.goal?.verb == "be",
          let but = segments.segments.first(where: { segment in
            (segment.kind == .other || segment.kind == .contrast)
              && isHero(segment.words.first ?? "", heroName: heroName)
              && Self.wishes.contains { wish in
                segment.words.map { $0.lowercased() }.starts(with: wish, after: 1)
              }
          }),
          let later = try? self.read(
            but.text.prefix(1).uppercased() + but.text.dropFirst() + ".",
            heroName: heroName),
          let goal = later.goal, goal.verb != "be"
        {
          premise.goal = goal
          premise.thing = later.thing
          premise.deadline = premise.deadline ?? later.deadline
          premise.forWhom = premise.forWhom ?? later.forWhom
        }
        if described, premise.heroDescription == nil {
          premise.heroDescription = Self.described(clause)
          premise.heroIsPerson = wordNet.noun(
            premise.heroDescription?.head ?? "", isA: .person, senses: 1)
        }
        if let context,
          let earlier = reading(
            PremiseSegments(context, isTime: isTime).main?.words ?? [], main: true)
        {
          premise.situation.append(self.clause(earlier).past)
        }
        if premise.thing == nil, let context, Self.endsOnPronoun(premise.goal),
          let earlier = reading(
            PremiseSegments(context, isTime: isTime).main?.words ?? [], main: true)
        {
          // "bring it home": it is the one the sentence opened on; "the cat knocked the
          // dollhouse roof off … fix it": what the cat knocked off.
          var said = earlier.words[earlier.subject].filter { $0.text != "," }
          if let object = earlier.parse.links.first(where: {
            $0.label.hasPrefix("O") && $0.left == earlier.verb
          }), object.right > earlier.verb + 1 {
            said = Array(earlier.words[(earlier.verb + 1)...object.right])
          }
          if let head = said.last(where: \.isNoun) ?? said.last {
            premise.thing = Premise.NounPhrase(
              text: Self.join(said.map(\.text)), head: head.text.lowercased())
          }
        }
      } else if visitor == nil, isVisit(clause) {
        visitor = clause
      }
      for segment in segments.segments {
        switch segment.kind {
        case .deadline(let word) where premise.deadline == nil:
          premise.deadline = deadline(word, segment.words)
        // "so the family can hear the news" is why; "so tonight he goes down" is what next.
        case .purpose
        where premise.purpose == nil
          && !PremiseSegments.modals.union(PremiseSegments.stateVerbs).isDisjoint(
            with: segment.words.map { $0.lowercased() }):
          premise.purpose = reading(segment.words).map { self.clause($0) }
        case .reason where premise.reason == nil && segment.words.count >= 3:
          premise.reason = reading(segment.words).map { self.clause($0) }
        // ", but his baby sister spills juice on his picture": what went wrong is so before the
        // story starts, retold ("His baby sister spilled juice on his picture").
        case .contrast
        where premise.situation.count < 2 && segment.words.count >= 4
          && !isHero(segment.words.first ?? "", heroName: heroName):
          if let clause = reading(segment.words), clause.verb > 1 {
            premise.situation.append(self.clause(clause).past)
          }
        case .other:
          // "grandma, who is coming by the evening train": the one it is for arrives.
          let words = Set(segment.words.map { $0.lowercased() })
          if !words.isDisjoint(with: Self.comingWords) { premise.guestArrives = true }
        default: break
        }
      }
    }
    if premise.goal == nil, let visitor { welcome(visitor, into: &premise) }
    // "a surprise party for their zookeeper who is retiring": why, said at the start.
    if let past = premise.goal?.past, premise.situation.count < 2,
      let who = past.range(
        of:
          #"\bfor ((the|their|his|her|our|my) [a-z]+( [a-z]+)?) who (was|were|could|had) [a-z]+( [a-z]+){0,4}$"#,
        options: .regularExpression)
    {
      premise.situation.append(
        past[who].dropFirst(4).replacingOccurrences(of: " who ", with: " "))
    }
    premise.thing = premise.thing.map { withoutTrailingVerb(Self.withoutParticle($0), in: trimmed) }
    if premise.goal == nil, let unread { throw unread }
    return premise
  }

  /// Whether a clause about someone else has a person coming ("Grandma is coming to visit",
  /// "Uncle Joe arrives on Sunday").
  func isVisit(_ clause: ClauseReading) -> Bool {
    let words = Set(clause.words.map { $0.text.lowercased() })
    guard !words.isDisjoint(with: Self.comingWords.union(["come", "arrive", "visit"])),
      let head = clause.words[clause.subject].last(where: { $0.isNoun })
        ?? clause.words[
          clause.subject
        ].last
    else { return false }
    return head.text.first?.isUppercase == true
      || wordNet.noun(head.text.lowercased(), isA: .person)
  }

  /// The hero's goal when the premise is someone's visit: a welcome cake baked for them (which
  /// sends the hero out for what the cake needs), and they arrive at the end.
  func welcome(_ visitor: ClauseReading, into premise: inout Premise) {
    let who = visitor.subjectText
    let head = visitor.words[visitor.subject].last?.text.lowercased() ?? who.lowercased()
    let whom = Premise.NounPhrase(text: who, head: head)
    premise.forWhom = premise.forWhom ?? whom
    premise.guestArrives = true
    premise.goal = Premise.Action(
      infinitive: "bake a welcome cake for \(whom.definite)",
      past: "baked a welcome cake for \(whom.definite)", verb: "bake")
    premise.thing = Premise.NounPhrase(text: "a welcome cake", head: "cake")
  }

  /// The sentence from where the hero's own clause begins (", and the hero …", ", so the
  /// hero …"), with what came before; nil when the sentence opens on the hero.
  static func heroClause(of sentence: String, heroName: String) -> (String, String)? {
    for hero in ["the hero", heroName] where !hero.isEmpty {
      let opening = sentence.lowercased()
      guard
        !(opening.hasPrefix(hero.lowercased() + " ") || opening.hasPrefix(hero.lowercased() + ","))
      else { return nil }
      // ", the hero …" last: "Early in the morning, the hero, a little van, …".
      // ", and his helper Lily searches …", ", and a shy little mouse named Hazel is …": the
      // hero named a few words after the join.
      for join in [
        ", and his ", ", and her ", ", and their ", ", and a ", ", and an ", ", and the ",
      ] {
        guard let range = sentence.range(of: join, options: .caseInsensitive) else { continue }
        let after = sentence[range.upperBound...].split(separator: " ").prefix(6)
        guard after.contains(where: { $0.lowercased() == hero.lowercased() }) else { continue }
        let clause = sentence[sentence.index(range.lowerBound, offsetBy: 6)...]
        return (
          String(sentence[..<range.lowerBound]), clause.prefix(1).uppercased() + clause.dropFirst()
        )
      }
      for join in [", and then ", ", and ", ", so ", "; ", " and then ", " so ", ", ", " and "] {
        guard let range = sentence.range(of: join + hero, options: .caseInsensitive) else {
          continue
        }
        // "Grandma and Ava are baking": two who do it, not a clause before the hero's.
        if join == " and ", sentence[..<range.lowerBound].split(separator: " ").count < 4 {
          continue
        }
        let clause = sentence[sentence.index(range.lowerBound, offsetBy: join.count)...]
        return (
          String(sentence[..<range.lowerBound]), clause.prefix(1).uppercased() + clause.dropFirst()
        )
      }
    }
    return nil
  }

  /// Words that say what must or will be done, before its verb: "has to", "wants to".
  static let wishes: [[String]] = [
    ["has", "to"], ["have", "to"], ["must"], ["needs", "to"], ["need", "to"], ["wants", "to"],
    ["want", "to"], ["hopes", "to"], ["decides", "to"], ["tries", "to"], ["sets", "off", "to"],
    ["is", "going", "to"], ["are", "going", "to"], ["offers", "to"], ["plans", "to"],
    ["is", "asked", "to"], ["agrees", "to"], ["promises", "to"],
  ]

  /// The first wish of the premise's sentences, read without its subject: the verb after
  /// "has to" and its words up to the clause's end, and its object up to a preposition.
  func wish(in sentences: [String]) -> (goal: Premise.Action, thing: Premise.NounPhrase?)? {
    for sentence in sentences {
      let tokens = sentence.split(separator: " ").map(String.init)
      let words = tokens.map {
        $0.lowercased().trimmingCharacters(in: .punctuationCharacters.subtracting(["'"]))
      }
      for start in words.indices {
        guard
          let wish = Self.wishes.first(where: { wish in
            start + wish.count < words.count && Array(words[start..<(start + wish.count)]) == wish
          })
        else { continue }
        let verbAt = start + wish.count
        let verb = verbs.base(of: words[verbAt])
        guard verbs.past(of: verb) != verb || ["put", "set", "cut", "let"].contains(verb),
          !["be", "have", "go"].contains(verb)
        else { continue }
        // The goal ends where its clause does: a comma, "but", "before", "so", "because".
        let ends: Set<String> = ["but", "before", "so", "because", "until", "when", "while", "by"]
        var end = verbAt + 1
        while end < words.count, !ends.contains(words[end]) {
          if tokens[end - 1].hasSuffix(",") || tokens[end - 1].hasSuffix(".") { break }
          end += 1
        }
        let rest = Array(words[(verbAt + 1)..<end]).filter { !$0.isEmpty }
        let infinitive = Self.join([verb] + rest)
        let goal = Premise.Action(
          infinitive: infinitive, past: Self.join(verbs.pastPhrase([verb] + rest, verbAt: 0)),
          verb: verb)
        // "wake up all his sleepy friends": the particle is the verb's.
        let particles: Set<String> = ["up", "down", "out", "off", "back", "away"]
        let object = Array(
          rest.drop(while: { particles.contains($0) }).prefix {
            !Self.placePrepositions.contains($0) && !["for", "with", "and", "of"].contains($0)
          })
        let thing =
          object.first.map { Self.objectPronouns.contains($0) } ?? true
          ? nil
          : Premise.NounPhrase(text: Self.join(object), head: object[object.count - 1])
        return (goal, thing)
      }
    }
    return nil
  }

  /// "It is the night of the festival and a little girl makes …": what the scene is, and
  /// the clause about someone after it; nil for a sentence that does not open on "It is".
  static func afterScene(_ sentence: String) -> (String, String)? {
    let lowered = sentence.lowercased()
    guard ["it is ", "it was ", "it's "].contains(where: { lowered.hasPrefix($0) }) else {
      return nil
    }
    for join in [", and a ", " and a ", ", and an ", " and an ", ", and "] {
      guard let range = sentence.range(of: join) else { continue }
      // The article stays with its clause: "A little girl …".
      let article = join.hasSuffix(" an ") ? "An " : join.hasSuffix(" a ") ? "A " : ""
      var clause = String(sentence[range.upperBound...])
      if article.isEmpty { clause = clause.prefix(1).uppercased() + clause.dropFirst() }
      return (String(sentence[..<range.lowerBound]), article + clause)
    }
    return nil
  }

  /// Whether the goal's object is a pronoun ("bring it home", "find them").
  static func endsOnPronoun(_ goal: Premise.Action?) -> Bool {
    guard let goal else { return false }
    return !Set(goal.infinitive.lowercased().split(separator: " ").map(String.init))
      .isDisjoint(with: ["it", "them"])
  }

  static let comingWords: Set<String> = [
    "coming", "comes", "arrives", "arriving", "visits", "visiting", "train", "bus", "plane",
    "joins", "joining", "moves", "starts",
  ]

  /// A verb's base form ("rescues" → "rescue"), as the reader's word lists give it.
  static func baseForm(_ word: String, reader: PremiseReader) -> String {
    reader.verbs.base(of: word)
  }

  /// "old Mrs. Birch's cottage": a title's full stop ends no sentence, so it is left out
  /// ("Mrs Birch").
  ///
  /// A premise as a parent types it is said as a premise: "Can you do one about a dinosaur
  /// who is scared of thunderstorms?" is "A dinosaur is scared of thunderstorms."; "My son
  /// Leo is scared of the cellar" is "Leo is scared of the cellar"; "a duck called Doris …"
  /// starts with a capital.
  static func plain(_ text: String, heroName: String = "") -> String {
    var said = text
    for title in ["Mr", "Mrs", "Ms", "Dr", "St"] {
      said = said.replacingOccurrences(of: " \(title). ", with: " \(title) ")
      if said.hasPrefix("\(title). ") { said = title + " " + said.dropFirst(title.count + 2) }
    }
    said = withoutParentTalk(said)
    // "My daughter wants a story about a mermaid who …", "My son wants one where his teddy
    // …": the request, then what it is about.
    if let about = [" a story about ", " a story where ", " one where ", " one about "].lazy
      .compactMap({ said.range(of: $0, options: .caseInsensitive) }).first,
      said.distance(from: said.startIndex, to: about.lowerBound) < 40,
      ["my ", "our ", "i ", "we "].contains(where: { said.lowercased().hasPrefix($0) })
    {
      let rest = said[about.upperBound...]
      said = rest.first?.isUppercase == true ? String(rest) : "a story about " + rest
    }
    // "finds out it's not so scary", "so he doesn't miss": Link Grammar links the words in
    // full.
    for (short, full) in Self.contractions {
      said = said.replacingOccurrences(
        of: #"\b"# + short + #"\b"#, with: full, options: [.regularExpression, .caseInsensitive])
    }
    // "my 4 year old wants max to race the ice cream truck": Max wants to race it.
    said = said.replacingOccurrences(
      of: #"^(my|our) [^,.!?]{0,24}? wants ([A-Z][a-z]+) to "#, with: "$2 wants to ",
      options: [.regularExpression, .caseInsensitive])
    // "its grandpa badger's birthday": "it is", typed without its apostrophe.
    said = said.replacingOccurrences(
      of: #"^its (?=[a-z]+ [a-z]+'s )"#, with: "It is ",
      options: [.regularExpression, .caseInsensitive])
    // "Can we have one where Bramble …", "Could you do a story where …": what it is about.
    if let request = said.range(
      of:
        #"^(can|could) (you|we|i) (please )?(have|do|write|tell|make|get) (one|a story) (where|in which) "#,
      options: [.regularExpression, .caseInsensitive])
    {
      said = String(said[request.upperBound...])
      if said.hasSuffix("?") { said = said.dropLast() + "." }
    }
    said = Self.withoutQuestionTag(said, heroName: heroName)
    let lowered = said.lowercased()
    if let request = requests.first(where: { lowered.hasPrefix($0) }) {
      var rest = String(said.dropFirst(request.count))
      // "a dinosaur who is scared …": the one it is about is the sentence's subject.
      if let who = rest.range(of: " who "),
        rest.lowercased().hasPrefix("a ") || rest.lowercased().hasPrefix("an ")
      {
        rest.replaceSubrange(who, with: " ")
      }
      if rest.hasSuffix("?") { rest = rest.dropLast() + "." }
      said = rest
    }
    // "My son Leo", "Our daughter Isla": the child, by name.
    let words = said.split(separator: " ", omittingEmptySubsequences: false)
    if words.count > 3, ["my", "our"].contains(words[0].lowercased()) {
      var at = 1
      if ["little", "youngest", "eldest", "oldest"].contains(words[at].lowercased()) { at += 1 }
      if Self.children.contains(words[at].lowercased()), words[at + 1].first?.isUppercase == true {
        said = words[(at + 1)...].joined(separator: " ")
      } else if Self.children.contains(words[at].lowercased()), !heroName.isEmpty,
        ["is", "was", "has", "gets", "wants", "loves"].contains(words[at + 1].lowercased())
      {
        // "my daughter is scared of the big twisty slide": the child is the hero.
        said = ([Substring(heroName)] + words[(at + 1)...]).joined(separator: " ")
      }
    }
    // "is in charge of the cake" makes it ("in charge of collecting berries" is read as the
    // errand it is).
    said = said.replacingOccurrences(of: " is in charge of the ", with: " makes the ")
    said = said.replacingOccurrences(of: " are in charge of the ", with: " make the ")
    if let first = said.first, first.isLowercase { said = first.uppercased() + said.dropFirst() }
    return said
  }

  /// "bring back the lost flashlight": the thing is the flashlight, not "back the …".
  static func withoutParticle(_ thing: Premise.NounPhrase) -> Premise.NounPhrase {
    let words = thing.text.split(separator: " ")
    // "make him a big picnic": the picnic, made for him ("her kite" is hers: "her" stays).
    guard words.count > 1,
      ["back", "up", "down", "out", "off", "home", "away", "him", "them", "us", "me"]
        .contains(words[0].lowercased())
    else { return thing }
    return Premise.NounPhrase(text: words.dropFirst().joined(separator: " "), head: thing.head)
  }

  /// "Sam's rocket engine breaks on the moon": the thing is the rocket engine; "breaks" is
  /// what it does (a word that is a verb, after a noun, before "on", "and" or the end).
  func withoutTrailingVerb(_ thing: Premise.NounPhrase, in text: String) -> Premise.NounPhrase {
    var words = thing.text.split(separator: " ").map(String.init)
    guard words.count > 1, let last = words.last?.lowercased(), last.hasSuffix("s"),
      !wordNet.baseForms(of: last, as: .verb).isEmpty,
      !wordNet.baseForms(of: words[words.count - 2].lowercased(), as: .noun).isEmpty,
      // "reading glasses", "running shoes": a gerund before it makes it a noun.
      !words[words.count - 2].lowercased().hasSuffix("ing"),
      let at = text.range(of: thing.text + " ", options: .caseInsensitive)
        ?? (text.lowercased().hasSuffix(thing.text.lowercased())
          ? text.range(of: thing.text, options: [.caseInsensitive, .backwards]) : nil)
    else { return thing }
    let next =
      text[at.upperBound...].split(separator: " ").first.map {
        $0.lowercased().trimmingCharacters(in: .punctuationCharacters)
      } ?? ""
    guard
      next.isEmpty || Self.placePrepositions.contains(next)
        || ["and", "down", "again", "apart"].contains(next)
    else { return thing }
    words.removeLast()
    return Premise.NounPhrase(
      text: words.joined(separator: " "), head: words[words.count - 1].lowercased())
  }

  /// "(a story about) Pip fixing the broken gate …" is "Pip fixes the broken gate …".
  func gerundSaid(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard words.count > 2, words[0].first?.isUppercase == true, words[1].hasSuffix("ing"),
      words[1].count > 4
    else { return text }
    let base = verbs.base(of: words[1])
    guard base != words[1].lowercased(), !wordNet.baseForms(of: words[1], as: .verb).isEmpty
    else { return text }
    words[1] = verbs.present(of: base)
    return words.joined(separator: " ")
  }

  /// The premise as the reader and the planner read it: the hero's name with its capital
  /// ("hazel the owl" → "Hazel"), said plainly (`plain`), without what the hero is after the
  /// name, and a question about the hero said as what the hero has to do ("could Button go
  /// down into the cellar …" → "Button has to go down into the cellar …").
  static func prepared(_ text: String, heroName: String) -> String {
    let name = heroName.trimmingCharacters(in: .whitespaces)
    var said = withoutApposition(plain(named(text, heroName: name), heroName: name))
    guard !name.isEmpty else { return said }
    let escaped = NSRegularExpression.escapedPattern(for: name)
    // "Could Pip and her forest friends plan …": Pip and her friends plan it.
    said = said.replacingOccurrences(
      of: #"(^|[.!?] +)(can|could|will) ("# + escaped
        + #" and (his|her|their|the|some|all the|all her|all his) ([a-z]+ ){0,2}[a-z]+s) (?=[a-z]+ )"#,
      with: "$1$3 ", options: [.regularExpression, .caseInsensitive])
    // "could Button go down …" opening a sentence.
    said = said.replacingOccurrences(
      of: #"(^|[.!?] +)(can|could|will) "# + escaped + #" (?=[a-z]+ )"#,
      with: "$1" + NSRegularExpression.escapedTemplate(for: name) + " has to ",
      options: [.regularExpression, .caseInsensitive])
    if said.hasSuffix("?") { said = said.dropLast() + "." }
    return said
  }

  /// The premise with the hero's name said with its capital ("hazel the owl" → "Hazel the
  /// owl"), so the name is known wherever it is typed.
  static func named(_ text: String, heroName name: String) -> String {
    var said = text
    if !name.isEmpty, name.first?.isUppercase == true,
      let pattern = try? NSRegularExpression(
        pattern: #"\b"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#,
        options: .caseInsensitive)
    {
      said = pattern.stringByReplacingMatches(
        in: said, range: NSRange(said.startIndex..., in: said),
        withTemplate: NSRegularExpression.escapedTemplate(for: name))
    }
    return said
  }

  /// A premise that ends by asking ("…, can she find it before the waves wash it away?") says
  /// the goal: "Maya lost grandpa's shell and the tide is coming in fast, can she find it …?"
  /// is "Maya lost grandpa's shell and has to find it …. The tide is coming in fast."
  static func withoutQuestionTag(_ text: String, heroName: String = "") -> String {
    let subjects = ["she", "he", "they", "it"] + (heroName.isEmpty ? [] : [heroName])
    let alternatives = subjects.map { NSRegularExpression.escapedPattern(for: $0) }
      .joined(separator: "|")
    guard
      let tag = text.range(
        // Not a question that opens its own sentence ("… thirsty. Could Nimbus gather …?").
        of: #"(?<![.!?]),? (can|could|will) ("# + alternatives + #") (still )?(?=[a-z]+ )"#,
        options: [.regularExpression, .caseInsensitive]),
      text.distance(from: text.startIndex, to: tag.lowerBound) > 12
    else { return text }
    let said = text[tag].split(separator: " ").filter { $0 != "," }[1]
    // The hero by name keeps the name's capital; a pronoun is lowered.
    let pronoun = said.lowercased() == heroName.lowercased() ? String(said) : said.lowercased()
    // The question ends at its mark; what follows it is said after.
    let mark = text.range(of: "?", range: tag.upperBound..<text.endIndex)
    let rest = String(text[tag.upperBound..<(mark?.lowerBound ?? text.endIndex)])
    let after = mark.map { String(text[$0.upperBound...]) } ?? ""
    let before = String(text[..<tag.lowerBound])
    let has = pronoun == "they" ? "have" : "has"
    // "X lost the shell on the beach and the tide is coming in": the hero's part first.
    if let join = before.range(
      of: #" and (the|a|an|now|then) "#, options: [.regularExpression, .caseInsensitive],
      range: before.index(before.startIndex, offsetBy: 6)..<before.endIndex),
      !(before.split(separator: " ").first?.hasSuffix("'s") ?? true)
    {
      let other = before[before.index(join.lowerBound, offsetBy: 5)...]
      return before[..<join.lowerBound] + " and \(has) to " + rest + ". "
        + other.prefix(1).uppercased() + other.dropFirst() + "." + after
    }
    return before + ". " + pronoun.prefix(1).uppercased() + pronoun.dropFirst() + " \(has) to "
      + rest + "." + after
  }

  /// The sentence without " the bunny" after "Pip" when a creature, vehicle or toy is what
  /// the name is ("Pip the bunny grows" → "Pip grows"); "Mr Pinto the baker" stays.
  static func withoutApposition(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var index = 1
    while index + 1 < words.count {
      defer { index += 1 }
      guard words[index].lowercased() == "the", let first = words[index - 1].first,
        first.isUppercase, !words[index - 1].hasSuffix(",")
      else { continue }
      for end in (index + 1)..<min(index + 4, words.count) {
        let noun = words[end].lowercased().trimmingCharacters(in: .punctuationCharacters)
        guard HeroRole.motion(of: noun).0 != .child else { continue }
        // The stop or comma after the noun stays with the name.
        let tail = String(words[end].reversed().prefix { $0.isPunctuation }.reversed())
        words[index - 1] += tail
        words.removeSubrange(index...end)
        break
      }
    }
    return words.joined(separator: " ")
  }

  /// Contractions a parent types, in full (a name's "'s" is a possessive and stays).
  static let contractions: [(String, String)] = [
    ("it's", "it is"), ("he's", "he is"), ("she's", "she is"), ("that's", "that is"),
    ("there's", "there is"), ("they're", "they are"), ("doesn't", "does not"),
    ("don't", "do not"), ("can't", "cannot"), ("won't", "will not"), ("isn't", "is not"),
    ("aren't", "are not"), ("wasn't", "was not"), ("didn't", "did not"),
    ("couldn't", "could not"), ("it’s", "it is"), ("doesn’t", "does not"), ("don’t", "do not"),
  ]

  /// How a request for a story begins, before what it is about.
  /// The premise without what the parent says to the app rather than about the story ("my son
  /// loves trains!!", "Please make it calm, not scary.", "Thank you!", "lol"), from a request
  /// said in the middle ("My daughter starts at a new school next week, so could you make one
  /// where …"), and with a family word's apostrophe ("grandmas lost glasses").
  static func withoutParentTalk(_ text: String) -> String {
    let talk =
      #"^(please (make|keep|let|have|end)(?! (me )?(one|a story|a bedtime story) )|make it |i'?d (like|love)|i would (like|love)|thanks?\b|thank you|"#
      + #"lol\b|(my|our) (son|daughter|kids?|twins|child|little one|boy|girl)s? (loves?|adores?|is obsessed|are obsessed|is into|are into)|"#
      + #"(she|he|they) (loves?|adores?) )"#
    var kept = sentences(of: text).filter {
      $0.range(of: talk, options: [.regularExpression, .caseInsensitive]) == nil
    }
    if kept.isEmpty { kept = sentences(of: text) }
    var said = kept.joined(separator: " ")
    // "…, please make it teach patience because my daughter …": said to the app, to the end.
    said = said.replacingOccurrences(
      of: #",?\s+please (make|keep|let|have) it\b[^.!?]*"#, with: "",
      options: [.regularExpression, .caseInsensitive])
    // "… the animals are thirsty - could Nimbus gather …": a dash between clauses ends one.
    while let dash = said.range(of: #"\s+[-–—]+\s+(?=[a-zA-Z])"#, options: .regularExpression) {
      let rest = said[dash.upperBound...]
      said = said[..<dash.lowerBound] + ". " + rest.prefix(1).uppercased() + rest.dropFirst()
    }
    said = said.replacingOccurrences(
      of: #"\s+(lol|haha|xx?)\b\s*(?=[.!?]|$)"#, with: "",
      options: [.regularExpression, .caseInsensitive])
    if let request = said.range(
      of:
        #"\b((can|could|would) you (please )?|please )(write|make|do|tell|give me|have) (me |us )?(one|a story|a bedtime story|a tale) (where|in which|about) "#,
      options: [.regularExpression, .caseInsensitive]),
      request.lowerBound > said.startIndex || said[request].lowercased().hasPrefix("please")
    {
      // "Please make one where Amara sits …": what it is about, as typed.
      let asked = String(said[request.upperBound...])
      let rest =
        said[request].lowercased().hasPrefix("please")
        ? asked.prefix(1).uppercased() + asked.dropFirst()
        : String(said[request.lowerBound...])
      let after = said[request.upperBound...].lowercased()
      // "my daughter is scared of the big twisty slide at the park, could you write one where
      // she finally goes down it": what came before says who "she" is and what "it" is.
      // "My daughter is scared of going to the dentist next week. Please make one where …":
      // the fear is the story's.
      let before = said[..<request.lowerBound].lowercased()
      let fear = ["scared", "afraid", "frightened", "nervous", "worried"].contains {
        before.contains($0)
      }
      if fear, !["she ", "he ", "they ", "it "].contains(where: after.hasPrefix) {
        let kept = String(said[..<request.lowerBound]).trimmingCharacters(
          in: CharacterSet(charactersIn: " ,;:-"))
        said =
          kept + (kept.hasSuffix(".") ? " " : ". ") + rest.prefix(1).uppercased() + rest.dropFirst()
      } else if ["she ", "he ", "they ", "it "].contains(where: after.hasPrefix) {
        var before = String(said[..<request.lowerBound]).trimmingCharacters(
          in: CharacterSet(charactersIn: " ,;:-"))
        if let so = before.range(of: #"[ ,]+(so|and)$"#, options: .regularExpression) {
          before = String(before[..<so.lowerBound])
        }
        said = before + ". " + after.prefix(1).uppercased() + after.dropFirst()
      } else {
        said = rest.prefix(1).uppercased() + rest.dropFirst()
      }
    }
    return said.replacingOccurrences(
      of:
        #"\b(grandma|grandpa|grandmother|grandfather|nana|nanna|granny|gran|mum|mom|mummy|mommy|dad|daddy|papa|auntie|aunty|uncle|teacher)s (?!(and|or|are|were|is|was|have|had|who|will|would|can|could|to|for|at|in|on|come|comes|came|arrive|arrives|visit|visits|help|helps)\b)(?=[a-z])"#,
      with: "$1's ", options: [.regularExpression, .caseInsensitive])
  }

  static let requests = [
    "can you do one about ", "can you write one about ", "can you tell one about ",
    "can you do a story about ", "can you write a story about ", "can you tell a story about ",
    "could you do one about ", "could you write a story about ", "could you tell a story about ",
    "please write a story about ", "please tell a story about ", "write a story about ",
    "tell a story about ", "a story about ", "i want a story about ", "one about ",
  ]
  /// Whom a parent says a child is ("my son Leo").
  static let children: Set<String> = [
    "son", "daughter", "boy", "girl", "grandson", "granddaughter", "child", "niece", "nephew",
  ]

  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if ".!?\n".contains(character) {
        let sentence = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if sentence.count > 1 { sentences.append(sentence) }
        current = ""
      }
    }
    let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !rest.isEmpty { sentences.append(rest) }
    return sentences
  }

  // MARK: - One clause

  /// A clause as parsed: its words (walls and the closing stop left out) and the parts found.
  struct ClauseReading {
    var words: [Parse.Word]
    var parse: Parse
    /// Index of the subject's first and last word, and of the verb the subject links to.
    var subject: Range<Int>
    var verb: Int
  }

  /// Parses `words` as a sentence and finds its subject and verb; nil when there is none.
  func reading(_ words: [String], main: Bool = false) -> ClauseReading? {
    guard var first = words.first else { return nil }
    first = first.prefix(1).uppercased() + first.dropFirst()
    let sentence = ([first] + words.dropFirst()).joined(separator: " ") + "."
    guard let parse = grammar.parse(sentence) else { return nil }
    // The subject: the words from the start up to the verb that a subject link (S…) reaches;
    // for "is scared and wants", the conjunction links to both verbs (VJ…), the first taken.
    var verb = parse.links.filter { link in
      // S… links a subject to its verb; SJ… joins the parts of "the hero and her dog".
      link.label.hasPrefix("S") && !link.label.hasPrefix("SJ") && link.left > 0
        && parse.words.indices.contains(link.right)
        && (parse.words[link.right].isVerb || parse.words[link.right].text == "and")
    }.map(\.right).min()
    if let index = verb, parse.words[index].text == "and" {
      verb = parse.links.filter { $0.left == index && $0.label.hasPrefix("VJ") }.map(\.right).min()
    }
    if verb == nil, !main {
      // No subject link ("her mum can see them" left "her mum" out): the first verb after
      // at least one word.
      verb = parse.words.indices.dropFirst(2).first { parse.words[$0].isVerb }
    }
    guard let verb, verb > 1 else { return nil }
    return ClauseReading(words: parse.words, parse: parse, subject: 1..<verb, verb: verb)
  }

  func problem(_ words: [String], in sentence: String) -> PremiseProblem {
    let parse = grammar.parse(words.joined(separator: " ") + ".")
    let unknown = (parse?.words ?? []).filter { word in
      (word.guessed || word.unlinked) && word.text.first?.isLowercase == true
        && wordNet.baseForms(of: word.text, as: .noun).isEmpty
        && wordNet.baseForms(of: word.text, as: .verb).isEmpty
    }.map { "\"\($0.text)\"" }
    let words = unknown.isEmpty ? "" : "; not understood: " + unknown.joined(separator: ", ")
    return PremiseProblem(
      "could not find who does what in \"\(sentence)\"\(words) (write it as a sentence "
        + "about the hero, e.g. \"The hero fixes the old radio before the storm arrives\")")
  }

  func isHero(_ subject: String, heroName: String) -> Bool {
    let words = subject.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    guard let first = words.first else { return false }
    if ["he", "she", "they", "it"].contains(first) { return true }
    // "the hero's class" is not the hero.
    if subject.lowercased().contains("hero's") || subject.lowercased().contains("hero\u{2019}s") {
      return false
    }
    return words.contains("hero") || words.contains(heroName.lowercased())
  }

  /// Whether the premise says who the hero is: their name, "the hero".
  static func namesHero(_ text: String, heroName: String) -> Bool {
    let words = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    return words.contains("hero") || words.contains(heroName.lowercased())
  }

  /// Whether a clause opens on someone who could be a story's hero: "a little girl", "a shy
  /// hedgehog named Pip", "a small yellow school bus" (not "the toy robot in Jack's room",
  /// nor "a strange noise").
  func describesHero(_ clause: ClauseReading) -> Bool {
    guard let phrase = Self.described(clause),
      ["a", "an"].contains(phrase.text.split(separator: " ").first.map(String.init) ?? "")
    else { return false }
    let head = phrase.head
    return HeroRole.motion(of: head).0 != .child
      || ["girl", "boy", "child", "kid", "princess", "prince", "knight", "pirate"].contains(head)
      || wordNet.noun(head, isA: .person, senses: 1) || wordNet.noun(head, isA: .animal, senses: 1)
  }

  /// What the clause's subject says the hero is, up to "named" or "called" ("a shy hedgehog
  /// named Pip" is a shy hedgehog).
  static func described(_ clause: ClauseReading) -> Premise.NounPhrase? {
    // "A little girl plants a seed and wants …": the subject ends at the first verb.
    let subject = clause.words[clause.subject].filter { $0.text != "," }
    let said = subject.prefix {
      !$0.isVerb
        && !["named", "called", "who", "with", "from", "in", "on", "and"].contains(
          $0.text.lowercased())
    }.map(\.text)
    guard let head = said.last else { return nil }
    return Premise.NounPhrase(
      text: said.joined(separator: " ").lowercased(), head: head.lowercased())
  }

  func isTime(_ word: String) -> Bool {
    !word.isEmpty && wordNet.noun(word, isA: .time, senses: 1)
  }
}

extension Array where Element == String {
  /// Whether the words from `after` on start with `prefix`.
  func starts(with prefix: [String], after: Int) -> Bool {
    count >= after + prefix.count && Array(self[after..<(after + prefix.count)]) == prefix
  }
}
