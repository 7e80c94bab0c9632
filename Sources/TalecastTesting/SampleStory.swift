import Foundation
import TalecastCore

/// A story as generation would announce it, without rendering one: for tests of whoever
/// stores, lists or moves stories.
public enum SampleStory {
  public static let luna = Hero(
    id: "hero00000001", name: "Luna", primaryTrait: .brave, secondaryTrait: .kind,
    appearance: "a red scarf", specialAbility: "flying")

  /// A manifest of `scenes` (evenly timed over `duration`, one picture each), made at
  /// `created`; `customOccasionId` makes it a custom occasion's story.
  public static func manifest(
    id: String, title: String, hero: Hero = luna, occasion: BuiltInOccasion = .magicGarden,
    scenes: [String] = ["Once upon a time.", "The end."], duration: Double = 60,
    created: Date = Date(timeIntervalSince1970: 1_800_000_000), customOccasionId: String? = nil
  ) -> StoryManifest {
    let step = duration / Double(scenes.count)
    let manifestScenes = scenes.enumerated().map { index, text in
      SceneManifest(
        index: index, text: text, illustrationPrompt: "picture \(index + 1)",
        start: Double(index) * step,
        end: Double(index + 1) * step,
        illustration: IllustrationManifest(
          file: "scene-0\(index + 1).svg", timestamp: Double(index) * step))
    }
    let reference =
      customOccasionId.map { OccasionReference(id: $0, title: "Custom") }
      ?? OccasionReference(occasion)
    return StoryManifest(
      storyId: id, title: title, hero: hero, occasion: reference, length: .short, seed: 1,
      voice: "en-us", created: created,
      audio: AudioSummary(
        file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: duration),
      scenes: manifestScenes)
  }

  /// The announcement of `manifest`, from job "job-<id>", in folder stories/<id>-story.
  public static func generated(_ manifest: StoryManifest) -> StoryGenerated {
    StoryGenerated(
      jobId: "job-\(manifest.storyId)", folder: "stories/\(manifest.storyId)-story",
      manifest: manifest)
  }
}
