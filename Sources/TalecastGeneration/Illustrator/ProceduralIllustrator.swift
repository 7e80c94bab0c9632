import Foundation
import TalecastCore

/// The built-in illustrator: draws an SVG picture of each scene from its own words. The occasion
/// sets the palette and the world; the scene's words add what it names: the time of day and
/// the weather (`SceneSky`), places (`ScenePlaces`), creatures and objects (`SceneThings`);
/// the scene's place in the story moves the sun or moon across the sky. Deterministic for a
/// seed and a scene.
public struct ProceduralIllustrator: Illustrator {
  public init() {}

  public func illustrate(_ request: IllustrationRequest) -> IllustrationImage {
    var random = SeededRandom(seed: request.seed).derived("illustration-\(request.index)")
    let palette = Palette.of(request.occasion.settingOccasion)
    let words = Set(
      request.scene.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let progress = request.count > 1 ? Double(request.index) / Double(request.count - 1) : 0.5
    var canvas = SVGCanvas(width: 800, height: 600)

    // The weather from the words of the scene and of its picture prompt; the time of day from
    // when the prompt says the scene happens ("in the evening"), else from the words.
    // The prompt names a custom occasion's title in brackets ("(The Storm Radio)"): a title's
    // storm is not this scene's weather.
    var prompt = request.scene.illustrationPrompt
    if let open = prompt.firstIndex(of: "("), let close = prompt[open...].firstIndex(of: ")") {
      prompt.removeSubrange(open...close)
    }
    let skyWords = words.union(
      prompt.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let sky = SceneSky(words: skyWords, prompt: request.scene.illustrationPrompt)
    sky.drawSky(&canvas, palette: palette, progress: progress, random: &random)
    Scenery.clouds(&canvas, count: sky.rains || sky.stormy ? 5 : 2, random: &random)
    Scenery.hills(&canvas, colors: palette.ground, random: &random)
    ScenePlaces.draw(
      &canvas, world: request.occasion.settingOccasion, words: words, random: &random)
    // What the scene names, placed by its words (see `SceneThings`).
    var things = SceneThings(words: words)
    things.seaWorld = request.occasion.settingOccasion == .oceanVoyage
    things.drawWater(&canvas, random: &random)
    var heroX: Double = 300 + .random(in: -60...60, using: &random)
    if let cottage = things.drawCottage(&canvas) {
      heroX = cottage.x
    }
    if things.hasBoat { heroX = 560 }
    var credit: String
    switch PictureArt.shared() {
    case .success(let art):
      // OpenMoji's drawings of the scene's things and of the hero as described.
      let scene = SceneArt(art: art)
      let drawn = scene.drawThings(
        &canvas, text: request.scene.text, heroName: request.hero.name, heroX: heroX,
        water: things.hasWater, random: &random)
      // What OpenMoji has no drawing of (a moth) keeps the illustrator's own shape.
      things.drawAround(&canvas, heroX: heroX, except: Set(drawn), random: &random)
      if !things.isInside {
        things.drawHeld(&canvas, heroX: heroX, ground: 500, except: Set(drawn))
      }
      let figure = HeroFigure.of(request.hero, kind: Self.heroKind(request), art: art)
      scene.drawHero(&canvas, figure: figure, x: heroX, inside: things.isInside)
      credit = OpenMoji.credit
    case .failure(let missing):
      drawShapes(&canvas, things: things, hero: request.hero, heroX: heroX, random: &random)
      credit = "Built-in shapes: \(missing.description)"
    }
    sky.drawWeather(&canvas, world: request.occasion.settingOccasion, random: &random)

    SceneCaption(number: request.index + 1, count: request.count, text: request.scene.text)
      .draw(&canvas)

    let svg = canvas.render(
      title: "Scene \(request.index + 1): \(request.scene.illustrationPrompt)",
      description: credit)
    return IllustrationImage(data: Data(svg.utf8), fileExtension: "svg")
  }

  /// The illustrator's own shapes, when OpenMoji's drawings are missing.
  private func drawShapes(
    _ canvas: inout SVGCanvas, things: SceneThings, hero: Hero, heroX: Double,
    random: inout SeededRandom
  ) {
    let color = Palette.heroColor(hero)
    if things.isInside {
      Scenery.heroInside(&canvas, color: color, x: heroX, y: 395)
    } else {
      canvas.group("hero") { canvas in Scenery.hero(&canvas, color: color, x: heroX) }
      things.drawWorn(&canvas, heroX: heroX, ground: 500)
      things.drawHeld(&canvas, heroX: heroX, ground: 500)
    }
    things.drawAround(&canvas, heroX: heroX, random: &random)
  }

  /// What the premise says the hero is ("the lighthouse keeper's cat" → "cat"), if anything.
  static func heroKind(_ request: IllustrationRequest) -> String? {
    guard case .custom(let occasion) = request.occasion,
      let premise = try? PremiseReader.shared().read(occasion, heroName: request.hero.name)
    else { return nil }
    return premise.heroDescription?.head
  }
}
