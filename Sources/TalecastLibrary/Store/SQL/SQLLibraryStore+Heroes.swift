import Foundation
import TalecastCore
import TalecastStorage

extension SQLLibraryStore {
  public func add(_ record: HeroRecord) throws(LibraryError) {
    try write { db in
      if try db.exists("SELECT 1 FROM heroes WHERE id = ?", [.text(record.id)]) {
        throw LibraryError.alreadyExists(kind: .hero, id: record.id)
      }
      try db.run(
        """
        INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
          avatar, active, created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, Self.values(of: record))
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
    try write { db -> Bool in
      let changed = try db.run(
        """
        UPDATE heroes SET name = ?, primary_trait = ?, secondary_trait = ?, appearance = ?, special_ability = ?,
          pronouns = ?, avatar = ?, active = ?, modified = ? WHERE id = ?
        """,
        [
          .text(record.hero.name), .text(record.hero.primaryTrait.rawValue),
          .text(record.hero.secondaryTrait.rawValue), .text(record.hero.appearance),
          .text(record.hero.specialAbility), .text(record.hero.pronouns.rawValue),
          SQLRows.text(record.avatar), SQLRows.flag(record.active), SQLRows.time(record.modified),
          .text(record.id),
        ])
      // Stories keep showing the hero's current name.
      try db.run(
        "UPDATE stories SET hero_name = ? WHERE hero_id = ?",
        [.text(record.hero.name), .text(record.id)])
      return changed > 0
    }
  }

  /// A hero's columns, in the order of the INSERT above.
  static func values(of record: HeroRecord) -> [SQLValue] {
    [
      .text(record.id), .text(record.hero.name), .text(record.hero.primaryTrait.rawValue),
      .text(record.hero.secondaryTrait.rawValue), .text(record.hero.appearance),
      .text(record.hero.specialAbility), .text(record.hero.pronouns.rawValue),
      SQLRows.text(record.avatar), SQLRows.flag(record.active), SQLRows.time(record.created),
      SQLRows.time(record.modified),
    ]
  }

  public func add(_ occasion: CustomOccasion) throws(LibraryError) {
    try write { db in
      if try db.exists("SELECT 1 FROM custom_occasions WHERE id = ?", [.text(occasion.id)]) {
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
    let values: [SQLValue] = [
      .text(occasion.title), .text(occasion.description), .text(occasion.promptSeed),
      .text(occasion.category.rawValue), SQLRows.integer(occasion.minimumAge),
      SQLRows.integer(occasion.maximumAge), .text(occasion.tone),
      .text(LibraryCodec.keywordsText(occasion.keywords)),
      .integer(Int64(occasion.usageCount)), SQLRows.flag(occasion.favorite),
      SQLRows.time(occasion.lastUsed), SQLRows.time(occasion.created),
      SQLRows.time(occasion.modified), .text(occasion.id),
    ]
    if inserting {
      return try db.run(
        """
        INSERT INTO custom_occasions (title, description, prompt_seed, category, min_age, max_age, tone, keywords,
          usage_count, favorite, last_used, created, modified, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, values)
    }
    let changed = try db.run(
      """
      UPDATE custom_occasions SET title = ?, description = ?, prompt_seed = ?, category = ?, min_age = ?, max_age = ?,
        tone = ?, keywords = ?, usage_count = ?, favorite = ?, last_used = ?, created = ?, modified = ? WHERE id = ?
      """, values)
    try db.run(
      "UPDATE stories SET occasion_title = ? WHERE custom_occasion_id = ?",
      [.text(occasion.title), .text(occasion.id)])
    return changed
  }
}
