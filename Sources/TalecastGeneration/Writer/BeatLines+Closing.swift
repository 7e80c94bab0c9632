/// How a story ends: home again, the guest a custom occasion is for, how the hero feels, the
/// day the occasion was, and the last image.
extension Beat {
  static func closing(_ plot: Plot) -> [[Line]] {
    var groups: [[Line]] = [homecomings]
    if plot.need != nil { groups.append(goalsDoneWithNeed) }
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
      "[When the adventure was over|Once the adventure was over|With the adventure over|When it was all over], {name} and {companion} [walked|went|headed|made their way] home side by side.",
      .goesHome),
    Line(
      "[At last|Finally|Soon] it was time to go home, and {companion} promised to [visit again soon|come and visit again soon|come back very soon|visit again before long].",
      .goesHome, .leaves),
    Line(
      "[|Somehow, |Funnily enough, ]the [way|journey|trip] home seemed [much shorter|so much shorter|far shorter|a great deal shorter] than the [way there|journey there].",
      .goesHome),
    Line(
      "{companion} [walked|went with|took] {name} all the way to the door and [waved goodbye|waved a long goodbye|said a warm goodbye|waved and waved].",
      .goesHome, .leaves),
  ]

  static let arrivingGuests: [Line] = [
    Line(
      "That evening there was a [knock|loud knock|cheerful knock] at the door, and in came {guest}.",
      .guestArrives, .needsHome, .at(.evening)),
    Line(
      "When the evening came, {guest} arrived, [right on time|just on time|right on the dot].",
      .guestArrives, .needsHome, .at(.evening)),
    Line(
      "As the sun went down, {guest} came through the door at last.", .guestArrives, .needsHome,
      .at(.evening)),
  ]

  static let waitingGuests: [Line] = [
    Line(
      "{guest} was waiting at home, and gave {name} the [biggest hug|biggest hug ever|warmest hug].",
      .guestArrives, .needsHome),
    Line(
      "{guest} [laughed and clapped|clapped and cheered|laughed with delight] when {name} came in.",
      .guestArrives, .needsHome),
  ]

  /// A custom occasion's goal, reached: the ending says so in so many words.
  static let goalsReached: [Line] = [
    Line(
      "{name} had set out to {goal}, and {they} had [done it|really done it|done it at last].",
      .needsSolved),
    Line(
      "Everyone agreed it had been worth it: {name} had managed to {goal}.", .needsSolved),
  ]

  /// The deadline comes, and the goal was reached before it.
  static let deadlineEvents: [Line] = [
    Line("It was done just in time, for a little later {deadlineEvent}.", .needsSolved),
    Line("Not a moment too soon: soon afterwards, {deadlineEvent}.", .needsSolved),
  ]

  static let deadlineTimes: [Line] = [
    Line(
      "It was all done {deadline}, [with no time to spare|and not a moment late|as promised].",
      .needsSolved),
    Line("When {deadlineTime} came at last, it was all done.", .needsSolved),
  ]

  /// What the goal was for, made possible.
  static let purposesMet: [Line] = [
    Line("And so {purpose}.", .needsSolved),
    Line("Because of that, {purpose}.", .needsSolved),
  ]

  static let feelings: [Line] = [
    "{name} felt [proud|so proud|ever so proud], and a [little|bit|tiny bit] tired, and [very happy|very, very happy|happier than ever|happy all the way through].",
    "{name} [knew|felt sure|could tell] that being {t1} had been [a good thing to be|a very good thing to be|just the right thing to be] today.",
    "[|All in all, |Yes, ]it had been a [long|long, long|very long|busy] day, and a [good one|very good one|wonderful one|happy one].",
    "{name} could [hardly|barely|scarcely] wait to [tell everyone|tell everyone all about it|tell the whole story], but first there was a [bath|warm bath|bubble bath] to take.",
  ]

  static let toneEndings: [Line] = [
    "It had been {tone} from start to finish, just as {occasion} should be.",
    "{name} knew that {occasion} would be remembered for a [long, long time|very long time|long time to come].",
  ]

  static let plainEndings: [Line] = [
    "{name} knew that {occasion} would be remembered for a [long, long time|very long time|long time to come]."
  ]

  static let lastImages: [Line] = [
    Line("[That night|Later that night|That very night], {ending}.", .at(.night)),
    Line(
      "[And as|As|And when] {name} [drifted off to sleep|drifted off|snuggled down to sleep], {ending}.",
      .at(.night)),
    "[Later|Much later|A little later], when the house was [quiet|still|hushed], {ending}.",
  ]
}
