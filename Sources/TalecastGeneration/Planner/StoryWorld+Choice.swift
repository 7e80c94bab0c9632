import TalecastCore

extension StoryWorld {
  /// The world whose words the premise says most, its place's noun counting three times and
  /// the hero's own noun (a tugboat) twice; a premise that names none gets one of the worlds
  /// where anything can happen, by the seed.
  static func choose(
    premiseWords: [String], place: String?, thing: String? = nil, random: inout SeededRandom
  ) -> StoryWorld {
    // "a surprise beach party": the thing named by its world's place is held there.
    let thingWords = Set((thing ?? "").lowercased().split(separator: " ").map(String.init))
    let said = premiseWords.map(Self.singular)
    var best: (StoryWorld, Int)?
    // A van or a tractor does not live in a house or go to school.
    let vehicle = premiseWords.last.map { HeroRole.vehicles[$0] != nil } ?? false
    for world in all where !(vehicle && [.home, .school].contains(world.name)) {
      // The hero's own kind (a cat lives at home) only tips a tie: the premise's words first
      // ("Mr Patel's bakery" is in town).
      var score =
        2
        * said.dropLast().filter {
          world.triggers.contains($0) || world.triggers.contains($0 + "s")
        }.count
      if let place, world.triggers.contains(Self.singular(place)) { score += 6 }
      if let hero = premiseWords.last, world.triggers.contains(hero) { score += 1 }
      if let placeNoun = world.place.split(separator: " ").last.map(String.init) {
        if thingWords.contains(placeNoun) { score += 6 }
        // "has moved into the garden": the world's own place, named, wins a tie.
        if said.contains(placeNoun) { score += 1 }
      }
      if world.name == .home,
        !Set(premiseWords).isDisjoint(with: [
          "teddy", "toy", "coat", "button", "grandmother", "grandfather", "grandma", "grandpa",
          "granny", "grandad", "mum", "dad", "birthday", "radio", "clock", "box", "lamp",
        ])
      {
        // A toy, a family's birthday or a grandmother's music box is at home, unless the
        // premise says where ("a toy robot in the park").
        score += 1
      }
      if score > (best?.1 ?? 0) { best = (world, score) }
    }
    if let best { return best.0 }
    let open: [StoryWorld] = [park, village, forest, home]
    return open[Int.random(in: 0..<open.count, using: &random)]
  }

  static func singular(_ word: String) -> String {
    let lowered = word.lowercased()
    if lowered.hasSuffix("ies"), lowered.count > 4 { return String(lowered.dropLast(3)) + "y" }
    if lowered.hasSuffix("s"), !lowered.hasSuffix("ss"), lowered.count > 3 {
      return String(lowered.dropLast())
    }
    return lowered
  }

  /// "in the harbour", "on the beach": where someone who is not a child lives.
  var within: String {
    switch name {
    case .beach: "on the beach"
    case .nightSky: "on the hill under the night sky"
    case .home: "in a tall, creaky house"
    case .school: "at the school"
    case .farm: "on the farm"
    case .river: "by the river"
    case .zoo: "at the zoo"
    case .mountain: "on the mountain"
    default: "in \(place)"
    }
  }
}

extension Trouble {
  /// The weather the premise names (its deadline's too when that comes: "before the tide comes
  /// in"), else height for a thing stuck up high; nil when neither, for the task's own.
  static func choose(premiseWords: [String], spot: String?, kind: StoryKind) -> Trouble? {
    let said = Set(premiseWords)
    if let named = catalog.first(where: {
      !$0.triggers.isDisjoint(with: said) && $0.name != .height
    }) {
      return named
    }
    if let spot, spot.hasPrefix("up in"), kind == .rescue || kind == .find {
      return named(.height)
    }
    return nil
  }
}
