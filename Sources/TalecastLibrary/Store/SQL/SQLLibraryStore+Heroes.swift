import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

extension SQLLibraryStore {
  public func add(_ record: HeroRecord) throws(LibraryError) {
    try write { db in
      if try db.exists("SELECT 1 FROM heroes WHERE id = \(record.id)") {
        throw LibraryError.alreadyExists(kind: .hero, id: record.id)
      }
      try db.run(Self.insert(record))
    }
  }

  public func heroes(includeInactive: Bool) throws(LibraryError) -> [HeroRecord] {
    try read { db in
      try db.rows(
        Self.heroSelect + (includeInactive ? "" : " WHERE h.active = 1")
          + " ORDER BY lower(h.name), h.id")
    }.map { row throws(LibraryError) in try SQLRows.hero(row) }
  }

  public func update(_ record: HeroRecord) throws(LibraryError) -> Bool {
    let hero = record.hero
    return try write { db -> Bool in
      let changed = try db.run(
        """
        UPDATE heroes SET name = \(hero.name), primary_trait = \(hero.primaryTrait.rawValue),
          secondary_trait = \(hero.secondaryTrait.rawValue), appearance = \(hero.appearance),
          special_ability = \(hero.specialAbility), pronouns = \(hero.pronouns.rawValue),
          avatar = \(record.avatar), active = \(flag: record.active), modified = \(time: record.modified)
        WHERE id = \(record.id)
        """)
      // Stories keep showing the hero's current name.
      try db.run("UPDATE stories SET hero_name = \(hero.name) WHERE hero_id = \(record.id)")
      return changed > 0
    }
  }

  /// The INSERT of a hero with every column.
  static func insert(_ record: HeroRecord) -> SQLFragment {
    let hero = record.hero
    return """
      INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
        avatar, active, created, modified)
      VALUES (\(record.id), \(hero.name), \(hero.primaryTrait.rawValue), \(hero.secondaryTrait.rawValue),
        \(hero.appearance), \(hero.specialAbility), \(hero.pronouns.rawValue), \(record.avatar),
        \(flag: record.active), \(time: record.created), \(time: record.modified))
      """
  }

  public func add(_ occasion: CustomOccasion) throws(LibraryError) {
    try write { db in
      if try db.exists("SELECT 1 FROM custom_occasions WHERE id = \(occasion.id)") {
        throw LibraryError.alreadyExists(kind: .customOccasion, id: occasion.id)
      }
      try Self.write(occasion, inserting: true, in: db)
    }
  }

  public func customOccasions() throws(LibraryError) -> [CustomOccasion] {
    try read { db in
      try db.rows("SELECT * FROM custom_occasions ORDER BY favorite DESC, lower(title), id")
    }.map { row throws(LibraryError) in try SQLRows.customOccasion(row) }
  }

  public func update(_ occasion: CustomOccasion) throws(LibraryError) -> Bool {
    try write { db in try Self.write(occasion, inserting: false, in: db) > 0 }
  }

  /// Inserts or updates every column of a custom occasion; an update also gives the stories
  /// written for it its current title.
  @discardableResult
  static func write(_ occasion: CustomOccasion, inserting: Bool, in db: any SQLTransaction)
    throws -> Int
  {
    let keywords = LibraryCodec.keywordsText(occasion.keywords)
    if inserting {
      return try db.run(
        """
        INSERT INTO custom_occasions (title, description, prompt_seed, category, min_age, max_age, tone, keywords,
          goal, thing, place, for_whom, deadline, usage_count, favorite, last_used, created, modified, id)
        VALUES (\(occasion.title), \(occasion.description), \(occasion.promptSeed),
          \(occasion.category.rawValue), \(occasion.minimumAge), \(occasion.maximumAge), \(occasion.tone),
          \(keywords), \(occasion.goal), \(occasion.thing), \(occasion.place), \(occasion.forWhom),
          \(occasion.deadline), \(occasion.usageCount), \(flag: occasion.favorite), \(time: occasion.lastUsed),
          \(time: occasion.created), \(time: occasion.modified), \(occasion.id))
        """)
    }
    let changed = try db.run(
      """
      UPDATE custom_occasions SET title = \(occasion.title), description = \(occasion.description),
        prompt_seed = \(occasion.promptSeed), category = \(occasion.category.rawValue),
        min_age = \(occasion.minimumAge), max_age = \(occasion.maximumAge), tone = \(occasion.tone),
        keywords = \(keywords), goal = \(occasion.goal), thing = \(occasion.thing),
        place = \(occasion.place), for_whom = \(occasion.forWhom), deadline = \(occasion.deadline),
        usage_count = \(occasion.usageCount), favorite = \(flag: occasion.favorite),
        last_used = \(time: occasion.lastUsed), created = \(time: occasion.created),
        modified = \(time: occasion.modified)
      WHERE id = \(occasion.id)
      """)
    try db.run(
      """
      UPDATE stories SET occasion_title = \(occasion.title) WHERE custom_occasion_id = \(occasion.id)
      """)
    return changed
  }
}
