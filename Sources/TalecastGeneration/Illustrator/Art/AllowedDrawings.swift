/// The OpenMoji drawings a children's picture may hold, by their Unicode CLDR names: animals,
/// plants, food (no drinks: a mug of warm milk drawn as a beer mug was the reason), weather and
/// sky, places, vehicles, toys, clothes, tools and household things, and people drawn as
/// people. No faces, hands or gestures, no symbols, signs or interface buttons, no weapons,
/// nothing of grown-ups' lives (money, medicine, cigarettes). A word whose drawing is not here
/// draws nothing. `AllowedDrawingsTests` checks each name is CLDR's and OpenMoji draws it.
enum AllowedDrawings {
  static let animals: Set<String> = [
    "monkey", "gorilla", "dog", "poodle", "wolf", "fox", "raccoon", "cat", "black cat", "lion",
    "tiger", "leopard", "horse", "unicorn", "zebra", "deer", "bison", "ox", "cow", "pig", "boar",
    "ram", "ewe", "goat", "camel", "llama", "giraffe", "elephant", "mammoth", "rhinoceros",
    "hippopotamus", "mouse", "rat", "hamster", "rabbit", "chipmunk", "beaver", "hedgehog", "bat",
    "bear", "polar bear", "koala", "panda", "sloth", "otter", "skunk", "kangaroo", "badger",
    "turkey", "chicken", "rooster", "hatching chick", "baby chick", "bird", "penguin", "dove",
    "eagle", "duck", "swan", "owl", "dodo", "feather", "flamingo", "peacock", "parrot", "frog",
    "crocodile", "turtle", "lizard", "snake", "dragon", "sauropod", "t-rex", "whale", "dolphin",
    "seal", "fish", "tropical fish", "blowfish", "shark", "octopus", "spiral shell", "snail",
    "butterfly", "bug", "ant", "honeybee", "beetle", "lady beetle", "cricket", "spider",
    "spider web", "worm", "crab", "lobster", "shrimp", "squid", "paw prints", "nest with eggs",
    "empty nest", "footprints",
  ]
  static let plants: Set<String> = [
    "bouquet", "cherry blossom", "white flower", "rose", "wilted flower", "hibiscus", "sunflower",
    "blossom", "tulip", "seedling", "potted plant", "evergreen tree", "deciduous tree",
    "palm tree", "cactus", "sheaf of rice", "herb", "shamrock", "four leaf clover", "maple leaf",
    "fallen leaf", "leaf fluttering in wind", "mushroom", "lotus", "coral", "wood", "rock",
  ]
  static let food: Set<String> = [
    "grapes", "melon", "watermelon", "tangerine", "lemon", "banana", "pineapple", "mango",
    "red apple", "green apple", "pear", "peach", "cherries", "strawberry", "blueberries",
    "kiwi fruit", "tomato", "coconut", "avocado", "potato", "carrot", "ear of corn",
    "bell pepper", "cucumber", "leafy green", "broccoli", "onion", "peanuts", "chestnut",
    "bread", "croissant", "baguette bread", "pretzel", "bagel", "pancakes", "waffle",
    "cheese wedge", "egg", "cooking", "pot of food", "bowl with spoon", "green salad", "popcorn",
    "butter", "sandwich", "pizza", "spaghetti", "soft ice cream", "ice cream", "doughnut",
    "cookie", "birthday cake", "shortcake", "cupcake", "pie", "chocolate bar", "candy",
    "lollipop", "custard", "honey pot", "jar", "beans", "teapot", "spoon",
  ]
  static let skyAndWeather: Set<String> = [
    "sun", "sun with face", "full moon", "crescent moon", "full moon face", "new moon face",
    "star", "glowing star", "shooting star", "milky way", "ringed planet", "comet", "cloud",
    "sun behind cloud", "sun behind small cloud", "cloud with rain", "cloud with snow",
    "cloud with lightning", "cloud with lightning and rain", "fog", "wind face", "tornado",
    "rainbow", "snowflake", "snowman", "snowman without snow", "droplet", "water wave", "fire",
    "umbrella", "closed umbrella", "umbrella with rain drops", "high voltage", "bubbles", "ice",
  ]
  static let places: Set<String> = [
    "snow-capped mountain", "mountain", "volcano", "camping", "beach with umbrella",
    "desert island", "national park", "hut", "houses", "house", "house with garden",
    "derelict house", "school", "post office", "castle", "fountain", "tent", "circus tent",
    "ferris wheel", "carousel horse", "roller coaster", "playground slide", "bridge at night",
    "sunrise", "sunset", "night with stars", "cityscape", "station", "bus stop", "railway track",
    "door", "window", "bed", "couch and lamp", "chair", "ladder", "bucket", "basket", "broom",
    "brick", "compass", "world map",
  ]
  static let vehicles: Set<String> = [
    "locomotive", "railway car", "train", "tram", "bus", "minibus", "ambulance", "fire engine",
    "police car", "taxi", "automobile", "pickup truck", "delivery truck", "articulated lorry",
    "tractor", "sport utility vehicle", "racing car", "motorcycle", "motor scooter", "bicycle",
    "kick scooter",
    "skateboard", "roller skate", "sailboat", "canoe", "speedboat", "ferry", "motor boat",
    "ship", "passenger ship", "anchor", "ring buoy", "airplane", "small airplane",
    "helicopter", "parachute", "rocket", "flying saucer", "satellite", "sled", "wheel",
  ]
  static let things: Set<String> = [
    "balloon", "party popper", "confetti ball", "ribbon", "wrapped gift", "ticket", "trophy",
    "sports medal", "1st place medal", "soccer ball", "baseball", "basketball", "volleyball",
    "tennis", "flying disc", "kite", "yo-yo", "teddy bear", "piñata", "nesting dolls",
    "game die", "puzzle piece", "magic wand", "crystal ball", "jack-o-lantern",
    "christmas tree", "fireworks", "sparkler", "sparkles", "wind chime", "fishing pole",
    "ice skate", "skis", "goal net", "artist palette", "thread", "yarn", "knot", "glasses",
    "scarf", "gloves", "coat", "socks", "dress", "t-shirt", "jeans", "backpack", "hiking boot",
    "running shoe", "ballet shoes", "woman’s boot", "crown", "woman’s hat", "top hat",
    "billed cap", "bell", "musical note", "musical notes", "microphone", "radio", "saxophone",
    "accordion", "guitar", "musical keyboard", "trumpet", "violin", "banjo", "drum", "long drum",
    "telephone", "battery", "light bulb", "flashlight", "candle", "red paper lantern",
    "diya lamp", "closed book", "open book", "books", "notebook", "scroll", "envelope",
    "love letter", "package", "postbox", "closed mailbox with raised flag", "pencil", "crayon",
    "paintbrush", "straight ruler", "scissors", "key", "old key", "locked", "hammer", "wrench",
    "screwdriver", "nut and bolt", "gear", "toolbox", "magnet", "hook", "link", "telescope",
    "microscope", "magnifying glass tilted left", "alarm clock", "mantelpiece clock", "watch",
    "hourglass not done", "camera", "television", "mirror", "soap", "sponge", "toothbrush",
    "shopping cart", "luggage", "gem stone", "ring", "bookmark", "framed picture", "clipboard",
    "calendar", "placard", "triangular flag", "chequered flag",
  ]
  /// People as people, and the children a hero is drawn as.
  static let people: Set<String> = [
    "baby", "child", "boy", "girl", "person", "man", "woman", "older person", "old man",
    "old woman", "farmer", "cook", "teacher", "student", "singer", "artist", "pilot",
    "astronaut", "firefighter", "police officer", "construction worker", "prince", "princess",
    "santa claus", "fairy", "mage", "mermaid", "elf", "genie", "ghost", "alien", "robot",
    "troll", "ogre", "superhero", "person rowing boat", "skier", "snowboarder",
  ]

  static let names: Set<String> = animals.union(plants).union(food).union(skyAndWeather)
    .union(places).union(vehicles).union(things).union(people)
}
