import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// A picture's caption is its scene's first sentence, whole and inside the picture; its sky's
/// time of day is when the scene happens, not a time its words mention.
@Suite struct SceneCaptionTests {
  let hero = Hero(
    name: "Ada", primaryTrait: .gentle, secondaryTrait: .smart, appearance: "a green scarf",
    specialAbility: "x")

  func svg(_ text: String, prompt: String = "Ada at sea", index: Int = 1, count: Int = 5)
    -> String
  {
    let request = IllustrationRequest(
      scene: SceneText(text: text, illustrationPrompt: prompt), index: index, count: count,
      hero: hero, occasion: .builtIn(.magicGarden), seed: 3)
    return String(decoding: ProceduralIllustrator().illustrate(request).data, as: UTF8.self)
  }

  /// The caption group's lines, unescaped, and their font size.
  func captionLines(_ svg: String) throws -> (lines: [String], size: Double) {
    let group = try #require(svg.range(of: "<g class=\"caption\">"))
    let body = svg[group.upperBound...]
    let end = try #require(body.range(of: "</g>"))
    var lines: [String] = []
    var size = 0.0
    var rest = body[..<end.lowerBound]
    while let open = rest.range(of: "<text ") {
      let tag = rest[open.upperBound...].prefix { $0 != ">" }
      if let sizeAt = tag.range(of: "font-size=\"") {
        size = Double(tag[sizeAt.upperBound...].prefix { $0 != "\"" }) ?? 0
      }
      let content = rest[open.upperBound...].drop { $0 != ">" }.dropFirst()
      let close = try #require(content.range(of: "</text>"))
      lines.append(
        String(content[..<close.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
          .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
          .replacingOccurrences(of: "&apos;", with: "'")
          .replacingOccurrences(of: "&amp;", with: "&"))
      rest = content[close.upperBound...]
    }
    return (lines, size)
  }

  @Test(arguments: [
    ("Ada woke up.", "2/5 · Ada woke up."),
    (
      "Ada packed a torch, a map, three apples, a ball of string, her grandfather's old radio and a very small screwdriver into her bag, because the storm was coming. Then she left.",
      "2/5 · Ada packed a torch, a map, three apples, a ball of string, her grandfather's old radio and a very small screwdriver into her bag, because the storm was coming."
    ),
    (
      "\"Look!\" said Ada. The cat looked.", "2/5 · \"Look!\""
    ),
    ("No end mark here", "2/5 · No end mark here"),
    ("It cost 3.50 coins. Ada paid.", "2/5 · It cost 3.50 coins."),
  ])
  func theCaptionIsTheWholeFirstSentence(text: String, caption: String) throws {
    let (lines, size) = try captionLines(svg(text))
    #expect(lines.joined(separator: " ") == caption)
    #expect(lines.count <= SceneCaption.maximumLines)
    for line in lines {
      #expect(SceneCaption.estimatedWidth(line, size: size) <= SceneCaption.width, "\(line)")
    }
  }

  @Test func aLongSentenceIsSetSmallerBeforeItIsCut() throws {
    let words = (1...40).map { "word\($0)" }.joined(separator: " ")
    let (fitting, fittingSize) = try captionLines(svg(words + "."))
    #expect(fitting.joined(separator: " ") == "2/5 · " + words + ".")
    #expect(fittingSize < SceneCaption.sizes[0])
    // Beyond what four lines of the smallest size hold: cut at a word, and said so.
    let endless = (1...120).map { "word\($0)" }.joined(separator: " ")
    let (cut, cutSize) = try captionLines(svg(endless + "."))
    #expect(cut.count == SceneCaption.maximumLines && cutSize == SceneCaption.sizes.last)
    #expect(cut.last?.hasSuffix(" …") == true)
    #expect(("2/5 · " + endless).hasPrefix(String(cut.joined(separator: " ").dropLast(2))))
  }

  @Test func theSkyIsWhenTheSceneHappensNotATimeItMentions() {
    let morning = svg(
      "Ada ran to catch the evening train before it left.",
      prompt:
        "Ada, a gentle child with a green scarf, setting out, in the morning; warm picture-book illustration"
    )
    #expect(morning.contains("data-thing=\"morning\""))
    #expect(!morning.contains("data-thing=\"evening\""))
    // A prompt that says no time (a remote writer's) leaves the time to the scene's words.
    let evening = svg("That evening the wind blew.", prompt: "Ada in the wind")
    #expect(evening.contains("data-thing=\"evening\""))
    #expect(SceneSky.when("Ada at night with the morning star, in the evening") == .evening)
    #expect(SceneSky.when("Ada in the sunshine") == nil)
    // A custom occasion's title after the time says nothing of the time.
    #expect(
      SceneSky.when("Ada, setting out, in the morning (Sleepover at Night); warm illustration")
        == .morning)
    #expect(SceneSky.when("Ada, at home, at night (Breakfast in the Morning); warm") == .night)
  }
}
