import Foundation
import TalecastCore

extension WriterFigures {
  /// The pictures of a planned story, as the built-in illustrator draws them for its job:
  /// one SVG a scene.
  static func pictures(
    of story: PlannedStory, premise: String, hero: Hero, seed: UInt64
  ) -> [String] {
    let occasion = StoryOccasion.custom(CustomOccasion(title: "", promptSeed: premise))
    let illustrator = ProceduralIllustrator()
    return story.scenes.enumerated().map { index, scene in
      let request = IllustrationRequest(
        scene: SceneText(
          title: scene.title, text: scene.text, illustrationPrompt: scene.prompt(story)),
        index: index, count: story.scenes.count, hero: hero, occasion: occasion, seed: seed)
      return String(decoding: illustrator.illustrate(request).data, as: UTF8.self)
    }
  }

  /// The premise's story's pictures (`talecast-bench writer` with `TALECAST_PICTURES`).
  public static func pictures(
    of premise: String, hero: Hero, length: StoryLength, seed: UInt64
  ) -> [String] {
    guard let story = plan(premise, hero: hero, length: length, seed: seed) else { return [] }
    return pictures(of: story, premise: premise, hero: hero, seed: seed)
  }

  /// Whether the key thing is drawn in two pictures or more, and every drawing is one the
  /// allow-list has.
  mutating func addPictures(_ story: PlannedStory, premise: String, hero: Hero, seed: UInt64) {
    let pictures = Self.pictures(of: story, premise: premise, hero: hero, seed: seed)
    let thing = story.frame.thing.head
    let drawing = pictures.filter { $0.contains("data-thing=\"\(XMLText.escape(thing))\"") }
    if drawing.count >= 2 {
      storiesDrawingThing += 1
    } else {
      storiesNotDrawingThing.append("\(thing) (\(drawing.count) of \(pictures.count)): \(premise)")
    }
    for picture in pictures {
      for emoji in Self.emoji(in: picture) where !Self.allowed(emoji) {
        drawingsOffList.append("\(emoji): \(premise)")
      }
    }
  }

  /// The `data-emoji` of every drawing in an SVG picture.
  public static func emoji(in svg: String) -> [String] {
    var found: [String] = []
    var rest = svg[...]
    while let start = rest.range(of: "data-emoji=\"") {
      guard let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
      found.append(String(rest[start.upperBound..<end]))
      rest = rest[end...]
    }
    return found
  }

  /// Whether the allow-list has the emoji (by its CLDR name).
  public static func allowed(_ emoji: String) -> Bool {
    guard case .success(let art) = PictureArt.shared() else { return false }
    return art.allows(emoji)
  }

  public var thingDrawnShare: Double { share(storiesDrawingThing, of: stories) }
}
