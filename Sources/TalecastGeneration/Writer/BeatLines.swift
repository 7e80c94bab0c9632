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
    case .turn: [Self.ideas, Self.efforts]
    case .resolution:
      switch plot.problem {
      case .obstacle:
        [plot.treasure == nil ? Self.clearedForGoal : Self.findings]
          + (plot.premise?.goal == nil ? [] : [Self.goalsDone])
      case .lost:
        [Self.recoveries, Self.goalsSaved] + (plot.premise?.goal == nil ? [] : [Self.goalsDone])
      }
    case .closing: Self.closing(plot)
    }
  }

  static let introductions: [[Line]] = [
    [
      "Once upon a time, in {home}, there lived a {t1} and {t2} {kind} named {name}.",
      "In {home} lived {name}, who was {t1}, {t2}, and always ready for something new.",
      "There was once a {t1} little hero called {name}, who lived in {home}.",
      "Not so long ago, {home} was home to {name}, a {t1} and {t2} {kind}.",
      "If you had visited {home} back then, you would surely have met {name}, the most {t1} {kind} for miles.",
    ],
    [
      "{name} had {appearance}, and everybody in the neighbourhood knew that face.",
      "You could spot {name} a long way off, thanks to {appearance}.",
      "With {appearance}, {name} never went unnoticed.",
      "Anyone who met {name} remembered {appearance} first of all.",
      "{name} was easy to find in a crowd: just look for {appearance}.",
    ],
    [
      "Not many people knew that {name} had a special gift: {ability}.",
      "{name} also had a secret talent, {ability}, which came in handy more often than you might think.",
      "And {name} was good at something quite unusual: {ability}.",
      "Only {name}'s closest friends knew about {ability}, a gift that was about to matter a great deal.",
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
    Line("One day, {companionIntro}, came hurrying up to {name}.", .arrives),
    Line(
      "That very afternoon, {companionIntro}, appeared with important news.", .arrives,
      .at(.afternoon)),
    Line(
      "Just as the sun dipped low, {companionIntro}, tapped on the window.", .arrives, .at(.evening)
    ),
    Line(
      "Right after breakfast, {companionIntro}, arrived quite out of breath.", .arrives,
      .at(.morning)),
    Line("Nobody expected a visitor, but there at the door stood {companionIntro}.", .arrives),
    Line(
      "When the house had gone quiet for the night, {companionIntro}, tapped on the window.",
      .arrives, .during(.evening ... .night), .at(.night)),
  ]

  static let calls: [Line] = [
    "\"Please help,\" said {companion}. \"We need to {goal}.\"",
    "{companion} explained that somebody brave enough had to {goal}.",
    "\"Nobody else can do it,\" {companion} said. \"Somebody has to {goal}, and I think it should be you.\"",
    "It turned out that somebody had to {goal}, and {companion} had come to ask {name}.",
  ]

  /// The companion offers to help with the custom occasion's own goal.
  static let offers: [Line] = [
    "{companion} had heard all about the plan to {goal}, and wanted to help.",
    "{name} told {companion} about the plan to {goal}, and {c:they were} ready to help at once.",
    "\"Let me help,\" said {companion}, as soon as {c:they} heard about the plan to {goal}.",
  ]

  static let settingOut: [Line] = [
    Line("{name} did not have to think twice, and off they went to {place}.", .setsOut),
    Line("So {name} and {companion} set out together for {place}.", .setsOut),
    Line(
      "A moment later, {name} had packed a bag, and the two of them were on their way to {place}.",
      .setsOut, .gives("bag")),
    Line(
      "{name} nodded, grabbed a coat, and followed {companion} towards {place}.", .setsOut,
      .gives("coat")),
    Line(
      "{name} packed a bag with everything they might need, and the two of them set off for {place}.",
      .setsOut, .gives("bag")),
  ]

  /// What will go missing is taken along first.
  static let takingAlong: [Line] = [
    Line("{name} made sure to bring {lost} along, safe in the bag.", .needs("bag")),
    "{name} had promised to take good care of {lost}, so {lost:it} came along too.",
  ]

  static let paths: [Line] = [
    "Their path led them to {spot}.", "Before long, {name} and {companion} reached {spot}.",
    "Soon they came upon {spot}.", "The next part of the way took them past {spot}.",
    "After some time, {spot} came into view.",
  ]

  static let traitMoments: [Line] = ["{name} {trait1action}.", "{name} {trait2action}."]

  static let obstacles: [Line] = [
    Line("But then, right in front of them, there was {obstacle}.", .startsProblem),
    Line("Suddenly everything changed, for ahead of them lay {obstacle}.", .startsProblem),
    Line("They turned a corner and stopped short: there was {obstacle}.", .startsProblem),
    Line("Nobody had warned them about {obstacle}, yet there it was.", .startsProblem),
  ]

  static let losses: [Line] = [
    Line(
      "But when {name} reached into the bag for {lost}, {lost:it was} gone.", .startsProblem,
      .needs("bag")),
    Line("Then {name} noticed something terrible: {lost} had gone missing.", .startsProblem),
    Line(
      "{name} turned to check on {lost}, and {lost:it was} nowhere to be seen.", .startsProblem),
  ]

  static let dismay: [Line] = [
    "{companion} gasped. \"What shall we do now?\"",
    "\"Oh no,\" whispered {companion}, \"we will never manage to {goal} now.\"",
    "{companion} sat down with a bump. \"This is hopeless.\"",
    "\"Maybe we should turn back,\" said {companion} in a very small voice.",
  ]

  static let lossDismay: [Line] = [
    "{companion} gasped. \"What shall we do now?\"",
    "\"Oh no,\" whispered {companion}, \"without {lost} we will never manage to {goal}.\"",
    "{companion} sat down with a bump. \"This is hopeless.\"",
  ]

  static let puzzling: [Line] = [
    "For a moment, even {name} did not know what to do.",
    "{name} sat very still and thought very hard.",
    "{name} chewed {their} lip and tried to think of a plan.",
    "Even {name}'s best ideas seemed too small for this.",
  ]

  static let obstacleAttempts: [Line] = [
    "First they tried to find a way around it, but there was no way around.",
    "They waited and waited, hoping it would go away by itself, but it did not.",
    "{companion} tried one way and {name} tried another, but neither way worked.",
    "{name} tried calling for help, but only an echo answered.",
  ]

  static let searches: [Line] = [
    "They looked high and low, in every corner and under every stone, but {lost} could not be found.",
    "They went all the way back the way they had come, looking at every step, but found nothing.",
    "{companion} asked everyone they met, but nobody had seen {lost}.",
  ]

  static let ideas: [Line] = [
    "Then {name} remembered the special gift of {ability}.",
    "All at once {name} had an idea, and it had everything to do with {ability}.",
    "Slowly a smile spread over {name}'s face: this was a job for {ability}.",
    "Then {name} thought of something that might help: {ability}.",
  ]

  static let efforts: [Line] = [
    "Being {t2} as well as {t1}, {name} {trait2action}.",
    "{name} {trait1action}. That made all the difference.",
  ]

  static let findings: [Line] = [
    Line("Little by little the trouble melted away, and at last they found {treasure}.", .solves),
    Line("It worked! The way was clear, and there before them was {treasure}.", .solves),
    Line("Bit by bit the way opened, until at last they saw {treasure}.", .solves),
    Line(
      "And then, just like that, the trouble was behind them, and ahead lay {treasure}.", .solves),
  ]

  static let clearedForGoal: [Line] = [
    Line(
      "Little by little the trouble melted away, and now {name} could {goal} after all.", .solves),
    Line(
      "It worked! The way was clear, and nothing could stop {them} now from the plan to {goal}.",
      .solves),
  ]

  static let recoveries: [Line] = [
    Line(
      "And there {lost:it was}: {lost}, safe and sound, just where nobody had thought to look.",
      .solves),
    Line("At last {name} found {lost}, tucked away where nobody had thought to look.", .solves),
    Line("{companion} gave a shout: {lost} had been found, not a scratch on it.", .solves),
  ]

  /// The premise's goal, done, in the premise's own words put in the past.
  static let goalsDone: [Line] = [
    Line("And so, at last, {name} {goalPast}.", .needsSolved),
    Line("Then, slowly and carefully, {name} {goalPast}.", .needsSolved),
    Line("With one last try, {name} {goalPast}.", .needsSolved),
  ]

  static let goalsSaved: [Line] = [
    "Now nothing stood in the way, and {name} could {goal} after all.",
    "The plan to {goal} was saved.",
    "{name} laughed with relief, because now {they} could {goal} after all.",
  ]
}
