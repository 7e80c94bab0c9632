import Foundation
import TalecastCore

/// The built-in illustrator: draws an SVG picture of each scene from its own words. The event
/// sets the palette and the world; words in the scene add what it talks about (moon, stars,
/// trees, waves, rain, snow, a boat …); the scene's place in the story moves the sun or moon
/// across the sky. Deterministic for a seed and a scene.
public struct ProceduralIllustrator: Illustrator {
  public init() {}

  public func illustrate(_ request: IllustrationRequest) -> IllustrationImage {
    var random = SeededRandom(seed: request.seed).derived("illustration-\(request.index)")
    let palette = Palette.of(request.event.settingEvent)
    let words = Set(
      request.scene.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let progress = request.count > 1 ? Double(request.index) / Double(request.count - 1) : 0.5
    var canvas = SVGCanvas(width: 800, height: 600)

    canvas.define(
      "<linearGradient id=\"sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(palette.skyTop)\"/><stop offset=\"1\" stop-color=\"\(palette.skyBottom)\"/></linearGradient>"
    )
    canvas.rect(x: 0, y: 0, width: 800, height: 600, fill: "url(#sky)")

    let night = palette.night || words.contains("night") || words.contains("moon")
    if night || words.contains("stars") || words.contains("star") {
      for _ in 0..<Int.random(in: 25...60, using: &random) {
        canvas.circle(
          x: .random(in: 0...800, using: &random), y: .random(in: 0...300, using: &random),
          r: .random(in: 0.8...2.4, using: &random), fill: "#fffbe0",
          opacity: .random(in: 0.5...1, using: &random))
      }
    }
    // The sun or moon travels across the sky as the story goes on.
    let orbX = 100 + progress * 600
    let orbY = 140 - sin(progress * .pi) * 70
    if night {
      canvas.circle(x: orbX, y: orbY, r: 42, fill: "#f4f1c9")
      canvas.circle(x: orbX + 16, y: orbY - 10, r: 38, fill: palette.skyTop, opacity: 0.85)
    } else if !words.contains("rain") && !words.contains("storm") {
      canvas.circle(x: orbX, y: orbY, r: 46, fill: "#ffd54f")
    }
    Scenery.clouds(
      &canvas, count: words.contains("rain") || words.contains("storm") ? 5 : 2, random: &random)
    Scenery.hills(&canvas, colors: palette.ground, random: &random)
    Scenery.motifs(&canvas, event: request.event.settingEvent, words: words, random: &random)
    // What the scene names, placed by its words (see `SceneThings`).
    var things = SceneThings(words: words)
    things.seaWorld = request.event.settingEvent == .oceanVoyage
    things.drawWater(&canvas, random: &random)
    let color = Palette.heroColor(request.hero)
    var heroX: Double = 300 + .random(in: -60...60, using: &random)
    if let cottage = things.drawCottage(&canvas) {
      heroX = cottage.x
    }
    if things.isInside {
      Scenery.heroInside(&canvas, color: color, x: heroX, y: 395)
    } else {
      // In the boat when there is one (its hull hides the feet), else on the ground.
      if things.hasBoat { heroX = 560 }
      canvas.group("hero") { canvas in Scenery.hero(&canvas, color: color, x: heroX) }
      things.drawWorn(&canvas, heroX: heroX, ground: 500)
      things.drawHeld(&canvas, heroX: heroX, ground: 500)
    }
    things.drawAround(&canvas, heroX: heroX, random: &random)

    let caption =
      "\(request.index + 1)/\(request.count) · " + Self.firstWords(of: request.scene.text, count: 9)
    canvas.rect(x: 0, y: 548, width: 800, height: 52, fill: "#000000")
    canvas.text(caption, x: 20, y: 580, size: 20, fill: "#ffffff")

    let svg = canvas.render(
      title: "Scene \(request.index + 1): \(request.scene.illustrationPrompt)")
    return IllustrationImage(data: Data(svg.utf8), fileExtension: "svg")
  }

  static func firstWords(of text: String, count: Int) -> String {
    let words = text.split(separator: " ")
    return words.prefix(count).joined(separator: " ") + (words.count > count ? " …" : "")
  }
}
