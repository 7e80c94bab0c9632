/// The trouble of the task itself, for a premise that names no weather: a pumpkin that will
/// not grow, a pupil who keeps getting it wrong, others who are faster, a search with too many
/// places to look. Parents heard a fog or a shower put into a story that never asked for one
/// as made up; the task's own difficulty is what the premise is about.
extension Trouble {
  static func task(for frame: StoryFrame) -> Trouble {
    switch frame.kind {
    case .make:
      frame.mends
        ? (frame.patched ? tear : mend)
        : frame.grows ? growing : frame.learns ? learning : frame.clears ? clearing : muddle
    case .teach: pupil
    case .win: frame.contest == nil ? others : entries
    case .find, .adventure: searching
    case .fetch: longWay
    case .rescue: fright
    case .guide: wayHome
    case .welcome: frame.guestHere ? shyness : gettingReady
    case .celebrate: gettingReady
    case .faceFear: fear
    case .investigate: clues
    }
  }

  private static func of(
    _ phrase: String, _ arrives: [Template], _ grows: [Template], _ spoils: [Template],
    _ passes: [Template]
  ) -> Trouble {
    Trouble(
      name: .task, phrase: phrase, triggers: [], arrives: arrives, grows: grows, spoils: spoils,
      passes: passes)
  }

  static let muddle = of(
    "the muddle",
    [
      "But {thing} would not come right, however carefully {hero} [worked|tried].",
      "Something about {thing} was [not quite right|all wrong], and {hero} could not see what.",
      "[Halfway through|Just when it was going well], {thing} [went wonky|came out lopsided|started to look all wrong].",
    ],
    [
      "The more {hero} [fiddled with|fussed over] one part of {thing}, the worse the next part looked.",
      "Every time {hero} put one [thing|bit] of {thing} right, [something else|another bit] [went wrong|came loose|fell over].",
      "Now {thing} looked [sillier|more lopsided|more muddled] than ever, and {hero} [bit {his} lip|sighed a long sigh].",
      "[Bits|Pieces] of {thing} would not [stay put|go where they belonged], [and {hero} had to start again|however often {hero} tried].",
    ],
    ["{thing} came out all wrong", "it all [went wonky|fell apart] again"],
    [
      "Now every part of {thing} was just where it should be.",
      "All the muddles [with {thing}|in {place}] were forgotten, [every one of them|as if they had never been].",
      "{Thing} looked as if it had never been any trouble at all.",
    ])

  static let growing = of(
    "the waiting",
    [
      "[Days|A whole week] went by, and {thing} did not [grow|get any bigger] at all.",
      "{hero} [looked|checked] every morning, but {thing} [looked just the same|had not grown an inch].",
      "{Thing} [stayed|sat there] small and [still|quiet], however long {hero} waited.",
    ],
    [
      "A few of the leaves of {thing} [drooped|went yellow at the edges|curled up], and {hero} [worried|did not like it one bit|frowned].",
      "Everything else [shot up|grew tall] [around it|in the sun], but {thing} {thing.was} still [tiny|small].",
      "[Snails|Slugs] came [through {place}|in the night] and nibbled [holes|bits] in the leaves of {thing}.",
      "Nothing {hero} did seemed to [help|make any difference], and {thing} {thing.was} [as small as ever|no bigger at all].",
    ],
    ["{thing} did not grow an inch", "the leaves only drooped"],
    [
      "{Thing} stood [tall|proud] in the sun, [green and strong|bigger every day].",
      "No more drooping leaves: {thing} {thing.was} [growing|thriving] at last.",
      "All the waiting [for {thing}|in {place}] had been [worth it|worth every minute].",
    ])

  static let mend = of(
    "the broken part",
    [
      "[Somewhere|Deep] inside {thing} something was [stuck|bent|broken], and {hero} could not see what.",
      "{Thing} gave a [sad|tired|grumpy] [clunk|click|rattle], and then nothing at all.",
      "It was not [a loose screw|one little thing], as {hero} had hoped. It was something deeper inside {thing}.",
    ],
    [
      "{hero} tried one thing after another, but {thing} [stayed as still as a stone|only rattled].",
      "Now a [little spring|tiny screw] had rolled away, and {thing} looked more broken than before.",
      "The more {hero} [poked|fiddled|tinkered], the [quieter|stiller|sadder] {thing} seemed.",
      "[Pieces|Little parts] of {thing} lay everywhere, and {hero} [could not remember|was not sure] where they all went.",
    ],
    ["{thing} only [rattled|clunked]", "nothing inside {thing} would move"],
    [
      "{Thing} [hummed|whirred|ticked] [softly|happily], as if it had never been broken at all.",
      "Every little part of {thing} was back where it belonged.",
    ])

  static let learning = of(
    "the wobbles",
    [
      "It was harder than it looked [in {place}|to {task}], [much harder|a lot harder|far harder].",
      "{hero} [wobbled|got muddled|got it wrong] [in front of everyone|by {thing}], and then [wobbled|got muddled] again.",
      "[Nothing|Not one thing] [about {thing}|in {place}] went the way {hero} had hoped.",
    ],
    [
      "{hero} got it wrong [again|once more] with {thing}, and again, [and {his} cheeks went hot|and {he} wanted to give up|and {he} sat down with a bump].",
      "The harder {hero} tried [to {task}|with {thing}], the more [everything|it all] went wrong.",
      "[Everyone|Everybody] else [in {place}|] seemed to find {thing} easy, and {hero} [felt very small|went quiet].",
    ],
    ["{hero} [wobbled|got muddled] [again|at once]", "it went wrong again"],
    [
      "It did not feel [hard|difficult|tricky] any more, not [with {thing}|in {place}|one bit].",
      "{hero} could hardly remember how hard {thing} had [been|seemed].",
    ])

  static let clearing = of(
    "the heavy work",
    [
      "There was [so much|far too much] to clear [in {place}|from {thing}], [more than {hero} had ever seen|and it went on and on].",
      "Clearing {thing} was [heavy|slow|hard] work, and {hero} [puffed and panted|was soon tired].",
    ],
    [
      "However much of {thing} {hero} cleared, there always seemed to be [more|more of it|just as much].",
      "{hero}'s [arms|back] began to ache, and {thing} {thing.was} [still not clear|nowhere near clear].",
      "[Bit by bit|Slowly], {hero} [worked on|kept going], but the end of {thing} seemed no closer.",
    ],
    ["there was still far too much", "it was far too heavy"],
    [
      "{Thing} {thing.was} clear, [all the way along|from end to end].",
      "All the heavy work [in {place}|on {thing}] was done.",
    ])

  static let pupil = of(
    "the hard part",
    [
      "{Other} tried, but [wobbled|got muddled|got it wrong] [straight away|at once].",
      "It was much harder for {other} than {hero} had thought.",
      "{Other} [frowned|sighed|looked at the ground]. \"I can't,\" {other.he} said.",
    ],
    [
      "{Other} got it wrong again, and [{other.his} lip wobbled|{other.he} went very quiet|{other.he} wanted to give up].",
      "The more {other} tried, the more muddled {other.he} got.",
      "\"It's no use,\" said {other}. \"I'll never [get it|learn].\"",
      "{Other} sat down [with a bump|in a heap], and would not try again.",
    ],
    ["{other} [got muddled|got it wrong] again", "{other} gave up at once"],
    [
      "{Other} was [laughing|smiling] now, and wanted to do it again.",
      "\"Again!\" said {other}. \"Let's do it again!\"",
      "{Other} had forgotten all about being [cross|muddled].",
    ])

  static let others = of(
    "the others",
    [
      "The others who wanted {thing} were [fast|very good|good, really good], and {hero} [gulped|felt {his} tummy flip].",
      "[Everyone else|All the others] [in {place}|] looked [bigger|faster|so sure of themselves], [and they all wanted {thing} too|and {hero} swallowed hard].",
      "There were [so many|lots of] others who wanted {thing} too, and every one of them was good.",
    ],
    [
      "One after another, the others [did wonderfully|went faster], and {thing} seemed [further away|out of reach].",
      "{hero} [slipped|stumbled] and fell behind, and the others [pulled ahead|raced on] towards {thing}.",
      "Now {hero} was [last|nearly last], and {thing} seemed further away than ever.",
    ],
    ["the others were faster", "{hero} fell behind"],
    [
      "Nobody minded who had been [fastest|best] now; everyone [in {place}|] was [cheering|clapping] for {hero}.",
      "The others [came to say well done|clapped the loudest of all|crowded round], [and {hero} felt warm all over|smiling|because {thing} was won fair and square].",
    ])

  static let entries = of(
    "the other entries",
    [
      "The other entries [in {contest}|all around] were [wonderful|splendid|very good indeed], and {hero} gulped.",
      "Next to the others, {thing} looked [small|plain|ordinary], and {hero}'s heart sank.",
    ],
    [
      "Each entry [the judges looked at|that {hero} passed] was [finer|better] than the last, and {thing} {thing.was} [next|nearly next].",
      "The judges were [coming closer|nearly there], and {thing} {thing.was} {notDone}.",
      "{hero} [looked at|stood beside] {thing} and [worried|wished it looked grander].",
    ],
    ["next to the others {thing} looked [plain|ordinary]", "the others looked so much finer"],
    [
      "Nobody thought {thing} looked plain now.",
      "Everyone [came to look|crowded round] at {thing}, [smiling|pointing].",
    ])

  static let searching = of(
    "the search",
    [
      "{Thing} {thing.was} not in any of the places {hero} could think of.",
      "There were [so many|far too many] places to look, and {thing} could be in any of them.",
      "Every place [in {place}|] where {hero} looked for {thing} was empty[, and the next one too|].",
    ],
    [
      "The more {hero} [looked|searched] [for {thing}|around {place}], the more [places there seemed to be|hiding places there seemed to be|corners there were to look in].",
      "{hero} looked [under|behind|inside] everything [twice|all over again], and still there was no sign of {thing}.",
      "[Perhaps|Maybe] {thing} {thing.was} gone for good, {hero} [worried|thought sadly].",
      "The search went on and on, and {thing} {thing.was} still nowhere to be seen.",
    ],
    ["{thing} {thing.was} not there", "there were too many places to look"],
    [
      "There was no more [looking|searching] to do[, not with {thing} found| in {place}|].",
      "All the [looking|searching|hunting] for {thing} had been [worth it|worth every minute|worth every step].",
    ])

  static let longWay = of(
    "the long way",
    [
      "The way [through|across] {place} was [much|far|a lot] longer than {hero} had [thought|remembered|hoped], and {thing} {thing.was} [heavy|getting heavier].",
      "[Halfway|Partway] [there|across {place}], the way was [blocked|closed], and {hero} had to find another [with {thing}|].",
      "{ifCargo}{Thing} {thing.was} [heavy|wobbly|awkward], and {hero} had to go [slowly|very carefully].",
      "{ifPassengers}\"Are we nearly there?\" asked {thing}, but the way was long, and {hero} had to go [slowly|very carefully].",
    ],
    [
      "Every [bend|corner] [in {place}|] led to another, and the end was still [nowhere in sight|far away|round the next bend].",
      "{ifCargo}{Thing} [wobbled|slid|tipped] [dangerously|once more], and {hero} [held {his} breath|had to stop].",
      "{ifPassengers}{Thing} [sang to keep their spirits up|looked out at the long road ahead], and {hero} [kept going|did not stop].",
      "The new way [wound|went] [round and round|up and down] [through {place}|], and {hero} began to worry about getting lost with {thing}.",
    ],
    ["the way was blocked", "the road was long and steep"],
    [
      "The long way [round|through {place}] did not matter [any more|now|one bit], not with {thing} [safe|there at last].",
      "All the [bends|wrong turns|long roads] [were behind {him} now|were forgotten], and {thing} {thing.was} [safe|in one piece].",
    ])

  static let fright = of(
    "the fright",
    [
      "{Thing.alive}{Thing} {thing.was} [too frightened|far too scared] to move, and trembled all over.",
      "{Thing.still}{Thing} {thing.was} stuck fast, and would not [budge|move an inch].",
      "{Thing.alive}Every time {hero} came closer, {thing} [backed away|squeaked in fright].",
      "It was [harder|much harder] to reach {thing} than {hero} had thought.",
    ],
    [
      "{Thing.alive}{Thing} [cried|called|squeaked] [louder|more and more], and looked more frightened than ever.",
      "{Thing.still}{Thing} [slipped|wedged] [deeper|further in], further out of reach.",
      "Nothing {hero} tried seemed to help, and {thing} {thing.was} {notDone}.",
    ],
    ["{thing} would not budge", "{thing} {thing.was} too far away"],
    [
      "{Thing.alive}{Thing} {thing.was} not frightened any more.",
      "All the danger was over[, and {thing} {thing.was} safe| for {thing}|, and {place} was calm again].",
    ])

  static let wayHome = of(
    "the long way home",
    [
      "{Other} was [tired|very tired|sleepy], and [could only go slowly|kept stopping to rest].",
      "The way home was long, and {other} did not know which way to go.",
    ],
    [
      "\"I can't go any further,\" [said|whispered] {other}, and sat down.",
      "{Other} [wanted to turn back|was frightened now], and would not take another step.",
      "Every way looked the same to {other}, and {other.he} [began to cry|looked very small].",
    ],
    ["{other} took a wrong turn", "{other} was too tired to go on"],
    [
      "{Other} was not tired any more, not now that home was near.",
      "{Other} [laughed|gave a happy cry], because {other.he} knew the way from here.",
    ])

  static let gettingReady = of(
    "the muddle",
    [
      "There was [so much|far too much|a great deal] to do for {thing}, and {hero} did not know [where to start|what to do first].",
      "Not one thing [about {thing}|in {place}] went the way {hero} had [planned|hoped].",
      "[First the|The] [streamers|paper chain] [tangled|tore], and then the table [with {thing}|] wobbled.",
    ],
    [
      "Everything seemed to go wrong at once, and {thing} {thing.was} {notDone}.",
      "The more {hero} [hurried|rushed] [with {thing}|], the more things [went wrong|fell over].",
      "[A jug|A pile of cups|The paper chain] [tipped over|came down with a crash], and {hero} [groaned|sighed].",
    ],
    ["everything went wrong at once", "it all came down with a crash"],
    [
      "All the [muddle|fuss|worry] [was forgotten|did not matter now], [because {thing} {thing.was} {done}|and {thing} {thing.was} just right].",
      "Everything [in {place}|about {thing}] was just right, [every bit of it|from top to bottom|down to the last detail].",
    ])

  static let fear = of(
    "the fear",
    [
      "A [creak|shadow|rustle] [near {thing}|in {place}] made {hero} [jump|freeze], and the scared feeling came back.",
      "{hero}'s tummy went wobbly [at {thing}|], and {he} [wanted to turn back|nearly ran away].",
      "{Thing} seemed [bigger|darker|scarier] than ever [up close|now].",
    ],
    [
      "Every [sound|shadow] seemed [bigger|louder] than the last, and {hero} [held {his} breath|stood very still].",
      "The scared feeling [about {thing}|] grew and grew until {hero} could hardly [move|breathe].",
      "{hero} [shut {his} eyes|wanted to hide], and {thing} {thing.was} {notDone}.",
    ],
    ["the scared feeling came back", "{hero} [froze|jumped back] in fright"],
    [
      "The scared feeling [about {thing}|] had [gone|melted away], like a shadow when the light comes on.",
      "{Thing} did not seem scary at all now.",
    ])

  static let clues = of(
    "the clues",
    [
      "Every clue [about {thing}|in {place}] led nowhere, and {hero} was more puzzled than ever.",
      "The mystery of {thing} [got stranger|grew deeper], and nobody [in {place}|] could explain it.",
    ],
    [
      "{hero} [looked|listened] and waited [in {place}|], but [nothing happened at all|there was no sign of what made {thing}].",
      "More [clues|puzzles] about {thing} turned up, and none of them made sense.",
      "{hero} [scratched {his} head|frowned]. The more {he} found out about {thing}, the less {he} understood.",
    ],
    ["the clue led nowhere", "nothing made sense"],
    [
      "The mystery of {thing} was a mystery no more.",
      "All the puzzling clues [about {thing}|in {place}] made sense at last.",
    ])
}

extension Trouble {
  /// A newcomer who is here already is shy: that is what stands between them and feeling at
  /// home, not a muddle of paper chains.
  static let shyness = of(
    "the shyness",
    [
      "{Thing} [hung back|stayed near the wall|kept to the edge], and would not [join in|come closer].",
      "Whenever anyone came near, {thing} [went quiet|looked away].",
      "{Thing} looked at the ground and said [nothing at all|not a word].",
    ],
    [
      "{Thing} looked [lonelier|smaller] than ever, all on {thing.his} own.",
      "[The others|Everyone else] [ran off to play|were busy], and {thing} {thing.was} left on {thing.his} own again.",
      "{hero} tried [a joke|a smile], but {thing} only [looked away|shook {thing.his} head].",
    ],
    ["{thing} only looked away", "{thing} went quiet again"],
    [
      "{Thing} {thing.was} not shy any more, not one bit.",
      "{Thing} {thing.was} laughing now, right in the middle of everything.",
    ])
}

extension Trouble {
  /// A torn thing: the tear grows, the tape will not stick.
  static let tear = of(
    "the tear",
    [
      "The [rip|tear] in {thing} was [bigger|longer] than {hero} had thought.",
      "Every time {hero} [touched|lifted] {thing}, the [rip|tear] got a little [bigger|longer].",
    ],
    [
      "The [tape|glue] would not stick to {thing}, [however hard {hero} pressed|and it kept coming loose].",
      "Now there was [another|a second] little [tear|hole] in {thing}, and {hero} [groaned|bit {his} lip].",
      "The torn part of {thing} [flapped|drooped] sadly, and {hero} worried it could never be mended.",
    ],
    ["the tape peeled off {thing}", "the tear in {thing} only got bigger"],
    [
      "The [rip|tear] in {thing} was gone, [and you could hardly see where it had been|mended neat and strong].",
      "{Thing} {thing.was} whole again, [every bit of it|from end to end].",
    ])
}

extension Trouble {
  /// What the premise says runs out ("they run out of eggs"): found missing at the worst
  /// moment, and the task harder without it.
  static func shortage(_ missing: String) -> Trouble {
    of(
      "no \(missing)",
      [
        Template(
          "[Then|But then] {hero} looked in the cupboard, and there were no \(missing) left, not one."
        ),
        Template(
          "{hero} reached for the \(missing), but the box was empty. There were no \(missing) at all!"
        ),
      ],
      [
        Template(
          "Without \(missing), {thing} {thing.was} {notDone}, and {hero} [bit {his} lip|did not know what to do]."
        ),
        Template(
          "{hero} looked [everywhere|high and low] for \(missing), [but there were none|in every cupboard], and time was going."
        ),
        Template(
          "\"We can't [do it|finish] without \(missing)!\" [said|cried] {hero}, looking at {thing}."
        ),
      ],
      [
        Template("there were no \(missing) left"), Template("without \(missing) it would not work"),
      ],
      [
        Template("Nobody missed the \(missing) [at all|one bit], not with {thing} {done}."),
        Template("No \(missing)? It did not matter one bit now."),
      ])
  }
}
