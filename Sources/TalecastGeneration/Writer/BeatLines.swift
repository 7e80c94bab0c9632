/// The sentences of each beat: groups said in order, each with alternatives the seed chooses
/// between among those that fit the story's state. What a beat says depends on the plot: a
/// lost thing is searched for, an obstacle is got past.
extension Beat {
  func groups(for plot: Plot) -> [[Line]] {
    switch self {
    case .setup: Self.introductions + (plot.custom == nil ? [] : Self.occasionSetup(plot))
    case .call:
      [Self.arrivals, plot.custom == nil ? Self.calls : Self.offers, Self.settingOut]
        + (plot.departure.map { [[$0]] } ?? []) + (plot.isLost ? [Self.takingAlong] : [])
    case .journey: [Self.paths, Self.traitMoments]
    case .encounter:
      plot.aid == nil
        ? [] : [Self.meetings, Self.helpingHands, Self.helpings, Self.thanks, Self.farewells]
    case .setback:
      plot.setback.map { setback in
        [
          [setback.start.with(.startsSetback, .needsAway)], Self.setbackWorries,
          setback.ends.map { $0.with(.endsSetback) }, Self.setbackAfter,
        ]
      } ?? []
    case .problem:
      switch plot.problem {
      case .obstacle: [Self.obstacles, Self.dismay, Self.puzzling]
      case .lost: [Self.losses, Self.lossDismay, Self.puzzling]
      }
    case .attempt:
      switch plot.problem {
      case .obstacle: [Self.obstacleAttempts]
      case .lost: [Self.searches]
      }
    case .turn:
      // The way past is what the story set up: the helper's thanks when the gift led the
      // hero to a helper, else the gift; a lost thing is found by the gift.
      [Self.aidIdeas + Self.ideas, Self.efforts]
        + [plot.isLost ? Self.giftsFind : Self.aidsUsed + Self.giftsUsed]
    case .resolution:
      switch plot.problem {
      case .obstacle:
        [plot.treasure == nil ? Self.clearedForGoal : Self.findings]
          + (plot.need == nil ? [] : [Self.needsFound])
          // With a thing fetched, the goal is reached at home (in the closing).
          + (plot.premise?.goal == nil || plot.need != nil ? [] : [Self.goalsDone])
      case .lost:
        [Self.recoveries, Self.goalsSaved] + (plot.premise?.goal == nil ? [] : [Self.goalsDone])
      }
    case .closing: Self.closing(plot)
    }
  }

  static let introductions: [[Line]] = [
    [
      "[Once upon a time|Long ago|A long time ago], in {home}, there lived a {t1} and {t2} {kind} [named|called] {name}.",
      "In {home} lived {name}, who was {t1}, {t2}, and always [ready for something new|ready for an adventure|eager to try something new|happy to try something new].",
      "[There was once|Once there was|Not long ago there was] a {t1} little [hero|adventurer] [called|named] {name}, who lived in {home}.",
      "[Not so long ago|Not very long ago|Once upon a time], {home} was home to {name}, a {t1} and {t2} {kind}.",
      "If you had [visited|gone to|passed through] {home} back then, you would [surely|certainly|very likely] have met {name}, the most {t1} {kind} [for miles|for miles around|anyone had ever known|in the whole wide world].",
    ],
    [
      "{name} had {appearance}, and [everybody|everyone|just about everybody] [in the neighbourhood|for streets around|in the whole town] [knew that face|knew that face well|would know that face anywhere].",
      "You could [spot|recognise|pick out] {name} [a long way off|from a long way off|from miles away|from far off], thanks to {appearance}.",
      "[With|Thanks to|Because of] {appearance}, {name} [never went unnoticed|was hard to miss|was impossible to miss|always stood out|never, ever went unnoticed].",
      "[Anyone who met|Everyone who met|Whoever met] {name} [remembered|noticed] {appearance} [first of all|before anything else|most of all|first].",
      "{name} was [easy|always easy|never hard] to [find|spot] in a crowd: [just look for|you only had to look for|just keep an eye out for] {appearance}.",
    ],
    [
      "[Not many people|Hardly anyone|Very few people] knew that {name} had a [special|secret|rather special|very special] gift: {ability}.",
      "{name} also had a [secret|hidden|special] talent, {ability}, which [came in handy|proved useful] more often than [you might think|you would think|anyone would guess].",
      "[And|Also,|What's more,] {name} was [good|very good|wonderfully good] at something [quite unusual|rather unusual|most unusual]: {ability}.",
      "Only {name}'s [closest|very best|oldest|dearest] friends knew about {ability}, a gift that was [about to matter a great deal|soon going to matter a great deal|about to become very important].",
    ],
  ]

  /// A custom occasion's day, told in the writer's words: what day it is, what the hero means to
  /// do, and how the day feels.
  static func occasionSetup(_ plot: Plot) -> [[Line]] {
    var groups: [[Line]] = [
      [
        "Today was a special day, because it was the day of {occasion}.",
        "Everyone had been looking forward to {occasion} for weeks.",
        Line("{name} woke up early, already thinking about {occasion}.", .at(.morning)),
      ],
      [
        "More than anything, {name} wanted to {goal}.",
        "{name} had made up {their} mind: today {they} would {goal}.",
        "{name} had a plan for the day, and the plan was to {goal}.",
      ],
    ]
    if plot.need != nil {
      groups.append([
        "But to do it, {name} needed {need}, and the only place to find it was {place}.",
        "[There was just one problem|There was only one snag]: {name} needed {need}, and there was none at home. [The only one left|The last one anywhere] was at {place}.",
      ])
    }
    if let deadline = plot.premise?.deadline {
      groups.append(
        deadline.event != nil
          ? [
            "It had to be done {deadline}.",
            "There was not much time: it all had to be ready {deadline}.",
          ]
          : [
            "It had to be done {deadline}, and not a minute later.",
            "There was not much time: it all had to be ready {deadline}.",
          ])
    }
    if plot.premise?.purpose != nil {
      groups.append(["If it worked, {purpose}.", "That way, {purpose}."])
    }
    if plot.custom?.tone.isEmpty == false {
      groups.append([
        "It was going to be a {tone} sort of day.",
        "Somehow {name} could tell that today would feel {tone}.",
      ])
    }
    return groups
  }

  static let arrivals: [Line] = [
    Line(
      "[One day|One fine day|Then one day|All of a sudden], {companionIntro}, came [hurrying|rushing|dashing] up to {name}.",
      .arrives),
    Line(
      "[That very afternoon|Later that afternoon|That same afternoon], {companionIntro}, [appeared|turned up|arrived] with [important news|some very important news|news that could not wait].",
      .arrives, .at(.afternoon)),
    Line(
      "Just as the sun [dipped low|began to sink|was sinking low], {companionIntro}, tapped [softly |]on the window.",
      .arrives, .at(.evening)),
    Line(
      "[Right after breakfast|Just after breakfast|Straight after breakfast], {companionIntro}, arrived [quite out of breath|all out of breath|puffing and panting|breathless with excitement].",
      .arrives, .at(.morning)),
    Line(
      "[Nobody|No one] [expected|was expecting] a visitor, but there [at the door|on the doorstep|right at the door] stood {companionIntro}.",
      .arrives),
    Line(
      "When [everything|the whole world|everyone] had gone [quiet|still|silent] for the night, {companionIntro}, [tapped on|tapped at|knocked softly on] the window.",
      .arrives, .during(.evening ... .night), .at(.night)),
  ]

  static let calls: [Line] = [
    "\"[Please help|Please, you must help|Oh, please help|We need your help],\" [said|begged|pleaded] {companion}. \"We [need|have] to {goal}[|, and quickly|, and soon].\"",
    "{companion} [explained|said|whispered] that somebody [brave enough|brave|very brave|with a brave heart] had to {goal}.",
    "\"[Nobody else can do it|No one else can do it|Nobody else would dare],\" {companion} [said|sighed|said softly]. \"Somebody has to {goal}, and I [think|really think|just know] it should be you.\"",
    "It [turned out|seemed] that somebody had to {goal}, and {companion} had come [to ask {name}|all this way to ask {name}|to ask {name} for help].",
  ]

  /// The companion offers to help with the custom occasion's own goal.
  static let offers: [Line] = [
    "{companion} had heard all about the plan to {goal}, and wanted to help[| at once| more than anything].",
    "{name} told {companion} about the plan to {goal}, and {c:they were} ready to help [at once|straight away|right away].",
    "\"[Let me help|Let me come too|I want to help],\" said {companion}, as soon as {c:they} heard about the plan to {goal}.",
  ]

  static let settingOut: [Line] = [
    Line(
      "{name} did not [have to think|need to think|stop to think] twice, and off they [went|hurried|dashed][| together] to {place}.",
      .setsOut),
    Line(
      "[So|And so|Then] {name} and {companion} set [out|off] together for {place}[| without a moment to lose|, side by side].",
      .setsOut),
    Line(
      "[A moment later|In no time at all|Before long|Quick as a wink], {name} had packed a bag, and the two of them were [on their way|off on their way|setting off] to {place}.",
      .setsOut, .gives("bag")),
    Line(
      "{name} [nodded|nodded at once|said yes at once], [grabbed|snatched up|pulled on] a coat, and [followed|hurried after] {companion} towards {place}.",
      .setsOut, .gives("coat")),
    Line(
      "{name} [packed|quickly packed|filled] a bag with everything they might need[| and a little more], and the two of them set [off|out] for {place}.",
      .setsOut, .gives("bag")),
  ]

  /// What will go missing is taken along first.
  static let takingAlong: [Line] = [
    Line(
      "{name} made sure to [bring|take] {lost} along, [safe in the bag|tucked safely in the bag|packed safely in the bag].",
      .needs("bag")),
    "{name} had promised to [take good care of|look after|keep an eye on] {lost}, so {lost:it} [came along too|came along as well|came with them].",
  ]

  static let paths: [Line] = [
    "[Their way|The way|Their journey] [led|took|brought] them to {spot}.",
    "[Before long|Soon enough|After a while], {name} and {companion} [reached|came to|arrived at] {spot}.",
    "[Soon|Presently|Before long] they came [upon|to|across] {spot}.",
    "The next part of the [way|journey] took them [past|by|right past] {spot}.",
    "[After some time|Little by little|At length|Then], {spot} [came into view|appeared ahead|came into sight].",
  ]

  static let traitMoments: [Line] = [
    "{name} {trait1action}.", "{name} {trait2action}.",
    "[Along the way|On the way|As they went], {name} {trait1action}.",
    "[Along the way|On the way|As they went], {name} {trait2action}.",
  ]

  static let obstacles: [Line] = [
    Line(
      "[But then|All of a sudden|And then], right [in front of them|ahead of them], there was {obstacle}.",
      .startsProblem),
    Line(
      "Suddenly everything changed, for [ahead of them|right ahead of them|there ahead of them] lay {obstacle}.",
      .startsProblem),
    Line(
      "They [turned a corner|came round a bend|went a little further] and stopped short: there was {obstacle}.",
      .startsProblem),
    Line(
      "[Nobody|No one] had warned them about {obstacle}, yet there it [was|was, all the same].",
      .startsProblem),
  ]

  static let losses: [Line] = [
    Line(
      "But when {name} reached into the bag for {lost}, {lost:it was} [gone|simply gone|not there at all].",
      .startsProblem, .needs("bag")),
    Line(
      "Then {name} noticed something [terrible|dreadful|awful]: {lost} had gone missing.",
      .startsProblem),
    Line(
      "{name} turned to check on {lost}, and {lost:it was} nowhere to be seen.", .startsProblem),
  ]

  static let dismay: [Line] = [
    "{companion} [gasped|let out a gasp|gave a startled gasp|went quite pale]. \"[Oh dear|Oh no|Oh my|Goodness me|Oh, help], [what shall we do now|what do we do now|what are we going to do now|what can we do now|whatever shall we do]?\"",
    "\"[Oh no|Oh dear|Oh, no, no, no],\" [whispered|said|wailed] {companion}, \"we will never [manage|be able] to {goal} now.\"",
    "{companion} sat down with a [bump|thump|sigh]. \"[This is|It's|Oh, this is|I'm afraid this is|Well, this is] [hopeless|quite hopeless|simply hopeless|no use at all|completely hopeless].\"",
    "\"[Maybe|Perhaps] we should [turn back|go home|turn around and go home],\" said {companion} in a [very small|tiny|small, shaky] voice.",
  ]

  static let lossDismay: [Line] = [
    "{companion} [gasped|let out a gasp|gave a startled gasp|went quite pale]. \"[Oh dear|Oh no|Oh my|Goodness me|Oh, help], [what shall we do now|what do we do now|what are we going to do now|what can we do now|whatever shall we do]?\"",
    "\"[Oh no|Oh dear|Oh, no, no, no],\" [whispered|said|wailed] {companion}, \"without {lost} we will never [manage|be able] to {goal}.\"",
    "{companion} sat down with a [bump|thump|sigh]. \"[This is|It's|Oh, this is|I'm afraid this is|Well, this is] [hopeless|quite hopeless|simply hopeless|no use at all|completely hopeless].\"",
  ]

  static let puzzling: [Line] = [
    "For a [moment|little while|long moment|while], even {name} [did not know|had no idea|could not think|was not sure] what to do[| next].",
    "{name} [sat|stood|kept] very still and thought [very hard|harder than ever|long and hard|as hard as could be][|, frowning].",
    "{name} [chewed|bit] {their} lip and tried [|hard ]to think of a [plan|way out|clever plan|good idea].",
    "Even {name}'s [best|very best|cleverest|biggest] ideas seemed [too small|far too small|much too small|no match] for [this|a problem like this|this one].",
  ]

  static let obstacleAttempts: [Line] = [
    "[First|To begin with|At first] they tried to find a way [around it|past it|round it], but there was no way [around|past|round].",
    "They waited [and waited|and waited and waited|a long time], hoping it would [go away by itself|go away on its own|simply go away|disappear by itself], but it [did not|never did|stayed right where it was].",
    "[|First |Then ]{companion} tried one way and {name} tried another, but [neither way worked|neither way worked at all|nothing worked|it was no good].",
    "{name} [tried|even tried|then tried] [calling|calling out|shouting] for help, but only [an echo answered|an echo answered back|an echo called back|a faint echo answered].",
  ]

  static let searches: [Line] = [
    "They [looked|searched|hunted] high and low, in every corner and under every stone, but {lost} [could not be found|was nowhere to be found|could not be found anywhere].",
    "They went all the way back the way they had come, [looking at every step|checking every step|looking carefully at every step|peering at every step], but found [nothing|nothing at all|not a thing].",
    "{companion} asked [everyone|everybody|every creature] they met, but [nobody|not one of them|nobody at all] had seen {lost}.",
  ]

  static let ideas: [Line] = [
    "[Then|Just then|Suddenly|All at once] {name} remembered the [special|secret|wonderful] gift of {ability}.",
    "[All at once|Suddenly|Just then|Then] {name} had [an idea|a brilliant idea|a wonderful idea], and it had everything to do with {ability}.",
    "Slowly a [smile|grin|big smile] spread [over|across] {name}'s face: [this was a job for|this was just the time for|this called for] {ability}.",
    "[Then|And then|At last] {name} thought of something that [might help|might just help|could help|might save the day]: {ability}.",
  ]

  static let efforts: [Line] = [
    "[Being {t2} as well as {t1}|Being both {t1} and {t2}], {name} {trait2action}.",
    "{name} {trait1action}. [That|And that|It|This] [made all the difference|made all the difference in the world|was just what was needed|changed everything|did the trick|was exactly the right thing|turned everything around].",
  ]

  static let findings: [Line] = [
    Line(
      "Little by little the trouble [melted away|faded away|grew smaller], and at last they found {treasure}.",
      .solves),
    Line(
      "[|Hooray, |Hurrah, |Yes, |Oh, ]it [worked|really worked|actually worked]! The way was clear, and there [before them|in front of them|right before them] was {treasure}.",
      .solves),
    Line(
      "Bit by bit the way [opened|opened up|cleared], until at last they saw {treasure}.", .solves),
    Line(
      "And then, just like that, the trouble was behind them, and [ahead lay|ahead of them lay|there ahead lay] {treasure}.",
      .solves),
  ]

  static let clearedForGoal: [Line] = [
    Line(
      "Little by little the trouble [melted away|faded away|grew smaller], and now {name} could {goal} after all.",
      .solves),
    Line(
      "[|Hooray, |Hurrah, |Yes, |Oh, ]it [worked|really worked|actually worked]! The way was clear, and nothing could stop {them} now from the plan to {goal}.",
      .solves),
  ]

  static let recoveries: [Line] = [
    Line(
      "And there {lost:it was}: {lost}, safe and sound, just where nobody had thought to look.",
      .solves),
    Line(
      "At last {name} found {lost}, [tucked away|hidden away|tucked safely away] where nobody had thought to look.",
      .solves),
    Line(
      "{companion} gave a [shout|great shout|happy shout]: {lost} had been found, not a scratch on it.",
      .solves),
  ]

  /// The gift named as what gets them past the trouble, in words that connect the two.
  static let giftsUsed: [Line] = [
    Line(
      "[Thanks to|Because of|With] {their} gift for {ability}, {name} found a way [past|beyond|around] {obstacleShort}.",
      .needsOpenProblem),
    Line(
      "It was {their} gift for {ability} that showed {name} how to get past {obstacleShort}.",
      .needsOpenProblem),
  ]

  /// What the journey was for, found once the trouble is behind them.
  static let needsFound: [Line] = [
    Line(
      "[Soon|Not long after|At last] they reached {place}, and there, [waiting just where it should be|right where they had hoped|just in time], was {need}.",
      .needsSolved),
    Line(
      "[At last|Before long|Soon after], they came to {place}, and {name} found {need}[| at once| in no time].",
      .needsSolved),
  ]

  /// The goal reached with the thing fetched for it.
  static let goalsDoneWithNeed: [Line] = [
    Line("With {needDefinite} {needUse}, {name} {goalPast}.", .needsSolved),
    Line(
      "[Carefully|Slowly and carefully|With great care], {name} used {needDefinite}, and {goalPast}.",
      .needsSolved),
  ]

  /// The premise's goal, done, in the premise's own words put in the past.
  static let goalsDone: [Line] = [
    Line("And so, at last, {name} {goalPast}.", .needsSolved),
    Line("Then, [slowly and carefully|carefully and slowly], {name} {goalPast}.", .needsSolved),
    Line("With one last [try|go|effort], {name} {goalPast}.", .needsSolved),
  ]

  static let goalsSaved: [Line] = [
    "Now nothing stood in the way, and {name} could {goal} after all.",
    "The plan to {goal} was saved[| after all].",
    "{name} laughed with relief, because now {they} could {goal} after all.",
  ]
}
