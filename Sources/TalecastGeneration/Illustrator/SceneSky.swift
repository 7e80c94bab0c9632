import Foundation
import TalecastCore

/// The sky of a scene: the time of day and the weather it names. Morning light is low and
/// warm on the left, the day's sun travels with the story, the evening sun sets on the right
/// into an orange sky, and night has a moon and stars; rain, snow, wind and storm are drawn
/// over everything. Each is a named group (`data-thing="evening"`, `"snow"`) when the scene's
/// words (or its picture prompt) name it; what only the occasion's world brings (the night of a
/// bedtime story) is a `data-world` group.
struct SceneSky {
  enum Time: String { case morning, day, evening, night }

  let words: Set<String>
  /// The time the scene names, if any.
  let namedTime: Time?

  /// `prompt`: the picture prompt, which says when the scene happens ("…, in the evening;"):
  /// that time wins over any the scene's words mention ("the evening train" in a morning
  /// scene). A prompt that says no time (a remote writer's) leaves it to the words.
  init(words: Set<String>, prompt: String = "") {
    self.words = words
    namedTime = Self.when(prompt) ?? Self.time(named: words)
  }

  /// The time the built-in writer's prompt states where it states it: "…, in the morning;
  /// warm picture-book illustration", or "…, at night (Custom Title); …" — the phrase that
  /// ends the prompt's first part, before a custom occasion's title (which may say "night"
  /// itself). Nil when that part ends otherwise.
  static func when(_ prompt: String) -> Time? {
    var text = prompt.lowercased()
    if let semicolon = text.lastIndex(of: ";") { text = String(text[..<semicolon]) }
    if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
      text = String(text[..<open]).trimmingCharacters(in: .whitespaces)
    }
    let phrases: [(String, Time)] = [
      ("in the morning", .morning), ("in the afternoon", .day), ("in the evening", .evening),
      ("at night", .night),
    ]
    return phrases.first { text.hasSuffix($0.0) }?.1
  }

  static func time(named words: Set<String>) -> Time? {
    let has = { (list: [String]) in list.contains(where: words.contains) }
    return
      if has(["night", "midnight", "moon", "moonlight", "stars", "starry", "asleep"])
    {
      .night
    } else if has(["evening", "sunset", "dusk", "twilight", "supper"]) {
      .evening
    } else if has(["morning", "breakfast", "sunrise", "dawn"]) {
      .morning
    } else if has(["afternoon", "noon", "sunshine", "sunny", "sunlight"]) {
      .day
    } else {
      nil
    }
  }

  func names(_ list: [String]) -> Bool { list.contains(where: words.contains) }

  var rains: Bool { names(["rain", "raining", "rained", "raindrops", "drizzle", "puddles"]) }
  var snows: Bool { names(["snow", "snowy", "snowflakes", "snowstorm", "snowing", "snowman"]) }
  var windy: Bool { names(["wind", "windy", "breeze", "gust", "gusts", "blew", "blowing"]) }
  var stormy: Bool { names(["storm", "thunder", "lightning", "stormy", "thunderstorm"]) }

  /// The sky, its light and the sun or moon; `progress` (0…1) is where the scene is in the
  /// story, which moves the day's sun.
  func drawSky(
    _ canvas: inout SVGCanvas, palette: Palette, progress: Double, random: inout SeededRandom
  ) {
    let time = namedTime ?? (palette.night ? .night : .day)
    let colors: (String, String) =
      switch time {
      case .morning: ("#9fd3f0", "#ffe3c4")
      case .day: (palette.skyTop, palette.skyBottom)
      case .evening: ("#4a3470", "#f59a5b")
      case .night: palette.night ? (palette.skyTop, palette.skyBottom) : ("#0b1d3a", "#34467f")
      }
    let top = stormy ? "#37474f" : colors.0
    let bottom = stormy ? "#78909c" : colors.1
    canvas.define(
      "<linearGradient id=\"sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(top)\"/><stop offset=\"1\" stop-color=\"\(bottom)\"/></linearGradient>"
    )
    canvas.group(time.rawValue, named: namedTime != nil) { canvas in
      canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "url(#sky)")
      let covered = rains || stormy || snows
      switch time {
      case .night:
        for _ in 0..<Int.random(in: 25...60, using: &random) {
          canvas.circle(
            x: .random(in: 0...800, using: &random), y: .random(in: 0...300, using: &random),
            r: .random(in: 0.8...2.4, using: &random), fill: "#fffbe0",
            opacity: .random(in: 0.5...1, using: &random))
        }
        let x = 100 + progress * 600
        canvas.circle(x: x, y: 110, r: 42, fill: "#f4f1c9")
        canvas.circle(x: x + 16, y: 100, r: 38, fill: top, opacity: 0.85)
      case .morning where !covered:
        canvas.circle(x: 130, y: 300, r: 50, fill: "#ffe082")
      case .day where !covered:
        canvas.circle(
          x: 100 + progress * 600, y: 140 - sin(progress * .pi) * 70, r: 46, fill: "#ffd54f")
      case .evening where !covered:
        canvas.circle(x: 660, y: 330, r: 60, fill: "#ff8a50", opacity: 0.95)
      default:
        break
      }
    }
  }

  /// Weather over the whole picture, last, so it falls in front of everything.
  func drawWeather(_ canvas: inout SVGCanvas, world: BuiltInOccasion?, random: inout SeededRandom) {
    let rainyWorld = world == .rainyDayDiscovery
    if rains || stormy || rainyWorld {
      canvas.group("rain", named: rains || stormy) { canvas in
        for _ in 0..<(stormy ? 90 : 60) {
          let x = Int.random(in: 0...800, using: &random)
          let y = Int.random(in: 0...520, using: &random)
          canvas.path(
            "M\(x) \(y) l-4 14", fill: "none", stroke: "#bbdefb", strokeWidth: 2, opacity: 0.8)
        }
      }
    }
    if stormy {
      canvas.group("storm") { canvas in
        for x in [180.0, 420, 640] {
          for offset in [-40.0, 0, 40] {
            canvas.circle(x: x + offset, y: 90 + abs(offset) / 3, r: 42, fill: "#455a64")
          }
        }
        canvas.path(
          "M430 130 L400 210 L430 210 L405 290 L470 190 L440 190 L465 130 Z", fill: "#ffee58")
      }
    }
    let snowyWorld = world == .snowyMountainRescue
    if snows || snowyWorld {
      canvas.group("snow", named: snows) { canvas in
        for _ in 0..<40 {
          canvas.circle(
            x: .random(in: 0...800, using: &random), y: .random(in: 0...540, using: &random), r: 3,
            fill: "#ffffff", opacity: 0.9)
        }
      }
    }
    if windy {
      canvas.group("wind") { canvas in
        for _ in 0..<4 {
          let x = Int.random(in: 40...560, using: &random)
          let y = Int.random(in: 150...420, using: &random)
          canvas.path(
            "M\(x) \(y) q60 -20 120 0 t120 0", fill: "none", stroke: "#ffffff", strokeWidth: 3,
            opacity: 0.7)
        }
      }
    }
  }
}
