import Foundation
import TalecastLexicon

/// The drawings a picture is made of: which emoji names a noun (CLDR's names, and WordNet for
/// a word CLDR lacks: a terrier is a kind of dog, so it is drawn as 🐕) and its OpenMoji
/// drawing. Loaded once per process; when a part is missing the illustrator draws its own
/// shapes and the job says why.
final class PictureArt: Sendable {
  let names: EmojiNames
  let drawings: OpenMoji
  let wordNet: WordNet

  init(names: EmojiNames, drawings: OpenMoji, wordNet: WordNet) {
    self.names = names
    self.drawings = drawings
    self.wordNet = wordNet
  }

  static func shared() -> Result<PictureArt, ArtMissing> { sharedArt }

  private static let sharedArt: Result<PictureArt, ArtMissing> = {
    do throws(ArtMissing) {
      let path = ProcessInfo.processInfo.environment["TALECAST_CLDR"] ?? EmojiNames.defaultPath
      let names = try EmojiNames(contentsOf: path)
      let drawings = try OpenMoji(folder: try OpenMoji.defaultFolder())
      guard let wordNet = try? WordNet.shared() else {
        throw ArtMissing("WordNet's data files are missing (install wordnet-base)")
      }
      return .success(PictureArt(names: names, drawings: drawings, wordNet: wordNet))
    } catch {
      return .failure(error)
    }
  }()

  /// Young animals, drawn as their grown-ups (WordNet files a kitten under "young mammal").
  static let young = [
    "puppy": "dog", "kitten": "cat", "kitty": "cat", "foal": "horse", "calf": "cow",
    "lamb": "ewe", "cub": "bear", "piglet": "pig", "duckling": "duck", "bunny": "rabbit",
    "tadpole": "frog", "chick": "baby chick",
  ]

  /// Words whose CLDR match is another thing ("bag" would be the money bag, "box" a bento
  /// box): the CLDR name of the drawing a story means.
  static let meant = [
    "bag": "backpack", "box": "package", "letter": "envelope", "boat": "sailboat",
    "tree": "deciduous tree", "trees": "deciduous tree", "pebble": "rock", "stone": "rock",
    "biscuit": "cookie", "cottage": "house with garden", "hut": "hut", "cabin": "hut",
    "lamp": "diya lamp", "torch": "flashlight", "parcel": "package", "present": "wrapped gift",
    "berry": "blueberries", "coat": "coat", "raincoat": "coat", "flower": "blossom",
    "nest": "nest with eggs", "shoe": "running shoe", "bicycle": "bicycle", "bike": "bicycle",
    // Vehicles a hero may be (`HeroRole.vehicles`).
    "tugboat": "motor boat", "tug": "motor boat", "lifeboat": "motor boat", "barge": "ship",
    "trawler": "ship", "yacht": "sailboat", "rowboat": "canoe", "raft": "canoe",
    "engine": "locomotive", "car": "automobile", "truck": "delivery truck", "van": "delivery truck",
    "lorry": "articulated lorry", "plane": "airplane", "aeroplane": "airplane",
    "glider": "small airplane", "motorbike": "motorcycle", "sledge": "sled", "digger": "tractor",
    "bulldozer": "tractor", "snowplough": "pickup truck", "jeep": "sport utility vehicle",
    "pickup": "pickup truck", "scooter": "kick scooter", "balloon": "balloon",
    // Key things of stories whose drawing has another name.
    "conker": "chestnut", "acorn": "chestnut", "soup": "pot of food", "stew": "pot of food",
    "sail": "sailboat", "race": "chequered flag", "concert": "musical notes",
    "song": "musical notes", "tune": "musical notes", "slide": "playground slide",
    "mitten": "gloves", "mittens": "gloves", "glove": "gloves", "brother": "boy",
    "sister": "girl", "baby": "baby", "neighbour": "person", "visitor": "person",
    "shell": "spiral shell", "seeds": "seedling", "seed": "seedling", "plant": "seedling",
    "map": "world map", "treasure": "gem stone", "lantern": "red paper lantern",
    "jar": "jar", "bell": "bell", "watch": "watch", "crown": "crown", "kitten": "cat",
    "firefly": "sparkles", "fireflies": "sparkles", "glow-worm": "sparkles",
    "message": "envelope", "note": "envelope", "card": "envelope", "hay": "sheaf of rice",
    "bales": "sheaf of rice", "bale": "sheaf of rice", "haystack": "sheaf of rice",
    "hen": "chicken",
  ]

  /// The emoji that draws `noun` (as the scene writes it: "puppies", "terrier"), if any.
  func emoji(for noun: String) -> String? {
    let lowered = noun.lowercased()
    let base = wordNet.baseForms(of: lowered, as: .noun).first ?? lowered
    if let name = Self.meant[base], let emoji = drawable(names.byNameOnly(name)) { return emoji }
    if let emoji = drawable(names.byNameOnly(lowered)) { return emoji }
    for base in wordNet.baseForms(of: lowered, as: .noun) {
      if let grown = Self.young[base], let emoji = drawable(names.byNameOnly(grown)) {
        return emoji
      }
      if let emoji = drawable(names.emoji(for: base)) { return emoji }
      // An animal, plant or food of a kind that is drawn: "terrier" → "dog", "robin" →
      // "bird", not "animal". Made things are not guessed so: a lighthouse is no "structure".
      for sense in wordNet.senses(of: base, as: .noun).prefix(2)
      where [5, 13, 20].contains(sense.lexicographerFile) {
        for ancestor in wordNet.ancestors(of: sense).prefix(5) {
          for word in ancestor.words {
            if let emoji = drawable(names.byNameOnly(word.lowercased())) { return emoji }
          }
        }
      }
    }
    if let emoji = drawable(names.emoji(for: lowered)) { return emoji }
    return nil
  }

  /// The emoji, if it is on the allow-list and OpenMoji draws it.
  private func drawable(_ emoji: String?) -> String? {
    guard let emoji, allows(emoji), drawings.drawing(of: emoji) != nil else { return nil }
    return emoji
  }

  /// Whether a picture may hold `emoji` (`AllowedDrawings`).
  func allows(_ emoji: String) -> Bool {
    names.name(of: emoji).map(AllowedDrawings.names.contains) ?? false
  }
}

extension EmojiNames {
  /// Only an emoji's spoken name, for a word reached through WordNet (its keywords are too
  /// loose there).
  func byNameOnly(_ word: String) -> String? { byName[word] }
}
