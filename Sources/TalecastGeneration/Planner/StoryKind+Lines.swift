/// What each kind of story says at each of its own moments: the trouble with the key thing,
/// the way to it, the first tries and why they fail, the goal reached, and thanks.
struct KindLines: Sendable {
  /// Whole sentences: what is wrong, or what is wanted, with the key thing named.
  var problem: [Template]
  /// Whole sentences: the hero gets to the key thing, or to work.
  var approach: [Template]
  /// One or two sentences each: a try that fails. Said in order, never twice.
  var tries: [Template]
  /// Whole sentences: the goal reached, on the page.
  var success: [Template]
  /// Whole sentences: what the other says or does, or what the hero feels.
  var thanks: [Template]

  static func of(_ frame: StoryFrame) -> KindLines {
    switch frame.kind {
    case .rescue: rescue
    case .find, .adventure: find
    case .fetch: fetch
    case .make:
      frame.mends
        ? (frame.patched ? patch : mend)
        : frame.grows ? grow : frame.learns ? learn : frame.clears ? clear : make
    case .teach: teach
    case .win: frame.contest == nil ? win : show
    case .guide: guide
    case .welcome: welcome
    case .faceFear: fear
    case .celebrate: celebrate
    case .investigate: investigate
    }
  }

  static let rescue = KindLines(
    problem: [
      "{ifHigh}{Thing.bare} {thing.was} stuck {spot}, and {thing.he} could not get [down|free] [alone|by {thing.self}].",
      "{ifHigh}{Thing.bare} had [got caught|got stuck] {spot}, [high and far away|far out of everyone's reach|higher than anyone could reach].",
      "{ifTrap}{Thing.bare} {thing.was} [tangled|caught] in {trap}, and {thing.he} could not get free by {thing.self}.",
      "{ifTrap}{Thing.bare} {thing.was} caught in {trap}, and it only grew tighter when {thing.he} wriggled.",
      "{ifLow}{Thing.bare} {thing.was} [stranded|stuck|in trouble] {spot}, and could not get [home|out|back] [alone|by {thing.self}].",
      "{ifLow}{Thing.a} had [gone astray|got into trouble] {spot}, and [nobody|no one] [had managed to help|knew how to help].",
      "{Thing.alive}\"Help!\" [squeaked|cried|called] {thing.a}, [stuck|trapped|all alone] {spot}.",
    ],
    approach: [
      "There {thing.was} {thing}, {spot}, [just where {hero} had feared|looking very small|{thing.still}swaying a little].",
      "{ifHigh}{hero} [stopped|came to a stop] right underneath and looked up at {thing} [for a long moment|carefully].",
      "{ifLow}{hero} [stopped|came to a stop] close by and looked at {thing} [for a long moment|carefully|and thought].",
      "{ifTrap}There {thing.was} {thing}, wound up in {trap}, [eyes wide|very still|looking very small].",
      "\"[Hold on|Don't worry|Stay there], I'm coming!\" [called|shouted] {hero} to {thing}.",
    ],
    tries: [
      "{ifHigh}First {hero} [stretched up|jumped] as high as {he} could, but {thing} {thing.was} [much too far away|still far above {him}|far out of reach].",
      "{ifTrap}{ifHands}First {hero} [pulled|tugged] at {trap}, but the knots [only grew tighter|held fast].",
      "{ifTrap}{ifNotHands}First {hero} nudged {trap}, but nothing gave.",
      "{ifTrap}Then {hero} tried to lift {trap} off, but {thing} [wriggled|squirmed] in fright, and {thing.he} {thing.was} caught again.",
      "{ifNoTrap}{ifLow}{ifHands}First {hero} [reached|leaned] out [as far as|as far as ever] {he} could, but {thing} {thing.was} [just out of reach|too far away].",
      "{ifNoTrap}{ifLow}{ifNotHands}{Thing.still}First {hero} [nudged|pushed] [gently|hard] at {thing}, but {thing} would not [budge|move an inch].",
      // Nobody shoves a frightened duckling.
      "{ifNoTrap}{ifLow}{ifNotMud}{Thing.alive}First {hero} [crept up slowly|tried to get closer], but {thing} backed away[ in fright|].",
      "{ifMud}First {hero} [went|edged] closer, but the mud was soft and deep, and {hero} began to sink too.",
      "{ifMud}Then {hero} tried to pull {thing} [out|free], but the mud only [held on tighter|sucked and squelched], and {thing} did not move an inch.",
      "{ifNotMud}Then {hero} [called and called to {thing}|tried to coax {thing} closer], but [nothing moved|{thing} stayed right where {thing.he} {thing.was}].",
      "{ifHands}{hero} found a long stick and [reached|poked] [up|out] with it, but it was [far too short|not long enough] to reach {thing}.",
    ],
    success: [
      "{ifHigh}[Slowly|Gently], {thing} came [loose|free], and [slid|tumbled|floated] down [into {hero}'s arms|right to {hero}].",
      "{ifTrap}{Trap} slipped away, and {thing} [was free|wriggled free]!",
      "{ifNoTrap}{ifLow}[Slowly|Gently|At last], {thing} came [free|away], and {hero} [brought|led] {thing.him} [out|back] [safe|to safety].",
      "{ifHigh}[At last|And then], {thing} {thing.was} down, [safe and sound|a little ruffled but safe], [beside|next to] {hero}.",
      "{ifLow}[At last|And then], {thing} {thing.was} out of danger, [beside|next to] {hero}[, a little ruffled but safe|].",
    ],
    thanks: [
      "{ifHands}{hero} [hugged|held] {thing} [tight|close] and [laughed|smiled] with relief.",
      "{Thing.alive}{Thing} [nuzzled|snuggled] against {hero}, [warm and safe|as if to say thank you].",
      "{Thing.still}{hero} [looked at|gazed at] {thing} and [laughed|smiled] with relief.",
    ])

  static let find = KindLines(
    problem: [
      "{ifNoSituation}{Thing.bare} {thing.was} lost, and nobody [knew|could remember] where {thing.he} had gone.",
      "{ifSituation}{hero} had to find {thing}, and quickly.",
      "Somewhere {spot}, {thing.a} {thing.was} waiting to be found.",
      "{ifNoSituation}{Thing.bare} had gone missing, and everyone [had looked|had searched] [everywhere|high and low] for {thing.him}.",
    ],
    approach: [
      "{hero} began to [look|search] [everywhere|in every corner|high and low] for {thing}.",
      "\"Where [could|would] {thing} be?\" [wondered|said] {hero}, [looking around|frowning].",
    ],
    tries: [
      "{hero} looked [under|behind] {hiding}, but {thing} {thing.was} not there.",
      "{hero} [tried|searched] the [most likely|obvious] place [for {thing}|] first, [but there was no sign of {thing}|but {thing} {thing.was} not there|and found only {litter}].",
      "Something [gleamed|glinted] [for a moment|close by], but it was only {litter}, not {thing}.",
      "Something [moved|twitched] in the corner of {his} eye, but it was only a shadow, not {thing}.",
    ],
    success: [
      "And there {thing.he} {thing.was}, [found at last|safe and sound|just waiting for {hero}], [{spot}|right where nobody had looked|under {hero}'s very nose|in the last place anyone would think of].",
      "{ifLow}And there {thing.he} {thing.was}, {foundAt}, [found at last|just waiting for {hero}]!",
      "{ifHands}{hero} [picked up|held up] {thing} and [laughed|shouted] for joy.",
      "{ifNotHands}{hero} [found|spotted] {thing} and [laughed|shouted] for joy.",
    ],
    thanks: [
      "{ifCrowd}[Everyone|Everyone in {place}] [cheered|clapped] when they saw {thing}, found at last.",
      "{hero} [kept looking at|could not stop looking at] {thing}, [as if {thing.he} might vanish again|just to be sure], and [smiled|laughed] [and smiled|out loud].",
      "{ifHands}{hero} held {thing} [tight|close] and [did not let go for a long time|smiled and smiled].",
      "{ifNotHands}{hero} [looked at|kept close to] {thing} all the way home, and smiled and smiled.",
    ])

  static let fetch = KindLines(
    problem: [
      "{Thing.a} had to [get|go] to {destination}, and {hero} was the only one who could [take|carry] {thing.him}.",
      "{Thing.a} {thing.was} ready, but {destination} was [a long way off|on the other side of {place}].",
    ],
    approach: [
      "{ifCargo}{hero} [set off|started out] with {thing}, [very carefully|holding {thing.him} tight].",
      "{ifPassengers}\"[All aboard|Hold on tight], everyone!\" called {hero}, and set off with {thing}.",
      "\"[I'll take good care of you|Nearly there|Not far now],\" {hero} said to {thing}.",
    ],
    tries: [
      // What is in the way is the story's own trouble, so the trouble blocks something.
      "{hero} [tried|went] the short way first, but {trouble.spoils}, and {he} had to go the long way round.",
      "{ifCargo}{hero} [hurried|rushed|went too fast], and {thing} [nearly slipped|almost fell|wobbled dangerously]. {He} had to stop and [start again|slow down|hold {thing} more carefully].",
      "{ifPassengers}{hero} [hurried|went too fast] round a bend, and everyone inside [slid to one side|bumped together|squealed]. {He} had to slow down.",
    ],
    success: [
      "{ifCargo}At last {hero} [reached|arrived at] {destination} and [handed over|gave them] {thing}, safe and sound.",
      "{ifCargo}{hero} [put|placed] {thing} [down|into the right hands] at {destination}, safe and sound.",
      "{ifPassengers}At last {hero} [reached|pulled up at] {destination}, and {thing} [climbed|hopped] out, safe and sound.",
    ],
    thanks: [
      "\"[Thank you|Oh, thank you|Hooray], {hero}!\" [they said|everyone said|they cried]. \"You [came|got here|made it] [just in time|in the nick of time|with {thing}]!\"",
      "[Everyone|They] [smiled|clapped] when {thing} arrived, [and {hero} felt very proud|and {hero} gave a happy sigh].",
    ])

  static let mend = KindLines(
    problem: [
      "{Thing.bare} {thing.was} broken, and [nobody knew how to fix {thing.him}|it looked as if {thing.he} would never work again].",
      "{Thing.a} had [stopped working|gone quiet] [one day|last week], and [everyone missed {thing.him}|it made everyone sad].",
    ],
    approach: [
      "{hero} [laid out|gathered] [the tools|screwdrivers and string and glue] [beside|next to] {thing}.",
      "{hero} looked at {thing} [from every side|very carefully] and took a deep breath.",
    ],
    tries: [
      "First {hero} [tightened|fiddled with|poked at] [a screw|a little wheel|a loose wire] [inside|on the back of] {thing}, but {thing} [only rattled|did nothing at all|gave a sad little click].",
      "Then {hero} gave {thing} a [gentle|little|hopeful] [shake|tap|pat], but [it did not help|nothing happened|{thing} stayed as broken as ever].",
    ],
    success: [
      "[Click|Whirr|Ping]! {Thing} worked again, [as good as new|better than ever].",
      "Click! {Thing} came back to life, as good as new.",
      "Then {thing} [crackled|whirred|ticked], and [hummed|clicked], and worked again.",
    ],
    thanks: [
      "[Everyone|The whole family] gathered round {thing}, [smiling|amazed].",
      "\"You fixed {thing}!\" [everyone said|everybody cried], and {hero} [grinned|beamed|went pink].",
    ])

  /// A torn thing mended (a kite, a teddy, a dress): patched and stitched, not ticking.
  static let patch = KindLines(
    problem: [
      "{Thing.bare} {thing.was} [torn|ripped], and it looked as if {thing.he} would never be the same again.",
      "There was a [big rip|long tear] in {thing}, [and everyone was sad about it|and nobody knew how to mend it].",
    ],
    approach: [
      "{hero} [laid out|gathered] [tape and glue and string|a needle, thread and patches] [beside|next to] {thing}.",
      "{hero} looked at the [rip|tear] in {thing} [from every side|very carefully] and took a deep breath.",
    ],
    tries: [
      "First {hero} [stuck|pressed] a bit of tape over the [rip|tear] in {thing}, but it [peeled off|came unstuck] at once.",
      "Then {hero} tried to [tie|knot] the torn ends of {thing} together, but the [knot|string] [slipped|would not hold].",
    ],
    success: [
      "[At last|And then] the [rip|tear] in {thing} was [mended|patched], [neat and strong|as good as new].",
      "{Thing} {thing.was} whole again, [better than ever|as good as new]!",
    ],
    thanks: [
      "[Everyone|The whole family] gathered round {thing}, [smiling|amazed].",
      "\"You mended {thing}!\" [everyone said|they cried], and {hero} [grinned|beamed|went pink].",
    ])

  static let make = KindLines(
    problem: [
      "{hero} [wanted|meant] to {makeVerb} {thing.a}, [the best one ever|all by {himself}|as a surprise].",
      "[There was no {thing.head} yet|Nothing was ready yet], and {hero} wanted to {makeVerb} {thing.a}.",
    ],
    approach: [
      "{hero} [gathered|fetched] everything {he} needed [and set to work|and started].",
      "{ifChild}{hero} [rolled up {his} sleeves|took a deep breath] and began to {makeVerb} {thing}.",
      "{ifNotChild}{hero} took a deep breath and began to {makeVerb} {thing}.",
    ],
    tries: [
      "The first try at {thing} [went wrong|was a muddle|was a mess], because [it fell over|it came out lopsided|it fell to bits].",
      "{hero} tried again, but {thing} [was still not right|had something missing|still looked wrong], [and {he} sighed|and {he} frowned|and {he} scratched {his} head].",
    ],
    success: [
      "And there {thing.he} {thing.was}, [finished at last|ready|done], [better than {hero} had hoped|just right|exactly as {hero} had pictured {thing.him}|the best {hero} had ever made].",
      "[Little by little|Bit by bit], {thing} [came together|was done], [and it was lovely|and it was just right].",
    ],
    thanks: [
      "{ifCrowd}[Everyone|All who saw it] [gasped|smiled] at {thing}, and {hero} felt [proud|warm inside].",
      "{hero} stood back and looked at {thing}, and felt [proud|warm inside] [right down to {his} toes|all over].",
      "{hero} looked at {thing} and [smiled|laughed], for {he} had made it {himself}.",
    ])

  static let grow = KindLines(
    problem: [
      "{hero} wanted to {makeVerb} {thing.a}, but [the soil was hard and dry|nothing wanted to grow].",
      "{Thing.a} needed [care|water and sun and time], and {hero} wanted to {task}.",
    ],
    approach: [
      "{hero} [dug|raked] the soil [soft|fine] and [got {his} watering can|found a trowel].",
      "{hero} [knelt down|bent down] [beside the bed|in the earth] and [began|got to work].",
    ],
    tries: [
      "The first try [went wrong|came to nothing], because [the birds ate the seeds|the soil was too dry|the slugs came], and {thing} did not grow.",
      "{hero} [waited|watched], and at last a little shoot came up, but it was thin and weak, and it [drooped|leaned over].",
    ],
    success: [
      "[Then|And then], [a green shoot|the first tiny leaf] came up, and [another|more], until {thing} {thing.was} [growing|growing well].",
      "[At last|Soon] {thing} stood [tall|green and strong] in the sun, [nodding|swaying] in the breeze.",
    ],
    thanks: [
      "{hero} [laughed|clapped] and [watered|looked at] {thing} [once more|with a happy sigh].",
      "Everyone who passed stopped to [look at|admire] {thing}.",
    ])

  static let learn = KindLines(
    problem: [
      "{hero} wanted to {task}, but [it was harder than it looked|{he} kept getting it wrong].",
      "[Every time|Whenever] {hero} tried to {task}, [something went wrong|{he} wobbled and stopped].",
    ],
    approach: [
      "{hero} took {thing} [out|along] and [took a deep breath|tried to remember everything].",
      "\"[Today|This time] I'll do it,\" {hero} [said|told {himself}].",
    ],
    tries: [
      "The first try [with|on] {thing} {thing.was} a wobble, then a [bump|stop|crash], [and {hero} landed on the grass|and {hero} said \"Ow!\"|and {hero} sat down hard].",
      "{hero} tried again [with {thing}|], [slower|more carefully], but [it still went wrong|it was still not right|{he} wobbled again].",
    ],
    success: [
      "And then, [all at once|suddenly], {hero} could do it, [on and on|round and round], [smooth|steady] at last.",
      "{hero} did it [properly|all the way], [without a single wobble|just right], with {thing}.",
    ],
    thanks: [
      "{hero} [laughed|whooped] out loud. {He} had done it!",
      "Everyone [clapped|cheered], and {hero} felt [proud|ten feet tall].",
    ])

  static let teach = KindLines(
    problem: [
      "{Thing.a} could not {skill}, [however hard {thing.he} tried|and that made {thing.him} sad].",
      "{Thing.a} [wanted|longed] to {skill}, but [{thing.he} did not know how|nothing came out right].",
    ],
    approach: [
      "{hero} [sat down|knelt down] beside {thing}. \"[I'll help you|Let's try together],\" {he} said.",
      "{hero} [found|met] {thing} [looking sad|on {thing.his} own], and [sat beside {thing.him}|said hello].",
    ],
    tries: [
      "{hero} showed {thing} [how|the way] once, but when {thing} tried, [nothing came out right|it went all wrong].",
      "{ifVoice}{Thing} tried [again|very hard], but [it still went wrong|only a little squeak came out], and {thing.he} [hung {thing.his} head|sighed].",
      "{ifNotVoice}{Thing} tried to {skill} [again|very hard], but [wobbled and stopped|it all went wrong|it was harder than it looked], and {thing.he} [hung {thing.his} head|sighed].",
      "{ifNotVoice}{Thing} [took a step|had a go], then [lost {thing.his} nerve|got in a muddle] and [stopped|gave up], [just like before|again].",
    ],
    success: [
      "[And then|At last], {thing} could {skill}, [all by {thing.self}|as if {thing.he} had always known how]!",
      "{Thing} tried once more, and this time {thing.he} could {skill}, [clear and true|just right].",
    ],
    thanks: [
      "{Thing} was so happy [{thing.he} did it again and again|{thing.he} could not stop smiling].",
      "\"Thank you, {hero}!\" said {thing}, [beaming|proud as anything].",
    ])

  static let win = KindLines(
    problem: [
      "{Thing.a} was [coming|soon], and {hero} [wanted|hoped] [very much|with all {his} heart] to win.",
      "Everyone was getting ready for {thing}, and {hero} wanted to {task}.",
    ],
    approach: [
      "{ifRace}{hero} lined up with the others, [heart thumping|ready to go].",
      "{ifRace}[Ready, steady|On your marks], go! {hero} [set off|was off].",
      "{ifJump}One by one the others jumped, and then it was {hero}'s turn, [heart thumping|ears pricked|trying not to look at the crowd].",
      "{ifJump}{hero} [looked up at|stared at] the fence. It was [taller than {hero}|the tallest fence of the day], with a red and white bar on top.",
    ],
    tries: [
      "{ifRace}{hero} started well, but {slip} and [fell behind|lost time|dropped back].",
      "{ifRace}{hero} tried to catch up, but the others were [far ahead|a long way in front|already halfway there].",
      "{ifJump}{hero} [ran at|rushed at] the fence too fast and jumped too soon, and the top bar fell down with a crash.",
      "{ifJump}On the second try, {hero} stopped short at the last moment, and the crowd gasped.",
    ],
    success: [
      "{ifRace}{hero} [crossed the line|reached the end] first! {He} had won {thing}!",
      "{ifJump}{hero} [sailed|flew] over the tallest fence [with room to spare|like a bird] and landed [softly|neatly] on the other side. {He} had won {thing}!",
      "[The crowd cheered|Everyone cheered], because {hero} had won {thing}!",
    ],
    thanks: [
      "{hero} got a [shiny|red] [ribbon|rosette], and [grinned|beamed] from ear to ear.",
      "{ifCrowd}[Everyone|All {his} friends] [hugged|cheered] {hero}, and {he} [laughed|beamed].",
    ])

  /// A contest won by what is shown: the entry is the key thing, {contest} the contest.
  static let show = KindLines(
    problem: [
      "{Contest} was [coming|soon], and {hero} wanted {his} {thing.head} to be the [best|finest] of all.",
      "{ifGrown}{hero} had grown {thing.a} for {contest}, and [hoped|wanted] with all {his} heart to win.",
      "{ifMade}{hero} [had made|was making] {thing.a} for {contest}, and [hoped|wanted] with all {his} heart to win.",
    ],
    approach: [
      "{ifNotSand}{hero} [took|brought] {thing} to the [big tent|judging table], where the judging would be.",
      "{ifSand}{hero} [found|chose] a good spot near the water and began to build, [pat by pat|bucket by bucket].",
      "{ifGrown}{hero} [looked after|fussed over] {thing} [all morning|from first light], and then it was time.",
      "{ifMade}{hero} [worked on|fussed over] {thing} [all morning|from first light], and then it was time.",
    ],
    tries: [
      "{ifSand}{hero} built the walls [high|tall], but the sand was too dry, and [a tower|one wall] [crumbled|slid down] in a little heap.",
      "{ifSand}Then a wave crept up the beach and [washed|knocked] [the front wall|one tower] [flat|away].",
      "{ifNotFlat}{ifNotSand}{hero} set {thing} on the table, but it [wobbled|rolled] and [rolled right off|nearly fell], and {hero} had to [catch|chase] it.",
      "{ifFlat}{hero} [started|tried] {thing} again, but the lines came out [wobbly|smudged], and {hero} had to [start over|rub them out].",
      "{ifFlat}{hero} held {thing} up to the light, but [one corner curled|the colours looked muddy], and it did not look right.",
      "{hero} tried to [make {thing} look its best|tidy {thing} up], but [a bit fell off|it only looked worse], and the other entries looked very fine.",
    ],
    success: [
      "{ifNotSand}The judges [looked at|walked past] every entry, and then they [stopped at|came back to] {thing}, and pinned on the red rosette.",
      "{ifNotSand}The judges looked and looked, and then they [smiled|nodded] at {thing} and gave it the [first prize|red rosette].",
      "{ifSand}The judges walked along the beach, looking at every castle, and then they stopped at {thing} and planted the winner's flag on top.",
    ],
    thanks: [
      "{hero} had won {contest}, and [grinned|beamed] from ear to ear.",
      "[Everyone|All {his} friends] cheered, for {hero} had won {contest}.",
    ])

  static let guide = KindLines(
    problem: [
      "{Thing.bare} was lost, [far from home|and did not know the way back].",
      "{Thing.a} had [wandered|strayed] too far and could not find the way home.",
    ],
    approach: [
      "{hero} [found|met] {thing}, [looking lost|all alone]. \"[I'll help you|Don't worry, I'll help],\" {he} said.",
      "{hero} [took|led] {thing} [gently|carefully] along, and they set off together.",
    ],
    tries: [
      "{hero} and {thing} tried one way, but it was [the wrong way|not right|a dead end], [and {thing} looked sad|and they had to turn back].",
      "They tried another way, but [it went round in a circle|it ended at a wall|it led to a muddy ditch], and {thing} [sighed|shivered|stopped].",
    ],
    success: [
      "[And there|There, at last], was {thing}'s home, [just as it should be|safe and snug].",
      "{Thing} [was home|was back where {thing.he} belonged], [safe and sound|at last].",
    ],
    thanks: [
      "{Thing} [was so happy|thanked {hero} again and again], and {hero} [smiled|waved goodbye].",
      "{Thing.alive}\"Thank you, {hero},\" said {thing}. \"[I'll never forget it|You're a true friend|I'm home at last].\"",
    ])

  /// A visitor made welcome: at home with a table and a banner, out of doors with what the
  /// world has to give ({welcomeGift}: stardust, shells, flowers).
  static let welcome = KindLines(
    problem: [
      "{ifGuestComing}{Thing.a} was coming, and {hero} wanted everything to be [ready|just right].",
      "{ifGuestComing}{Thing.a} was coming to visit, and there was [so much to do|a lot to get ready].",
      "{ifGuestHere}{ifWords}{Thing.bare} {thing.was} new here, and [a little lonely|very shy], and {hero} wanted {thing.him} to feel [at home|welcome].",
      "{ifGuestHere}{ifNoWords}{Thing.bare} had come from far away and did not know any English yet, so {thing.he} [sat all alone|sat very still] and [said nothing at all|did not say a word].",
      "{ifGuestHere}{ifNoWords}{Thing.bare} had come from [far away|another country], and every word {thing.he} heard was a [new|strange] one, so {thing.he} [kept very quiet|hardly looked up].",
    ],
    approach: [
      "{ifGuestComing}{ifIndoors}{hero} started with [the table|the door], [tidying|sweeping] and [making everything nice|setting things out].",
      "{ifGuestHere}{hero} [went over|{went} up] to {thing} with a [smile|wave].",
      "{ifOutside}{hero} gathered the [brightest|prettiest] {welcomeGift} and laid {welcomeIt} out in a [shining|long] path for {thing}.",
    ],
    tries: [
      "{ifGuestComing}{ifIndoors}{hero} hung up a banner for {thing}, but it [fell down|came unstuck|tore in two].",
      "{ifGuestComing}{ifIndoors}{hero} [tried to bake a cake|made a pot of tea] for {thing}, but it [went wrong|came out flat|boiled over].",
      // A newcomer who is here already is talked to, not baked for.
      "{ifGuestHere}{ifWords}First {hero} said hello, but {thing} only looked at the ground.",
      "{ifGuestHere}{ifWords}Then {hero} [asked {thing.him} to play|showed {thing.him} around], but {thing} [shook {thing.his} head|stayed very quiet].",
      "{ifGuestHere}{ifNoWords}First {hero} said hello, but {thing} did not know the word, and only looked at the ground.",
      "{ifGuestHere}{ifNoWords}Then {hero} [talked and talked|explained the game], but {thing} did not understand, and [looked down at {thing.his} shoes|shook {thing.his} head].",
      "{ifOutside}{hero} made a path of {welcomeGift} for {thing}, but the wind blew it all away.",
      "{ifOutside}Then {hero} [waited|watched] for {thing}, but {thing} only [peeped out|hid] and would not come [closer|near].",
    ],
    success: [
      "{ifGuestComing}{ifIndoors}[Knock, knock|Ding-dong]! {Thing} was at the door, and everything was [ready|just right].",
      "{ifGuestComing}{ifIndoors}When {thing} arrived, everything was ready, [just as {hero} had hoped|better than {hero} had hoped].",
      "{ifGuestComing}{ifOutside}{Thing} came [closer and closer|sweeping in], and everything was ready, [just as {hero} had hoped|better than {hero} had hoped].",
      "{ifGuestHere}{ifWords}{Thing} came out [at last|slowly], looked around, and [settled in|stayed], [happy at last|not lonely any more].",
      "{ifGuestHere}{ifNoWords}By home time, {thing} knew [five|six|seven] new words, and {hero} knew how to say hello in {thing.his} language.",
    ],
    thanks: [
      "{ifGuestComing}{ifIndoors}\"[What a welcome|How lovely]!\" said {thing}, and gave {hero} a [big|warm] hug.",
      "{ifGuestHere}From then on, {thing} [and {hero} were the best of friends|was never lonely again].",
      "{ifOutside}\"[What a welcome|How lovely]!\" said {thing}, [glowing with joy|and smiled and smiled].",
    ])

  static let fear = KindLines(
    problem: [
      "{hero} was afraid of {thing.a}, [more than anything|though {he} did not like to say so].",
      "{Thing.a} made {hero}'s tummy [feel wobbly|turn over], every single time.",
      "{ifSkill}{hero} longed to {skill}, but {he} was afraid of {thing}.",
    ],
    approach: [
      "{hero} [took a deep breath|held on tight] and [went|stepped] a little closer to {thing}.",
      "\"[I can be brave|I can do this],\" {hero} whispered to {himself}.",
    ],
    tries: [
      "{hero} [went|stepped] a little closer, but then [ran back|stopped], because {thing} still felt [too big|too scary].",
      "{hero} tried to be brave, but {his} [knees wobbled|tummy turned over].",
    ],
    success: [
      "{ifNoSkill}{hero} had done it, for {he} had faced {thing}, and [it was not so scary after all|{he} was not afraid any more].",
      "{ifNoSkill}{hero} had faced {thing}, and {he} [was not afraid any more|felt brave all over].",
      "{ifSkill}{hero} took a deep breath, and then {he} {task.past}, [all by {himself}|all on {his} own]!",
      "{ifSkill}And then {hero} {task.past}, and {thing} {thing.was} not so scary after all.",
    ],
    thanks: [
      "{hero} [laughed|grinned], for {he} had been brave after all.",
      "{hero} felt [ten feet tall|as brave as a lion|as big as a mountain|brave right down to {his} toes][, and {he} [laughed|smiled] at {thing}|].",
      "{hero} felt so proud of {himself}[, proud right down to {his} toes|].",
    ])

  static let celebrate = KindLines(
    problem: [
      "It was nearly time for {thing.a}, and {hero} wanted to make it [special|the best ever].",
      "{Thing.a} was coming, and {hero} [had a plan|wanted a surprise] to make it [special|wonderful].",
    ],
    approach: [
      "{hero} [gathered|collected] [paper chains and balloons|ribbons and candles] and began."
    ],
    tries: [
      "{hero} [blew up|hung] the balloons for {thing}, but [two popped|they drooped|they floated away].",
      "{ifSurprise}{hero} tried to keep {thing} a secret, but [somebody nearly let it slip|somebody almost gave it away].",
      "{hero} made the cake for {thing}, but [it slid sideways|it sank in the middle|it came out lopsided].",
    ],
    success: [
      "{ifNotSurprise}And then it was time, and {thing} {thing.was} [ready|perfect], [bright and happy|full of colour].",
      "{ifNotSurprise}Everyone [cheered|clapped] [at|for] {thing}, and it was [the best ever|just right].",
      "{ifSurprise}When {other} walked in, everyone jumped up and shouted, \"Surprise!\", and {other.his} face lit up like a lantern.",
      "{ifSurprise}Everyone hid, and when {other} came in, they all jumped up and shouted, \"Surprise!\"",
    ],
    thanks: [
      "[Everyone|All their friends] [laughed and sang|danced and clapped] together."
    ])
}
