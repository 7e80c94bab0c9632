/// Descriptive sentences that give scenes their texture between the beats. Each mood has its
/// own (nobody stops for a sandwich in the middle of a storm), and each sentence says what it
/// needs of the story's state like a beat's line does; the writer uses each at most once per
/// story, so they also set how long a scene runs.
enum FillerSentences {
  /// At home, before the adventure: no companion yet.
  static let home: [Line] = marked(
    [
      "{name} loved the mornings best, when everything still felt possible.",
      "On the windowsill sat a row of treasures: a shell, a marble and a very old key.",
      "Every evening {name} looked towards {place} and wondered what lay beyond it.",
      Line(
        "The kettle whistled, the clock ticked, and the day felt like it was waiting for something.",
        .during(.morning ... .afternoon)),
      "{name}'s favourite book had so many folded corners that it looked like a little hedgehog.",
      Line(
        "Some days were ordinary days, but {name} had a feeling that today would not be one of them.",
        .during(.morning ... .afternoon)),
      Line(
        "There was always a snack in {name}'s pocket, just in case an adventure came along.",
        .person),
      "The neighbours said that {name} asked more questions than a whole classroom put together.",
    ], .needsHome, .needsNoProblem, .needsAlone)

  /// At home with the companion, before setting out.
  static let ready: [Line] = marked(
    [
      "{companion} could hardly keep still while {name} got ready.",
      "{name} listened to every word, eyes wide.",
      "{companion} looked around the room with great interest.",
      Line("{name} put on {their} shoes in a hurry, the wrong way round at first.", .person),
      "{companion} talked so fast that {name} had to ask {c:them} to say it all again, slowly.",
    ], .needsHome, .needsNoProblem)

  /// When things go wrong: short, tense sentences, only while the problem is there.
  static let tension: [Line] = marked(
    [
      Line("The wind grew stronger and colder.", .outdoors),
      "{companion} pressed close, trembling a little.",
      "Nobody moved; it was so quiet that they could hear their own hearts beating.",
      "Everything that had seemed easy a moment ago now seemed very hard indeed.",
      "{name} held {companion} tight and whispered, \"We will find a way.\"",
      Line(
        "It was getting late, and the light was beginning to fade.",
        .during(.afternoon ... .evening)),
      "A shiver ran all the way down {name}'s back.", "For a long moment, nothing happened at all.",
      "{companion} looked at {name}, and {name} looked at {companion}, and neither knew what to say.",
      "Somewhere behind them, something creaked and groaned.",
    ], .needsOpenProblem, .needsAway)

  /// Just after the problem is solved.
  static let relief: [Line] = marked(
    [
      "{companion} did a little dance of joy.",
      "They laughed with relief until their sides ached.",
      "{name} let out a long breath: it had worked.",
      "\"I knew you could do it,\" said {companion}.",
    ], .needsSolved)

  /// At the end of the day: calm, warm sentences.
  static let calm: [Line] = marked(
    [
      Line(
        "The sky turned the colour of peaches, then of plums.", .during(.afternoon ... .evening),
        .at(.evening)),
      Line("Everything felt soft and safe again."),
      Line("{companion} yawned the biggest yawn in the world."),
      Line("Home had never looked so welcoming.", .needsHome),
      Line(
        "There was warm soup for supper, and nobody had ever been so hungry.", .needsHome,
        .during(.afternoon ... .night), .at(.evening)),
      "{name} smiled at the thought of telling everyone about the adventure tomorrow.",
      Line(
        "The pebble from the journey sat on the windowsill with the other treasures.", .needsHome,
        .needs("pebble")),
      Line(
        "The feather from the path went into the treasure box, next to the shell.", .needsHome,
        .needs("feather")),
    ], .needsSolved)

  /// Sentences about what the setting looks and sounds like; on the way and in trouble.
  static let setting: [Line] = marked(
    [
      "All around them, {sight}.", Line("{sight}, and {name} stopped to look.", .needsNoProblem),
      // No "far away" or "nearby" here: a sound may say where it is ("thunder rumbled far
      // away", "the snow crunched under their boots").
      "Just then, {sound}.", "{name} listened as {sound}.",
      Line("It was so beautiful that {companion} forgot to speak: {sight}.", .needsNoProblem),
      Line("Then {sound}, and it felt like a welcome.", .needsNoProblem),
    ], .needsAway)

  /// The hero and the companion on the way, before anything has gone wrong.
  static let people: [Line] = marked(
    [
      "{companion} chattered happily about everything they passed.",
      Line("{name} took a deep breath of the fresh air.", .outdoors),
      "The two friends smiled at each other.",
      "Every step felt like the beginning of something wonderful.",
      "{name} wondered what they would find next.",
      "{companion} hummed a little tune to keep their spirits up.",
      "Nobody said a word for a while; there was too much to see.",
      Line("{name} held on tight to the bag packed for the journey.", .needs("bag")),
      "{companion} chattered about the last time somebody had tried this, long ago.",
      "It was the kind of moment {name} wanted to remember forever.",
      Line(
        "{companion} pointed out a shortcut, and they laughed when it turned out to be longer.",
        .onLand, .outdoors),
      "The air smelled of adventure, or perhaps of someone's supper.",
      Line("{name} counted the steps under {their} breath, just for fun.", .onLand),
      Line("They stopped for a sip of water and a rest on a comfortable rock.", .onLand, .outdoors),
      Line("A gentle breeze ruffled {name}'s hair.", .outdoors),
      "Time seemed to slow down, in the nicest possible way.",
      "{name} thought of home, and then of the plan to {goal}, and kept going.",
      "Even the smallest things looked magical today.",
    ], .needsAway, .needsNoProblem)

  /// A custom occasion's keywords, each said once on the way, in the writer's words.
  static let keywords: [Line] = [
    "{name} could not stop thinking about {keyword}.",
    "{companion} wanted to hear all about {keyword}.",
    "Nobody had forgotten about {keyword}, of course.",
    "{name} smiled at the thought of {keyword}.",
  ]
}

extension FillerSentences {
  /// Every line of a pool with the marks the whole pool shares.
  static func marked(_ lines: [Line], _ marks: Line.Mark...) -> [Line] {
    lines.map { line in
      var line = line
      line.marks += marks
      return line
    }
  }
}

extension Line {
  /// The line with more marks.
  func with(_ more: Mark...) -> Line {
    var line = self
    line.marks += more
    return line
  }
}
