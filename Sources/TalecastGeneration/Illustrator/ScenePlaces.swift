import TalecastCore

/// The places of a picture: forest, mountain, village, garden, school, cave, bridge, space, a
/// party, a dragon's hills. Each is drawn when the scene's words name it (a `data-thing`
/// group) or when it is the occasion's world (a `data-world` group), behind the hero.
enum ScenePlaces {
  struct Place {
    let name: String
    let words: [String]
    /// The built-in occasion whose world it is, if any.
    let world: BuiltInOccasion?
    let draw: @Sendable (inout SVGCanvas, inout SeededRandom) -> Void
  }

  static func draw(
    _ canvas: inout SVGCanvas, world: BuiltInOccasion?, words: Set<String>,
    random: inout SeededRandom
  ) {
    for place in all {
      let named = place.words.contains(where: words.contains)
      guard named || (world != nil && place.world == world) else { continue }
      canvas.group(place.name, named: named) { canvas in place.draw(&canvas, &random) }
    }
  }

  static let all: [Place] = [
    Place(
      name: "mountain", words: ["mountain", "mountains", "peak", "peaks", "ridge", "summit"],
      world: .snowyMountainRescue
    ) { canvas, _ in
      canvas.path("M420 420 L560 180 L700 420 Z", fill: "#eceff1")
      canvas.path("M520 250 L560 180 L600 250 Q560 265 520 250 Z", fill: "#ffffff")
    },
    Place(
      name: "forest", words: ["forest", "tree", "trees", "woods", "oak", "pine", "pines"],
      world: .forestExploration
    ) { canvas, random in
      for _ in 0..<Int.random(in: 3...6, using: &random) {
        let x = Double.random(in: 20...780, using: &random)
        let y = Double.random(in: 400...470, using: &random)
        canvas.rect(x: x - 6, y: y, width: 12, height: 60, fill: "#6d4c41")
        canvas.circle(
          x: x, y: y - 10, r: .random(in: 28...44, using: &random), fill: "#2e7d32", opacity: 0.9)
      }
    },
    Place(name: "village", words: ["village", "town", "houses", "street", "market"], world: nil) {
      canvas, random in
      for index in 0..<3 {
        let x = 470 + Double(index) * 100 + Double.random(in: -10...10, using: &random)
        canvas.rect(
          x: x, y: 360, width: 70, height: 60, fill: ["#ffcc80", "#ef9a9a", "#b3e5fc"][index])
        canvas.path("M\(Int(x - 8)) 362 L\(Int(x + 35)) 325 L\(Int(x + 78)) 362 Z", fill: "#8d6e63")
        canvas.rect(x: x + 26, y: 390, width: 18, height: 30, fill: "#5d4037")
      }
    },
    Place(name: "cave", words: ["cave", "caves", "cavern"], world: nil) { canvas, _ in
      canvas.path("M560 470 Q560 330 660 330 Q760 330 760 470 Z", fill: "#5d4037")
      canvas.path("M600 470 Q600 380 660 380 Q720 380 720 470 Z", fill: "#212121")
    },
    Place(name: "bridge", words: ["bridge", "bridges"], world: nil) { canvas, _ in
      canvas.path("M60 440 Q220 360 380 440", fill: "none", stroke: "#8d6e63", strokeWidth: 12)
      for x in stride(from: 100, through: 340, by: 60) {
        canvas.path("M\(x) 420 l0 30", fill: "none", stroke: "#6d4c41", strokeWidth: 6)
      }
    },
    Place(
      name: "garden", words: ["garden", "flowers", "tulips", "roses", "sunflower", "moonflowers"],
      world: .magicGarden
    ) { canvas, random in
      let colors = ["#ec407a", "#ffca28", "#ab47bc", "#ff7043"]
      for index in 0..<8 {
        let x = 60 + Double(index) * 95 + Double.random(in: -20...20, using: &random)
        let y = Double.random(in: 500...530, using: &random)
        canvas.path("M\(Int(x)) \(Int(y)) l0 40", fill: "none", stroke: "#2e7d32", strokeWidth: 3)
        canvas.circle(x: x, y: y, r: 11, fill: colors[index % colors.count])
      }
    },
    Place(name: "school", words: ["school", "classroom", "playground"], world: .firstDayOfSchool) {
      canvas, _ in
      canvas.rect(x: 520, y: 300, width: 200, height: 150, fill: "#ef9a9a")
      canvas.path("M510 300 L620 230 L730 300 Z", fill: "#8d6e63")
      canvas.rect(x: 600, y: 390, width: 40, height: 60, fill: "#5d4037")
    },
    Place(
      name: "space", words: ["space", "planet", "planets", "rocket", "comet"], world: .spaceJourney
    ) {
      canvas, _ in
      canvas.circle(x: 640, y: 250, r: 48, fill: "#ba68c8")
      canvas.path("M580 260 Q640 230 700 240", fill: "none", stroke: "#f3e5f5", strokeWidth: 5)
      canvas.path("M150 330 L170 280 L190 330 Z", fill: "#e53935")
    },
    Place(name: "party", words: ["balloons", "party", "candles"], world: .birthdayCelebration) {
      canvas, random in
      let colors = ["#e53935", "#fdd835", "#1e88e5", "#8e24aa", "#43a047"]
      for index in 0..<5 {
        let x = 520 + Double(index) * 45
        let y = Double.random(in: 180...260, using: &random)
        canvas.path(
          "M\(Int(x)) \(Int(y + 30)) L\(Int(x)) \(Int(y + 130))", fill: "none", stroke: "#555555",
          strokeWidth: 1.5)
        canvas.circle(x: x, y: y, r: 24, fill: colors[index])
      }
    },
    Place(name: "dragon", words: ["dragon", "dragons"], world: .dragonFriendship) { canvas, _ in
      canvas.path("M560 420 Q600 340 660 380 Q700 330 720 390 Q700 440 620 440 Z", fill: "#43a047")
      canvas.circle(x: 700, y: 360, r: 20, fill: "#66bb6a")
      canvas.circle(x: 706, y: 354, r: 4, fill: "#212121")
      canvas.circle(x: 740, y: 330, r: 12, fill: "#bdbdbd", opacity: 0.7)
    },
    Place(name: "fireflies", words: ["fireflies", "lamps", "glow-worms"], world: nil) {
      canvas, random in
      for _ in 0..<12 {
        canvas.circle(
          x: .random(in: 50...750, using: &random), y: .random(in: 250...500, using: &random), r: 4,
          fill: "#fff176", opacity: 0.9)
      }
    },
  ]
}
