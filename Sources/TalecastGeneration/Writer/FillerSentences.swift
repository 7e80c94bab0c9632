/// Descriptive sentences that give scenes their texture between the beats. Each mood has its
/// own (nobody stops for a sandwich in the middle of a storm), and each sentence says what it
/// needs of the story's state like a beat's line does; the writer uses each at most once per
/// story, so they also set how long a scene runs.
enum FillerSentences {
  /// At home, before the adventure: no companion yet.
  static let home: [Line] = marked(
    [
      "{name} [loved|liked|always loved] the mornings [best|most of all|better than any other time], when [everything still felt possible|anything at all might happen|the whole day lay ahead like an unopened present|the day was still brand new].",
      // The treasures are known from here on: the pebble and the feather join them later.
      Line(
        "[On|Along] the windowsill [sat|stood] a row of [treasures|little treasures|precious things]: a shell, a marble and [a very old key|a key so old that it had gone green|a key that opened nothing at all].",
        .gives("treasures")),
      "Every evening {name} [looked|gazed|peered] [|out of the window ]towards {place} and wondered [what lay beyond it|what secrets it was keeping|what might be waiting there].",
      Line(
        "The kettle [whistled|sang|bubbled], the clock [ticked|tocked|ticked away], and the day [felt like it was waiting for something|seemed to be holding its breath|felt as if something was about to happen].",
        .during(.morning ... .afternoon)),
      "{name}'s [favourite book|most loved book|best-loved book] had [so many folded corners|so many turned-down corners|so many dog-eared pages] that it looked like a [little hedgehog|tiny hedgehog|small paper hedgehog|prickly little hedgehog].",
      Line(
        "Some days were [ordinary days|just ordinary|much like any other], but {name} had a [feeling|funny feeling|tingly feeling] that today would [not be one of them|be different|be anything but ordinary].",
        .during(.morning ... .afternoon)),
      Line(
        "[There was always|There was nearly always|You could always find] [a snack|a biscuit|an apple|a piece of cheese|a crust of bread] in {name}'s pocket, just in case [an adventure came along|an adventure turned up|adventure came knocking|an adventure happened by].",
        .person),
      "[The neighbours|Everyone on the street|The grown-ups next door] [said|liked to say|used to joke] that {name} asked more questions than [a whole classroom put together|ten curious kittens|a whole book of riddles].",
    ], .needsHome, .needsNoProblem, .needsAlone)

  /// At home with the companion, before setting out.
  static let ready: [Line] = marked(
    [
      "{companion} [could hardly keep still|fidgeted and fussed|could not sit still for a moment|bounced about with excitement] while {name} [got ready|gathered a few things|made ready to go|hurried to get ready][|, asking again and again whether it was time to go].",
      "{name} [listened to|hung on|drank in|took in] every [word|single word], [eyes wide|eyes wide with wonder|hardly daring to breathe|not wanting to miss a thing|eyes as round as saucers].",
      "[|For a while, |Meanwhile, ]{companion} [looked|peered|gazed] around the room with [great interest|enormous interest|wide, curious eyes|a curious tilt of the head|the greatest curiosity].",
      Line(
        "{name} [put on|pulled on|tugged on] {their} [shoes|boots] in [a hurry|such a hurry|a great hurry], [the wrong way round at first|on the wrong feet at first].",
        .person),
      "{companion} [talked|chattered|spoke] so fast that {name} had to ask {c:them} to [say it all again|start again from the beginning|tell it all over again|repeat everything], [slowly|more slowly this time|a little slower|very slowly].",
    ], .needsHome, .needsNoProblem)

  /// When things go wrong: short, tense sentences, only while the problem is there.
  static let tension: [Line] = marked(
    [
      Line(
        "The wind [grew|was growing|was getting] [stronger and colder|colder and stronger|wilder and colder][|, tugging at everything|, whistling as it went].",
        .outdoors),
      "[|Without a word, |Quietly, ]{companion} [pressed close|crept closer|huddled close|stayed very close], [trembling a little|shivering a little|shaking just a little|trembling from head to toe].",
      "[Nobody moved|Nobody made a sound|Not one of them stirred|Everyone froze]; it was [so quiet|so very quiet|so still] that [they could hear their own hearts beating|they could hear their own hearts thumping|a dropped pin would have sounded loud|even the air seemed to hold its breath|they could hear each other breathing].",
      "Everything that had seemed [easy|so easy|simple] [a moment ago|only a moment ago|just a little while before] now seemed [very hard indeed|terribly difficult|much, much harder|impossibly hard].",
      "{name} [held|hugged|squeezed] {companion} [tight|close] and whispered, \"[We will find a way|We'll think of something|Don't worry, we will find a way|Together we'll manage].\"",
      Line(
        "[It was getting late|The day was wearing on|Time was slipping away|It was growing late], and the light was [beginning to fade|starting to fade|growing dim|slowly fading].",
        .during(.afternoon ... .evening)),
      "[|Suddenly, |All at once, ]a [shiver|chill|cold shiver|little shiver] [ran|crept|raced|went] all the way down {name}'s back.",
      "[For a long moment|For what felt like forever|For a long, long while|For one long moment|For what seemed like ages], [nothing happened at all|nothing happened|nothing moved and nothing changed|nothing stirred at all|not a thing happened].",
      "{companion} [looked|stared|glanced] at {name}, and {name} [looked back|stared back|gazed back] at {companion}, and neither [knew what to say|could think of a thing to say|had any idea what to do|had an answer].",
      "[Somewhere behind them|Not far behind them|Somewhere close by|Behind them|Somewhere in the shadows|Just behind them], something [creaked and groaned|groaned and creaked|creaked loudly|rattled and creaked|made a long, low groan].",
    ], .needsOpenProblem, .needsAway)

  /// Just after the problem is solved.
  static let relief: [Line] = marked(
    [
      "[|At once, |Straight away, ]{companion} did a [little|happy|wobbly|funny little] dance [of joy|of delight|right there on the spot|and cheered].",
      "[They|The two friends|Both of them] laughed [with relief|with sheer relief|and laughed|and laughed with relief] until their [sides ached|tummies hurt|sides hurt|eyes watered].",
      "[|At last, |Slowly, ]{name} let out a [long|long, slow|big|deep] breath: [it had worked|it had really worked|they had done it|it had worked after all].",
      "\"[I knew you could do it|I always knew you could do it|I just knew you could do it|You did it, just as I knew you would],\" [said|cried|laughed] {companion}[| happily| with a grin].",
    ], .needsSolved)

  /// At the end of the day: calm, warm sentences.
  static let calm: [Line] = marked(
    [
      Line(
        "[|Slowly, |Little by little, ]the sky turned [the colour of peaches, then of plums|peach, then pink, then plum|as orange as a peach, then as purple as a plum|golden, then rosy, then the soft purple of plums|pink as a peach, then dark as a plum].",
        .during(.afternoon ... .evening), .at(.evening)),
      Line(
        "[Everything|The whole world|All around them, everything] felt [soft and safe|calm and safe|safe and cosy|warm and safe|gentle and safe] [again|once more|at last]."
      ),
      Line(
        "{companion} yawned [the biggest yawn in the world|an enormous yawn|the widest yawn anyone had ever seen|a yawn so big it went on and on|a great big yawn][|, and then another one|, and then another, even bigger one]."
      ),
      Line(
        "[|Somehow, |After all that, ]home had never [looked|seemed|felt] so [welcoming|cosy|inviting|warm and welcoming|lovely].",
        .needsHome),
      Line(
        "There was [warm soup|hot soup|steaming soup|warm soup and fresh bread|a big pot of soup] for supper, and [nobody had ever been so hungry|nobody had ever been quite so hungry|everyone was hungrier than ever].",
        .needsHome, .during(.afternoon ... .night), .at(.evening)),
      "{name} [smiled|grinned|smiled a secret smile|could not stop smiling] at the thought of telling [everyone|the neighbours|anyone who would listen|just about everybody] about [the adventure|the whole adventure|every bit of the adventure] tomorrow.",
      Line(
        "The pebble from the [journey|adventure|way] [sat|found a place|took its place] on the windowsill [with|among|beside] the other treasures.",
        .needsHome, .needs("pebble"), .needs("treasures")),
      Line(
        "The feather from the [journey|adventure|way] [went onto|was laid on|found a home on] the windowsill, [next to the shell|beside the shell|right next to the shell].",
        .needsHome, .needs("feather"), .needs("treasures")),
    ], .needsSolved)

  /// Sentences about what the setting looks and sounds like; on the way and in trouble.
  static let setting: [Line] = marked(
    [
      "[All around them|Everywhere they looked|On every side|Wherever they turned], {sight}.",
      Line(
        "{sight}, and {name} [stopped to look|stopped to stare|just had to stop and look|stood still to look].",
        .needsNoProblem),
      // No "far away" or "nearby" here: a sound may say where it is ("thunder rumbled far
      // away", "the snow crunched under their boots").
      "[Just then|All of a sudden|At that moment|Right then], {sound}.",
      "{name} [listened as|listened carefully as|stood still and listened as|smiled and listened as] {sound}.",
      Line(
        "It was so [beautiful|lovely|wonderful] that {companion} [forgot to speak|forgot what to say|went quiet|fell silent]: {sight}.",
        .needsNoProblem),
      Line(
        "[Then|A moment later|Soon], {sound}, and it [felt like a welcome|sounded like a welcome|was like a friendly hello|felt like being welcomed].",
        .needsNoProblem),
    ], .needsAway)

  /// The hero and the companion on the way, before anything has gone wrong.
  static let people: [Line] = marked(
    [
      "{companion} [chattered|talked|babbled] [happily|cheerfully|merrily|excitedly] about [everything they passed|everything they saw|all the things they passed|whatever they passed].",
      Line(
        "{name} took a [deep|long|big] breath of the [fresh|cool|clean|sweet] air[|, and smiled|, and felt wonderful].",
        .outdoors),
      "[The two friends|The pair of them|Side by side, the two friends] [smiled|grinned|beamed] at each other[| happily|, and said nothing at all].",
      "[|Somehow, ][every|each new] step felt like [the beginning of something wonderful|the start of something wonderful|the first page of a wonderful story|the beginning of something marvellous|the start of something new and wonderful].",
      "{name} [wondered|kept wondering|could not help wondering] what they would [find|see|come across|discover] [next|after that|further on|a little further on].",
      "{companion} [hummed|sang|whistled] a [little|cheerful|jolly|bouncy] tune [to keep their spirits up|to keep everyone cheerful|as they went along|to pass the time].",
      "[Nobody said a word|Nobody spoke|Neither of them said a word|Nobody said anything] for [a while|some time|a little while]; there was [too much to see|so much to look at|too much to take in|far too much to see].",
      Line(
        "{name} [held on tight to|kept a firm hold on|clutched|held on to] the bag [packed for the journey|packed for the trip|with everything they might need|full of useful things].",
        .needs("bag")),
      "{companion} [chattered|talked|told stories] about the last time somebody had [tried this|done this|tried such a thing|come this way], [long ago|a long, long time ago|ages and ages ago|many years ago].",
      "[|Already, ]it was the [kind|sort] of moment {name} [wanted|hoped|would want] to [remember forever|keep forever|remember for always|hold on to forever].",
      Line(
        "{companion} [pointed out|knew|suggested] a shortcut, and they laughed when it turned out to be [longer|longer than the long way|twice as long|the long way after all].",
        .onLand, .outdoors),
      "The air [smelled|smelt] of [adventure|excitement|something wonderful], or perhaps [just |]of someone's supper.",
      Line(
        "{name} [counted|quietly counted] the [steps|footsteps|paces] under {their} breath, [just for fun|just for the fun of it|all the way up to a hundred|for no reason at all].",
        .onLand),
      Line(
        "They stopped for [a sip of water|a drink of water|a cool drink] and a rest on a [comfortable|flat, comfortable|mossy|wide, flat] rock.",
        .onLand, .outdoors),
      Line(
        "A [gentle|soft|cool|playful] breeze [brushed past|played around|swirled around|tickled] {name}[| for a moment|, then was gone].",
        .outdoors),
      "Time seemed to [slow down|stretch out|slow right down], in the [nicest|loveliest|very nicest|most wonderful] [possible way|way possible|sort of way|kind of way].",
      "{name} [thought of home|thought of home for a moment|thought fondly of home], and then of the plan to {goal}, and [kept going|kept on going|went on|carried on bravely].",
      "Even the [smallest|tiniest|most ordinary|littlest] things [looked|seemed] [magical|full of magic|a little bit magical|special] today.",
    ], .needsAway, .needsNoProblem)

  /// A custom occasion's keywords, each said once on the way, in the writer's words.
  static let keywords: [Line] = [
    "{name} [could not stop thinking about|kept thinking about|could hardly stop thinking about] {keyword}.",
    "{companion} wanted to hear [all about|everything about|all there was to know about] {keyword}.",
    "[Nobody had forgotten about|Nobody had forgotten|Nobody could forget] {keyword}, of course.",
    "{name} [smiled|grinned|smiled a happy smile] at the thought of {keyword}.",
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
