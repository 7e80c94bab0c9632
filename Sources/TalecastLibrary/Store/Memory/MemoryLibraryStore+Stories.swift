import Foundation
import TalecastContract
import TalecastCore

extension MemoryLibraryStore {
  public func store(_ generated: GeneratedStory) throws(LibraryError) -> Bool {
    let manifest = try LibraryCodec.kept(generated.manifest)
    return try transaction { contents throws(LibraryError) in
      let id = manifest.storyId
      if let known = contents.stories[id] {
        // The same story from the same job again: it is there already, once.
        if known.story.jobId == generated.jobId { return false }
        guard generated.replacing else { throw LibraryError.alreadyExists(kind: .story, id: id) }
        var story = known.story
        story.title = manifest.title
        story.folder = generated.folder
        story.audioFile = manifest.audio.file
        story.format = manifest.audio.format
        story.duration = manifest.duration
        story.scenes = LibraryCodec.scenes(of: manifest)
        story.manifest = manifest
        story.jobId = generated.jobId
        story.audioNeedsRegeneration = false
        story.position = 0
        story.modified = LibraryCodec.kept(generated.time)
        contents.stories[id]?.story = story
        let kept = (contents.illustrations[id] ?? [:]).filter { $0.key < manifest.scenes.count }
        contents.illustrations[id] = IllustrationRecord.merging(manifest, into: kept)
        return true
      }
      let heroId = contents.storeHero(
        generated.manifest.hero, freshId: generated.freshHeroId, created: generated.manifest.created
      )
      let created = LibraryCodec.kept(generated.manifest.created)
      let custom = contents.occasions[manifest.occasion.id]
      if let custom {
        contents.occasions[manifest.occasion.id]?.usageCount = NumberRules.oneMore(
          custom.usageCount)
        contents.occasions[manifest.occasion.id]?.lastUsed = created
      }
      contents.stories[id] = MemoryStory(
        LibraryStory(
          id: id, title: manifest.title, heroId: heroId, heroName: manifest.hero.name,
          occasionId: manifest.occasion.id, occasionTitle: manifest.occasion.title,
          customOccasionId: custom?.id, language: "en", voice: manifest.voice,
          folder: generated.folder, audioFile: manifest.audio.file, format: manifest.audio.format,
          duration: manifest.duration, scenes: LibraryCodec.scenes(of: manifest), favorite: false,
          playCount: 0, lastPlayed: nil, position: 0, audioNeedsRegeneration: false,
          jobId: generated.jobId, created: created, modified: created, manifest: manifest))
      contents.illustrations[id] = IllustrationRecord.merging(manifest, into: [:])
      return true
    }
  }

  public func storeIllustrations(of manifest: StoryManifest, retried: Set<Int>, at time: Date)
    throws(LibraryError) -> Bool
  {
    let manifest = try LibraryCodec.kept(manifest)
    return transaction { contents in
      let id = manifest.storyId
      guard contents.stories[id] != nil else { return false }
      contents.stories[id]?.story.manifest = manifest
      contents.stories[id]?.story.modified = LibraryCodec.kept(time)
      contents.illustrations[id] = IllustrationRecord.merging(
        manifest, retried: retried, into: contents.illustrations[id] ?? [:])
      return true
    }
  }

  public func update(_ story: LibraryStory) throws(LibraryError) -> Bool {
    try changeStory(story.id) { kept in
      kept.title = story.title
      kept.scenes = story.scenes
      kept.language = story.language
      kept.voice = story.voice
      kept.audioNeedsRegeneration = story.audioNeedsRegeneration
      kept.modified = LibraryCodec.kept(story.modified)
    }
  }

  public func setFavorite(_ favorite: Bool, ofStories ids: [String], at time: Date)
    throws(LibraryError)
  {
    for id in ids {
      _ = try changeStory(id) { story in
        story.favorite = favorite
        story.modified = LibraryCodec.kept(time)
      }
    }
  }

  public func relocate(story id: String, to folder: String) throws(LibraryError) -> Bool {
    try changeStory(id) { $0.folder = folder }
  }

  public func markForRerender(story id: String) throws(LibraryError) -> Bool {
    transaction { contents in
      guard contents.stories[id]?.story.audioNeedsRegeneration == false else { return false }
      contents.stories[id]?.story.audioNeedsRegeneration = true
      return true
    }
  }

  public func recordPlay(ofStory id: String, at time: Date) throws(LibraryError) -> Bool {
    try changeStory(id) { story in
      story.playCount = NumberRules.oneMore(story.playCount)
      story.lastPlayed = LibraryCodec.kept(time)
      story.position = 0
    }
  }

  public func savePosition(_ position: Double, ofStory id: String) throws(LibraryError) -> Bool {
    try changeStory(id) { story in
      story.position = position < 0 ? 0 : position > story.duration ? story.duration : position
    }
  }

  /// Changes one story; false when there is none with the id.
  private func changeStory(_ id: String, _ change: (inout LibraryStory) -> Void)
    throws(LibraryError) -> Bool
  {
    transaction { contents in
      guard var story = contents.stories[id]?.story else { return false }
      change(&story)
      contents.stories[id]?.story = story
      return true
    }
  }
}

extension MemoryLibraryStore.Contents {
  /// The stored hero identical to `hero` (an active one first, then by id), or a new one:
  /// with the manifest's id, or `freshId` when that id is another hero's.
  mutating func storeHero(_ hero: Hero, freshId: String, created: Date) -> String {
    let same = heroes.values.filter { record in
      record.hero.name == hero.name && record.hero.primaryTrait == hero.primaryTrait
        && record.hero.secondaryTrait == hero.secondaryTrait
        && record.hero.appearance == hero.appearance
        && record.hero.specialAbility == hero.specialAbility
        && record.hero.pronouns == hero.pronouns
    }
    if let existing = same.min(by: { left, right in
      left.active != right.active ? left.active : ByteText.precedes(left.id, right.id)
    }) {
      return existing.id
    }
    let id = heroes[hero.id] == nil ? hero.id : freshId
    var stored = hero
    stored.id = id
    let kept = LibraryCodec.kept(created)
    heroes[id] = HeroRecord(
      hero: stored, avatar: nil, active: true, created: kept, modified: kept, storyCount: 0)
    return id
  }
}
