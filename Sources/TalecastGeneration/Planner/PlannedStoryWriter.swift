import TalecastCore

/// The built-in writer for a premise: it reads the premise into a frame (what kind of story,
/// who, what, where, by when, what is in the way), plans the scenes from the kind's plot
/// shape, and says each moment with lines of its world and kind, keeping only sentences Link
/// Grammar links whole. The seed chooses the scene count and every choice between lines, so
/// the same seed gives the same story.
struct PlannedStoryWriter: Sendable {
  let check: SentenceCheck

  init(check: SentenceCheck = .shared()) {
    self.check = check
  }

  func write(
    frame: StoryFrame, length: StoryLength, seed: UInt64, keywords: [String] = [],
    occasionTitle: String? = nil
  ) -> PlannedStory {
    var random = SeededRandom(seed: seed)
    let count = Int.random(in: length.sceneRange, using: &random)
    let plan = StoryBeat.plan(sceneCount: count)
    var helperRandom = random.derived("helper")
    // Not a second badger when a badger is the answer to the mystery.
    let helpers = frame.world.helpers.filter {
      $0.head != frame.thing.head && $0.head != frame.source?.head
    }
    let met =
      plan.joined().contains(.helper) && !helpers.isEmpty
      ? helpers[Int.random(in: 0..<helpers.count, using: &helperRandom)] : nil
    // The premise's own companion is the one who helps, not a stranger who happens by.
    let companion = plan.joined().contains(.helper) ? frame.companion : nil
    let helper = companion?.role ?? met
    var words = Words(frame: frame, helper: helper, keywords: keywords)
    words.helperShape = Int.random(in: 0..<3, using: &helperRandom)
    if let companion { words.helperShape = companion.isAnimal ? 4 : 3 }
    var lines = random.derived("lines")
    let kind = KindLines.of(frame)
    var turn = Move.plot(frame.gift.act(frame.shape))
    turn.fallback = [frame.gift.fallback]
    let weights = plan.map { $0.reduce(0) { $0 + $1.weight } }
    let total = weights.reduce(0, +)
    var story = PlannedStory(frame: frame, helper: helper, title: "", scenes: [])
    var said = Set<String>()
    for (beats, weight) in zip(plan, weights) {
      let share = Int(Double(length.targetWords) * weight / total)
      var scene = PlannedScene(beats: beats, title: "", sentences: [])
      // Every move's sentence first, unchecked; then plot always and colour while the scene
      // is short of its share; only what is kept is checked (a sentence Link Grammar does not
      // link whole is said again another way, or left out).
      var candidates: [(Move, StoryBeat, String)] = []
      for beat in beats {
        for move in beat.moves(kind, turn: turn) {
          guard
            let sentence = say(move, words: &words, random: &lines, avoiding: said, checked: false)
              ?? say(
                .plot(move.fallback), words: &words, random: &lines, avoiding: said,
                checked: false)
          else { continue }
          said.insert(sentence)
          candidates.append((move, beat, sentence))
        }
      }
      var wordCount = candidates.filter { $0.0.role == .plot }.reduce(0) { $0 + Self.count($1.2) }
      for (move, beat, sentence) in candidates {
        if move.role == .colour {
          guard wordCount < share else {
            said.remove(sentence)
            continue
          }
          wordCount += Self.count(sentence)
        }
        var kept: String? = sentence
        if !check.accepts(sentence) {
          said.remove(sentence)
          kept =
            say(move, words: &words, random: &lines, avoiding: said, checked: true)
            ?? say(
              .plot(move.fallback), words: &words, random: &lines, avoiding: said, checked: true)
          if let kept { said.insert(kept) }
        }
        guard let kept else { continue }
        scene.sentences.append(PlannedSentence(text: kept, beat: beat, isPlot: move.role == .plot))
      }
      Mentions(
        thing: frame.thing, check: check,
        keep: frame.deadline.map { [$0.comes, $0.before] } ?? []
      ).shorten(&scene.sentences)
      scene.title = sceneTitle(beats[0], words: words, random: &lines)
      story.scenes.append(scene)
    }
    story.title = title(words: words, occasionTitle: occasionTitle, random: &lines)
    return story
  }

  /// One sentence of a move: a line whose holes fill and which Link Grammar links whole, not
  /// said before in this story. Tries each line at most a few times.
  func say(
    _ move: Move, words: inout Words, random: inout SeededRandom, avoiding said: Set<String>,
    checked: Bool
  ) -> String? {
    if let deck = move.deck {
      for _ in 0..<4 {
        guard let sentence = words.deal(deck, random: &random) else { return nil }
        if !said.contains(sentence), !checked || check.accepts(sentence) { return sentence }
      }
      return nil
    }
    var order = Array(move.lines.indices)
    if !move.ordered { order.shuffle(using: &random) }
    for index in order {
      // Tries said in order are each said once, however differently they could be worded.
      if move.ordered, words.spokenLines.contains(move.lines[index].text) { continue }
      for _ in 0..<3 {
        guard let sentence = move.lines[index].fill(words, random: &random) else { break }
        if !said.contains(sentence), !checked || check.accepts(sentence) {
          if move.ordered { words.spokenLines.insert(move.lines[index].text) }
          return sentence
        }
      }
    }
    return nil
  }

  static func count(_ sentence: String) -> Int { sentence.split(separator: " ").count }

  func title(words: Words, occasionTitle: String?, random: inout SeededRandom) -> String {
    let frame = words.frame
    let thing = Self.titled(frame.thing.head)
    // "the Kite", but "Grandpa" and "Sam" without a "the".
    let named = !frame.thing.definite.lowercased().hasPrefix("the ")
    let the = named ? Self.titled(frame.thing.definite) : "the \(thing)"
    let theCapital = the.capitalizedFirst
    let name = frame.hero.name
    var options: [String] = ["\(name) and \(the)"]
    // The user's own name for the occasion, one choice among the writer's.
    if let occasionTitle, !occasionTitle.isEmpty { options.append(occasionTitle) }
    switch frame.kind {
    case .rescue:
      options += [
        "\(name) to the Rescue", "The \(thing) \(Self.titled(frame.spot ?? "in Trouble"))",
      ]
    case .find, .adventure: options += ["The Lost \(thing)", "\(name) Finds \(the)"]
    case .fetch: options += ["\(name) Delivers \(the)", "\(theCapital) Must Get Through"]
    case .make: options += ["\(name)'s Wonderful \(thing)", "The \(thing) \(name) Made"]
    case .teach: options += ["\(name) Teaches \(the)", "\(theCapital) Who Learned"]
    case .win: options += ["\(name) Wins the Day", "\(name) and the Big \(thing)"]
    case .guide: options += ["The Way Home", "\(name) Shows the Way"]
    case .welcome: options += ["A Welcome for \(the)"]
    case .faceFear: options += ["\(name) Is Brave", "\(name) and the Big \(thing)"]
    case .celebrate: options += ["\(name)'s Big Surprise"]
    case .investigate:
      options += [
        frame.taken
          ? "Who Took \(PlannedStoryWriter.titled(frame.thing.definite))?"
          : "What Made \(PlannedStoryWriter.titled(frame.thing.definite))?", "\(name) Finds Out",
      ]
    }
    // "Leo and Biscuit": a named companion is half the story.
    if let companion = frame.companion, companion.isNamed {
      options.append("\(name) and \(companion.role.definite)")
    }
    return options[Int.random(in: 0..<options.count, using: &random)]
  }

  func sceneTitle(_ beat: StoryBeat, words: Words, random: inout SeededRandom) -> String {
    let frame = words.frame
    let name = frame.hero.name
    let options: [String] =
      switch beat {
      case .opening:
        [
          "\(name) \(Self.titled(frame.world.within, first: false))",
          "\(name) and the \(Self.titled(frame.thing.head))",
        ]
      // "Off to Work" is for a task at hand, not for a search or a journey.
      case .settingOut:
        switch frame.kind {
        case .find, .investigate: ["The Search Begins", "Looking Everywhere", "Where Can It Be?"]
        case .make, .celebrate: ["Off to Work", "Getting Started"]
        case .teach: ["The First Lesson", "Getting Started"]
        case .welcome: ["Hello!", "Getting Ready"]
        default: ["Setting Out", "On the Way"]
        }
      case .firstTry: ["The First Try", "Not Quite", "Try, Try Again"]
      case .helper:
        [Self.titled(frame.companion.map { $0.role.definite } ?? words.helper?.first ?? "A Friend")]
      case .setback: ["A Bump on the Way", "A Wrong Turn"]
      case .troubleGrows:
        [
          Self.titled(frame.trouble.phrase),
          "And Then \(Self.titled(frame.trouble.phrase, first: false))",
        ]
      case .turn: ["\(name)'s Idea", "\(name)'s Gift"]
      case .goal:
        frame.deadline == nil ? ["Done!", "At Last"] : ["Just in Time", "Done!", "At Last"]
      case .ending: ["Home at Last"]
      }
    return options[Int.random(in: 0..<options.count, using: &random)]
  }

  /// "the tallest tree" → "The Tallest Tree"; small words stay small.
  static func titled(_ text: String, first: Bool = true) -> String {
    let small: Set<String> = [
      "a", "an", "the", "of", "in", "on", "at", "to", "and", "up", "by", "for",
    ]
    return text.split(separator: " ").enumerated().map { index, word in
      (index > 0 || !first) && small.contains(String(word).lowercased())
        ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }
}

/// A written story with the plan under it, for the checks and the pictures.
struct PlannedStory: Sendable {
  var frame: StoryFrame
  var helper: Role?
  var title: String
  var scenes: [PlannedScene]

  var sentences: [PlannedSentence] { scenes.flatMap(\.sentences) }
}

struct PlannedScene: Sendable {
  var beats: [StoryBeat]
  var title: String
  var sentences: [PlannedSentence]

  var text: String { sentences.map(\.text).joined(separator: " ") }

  /// What a picture of the scene shows, for an illustrator that draws from words.
  func prompt(_ story: PlannedStory) -> String {
    let frame = story.frame
    var parts = [frame.hero.noun.map { "\(frame.hero.name) the \($0)" } ?? frame.hero.name]
    parts.append(frame.thing.definite)
    if beats.contains(.helper), let helper = story.helper { parts.append(helper.definite) }
    if beats.contains(.troubleGrows) { parts.append(frame.trouble.phrase) }
    return parts.joined(separator: ", ") + " in \(frame.place)"
  }
}

struct PlannedSentence: Sendable {
  var text: String
  var beat: StoryBeat
  var isPlot: Bool
}
