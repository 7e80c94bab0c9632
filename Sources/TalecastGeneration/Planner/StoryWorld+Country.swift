extension StoryWorld {
  /// A farm: a tractor's hay cart, the hens and the cows, the barn and the muddy lane.
  static let farm = StoryWorld(
    name: .farm,
    triggers: [
      "farm", "farmer", "farmyard", "barn", "tractor", "hay", "haystack", "cow", "cows", "calf",
      "pig", "pigs", "piglet", "piglets", "sheep", "hen", "hens", "chicken", "chickens", "chick",
      "chicks", "rooster", "goat", "field", "fields", "harvest", "cart", "scarecrow", "sheepdog",
      "pony", "horse", "lamb", "lambs", "milking", "straw",
    ],
    place: "the farm",
    home:
      "[in a farmhouse at the end of a muddy lane|in a red-roofed farmhouse by the big barn|in a cottage between two green fields|in a farmhouse with hens in the yard]",
    routes: [
      "[across|through] the farmyard", "[along|down] the muddy lane", "past the big red barn",
      "[over|through] the gate into the top field",
      "[along|beside] the hedge of the long meadow",
    ],
    sights: [
      "Hens [pecked|scratched] about the yard, [clucking softly|fussing over nothing].",
      "A cow [looked up|lifted her head] from the grass and [mooed|chewed] [slowly|thoughtfully].",
      "The pigs [snuffled|grunted] happily in their [muddy pen|straw].",
      "Sheep [grazed|dozed] on the hillside, [white as clouds|like little clouds].",
      "The [big red|old] barn [smelled of hay|creaked in the breeze].",
      "A rooster [crowed|strutted] on the [gate|fence|woodpile].",
      "Swallows [swooped|darted] [around the barn|low over the field].",
      "[Bales of hay|Haystacks] [stood|were stacked] [in the field|by the barn], [golden in the sun|round and tidy].",
      "A sheepdog [lay|dozed] by the gate, one ear [up|twitching].",
      "The air smelled of [hay and warm earth|fresh milk and straw|cut grass].",
    ],
    helpers: [
      Role("a sheepdog with one white ear", "the sheepdog"),
      Role("a speckled hen", "the hen", pronouns: .she),
      Role("an old grey horse", "the horse", pronouns: .he),
    ],
    deadlines: [
      Deadline(before: "before the cows came home", comes: "the cows came home"),
      Deadline(before: "before milking time", comes: "it was milking time"),
      Deadline(
        before: "before the sun went down behind the hill",
        comes: "the sun went down behind the hill"),
    ],
    endings: [
      "The cows [came|ambled] home for milking, and {hero} [watched them go by|smiled], with {thing} {done} at last.",
      "The sun [went down|sank] behind the barn, and the hens [went to roost|settled down for the night].",
      "That evening, everyone on the farm [talked about|smiled about] {thing}, and {hero} [beamed|went pink].",
      "{hero} [sat|rested] by the barn door as the sky turned pink, with {thing} close by.",
    ],
    backdrop: .farm,
    stockWords: ["farmyard", "haystacks", "bales of hay", "barn door"])

  /// A river: reeds and willows, a kingfisher, the old stone bridge, water that rises in rain.
  static let river = StoryWorld(
    name: .river,
    triggers: [
      "river", "riverbank", "stream", "brook", "reeds", "reed", "otter", "duckling",
      "ducklings", "kingfisher", "heron", "frog", "frogs", "lily", "weir", "canal", "moorhen",
      "swan", "swans", "willow", "bulrushes", "vole", "raft", "bank",
    ],
    place: "the river",
    home:
      "[in a cottage by the river|in a house whose garden ran down to the river|in a narrowboat by the towpath|in a little house near the old stone bridge]",
    routes: [
      "[along|down] the riverbank", "[under|past] the old stone bridge",
      "[through|past] the tall reeds", "[past|round] the willow that hung over the water",
      "[along|beside] the towpath",
    ],
    sights: [
      "A kingfisher [flashed|darted] past, [blue as a jewel|bright blue and orange], and was gone.",
      "A heron stood [on one leg|very still] by the water, [watching|waiting] for a fish.",
      "The willows [trailed|dipped] their long branches in the water.",
      "[Dragonflies|Little blue dragonflies] [zipped|hovered] over the [water|reeds].",
      "The river [chuckled|gurgled|murmured] over the stones [as it went|on its way].",
      "A family of ducks [paddled|bobbed] past, [one behind the other|quacking softly].",
      "A fish [jumped|flipped] and [made rings on the water|splashed back down].",
      "The reeds [whispered|rustled|swayed] in the breeze.",
      "A frog [plopped|jumped] off a lily pad [into the water|with a splash].",
      "Sunlight [sparkled|danced] on the water under the bridge.",
    ],
    helpers: [
      Role("a kind old heron", "the heron"),
      Role("a water vole with bright eyes", "the water vole", head: "vole"),
      Role("a mother swan", "the swan", pronouns: .she),
    ],
    deadlines: [
      Deadline(
        before: "before the sun went down over the water",
        comes: "the sun went down over the water"),
      Deadline(
        before: "before the mist came down the river", comes: "the mist came down the river"),
    ],
    endings: [
      "The sun [went down|sank] over the river, the water [turned gold|went still], and {thing} {thing.was} {done} at last.",
      "{hero} [sat|rested] on the riverbank [for a long time|until the stars came out], with {thing} close by.",
      "The ducks [tucked their heads under their wings|settled in the reeds], and the river [murmured|chuckled] softly.",
      "A kingfisher [flashed past|sat on a branch] one last time, and {hero} [smiled|laughed], with {thing} {done} at last.",
    ],
    backdrop: .river,
    stockWords: ["riverbank", "towpath", "willows", "kingfisher"])
}

extension StoryWorld {
  /// A zoo: the keepers and their buckets, the penguins' pool, the giraffes over the fence,
  /// the gates that close at teatime.
  static let zoo = StoryWorld(
    name: .zoo,
    triggers: [
      // Not the animals alone: a monkey or a lion may live in a jungle.
      "zoo", "zoos", "zookeeper", "zookeepers", "enclosure", "enclosures", "meerkat", "meerkats",
      "flamingo", "flamingos",
    ],
    place: "the zoo",
    home:
      "[in a little house by the zoo gates|in a flat where you could hear the lions yawn|in a cottage next to the zoo]",
    routes: [
      "past the penguin pool", "[under|beside] the giraffe house",
      "[along|down] the path by the meerkats",
      "past the elephants' big yard", "[over|across] the little bridge by the flamingos",
    ],
    sights: [
      "The penguins [waddled|slid] into their pool, [one after another|splash, splash, splash].",
      "A giraffe [leaned|bent] over the fence and [nibbled|munched] the top of a tree.",
      "The meerkats stood up on their back legs, [all in a row|looking this way and that].",
      "An elephant [sprayed|squirted] water over its back and [flapped|waved] its big ears.",
      "The flamingos [stood|balanced] on one leg, pink as [candyfloss|sunset].",
      "A keeper [pushed|wheeled] a barrow of [hay|fruit] past, whistling.",
      "The monkeys [swung|chattered] from rope to rope, [never still|chasing each other].",
      "A lion [yawned|stretched] in the sun, [showing all his teeth|then went back to sleep].",
    ],
    helpers: [
      Role("a tall giraffe", "the giraffe", pronouns: .she),
      Role("a wise old tortoise", "the tortoise", pronouns: .he),
      Role("a chatty parrot", "the parrot", pronouns: .she),
    ],
    deadlines: [
      Deadline(before: "before feeding time", comes: "it was feeding time"),
      Deadline(before: "before the zoo gates closed", comes: "the zoo gates closed for the night"),
    ],
    endings: [
      "The zoo gates [closed|clanged shut] for the night, and all the animals [settled down|went to sleep], with {thing} {done}.",
      "The penguins tucked their heads under their wings, and {hero} [smiled|yawned], with {thing} close by.",
      "As the moon came up over the zoo, the lions [purred|snored] softly, and {hero} [smiled|gave a happy sigh].",
    ],
    backdrop: .park,
    stockWords: ["penguin pool", "flamingos", "meerkats"])
}
