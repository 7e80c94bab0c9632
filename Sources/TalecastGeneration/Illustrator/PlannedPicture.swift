import TalecastCore

/// A planned scene drawn from its plan (`ScenePicture`): the world's backdrop, the trouble
/// while it is in the way, the key thing large and where the story has it (up the tree, half
/// hidden, in the hero's arms), who else is there, and the hero drawn as what they are — a
/// tugboat on the water, a child in the colour of their coat. Only drawings of the allow-list;
/// a figure OpenMoji has no drawing of is left out, except a person, drawn as a person.
struct PlannedPicture {
  let picture: ScenePicture
  let art: PictureArt
  let hero: Hero

  static let heroX = 250.0

  func draw(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    let backdrop = Backdrop(
      kind: picture.backdrop, night: picture.night, snowy: picture.snowy, art: art,
      lights: picture.thing != "dark"
        && ![.rain, .fog, .snow, .cold].contains(picture.trouble ?? .height))
    backdrop.draw(&canvas, random: &random)
    let trouble = picture.trouble.map { TroubleArt(trouble: $0, art: art, backdrop: backdrop) }
    trouble?.drawBehind(&canvas, random: &random)
    let ground = Backdrop.ground
    let heroSize = 150.0
    let heroY = picture.heroOnWater ? 330 : ground - heroSize
    drawThing(&canvas, heroY: heroY, inside: backdrop.isInside)
    for (index, figure) in picture.others.enumerated() {
      guard let emoji = emoji(for: figure) else { continue }
      let x = index == 0 ? 690.0 : 560
      let size = figure.person ? 130.0 : 100
      place(&canvas, figure.noun, emoji: emoji, x: x, y: ground - size, size: size)
    }
    var figure = HeroFigure.of(hero, kind: picture.heroKind, art: art)
    // A vehicle is drawn in its own colours: a raincoat's yellow is not a tugboat's.
    if picture.heroIsVehicle { figure.colours = [:] }
    if let drawing = art.drawings.drawing(of: figure.emoji, colours: figure.colours) {
      canvas.group("hero", emoji: figure.emoji) { canvas in
        if picture.heroKind == nil {
          // OpenMoji draws a child as head and shoulders: the child stands, in their coat.
          Self.body(&canvas, x: Self.heroX, top: ground - 185, colour: figure.colours["color"])
          canvas.add(SceneArt.nested(drawing, x: Self.heroX - 55, y: ground - 185, size: 110))
        } else {
          canvas.add(
            SceneArt.nested(drawing, x: Self.heroX - heroSize / 2, y: heroY, size: heroSize))
        }
      }
    }
    trouble?.drawInFront(&canvas, random: &random)
  }

  /// The mystery of an investigation: its sound (or its glow) coming from the hiding place,
  /// then what made it, found (`Mystery`).
  private func drawMystery(_ canvas: inout SVGCanvas, source: String, inside: Bool) {
    let ground = Backdrop.ground
    let found = picture.beats.contains(.goal) || picture.beats.contains(.ending)
    if let emoji = art.emoji(for: source) {
      place(&canvas, source, emoji: emoji, x: found ? 470 : 520, y: ground - 90, size: 90)
    }
    if !found {
      canvas.group("hiding place", named: false) { canvas in
        let colour = inside ? "#8d6e63" : picture.snowy ? "#f4f8fb" : "#4f8a32"
        for (dx, r) in [(-50.0, 36.0), (-15, 46), (25, 44), (60, 34)] {
          canvas.circle(x: 520 + dx, y: ground - 34, r: r, fill: colour)
        }
      }
    }
    // The sound's arcs, or the light's glow, over where it comes from.
    canvas.group(picture.thing) { canvas in
      if picture.thing == "light" {
        for (dx, dy) in [(-30.0, -120.0), (10, -150), (45, -110)] {
          canvas.circle(x: 520 + dx, y: ground + dy, r: 14, fill: "#fff59d", opacity: 0.5)
          canvas.circle(x: 520 + dx, y: ground + dy, r: 5, fill: "#ffee58")
        }
      } else {
        for r in [30.0, 48, 66] {
          canvas.path(
            "M\(Int(500 + r * 0.5)) \(Int(ground - 110 - r)) Q\(Int(520 + r)) \(Int(ground - 110)) \(Int(500 + r * 0.5)) \(Int(ground - 110 + r * 0.6))",
            fill: "none", stroke: picture.night ? "#fff8e1" : "#37474f", strokeWidth: 4,
            opacity: found ? 0.35 : 0.9)
        }
      }
    }
  }

  /// The key thing, large, where this moment of the story has it.
  private func drawThing(_ canvas: inout SVGCanvas, heroY: Double, inside: Bool) {
    if let source = picture.source {
      drawMystery(&canvas, source: source, inside: inside)
      return
    }
    // The dark a hero is afraid of is the night itself, its moon large over the scene.
    if picture.thing == "dark", let moon = art.names.byNameOnly("crescent moon"),
      let drawing = art.drawings.drawing(of: moon)
    {
      canvas.group("dark", emoji: moon) { canvas in
        canvas.add(SceneArt.nested(drawing, x: 470, y: 40, size: 110))
      }
      return
    }
    guard let emoji = art.emoji(for: picture.thing) else {
      // A thing OpenMoji has no drawing of, drawn in its manner (`OwnDrawings`).
      if let drawing = OwnDrawings.all[picture.thing] {
        canvas.group(picture.thing) { canvas in
          canvas.add(SceneArt.nested(drawing, x: 390, y: Backdrop.ground - 120, size: 120))
        }
      }
      return
    }
    let ground = Backdrop.ground
    var spot = picture.thingSpot
    // Only small things are carried: a rescued boat comes home beside the hero.
    if spot == .held, let name = art.names.name(of: emoji),
      !AllowedDrawings.things.union(AllowedDrawings.food).union(AllowedDrawings.plants)
        .contains(name)
    {
      spot = .beside
    }
    switch spot {
    case .held:
      place(
        &canvas, picture.thing, emoji: emoji, x: Self.heroX + 62,
        y: picture.heroKind == nil ? Backdrop.ground - 110 : heroY + 58, size: 78)
    case .beside:
      let y = picture.heroOnWater ? 350 : ground - 120
      place(&canvas, picture.thing, emoji: emoji, x: 430, y: y, size: 120)
    case .ahead:
      place(&canvas, picture.thing, emoji: emoji, x: 480, y: ground - 130, size: 130)
    case .onWater:
      place(&canvas, picture.thing, emoji: emoji, x: 520, y: 330, size: 110)
    case .hidden:
      place(&canvas, picture.thing, emoji: emoji, x: 520, y: ground - 86, size: 86)
      // Half behind a bush, or a box indoors: there, but not yet seen.
      canvas.group("hiding place", named: false) { canvas in
        if inside {
          canvas.rect(x: 450, y: ground - 55, width: 140, height: 70, fill: "#8d6e63", radius: 6)
          canvas.rect(x: 450, y: ground - 55, width: 140, height: 10, fill: "#6d4c41")
        } else {
          // A bush, a drift of snow, a mound of sand.
          let leaves =
            picture.snowy ? "#f4f8fb" : picture.backdrop == .beach ? "#e2c27a" : "#4f8a32"
          for (dx, r) in [(-50.0, 36.0), (-15, 46), (25, 44), (60, 34)] {
            canvas.circle(x: 520 + dx, y: ground - 34, r: r, fill: leaves)
          }
        }
      }
    case .high:
      if inside {
        // A high shelf, the thing on top of it.
        canvas.group("high shelf", named: false) { canvas in
          canvas.rect(x: 400, y: 200, width: 220, height: 14, fill: "#6d4c41")
          canvas.rect(x: 420, y: 214, width: 10, height: 40, fill: "#5d4037")
          canvas.rect(x: 590, y: 214, width: 10, height: 40, fill: "#5d4037")
        }
        place(&canvas, picture.thing, emoji: emoji, x: 510, y: 110, size: 92)
      } else {
        if let tree = art.names.byNameOnly("deciduous tree"), art.allows(tree),
          let drawing = art.drawings.drawing(of: tree)
        {
          canvas.group("tall tree", named: false, emoji: tree) { canvas in
            canvas.add(SceneArt.nested(drawing, x: 380, y: ground - 330, size: 330))
          }
        }
        place(&canvas, picture.thing, emoji: emoji, x: 560, y: 175, size: 96)
      }
    }
  }

  /// A child's coat, legs and boots under OpenMoji's head and shoulders (110 high from
  /// `top`), outlined in black as OpenMoji's drawings are.
  static func body(_ canvas: inout SVGCanvas, x: Double, top: Double, colour: String?) {
    let coat = colour ?? "#5c6bc0"
    let neck = top + 86
    let hem = top + 152
    for dx in [-14.0, 6] {
      canvas.add(
        "<rect x=\"\(Int(x + dx))\" y=\"\(Int(hem - 4))\" width=\"10\" height=\"28\" fill=\"#455a64\" stroke=\"#000\" stroke-width=\"2\"/>"
      )
      canvas.add(
        "<rect x=\"\(Int(x + dx - 3))\" y=\"\(Int(hem + 22))\" width=\"16\" height=\"10\" rx=\"4\" fill=\"#5d4037\" stroke=\"#000\" stroke-width=\"2\"/>"
      )
    }
    canvas.add(
      "<path d=\"M\(Int(x - 30)) \(Int(neck)) L\(Int(x + 30)) \(Int(neck)) L\(Int(x + 40)) \(Int(hem)) L\(Int(x - 40)) \(Int(hem)) Z\" fill=\"\(coat)\" stroke=\"#000\" stroke-width=\"3\" stroke-linejoin=\"round\"/>"
    )
    canvas.add(
      "<path d=\"M\(Int(x)) \(Int(neck + 6)) L\(Int(x)) \(Int(hem - 4))\" stroke=\"#000\" stroke-width=\"2\" fill=\"none\"/>"
    )
  }

  /// The drawing of someone besides the hero: their own, else a person's for a person.
  private func emoji(for figure: ScenePicture.Figure) -> String? {
    if let emoji = art.emoji(for: figure.noun) { return emoji }
    guard figure.person else { return nil }
    let old = [
      "grandma", "granny", "gran", "nan", "nana", "grandmother", "grandpa", "grandad",
      "granddad", "grandfather", "grandparent",
    ].contains(figure.noun)
    let name =
      switch figure.pronouns {
      case .she: old ? "old woman" : "woman"
      case .he: old ? "old man" : "man"
      case .they, .it: old ? "older person" : "person"
      }
    return art.names.byNameOnly(name).flatMap { art.allows($0) ? $0 : nil }
  }

  private func place(
    _ canvas: inout SVGCanvas, _ name: String, emoji: String, x: Double, y: Double, size: Double
  ) {
    guard let drawing = art.drawings.drawing(of: emoji) else { return }
    canvas.group(name, emoji: emoji) { canvas in
      canvas.add(SceneArt.nested(drawing, x: x - size / 2, y: y, size: size))
    }
  }
}
