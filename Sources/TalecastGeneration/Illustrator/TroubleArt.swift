import TalecastCore

/// The world's trouble drawn as trouble, over the scene while it is in the way: fog that hides
/// the far side, the tide's water risen over the sand, snow falling thick, rain slanting from a
/// grey cloud, the wind's streaks and blown leaves, ice glazing the ground, a crowd in the way,
/// brambles between the hero and the key thing, a river's fast water, the cold's frost. The dark and a power cut are
/// the picture's night (`ScenePicture.night`). A `data-thing` group named for the trouble.
struct TroubleArt {
  let trouble: Trouble.Name
  let art: PictureArt?
  let backdrop: Backdrop

  /// What goes behind the figures (water risen, ice, brambles, a crowd).
  func drawBehind(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    switch trouble {
    case .tide:
      canvas.group("tide") { canvas in
        canvas.path(
          "M0 360 Q200 345 400 362 T800 355 L800 600 L0 600 Z", fill: "#2f8fc5", opacity: 0.85)
        for row in 0..<6 {
          var data = "M0 \(372 + row * 36)"
          for _ in 0..<10 { data += " q40 -12 80 0" }
          canvas.path(data, fill: "none", stroke: "#e3f2fd", strokeWidth: 3, opacity: 0.8)
        }
      }
    case .ice:
      canvas.group("ice") { canvas in
        canvas.path(
          "M40 500 Q400 470 760 500 Q400 560 40 500 Z", fill: "#d6f1ff", opacity: 0.9)
        for x in stride(from: 120.0, through: 680, by: 140) {
          canvas.path(
            "M\(Int(x)) 498 l40 -8", fill: "none", stroke: "#ffffff", strokeWidth: 4)
        }
      }
    case .current:
      // Fast water: a band of river with streaks and little whirls running across it.
      canvas.group("current") { canvas in
        canvas.path(
          "M0 420 Q400 400 800 420 L800 600 L0 600 Z", fill: "#3b7fb0", opacity: 0.85)
        for row in 0..<4 {
          let y = 440 + row * 38
          let start = Int.random(in: 0...120, using: &random)
          canvas.path(
            "M\(start) \(y) l160 -6 M\(start + 260) \(y + 8) l180 -6 M\(start + 520) \(y) l150 -6",
            fill: "none", stroke: "#e3f2fd", strokeWidth: 4, opacity: 0.8)
        }
        for x in [180.0, 470, 690] {
          canvas.path(
            "M\(Int(x)) 500 q18 -14 30 0 q-8 16 -22 6", fill: "none", stroke: "#e3f2fd",
            strokeWidth: 3, opacity: 0.8)
        }
      }
    case .thorns:
      canvas.group("thorns") { canvas in
        for x in stride(from: 380.0, through: 470, by: 30) {
          let top = Double.random(in: 330...370, using: &random)
          canvas.path(
            "M\(Int(x)) 500 C\(Int(x - 40)) \(Int(top + 60)) \(Int(x + 40)) \(Int(top + 30)) \(Int(x)) \(Int(top))",
            fill: "none", stroke: "#4e6b2e", strokeWidth: 7)
          for step in stride(from: top + 20, through: 480, by: 34) {
            canvas.path(
              "M\(Int(x - 4)) \(Int(step)) l-12 -6 M\(Int(x + 4)) \(Int(step + 14)) l12 -6",
              fill: "none", stroke: "#33481e", strokeWidth: 3)
          }
          canvas.circle(x: x + 10, y: top + 24, r: 6, fill: "#5e2750")
        }
      }
    case .crowd:
      canvas.group("crowd") { canvas in
        for (index, name) in ["man", "woman", "older person", "person", "woman", "man"]
          .enumerated()
        {
          piece(&canvas, name, x: 60 + Double(index) * 130, y: 300, size: 110)
        }
      }
    default:
      break
    }
  }

  /// What falls or drifts in front of everything (fog, snow, rain, wind, frost).
  func drawInFront(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    switch trouble {
    case .fog:
      canvas.group("fog") { canvas in
        for row in 0..<5 {
          let y = 140 + Double(row) * 80
          canvas.path(
            "M-40 \(Int(y)) Q200 \(Int(y - 40)) 420 \(Int(y)) T880 \(Int(y)) L880 \(Int(y + 70)) L-40 \(Int(y + 70)) Z",
            fill: "#eceff1", opacity: row % 2 == 0 ? 0.55 : 0.4)
        }
      }
    case .snow, .cold:
      canvas.group(trouble.rawValue) { canvas in
        for _ in 0..<(trouble == .snow ? 90 : 30) {
          canvas.circle(
            x: .random(in: 0...800, using: &random), y: .random(in: 0...560, using: &random),
            r: .random(in: 2...5, using: &random), fill: "#ffffff", opacity: 0.9)
        }
        if trouble == .cold {
          canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "#dff3ff", opacity: 0.25)
          piece(&canvas, "snowflake", x: 400, y: 30, size: 70)
        }
      }
    case .rain:
      canvas.group("rain") { canvas in
        canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "#546e7a", opacity: 0.25)
        for x in [160.0, 420, 660] {
          for offset in [-40.0, 0, 40] {
            canvas.circle(x: x + offset, y: 70 + abs(offset) / 3, r: 42, fill: "#78909c")
          }
        }
        for _ in 0..<80 {
          let x = Int.random(in: 0...800, using: &random)
          let y = Int.random(in: 100...560, using: &random)
          canvas.path(
            "M\(x) \(y) l-5 16", fill: "none", stroke: "#cfe8fc", strokeWidth: 2, opacity: 0.85)
        }
      }
    case .wind:
      canvas.group("wind") { canvas in
        for _ in 0..<6 {
          let x = Int.random(in: 0...520, using: &random)
          let y = Int.random(in: 120...440, using: &random)
          canvas.path(
            "M\(x) \(y) q60 -22 120 0 t120 0 q30 10 20 -14", fill: "none", stroke: "#ffffff",
            strokeWidth: 4, opacity: 0.8)
        }
        for _ in 0..<3 {
          piece(
            &canvas, "leaf fluttering in wind", x: .random(in: 80...720, using: &random),
            y: .random(in: 120...360, using: &random), size: 44)
        }
      }
    case .dark, .powerCut:
      canvas.group(trouble.rawValue) { canvas in
        canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "#061028", opacity: 0.3)
      }
    default:
      break
    }
  }

  private func piece(_ canvas: inout SVGCanvas, _ name: String, x: Double, y: Double, size: Double)
  {
    backdrop.place(&canvas, name, x: x, y: y, size: size)
  }
}
