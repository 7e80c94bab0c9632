import TalecastCore

/// The world a planned scene's picture is drawn on (`StoryWorld.Backdrop`): the sea with a
/// harbour wall, a beach's sand and surf, snow, a park's lawn and trees, a garden's fence and
/// flowers, a village's houses, a room's wall and window, a cellar's stones, a classroom's
/// board, a street of houses, a forest, the night sky. Each is a `data-world` group; its
/// OpenMoji pieces (trees, houses) come from the allow-list like everything else.
struct Backdrop {
  let kind: StoryWorld.Backdrop
  let night: Bool
  var snowy = false
  let art: PictureArt?
  /// Off when the scene draws its own moon (the dark a hero is afraid of), or the weather
  /// hides the sun and the moon.
  var lights = true

  /// Where the ground meets what stands on it.
  static let ground = 485.0

  var isInside: Bool { [.room, .cellar, .classroom].contains(kind) }

  func draw(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    if isInside {
      drawRoom(&canvas, random: &random)
    } else {
      drawSky(&canvas, random: &random)
      drawLand(&canvas, random: &random)
    }
  }

  private func drawSky(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    let colours =
      night
      ? ("#0b1d3a", "#34467f") : kind == .snow ? ("#9db8d3", "#eef4fa") : ("#8fd3f4", "#e8f6ff")
    canvas.define(
      "<linearGradient id=\"sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(colours.0)\"/><stop offset=\"1\" stop-color=\"\(colours.1)\"/></linearGradient>"
    )
    canvas.group(night ? "night" : "day", named: false) { canvas in
      canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "url(#sky)")
      if night {
        for _ in 0..<40 {
          canvas.circle(
            x: .random(in: 0...800, using: &random), y: .random(in: 0...300, using: &random),
            r: .random(in: 0.8...2.4, using: &random), fill: "#fffbe0",
            opacity: .random(in: 0.5...1, using: &random))
        }
        if lights {
          canvas.circle(x: 660, y: 100, r: 40, fill: "#f4f1c9")
          canvas.circle(x: 676, y: 90, r: 36, fill: "#0b1d3a", opacity: 0.85)
        }
      } else if kind != .snow, lights {
        canvas.circle(x: 120, y: 100, r: 44, fill: "#ffd54f")
      }
    }
  }

  private func drawLand(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    let dim = night ? 0.55 : 1
    canvas.group(kind.rawValue, named: false) { canvas in
      switch kind {
      case .sea:
        canvas.rect(x: 0, y: 300, width: 800, height: 300, fill: "#2f7fb5", opacity: dim)
        waves(&canvas, from: 320, rows: 8)
        // The harbour wall on the left, with a bollard.
        canvas.rect(x: 0, y: 250, width: 180, height: 70, fill: "#9e9e9e", opacity: dim)
        canvas.rect(x: 0, y: 240, width: 180, height: 12, fill: "#757575", opacity: dim)
        canvas.rect(x: 140, y: 222, width: 16, height: 20, fill: "#424242")
      case .beach:
        canvas.rect(x: 0, y: 300, width: 800, height: 90, fill: "#2f8fc5", opacity: dim)
        waves(&canvas, from: 312, rows: 2)
        canvas.path(
          "M0 390 Q200 370 400 388 T800 380 L800 600 L0 600 Z", fill: "#f3d99b", opacity: dim)
        place(&canvas, "spiral shell", x: 90, y: 540, size: 40)
      case .snow:
        // Hills of snow (`hills` whitens every ground that has snow on it).
        hills(&canvas, colours: [], random: &random)
        place(&canvas, "evergreen tree", x: 70, y: 240, size: 150)
        place(&canvas, "evergreen tree", x: 730, y: 260, size: 130)
      case .park:
        hills(&canvas, colours: ["#8bc34a", "#7cb342", "#689f38"], random: &random)
        place(&canvas, "deciduous tree", x: 80, y: 230, size: 170)
        place(&canvas, "deciduous tree", x: 740, y: 250, size: 140)
      case .garden:
        hills(&canvas, colours: ["#9ccc65", "#8bc34a", "#7cb342"], random: &random)
        for x in stride(from: 0.0, through: 800, by: 40) {
          canvas.rect(x: x, y: 330, width: 24, height: 90, fill: "#bc8f6a", radius: 4)
        }
        canvas.rect(x: 0, y: 350, width: 800, height: 10, fill: "#a1774f")
        canvas.rect(x: 0, y: 395, width: 800, height: 10, fill: "#a1774f")
        for x in [60.0, 130, 680, 750] { place(&canvas, "tulip", x: x, y: 470, size: 48) }
      case .village:
        hills(&canvas, colours: ["#a5d6a7", "#81c784", "#66bb6a"], random: &random)
        place(&canvas, "house", x: 90, y: 250, size: 120)
        place(&canvas, "house with garden", x: 720, y: 260, size: 110)
        place(&canvas, "circus tent", x: 620, y: 220, size: 90)
      case .street:
        for (index, x) in stride(from: 0.0, to: 800, by: 160).enumerated() {
          let colours = ["#ef9a9a", "#ffe082", "#90caf9", "#a5d6a7", "#ce93d8"]
          canvas.rect(
            x: x + 6, y: 200, width: 148, height: 230, fill: colours[index % colours.count],
            opacity: dim)
          canvas.path("M\(Int(x)) 205 L\(Int(x + 80)) 150 L\(Int(x + 160)) 205 Z", fill: "#8d5b4c")
          canvas.rect(x: x + 30, y: 250, width: 36, height: 36, fill: "#fff9c4")
          canvas.rect(x: x + 94, y: 250, width: 36, height: 36, fill: "#fff9c4")
          canvas.rect(x: x + 62, y: 360, width: 36, height: 70, fill: "#6d4c41")
        }
        canvas.rect(x: 0, y: 430, width: 800, height: 170, fill: "#bdbdbd", opacity: dim)
        canvas.rect(x: 0, y: 430, width: 800, height: 8, fill: "#9e9e9e")
      case .farm:
        // Fields, a fence, the farmhouse and sheaves of hay.
        hills(&canvas, colours: ["#c5e1a5", "#aed581", "#9ccc65"], random: &random)
        for x in stride(from: 0.0, through: 800, by: 60) {
          canvas.rect(x: x, y: 372, width: 12, height: 60, fill: "#8d6e63", radius: 3)
        }
        canvas.rect(x: 0, y: 385, width: 800, height: 8, fill: "#795548")
        place(&canvas, "house", x: 700, y: 250, size: 120)
        for x in [70.0, 150] { place(&canvas, "sheaf of rice", x: x, y: 330, size: 70) }
      case .river:
        // Green banks with a river across them, reeds at its edge and a tree.
        hills(&canvas, colours: ["#a5d6a7", "#81c784", "#66bb6a"], random: &random)
        canvas.path(
          "M0 400 Q200 380 400 398 T800 392 L800 470 Q600 480 400 468 T0 476 Z", fill: "#4f9fd0",
          opacity: dim)
        for x in [40.0, 110, 720] { place(&canvas, "sheaf of rice", x: x, y: 360, size: 60) }
        place(&canvas, "deciduous tree", x: 660, y: 230, size: 150)
      case .forest, .night:
        hills(
          &canvas,
          colours: kind == .night
            ? ["#2c3e6b", "#22325a", "#1a2747"]
            : [
              "#558b2f", "#43702a", "#33691e",
            ], random: &random)
        if kind == .forest {
          for (x, size) in [(60.0, 190.0), (170, 150), (640, 160), (750, 200)] {
            place(&canvas, "evergreen tree", x: x, y: 420 - size, size: size)
          }
        }
      case .room, .cellar, .classroom:
        break
      }
    }
  }

  /// A wall, a floor and a window: a room, a dark stone cellar, a classroom with its board.
  private func drawRoom(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    canvas.group(kind.rawValue, named: false) { canvas in
      let wall = kind == .cellar ? "#5d4e42" : kind == .classroom ? "#e8f0d8" : "#f6e3c6"
      canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: wall)
      if kind == .cellar {
        for row in 0..<8 {
          for column in 0..<9 {
            canvas.rect(
              x: Double(column) * 92 + (row % 2 == 0 ? 0 : 46) - 20, y: Double(row) * 58 + 4,
              width: 86, height: 52, fill: "#6d5d50", radius: 6)
          }
        }
      }
      canvas.rect(
        x: 0, y: 470, width: 800, height: 130, fill: kind == .cellar ? "#3e342c" : "#c69c6d")
      let window = night || kind == .cellar ? "#1d2b50" : "#bfe6fb"
      canvas.rect(x: 560, y: 90, width: 150, height: 120, fill: "#8d6e63", radius: 4)
      canvas.rect(x: 570, y: 100, width: 130, height: 100, fill: window)
      canvas.rect(x: 632, y: 100, width: 6, height: 100, fill: "#8d6e63")
      if kind == .classroom {
        canvas.rect(x: 90, y: 110, width: 300, height: 170, fill: "#2e5e3e", radius: 4)
        canvas.rect(x: 84, y: 280, width: 312, height: 10, fill: "#8d6e63")
      } else if kind == .room {
        place(&canvas, "framed picture", x: 200, y: 150, size: 90)
      }
      if night {
        canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "#0b1d3a", opacity: 0.45)
      }
    }
  }

  /// An OpenMoji piece of the world (a tree, a house), when the art is there.
  func place(_ canvas: inout SVGCanvas, _ name: String, x: Double, y: Double, size: Double) {
    guard let art, let emoji = art.names.byNameOnly(name), art.allows(emoji),
      let drawing = art.drawings.drawing(of: emoji)
    else { return }
    canvas.group(name, named: false, emoji: emoji) { canvas in
      canvas.add(SceneArt.nested(drawing, x: x - size / 2, y: y, size: size))
    }
  }

  private func waves(_ canvas: inout SVGCanvas, from top: Int, rows: Int) {
    for row in 0..<rows {
      var data = "M0 \(top + row * 36)"
      for _ in 0..<10 { data += " q40 -12 80 0" }
      canvas.path(data, fill: "none", stroke: "#e3f2fd", strokeWidth: 3, opacity: 0.7)
    }
  }

  private func hills(_ canvas: inout SVGCanvas, colours: [String], random: inout SeededRandom) {
    let snow = ["#e9f0f7", "#f5f9fc", "#ffffff"]
    Scenery.hills(
      &canvas,
      colors: night ? ["#2c3e6b", "#22325a", "#1a2747"] : snowy || kind == .snow ? snow : colours,
      random: &random)
  }
}
