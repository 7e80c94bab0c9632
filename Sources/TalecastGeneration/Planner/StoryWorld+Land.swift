extension StoryWorld {
  static let snowyTown = StoryWorld(
    name: .snowyTown,
    triggers: [
      "snow", "snowy", "snowman", "sledge", "sled", "ice", "icicle", "frost", "winter",
      "mitten", "mittens", "skate", "skating", "blizzard", "igloo", "reindeer", "penguin",
      "christmas", "snowstorm", "snowflake", "snowflakes", "frozen", "icy", "husky",
    ],
    place: "the snowy town",
    home:
      "[in a little house with snow on the roof|in a red house at the top of the snowy hill|in a cottage with frost on its windows|in a blue house with a snowman by the gate|in a crooked house with a steamy kitchen window|in a wooden house with smoke curling from its chimney]",
    routes: [
      "[down|along] the snowy lane", "[past|round] the frozen pond",
      "[over|across] the white square",
      "[up|down] the sledging hill", "past the snowmen in every garden",
    ],
    sights: [
      "A snowman [with a carrot nose|in a striped scarf|with coal buttons] [watched from a garden|stood guard by a gate].",
      "[Icicles|Long icicles] [glittered|dripped] [from every gutter|along the roofs] like [glass|candles].",
      "Someone had [built|made] a [snow fort|row of snow angels|giant snowball] [on the green|by the church].",
      "[Footprints|Little bird tracks] [criss-crossed|dotted] the snow [in every direction|like stitches].",
      "Every roof wore a [thick|white|soft] cap of snow, [and icicles hung from the gutters|like icing on a cake].",
      "Snow [squeaked|crunched|creaked] under {his} [boots|feet] with every step.",
      "Children [whizzed|zoomed|shrieked] down the hill on [red|wooden|bright] sledges.",
      "The windows of the houses [glowed|shone] yellow [in the grey afternoon|against the snow].",
      "Breath [puffed|hung] in little clouds [in the cold air|before every face].",
      "A robin [hopped|sat] on a snowy fence post, [red as a berry|puffed up against the cold].",
    ],
    helpers: [
      Role("a robin with a bright red chest", "the robin"),
      Role("the snowplough driver", "the driver", head: "driver", pronouns: .he),
      Role("a white hare", "the hare"),
    ],
    deadlines: [
      Deadline(before: "before the streetlamps came on", comes: "the streetlamps came on"),
      Deadline(before: "before the snow covered the town", comes: "the snow covered the town"),
    ],
    endings: [
      "[Snow|Soft snow] began to fall again, [gently|quietly], over {thing} and over {hero}, and [it did not matter at all|nobody minded].",
      "That night, every window in the snowy town [glowed|shone], and {hero} [fell asleep|went to bed] thinking of {thing}.",
      "Outside, the snow [went on falling|fell softly], and inside [by the fire|in the warm], {hero} [smiled at|looked at] {thing}.",
      "The streetlamps [glowed|came on] along the snowy lane, and {thing} {thing.was} {done}, [just as {hero} had hoped|at last].",
    ],
    backdrop: .snow,
    stockWords: ["sledges", "sledging", "icicles", "snowplough", "frozen pond"])

  static let park = StoryWorld(
    name: .park,
    triggers: [
      "park", "kite", "playground", "swing", "swings", "slide", "pond", "duck", "ducks",
      "squirrel", "bench", "picnic", "bandstand", "fountain", "conker", "conkers",
    ],
    place: "the park",
    home:
      "[in a flat across the road from the park|in a yellow house by the park gates|in a tall house that looked over the park|in a narrow house with a view of the duck pond|in a flat with a balcony over the park|in a little house by the park railings]",
    routes: [
      "[past|round] the duck pond", "[under|between] the big oak trees", "past the bandstand",
      "[along|down] the wide path by the fountain", "[past|behind] the swings",
    ],
    sights: [
      "A dog [chased|bounded after] a [ball|stick|frisbee] [across the grass|round and round the bandstand].",
      "[Pigeons|Sparrows] [gathered|hopped] round a bench where someone was [sharing crumbs|eating a sandwich].",
      "[Conkers|Acorns|Leaves] [crunched|scattered] under the [trees|big oak|chestnut tree].",
      "[A man|An old lady|A girl] [flew|was flying] a [red|striped|dragon] kite [high over the grass|above the trees].",
      "Ducks [paddled|quacked|dabbled] on the pond, [tails up|in a busy row].",
      "A squirrel [raced|scampered|ran] up an oak tree [and watched them|with a nut in its mouth].",
      "The swings [creaked|squeaked] as they went [back and forth|up and down].",
      "The fountain [splashed|sparkled|tinkled] in the middle of the park.",
      "Leaves [skittered|blew|tumbled] across the grass [in little circles|like mice].",
      "[Dogs|Two dogs] [chased|ran after] a ball across the [grass|wide green lawn].",
    ],
    helpers: [
      Role("a grey squirrel", "the squirrel"),
      Role("the park keeper", "the park keeper", head: "keeper", pronouns: .he),
      Role("a duck with a green head", "the duck"),
    ],
    deadlines: [
      Deadline(
        before: "before the park gates closed",
        comes: "the park keeper rang the bell to close the gates"),
      Deadline(before: "before the sun went down", comes: "the sun went down behind the trees"),
    ],
    endings: [
      "The park gates [clanged|creaked] shut [behind them|at last], and {thing} {thing.was} {done}, [just as {hero} had hoped|safe at last].",
      "The ducks [tucked their heads|settled] [under their wings|on the pond], and {hero} [smiled|waved goodnight] at {thing}.",
      "The park keeper [rang the bell|locked the gates], and {hero} {went} home [past the sleepy ducks|under the first stars], [thinking about|still thinking of] {thing}.",
      "The ducks [tucked their heads under their wings|settled on the pond], and {thing} {thing.was} {done} at last.",
    ],
    backdrop: .park,
    stockWords: ["bandstand", "fountain", "swings", "duck pond"])

  static let garden = StoryWorld(
    name: .garden,
    triggers: [
      "garden", "flower", "flowers", "seed", "seeds", "sunflower", "sunflowers", "vegetable",
      "vegetables", "carrot", "carrots", "bee", "bees", "worm", "hedgehog", "greenhouse",
      "allotment", "shed", "plant", "plants", "tomato", "tomatoes", "rose", "roses", "snail",
    ],
    place: "the garden",
    home:
      "[in a house with a long green garden|in a cottage with roses round the door|in a house whose garden went down to a hedge|in a house with a vegetable patch and a wobbly shed|in a house with an apple tree out at the back]",
    routes: [
      "[past|between] the vegetable beds", "[along|down] the path to the shed",
      "[under|past] the apple tree",
      "[past|round] the bean poles", "[through|under] the gap in the hedge",
    ],
    sights: [
      "[A robin|A sparrow|A wren] [watched|sang] from the [fence|apple tree|spade handle], [head on one side|bright-eyed].",
      "The [apple tree|pear tree|plum tree] [dropped|rained] [a leaf|a blossom] [onto the path|onto the grass].",
      "[Sweet peas|Roses|Marigolds] [nodded|swayed] [by the gate|along the fence|in the breeze].",
      "A [hose|watering can] [lay|stood] [coiled|waiting] [by the shed|next to the tap].",
      "Bees [hummed|buzzed|bumbled] [in the lavender|from flower to flower].",
      "A snail [crept|slid] along the path, [leaving a silver line|very slowly].",
      "The runner beans had [climbed|wound] right up their poles, [red flowers and all|higher than {hero}].",
      "A blackbird [pulled|tugged] at a worm on the lawn.",
      "The air smelled of [warm earth|cut grass|tomato leaves and mint].",
      "Butterflies [floated|drifted] over the [flower beds|cabbages].",
    ],
    helpers: [
      Role("a hedgehog with a twig on its back", "the hedgehog"),
      Role("a fat bumblebee", "the bumblebee"),
      Role("a blackbird", "the blackbird"),
    ],
    deadlines: [
      Deadline(before: "before the first frost", comes: "the first frost came"),
      Deadline(before: "before the rain came", comes: "the rain came"),
    ],
    endings: [
      "[The evening|Dusk] [crept|came] into the garden, the bees went home, and {thing} {thing.was} {done} at last.",
      "{hero} [sat|stood] on the back step [for a long time|with a big smile], looking at {thing}, until it was time for bed.",
      "The garden [grew quiet|went still] in the evening light, and {thing} {thing.was} {done}[ at last|].",
      "A blackbird sang on the shed roof, and {hero} [sat on the step|stood by the bean poles] with {thing}, [very pleased|smiling].",
    ],
    backdrop: .garden,
    stockWords: ["vegetable beds", "bean poles", "greenhouse", "lavender"])

  static let village = StoryWorld(
    name: .village,
    triggers: [
      "fair", "village", "fete", "contest", "competition", "prize", "race", "show", "stall",
      "carousel", "parade", "festival", "pie", "pumpkin",
    ],
    place: "the village",
    home:
      "[in a cottage by the village green|in a crooked house next to the church|in a house on the lane above the green|in a thatched cottage by the green|in a pink cottage next to the church|in a little house at the end of the lane]",
    routes: [
      "[across|over] the village green", "past the church and the old well",
      "[between|past] the fair's tents",
      "[down|along] the lane by the pond", "past the stalls of jam and cakes",
    ],
    sights: [
      "[Geese|Ducks] [waddled|marched] across the green [in a line|honking|as if they owned it].",
      "[Someone|A farmer] [led|walked] a [big brown horse|little grey pony|goat] [down the lane|past the church].",
      "The [baker|butcher|post office] [had|kept] its door open, and [a smell of bread|music|chatter] [drifted out|spilled out].",
      "[Roses|Hollyhocks] [climbed|leaned] over [cottage walls|every garden gate], [pink and red|tall as a grown-up].",
      "Bunting [fluttered|flapped] between the [tents|trees|lamp posts], [red and white and blue|in every colour].",
      "The carousel [turned|went round and round], [playing its tinkly tune|its horses rising and falling].",
      "The smell of [toffee apples|hot pies|candyfloss] [drifted|floated] across the green.",
      "A brass band [oompahed|played|tooted] by the big tent.",
      "People [laughed|chattered|called to each other] between the stalls.",
      "The church clock [struck the hour|chimed] [over the green|above the roofs].",
    ],
    helpers: [
      Role("a juggler in a spotty hat", "the juggler", pronouns: .he),
      Role("the baker from the corner shop", "the baker", pronouns: .she),
      Role("a goat with a bell round its neck", "the goat"),
    ],
    deadlines: [
      Deadline(before: "before the judging began", comes: "the judges came round"),
      Deadline(
        before: "before the church clock struck four", comes: "the church clock struck four"),
    ],
    endings: [
      "The church clock [struck|chimed] [six|seven], and {hero} {went} home [across the green|down the lane] with {thing} {done} at last.",
      "That evening, everyone in the village [talked about|smiled about] {thing}, and {hero} [beamed|went pink] [every time|when they did].",
      "As the fair [lights came on|packed up], {hero} {went} home across the green, [thinking about|smiling about] {thing}.",
      "The bunting [fluttered|flapped] in the evening breeze, and {thing} {thing.was} {done} at last.",
    ],
    backdrop: .village,
    stockWords: ["bunting", "carousel", "village green", "brass band"])
}

extension StoryWorld {
  /// A mountain: a path that zigzags, streams and rocks, goats, the view, the sun going down
  /// behind the peaks.
  static let mountain = StoryWorld(
    name: .mountain,
    triggers: [
      "mountain", "mountains", "mountainside", "hiker", "hikers", "hiking", "hike", "peak",
      "summit", "cliff", "trail", "valley",
    ],
    place: "the mountain",
    home:
      "[in a wooden hut halfway up the mountain|in a little stone cottage at the foot of the mountain|in a house in the valley below the mountain]",
    routes: [
      "[up|along] the zigzag path", "[over|across] the little wooden bridge",
      "past the big grey rocks",
      "[along|beside] the tumbling stream", "[through|across] the high meadow",
    ],
    sights: [
      "A stream [tumbled|splashed] down over the rocks, [cold and clear|sparkling].",
      "Far below, the valley [lay|spread out] like a patchwork quilt.",
      "A goat [stood|balanced] on a rock, [chewing|watching them] [thoughtfully|without a care].",
      "[Little purple flowers|Tufts of heather] grew between the stones.",
      "An eagle [circled|floated] high above, [wings wide|round and round].",
      "The wind [whistled|sang] softly [over the rocks|through the grass].",
      "Clouds [drifted|slid] past the peak, [close enough to touch|slow and white].",
    ],
    helpers: [
      Role("a mountain goat", "the goat", pronouns: .she),
      Role("an old shepherd", "the shepherd", head: "shepherd", pronouns: .he),
      Role("a marmot", "the marmot", pronouns: .he),
    ],
    deadlines: [
      Deadline(before: "before the sun went down", comes: "the sun went down behind the peaks"),
      Deadline(before: "before the mist came down", comes: "the mist came down over the rocks"),
    ],
    endings: [
      "The sun went down behind the peaks, pink and gold, and {hero} [smiled|gave a happy sigh], with {thing} {done}.",
      "The first stars came out over the mountain, and {hero} [looked up at them|smiled], [tired and happy|with {thing} close by].",
      "Down in the valley, the lights came on one by one, and {thing} {thing.was} {done} at last.",
    ],
    backdrop: .forest,
    stockWords: ["zigzag path", "the peaks", "the valley"])
}
