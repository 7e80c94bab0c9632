import TalecastCore
import TalecastLexicon

/// A scene's things and its hero drawn with OpenMoji: each concrete noun the scene names that
/// has a drawing, in a group of its own (`<g class="thing" data-thing="radio">`), placed by what
/// it is and what the sentence does with it — a bird or a kite in the sky, a boat or a fish on
/// the water, a thing picked up or carried in the hero's hand, the rest on the ground beside the
/// hero. Seeded: the same scene gives the same picture.
struct SceneArt {
  let art: PictureArt
  /// The most things one picture holds; more would crowd it past seeing.
  static let most = 14

  static let skyWords: Set<String> = [
    "bird", "birds", "owl", "owls", "bat", "bats", "star", "stars", "moon", "sun", "cloud",
    "clouds", "kite", "kites", "balloon", "balloons", "plane", "aeroplane", "airplane", "rocket",
    "comet", "butterfly", "butterflies", "bee", "bees", "moth", "moths", "firefly", "fireflies",
    "seagull", "gull", "gulls", "robin", "sparrow", "eagle", "rainbow", "snowflake",
    "snowflakes", "planet", "planets", "dragonfly", "helicopter", "parrot",
  ]
  static let waterWords: Set<String> = [
    "boat", "boats", "ship", "sailboat", "canoe", "fish", "fishes", "duck", "ducks", "swan",
    "whale", "dolphin", "seal", "seals", "octopus", "jellyfish", "shark", "turtle", "crab",
  ]
  static let holdingWords: Set<String> = [
    "held", "holding", "holds", "carried", "carrying", "carries", "picked", "clutched",
    "grabbed", "took", "brought", "hugged", "gave", "waved",
  ]

  /// Draws the things the text names; returns the names drawn, in order.
  @discardableResult
  func drawThings(
    _ canvas: inout SVGCanvas, text: String, heroName: String, heroX: Double, water: Bool,
    random: inout SeededRandom
  ) -> [String] {
    let nouns = SceneNouns(wordNet: art.wordNet).nouns(
      in: text, apartFrom: [heroName.lowercased()])
    let lowered = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    var ground = Self.slots(avoiding: heroX).shuffled(using: &random)
    var sky = [90.0, 200, 320, 440, 560, 680].shuffled(using: &random)
    var sea = [120.0, 260, 420, 600, 720].shuffled(using: &random)
    var drawn: [String] = []
    var held = false
    for noun in nouns where drawn.count < Self.most {
      guard let emoji = art.emoji(for: noun), let drawing = art.drawings.drawing(of: emoji) else {
        continue
      }
      let name = art.wordNet.baseForms(of: noun, as: .noun).first ?? noun
      guard !drawn.contains(name) else { continue }
      var size = 76.0
      let x: Double
      let y: Double
      if !held, isHeld(noun, in: lowered) {
        held = true
        size = 56
        x = heroX + 40
        y = 360
      } else if Self.skyWords.contains(noun), let slot = sky.popLast() {
        x = slot + .random(in: -30...30, using: &random)
        y = .random(in: 50...170, using: &random)
      } else if water, Self.waterWords.contains(noun), let slot = sea.popLast() {
        x = slot
        y = 410
      } else if let slot = ground.popLast() {
        x = slot
        y = 392 + .random(in: -12...12, using: &random)
      } else {
        continue
      }
      canvas.group(name, emoji: emoji) { canvas in
        canvas.add(Self.nested(drawing, x: x - size / 2, y: y, size: size))
      }
      drawn.append(name)
    }
    return drawn
  }

  /// The hero, drawn the same in every scene; standing at `x`, or smaller in a window.
  func drawHero(_ canvas: inout SVGCanvas, figure: HeroFigure, x: Double, inside: Bool) {
    guard let drawing = art.drawings.drawing(of: figure.emoji, colours: figure.colours) else {
      return
    }
    let size = inside ? 96.0 : 150.0
    canvas.group(inside ? "hero-inside" : "hero", emoji: figure.emoji) { canvas in
      canvas.add(Self.nested(drawing, x: x - size / 2, y: inside ? 330 : 335, size: size))
    }
  }

  /// Whether the sentence has the hero take or hold the thing ("picked up a feather").
  private func isHeld(_ noun: String, in words: [String]) -> Bool {
    guard let index = words.firstIndex(of: noun.lowercased()) else { return false }
    return words[max(0, index - 5)..<index].contains(where: Self.holdingWords.contains)
  }

  /// Places along the ground, apart from where the hero stands.
  static func slots(avoiding heroX: Double) -> [Double] {
    stride(from: 50.0, through: 750, by: 78).filter { abs($0 - heroX) > 85 }
  }

  /// An OpenMoji drawing (72×72) placed and scaled in the picture.
  static func nested(_ drawing: String, x: Double, y: Double, size: Double) -> String {
    "<svg x=\"\(Int(x))\" y=\"\(Int(y))\" width=\"\(Int(size))\" height=\"\(Int(size))\" "
      + "viewBox=\"0 0 72 72\">\(drawing)</svg>"
  }
}
