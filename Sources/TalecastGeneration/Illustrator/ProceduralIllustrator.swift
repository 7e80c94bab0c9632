import Foundation
import Synchronization
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
    if let planned = Self.planned(request) { return planned }
    // The borrowed setting's world (a space story's planet and rocket), unless the writer left
    // it for the premise's own place.
    let premise = Self.premise(request)
    let world: BuiltInOccasion? =
      Setting.keepsWorld(of: request.occasion, premise: premise)
      ? request.occasion.settingOccasion : nil
    // A story of its own place is drawn in the garden's plain greens and blues.
    let palette = Palette.of(world ?? .magicGarden)
    // "dog-eared" stays one word: no dog is drawn for it.
    let words = Set(
      request.scene.text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(
        String.init))
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
    // A sentence about what is still to come ("It had to be done before the storm arrived.")
    // is not this scene's sky.
    let now = Sentences.split(request.scene.text).filter { sentence in
      !sentence.contains(" before ") && !sentence.contains(" would ")
    }.joined(separator: " ").lowercased()
    let skyWords = Set(now.split(whereSeparator: { !$0.isLetter }).map(String.init)).union(
      prompt.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let sky = SceneSky(words: skyWords, prompt: request.scene.illustrationPrompt)
    sky.drawSky(&canvas, palette: palette, progress: progress, random: &random)
    Scenery.clouds(&canvas, count: sky.rains || sky.stormy ? 5 : 2, random: &random)
    Scenery.hills(&canvas, colors: palette.ground, random: &random)
    ScenePlaces.draw(
      &canvas, world: world, words: words, random: &random)
    // What the scene names, placed by its words (see `SceneThings`).
    var things = SceneThings(words: words)
    things.seaWorld = world == .oceanVoyage
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
      // What OpenMoji has no drawing of (a moth) keeps the illustrator's own shape; the hero
      // the premise says is a cat is not drawn again as one.
      let hero = Set([premise?.heroDescription?.head].compactMap { $0 })
      things.drawAround(&canvas, heroX: heroX, except: Set(drawn).union(hero), random: &random)
      if !things.isInside {
        things.drawHeld(&canvas, heroX: heroX, ground: 500, except: Set(drawn))
      }
      let figure = HeroFigure.of(
        request.hero, kind: premise?.heroDescription?.head, art: art)
      scene.drawHero(&canvas, figure: figure, x: heroX, inside: things.isInside)
      credit = OpenMoji.credit
    case .failure(let missing):
      drawShapes(&canvas, things: things, hero: request.hero, heroX: heroX, random: &random)
      credit = "Built-in shapes: \(missing.description)"
    }
    sky.drawWeather(&canvas, world: world, random: &random)

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

  /// A scene of a story the planner wrote, drawn from its plan (`ScenePicture`): the frame
  /// the writer had (the same premise, hero and seed), the beats of the scene's place in a
  /// story of its length. Nil for a built-in occasion, a premise without a goal, or without
  /// OpenMoji's drawings.
  static func planned(_ request: IllustrationRequest) -> IllustrationImage? {
    guard case .custom(let occasion) = request.occasion,
      case .success(let art) = PictureArt.shared(),
      let frame = frame(request, occasion: occasion)
    else { return nil }
    let plan = StoryBeat.plan(sceneCount: request.count)
    let beats = plan[min(plan.count - 1, request.index * plan.count / max(1, request.count))]
    let picture = frame.picture(of: beats, text: request.scene.text)
    var random = SeededRandom(seed: request.seed).derived("illustration-\(request.index)")
    var canvas = SVGCanvas(width: 800, height: 600)
    PlannedPicture(picture: picture, art: art, hero: request.hero).draw(&canvas, random: &random)
    SceneCaption(number: request.index + 1, count: request.count, text: request.scene.text)
      .draw(&canvas)
    let svg = canvas.render(
      title: "Scene \(request.index + 1): \(request.scene.illustrationPrompt)",
      description: OpenMoji.credit)
    return IllustrationImage(data: Data(svg.utf8), fileExtension: "svg")
  }

  /// The story's frame, read once for all its scenes: the last few stories' frames are kept,
  /// guarded by their mutex (a story's scenes are drawn two at a time).
  private static let frames = Mutex<[String: StoryFrame?]>([:])

  static func frame(_ request: IllustrationRequest, occasion: CustomOccasion) -> StoryFrame? {
    let key = "\(request.seed)|\(String(describing: request.hero))|\(String(describing: occasion))"
    if let known = frames.withLock({ $0[key] }) { return known }
    var frame: StoryFrame?
    if let premise = premise(request), premise.goal != nil {
      frame = TemplateStoryWriter.frame(
        premise: premise, occasion: occasion, hero: request.hero, seed: request.seed)
    }
    frames.withLock { frames in
      if frames.count >= 16 { frames.removeAll() }
      frames[key] = .some(frame)
    }
    return frame
  }

  /// What a custom occasion's premise says (what the hero is, where it happens), if read.
  static func premise(_ request: IllustrationRequest) -> Premise? {
    guard case .custom(let occasion) = request.occasion else { return nil }
    return try? PremiseReader.shared().read(occasion, heroName: request.hero.name)
  }
}
