import Foundation
import TalecastCore
import TalecastGeneration

/// writer: the story planner's figures over the premises of `Tests/Fixtures/
/// writer-premises.txt` at three lengths, and over 500 stories for how often a sentence
/// recurs (issue 40's goals). `TALECAST_WRITER_STORIES=DIR` also writes every premise's
/// medium story there, to be read.
enum WriterBenchmark {
  static let premisesFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Fixtures/writer-premises.txt")

  static func run(_ report: inout BenchReport) throws {
    if checkSentences() { return }
    let environment = ProcessInfo.processInfo.environment
    if let premise = environment["TALECAST_PREMISE"] {
      // TALECAST_HERO=N picks the figures' Nth hero; TALECAST_LENGTH=medium one length.
      var hero = WriterFigures.heroes[
        (environment["TALECAST_HERO"].flatMap(Int.init) ?? 2) % WriterFigures.heroes.count]
      // TALECAST_HERO_NAME and TALECAST_PRONOUNS=she|he|they: the premise's own hero, as a
      // parent who wrote "a hedgehog named Pip" would have chosen Pip.
      if let name = environment["TALECAST_HERO_NAME"] { hero.name = name }
      // TALECAST_GIFT and TALECAST_LOOK: what the parent's hero is good at and looks like.
      if let gift = environment["TALECAST_GIFT"] { hero.specialAbility = gift }
      if let look = environment["TALECAST_LOOK"] { hero.appearance = look }
      if let pronouns = environment["TALECAST_PRONOUNS"].flatMap(Pronouns.init(rawValue:)) {
        hero.pronouns = pronouns
      }
      let lengths = StoryLength.allCases.filter {
        environment["TALECAST_LENGTH"] == nil || $0.rawValue == environment["TALECAST_LENGTH"]
      }
      for length in lengths {
        let seed = environment["TALECAST_SEED"].flatMap(UInt64.init) ?? 37
        // A premise the planner does not read is written the older way: shown as a parent
        // would get it.
        let older = {
          // A job's occasion has a title (the job file requires one).
          let occasion = StoryOccasion.custom(
            CustomOccasion(title: "A Story for Tonight", promptSeed: premise))
          guard
            let story = try? TemplateStoryWriter().write(
              hero: hero, occasion: occasion, length: length, seed: seed)
          else { return "not written" }
          // Why it was not read: the reader's own words, or that no goal was found.
          let why: String
          do {
            let read = try PremiseReader.shared().read(premise, heroName: hero.name)
            why = read.goal == nil ? "no goal found in \(read)" : "read"
          } catch { why = "\(error)" }
          return "# \(story.title)\n(not read: the older writer; \(why))\n"
            + story.scenes.map { "\n## \($0.title)\n\($0.text)\n" }.joined()
        }
        // TALECAST_SHOW_READING=1: what the premise reader found, before the story.
        if environment["TALECAST_SHOW_READING"] == "1" {
          print(
            (try? PremiseReader.shared().read(
              CustomOccasion(title: "", promptSeed: premise), heroName: hero.name)).map { "\($0)" }
              ?? "-")
        }
        print(WriterFigures.text(of: premise, hero: hero, length: length, seed: seed) ?? older())
        // TALECAST_PICTURES=DIR: the story's pictures too, scene-N.svg.
        if let folder = environment["TALECAST_PICTURES"] {
          let pictures = WriterFigures.pictures(
            of: premise, hero: hero, length: length, seed: seed)
          try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
          for (index, svg) in pictures.enumerated() {
            try Data(svg.utf8).write(
              to: URL(fileURLWithPath: folder).appendingPathComponent("scene-\(index + 1).svg"))
          }
        }
      }
      return
    }
    let premises = try WriterFigures.premises(in: premisesFile)
    if let folder = ProcessInfo.processInfo.environment["TALECAST_WRITER_STORIES"] {
      try write(premises, to: URL(fileURLWithPath: folder))
    }
    let started = Date()
    if ProcessInfo.processInfo.environment["TALECAST_WRITER_ONLY_STORIES"] != nil { return }
    let variety = environment["TALECAST_VARIETY"].flatMap(Int.init) ?? 500
    let figures = WriterFigures.measure(premises: premises, variety: variety)
    let seconds = Date().timeIntervalSince(started)
    print(
      "writer: \(premises.count) premises × 3 lengths = \(figures.stories) stories, "
        + "\(figures.sentences) sentences; then \(figures.varietyStories) stories for variety "
        + String(format: "(%.1f s in all)", seconds))
    for premise in figures.unreadPremises { print("  not read: \(premise)") }
    print(
      String(format: "  key thing named in %.1f %% of scenes (goal ≥ 90)", figures.keyThingShare))
    print(String(format: "  the world's place said in %.1f %% of stories", figures.placeShare))
    print("  another world's scenery: \(figures.storiesWithOtherScenery.count)")
    for line in figures.storiesWithOtherScenery.prefix(5) { print("    \(line)") }
    print("  six words copied from the premise: \(figures.storiesCopyingPremise.count)")
    for line in figures.storiesCopyingPremise.prefix(5) { print("    \(line)") }
    print(String(format: "  the gift at work in the turn: %.1f %% of stories", figures.giftShare))
    print(
      String(
        format: "  the key thing drawn in two pictures or more: %.1f %% of stories (goal 100)",
        figures.thingDrawnShare))
    // One line a premise (its three lengths fail alike).
    var listed = Set<String>()
    for line in figures.storiesNotDrawingThing {
      let premise = line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? line
      if listed.insert(premise).inserted { print("    \(line)") }
    }
    print("  drawings not on the allow-list: \(figures.drawingsOffList.count)")
    for line in figures.drawingsOffList.prefix(5) { print("    \(line)") }
    print("  sentences Link Grammar leaves words of: \(figures.sentencesFailingGrammar.count)")
    for line in figures.sentencesFailingGrammar.prefix(5) { print("    \(line)") }
    print(
      String(
        format:
          "  commonest sentence in %.1f %% of stories (goal ≤ 2); %.1f %% of sentences different (goal ≥ 85)",
        figures.commonestShare, figures.uniqueShare))
    for (sentence, count) in figures.commonest {
      print("    \(count)  \(sentence)")
    }
    report.add(
      "writer", "scenes naming the key thing", unit: "%", samples: [figures.keyThingShare],
      goal: .atLeast(90))
    report.add(
      "writer", "stories the commonest sentence is in", unit: "%",
      samples: [figures.commonestShare], goal: .atMost(2))
    report.add(
      "writer", "different sentences", unit: "%", samples: [figures.uniqueShare],
      goal: .atLeast(85))
    report.add(
      "writer", "sentences with null links", unit: "",
      samples: [Double(figures.sentencesFailingGrammar.count)], goal: .atMost(0))
  }

  static func write(_ premises: [String], to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, premise) in premises.enumerated() {
      let hero = WriterFigures.heroes[index % WriterFigures.heroes.count]
      guard let text = WriterFigures.text(of: premise, hero: hero, length: .medium, seed: 7)
      else { continue }
      let name = String(format: "%02d.md", index + 1)
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
  }
}

extension WriterBenchmark {
  /// `TALECAST_CHECK="one sentence|another"`: whether Link Grammar links each whole.
  static func checkSentences() -> Bool {
    guard let lines = ProcessInfo.processInfo.environment["TALECAST_CHECK"] else { return false }
    for line in lines.split(separator: "|") {
      print(WriterFigures.accepts(String(line)) ? "ok   " : "FAIL ", line)
    }
    return true
  }
}
