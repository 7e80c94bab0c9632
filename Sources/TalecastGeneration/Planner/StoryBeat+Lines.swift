/// What each moment says, in order: its plot lines always, then sights and feelings while the
/// scene is short of its share of words. A line whose holes this story cannot fill (a helper
/// in a short story) gives way to the next of its choices. Lines name the key thing, the
/// place, the deadline or the hero's own gift, so two stories rarely share one.
struct Move: Sendable {
  enum Role: Sendable { case plot, colour }
  var role: Role
  var lines: [Template]
  /// A deck of the world's whole sentences instead of lines (`Words.deal`).
  var deck: String?
  /// Lines said when none of `lines` can be (the turn's plain gift act): a move that must
  /// not vanish.
  var fallback: [Template] = []
  /// Lines tried in their order, not shuffled: tries said one after another ("First …").
  var ordered = false

  static func plot(_ lines: [Template]) -> Move { Move(role: .plot, lines: lines) }
  static func colour(_ lines: [Template]) -> Move { Move(role: .colour, lines: lines) }
  static func inOrder(_ lines: [Template], _ role: Role = .plot) -> Move {
    Move(role: role, lines: lines, ordered: true)
  }
  static func dealt(_ deck: String, _ role: Role = .colour) -> Move {
    Move(role: role, lines: [], deck: deck)
  }
}

extension StoryBeat {
  func moves(_ kind: KindLines, turn: Move) -> [Move] {
    switch self {
    case .opening: Self.opening(kind)
    case .settingOut: Self.settingOut(kind)
    case .firstTry: Self.firstTry(kind)
    case .helper: Self.helperMoves
    case .setback: Self.setbackMoves
    case .troubleGrows: Self.troubleMoves
    case .turn: Self.turn(turn)
    case .goal: Self.goal(kind)
    case .ending: Self.endingMoves
    }
  }

  static func opening(_ kind: KindLines) -> [Move] {
    [
      .plot([
        "{ifChild}{hero} lived {home}.",
        "{ifChild}[There was once|Once upon a time there was] {aTrait} {child} called {hero}, who lived {home}.",
        "{ifNotChild}{hero} was {aTrait} [little|small] {noun} who lived {within}.",
        "{ifNotChild}[Once|Once upon a time] there was a {noun} called {hero}, [small and {trait}|{trait} and {trait2}], who lived {within}.",
      ]),
      .plot([
        "{ifChild}{hero} {wears} {look}, and [everybody who knew {him} said {he} {was} {trait2}|{he} {was} {trait2} too|everybody {around} knew {him}].",
        "{ifChild}{ifClothes}{hero} {wears} {look} [wherever {he} went|whatever the weather], and {he} {was} {trait2} [too|as well].",
        "{ifChild}[Everyone|Everybody] {around} knew {hero}, the {trait} {child} {inLook}.",
        "{ifChild}{hero}, who {wears} {look}, was as {trait2} as {he} {was} {trait}.",
        "{ifChild}{hero} was {trait} and {trait2}, and [you could always spot {him}|{he} was easy to spot|nobody could miss {him}], {inLook}.",
        "{ifChild}{ifClothes}[Rain or shine|Summer and winter|Whatever the day], {hero} {wears} {look}, and [{he} {was} {trait2} through and through|everybody {around} knew {him}].",
        "{ifChild}{ifClothes}{hero} was never without {look}, [rain or shine|whatever the weather|not even in summer], and {he} {was} {trait2} [too|as well].",
        "{ifNotChild}{hero} was {trait2} too, and [everybody {around} knew {him}|everyone {around} liked {him}].",
        "{ifNotChild}[Everyone|Everybody] {around} knew {hero}, the {trait} little {noun}.",
        "{ifNotChild}{hero} was as {trait2} as {he} {was} {trait}, and [everyone {around} liked {him}|everybody {around} knew {him}].",
        "{ifNotChild}{ifNotBig}[Small as {he} {was}|Though {he} {was} small], {hero} was [very|ever so] {trait2}.",
      ]),
      // What the premise says is so, retold, then the trouble in the kind's words.
      .plot(["{situation0}"]),
      .plot(["{situation1}"]),
      .plot(kind.problem),
      .plot([
        "{other.helped}{Other.a} [needed|{other.was} counting on] {hero}'s help[ with {thing}|, and {hero} had promised|].",
        "{ifGuest}{Whom} was coming [that very day|later that day|to visit], and {thing} {thing.was} for {whom.him}.",
      ]),
      // Whom the premise names beside the hero is there from the start.
      .plot([
        "{Companion.a} was [there too|close by], [as always|the way {companion.he} always {companion.was}|ready to help].",
        "{hero} was not alone, for {companion.a} [was coming too|came along too].",
        "[Luckily|Best of all], {companion.a} [was there to help|came along too].",
      ]),
      // Whose it is, or whom it is for: the one it matters to, named before the work starts.
      .plot([
        "{Owner} would be [so pleased|so glad|ever so happy] to see {thing} {done}.",
        "{Owner} was [counting on|waiting for] {hero}[, and {hero} did not mean to let {owner.him} down|].",
        "It meant a lot to {owner}, and {hero} would not let {owner.him} down.",
      ]),
      .plot([
        "{His} [special gift|one great gift|best gift] was {gift}, [though {he} had never thought it could help with {thing}|and that was going to matter|but that did not seem much use just now].",
        "[Everyone knew|Everybody said] that {hero} was good at {gift}[, but what use was that with {thing}?|.]",
        "{hero} had [a gift|one special gift]: {gift}.",
        "If there was [one thing|anything] {hero} could do, it was {gift}.",
        "{hero}'s [special|secret|own] talent was {gift}.",
        "{hero} was [famous|known] {around} for {gift}.",
        "When it came to {gift}, nobody could touch {hero}.",
        "{hero} was better than anyone at {gift}[, but what use was that with {thing}?|, though that did not seem much use just now|].",
        "[Nobody was better at {gift} than {hero}|Nobody could beat {hero} at {gift}|Nobody was as good at {gift} as {hero}].",
        "[Of all the things {hero} could do|Out of everything {hero} could do], {gift} was the thing {he} did best[, though {he} never dreamed it could help with {thing}|].",
        "{hero} had a knack for {gift}[, which was lucky, as things turned out|, and that was about to matter|, not that it seemed much use just then].",
        "Ask anyone {around}, and they would tell you: {hero} was [wonderful|marvellous|the best] at {gift}.",
      ]),
      .colour(["If {hero} could {task}, {purpose}.", "[That way|And then] {purpose}."]),
      .plot([
        "And it [had to|must] be done {deadline}[, or it would be too late|, not a minute later|].",
        "There was not much time, for it had to be done {deadline}.",
        "{hero} knew it had to be done {deadline}[, and {he} would not forget it|].",
      ]),
      .dealt("sight"),
      // Parents heard "Leave it to me … Just wait" in every story: only the hero's own thought
      // of the thing, once.
      .colour([
        "{hero} [thought about|thought of|pictured] {thing} and [made up {his} mind|took a deep breath|nodded to {himself}|felt ready]."
      ]),
    ]
  }

  static func settingOut(_ kind: KindLines) -> [Move] {
    [
      .plot([
        "{ifLand}So {hero} [set off|{went} off] {route}, [thinking about {thing}|with {thing} on {his} mind|as quick as {he} could].",
        "{ifLand}{hero} {went} {route}[ towards {thing}|, {going} as fast as {he} dared|, {his} eyes on the way ahead].",
        "{ifWater}{hero} [set out|{went} out] {route}, [the little waves slapping at {his} sides|through the choppy water|{going} as fast as {he} could], [thinking of {thing}|looking for {thing}].",
      ]),
      .dealt("sight"),
      .plot(kind.approach),
      .dealt("keyword", .plot),
      .dealt("keyword", .plot),
      .colour([
        "{other.helped}{Other} [came too|came along|went with {hero}], [close behind|hoping hard|very quiet]."
      ]),
      .plot([
        "{ifGoing}{Companion} [came too|went along|kept close], [right beside {hero}|never far away|close behind].",
        "{ifStaying}{Companion} [was right there|stayed close by|watched closely], [ready to help|right beside {hero}].",
      ]),
      .colour([
        "[{hero}'s heart beat fast|{hero} felt a little flutter inside|{hero} hurried a little faster|{hero} did not stop to rest|{hero} went a little quicker|{hero} kept an eye on the clock], because {deadline.soon}."
      ]),
    ]
  }

  static func firstTry(_ kind: KindLines) -> [Move] {
    [
      // The first two tries this hero and world can say, in order; a third if there is room.
      .inOrder(kind.tries),
      .inOrder(kind.tries),
      .plot([
        "{ifCompanionPerson}{Companion} [tried too|had a go as well|did {companion.his} best], but [it was no use|that did not work either|it was no good].",
        "{ifCompanionAnimal}{Companion} [watched|sat close by], [{companion.his} head on one side|very still|as if {companion.he} wanted to help].",
      ]),
      .colour([
        "{ifSearch}\"[Oh dear|Oh no|Hmm],\" said {hero}. \"[Where can {thing} be?|{Thing} must be somewhere!|I'll find {thing}, I will.]\"",
        "{hero} [stopped|paused|went quiet] for a moment and thought hard about {thing}.",
        "{hero} [frowned|sighed|chewed {his} lip] and looked at {thing} [again|once more|for a long time]. [There had to be a way.|What now?|Something else, then.]",
        "{ifHands}{hero} [sat down on the nearest step|sat very still|sat down for a moment|stood very still] and [tried to think what to do next|wondered what to try next|tried to think of something new].",
        "{hero} [took a slow breath|breathed in slowly|took a big breath] and counted to [ten|five|twenty]. [It was harder than it looked.|Well, that had not worked.|That was not the way.]",
        "{ifHands}{hero} [scratched {his} head|rubbed {his} eyes|folded {his} arms]. That was not the way.",
        "{ifChild}{hero} [bit {his} lip|pulled a face|puffed out {his} cheeks] and looked at {thing}. [It was harder than it looked.|Well, that had not worked.|That was not the way.]",
        "\"[Think, {hero}, think|Come on, think|Think hard, {hero}],\" {he} [told {himself}|whispered|muttered].",
        "\"There must be [something|a way|another way],\" [thought|whispered|said] {hero}, [looking at|staring at|frowning at] {thing}.",
      ]),
      .inOrder(kind.tries, .colour),
    ]
  }

  /// Three ways a helper can go, one a story (`{helper0}`…`{helper2}`): a talk about what the
  /// hero is best at; a helper who tries and cannot, and says so; a helper who knows the
  /// hero's gift. Each leaves words the turn remembers.
  static let helperMoves: [Move] = [
    .plot([
      "{helper0}[Just then|Then], {helper.a} [came by|came along|stopped beside {hero}].",
      "{helper1}[Then|Just then], {helper.a} came along and [saw {hero}'s face|stopped to look].",
      "{helper2}Along came {helper.a}, [the one who knew everybody|who had known {hero} for years].",
      "{helper2}[Just then|Then] {helper.a} [came by|came along], [humming|whistling|smiling] as always.",
      "{helper3}{Helper} [sat down|came and sat] [beside|next to] {hero}.",
      "{helper4}{Helper} [pressed close to|curled up beside|crept closer to] {hero}.",
    ]),
    .plot([
      "{helper0}\"[Whatever is the matter?|Why such a long face?|What's wrong?]\" asked {helper}.",
      "{helper1}{ifAway}{Helper} looked at {hero}'s face. \"[Trouble?|Oh dear. Can I help?]\"",
      "{helper1}{ifHere}{Helper} [looked at|peered at] {thing}, then at {hero}. \"[Trouble?|Oh dear. Can I help?]\"",
      "{helper2}\"I know you,\" said {helper}. \"You're the one who is so good at {gift}!\"",
      "{helper3}\"[Don't give up|We'll think of something],\" said {helper}. \"[What are you good at?|What do you do best?]\"",
      "{helper4}\"What would you do, {helper}?\" [asked|whispered] {hero}.",
    ]),
    .plot([
      "{helper0}{hero} told {helper} all about {thing}[, and {trouble}|].",
      "{helper1}{hero} [explained|told {helper.him}] about {thing} and [the first try|what had gone wrong|everything {he} had tried|how nothing had worked].",
      "{helper1}{hero} went over it all again for {helper.him}: {thing}, and every try.",
      "{helper2}{hero} [smiled a little|nodded], but {he} did not see how that could help with {thing}.",
      "{helper3}{hero} [thought|shrugged]. \"{Gift}, I suppose,\" {he} said. \"But how can that help with {thing}?\"",
      "{helper4}{Helper} [just blinked|looked back at {hero}], [and waited|very patient|as if {helper.he} knew].",
    ]),
    .plot([
      "{helper0}{Helper} [thought|listened] for a while. \"What are you best at?\" {helper.he} asked.",
      "{helper0}\"[Everyone is good at something|We all have a gift],\" said {helper}. \"What is yours?\"",
      "{helper1}{Helper} [tried hard to help|tried this and that], but nothing worked.",
      "{helper2}{hero} told {helper.him} about {thing}, and {helper} [listened|nodded slowly].",
      "{helper3}\"[Then try it|Why not try that?],\" said {helper}. \"[It might be just the thing|You never know].\"",
      "{helper4}And [all at once|just then] {hero} thought of {his} own gift, {gift}.",
    ]),
    .plot([
      "{helper0}\"[Well|Oh], I'm good at {gift},\" said {hero}. \"But that won't help with {thing}.\"",
      "{helper0}{hero} [thought|shrugged]. \"{Gift}, I suppose,\" {he} said [quietly|slowly]. \"[But|Only] that's no use for {thing}.\"",
      "{helper1}\"This needs something I haven't got,\" said {helper}. \"Maybe it needs something of your own.\"",
      "{helper1}\"[I'm no good at this|It's beyond me|I'm stuck too],\" {helper} [admitted|sighed|said at last]. \"[But you|You], {hero}, [have a gift of your own|are good at something I'm not].\"",
      "{helper2}\"Then use what you are good at,\" said {helper}. \"It has never let you down yet.\"",
    ]),
    .plot([
      "{helper0}\"[Are you sure?|You never know],\" said {helper}, and went on {helper.his} way.",
      "{helper0}\"Think about it,\" said {helper} [kindly|with a wink], and went on {helper.his} way.",
      "{helper1}Then {helper} had to [go home|get back to work], and {hero} was on {his} own again.",
      "{helper2}And off {helper.he} went, [humming|waving], before {hero} could say another word.",
    ]),
  ]

  static let setbackMoves: [Move] = [
    .plot([
      "{ifLand}Then things got worse, for {hero} {slip} {route} and [landed with a bump|bumped {his} {bump}].",
      "[Halfway|On the way], {hero} took a wrong turn {route} and had to [go back|start again].",
    ]),
    .plot([
      "It was [a small thing|only a bump], but now there was even less time {deadline}.",
      "{ifChild}{hero} got up, [sniffed once|rubbed {his} knee|blinked hard|pushed {his} hair out of {his} eyes], and [went on|kept going|tried again|set off once more].",
      "{ifChild}{hero} [dusted {himself} off|brushed off {his} knees|wiped {his} nose], [took a breath|counted to three|thought of {thing}], and [went on|kept going|set off again].",
      "{ifNotChild}{hero} [sniffed once|shook {himself}], and [went on|kept going].",
      "{ifNotChild}{hero} [gave {himself} a shake|took a deep breath|thought of {thing}], and [went on|kept going|set off again], [a little slower|more carefully now|steadier than before].",
    ]),
    .plot(["[And|Then] {trouble.spoils}, [just when it mattered|on top of everything]."]),
    .dealt("keyword", .plot),
    .colour([
      "\"[I won't give up|Not yet|Keep going],\" [said|whispered] {hero}, [thinking of|looking towards] {thing}. \"[I promised|I must get there|There's still time].\""
    ]),
  ]

  static let troubleMoves: [Move] = [
    .dealt("trouble.arrives", .plot),
    .dealt("trouble.grows", .plot),
    .plot([
      "{hero} [felt|began to feel] [small|like giving up|very tired|quite alone|all wobbly inside], [and thought of|and worried about] {thing}.",
      "{hero} [stopped|went quiet] [with a sigh|for a moment]. How could {he} {task} now?",
      "\"[What now?|What can I do?]\" [wondered|whispered] {hero}, [thinking of|worrying about] {thing}.",
      "{ifChild}{ifOwnTask}{hero} [hugged {his} knees|sat down with a bump|leaned against the wall|rested {his} chin on {his} hands]. [Was there anything left to try?|What else was there?|What could {he} try now?]",
      "{ifHands}{hero}'s eyes [prickled|stung], but {he} blinked hard and [thought of|looked at] {thing}.",
      "{ifOwnTask}\"[This is too hard|I can't do it|I don't think I can|It is too hard for me],\" {hero} [said|whispered] [in a small voice|very quietly|softly].",
      "{hero}'s [heart sank|shoulders drooped|lip wobbled] [a little|for a moment]. It seemed [{thing} would never be {done}|there was no way now|too much for one small {noun}].",
    ]),
    .colour([
      "[Time was running out|Time was running short|The minutes were flying|Time was slipping away|The day was getting on], and {deadline.soon}."
    ]),
    .dealt("trouble.grows"),
  ]

  static func turn(_ turn: Move) -> [Move] {
    [
      .dealt("keyword", .plot),
      .plot(["{ifHelperSpoke}{hero} [remembered|thought about] what {helper} had said."]),
      .plot([
        "Then {hero} had an idea[ about {thing}|, a {trait} sort of idea, about {thing}|: {his} gift might help with {thing}].",
        "And then {hero} [remembered|thought of] {his} gift[, {gift}, and looked at {thing} again|: {gift}. Could it help with {thing}?].",
        "Suddenly {hero} {perk}. {He} knew what to do about {thing}.",
        "[All at once|Quite suddenly|And then], an idea [popped|bubbled|floated] into {hero}'s head[, bright as a button|, as clear as a bell|].",
        "{hero} [stopped|blinked|went quite still]. [What if|Perhaps] {gift} was just what {thing} needed?",
        "[Just then|At that moment], {hero} [had a thought|remembered something], and {his} [eyes lit up|face brightened|heart gave a hop].",
        "{ifNoMystery}\"[Wait|Oh]! [I know what to do about|I know how to help|There's a way to save] {thing.spoken}!\" said {hero}, {eager}.",
        "{ifMystery}\"[Wait|Oh]! [I know how to find out|Now I know how to find out]!\" said {hero}, {eager}.",
      ]),
      // The act itself is the turn: "Whistling had never mattered so much" after it was what
      // parents heard as the writer's, not the story's.
      turn,
      .plot(["{reason}"]),
    ]
  }

  static func goal(_ kind: KindLines) -> [Move] {
    [
      .plot(kind.success),
      .plot(["{purposeDone}"]),
      .plot([
        // After the goal, never at the same moment: the hero beat the deadline.
        "[A little later|Soon after that|Not long afterwards|A short while later], {deadline.comes}[, and {thing} {thing.was} {done}|].",
        "[Just after that|Moments later|A little after that|Soon afterwards], {deadline.comes}.",
        "[Only a moment later|Hardly a minute afterwards|No sooner was it done than] {deadline.comes}[, right on time|].",
      ]),
      .plot(kind.thanks),
      .plot([
        "{other.helped}{Other.alive}\"[Thank you|Oh, thank you], {hero}!\" said {other}[, beaming|, with shining eyes|]."
      ]),
      // The one it mattered to sees it done.
      .plot([
        "{ifOwnerAway}{Owner} came [hurrying|running|to see], and [{owner.his} face lit up|could hardly believe {owner.his} eyes|clapped {owner.his} hands with joy].",
        "{ifOwnerAway}[When|As soon as] {owner} heard, {owner.he} [smiled the biggest smile|laughed out loud|gave {hero} a great big hug].",
        "{ifOwnerAway}\"Oh, {hero}, [thank you|you did it|look at that]!\" said {owner}.",
      ]),
      .plot([
        "{ifGuest}[Then|Just then] there was a knock at the door, and {Whom} had arrived[, and {thing} {thing.was} ready|, right on time]!",
        "{ifGuest}[And then|At that moment] {Whom} arrived, [smiling|with open arms], and saw {thing}.",
      ]),
      .plot([
        "{ifCompanionPerson}{Companion} [cheered|laughed out loud|gave a happy shout].",
        "{ifCompanionAnimal}{Companion} [jumped up|came running|danced round and round], [as happy as {hero}|just as pleased].",
      ]),
      .dealt("trouble.passes"),
    ]
  }

  static let endingMoves: [Move] = [
    .dealt("keyword", .plot),
    .dealt("ending", .plot),
    .colour([
      "{ifAwayFromHome}{hero} and {companion} [went home together|stayed a while longer], [tired and happy|side by side].",
      "{ifAtHome}{hero} and {companion} [sat together for a long while|had a cup of something warm], [tired and happy|side by side].",
    ]),
    .plot([
      "{ifDeadline}And that was [the day|how] {hero} {task.past}[, just in time|, with no time to spare].",
      "{ifNoDeadline}And that was [the day|how] {hero} {task.past}.",
      "With a little help from {gift}, {hero} {task.past}.",
      "{hero} would always remember the day {he} {task.past}.",
      "{ifNoDeadline}{hero} would never forget the day {he} {task.past}.",
    ]),
  ]
}
