import Foundation
import TalecastContract
import TalecastCore

extension MemoryLibraryStore {
  public func add(_ hero: HeroRecord) throws(LibraryError) {
    try transaction { contents throws(LibraryError) in
      guard contents.heroes[hero.id] == nil else {
        throw LibraryError.alreadyExists(kind: .hero, id: hero.id)
      }
      contents.heroes[hero.id] = Self.kept(hero)
    }
  }

  public func heroes(includeInactive: Bool) throws(LibraryError) -> [HeroRecord] {
    read { contents in
      contents.heroes.values.filter { includeInactive || $0.active }
        .sorted { Self.precedes(($0.hero.name, $0.id), ($1.hero.name, $1.id)) }
        .map { contents.counted($0) }
    }
  }

  public func update(_ hero: HeroRecord) throws(LibraryError) -> Bool {
    transaction { contents in
      guard let known = contents.heroes[hero.id] else { return false }
      var updated = Self.kept(hero)
      // Created stays as it was stored (an update keeps every other column).
      updated.created = known.created
      contents.heroes[hero.id] = updated
      // Stories keep showing the hero's current name.
      for (id, story) in contents.stories where story.story.heroId == hero.id {
        contents.stories[id]?.story.heroName = hero.hero.name
      }
      return true
    }
  }

  public func add(_ occasion: CustomOccasion) throws(LibraryError) {
    try transaction { contents throws(LibraryError) in
      guard contents.occasions[occasion.id] == nil else {
        throw LibraryError.alreadyExists(kind: .customOccasion, id: occasion.id)
      }
      contents.occasions[occasion.id] = Self.kept(occasion)
    }
  }

  public func customOccasions() throws(LibraryError) -> [CustomOccasion] {
    read { contents in
      contents.occasions.values.sorted { left, right in
        left.favorite != right.favorite
          ? left.favorite : Self.precedes((left.title, left.id), (right.title, right.id))
      }
    }
  }

  public func update(_ occasion: CustomOccasion) throws(LibraryError) -> Bool {
    transaction { contents in contents.update(occasion) }
  }

  public func delete(_ records: LibraryRecords) throws(LibraryError) -> LibraryRecords {
    transaction { contents in
      let stories = records.stories.filter { contents.stories.removeValue(forKey: $0) != nil }
      for id in stories { contents.illustrations[id] = nil }
      let heroes = records.heroes.filter { contents.heroes.removeValue(forKey: $0) != nil }
      let occasions = records.customOccasions.filter {
        contents.occasions.removeValue(forKey: $0) != nil
      }
      // Stories stay without the id of a deleted hero or custom occasion, as the databases'
      // foreign keys (ON DELETE SET NULL) leave them.
      for (id, story) in contents.stories {
        if let hero = story.story.heroId, heroes.contains(hero) {
          contents.stories[id]?.story.heroId = nil
        }
        if let occasion = story.story.customOccasionId, occasions.contains(occasion) {
          contents.stories[id]?.story.customOccasionId = nil
        }
      }
      return LibraryRecords(stories: stories, heroes: heroes, customOccasions: occasions)
    }
  }

  /// Name order as `ORDER BY lower(name), id`.
  static func precedes(_ left: (String, String), _ right: (String, String)) -> Bool {
    let (a, b) = (ByteText.lower(left.0), ByteText.lower(right.0))
    return a == b ? ByteText.precedes(left.1, right.1) : ByteText.precedes(a, b)
  }

  static func kept(_ hero: HeroRecord) -> HeroRecord {
    var kept = hero
    kept.created = LibraryCodec.kept(hero.created)
    kept.modified = LibraryCodec.kept(hero.modified)
    kept.storyCount = 0
    return kept
  }

  static func kept(_ occasion: CustomOccasion) -> CustomOccasion {
    var kept = occasion
    kept.created = LibraryCodec.kept(occasion.created)
    kept.modified = LibraryCodec.kept(occasion.modified)
    kept.lastUsed = occasion.lastUsed.map(LibraryCodec.kept)
    return kept
  }
}

extension MemoryLibraryStore.Contents {
  /// Keeps every field of a custom occasion; the stories written for it show its title.
  mutating func update(_ occasion: CustomOccasion) -> Bool {
    guard occasions[occasion.id] != nil else { return false }
    occasions[occasion.id] = MemoryLibraryStore.kept(occasion)
    for (id, story) in stories where story.story.customOccasionId == occasion.id {
      stories[id]?.story.occasionTitle = occasion.title
    }
    return true
  }
}
