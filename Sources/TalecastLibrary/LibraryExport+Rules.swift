import Foundation
import TalecastContract
import TalecastCore

/// An import passes the domain's rules before anything is written: every record as the rules
/// of its kind keep it (text trimmed and in NFC), or the first field that breaks one, named by
/// its place in the file (`stories[2].scenes[0].text`, `heroes[1].hero.appearance`).
extension LibraryExport {
  func checked() throws(LibraryError) -> LibraryExport {
    do {
      var export = self
      for index in heroes.indices {
        export.heroes[index] = try RuleViolation.within("heroes[\(index)]") {
          () throws(RuleViolation) in try Self.checked(heroes[index])
        }
      }
      for index in customOccasions.indices {
        export.customOccasions[index] = try RuleViolation.within("customOccasions[\(index)]") {
          () throws(RuleViolation) in try OccasionRules.checked(customOccasions[index])
        }
      }
      for index in stories.indices {
        export.stories[index] = try RuleViolation.within("stories[\(index)]") {
          () throws(RuleViolation) in try Self.checked(stories[index])
        }
      }
      return export
    } catch {
      throw LibraryError(error)
    }
  }

  static func checked(_ record: HeroRecord) throws(RuleViolation) -> HeroRecord {
    var record = record
    record.hero = try RuleViolation.within("hero") { () throws(RuleViolation) in
      try HeroRules.checked(record.hero)
    }
    record.avatar = try record.avatar.map { path throws(RuleViolation) in
      try HeroRules.avatar.checked(path, field: "avatar")
    }
    record.storyCount = try NumberRules.count(record.storyCount, field: "storyCount")
    _ = try NumberRules.time(record.created, field: "created")
    _ = try NumberRules.time(record.modified, field: "modified")
    return record
  }

  static func checked(_ story: LibraryStory) throws(RuleViolation) -> LibraryStory {
    var story = story
    story.id = try StoryRules.id.checked(story.id, field: "id")
    let text = try StoryRules.checked(StoryText(title: story.title, scenes: story.scenes))
    story.title = text.title
    story.scenes = text.scenes
    story.heroId = try story.heroId.map { id throws(RuleViolation) in
      try HeroRules.id.checked(id, field: "heroId")
    }
    story.heroName = try HeroRules.name.checked(story.heroName, field: "heroName")
    story.occasionId = try OccasionRules.id.checked(story.occasionId, field: "occasionId")
    story.occasionTitle = try OccasionRules.title.checked(
      story.occasionTitle, field: "occasionTitle")
    story.customOccasionId = try story.customOccasionId.map { id throws(RuleViolation) in
      try OccasionRules.id.checked(id, field: "customOccasionId")
    }
    story.language = try StoryRules.checkedLanguage(story.language)
    story.voice = try StoryRules.voice.checked(story.voice, field: "voice")
    story.folder = try StoryRules.checkedFolder(story.folder)
    story.audioFile = try StoryRules.checkedFileName(story.audioFile, field: "audioFile")
    story.format = try StoryRules.shortText.checked(story.format, field: "format")
    story.duration = try NumberRules.seconds(story.duration, field: "duration")
    story.playCount = try StoryRules.checkedPlayCount(story.playCount)
    story.position = try StoryRules.checkedPosition(story.position, duration: story.duration)
    story.jobId = try story.jobId.map { id throws(RuleViolation) in
      try StoryRules.shortText.checked(id, field: "jobId")
    }
    if let played = story.lastPlayed { _ = try NumberRules.time(played, field: "lastPlayed") }
    _ = try NumberRules.time(story.created, field: "created")
    _ = try NumberRules.time(story.modified, field: "modified")
    let manifest = story.manifest
    story.manifest = try RuleViolation.within("manifest") { () throws(RuleViolation) in
      try checked(manifest)
    }
    guard story.manifest.storyId == story.id else {
      throw RuleViolation(
        field: "manifest.storyId",
        problem:
          "must be the story's id \"\(story.id)\", found \"\(TextRule.excerpt(story.manifest.storyId))\""
      )
    }
    guard story.scenes.count == story.manifest.scenes.count else {
      throw RuleViolation(
        field: "scenes",
        problem: "\(story.scenes.count) scenes, but its manifest has \(story.manifest.scenes.count)"
      )
    }
    return story
  }

  static func checked(_ manifest: StoryManifest) throws(RuleViolation) -> StoryManifest {
    var manifest = manifest
    manifest.storyId = try StoryRules.id.checked(manifest.storyId, field: "storyId")
    manifest.title = try StoryRules.title.checked(manifest.title, field: "title")
    let hero = manifest.hero
    manifest.hero = try RuleViolation.within("hero") { () throws(RuleViolation) in
      try HeroRules.checked(hero)
    }
    manifest.occasion.id = try OccasionRules.id.checked(manifest.occasion.id, field: "occasion.id")
    manifest.occasion.title = try OccasionRules.title.checked(
      manifest.occasion.title, field: "occasion.title")
    manifest.voice = try StoryRules.voice.checked(manifest.voice, field: "voice")
    _ = try NumberRules.time(manifest.created, field: "created")
    manifest.audio.file = try StoryRules.checkedFileName(manifest.audio.file, field: "audio.file")
    manifest.audio.format = try StoryRules.shortText.checked(
      manifest.audio.format, field: "audio.format")
    manifest.audio.codec = try StoryRules.shortText.checked(
      manifest.audio.codec, field: "audio.codec")
    manifest.audio.subtitles = try manifest.audio.subtitles.map { name throws(RuleViolation) in
      try StoryRules.checkedFileName(name, field: "audio.subtitles")
    }
    _ = try NumberRules.count(manifest.audio.sampleRate, field: "audio.sampleRate", in: 1...768_000)
    _ = try NumberRules.seconds(manifest.audio.duration, field: "audio.duration")
    guard StoryRules.scenes.contains(manifest.scenes.count) else {
      throw RuleViolation(
        field: "scenes",
        problem:
          "\(manifest.scenes.count) scenes, from \(StoryRules.scenes.lowerBound) to \(StoryRules.scenes.upperBound) are kept"
      )
    }
    for index in manifest.scenes.indices {
      let scene = manifest.scenes[index]
      manifest.scenes[index] = try RuleViolation.within("scenes[\(index)]") {
        () throws(RuleViolation) in try checked(scene)
      }
    }
    return manifest
  }

  static func checked(_ scene: SceneManifest) throws(RuleViolation) -> SceneManifest {
    var scene = scene
    scene.text = try StoryRules.sceneText.checked(scene.text, field: "text")
    scene.title = try scene.title.map { title throws(RuleViolation) in
      try StoryRules.sceneTitle.checked(title, field: "title")
    }
    scene.illustrationPrompt = try StoryRules.illustrationPrompt.checked(
      scene.illustrationPrompt, field: "illustrationPrompt")
    _ = try NumberRules.count(scene.index, field: "index", in: 0...StoryRules.scenes.upperBound)
    _ = try NumberRules.seconds(scene.start, field: "start")
    _ = try NumberRules.seconds(scene.end, field: "end")
    if let illustration = scene.illustration {
      scene.illustration?.file = try StoryRules.checkedFileName(
        illustration.file, field: "illustration.file")
      _ = try NumberRules.seconds(illustration.timestamp, field: "illustration.timestamp")
    }
    scene.illustrationError = try scene.illustrationError.map { note throws(RuleViolation) in
      try StoryRules.note.checked(note, field: "illustrationError")
    }
    return scene
  }
}

extension LibraryError {
  /// A database refusal during an import, in words: which constraint, never the SQL.
  static func refused(_ message: String) -> LibraryError {
    .invalid(
      field: "the import", problem: "the library refused it (\(message)); nothing was changed"
    )
  }
}
