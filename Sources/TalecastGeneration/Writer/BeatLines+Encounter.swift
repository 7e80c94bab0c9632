/// The lines of a long story's extra plot: a helper met and helped on the way, whose thanks
/// later gets the hero past the trouble, and a smaller trouble on the way.
extension Beat {
  /// A helper met on the way, with a trouble of their own, found by the hero's gift: the gift
  /// leads to the helper, whose thanks gets them past the trouble.
  static let meetings: [Line] = [
    Line(
      "It was {their} gift for {ability} that led {name} to {helperIntro}, who {helperTrouble}.",
      .gives("helper")),
    Line(
      "[Thanks to|Because of] {their} gift for {ability}, {name} [noticed|found|spotted] {helperIntro}, who {helperTrouble}.",
      .gives("helper")),
  ]

  /// Whether to stop and help, when there is somewhere to be.
  static let helpingHands: [Line] = [
    "{companion} [tugged at|pulled at|nudged] {name}. \"[We are in a hurry|We have a long way to go|There is no time to lose],\" {c:they} [whispered|said|murmured].",
    "{name} [looked at|glanced at] the path ahead, and then at {helper}, and [knew|decided|was sure] that the path could wait [a little|a moment|for a while].",
    "\"[Hold on|Wait there|Don't worry|Stay still], we will [help|help you|sort this out|put it right],\" said {name}[| kindly| at once| softly].",
  ]

  /// On again, after the helper's thanks.
  static let farewells: [Line] = [
    "{helper} [waved|called goodbye|watched them go] until they were [out of sight|far along the way|just a speck in the distance].",
    "[Feeling warm inside|With a wave|With light hearts], {name} and {companion} [went on their way|carried on|hurried on], wondering when they would need {aid}.",
  ]

  /// A moment of worry when the setback comes.
  static let setbackWorries: [Line] = [
    "{name} [stopped|stood still|frowned], for this was [not part of the plan|not what they had expected|not how it was meant to go|a real nuisance].",
    "\"[Oh, bother|Oh dear|Oh no], [that is all we needed|this was not part of the plan|we will be late now],\" [sighed|groaned|muttered|grumbled] {companion}.",
    "[For a moment|For a little while|Just for a moment], {name} [did not know which way to turn|felt a little lost|wondered what to do].",
  ]

  /// On again after the setback, closer than before.
  static let setbackAfter: [Line] = [
    "[After that|From then on|After that little fright], they [kept close together|stayed side by side|kept a little closer together], just in case.",
    "{name} [smiled|grinned] at {companion}: [together|side by side], they could manage [almost anything|just about anything|a great deal].",
  ]

  /// The hero helps the helper.
  static let helpings: [Line] = [
    "{name} did not [think twice|stop to think|wait to be asked], and {they} {aidHelp}.",
    "[At once|Straight away|Without a moment's thought], {name} {aidHelp}.",
    "\"[We can help|Let us help|We will help you],\" said {name}, and {they} {aidHelp}.",
  ]

  /// The helper's thanks: what will get them past the trouble later.
  static let thanks: [Line] = [
    Line("[In return|To say thank you|As a thank-you], {helper} {aidThanks}.", .gives("aid")),
    Line(
      "\"[Thank you|Thank you, thank you|Oh, thank you],\" [said|cried|called] {helper}, and {aidThanks}.",
      .gives("aid")),
  ]

  /// The idea, when the hero was given something on the way: what the helper gave.
  static let aidIdeas: [Line] = [
    Line(
      "[Then|Just then|All at once] {name} remembered {aid}[, and smiled|, and knew just what to do|, and began to grin].",
      .needs("aid"), .needsOpenProblem, .payoff),
    Line(
      "[Suddenly|Then|At that moment] {name} thought of {aid}: [this was just the time for it|now was the time to use it|this was what it was for].",
      .needs("aid"), .needsOpenProblem, .payoff),
  ]

  /// What the helper gave gets them past the trouble.
  static let aidsUsed: [Line] = [
    Line(
      "[Without wasting a moment|Quick as a wink|At once|Straight away], {name} {aidUse}.",
      .needs("aid"), .needsOpenProblem, .payoff),
    Line(
      "{name} did not waste a moment: {they} {aidUse}.", .needs("aid"), .needsOpenProblem,
      .payoff),
  ]

  /// A lost thing found by the gift.
  static let giftsFind: [Line] = [
    Line(
      "[Thanks to|With|Because of] {their} gift for {ability}, {name} [knew just where to look|had a very good idea where to look|could guess where to look].",
      .needsOpenProblem),
    Line(
      "It was {their} gift for {ability} that told {name} where to look.", .needsOpenProblem),
  ]
}
