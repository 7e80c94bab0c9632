import TalecastCore

/// The pieces of a procedural picture.
enum Scenery {
  static func clouds(_ canvas: inout SVGCanvas, count: Int, random: inout SeededRandom) {
    for _ in 0..<count {
      let x = Double.random(in: 40...760, using: &random)
      let y = Double.random(in: 60...220, using: &random)
      for offset in [-30.0, 0, 30] {
        canvas.circle(x: x + offset, y: y + abs(offset) / 4, r: 28, fill: "#ffffff", opacity: 0.8)
      }
    }
  }

  /// Three layers of rolling ground, farthest first.
  static func hills(_ canvas: inout SVGCanvas, colors: [String], random: inout SeededRandom) {
    for (layer, color) in colors.enumerated() {
      let base = 380.0 + Double(layer) * 55
      var data = "M0 \(Int(base))"
      for step in 1...4 {
        let x = Double(step) * 200
        let peak = base - Double.random(in: 10...70, using: &random)
        data +=
          " Q\(Int(x - 100)) \(Int(peak)) \(Int(x)) \(Int(base + Double.random(in: -15...15, using: &random)))"
      }
      data += " L800 600 L0 600 Z"
      canvas.path(data, fill: color)
    }
  }

  /// What the event's world and the scene's words bring into the picture.
  static func motifs(
    _ canvas: inout SVGCanvas, event: BuiltInEvent, words: Set<String>, random: inout SeededRandom
  ) {
    let wants = { (names: [String]) in names.contains(where: words.contains) }
    if event == .forestExploration || event == .magicGarden
      || wants(["tree", "trees", "forest", "oak", "pine"])
    {
      for _ in 0..<Int.random(in: 3...6, using: &random) {
        let x = Double.random(in: 20...780, using: &random)
        let y = Double.random(in: 400...470, using: &random)
        canvas.rect(x: x - 6, y: y, width: 12, height: 60, fill: "#6d4c41")
        canvas.circle(
          x: x, y: y - 10, r: .random(in: 28...44, using: &random), fill: "#2e7d32", opacity: 0.9)
      }
    }
    if event == .spaceJourney || wants(["planet", "rocket", "comet"]) {
      canvas.circle(x: 640, y: 250, r: 48, fill: "#ba68c8")
      canvas.path("M580 260 Q640 230 700 240", fill: "none", stroke: "#f3e5f5", strokeWidth: 5)
      canvas.path("M150 330 L170 280 L190 330 Z", fill: "#e53935")
    }
    if event == .birthdayCelebration || wants(["balloons", "party", "cake", "candles"]) {
      let colors = ["#e53935", "#fdd835", "#1e88e5", "#8e24aa", "#43a047"]
      for index in 0..<5 {
        let x = 520 + Double(index) * 45
        let y = Double.random(in: 180...260, using: &random)
        canvas.path(
          "M\(Int(x)) \(Int(y + 30)) L\(Int(x)) \(Int(y + 130))", fill: "none", stroke: "#555555",
          strokeWidth: 1.5)
        canvas.circle(x: x, y: y, r: 24, fill: colors[index])
      }
    }
    if event == .firstDayOfSchool || wants(["school", "classroom"]) {
      canvas.rect(x: 520, y: 300, width: 200, height: 150, fill: "#ef9a9a")
      canvas.path("M510 300 L620 230 L730 300 Z", fill: "#8d6e63")
      canvas.rect(x: 600, y: 390, width: 40, height: 60, fill: "#5d4037")
    }
    if event == .rainyDayDiscovery || wants(["rain", "raindrops", "storm", "rained", "raining"]) {
      canvas.group("rain") { canvas in
        for _ in 0..<60 {
          let x = Int.random(in: 0...800, using: &random)
          let y = Int.random(in: 0...520, using: &random)
          canvas.path(
            "M\(x) \(y) l-4 14", fill: "none", stroke: "#bbdefb", strokeWidth: 2, opacity: 0.8)
        }
      }
    }
    if event == .dragonFriendship || wants(["dragon", "smoke", "crystals"]) {
      canvas.path("M560 420 Q600 340 660 380 Q700 330 720 390 Q700 440 620 440 Z", fill: "#43a047")
      canvas.circle(x: 700, y: 360, r: 20, fill: "#66bb6a")
      canvas.circle(x: 706, y: 354, r: 4, fill: "#212121")
      canvas.circle(x: 740, y: 330, r: 12, fill: "#bdbdbd", opacity: 0.7)
    }
    if event == .magicGarden || wants(["flowers", "tulips", "roses", "sunflower", "moonflowers"]) {
      let colors = ["#ec407a", "#ffca28", "#ab47bc", "#ff7043"]
      for index in 0..<8 {
        let x = 60 + Double(index) * 95 + Double.random(in: -20...20, using: &random)
        let y = Double.random(in: 500...530, using: &random)
        canvas.path("M\(Int(x)) \(Int(y)) l0 40", fill: "none", stroke: "#2e7d32", strokeWidth: 3)
        canvas.circle(x: x, y: y, r: 11, fill: colors[index % colors.count])
      }
    }
    if event == .snowyMountainRescue || wants(["snow", "snowflakes", "snowstorm", "icicles"]) {
      canvas.path("M420 420 L560 180 L700 420 Z", fill: "#eceff1")
      canvas.path("M520 250 L560 180 L600 250 Q560 265 520 250 Z", fill: "#ffffff")
      for _ in 0..<40 {
        canvas.circle(
          x: .random(in: 0...800, using: &random), y: .random(in: 0...540, using: &random), r: 3,
          fill: "#ffffff", opacity: 0.9)
      }
    }
    if wants(["fireflies", "lantern", "lamps"]) {
      for _ in 0..<12 {
        canvas.circle(
          x: .random(in: 50...750, using: &random), y: .random(in: 250...500, using: &random), r: 4,
          fill: "#fff176", opacity: 0.9)
      }
    }
  }

  /// The hero looking out of a window at (`x`, `y`): the scene is inside.
  static func heroInside(_ canvas: inout SVGCanvas, color: String, x: Double, y: Double) {
    canvas.group("hero-inside") { canvas in
      canvas.path(
        "M\(Int(x - 18)) \(Int(y + 30)) L\(Int(x)) \(Int(y + 8)) L\(Int(x + 18)) \(Int(y + 30)) Z",
        fill: color)
      canvas.circle(x: x, y: y, r: 12, fill: "#f2c9a0")
      canvas.circle(x: x - 4, y: y - 2, r: 1.8, fill: "#3e2723")
      canvas.circle(x: x + 4, y: y - 2, r: 1.8, fill: "#3e2723")
    }
  }

  /// A simple child figure in the hero's colour.
  static func hero(_ canvas: inout SVGCanvas, color: String, x: Double) {
    let ground = 500.0
    canvas.path(
      "M\(Int(x - 26)) \(Int(ground)) L\(Int(x)) \(Int(ground - 80)) L\(Int(x + 26)) \(Int(ground)) Z",
      fill: color)
    canvas.circle(x: x, y: ground - 96, r: 22, fill: "#f2c9a0")
    canvas.circle(x: x - 7, y: ground - 100, r: 2.5, fill: "#3e2723")
    canvas.circle(x: x + 7, y: ground - 100, r: 2.5, fill: "#3e2723")
    canvas.path(
      "M\(Int(x - 8)) \(Int(ground - 88)) Q\(Int(x)) \(Int(ground - 82)) \(Int(x + 8)) \(Int(ground - 88))",
      fill: "none", stroke: "#3e2723", strokeWidth: 2)
  }
}
