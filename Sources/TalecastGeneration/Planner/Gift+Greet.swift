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
    case .thinking, .kindness, .hearing:
      [
        "{hero} thought of what a shy guest would like best: not a fuss, just a quiet, friendly place to rest."
      ]
    case .making, .drawing:
      [
        "{hero} made a little sign that said WELCOME and hung it where {thing} would see it first."
      ]
    case .speed, .climbing, .strength, .swimming, .cooking, .stories, .patience, .wayfinding,
      .smelling, .gardening, .other:
      [
        "{hero} thought of {his} gift, {gift}, and used it to make a welcome just for {thing}, and {thing} came closer to see."
      ]
    }
  }
}
