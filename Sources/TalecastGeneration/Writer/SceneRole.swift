/// The part a scene plays in the story's arc. Each role has beats that must be said, in
/// order, each with alternatives the seed chooses between.
enum SceneRole: Sendable, Hashable {
  case opening, call, journey, trouble, turn, ending

  /// The scene plan for a story of `count` scenes (3–8): every story opens, sets out,
  /// meets trouble, turns it around and ends; longer stories travel further in between.
  static func plan(sceneCount count: Int) -> [[SceneRole]] {
    switch count {
    case ...3: [[.opening, .call], [.journey, .trouble, .turn], [.ending]]
    case 4: [[.opening], [.call, .journey], [.trouble, .turn], [.ending]]
    case 5: [[.opening], [.call], [.journey], [.trouble, .turn], [.ending]]
    default:
      [[.opening], [.call]] + Array(repeating: [.journey], count: min(count, 8) - 5)
        + [[.trouble], [.turn], [.ending]]
    }
  }

  /// The share of the story's words a scene of this role gets, relative to the others.
  var weight: Double {
    switch self {
    case .journey: 1.4
    case .opening, .call: 1.0
    case .trouble, .turn: 0.9
    case .ending: 0.8
    }
  }

  var beats: [[String]] {
    switch self {
    case .opening:
      [
        [
          "Once upon a time, in {home}, there lived a {t1} and {t2} child named {name}.",
          "In {home} lived {name}, who was {t1}, {t2}, and always ready for something new.",
          "There was once a {t1} little hero called {name}, who lived in {home}.",
          "Not so long ago, {home} was home to {name}, a {t1} and {t2} child.",
          "If you had visited {home} back then, you would surely have met {name}, the most {t1} child for miles.",
        ],
        [
          "{name} had {appearance}, and everybody in the neighbourhood knew that face.",
          "You could spot {name} from far away, thanks to {appearance}.",
          "With {appearance}, {name} never went unnoticed.",
          "Anyone who met {name} remembered {appearance} first of all.",
          "{name} was easy to find in a crowd: just look for {appearance}.",
        ],
        [
          "Not many people knew that {name} had a special gift: {ability}.",
          "{name} also had a secret talent, {ability}, which came in handy more often than you might think.",
          "And {name} was good at something quite unusual: {ability}.",
          "Only {name}'s closest friends knew about {ability}, a gift that was about to matter a great deal.",
        ],
      ]
    case .call:
      [
        [
          "One day, {companionIntro}, came hurrying up to {name}.",
          "That very afternoon, {companionIntro}, appeared with important news.",
          "Just as the sun dipped low, {companionIntro}, tapped on the window.",
          "Right after breakfast, {companionIntro}, arrived quite out of breath.",
          "Nobody expected a visitor, but there at the door stood {companionIntro}.",
        ],
        [
          "\"Please help,\" said {companion}. \"We need to {goal}.\"",
          "{companion} explained that somebody brave enough had to {goal}.",
          "\"Nobody else can do it,\" {companion} said. \"Somebody has to {goal}, and I think it should be you.\"",
          "It turned out that somebody had to {goal}, and {companion} had come to ask {name}.",
        ],
        [
          "{name} did not have to think twice, and off they went to {place}.",
          "So {name} and {companion} set out together for {place}.",
          "A moment later, {name} had packed a bag, and the two of them were on their way to {place}.",
          "{name} nodded, grabbed a coat, and followed {companion} towards {place}.",
        ],
      ]
    case .journey:
      [
        [
          "Their path led them to {spot}.",
          "Before long, {name} and {companion} reached {spot}.",
          "Soon they came upon {spot}.",
          "The next part of the way took them past {spot}.",
          "After some time, {spot} came into view.",
        ],
        [
          "{name} {trait1action}.",
          "{name} {trait2action}.",
        ],
      ]
    case .trouble:
      [
        [
          "But then, right in front of them, there was {obstacle}.",
          "Suddenly everything changed, for ahead of them lay {obstacle}.",
          "They turned a corner and stopped short: there was {obstacle}.",
          "Nobody had warned them about {obstacle}, yet there it was.",
        ],
        [
          "{companion} gasped. \"What shall we do now?\"",
          "\"Oh no,\" whispered {companion}, \"we will never manage to {goal} now.\"",
          "{companion} sat down with a bump. \"This is hopeless.\"",
          "\"Maybe we should turn back,\" said {companion} in a very small voice.",
        ],
        [
          "For a moment, even {name} did not know what to do.",
          "{name} sat down on a stone and thought very hard.",
          "{name} chewed a lip and tried to think of a plan.",
          "Even {name}'s best ideas seemed too small for this.",
        ],
      ]
    case .turn:
      [
        [
          "Then {name} remembered the special gift of {ability}.",
          "All at once {name} had an idea, and it had everything to do with {ability}.",
          "Slowly a smile spread over {name}'s face: this was a job for {ability}.",
          "Then {name} thought of something that might help: {ability}.",
        ],
        [
          "Being {t2} as well as {t1}, {name} {trait2action}.",
          "{name} {trait1action}, and that made all the difference.",
        ],
        [
          "Little by little the trouble melted away, and at last they found {treasure}.",
          "It worked! The way was clear, and there before them was {treasure}.",
          "Bit by bit the way opened, until at last they saw {treasure}.",
          "And then, just like that, the trouble was behind them, and ahead lay {treasure}.",
        ],
      ]
    case .ending:
      [
        [
          "When the adventure was over, {name} and {companion} walked home side by side.",
          "At last it was time to go home, and {companion} promised to visit again soon.",
          "The way home seemed much shorter than the way there.",
          "{companion} walked {name} all the way to the door and waved goodbye.",
        ],
        [
          "{name} felt proud, and a little tired, and very happy.",
          "{name} knew that being {t1} had been a good thing to be today.",
          "It had been a long day, and a good one.",
          "{name} could hardly wait to tell everyone, but first there was a bath to take.",
        ],
        [
          "That night, {ending}.",
          "And as {name} drifted off to sleep, {ending}.",
          "Later, when the house was quiet, {ending}.",
        ],
      ]
    }
  }
}
