extension StoryWorld {
  static let harbour = StoryWorld(
    name: .harbour,
    triggers: [
      "harbour", "harbor", "sea", "ocean", "boat", "tugboat", "tug", "ship", "sail", "sailor",
      "lighthouse", "fisherman", "fishing", "quay", "pier", "port", "ferry", "anchor", "buoy",
      "whale", "dolphin", "seal", "island", "captain", "net", "nets", "wave", "waves",
    ],
    place: "the harbour",
    home:
      "[in a blue house above the harbour|in a little house by the harbour wall|in a cottage that looked out over the boats]",
    routes: [
      "[along|down] the harbour wall",
      "past the fishing boats [bobbing at their ropes|tied up in a row]",
      "[out|on] past the end of the pier",
      "round the red buoy [at the harbour mouth|that rang its bell]",
      "[between|past] the tall sailing ships",
    ],
    sights: [
      "A [fishing boat|little ferry|rowing boat] [chugged|bobbed] [past|home], [its flag flapping|with gulls behind it].",
      "[Ropes|Chains] [creaked|clinked] as the boats [rocked|swayed] [at their moorings|on the water].",
      "[A seal|A cormorant] [poked its head up|popped up] [by the harbour wall|between the boats], and [dived again|looked around].",
      "[Lobster pots|Orange buoys|Crates of fish] [were piled|stood] [on the quay|by the steps] [in a tall stack|ready for the morning].",
      "Gulls [wheeled|circled|cried] above the [masts|fishing boats|harbour], [hoping for a fish|calling to each other].",
      "The boats [bobbed|rocked|creaked] at their ropes, [and the water slapped against the wall|with a sound like a sigh].",
      "[Out at the harbour mouth|Far off|Beyond the harbour wall], the red buoy [rang its bell|clanged softly|rocked and rang].",
      "The [air|wind|breeze] smelled of [salt and seaweed|rope and fish and salt|the sea|tar and fish].",
      "Nets lay [drying|in heaps] on the quay, [green and brown|tangled with weed].",
      "[Far out|Across the water|Out beyond the boats], the lighthouse [stood white against the sky|blinked its slow light|watched over the bay].",
      "[Little|Small] waves [sparkled|glittered|winked] in the sun all across the harbour.",
    ],
    helpers: [
      Role("an old fisherman with a white beard", "the fisherman", pronouns: .he),
      Role("a grey seal", "the seal"), Role("a big white gull", "the gull"),
      Role("the harbour master", "the harbour master", head: "master", pronouns: .she),
    ],
    deadlines: [
      Deadline(before: "before the tide turned", comes: "the tide turned"),
      Deadline(before: "before the fishing boats came home", comes: "the fishing boats came home"),
      Deadline(before: "before the lighthouse lamp was lit", comes: "the lighthouse lamp was lit"),
    ],
    endings: [
      "The fishing boats [came home|bobbed] in a line, and {hero} [watched them|counted them], with {thing} {done} at last.",
      "[The water|The harbour] went [still|calm and silver], and {hero} [rocked|rested] [gently|quietly] beside {thing}.",
      "That evening the lighthouse [swept its light|shone] across the water, and {thing} {thing.was} {done} at last.",
      "The boats [rocked|creaked] softly at their ropes, and {hero} [sat on the harbour wall|watched the sea] with {thing} close by.",
      "[The sun went down|The sky turned pink] over the harbour, and the gulls [settled on the masts|went quiet] at last.",
    ],
    backdrop: .sea,
    stockWords: ["harbour", "quay", "buoy", "lighthouse", "masts", "pier"],
    onWater: true)

  static let beach = StoryWorld(
    name: .beach,
    triggers: [
      "beach", "sand", "sandcastle", "shell", "shells", "seaside", "crab", "rock", "pool",
      "bucket", "spade", "dune", "dunes", "shore", "surf", "lifeguard", "pebbles", "seashell",
    ],
    place: "the beach",
    home:
      "[in a striped tent by the dunes|in a little white house at the top of the beach path|in a caravan behind the dunes]",
    routes: [
      "[across|over] the warm sand", "[past|around] the rock pools",
      "[along|down] the edge of the sea",
      "[over|between] the grassy dunes", "past the striped beach huts",
    ],
    sights: [
      "[A crab|A tiny crab] [scuttled|hurried] [sideways|off] [into a rock pool|under some seaweed].",
      "[Seaweed|Driftwood] [lay|was scattered] along the [tide line|sand] [in curly heaps|like old rope].",
      "[A kite|A beach ball] [bobbed|danced] [high over the dunes|along the shore] [in the breeze|on the wind].",
      "Somebody had [built|left] a [sandcastle|sand mermaid|row of sand pies] [by the rocks|near the water].",
      "[Small|Little] crabs [scuttled|hurried] sideways [into the rock pools|under the seaweed].",
      "The sea [shushed|whispered|sighed] up the sand and [slid back again|ran away again].",
      "The sand was [warm|soft|golden] [between {hero}'s toes|under {his} feet].",
      "The beach huts stood in a row, [red and blue and yellow|painted like sweets].",
      "A kite [danced|bobbed] high over the dunes, [its tail flicking|far away].",
      "Shells lay [everywhere|along the tide line], [pink and white and striped|some no bigger than a fingernail].",
    ],
    helpers: [
      Role("a little red crab", "the crab"),
      Role("a kind lifeguard", "the lifeguard", pronouns: .she),
      Role("a seagull with one grey feather", "the seagull"),
    ],
    deadlines: [
      Deadline(before: "before the tide came in", comes: "the tide came in"),
      Deadline(
        before: "before the sun went down over the sea", comes: "the sun went down over the sea"),
    ],
    endings: [
      "[The tide|The sea] [whispered|sighed] on the sand, and {hero} [lay|sat] [in the warm|by the dunes], with {thing} {done} at last.",
      "[Far off|Out at sea], a [boat|ship] [blinked|winked] its light, and {hero} [smiled|waved] at it, thinking of {thing}.",
      "The sun [sank|slid] into the sea, [orange and gold|big and round], and {hero} [sat|stood] watching, with {thing} {done} at last.",
      "Behind them the waves [smoothed the sand flat|washed the footprints away], but {hero} [had {thing}|still had {thing}].",
    ],
    backdrop: .beach,
    stockWords: ["dunes", "beach huts", "rock pools", "sandcastle"])
}
