/// The kinds of things the writer and the pictures ask about.
public enum NounKind: Sendable, Hashable, CaseIterable {
  /// An animal ("cat", "terrier", "owl"): can be a hero, a helper, a thing drawn.
  case animal
  /// A person ("keeper", "grandfather", "teacher").
  case person
  /// A made thing that works and can break and be mended ("radio", "clock", "bicycle").
  case device
  /// Any made thing ("umbrella", "kite", "radio").
  case artifact
  /// A place to be in or at ("lighthouse", "attic", "library", "forest", "beach").
  case place
  /// Weather and the sky's happenings ("storm", "rain", "thunder", "snow").
  case weather
  /// A time or a moment of the day ("dawn", "sunset", "midnight", "bedtime").
  case time
  /// Food and drink ("cake", "soup").
  case food
  /// A plant or a flower.
  case plant
  /// Something in the sky or nature that is not made ("star", "moon", "rock", "shell").
  case naturalObject

  /// Whether the sense is of this kind.
  func includes(_ sense: Synset, in wordNet: WordNet) -> Bool {
    let ancestors = wordNet.ancestors(of: sense)
    let names = Set(([sense] + ancestors).flatMap(\.words))
    switch self {
    case .animal: return sense.lexicographerFile == 5
    case .person: return sense.lexicographerFile == 18
    case .device:
      return names.contains("device") || names.contains("machine") || names.contains("mechanism")
        || names.contains("equipment")
    case .artifact: return sense.lexicographerFile == 6
    case .place:
      return sense.lexicographerFile == 15
        || names.contains("building") || names.contains("room") || names.contains("area")
        || names.contains("structure") || names.contains("establishment")
        || names.contains("geological formation") || names.contains("land")
        || names.contains("body of water") || names.contains("tract")
    case .weather:
      return names.contains("atmospheric phenomenon") || names.contains("weather")
        || names.contains("precipitation") || names.contains("storm")
    case .time: return sense.lexicographerFile == 28
    case .food: return sense.lexicographerFile == 13
    case .plant: return sense.lexicographerFile == 20
    case .naturalObject: return sense.lexicographerFile == 17
    }
  }
}
