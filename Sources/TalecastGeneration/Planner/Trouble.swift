/// What is in the hero's way: it arrives, it spoils the first try, it grows. A premise that
/// names weather ("before the storm", "in the dark") gets that one; otherwise the task's own
/// (`Trouble+Task`).
struct Trouble: Sendable, Hashable {
  enum Name: String, Sendable, CaseIterable {
    case tide, fog, dark, snow, height, powerCut, rain, wind, ice, crowd, thorns, current, cold
    /// No weather: the task's own difficulty (`Trouble.task(for:)`).
    case task
  }

  var name: Name
  /// "the fog", for "because of the fog".
  var phrase: String
  /// Words in a premise that bring it.
  var triggers: Set<String>
  /// Whole sentences: it comes.
  var arrives: [Template]
  /// Whole sentences: it gets worse, and the task harder.
  var grows: [Template]
  /// After "but": how it spoils a try ("the fog hid everything more than an arm's length away").
  var spoils: [Template]
  /// Whole sentences: it passes or is no longer in the way, once the goal is reached.
  var passes: [Template]

  static func named(_ name: Name) -> Trouble {
    catalog.first { $0.name == name }!
  }

  static let catalog: [Trouble] = [
    Trouble(
      name: .tide, phrase: "the tide", triggers: ["tide", "tides"],
      arrives: [
        "Far out, the tide [had turned|was turning], and the water began to [creep|slide|inch] back [in|towards the shore].",
        "The tide was coming in, [one small wave|one ripple|a little wave] at a time.",
        "The sea [began|started] to [creep|come] back up the [sand|shore], [slowly at first|a little at a time|wave after wave], towards {thing}.",
      ],
      grows: [
        "The water [rose|crept higher|came further in] with every wave, [and the dry sand grew smaller|and the rocks began to disappear|until it lapped at {hero}'s feet].",
        "Each wave reached a little further than the last, [and {hero} could feel the cold water at {his} toes|and {thing} {thing.was} nearer to the water every minute].",
        "[Splash!|Swoosh!] A bigger wave [rolled|rushed] in, and the water [swirled|foamed] [closer to {thing}|round {hero}|over the rocks].",
      ],
      spoils: [
        "a wave rushed in and [pushed|pulled] {thing} [further away|out of reach]",
        "the rising water [got there first|was too quick]",
      ],
      passes: [
        "Behind them the tide [went on coming in|filled the little pools|covered the sand], but it did not matter now.",
        "The waves [lapped|whispered] [at the shore|over the rocks], [gentle now|quiet and slow].",
      ]),
    Trouble(
      name: .fog, phrase: "the fog", triggers: ["fog", "foggy", "mist", "misty"],
      arrives: [
        "A [thick|grey|soft white] fog [rolled|drifted|crept] in [from the sea|over everything|across the water].",
        "Mist [came|curled] in, [soft as a blanket|grey as a cat|thick as porridge], and [the far side|everything] disappeared.",
        "[Slowly|Quietly], a fog [settled|came down] over {place}, [and the world went soft and grey|and every sound went muffled|and the far side vanished].",
      ],
      grows: [
        "The fog grew so thick that {hero} could hardly see {his} own [hands|feet|nose].",
        "Now the fog hid [everything|the way back|every landmark], [and all the shapes looked the same|and every sound seemed to come from nowhere].",
      ],
      spoils: [
        "the fog hid everything more than an arm's length away",
        "in the fog every way looked the same",
      ],
      passes: [
        "Slowly the fog [thinned|lifted|drifted away], and [the world came back|the sky showed blue again|the sun peeped through].",
        "[Bit by bit|Little by little], the fog [rolled back|melted away], [and every shape was itself again|and everything could be seen].",
      ]),
    Trouble(
      name: .dark, phrase: "the dark", triggers: ["dark", "darkness", "night", "shadows"],
      arrives: [
        "{ifDusk}The light was [fading|going|slipping away], and the shadows [grew long|stretched|crept out from the corners].",
        "{ifDusk}Dusk came down, [blue and quiet|soft and grey|quicker than {hero} had expected].",
        "{ifDusk}Night [crept|stole|slid] over {place}, [and one by one the colours went grey|and the last light went out of the sky|as quiet as a cat].",
        "{ifDusk}The sun [sank|slipped] [behind the hills|out of sight|away], and {place} [went dim|grew dark|turned blue and then black].",
        // Out in a night already dark, the dark grows: the moon goes in.
        "{ifNightOut}The moon slipped behind a cloud, and everything grew darker still.",
        "{ifNightOut}A big cloud drifted over the stars, one by one, and the night grew darker than ever.",
      ],
      grows: [
        "Soon it was so dark that {hero} could only see shapes, [and every shape looked like something else|and even {thing} {thing.was} just a shadow].",
        "[Soon|Before long|Quite soon] it was so dark that {hero} could hardly see [a thing|{thing}|the way].",
        "The dark grew [deeper|thicker|deeper and deeper], [and {hero} had to feel {his} way|and the corners seemed very far away|and {place} seemed to go on for ever|and every little sound seemed louder].",
        "[Every minute|Minute by minute] it grew darker, and {thing} [was harder and harder to see|faded into the shadows|seemed further away than ever].",
        "In the dark, {place} [was full of strange shapes|did not look like itself at all|seemed twice as big], and {hero} [held {his} breath|went very slowly|listened hard].",
      ],
      spoils: ["in the dark {hero} could not see where to go", "the dark hid everything"],
      passes: [
        "The dark did not seem [so dark|so deep|so big] any more[, not now|, not tonight|].",
        "[A lamp|The moon|A window] [glowed|shone] [softly|golden] [in the dark|nearby], and the shadows [shrank|grew small].",
      ]),
    Trouble(
      name: .snow, phrase: "the snow",
      // A snowman or a sledge needs snow; only snow falling is in the way.
      triggers: ["snow", "snowfall", "snowstorm", "blizzard", "snowing", "snows"],
      arrives: [
        "Snow began to fall, [a few flakes|big soft flakes|tiny dry flakes] at first and then [more and more|a whirl of white|a great deal].",
        "The sky turned the colour of [porridge|pearls|an old sheet], and snow [came down|began to fall] thick and fast.",
        "[Flakes|Snowflakes] [drifted|tumbled|whirled] down over {place}, [and soon every roof was white|soft and silent|as big as feathers].",
      ],
      grows: [
        "The snow piled up [in drifts|higher and higher|around every post|against every door], [and each step sank deep|covering every track|until {place} was a different place].",
        "Soon the snow was over {hero}'s [knees|boots], and [the path had gone|every footprint filled in at once].",
        "The snow [fell|kept falling] [faster and faster|thicker and thicker], and {thing} [was soon dusted white|almost disappeared under it|wore a little white cap].",
      ],
      spoils: ["the snow covered everything in the same white", "the snow filled in every track"],
      passes: [
        "The snow stopped, and everything lay [still|quiet|sparkling] under it[, white and new|, soft as a quilt|].",
        "[The last flakes|A few last flakes] [drifted|floated] down, and [the world was white and quiet|the sky cleared to blue].",
      ]),
    Trouble(
      name: .height, phrase: "the height",
      triggers: ["tree", "tallest", "top", "high", "roof", "cliff", "tower", "branch"],
      arrives: [
        "It was [very|terribly|much too] high up, [higher than the roofs|higher than any ladder {hero} knew|far above {his} head].",
        "{hero} looked up, and up, and up, [and {his} neck began to ache|until {his} hat nearly fell off].",
      ],
      grows: [
        "The higher {hero} looked, the smaller {thing} seemed, [and the wind made everything sway|and the branches swayed in the wind].",
        "A gust [shook|rocked] everything up there, and {thing} [slipped a little higher|swung out of sight for a moment].",
      ],
      spoils: ["it was still far out of reach", "{hero} could not reach high enough"],
      passes: ["Down on the ground again, everything felt [steady|safe|solid] under {his} feet."]),
    Trouble(
      name: .powerCut, phrase: "the power cut",
      triggers: ["power", "electricity", "lights", "blackout"],
      arrives: [
        "[Click.|Pop.] Every light in {place} went out at once.",
        "The lamps flickered [once and twice|and buzzed] and went dark, and the power was off.",
      ],
      grows: [
        "Without the lights, the [rooms|stairs|doorways] looked strange and [long|deep|full of corners].",
        "The power stayed off, and {place} grew [colder|quieter|darker] and [colder|quieter|darker].",
      ],
      spoils: ["without the lights nothing could be seen", "the power was still off"],
      passes: [
        "With a [hum|click|buzz], the lights came back on, [one after another|all at once|room by room].",
        "The [fridge hummed|lamps flickered] and the power was back[, warm and bright|, as if nothing had happened|].",
      ]),
    Trouble(
      name: .rain, phrase: "the rain",
      triggers: [
        "rain", "rainy", "puddle", "puddles", "umbrella", "rainstorm", "downpour", "pouring",
      ],
      arrives: [
        "Big drops began to fall, [pit, pat, pit|plink, plonk], and then it was raining [hard|properly|buckets].",
        "A grey cloud rolled over, and the rain came down [in sheets|in long silver lines|all at once].",
        "The sky over {place} went [grey|dark|heavy], and [the first|big] drops [spotted|splashed on] [the ground|everything|{hero}'s nose].",
        "[Splish, splash!|Drip, drop!] The rain [began|started] [softly|gently] and then [came pouring down|poured and poured] over {place}.",
      ],
      grows: [
        "The rain [drummed|hammered|rattled|pelted] [harder|down harder|harder than ever], and [puddles joined into little streams|everything grew slippery and wet|{thing} {thing.was} soon dripping].",
        "Water ran [everywhere|down every slope|over every step|in little rivers], [and {hero}'s boots squelched|and the ground turned to mud|and {place} was all puddles].",
        "Rain [dripped|ran|trickled] off [everything|every leaf|{hero}'s nose], and {thing} {thing.was} [soon wet through|dripping|shining with rain].",
        "[Soon|Before long] {place} was [one big puddle|all puddles and mud|awash], and [every step squelched|the water was over {hero}'s toes].",
      ],
      spoils: ["the rain made everything too slippery", "the rain washed the chalk marks away"],
      passes: [
        "The rain stopped, and every puddle [held a piece of sky|shone like a mirror|winked in the light].",
        "[Drip by drip|Little by little], the rain [stopped|eased off|died away], and {place} [shone|sparkled|smelled fresh and new].",
        "[The clouds|The grey clouds] [broke up|drifted apart], and [a rainbow|the sun] [came out|showed] over {place}.",
      ]),
    Trouble(
      name: .wind, phrase: "the wind",
      triggers: ["wind", "windy", "storm", "stormy", "gale", "breeze", "thunder", "lightning"],
      arrives: [
        "The wind got up, [tugging at everything loose|whistling across {place}|bending the grass flat].",
        "A gust came [out of nowhere|round the corner|over the hill] and [snatched at|tugged at|pushed against] everything.",
        "The wind [came racing|came howling|came whooping] across {place}, [and everything loose flew about|and the leaves went spinning|and doors banged shut].",
        "[Whoosh!|Whoo!] A gust of wind [rushed|swept] through {place} and [nearly knocked {hero} over|sent {his} hat flying|made {thing} wobble].",
      ],
      grows: [
        "The wind blew [harder and harder|stronger and stronger|wilder and wilder], [until the trees bent and groaned|and it was hard to stand up straight|roaring like a train|shaking every branch in {place}].",
        "Now the storm was [close|nearly there], and the wind [howled|whistled|moaned] [through every gap|over the rooftops].",
        "The gusts came [faster|stronger|one after another], and {hero} had to [lean into them|hold on tight|shut {his} eyes] [to stay on {his} feet|to keep going|just to stand still].",
        "[Leaves|Twigs] [whirled|flew|tumbled] past, and the wind [tugged|pulled|pushed] at {thing} [as if it wanted it for itself|this way and that|harder than ever].",
      ],
      spoils: ["the wind snatched everything away", "a gust knocked it all flat"],
      passes: [
        "At last the wind dropped, and [everything was still|the air smelled fresh and clean|the trees stood up straight again].",
        "The [storm|wind] [blew itself out|grumbled away] [over the hills|into the distance], and {place} was [calm|quiet] again.",
      ]),
    Trouble(
      name: .ice, phrase: "the ice",
      triggers: ["ice", "icy", "frozen", "frost", "skating", "skate"],
      arrives: [
        "The ground was [slippery|glassy|shiny] with ice, [and every step was a wobble|and it crackled underfoot]."
      ],
      grows: [
        "The ice was thin [near the edge|in places], and it [creaked|groaned] when {hero} leaned on it."
      ],
      spoils: ["{his} feet slid [out from under {him}|the wrong way] on the ice"],
      passes: ["The sun came out and the ice began to [shine|drip|melt] at the edges."]),
    Trouble(
      name: .crowd, phrase: "the crowd", triggers: ["crowd", "crowds", "market", "parade", "busy"],
      arrives: [
        "More and more people [arrived|pushed in|filled the lanes], [laughing and talking|with baskets and bags], until it was a proper crowd.",
        "[All at once|Suddenly], {place} was [full of people|packed|crowded], [and everyone was in a hurry|all elbows and shopping bags|and nobody was looking where they went].",
      ],
      grows: [
        "The crowd [grew thicker|pressed closer], and {hero} could see only [coats|elbows and bags|backs and hats]."
      ],
      spoils: ["the crowd swept {him} the wrong way", "there were too many people in the way"],
      passes: [
        "The crowd [thinned out|moved on], laughing, [to the next thing|towards the music].",
        "[Bit by bit|Little by little], the people [went home|drifted away], and {place} [was quiet again|had room to breathe].",
      ]
    ),
    Trouble(
      name: .thorns, phrase: "the brambles", triggers: ["brambles", "thorns", "thorny", "nettles"],
      arrives: [
        "Thick brambles [grew|tangled] across the way, [full of thorns|sharp and scratchy].",
        "[Prickly|Thorny] brambles [blocked|filled] the way to {thing}, [thick as a hedge|tangled and sharp|as high as {hero}'s head].",
      ],
      grows: [
        "The brambles [closed in|grew thicker|caught at everything], and there seemed no way through."
      ],
      spoils: ["the thorns caught at {him} and held {him} back"],
      passes: ["The brambles were behind them now, with only a few scratches to show for it."]),
    // Before the cold: "the river's cold and fast" is a river that pulls.
    Trouble(
      name: .current, phrase: "the current",
      triggers: ["current", "currents", "rapids", "swift", "fast-flowing"],
      arrives: [
        "The river was [running|rushing] fast [that day|after all the rain], [brown and busy|swirling round the stones|pulling at the reeds].",
        "Out in the middle, the water [ran|raced] [fast and strong|quick and cold], [tugging at every leaf that fell in|and it made little whirls].",
      ],
      grows: [
        "The current [tugged|pulled] harder, and [a stick went spinning past|the reeds bent flat|the little waves slapped at the bank].",
        "The water ran faster still, [swirling round the rocks|and it pulled at everything that came near].",
      ],
      spoils: [
        "the current [tugged|pulled] [them|everything] sideways",
        "the fast water pushed {thing} back",
      ],
      passes: [
        "Close to the bank, the water ran [slow and gentle|calm and clear], and nobody minded the current now."
      ]),
    Trouble(
      name: .cold, phrase: "the cold", triggers: ["cold", "winter", "freezing", "chilly"],
      arrives: [
        "The air turned [sharp|bitter|icy] and cold, and {hero}'s breath [made clouds|puffed out white].",
        "A [cold|chilly|frosty] wind [blew|came] across {place}, [and everything went stiff with frost|and the puddles froze|and {hero} shivered].",

      ],
      grows: [
        "The cold [crept into|nipped at] {his} fingers and toes, [and they began to ache|until they tingled].",
        "It grew [colder|colder still|colder and colder], and [frost|ice] [sparkled|crept] over {thing} [like sugar|in little feathers|in white lace].",
      ],
      spoils: ["{his} fingers were too cold to hold on"],
      passes: ["Warmth [crept back|came back] into {his} fingers at last."]),
  ]
}
