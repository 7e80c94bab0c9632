/// The turn of a welcome: the gift makes the visitor feel at home, not a cake come right.
extension Gift {
  var greet: [Template] {
    switch kind {
    case .music:
      [
        "{hero} {sang} a welcome song, soft and slow, and {thing} stopped hiding and came closer to listen."
      ]
    case .jokes:
      [
        "{hero} told {thing} a silly joke, and {thing} laughed so much that {thing.he} forgot to be shy."
      ]
    case .remembering:
      [
        "{hero} remembered every song {he} knew about visitors, and sang the kindest one, and {thing} came closer to listen."
      ]
    case .seeing:
      ["{hero} noticed {thing} peeping from behind a cloud, and waved, and {thing} waved back."]
    case .animals:
      ["{hero} asked the owls in their own language to hoot a welcome, and they did."]
    case .kindness:
      [
        "{ifGuestComing}{hero} thought of what a shy guest would like best: not a fuss, just a quiet, friendly place to rest, and made it ready, gently and kindly.",
        "{ifGuestHere}{ifWords}{hero} sat down next to {thing}, not too close, and [gently|kindly] said, \"Will you play with me?\" And {thing} nodded, very slowly, and then smiled.",
        "{ifNoWords}{hero} pointed to {himself} and said {his} name, slowly and gently, and then pointed to {thing} and waited. Very softly, {thing} said {thing.his} own name, and {hero} said it back, just right, and {thing} smiled for the first time.",
        "{ifNoWords}{hero} did not need words. {He} [gently|kindly] slid {his} crayons across the table and drew a cat, and {thing} drew a cat too, and then a dog, and soon they were both laughing at a dog chasing a cat all over the page.",
      ]
    case .thinking, .hearing:
      [
        "{hero} thought of what a shy guest would like best: not a fuss, just a quiet, friendly place to rest."
      ]
    case .making, .drawing:
      [
        "{hero} made a little sign that said WELCOME and hung it where {thing} would see it first."
      ]
    case .speed:
      [
        "{hero} took {thing} by the hand, and they raced about together, and soon {thing} forgot to be shy."
      ]
    case .swimming:
      [
        "{hero} showed {thing} the best place to paddle, and they splashed about together until {thing} forgot to be shy."
      ]
    case .cooking:
      [
        "{hero} baked a little welcome cake and shared it with {thing}, and {thing} smiled for the first time."
      ]
    case .stories:
      [
        "{hero} told {thing} a story about {place}, and {thing} listened, and smiled, and came closer."
      ]
    case .gardening:
      ["{hero} picked {thing} a little bunch of flowers, and {thing} smiled for the first time."]
    case .patience:
      [
        "{hero} sat quietly beside {thing} and waited, patient and kind, and after a while {thing} began to smile."
      ]
    case .wayfinding:
      [
        "{hero} showed {thing} all the best places in {place}, one by one, so {thing.he} would never feel lost."
      ]
    case .climbing, .strength, .smelling, .other:
      [
        "{hero} thought of {his} gift, {gift}, and used it to make a welcome just for {thing}, and {thing} came closer to see."
      ]
    }
  }
}
