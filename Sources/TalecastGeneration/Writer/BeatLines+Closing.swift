/// How a story ends: home again, the guest a custom occasion is for, how the hero feels, the
/// day the occasion was, and the last image.
extension Beat {
  static func closing(_ plot: Plot) -> [[Line]] {
    var groups: [[Line]] = [homecomings]
    if let guest = plot.guest { groups.append(guest.arrives ? arrivingGuests : waitingGuests) }
    if plot.custom != nil { groups.append(goalsReached) }
    if let deadline = plot.premise?.deadline {
      groups.append(deadline.event != nil ? deadlineEvents : deadlineTimes)
    }
    if plot.premise?.purpose != nil { groups.append(purposesMet) }
    groups.append(feelings)
    if let occasion = plot.custom {
      groups.append(occasion.tone.isEmpty ? plainEndings : toneEndings)
    }
    groups.append(lastImages)
    return groups
  }

  static let homecomings: [Line] = [
    Line(
      "When the adventure was over, {name} and {companion} walked home side by side.", .goesHome),
    Line(
      "At last it was time to go home, and {companion} promised to visit again soon.", .goesHome,
      .leaves),
    Line("The way home seemed much shorter than the way there.", .goesHome),
    Line(
      "{companion} walked {name} all the way to the door and waved goodbye.", .goesHome, .leaves),
  ]

  static let arrivingGuests: [Line] = [
    Line(
      "That evening there was a knock at the door, and in came {guest}.", .guestArrives,
      .needsHome, .at(.evening)),
    Line(
      "When the evening came, {guest} arrived, right on time.", .guestArrives, .needsHome,
      .at(.evening)),
    Line(
      "As the sun went down, {guest} came through the door at last.", .guestArrives, .needsHome,
      .at(.evening)),
  ]

  static let waitingGuests: [Line] = [
    Line(
      "{guest} was waiting at home, and gave {name} the biggest hug.", .guestArrives, .needsHome),
    Line("{guest} laughed and clapped when {name} came in.", .guestArrives, .needsHome),
  ]

  /// A custom occasion's goal, reached: the ending says so in so many words.
  static let goalsReached: [Line] = [
    Line("{name} had set out to {goal}, and {they} had done it.", .needsSolved),
    Line("Everyone agreed it had been worth it: {name} had managed to {goal}.", .needsSolved),
  ]

  /// The deadline comes, and the goal was reached before it.
  static let deadlineEvents: [Line] = [
    Line("It was done just in time, for a little later {deadlineEvent}.", .needsSolved),
    Line("Not a moment too soon: soon afterwards, {deadlineEvent}.", .needsSolved),
  ]

  static let deadlineTimes: [Line] = [
    Line("It was all done {deadline}, just in time.", .needsSolved),
    Line("When {deadlineTime} came at last, it was all done.", .needsSolved),
  ]

  /// What the goal was for, made possible.
  static let purposesMet: [Line] = [
    Line("And so {purpose}.", .needsSolved),
    Line("Because of that, {purpose}.", .needsSolved),
  ]

  static let feelings: [Line] = [
    "{name} felt proud, and a little tired, and very happy.",
    "{name} knew that being {t1} had been a good thing to be today.",
    "It had been a long day, and a good one.",
    "{name} could hardly wait to tell everyone, but first there was a bath to take.",
  ]

  static let toneEndings: [Line] = [
    "It had been {tone} from start to finish, just as {occasion} should be.",
    "{name} knew that {occasion} would be remembered for a long, long time.",
  ]

  static let plainEndings: [Line] = [
    "{name} knew that {occasion} would be remembered for a long, long time."
  ]

  static let lastImages: [Line] = [
    Line("That night, {ending}.", .at(.night)),
    Line("And as {name} drifted off to sleep, {ending}.", .at(.night)),
    "Later, when the house was quiet, {ending}.",
  ]
}
