import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastPostgres
import TalecastStorage

/// A library as the previous release kept it — heroes, custom events, stories with plays,
/// positions and favourites, illustrations, a queued job and a logged event — written with
/// that release's own schema (`PreviousRelease`) and column names, and the values today's
/// library must read back from it.
enum PreviousReleaseLibrary {
  static func time(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: 1_790_000_000 + seconds)
  }

  static let luna = HeroRecord(
    hero: Hero(
      id: "hero0000luna", name: "Luna", primaryTrait: .brave, secondaryTrait: .kind,
      appearance: "a red scarf", specialAbility: "flying", pronouns: .she),
    avatar: nil, active: true, created: time(0), modified: time(10), storyCount: 2)
  static let ada = HeroRecord(
    hero: Hero(
      id: "hero00000ada", name: "Ada", primaryTrait: .smart, secondaryTrait: .gentle,
      appearance: "round glasses", specialAbility: "reading maps"),
    avatar: "/home/me/ada.png", active: false, created: time(1), modified: time(1.5),
    storyCount: 1)

  static let grandma = CustomOccasion(
    id: "ce0000000001", title: "Grandma's Visit", description: "She comes by train.",
    promptSeed: "Grandma comes by train.", category: .celebration, minimumAge: 3, maximumAge: 6,
    tone: "cosy", keywords: ["train", "cake"], usageCount: 1, favorite: true, lastUsed: time(40),
    created: time(2), modified: time(3))
  static let picnic = CustomOccasion(
    id: "ce0000000002", title: "Picnic", created: time(4), modified: time(4))

  static let stories = [
    story(
      "s00000000001", "The Dragon Who Sneezed", hero: luna,
      occasion: OccasionReference(.magicGarden),
      scenes: ["A dragon sneezed fire.", "Dragon again!"], created: 20, favorite: true, plays: 2,
      lastPlayed: 100.25),
    story(
      "s00000000002", "Grandma's Train", hero: luna,
      occasion: OccasionReference(id: grandma.id, title: grandma.title), custom: grandma.id,
      scenes: ["Grandma came by train.", "Cake for everyone."], created: 40, position: 42.5),
    story(
      "s00000000003", "Zoë and the Café", hero: ada,
      occasion: OccasionReference(.bedtimeAdventure),
      scenes: ["Zoë ordered crêpes at the café.", "The naïve river flowed."], created: 60,
      plays: 1, lastPlayed: 200, outdated: true, language: "fr"),
    story(
      "s00000000004", "The Lost Hero", hero: nil, occasion: OccasionReference(.oceanVoyage),
      scenes: ["Waves: big and small.", "Home again."], created: 80, drawn: true,
      subtitles: "story.vtt"),
  ]

  static func story(
    _ id: String, _ title: String, hero: HeroRecord?, occasion: OccasionReference,
    custom: String? = nil, scenes: [String], created: Double, favorite: Bool = false,
    plays: Int = 0, lastPlayed: Double? = nil, position: Double = 0, outdated: Bool = false,
    language: String = "en", drawn: Bool = false, subtitles: String? = nil
  ) -> LibraryStory {
    let made = time(created)
    let heroValue =
      hero?.hero
      ?? Hero(
        id: "hero000000old", name: "Old Hero", primaryTrait: .funny, secondaryTrait: .kind,
        appearance: "", specialAbility: "")
    let manifest = StoryManifest(
      storyId: id, title: title, hero: heroValue, occasion: occasion, length: .short, seed: 7,
      voice: language == "fr" ? "fr" : "en-us", created: made,
      audio: AudioSummary(
        file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 120.5,
        subtitles: subtitles),
      scenes: scenes.enumerated().map { index, text in
        SceneManifest(
          index: index, text: text, illustrationPrompt: "picture \(index + 1)",
          start: Double(index) * 60, end: Double(index + 1) * 60,
          illustration: index == 0 || drawn
            ? IllustrationManifest(file: "scene-0\(index + 1).svg", timestamp: Double(index) * 60)
            : nil,
          illustrationError: index == 0 || drawn ? nil : "the picture was refused")
      })
    return LibraryStory(
      id: id, title: title, heroId: hero?.id, heroName: heroValue.name, occasionId: occasion.id,
      occasionTitle: occasion.title, customOccasionId: custom, language: language,
      voice: manifest.voice, folder: "stories/\(id)", audioFile: "story.m4a", format: "m4a",
      duration: 120.5, scenes: scenes.map { SceneText(text: $0, illustrationPrompt: "picture") },
      favorite: favorite, playCount: plays, lastPlayed: lastPlayed.map(time), position: position,
      audioNeedsRegeneration: outdated, jobId: "job-\(id)", created: made, modified: made + 5,
      manifest: manifest)
  }

  /// Each story's illustrations as that release left them: the first drawn, the second
  /// refused after one retry (or drawn, in the story drawn whole).
  static func illustrations(of story: LibraryStory) -> [IllustrationRecord] {
    story.manifest.scenes.map { scene in
      IllustrationRecord(
        sceneIndex: scene.index, prompt: scene.illustrationPrompt, text: scene.text,
        file: scene.illustration?.file, timestamp: scene.illustration?.timestamp ?? scene.start,
        status: scene.illustration == nil ? .failed : .generated,
        retryCount: scene.illustration == nil ? 1 : 0, lastError: scene.illustrationError)
    }
  }

  /// The logged event and the finished job that the queue and the event log keep.
  static let event = LibraryChanged(storyId: "s00000000001", change: .created)
  static let jobId = "0000feedbeef"
}
