extension Setting {
  static let bedtime = Setting(
    home: "a cosy bedroom with a round window", place: "the silver meadow beyond the window",
    spots: [
      "a hill where the moonflowers open", "a bridge made of moonbeams",
      "a pond that mirrors every star", "a hollow tree full of sleepy fireflies",
    ],
    companion: "Moth", companionIntro: "a soft grey moth called Moth, who carried a tiny lantern",
    companionPronouns: .she, startTime: .night,
    goal: "find the star that had forgotten how to shine",
    obstacle: "a thick blanket of cloud hiding the sky", obstacleShort: "the thick clouds",
    treasure: "a little star, warm as a cup of cocoa",
    sights: [
      "moonflowers glowed like tiny lamps", "the grass shimmered silver",
      "fireflies drew slow circles in the air",
    ],
    sounds: [
      "the crickets hummed a lullaby", "the wind whispered through the grass",
      "an owl called softly from far away",
    ],
    ending: "the little star winked goodnight through the round window",
    titleNouns: ["the Sleepy Star", "the Moonbeam Bridge", "the Silver Meadow"])

  static let forest = Setting(
    home: "a small house at the edge of the old forest", place: "the old forest",
    spots: [
      "a clearing carpeted with ferns", "a stream that giggled over pebbles",
      "a ring of tall mushrooms", "the roots of the oldest oak",
    ],
    companion: "Hazel", companionIntro: "a quick red squirrel called Hazel, who knew every path",
    companionPronouns: .she,
    goal: "find the hidden waterfall that the old songs talked about",
    obstacle: "a tangle of thorny brambles blocking the only path", obstacleShort: "the brambles",
    treasure: "a waterfall that sparkled with every colour of the rainbow",
    sights: [
      "sunlight fell through the leaves in golden coins",
      "moss covered the stones like green velvet", "a deer watched from between the trees",
    ],
    sounds: [
      "woodpeckers tapped a busy rhythm", "the leaves rustled overhead",
      "a stream bubbled somewhere nearby",
    ],
    ending: "the forest hummed its evening song as the lights came on at home",
    titleNouns: ["the Hidden Waterfall", "the Oldest Oak", "the Fern Clearing"])

  static let ocean = Setting(
    home: "a blue cottage by the harbour", place: "the wide blue sea",
    spots: [
      "a reef where bright fish darted", "a sandbank where seals lay sunning",
      "a cove with water as clear as glass", "the deck of the little boat at sunset",
    ],
    companion: "Captain Gull",
    companionIntro: "a wise old seagull called Captain Gull, who wore a tiny hat",
    companionPronouns: .he,
    departure: Line(
      "They [climbed|hopped|scrambled] into the [little|small|bobbing] boat, and {companion} "
        + "[steered it|guided it|took the tiller and steered them|pointed its nose and steered it] "
        + "out of the harbour.",
      .boards),
    goal: "reach the island that appeared only once a year",
    obstacle: "a sudden storm with waves as tall as houses", obstacleShort: "the great waves",
    treasure: "an island covered in singing shells",
    sights: [
      "the waves glittered in the sunshine", "dolphins leapt beside the boat",
      "white sails flapped against the sky",
    ],
    sounds: [
      "the water slapped gently against the boat", "gulls cried overhead",
      "the wind sang in the ropes",
    ],
    ending: "the boat rocked gently in the harbour while the sea sighed goodnight",
    titleNouns: ["the Singing Island", "the Island of Shells", "the Silver Wave"])

  static let space = Setting(
    home: "a backyard with a small red rocket", place: "the starry sky",
    spots: [
      "a moon made of soft grey dust", "a ring of icy rocks", "a comet's glowing tail",
      "a purple planet with three suns",
    ],
    companion: "Beep",
    companionIntro: "a friendly little robot called Beep, who blinked when it was happy",
    companionPronouns: .it, startTime: .evening,
    goal: "help a lost planet find its way back to its family of stars",
    obstacle: "a whirling cloud of space dust that scrambled every map",
    obstacleShort: "the space dust",
    treasure: "a planet that glowed with joy as it found its place again",
    sights: [
      "stars blinked like scattered sugar", "the Earth looked like a blue marble",
      "a comet streaked past in a ribbon of light",
    ],
    sounds: [
      "the rocket's engine purred", "faraway stars fizzed like lemonade",
      "the radio crackled with faraway music",
    ],
    ending: "the rocket landed softly in the backyard under a sky full of friendly stars",
    titleNouns: ["the Lost Planet", "the Comet's Tail", "the Three Suns"])

  static let birthday = Setting(
    home: "a busy kitchen full of balloons", place: "the village hall",
    spots: [
      "the bakery with its warm ovens", "the market with ribbons of every colour",
      "the garden where the party table stood", "the hall, decorated from floor to ceiling",
    ],
    companion: "Button",
    companionIntro: "a bouncy puppy called Button, who loved cake more than anything",
    companionPronouns: .he,
    goal: "prepare a surprise party for old Mrs Plum next door",
    obstacle: "a cake that slid off its plate just before the guests arrived",
    obstacleShort: "the trouble with the cake",
    treasure:
      "the happiest surprise party the village had ever seen, with Mrs Plum laughing in the middle of it",
    sights: [
      "paper lanterns swayed in the breeze", "balloons bobbed against the ceiling",
      "candles flickered on the table",
    ],
    sounds: [
      "friends giggled behind the curtains", "the oven timer went ding",
      "music floated out of the open window",
    ],
    ending: "everyone sang together until the last candle was blown out",
    titleNouns: ["the Party Hat", "the Runaway Cake", "the Birthday Balloons"])

  static let school = Setting(
    home: "a bedroom with a brand new backpack by the door", place: "the new school on the hill",
    spots: [
      "the classroom with the big window", "the library with its tall shelves",
      "the playground under the chestnut tree", "the art room full of paint pots",
    ],
    companion: "Mira",
    companionIntro: "a girl called Mira, who had paint on her nose and a kind laugh",
    companionPronouns: .she,
    goal: "get through the first day at a school where nobody knew anybody yet",
    obstacle: "a worry that grew bigger every time someone stared", obstacleShort: "the worry",
    treasure: "a true friend, and a drawing of the two of them side by side",
    sights: [
      "pencils stood in neat rows", "paintings covered the walls",
      "leaves drifted across the playground",
    ],
    sounds: [
      "the school bell rang loudly", "chairs scraped on the floor",
      "children chattered in the hallway",
    ],
    ending: "the new backpack sat by the door, ready for tomorrow",
    titleNouns: ["a True Friend", "the Chestnut Tree", "the Painted Friend"])

  static let rainyDay = Setting(
    home: "a tall old house with rain drumming on the roof", place: "the dusty attic",
    spots: [
      "a trunk covered in travel stickers", "a shelf of old clocks", "a box of faded photographs",
      "a round window streaked with rain",
    ],
    companion: "Whiskers",
    companionIntro: "a curious tabby cat called Whiskers, who followed every sound",
    companionPronouns: .he,
    goal: "find out what was making the mysterious tapping sound upstairs",
    obstacle: "a door that was stuck and would not budge", obstacleShort: "the stuck door",
    treasure: "a music box that played a song nobody had heard for fifty years",
    sights: [
      "raindrops raced each other down the glass", "dust danced in the lamplight",
      "shadows stretched across the floorboards",
    ],
    sounds: [
      "the rain pattered on the roof", "the old floorboards creaked", "thunder rumbled far away",
    ],
    ending: "the music box played softly while the rain said goodnight on the roof",
    titleNouns: ["the Attic Music Box", "the Rainy Day Secret", "the Tapping Sound"])

  static let dragon = Setting(
    home: "a village at the foot of the smoky hills", place: "the smoky hills",
    spots: [
      "a cave that glittered with crystals", "a valley of warm grey stones",
      "a ledge high above the village", "a lake that steamed in the cold air",
    ],
    companion: "Ember",
    companionIntro: "a small green dragon called Ember, who hid behind a rock and trembled",
    companionPronouns: .she, companionStays: true,
    goal: "find out why smoke rose from the hills every evening",
    obstacle: "a crowd of villagers marching up the hill with buckets and worried faces",
    obstacleShort: "the villagers' worry",
    treasure: "a friendship that the whole village came to celebrate",
    sights: [
      "crystals sparkled in the cave walls", "smoke curled up in lazy rings",
      "the village roofs shone in the sunset",
    ],
    sounds: [
      "a far-off rumble rolled around the hills", "pebbles clattered down the slope",
      "the wind howled through the rocks",
    ],
    ending: "Ember curled up by the village fire, and nobody was afraid any more",
    titleNouns: ["the Shy Dragon", "the Crystal Cave", "the Smoky Hills"])

  static let garden = Setting(
    home: "a little garden behind a yellow house", place: "the garden",
    spots: [
      "a patch of talking tulips", "a sunflower taller than the roof",
      "a pond where frogs held meetings", "a tangle of sleepy roses",
    ],
    companion: "Bumble",
    companionIntro: "a plump bumblebee called Bumble, who spoke in buzzy rhymes",
    companionPronouns: .he,
    goal: "save the talking flowers before their colours faded away",
    obstacle: "a dry wind that stole every drop of water", obstacleShort: "the dry wind",
    treasure: "a garden that bloomed brighter than ever and sang in the morning",
    sights: [
      "petals opened like tiny umbrellas", "dew drops sparkled on the leaves",
      "butterflies floated from flower to flower",
    ],
    sounds: [
      "the tulips whispered to each other", "bees hummed busily", "the watering can gurgled",
    ],
    ending: "the flowers sang a quiet goodnight song under the first stars",
    titleNouns: ["the Talking Flowers", "the Magic Seed", "the Singing Garden"])

  static let mountain = Setting(
    home: "a wooden cabin with smoke curling from the chimney", place: "the snowy mountain",
    spots: [
      "a pine forest heavy with snow", "a frozen waterfall", "a narrow path along the ridge",
      "a cave sheltered from the wind",
    ],
    companion: "Frost",
    companionIntro:
      "a big white mountain dog called Frost, who could smell a friend from miles away",
    companionPronouns: .he,
    goal: "rescue a friend who was caught high on the mountain in a snowstorm",
    obstacle: "a storm so thick that the path disappeared", obstacleShort: "the storm",
    treasure:
      "the lost friend, safe and warm in a little cave, under a sky that cleared to show the stars",
    sights: [
      "snowflakes whirled like white feathers", "icicles hung like glass spears",
      "the peaks glowed pink in the last light",
    ],
    sounds: [
      "the snow crunched under their boots", "the wind roared across the ridge",
      "a bell rang faintly from the valley",
    ],
    ending: "everyone sat by the cabin fire with mugs of warm milk as the snow fell softly outside",
    titleNouns: ["the Lost Friend", "the Frozen Waterfall", "the Mountain Cave"])
}
