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
