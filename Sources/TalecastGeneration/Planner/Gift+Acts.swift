/// How each kind of gift acts on each shape of task: the sentence of the story's turn.
extension Gift {
  /// The shape of what must be done, as far as a gift can act on it.
  enum Shape: Sendable {
    /// Get a thing or someone down, out or free (rescue).
    case reach
    /// Take a thing somewhere (fetch).
    case carry
    /// Help a growing thing grow (a sunflower, a pumpkin).
    case tend
    /// Find where something is (find, guide).
    case search
    /// Make, mend, grow, get ready (make, welcome, celebrate).
    case craft
    /// Help someone else learn or dare (teach).
    case coax
    /// Win a race or a prize.
    case contest
    /// Face one's own fear.
    case courage
    /// Lead someone home.
    case guide
    /// Find out what is making a noise (investigate).
    case listen
    /// Make a visitor welcome.
    case greet
    /// Clear a road or a path of snow or branches.
    case clear
    /// Free something tangled in a net or caught in brambles (a rescue with a trap).
    case untangle
  }

  /// The turn of a growing story: the gift helps the plant, not the soil's "highest part".
  var tend: [Template] {
    switch kind {
    case .music:
      ["{hero} {sang} to {thing} every morning, soft and slow, and {thing} seemed to listen."]
    case .seeing:
      [
        "{hero} looked closely and spotted the slugs on the leaves, and carried them away to the hedge."
      ]
    case .jokes:
      ["{hero} told {thing} a joke every morning, and watered it while everyone laughed."]
    case .speed:
      ["{hero} raced to fill the watering can every day, and {thing} never went thirsty."]
    case .climbing:
      [
        "{hero} climbed up and tied the tall stem to the fence with string, so the wind could not bend it."
      ]
    case .strength:
      ["{hero} carried the heavy watering can every day, and never spilled a drop."]
    case .animals:
      ["{hero} asked the bees in their own language to visit {thing}, and they came buzzing."]
    case .making:
      ["{hero} built a little frame of string and sticks for {thing} to lean on as it grew."]
    case .thinking:
      [
        "{hero} thought hard and worked out that {thing} needed more sun, and moved the shady things away."
      ]
    case .remembering:
      ["{hero} remembered what Grandpa did for his plants, and did it too."]
    case .kindness:
      ["{hero} watered {thing} gently every day, and kindly pulled up every weed around it."]
    case .swimming, .hearing, .cooking, .drawing, .stories, .patience, .wayfinding, .smelling,
      .gardening, .other:
      []
    }
  }

  /// The turn of a delivery: the gift gets the thing there.
  var carry: [Template] {
    switch kind {
    case .music:
      [
        "{hero} {sang} a marching song as {he} went, one-two, one-two, and kept such a steady pace that {thing} never wobbled once."
      ]
    case .seeing:
      [
        "{hero} spotted a quicker way, a little lane nobody else had noticed, and took it with {thing}."
      ]
    case .jokes:
      [
        "{hero} told jokes to everyone in the way, and they laughed so much that they stepped aside to let {him} through.",
        "{hero} told [a silly joke|{his} best joke] [about a goose|about a sneezing cow|about a very slow snail], and [people|everyone] [giggled|chuckled] and made room, and {hero} [slipped|squeezed] through with {thing}.",
      ]
    case .speed:
      [
        "{hero} [raced|dashed] the rest of the way, faster than ever, and {thing} did not slip once."
      ]
    case .climbing:
      [
        "{hero} climbed [over the wall|up the bank|across the rocks], [the short way|a way nobody else would try], holding {thing} [high|tight]."
      ]
    case .strength:
      ["{hero} carried {thing} all the way and never once put {thing.him} down."]
    case .animals:
      [
        "{hero} asked the birds the quickest way in their own language, and they showed {him} a path.",
        "{hero} [called|whistled] to [a squirrel|a magpie|a friendly dog] in its own language, and it [led|showed] {him} [a short cut|a secret way|the quickest path] with {thing}.",
      ]
    case .making:
      ["{hero} built a little cart from string and sticks, and {thing} rode safely in it."]
    case .thinking:
      ["{hero} thought hard and worked out the quickest way through the streets."]
    case .remembering:
      ["{hero} remembered a short cut that {he} had once taken, and took it again."]
    case .kindness:
      ["{hero} asked a friend for help, and together they carried {thing} the rest of the way."]
    case .swimming:
      ["{hero} swam the short way across the water, holding {thing} high."]
    case .hearing:
      ["{hero} listened hard and heard where the road was quiet, and went that way."]
    case .cooking, .drawing, .stories, .patience, .wayfinding, .smelling, .gardening, .other: []
    }
  }

  /// The turn's sentence when none of `act`'s links whole in this story: plainer, but still
  /// the gift at work, with one of `actionWords`.
  var fallback: Template {
    let doing: String =
      switch kind {
      case .music: "{sang} {his} [favourite|bravest] song as {he} worked"
      case .seeing: "looked [very carefully|closer than anyone]"
      case .jokes: "told a joke to cheer everyone up"
      case .speed: "dashed here and there, quick as a flash"
      case .climbing: "climbed up high for a better look"
      case .strength: "pushed with all {his} strength"
      case .animals: "asked the birds for help in their own language"
      case .making: "made a clever tool from string and sticks"
      case .thinking: "thought it through, one step at a time"
      case .remembering: "remembered how it was done"
      case .kindness: "was gentle and kind"
      case .swimming: "swam out with a deep breath"
      case .hearing: "listened hard"
      case .cooking: "baked a little cake to share"
      case .drawing: "drew a plan in chalk"
      case .stories: "told a story, slow and steady, as {he} worked"
      case .patience: "waited, patient and still, and then tried again, slowly"
      case .wayfinding: "drew a map in the dust and found the way"
      case .smelling: "sniffed the air, nose up, and followed the smell"
      case .gardening: "dug and planted and watered, just as a gardener does"
      case .other: "thought of {gift}, and tried once more, slowly and carefully"
      }
    return Template(
      "{hero} \(doing), and [little by little|bit by bit|slowly but surely|at long last], [it began to work|things started to go right]."
    )
  }

  /// The turn's sentence: the gift at work on the task. Its words include one of
  /// `actionWords`.
  func act(_ shape: Shape) -> [Template] {
    // A newer gift without a turn of its own for this shape says its own plain act.
    if let own = Self.newerActs[kind] { return own[shape] ?? [fallback] }
    if kind == .other { return otherActs[shape] ?? [fallback] }
    return switch shape {
    case .carry: carry
    case .tend: tend
    case .listen: listen
    case .untangle: untangle
    case .clear: clear
    case .greet: greet
    default: acts(shape)
    }
  }

  func acts(_ shape: Shape) -> [Template] {
    switch (kind, shape) {
    case (.music, .guide):
      [
        "{hero} {sang} a long, clear note, again and again, and {thing} followed the sound all the way home.",
        "{hero} {sang} a [clear|high] song, and from far off, {thing}'s family [sang back|called back], and they followed the sound all the way home.",
      ]
    case (.seeing, .guide), (.remembering, .guide):
      [
        "{hero} [remembered|spotted] the [bent tree|white stone|old gate] they had passed that morning, and from there [{he} knew the way|the way was easy]."
      ]
    case (.hearing, .guide):
      [
        "{hero} listened hard and heard {thing}'s family calling, far away, and they followed the sound home."
      ]
    case (.animals, .guide):
      [
        "{hero} asked [a fox|the birds|a mole] the way in [its|their] own language, and [it|they] showed them the path home."
      ]
    case (.thinking, .guide):
      [
        "{hero} [thought|worked out] which way the wind blew and where the sun had gone down, and worked out the way home."
      ]
    case (.climbing, .guide):
      [
        "{hero} [climbed|scrambled] up the tallest tree and looked out, and from the top {he} could see the way home."
      ]
    case (.jokes, .guide):
      [
        "{hero} told jokes all the way, and {thing} laughed so much that {thing.he} forgot to be frightened and remembered the way: past the [big tree|white gate|old wall], then left, then home."
      ]
    case (.drawing, .guide):
      [
        "{hero} asked {thing} to draw {thing.his} home with a stick in the [dust|sand|snow], and {thing} drew a [big tree|white gate|crooked fence] with a hill behind it. \"I know that place!\" said {hero}, and led the way."
      ]
    case (.making, .guide):
      [
        "{hero} [made|built] a little lantern from a jar and a candle, and by its light they found the path home."
      ]
    case (.kindness, .guide), (.cooking, .guide), (.other, .guide):
      [
        "{hero} sat with {thing} and [gently|kindly] asked about {thing.his} home. \"There is a [big tree|white gate|crooked fence] with a hill behind it,\" said {thing}. {hero} knew that place, and led the way."
      ]
    case (.speed, .guide):
      [
        "{hero} [raced|dashed] ahead to every fork in the path and back, faster than anyone, and found the path home."
      ]
    case (.strength, .guide):
      [
        "{ifLand}{hero} carried {thing} on {his} back, over the [stream|ditch|hill] and the short way round, all the way home.",
        // A tugboat pushes; nobody at sea carries a sailboat over a hill.
        "{ifWater}{hero} put {his} nose against {thing} and pushed, slow and strong, through the water and past the rocks, all the way home.",
      ]
    case (.swimming, .guide):
      [
        "{ifWater}{hero} waded into the shallow water and swam slowly beside {thing}, showing {thing.him} the way, until {thing.he} was safe.",
        "{ifLand}{hero} carried {thing} on {his} back, over the [stream|ditch|hill] and the short way round, all the way home.",
      ]
    case (_, .guide):
      [
        "{hero} [thought of|used] {his} gift, {gift}, and with it found [a path|the way] that led them home at last."
      ]
    case (.music, .reach):
      [
        "{thing.alive}{hero} {sang} a [soft|gentle|slow] song, and {thing}, [listening|calmer now], [came|crept] towards {him}, one careful step at a time.",
        "{thing.still}{hero} {sang} a counting song, and on every third beat {he} gave a [tug|push], and on the tenth verse {thing} came loose.",
      ]
    case (.music, .search):
      [
        "{hero} {sang} the song {he} had been {singing} that morning, and [remembered|thought of] every place {he} had been while {singing} it, and at the last place was {thing}."
      ]
    case (.music, .craft):
      [
        "{hero} {sang} [a working song|a steady tune] and worked in time to it, a little more with every verse, until {thing} [came right|was done]."
      ]
    case (.music, .coax):
      [
        "{hero} {sang} it [slowly|very softly], one note at a time, and {other} [copied|followed] the tune, [one note after another|until it came out right]."
      ]
    case (.music, .contest):
      [
        "{hero} {sang} [a marching tune|a quick little tune] and kept time to it, [left, right, left|step, step, step], steady as a drum."
      ]
    case (.music, .courage):
      [
        "{hero} {sang} [{his} bravest song|a song to keep {him} company], [louder|a little louder] with every step, and the {fear} did not seem so [big|scary] any more."
      ]

    case (.seeing, .reach):
      [
        "{ifHigh}{hero} looked [very carefully|once more, slowly], and spotted [a way up nobody else had seen|a branch that made a step], and from it {he} could reach {thing}.",
        "{ifLow}{hero} looked [very carefully|once more, slowly], and spotted the one safe way to {thing}, [between the rocks|round the side], where nobody else had looked, and {went} along it.",
      ]
    case (.seeing, .search):
      [
        "{ifSearch}{hero} [looked|peered] where nobody else had thought to look, and [spotted|noticed] [a tiny gleam|something that did not belong] — it was {thing}, {foundAt}!",
        "{hero} [looked|peered] where nobody else had thought to look, and [spotted|noticed] [a tiny gleam|something that did not belong] — it was {thing}!",
      ]
    case (.seeing, .craft):
      [
        "{hero} looked [very closely|closer than anyone] and spotted [what was wrong|the little piece that was out of place], [a loose bit|a tiny crack] nobody else had noticed."
      ]
    case (.seeing, .coax):
      [
        "{hero} [watched|looked] very carefully and noticed [what {other} was doing wrong|where {other} went wrong], and [showed|pointed it out] [gently|kindly]."
      ]
    case (.seeing, .contest):
      [
        "{hero} [spotted|noticed] [the firm ground where nobody else had looked|the quickest way round], and [took it|went that way]."
      ]
    case (.seeing, .courage):
      [
        "{hero} looked [hard|carefully] at the {fear} and [saw|noticed] that it was [only shadows and an old coat|nothing but a shape, and not scary at all]."
      ]

    case (.jokes, .reach):
      [
        "{thing.alive}{hero} told {thing} the silliest joke {he} knew, and {thing} laughed so much that {thing.he} forgot to be frightened and [slid|hopped|wriggled] [down|across] to {hero}.",
        "{hero} told [{his} silliest joke|the joke about the sleepy snail], and [everyone|even {other}] laughed so hard that [the branches shook|the whole thing shook] and {thing} came loose.",
      ]
    case (.jokes, .search):
      [
        "{thing.alive}{hero} told a joke, and somewhere [nearby|close by] someone giggled, and {thing} {thing.was} [hiding|curled up] right there.",
        "{thing.still}{hero} told {himself} a joke to cheer {himself} up. Laughing made {him} brave enough to look in the darkest corner, and there was {thing}!",
      ]
    case (.jokes, .craft):
      [
        "{hero} told jokes while they worked, and everyone laughed so much that [the work flew by|nobody minded how long it took], and {thing} {thing.was} done.",
        "[Every time|Whenever] someone [sighed|grumbled], {hero} told a joke, and soon everyone was [giggling|laughing] and working faster than ever on {thing}.",
        "{hero} told {his} funniest jokes as everyone [worked|helped], and with so much laughing nobody felt tired, and {thing} {thing.was} [done|ready] in no time.",
      ]
    case (.jokes, .coax):
      [
        "{hero} told [{his} funniest joke|a very silly joke], and {other} laughed so hard that {other.he} forgot to be [shy|worried|nervous] and [just tried|did it without thinking]."
      ]
    case (.jokes, .contest):
      [
        "{hero} told {himself} a joke [under {his} breath|in {his} head], laughed, and [stopped being nervous|felt light as a feather]."
      ]
    case (.jokes, .courage):
      [
        "{hero} told the {fear} a joke, [a very silly one|the silliest one {he} knew], and laughed at it {himself}, and the {fear} [did not seem scary any more|felt small]."
      ]

    case (.speed, .reach):
      [
        "{thing.alive}When {thing} slipped, {hero} [raced|dashed] round faster than ever and caught {thing.him}.",
        "{hero} [ran|dashed|raced] faster than ever, [right round|all the way round], and caught {thing} [just in time|just before it fell].",
      ]
    case (.speed, .search):
      [
        "{hero} [ran|raced] [from place to place|to every corner] faster than anyone could follow, and [there|at the very last corner] was {thing}."
      ]
    case (.speed, .craft):
      [
        "{hero} [ran|dashed] [back and forth|to and fro] so fast, fetching [everything|each piece] that was needed, that {thing} [came together|was ready] in no time."
      ]
    case (.speed, .coax):
      [
        "{hero} [ran|raced] alongside {other}, fast and then faster, so {other.he} [could see how|had to keep up], and [suddenly|at last] {other.he} could {skill}."
      ]
    case (.speed, .contest):
      [
        "{ifOnFoot}{hero} [ran|raced] faster than {he} had ever run, [feet flying|arms pumping], [past one|past two|past everyone].",
        "{ifVehicle}{hero} found a burst of speed {he} never knew {he} had, and [zoomed|raced] [past one|past two|past everyone], all the way to the finish.",
        "{ifRiding}{hero} [leaned forward|tucked in low] on {his} {ride} and [flew|zoomed] faster than ever before, [past one|past two|past everyone], all the way to the finish.",
      ]
    case (.speed, .courage):
      [
        "{hero} [ran|dashed] [straight past|right up to] the {fear}, quick as a [blink|sneeze], and it was done before {he} had time to be scared."
      ]

    case (.climbing, .reach):
      [
        "{hero} [climbed|scrambled] [up, branch by branch|higher and higher], [balanced on|reached from] the very top, and [took hold of|caught] {thing}."
      ]
    case (.climbing, .search):
      [
        "{hero} [climbed|scrambled] up high to look down on everything, and from up there [it was easy to see|{he} could see] {thing}."
      ]
    case (.climbing, .craft):
      [
        "{hero} [climbed|scrambled] up to the [highest|trickiest] part, [balanced there|held on tight], and [fixed|finished] it where nobody else could reach."
      ]
    case (.climbing, .coax):
      [
        "{hero} [climbed|jumped] first, [slowly|carefully], so {other} could see where to [put each foot|hold on], and then {other.he} could {skill}."
      ]
    case (.climbing, .contest):
      [
        "{hero} [jumped|leapt] the [puddle|last hurdle] [in one bound|like a deer], and [landed|came down] running."
      ]
    case (.climbing, .courage):
      [
        "{hero} climbed up onto [a rock|the highest place {he} could find], steadied {himself}, and looked right at {thing}. From up there, {thing} looked much smaller."
      ]

    case (.strength, .reach):
      [
        "{ifNotMud}{hero} [pushed|heaved|pulled] [with all {his} strength|as hard as {he} could], and [the heavy branch|the big stone|everything in the way] [moved|shifted], and {thing} [was free|came loose].",
        "{ifMud}{hero} found firm ground and tied a rope [gently|carefully] around {thing}. [Then {he} pulled with all {his} strength until the mud let go with a loud pop.|{He} pulled slowly and steadily, with all {his} strength, and the mud let go with a loud pop.]",
      ]
    case (.strength, .search):
      [
        "{hero} [lifted|heaved up] [the heavy lid|the big stone|the pile of boxes] that nobody else could move, and underneath was {thing}."
      ]
    case (.strength, .craft):
      [
        "{hero} [lifted|heaved] the heaviest [piece|part] into place [all alone|with one big push], and {thing} [stood firm|held together] at last."
      ]
    case (.strength, .coax):
      [
        "{hero} [held|lifted] {other} [steady|up] with {his} strong arms until {other.he} [could do it alone|felt safe enough], and then {other.he} could {skill}."
      ]
    case (.strength, .contest):
      [
        "{hero} [pulled|pushed] with all {his} strength, [feet dug in|teeth gritted], [harder|stronger] than ever."
      ]
    case (.strength, .courage):
      [
        "{hero} [pushed|pulled] open the door to the {fear} with both hands, [strong|steady] and [brave|sure]."
      ]

    case (.animals, .reach):
      [
        "{thing.alive}{hero} [spoke|talked] to {thing} in {thing.his} own language. \"Jump, and I'll catch you,\" {he} said, and {thing} [jumped|took one brave jump].",
        "{hero} [talked|spoke] to the [birds|animals] in their own language, and they [flew|came] [up|over] and [tugged|carried] {thing} [down|back] to {him}.",
      ]
    case (.animals, .search):
      [
        "{hero} asked the [birds|mice|animals] in their own language, and [a little mouse|a robin|a squirrel] [told|showed] {him} exactly where {thing} was."
      ]
    case (.animals, .craft):
      [
        "{hero} [asked|talked to] the [animals|birds] in their own language, and they [helped|came to help], and [one brought twigs and one brought string|every creature brought something], until {thing} {thing.was} done."
      ]
    case (.animals, .coax):
      [
        "{hero} [spoke|talked] to {other} in {other.his} own language, softly, and [explained|told {other.him}] exactly how to {skill}."
      ]
    case (.animals, .contest):
      [
        "{hero} [asked|talked to] a [swallow|hare] in its own language, and it [showed|told] {him} the [quickest|best] way."
      ]
    case (.animals, .courage):
      [
        "{hero} [asked|talked to] the little creatures [who lived there|in the corners] in their own language, and they [told|showed] {him} there was nothing [to fear|scary] at all."
      ]

    case (.making, .reach):
      [
        "{thing.alive}{ifLow}{hero} [built|made] a little ramp of planks and rope, from the rock down to the water, and {thing} [slid|wriggled] down it to {hero}.",
        "{hero} [built|made] [a long pole with a hook|a ladder of boxes and rope|a little raft of planks] and [tied|fixed] it [tight|firm], and with it [reached|fetched] {thing}.",
      ]
    case (.making, .search):
      [
        "{hero} [made|built] [a lantern from a jar|a long hook from wire|a net from string] and used it to [look|search] where hands could not, and there was {thing}."
      ]
    case (.making, .craft):
      [
        "{ifNotPatched}{hero} [fixed|mended|built] it properly this time, [with the right tools|piece by piece], [tying every knot tight|fitting every part just so].",
        // A torn flag or kite is sewn, not built.
        "{ifPatched}{hero} threaded {his} needle and sewed up the tear with tiny, careful stitches, until {thing} {thing.was} [whole again|as good as new].",
      ]
    case (.making, .coax):
      [
        "{hero} [made|built] {other} [a little helper of string and sticks|something to hold on to], and with it {other.he} could {skill}."
      ]
    case (.making, .contest):
      [
        "{hero} tied a little sail of string and sticks to {his} back, and the wind pushed {him} along faster than ever.",
        "{hero} fixed the loose part in a moment and tied it tight, and then {hero} was faster than ever.",
        "{hero} [fixed|mended] the [wobbly|loose] part in a [moment|flash] and [tied|tightened] it [firm|tight], ready to go.",
      ]
    case (.making, .courage):
      [
        "{hero} [made|built] a [little lantern|night light] from a jar and a torch, and [carried|held] it [right into|up to] the {fear}."
      ]

    case (.thinking, .reach):
      [
        "{thing.alive}{hero} thought hard and worked out where {thing} would come down if {thing.he} jumped, and waited right there, and when {thing} jumped, {hero} was ready.",
        "{hero} [thought|thought hard] and [worked out|came up with] a plan with [a rope and a bucket|a long line of helpers|a slope of boxes], and [it worked|the plan worked], and {thing} [came down|came back].",
      ]
    case (.thinking, .search):
      [
        "{hero} [thought|worked it out] step by step — [where had {thing} been last?|what would {thing} do?] — and [went straight to|knew exactly where to look for] {thing}.",
        "{ifSearch}{hero} thought it through, step by step: where had {thing} been last? Then {he} went straight there, and there it was, {foundAt}.",
      ]
    case (.thinking, .craft):
      [
        "{hero} [thought|puzzled] it out, [counted|measured] [every piece|twice], and worked out [the right way|what went where], and this time {thing} [was right|fitted together]."
      ]
    case (.thinking, .coax):
      [
        "{hero} [thought of|worked out] a way to [break it into tiny steps|do one small bit at a time], and with each step {other} [got closer|learned more], until {other.he} could {skill}."
      ]
    case (.thinking, .contest):
      [
        "{hero} [counted|thought out] {his} steps [carefully|in {his} head], [slow at first and then fast|one and two and one and two], just as {he} had planned."
      ]
    case (.thinking, .courage):
      [
        "{ifNotCrossing}{hero} [thought|worked out] what the {fear} really was, [step by step|one clue at a time], and [the answer was not scary at all|it turned out to be nothing to fear].",
        "{ifCrossing}{hero} counted the stones. There were seven. Seven stones were not so many. {He} said each number out loud as {he} stepped, all the way to seven. And there {he} was, on the other side.",
      ]

    case (.remembering, .reach):
      [
        "{thing.alive}{hero} remembered [what Grandpa always said|something the old fisherman once said], that a frightened creature comes to a quiet, steady voice, so {he} spoke softly and waited, and {thing} came.",
        "{hero} remembered [something Grandpa once showed {him}|a trick from long ago], and [tied a loop of string to a long stick|tied a loop and threw it high], and it [worked|worked perfectly].",
      ]
    case (.remembering, .search):
      [
        "{hero} remembered every place {he} had been that day, one by one, and [remembered|suddenly knew] where {thing} must be.",
        "{ifSearch}{hero} remembered every place {he} had been that day, one by one, and then {he} knew: {foundAt}! And there it was.",
      ]
    case (.remembering, .craft):
      [
        "{hero} remembered [exactly how it had been done before|every step {he} had ever seen], and did it [step by step|just so], and {thing} came right."
      ]
    case (.remembering, .coax):
      [
        "{hero} remembered [how {he} had learned it {himself}|the song Grandma used for it], and [sang it|showed it] to {other}, and then {other.he} could {skill}."
      ]
    case (.remembering, .contest):
      [
        "{hero} remembered [every turn of the course|what the winner did last year], and [took the inside corner|saved {his} breath for the end]."
      ]
    case (.remembering, .courage):
      [
        "{hero} remembered [how brave {he} had been before|what Grandma said about shadows], and [held on to that|said it out loud], and stepped forward."
      ]

    case (.kindness, .reach):
      [
        "{thing.alive}{hero} [spoke|talked] [gently|softly] to {thing}, and {thing.he} [stopped shaking|came slowly], [one step|a little at a time], right into {his} arms.",
        "{hero} [talked|spoke] [gently|kindly] to everyone [around|nearby], calm and kind, until they all [worked together|helped] to [reach|fetch] {thing}.",
      ]
    case (.kindness, .search):
      [
        "{thing.alive}{hero} [called|whispered] [softly|gently], [kind and calm|so as not to frighten anyone], and {thing} [crept out|peeped out] from [its hiding place|where it was hiding].",
        "{hero} [asked|talked to] everyone [gently|kindly], [calm and patient|never cross], and a [kind|helpful] [neighbour|friend] [remembered|pointed to] where {thing} was.",
      ]
    case (.kindness, .craft):
      [
        "{hero} [worked|went on] [gently|slowly and kindly], [patting everything smooth|careful with every piece], and {thing} came right at last."
      ]
    case (.kindness, .coax):
      [
        "{hero} [sat|stayed] [close|beside {other}] and [spoke|said] [gently|softly], \"[Try again. I'm here|You can do it. I'm right here].\" And {other} [did|tried once more], and could {skill}."
      ]
    case (.kindness, .contest):
      [
        // "staying calm in big waves": the race is won by staying steady when others cannot.
        "{ifWater}When the waves grew big, the fast boats bounced and splashed and lost their way, but {hero} stayed calm and steady, wave after wave, and sailed past them all to the finish.",
        "{ifLand}{hero} [stopped|stooped] to help a little one who had fallen, [kindly|gently], and they [went on|finished] together.",
      ]
    case (.kindness, .courage):
      [
        "{hero} [spoke|said] [softly|gently] to {himself}, the way a kind friend would, and [the {fear}|the fear] [grew smaller|felt smaller] with every word."
      ]

    case (.swimming, .reach), (.swimming, .search):
      [
        "{hero} took a deep breath and [dived|swam] [down|out] where nobody else could go, and came back up with {thing}."
      ]
    case (.hearing, .reach), (.hearing, .search):
      [
        "{hero} listened [very hard|with both ears], and heard [a tiny sound|a faint ring|a small squeak] that nobody else heard, and [followed it|went after it] straight to {thing}."
      ]
    case (.hearing, .craft):
      [
        "{hero} [held|put] {his} ear [close to|right up to] {thing} and listened, and heard [a tiny rattle|the faintest buzz|a little click] where [a wire was loose|a part had slipped], and set it right."
      ]
    case (.hearing, .coax):
      [
        "{hero} listened [very carefully|closely] to {other}, heard exactly where it went wrong, and [showed|helped] {other.him}, and then {other.he} could {skill}."
      ]
    case (.hearing, .contest):
      [
        "{hero} listened for the [starter's whistle|bell], heard it before anyone else, and was off like a shot."
      ]
    case (.hearing, .courage):
      [
        "{ifNotCrossing}{hero} listened [hard|carefully] to the {fear} and heard that it was [only the wind|just the old pipes|only a cat purring], and nothing scary at all.",
        // A crossing is listened to: the wobbly stones knock, the steady ones are quiet.
        "{ifCrossing}{hero} listened [hard|carefully] to the water going around each stone. The wobbly stones knocked, and the steady ones were quiet. So {hero} stepped only on the quiet ones, all the way to the other side.",
      ]
    case (.swimming, .coax):
      [
        "{hero} slid into the [calm|shallow] water beside {other} and swam a few slow strokes, and {other} paddled after {him}, and then {other.he} could {skill}.",
        "{hero} slid into the [calm|shallow] water beside {other} and swam a few slow strokes. {Other} copied every stroke, and then {other.he} could {skill}.",
      ]
    case (.swimming, .craft):
      [
        "{hero} [took a deep breath|swam a few strokes] to show how, [slow and steady|calm and easy], and [it worked|that was the trick], and {thing} [came right|was done]."
      ]
    case (.swimming, .contest):
      [
        "{hero} [swam|dived in and swam] [faster than ever|like a fish], [kicking hard|arms flashing], past [one|everyone]."
      ]
    case (.swimming, .courage):
      [
        "{hero} took a deep breath, the way {he} did before [a dive|swimming], and stepped right up to the {fear}."
      ]
    case (.cooking, .craft):
      [
        "{hero} [mixed|stirred] {thing} from a recipe {he} knew by heart, a pinch of this and a spoonful of that, and it came out [golden and just right|better than ever]."
      ]
    case (.cooking, _):
      [
        "{hero} [mixed|baked] [a batch of honey biscuits|a little cake] from a recipe {he} knew by heart, and the smell [drew|brought] everyone close, and [that was the answer|the rest was easy]."
      ]
    case (.drawing, .craft):
      [
        // A sandcastle is decorated where it stands.
        "{ifSand}{hero} pressed shells and pebbles into the walls in [swirls and stars|pretty patterns], and drew waves all round the towers with a stick, until {thing} was the [prettiest|finest] on the beach.",
        "{ifFlat}{ifNotSand}{hero} took a clean sheet of paper and drew {thing} all over again, [slowly and carefully|every line just right], and it was the best {he} had ever drawn.",
        "{ifNotFlat}{ifNotSand}{hero} drew {thing} first, [slowly and carefully|every line just right], and then made it just like the drawing, and it came out [better than ever|just right].",
      ]
    case (.drawing, _):
      [
        "{hero} drew a [picture|map] of it in chalk, [quick and clear|every line just right], and with the picture it was easy to see [what to do|the way]."
      ]
    // No turn of its own for this shape: the gift's plain act, never "did what she did best".
    default: [fallback]
    }
  }
}
