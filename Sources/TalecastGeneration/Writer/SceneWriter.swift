import TalecastCore

/// Writes a story's scenes one after another, carrying its state. A scene is written in two
/// passes: first its beats, one line of each group that fits the state as it stands at that
/// line; then descriptive sentences between the beats up to the scene's share of words, each
/// fitting the state where it goes and leaving every later beat of the scene still true (a
/// sunset may not come before "right after breakfast").
struct SceneWriter {
  let setting: Setting
  let plot: Plot
  var vocabulary: Vocabulary
  var fillers: FillerPool
  var phrasing: SeededRandom
  /// The beat lines said so far: a line of the catalogue is said once a story while another
  /// of its group fits (long stories walk several journeys).
  private var said: Set<String> = []
  private(set) var state: StoryState

  init(
    setting: Setting, plot: Plot, vocabulary: Vocabulary, fillers: FillerPool,
    phrasing: SeededRandom, clueAhead: Bool = false
  ) {
    self.setting = setting
    self.plot = plot
    self.vocabulary = vocabulary
    self.fillers = fillers
    self.phrasing = phrasing
    state = StoryState(time: setting.startTime)
    state.indoors = setting.indoors
    state.heroIsPerson = setting.heroIsPerson
    state.clueAhead = clueAhead
  }

  mutating func write(_ beats: [Beat], keywords: Int, targetWords: Int) -> [WrittenSentence] {
    var sentences: [WrittenSentence] = []
    fillers.beginScene()
    for beat in beats {
      var groups = beat.groups(for: plot)
      if beat == .journey {
        vocabulary.state = state
        vocabulary.advanceSpot()
        groups.insert(
          contentsOf: Array(repeating: FillerSentences.keywords, count: keywords), at: 1)
      }
      for (index, group) in groups.enumerated() {
        let source: WrittenSentence.Source =
          beat == .journey && index >= 1 && index <= keywords ? .keyword : .beat(beat)
        sentences.append(say(group.shuffled(using: &phrasing), source: source))
      }
    }
    fill(&sentences, beats: beats, targetWords: targetWords)
    if let last = sentences.last { state = last.after }
    return sentences
  }

  /// The first line of `lines` that fits the state, said; the first line at all (marked as
  /// forced) when none does. A line that pays off something set up earlier goes first, then
  /// lines not yet said.
  private mutating func say(_ lines: [Line], source: WrittenSentence.Source) -> WrittenSentence {
    let payoffs = lines.filter { $0.marks.contains(.payoff) }
    let others = lines.filter { !$0.marks.contains(.payoff) }
    let fresh = others.filter { !said.contains($0.template) }
    for line in payoffs + fresh + others.filter({ said.contains($0.template) }) {
      if let sentence = attempt(line, source: source, from: state, fresh: false) {
        state = sentence.after
        said.insert(line.template)
        return sentence
      }
    }
    var forced = WrittenSentence(
      text: vocabulary.fill(lines[0].template), source: source, line: lines[0], before: state,
      after: state, forced: true)
    lines[0].apply(to: &forced.after)
    state = forced.after
    return forced
  }

  /// `line` said in `state`, or nil when it does not fit there (or, for a descriptive
  /// sentence, when its sights are used up). Commits the vocabulary only when it fits.
  private mutating func attempt(
    _ line: Line, source: WrittenSentence.Source, from state: StoryState, fresh: Bool
  ) -> WrittenSentence? {
    guard line.fits(state, companionStays: setting.companionStays) else { return nil }
    var words = vocabulary
    words.state = state
    guard let text = fresh ? words.fillIfFresh(line.template) : words.fill(line.template),
      !words.impossible
    else { return nil }
    let needed = words.timeNeeded
    if let needed, state.time > needed.upperBound { return nil }
    var after = state
    line.apply(to: &after)
    if let needed { after.time = max(after.time, needed.lowerBound) }
    vocabulary = words
    return WrittenSentence(
      text: text, source: source, line: line, before: state, after: after, timeNeeded: needed)
  }

  /// Descriptive sentences between the scene's beats, in order, until the scene has its
  /// share of words; never before its first beat or after its last.
  private mutating func fill(_ sentences: inout [WrittenSentence], beats: [Beat], targetWords: Int)
  {
    let words = { (list: [WrittenSentence]) in
      list.reduce(0) { $0 + TemplateStoryWriter.wordCount($1.text) }
    }
    let deficit = targetWords - words(sentences)
    guard deficit > 0, sentences.count > 1 else { return }
    var beatOfSlot: [Beat] = []
    var current = beats[0]
    var remaining = beats.dropFirst()
    for sentence in sentences {
      if case .beat(let beat) = sentence.source, beat != current, remaining.first == beat {
        current = remaining.removeFirst()
      }
      beatOfSlot.append(current)
    }
    let slots = sentences.count - 1
    var written: [WrittenSentence] = [sentences[0]]
    var added = 0
    for slot in 0..<slots {
      let later = Array(sentences[(slot + 1)...])
      let budget = deficit * (slot + 1) / slots
      while added < budget {
        guard
          let filler = descriptive(
            beatOfSlot[slot].mood, from: written.last!.after, keeping: later)
        else { break }
        written.append(filler)
        added += TemplateStoryWriter.wordCount(filler.text)
      }
      // The next beat's state follows from the sentence before it, fillers included.
      var next = later[0]
      next.before = written.last!.after
      next.after = next.before
      next.line.apply(to: &next.after)
      if let needed = next.timeNeeded { next.after.time = max(next.after.time, needed.lowerBound) }
      // A filler's pebble or a later hour carries on into the beats after it.
      written.append(next)
    }
    sentences = written
  }

  /// The first descriptive sentence for `mood` that fits `state` and keeps `later` true, taken
  /// out of its pool.
  private mutating func descriptive(
    _ mood: Beat.Mood, from state: StoryState, keeping later: [WrittenSentence]
  ) -> WrittenSentence? {
    // A setback on the way is got over, and a helper met is helped, before anything else is
    // described.
    guard state.setback != .open, !state.items.contains("helper") || state.items.contains("aid")
    else { return nil }
    for kind in fillers.kinds(for: mood) {
      for (index, line) in fillers.lines(kind).enumerated() {
        guard let sentence = attempt(line, source: .filler(mood), from: state, fresh: true),
          Self.stillTrue(later, after: sentence.after, companionStays: setting.companionStays)
        else { continue }
        fillers.take(kind, at: index)
        return sentence
      }
    }
    return nil
  }

  /// Whether `sentences` (the rest of a scene's beats) can all still be said, in order, from
  /// `state`.
  static func stillTrue(
    _ sentences: [WrittenSentence], after state: StoryState, companionStays: Bool
  )
    -> Bool
  {
    var state = state
    for sentence in sentences {
      guard sentence.forced || sentence.line.fits(state, companionStays: companionStays) else {
        return false
      }
      if let needed = sentence.timeNeeded, state.time > needed.upperBound { return false }
      sentence.line.apply(to: &state)
      if let needed = sentence.timeNeeded { state.time = max(state.time, needed.lowerBound) }
    }
    return true
  }
}
