import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// Pictures drawn with OpenMoji (installed by `make deps`): every concrete noun a scene names
/// that has a drawing is in the picture, each in its `data-thing` group; the hero is drawn as
/// described, the same in every scene; the drawings are credited.
@Suite struct SceneArtTests {
  let art: PictureArt

  init() throws { art = try PictureArt.shared().get() }

  static let mia = Hero(
    name: "Mia", primaryTrait: .kind, secondaryTrait: .funny,
    appearance: "two long red plaits and a spotted apron",
    specialAbility: "baking anything from a recipe she has only heard once", pronouns: .she)

  static func things(in svg: String) -> [String] {
    svg.components(separatedBy: "data-thing=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// The hero's group: what is drawn, apart from where.
  static func heroDrawing(in svg: String) -> String? {
    guard
      let start = svg.range(of: "data-thing=\"hero\">")
        ?? svg.range(of: "data-thing=\"hero-inside\">")
    else { return nil }
    let rest = svg[start.upperBound...]
    guard let end = rest.range(of: "</svg>") else { return nil }
    let drawing = rest[..<end.lowerBound]
    guard let body = drawing.range(of: "viewBox=\"0 0 72 72\">") else { return nil }
    return String(drawing[body.upperBound...])
  }

  @Test func namedThingsAreDrawnWhereTheSceneSays() throws {
    let scene = SceneText(
      text: "Mia picked up a feather. A kite flew over the old radio, and a terrier barked at "
        + "the umbrella by the sunflowers.",
      illustrationPrompt: "Mia in the garden, in the morning")
    let image = ProceduralIllustrator().illustrate(
      IllustrationRequest(
        scene: scene, index: 0, count: 3, hero: Self.mia, occasion: .builtIn(.magicGarden),
        seed: 1))
    let svg = String(decoding: image.data, as: UTF8.self)
    let things = Self.things(in: svg)
    for name in ["feather", "kite", "radio", "terrier", "umbrella", "sunflower", "hero"] {
      #expect(things.contains(name), "\(name) is not drawn: \(things)")
    }
    #expect(svg.contains("<desc>\(OpenMoji.credit)</desc>"))
    // The kite is in the sky (above the hills), the feather in the hero's hand.
    #expect(Self.position(of: "kite", in: svg).y < 200)
    #expect(Self.position(of: "feather", in: svg).y == 360)
  }

  static func position(of thing: String, in svg: String) -> (x: Int, y: Int) {
    guard let group = svg.range(of: "data-thing=\"\(thing)\">\n<svg x=\"") else { return (-1, -1) }
    let rest = svg[group.upperBound...]
    let x = Int(rest.prefix { $0 != "\"" }) ?? -1
    guard let yStart = rest.range(of: "y=\"") else { return (x, -1) }
    return (x, Int(rest[yStart.upperBound...].prefix { $0 != "\"" }) ?? -1)
  }

  /// Over every scene of the built-in occasions (a premise's story is drawn from its plan,
  /// `PlannedPictureTests`): the concrete nouns that have a drawing on the allow-list (found
  /// by CLDR's spoken names alone, not by the illustrator's own way) are drawn, at least 90 %
  /// of them; the hero is drawn the same in every scene of a story.
  @Test func ninetyPercentOfDrawableNounsAreDrawn() throws {
    var named = 0
    var drawn = 0
    var missed: [String: Int] = [:]
    let occasions: [StoryOccasion] = BuiltInOccasion.allCases.map { .builtIn($0) }
    for (index, occasion) in occasions.enumerated() {
      let story = try TemplateStoryWriter().write(
        hero: Self.mia, occasion: occasion, length: .medium, seed: UInt64(index))
      var heroes = Set<String>()
      for (sceneIndex, scene) in story.scenes.enumerated() {
        let image = ProceduralIllustrator().illustrate(
          IllustrationRequest(
            scene: scene, index: sceneIndex, count: story.scenes.count, hero: Self.mia,
            occasion: occasion, seed: UInt64(index)))
        let svg = String(decoding: image.data, as: UTF8.self)
        let things = Set(Self.things(in: svg))
        heroes.insert(Self.heroDrawing(in: svg) ?? "none")
        let expected = SceneNouns(wordNet: art.wordNet).nouns(
          in: scene.text, apartFrom: ["mia"]
        ).filter { noun in
          guard let emoji = art.names.byNameOnly(noun) else { return false }
          return art.allows(emoji) && art.drawings.drawing(of: emoji) != nil
        }
        for noun in Set(expected) {
          named += 1
          if things.contains(noun) { drawn += 1 } else { missed[noun, default: 0] += 1 }
        }
      }
      #expect(
        heroes.count == 1 && !heroes.contains("none"),
        "\(occasion): hero drawn \(heroes.count) ways")
    }
    #expect(named > 50)
    #expect(Double(drawn) >= 0.9 * Double(named), "\(drawn) of \(named) drawn; missed \(missed)")
  }

  /// The thing is the last noun of "a cart wheel"; "sweet" says how something tastes.
  @Test func aNounBeforeANounSaysWhichKind() {
    let nouns = SceneNouns(wordNet: art.wordNet).nouns(
      in: "Sam shared some sweet berries, and found a cart wheel and a kite for his mouth.",
      apartFrom: ["sam"])
    #expect(nouns == ["berries", "wheel", "kite"])
  }

  @Test func theHeroIsDrawnAsDescribed() throws {
    let girl = HeroFigure.of(Self.mia, kind: nil, art: art)
    #expect(girl.emoji == "👧")
    #expect(girl.colours["hair"] == "#D35400")
    let cat = HeroFigure.of(Self.mia, kind: "cat", art: art)
    #expect(cat.emoji == "🐈")
    // Mia's red plaits are not fur: the cat keeps its own colours.
    #expect(cat.colours.isEmpty)
    var black = Self.mia
    black.appearance = "black fur and one white paw"
    #expect(HeroFigure.of(black, kind: "cat", art: art).colours["color"] == "#4A4A4A")
    var robot = Self.mia
    robot.appearance = "a shiny silver robot with a blue light"
    #expect(HeroFigure.of(robot, kind: nil, art: art).emoji == "🤖")
    var boy = Self.mia
    boy.pronouns = .he
    boy.appearance = "a green scarf"
    let drawn = HeroFigure.of(boy, kind: nil, art: art)
    #expect(drawn.emoji == "👦")
    #expect(drawn.colours["color"] == "#3fa34d")
    // The clothes are painted the hero's colour; lines stay black.
    let drawing = try #require(art.drawings.drawing(of: drawn.emoji, colours: drawn.colours))
    #expect(drawing.contains("fill=\"#3fa34d\""))
    #expect(drawing.contains("stroke=\"#000000\""))
    #expect(!drawing.contains(" id=\""))
  }

  @Test func missingDrawingsSayWhere() {
    #expect(throws: ArtMissing.self) { try OpenMoji(folder: "/nonexistent/openmoji") }
    #expect(throws: ArtMissing.self) { try EmojiNames(contentsOf: "/nonexistent/en.xml") }
    let names = EmojiNames(
      xml: #"<annotation cp="🐈">cat | pet</annotation>"# + "\n"
        + #"<annotation cp="🐈" type="tts">cat</annotation>"#)
    #expect(names.emoji(for: "cat") == "🐈")
    #expect(names.emoji(for: "pet") == "🐈")
    #expect(names.emoji(for: "dog") == nil)
  }
}
