import TalecastCore

/// How the hero is drawn with OpenMoji: a child (girl, boy or child by the hero's pronouns), an
/// animal or a robot as the job or the premise describes the hero; the clothes in the colour
/// the hero's looks name, the hair in the colour they give it. The same in every scene.
struct HeroFigure: Sendable, Hashable {
  var emoji: String
  var colours: [String: String]

  static let hairColours: [(String, String)] = [
    ("red", "#D35400"), ("ginger", "#D35400"), ("auburn", "#A0522D"), ("brown", "#6D4C41"),
    ("black", "#212121"), ("dark", "#3E2723"), ("blond", "#F1C40F"), ("blonde", "#F1C40F"),
    ("golden", "#E0A800"), ("yellow", "#F1C40F"), ("white", "#ECEFF1"), ("grey", "#B0BEC5"),
    ("gray", "#B0BEC5"), ("silver", "#CFD8DC"), ("blue", "#3F6FD9"), ("pink", "#F06292"),
    ("purple", "#8E44AD"), ("green", "#3FA34D"),
  ]

  static func of(_ hero: Hero, kind: String?, art: PictureArt) -> HeroFigure {
    let looks = (hero.appearance + " " + hero.specialAbility).lowercased()
    let words = looks.split(whereSeparator: { !$0.isLetter }).map(String.init)
    if let kind, let emoji = art.emoji(for: kind) {
      // "black fur and one white paw": the animal in the colour its fur or feathers are said
      // to be (black a shade lighter, so its black lines still show); a fox in a green scarf
      // is not green.
      let body: Set<String> = [
        "fur", "feathers", "shell", "scales", "coat", "mane", "spots", "stripes", "wings",
      ]
      let colour = words.indices.lazy.compactMap { index -> String? in
        guard index + 1 < words.count, body.contains(words[index + 1]) else { return nil }
        return hairColours.first { $0.0 == words[index] }?.1
      }.first
      return HeroFigure(
        emoji: emoji,
        colours: colour.map { ["color": $0 == "#212121" ? "#4A4A4A" : $0] } ?? [:])
    }
    if words.contains("robot") { return HeroFigure(emoji: "🤖", colours: [:]) }
    let emoji =
      switch hero.pronouns {
      case .she: "👧"
      case .he: "👦"
      case .they, .it: "🧒"
      }
    var colours = ["color": Palette.heroColor(hero)]
    // "two long red plaits", "curly brown hair": a colour word just before the hair's word.
    let hairWords: Set<String> = ["hair", "plaits", "braids", "curls", "pigtails", "ponytail"]
    for (index, word) in words.enumerated() where hairWords.contains(word) {
      let before = words[max(0, index - 3)..<index]
      if let colour = hairColours.first(where: { before.contains($0.0) }) {
        colours["hair"] = colour.1
        break
      }
    }
    return HeroFigure(emoji: emoji, colours: colours)
  }
}
