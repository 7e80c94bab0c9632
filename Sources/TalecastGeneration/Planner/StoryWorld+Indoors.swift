extension StoryWorld {
  static let home = StoryWorld(
    name: .home,
    triggers: [
      "attic", "cellar", "basement", "bedroom", "kitchen", "house", "home", "sofa", "stairs",
      "cupboard", "wardrobe", "bath", "bathroom", "toy", "toys", "teddy", "doll", "grandma",
      "grandpa", "granny", "radio", "clock", "lamp", "cat", "puppy", "kitten", "bed", "bedtime",
      "blanket", "dinner", "soup", "cake", "birthday", "party", "lost", "key", "sister", "brother",
    ],
    place: "the house",
    home:
      "[in a tall, creaky house|in a house with a crooked chimney|in a house with a big old attic|in a small white house with a red door|in a house with a squeaky gate|in a cosy house at the end of the street]",
    routes: [
      "up the [creaky|steep] stairs", "[down|along] the long hallway",
      "[down|into] the cellar steps",
      "[past|round] the kitchen table", "up the little ladder [to the attic|under the roof]",
    ],
    sights: [
      "Somewhere [upstairs|in the hall|in the kitchen], a clock [ticked|tocked] [steadily|slowly], [tick, tock|as it always did].",
      "The radiator [gurgled|clanked|ticked] [to itself|in the corner|like a sleepy dragon].",
      "[A smell of toast|The smell of soup|A smell of warm biscuits] [drifted|came] [up the stairs|from the kitchen|through the house].",
      "[Rain|A branch|The wind] [tapped|pattered|brushed] [softly|now and then] against the window.",
      "The old clock in the hall [ticked|tocked|ticked and tocked] [slowly|steadily].",
      "The stairs [creaked|groaned] [on the third step|under every foot], as they always did.",
      "Sunlight [lay in stripes|fell in squares] across the [floor|carpet].",
      "In the attic, dust [floated|danced] in the light [from the little window|like tiny stars].",
      "The cellar smelled of [apples and old boxes|coal and jam jars|damp stone].",
      "The kitchen was warm and smelled of [toast|soup|baking].",
      "The cat [stretched|yawned] on the windowsill and [watched them|blinked slowly].",
    ],
    helpers: [
      Role("the old cat, Pepper", "Pepper", head: "cat", pronouns: .she),
      Role("Grandpa", "Grandpa", head: "grandpa", pronouns: .he),
      Role("a little mouse with pink ears", "the mouse"),
    ],
    deadlines: [
      Deadline(before: "before it was time to go to bed", comes: "it was time to go to bed"),
      Deadline(before: "before supper", comes: "supper was on the table"),
    ],
    endings: [
      "That night, the house was [warm|quiet|snug], and {thing} {thing.was} {done}, [just where it belonged|safe at last|as it should be].",
      "[Later|That evening], {hero} [curled up|sat] [by the window|on the stairs|in the big chair] and [smiled|sighed happily], thinking of {thing}.",
      "That night, tucked up in bed, {hero} [could see|thought about] {thing}, and [smiled|closed {his} eyes].",
      "The house [creaked|settled] softly around them, and {thing} {thing.was} {done}[ at last|, just as {hero} had hoped].",
    ],
    backdrop: .room,
    stockWords: ["attic", "cellar", "hallway", "windowsill"])

  static let school = StoryWorld(
    name: .school,
    triggers: [
      "school", "classroom", "teacher", "class", "lesson", "playtime", "assembly", "desk",
      "pencil", "homework", "library", "book", "books", "concert", "play", "costume", "project",
    ],
    place: "the school",
    home:
      "[in a flat above the corner shop|in a yellow house|in a house with a blue door|in a narrow house] [near the school|two streets from the school|just round the corner from the school|across the road from the school]",
    routes: [
      "[across|over] the playground", "[down|along] the corridor with the coat pegs",
      "past the school hall",
      "[past|round] the library shelves", "[past|by] the classroom with the paintings",
    ],
    sights: [
      "[Chalk dust|Pencil shavings|Glitter] [floated|lay|sparkled] [in the air|on every table|in the sunlight by the window].",
      "The class [hamster|goldfish|tortoise] [watched from its tank|blinked from its corner|went round and round].",
      "Paintings [covered|filled] the walls, [a purple cat|a green sun|a very tall giraffe] among them.",
      "[Far off|Down the corridor], a door [banged|swung shut], and someone [laughed|called out|sang].",
      "Paintings [hung|were pinned up] along the corridor, [bright and a bit crooked|one for every child].",
      "The school hall smelled of [floor polish and lunch|crayons and rain coats].",
      "Chalk dust [floated|hung] in the sunlight by the board.",
      "Coats [hung|dangled] from the pegs in a long, [bright|untidy] row.",
      "Somewhere a recorder [squeaked|tooted] the same [three notes|tune] again and again.",
      "The hamster in the classroom [ran|spun] in its wheel, [round and round|very busy].",
    ],
    helpers: [
      Role("Mrs Oak, the teacher", "Mrs Oak", head: "teacher", pronouns: .she),
      Role("a classmate called Sam", "Sam", head: "classmate", pronouns: .he),
      Role("the school caretaker", "the caretaker", pronouns: .he),
    ],
    deadlines: [
      Deadline(before: "before the bell rang", comes: "the bell rang"),
      Deadline(before: "before the school play began", comes: "the school play began"),
    ],
    endings: [
      "When the bell rang, {hero} [skipped|ran|walked] out [into the playground|to the gate] [with the biggest smile|humming], and {thing} {thing.was} {done}.",
      "[The next morning|Next day], everyone in the class [still talked about|remembered] {thing}, and {hero} [grinned|went pink].",
      "When the bell rang for home time, {hero} [went out|skipped out] with a [big|wide] smile, [thinking about|still thinking of] {thing}.",
      "The classroom was quiet at last, and {thing} {thing.was} {done}, [for everyone to see|just as {hero} had hoped].",
    ],
    backdrop: .classroom,
    stockWords: ["playground", "corridor", "coat pegs", "school hall"])

  static let town = StoryWorld(
    name: .town,
    triggers: [
      "bakery", "baker", "bread", "shop", "street", "town", "market", "post", "letter", "parcel",
      "bus", "train", "station", "museum", "cafe", "bun", "buns", "pie", "square", "hall",
      "city", "taxi", "traffic", "theatre", "hospital", "vet", "dentist", "doctor", "doctors",
      "library", "pharmacy", "barber", "hairdresser",
    ],
    place: "the town",
    home:
      "[in a flat above the bakery|in a narrow house on Cobble Street|in a house by the town square|in a tall, thin house on the high street|in a blue house by the bus stop]",
    routes: [
      "[down|along] Cobble Street", "[across|through] the market square",
      "past the bakery [window|and its smell of bread]",
      "[round|past] the clock tower", "[over|across] the little bridge",
    ],
    sights: [
      "A [red|green|little] bus [rumbled|hummed|sighed] past, [full of faces|with a ding of its bell].",
      "[Pigeons|Sparrows] [pecked|hopped] about [under the benches|by the bus stop|on the pavement], [looking for crumbs|in a busy flock].",
      "The [flower stall|fruit stall|newspaper stand] [was bright with colour|smelled sweet|was open already].",
      "Shop bells [tinkled|jingled] as doors [opened and closed|swung to and fro].",
      "The bakery window was full of [buns and loaves|sticky buns|bread shaped like animals].",
      "A bus [rumbled|rattled|rolled] past, [red and shiny|full of faces|ringing its bell].",
      "The clock tower [bonged|chimed|struck] [over the square|above the roofs].",
      "Pigeons [strutted|pecked] [across the square|between the market stalls].",
      "A man was [sweeping|washing] the step of his shop, [whistling|humming].",
      "The market stalls were [piled with|heaped with] [apples and pears|flowers and cheeses].",
    ],
    helpers: [
      Role("Mr Bun, the baker", "Mr Bun", head: "baker", pronouns: .he),
      Role("a pigeon with one white wing", "the pigeon"),
      Role("the postwoman", "the postwoman", pronouns: .she),
    ],
    deadlines: [
      Deadline(before: "before the shops closed", comes: "the shops began to close"),
      Deadline(before: "before the clock tower struck six", comes: "the clock tower struck six"),
    ],
    endings: [
      "The shops [closed|turned their signs] one by one, and {hero} {went} home [through the quiet streets|under the lamps] with {thing} {done} at last.",
      "[That evening|Later], the town [twinkled|glowed] with lights, and {hero} [thought about|smiled about] {thing} all the way home.",
      "The streetlamps [came on|flickered on] one by one, and {hero} [went|headed] home, [thinking about|smiling about] {thing}.",
      "The bakery [smelled of tomorrow's bread|was dark and quiet], and {thing} {thing.was} {done} at last.",
    ],
    backdrop: .street,
    stockWords: ["bakery", "clock tower", "market square", "Cobble Street"])

  static let forest = StoryWorld(
    name: .forest,
    triggers: [
      "campsite", "camping", "campfire",
      "forest", "wood", "woods", "tree", "trees", "owl", "fox", "bear", "deer", "badger",
      "mushroom", "mushrooms", "acorn", "acorns", "honey", "nest", "den", "cave", "waterfall",
      "dragon", "troll", "fairy", "elf", "wolf", "squirrel", "hedgehog", "jungle", "rainforest",
      "elephant", "monkey", "tiger", "parrot", "toucan", "vines",
    ],
    place: "the forest",
    home:
      "[in a cottage at the edge of the forest|in a house where the forest path began|in a log cabin among the pines|in a cottage with moss on its roof, deep in the trees]",
    routes: [
      "[along|down] the mossy path", "[over|across] the stepping stones in the stream",
      "[under|between] the tall pines",
      "[past|round] the hollow oak", "[through|across] the clearing with the ferns",
    ],
    sights: [
      "[Ferns|Bracken|Bluebells] [crowded|grew thick] [under the trees|along the path|between the roots].",
      "A [rabbit|deer|fox] [peeped|watched] from the [bushes|shadows|ferns], and was gone.",
      "[Old|Huge|Mossy] roots [twisted|curled] across the path [like sleeping snakes|like knobbly fingers].",
      "[Mushrooms|Toadstools] [clustered|grew] at the foot of [an old oak|a fallen log|a birch tree], [red with white spots|small and brown].",
      "Sunlight [came down|fell] through the leaves in [long|golden|green] [beams|stripes].",
      "A woodpecker [tapped|drummed] somewhere [high up|far off], [tap-tap-tap|like a tiny hammer].",
      "The moss was [soft|thick|springy] [as a cushion|underfoot].",
      "Mushrooms [grew|stood] in a ring [at the foot of a tree|by the path], [red with white spots|like little umbrellas].",
      "The stream [gurgled|chattered|babbled] over its stones.",
      "Ferns [brushed|tickled] {hero}'s [knees|legs] as they went.",
    ],
    helpers: [
      Role("a wise old owl", "the owl"), Role("a young deer", "the deer"),
      Role("a badger with a striped face", "the badger"),
    ],
    deadlines: [
      Deadline(before: "before dark", comes: "the light began to fade"),
      Deadline(before: "before the owls woke up", comes: "the first owl hooted"),
    ],
    endings: [
      "An owl [called|hooted] [softly|from far away] as {hero} [went home|turned for home], and {thing} {thing.was} {done} at last.",
      "The trees [whispered|rustled] [goodnight|softly] above {hero}, and {thing} {thing.was} {done}, [just as {hero} had hoped|safe at last].",
      "The first owl [hooted|called] in the trees, and {hero} [went home|came home], [thinking of|smiling about] {thing}.",
      "The forest grew [dim and quiet|soft and dark] around them, and {thing} {thing.was} {done}[ at last|].",
    ],
    backdrop: .forest,
    stockWords: ["pines", "ferns", "woodpecker", "mossy path"])

  static let nightSky = StoryWorld(
    name: .nightSky,
    triggers: [
      "star", "stars", "moon", "sky", "planet", "rocket", "comet", "space", "astronaut",
      "cloud", "clouds", "sun", "night", "dawn", "telescope", "firefly", "fireflies",
    ],
    place: "the night sky",
    home:
      "[in a house with a telescope on the roof|in a house at the top of the hill, close to the sky|in a little house under the stars|at the top of a hill where the stars came close]",
    routes: [
      "[up|over] the hill where the sky was biggest", "[past|round] the sleeping clouds",
      "[between|past] the twinkling stars",
      "[along|over] the silver path the moon made", "[up|through] the dark blue air",
    ],
    sights: [
      "[The Plough|A crooked line of stars|A ring of little stars] [glittered|shone] [high above|over {place}].",
      "[A satellite|A tiny silver light] [crept|slid] [slowly|quietly] across the dark.",
      "[Clouds|Thin clouds] [drifted|slid] across the moon [like scarves|like sleepy sheep].",
      "Far below, the lights of [the town|the houses] [twinkled|winked] [back|like fallen stars].",
      "The stars [twinkled|glittered|winked] [in their thousands|like spilled sugar].",
      "The moon [hung|sat] [low and round|big and silver] over the hill.",
      "A [shooting star|comet] [streaked|zipped] across the sky and was gone.",
      "Clouds [drifted|floated] past, [soft and slow|silver at their edges].",
      "Far below, the town's lights [glowed|twinkled] like [a handful of sparks|tiny candles].",
      "The night air was [cool|still|soft] and smelled of [dew|cut grass].",
    ],
    helpers: [
      Role("a little comet with a bright tail", "the comet"),
      Role("the Moon", "the Moon", head: "moon", pronouns: .she),
      Role("a firefly", "the firefly"),
    ],
    deadlines: [
      Deadline(before: "before dawn", comes: "the first grey light of dawn showed"),
      Deadline(before: "before the sun came up", comes: "the sun began to rise"),
    ],
    endings: [
      "[The moon|A star] [winked|smiled] down [at {hero}|over the hill], and {thing} {thing.was} {done} at last.",
      "All across the sky, the stars [twinkled|glittered] [a little brighter|as if they were pleased], and {hero} [smiled|laughed] [softly|to {himself}].",
      "The stars [shone|twinkled] above the hill, and {hero} [smiled up at them|looked up at them], with {thing} {done} at last.",
      "The moon [smiled down|watched] as {hero} [went home|came home] [to bed|happy], with {thing} {done} at last.",
    ],
    backdrop: .night,
    stockWords: ["comet", "telescope", "shooting star"])

  static let all: [StoryWorld] = [
    harbour, beach, snowyTown, park, garden, village, home, school, town, forest, nightSky,
    farm, river, zoo, mountain,
  ]
}
