import Foundation
import TalecastCore
import TalecastStorage

/// What to change in a hero; nil leaves a field as it is.
public struct HeroChanges: Sendable {
  public var name: String?
  public var traits: (Trait, Trait)?
  public var appearance: String?
  public var specialAbility: String?
  public var pronouns: Pronouns?
  /// `.some(nil)` removes the avatar.
  public var avatar: String??
  public var active: Bool?

  public init(
    name: String? = nil, traits: (Trait, Trait)? = nil, appearance: String? = nil,
    specialAbility: String? = nil, pronouns: Pronouns? = nil,
    avatar: String?? = nil, active: Bool? = nil
  ) {
    self.name = name
    self.traits = traits
    self.appearance = appearance
    self.specialAbility = specialAbility
    self.pronouns = pronouns
    self.avatar = avatar
    self.active = active
  }
}

extension StoryLibraryService {
  @discardableResult
  public func addHero(_ hero: Hero, avatar: String? = nil) throws -> HeroRecord {
    let name = try LibraryInput.required(
      hero.name, field: "--name", limit: JobLimits.nameCharacters)
    let avatarPath = try avatar.map { try checkedAvatar($0) }
    let now = LibraryTime.text(Date())
    try store.write { db in
      try db.run(
        """
        INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
          avatar, active, created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
        """,
        [
          .text(hero.id), .text(name), .text(hero.primaryTrait.rawValue),
          .text(hero.secondaryTrait.rawValue),
          .text(hero.appearance), .text(hero.specialAbility), .text(hero.pronouns.rawValue),
          avatarPath.map { .text($0) } ?? .null,
          .text(now), .text(now),
        ])
    }
    broker.publish(LibraryChanged(entity: .hero, id: hero.id, change: .created))
    return try self.hero(matching: hero.id)
  }

  /// Heroes by name; inactive ones only when asked.
  public func heroes(includeInactive: Bool = false) throws -> [HeroRecord] {
    let rows = try store.read { db in
      try db.rows(
        Self.heroSelect + (includeInactive ? "" : " WHERE h.active = 1")
          + " ORDER BY lower(h.name), h.id")
    }
    return try rows.map(Self.hero(from:))
  }

  public func hero(matching idOrPrefix: String) throws -> HeroRecord {
    let id = try resolveId(idOrPrefix, in: "heroes", kind: "hero")
    let rows = try store.read { db in
      try db.rows(Self.heroSelect + " WHERE h.id = ?", [.text(id)])
    }
    guard let row = rows.first else { throw LibraryError.notFound(kind: "hero", id: idOrPrefix) }
    return try Self.hero(from: row)
  }

  @discardableResult
  public func editHero(_ idOrPrefix: String, _ changes: HeroChanges) throws -> HeroRecord {
    var record = try hero(matching: idOrPrefix)
    if let name = changes.name {
      record.hero.name = try LibraryInput.required(
        name, field: "--name", limit: JobLimits.nameCharacters)
    }
    if let (primary, secondary) = changes.traits {
      record.hero.primaryTrait = primary
      record.hero.secondaryTrait = secondary
    }
    if let appearance = changes.appearance { record.hero.appearance = appearance }
    if let ability = changes.specialAbility { record.hero.specialAbility = ability }
    if let pronouns = changes.pronouns { record.hero.pronouns = pronouns }
    if let avatar = changes.avatar { record.avatar = try avatar.map { try checkedAvatar($0) } }
    if let active = changes.active { record.active = active }
    record.modified = Date()
    let updated = record
    try store.write { db in
      try db.run(
        """
        UPDATE heroes SET name = ?, primary_trait = ?, secondary_trait = ?, appearance = ?, special_ability = ?,
          pronouns = ?, avatar = ?, active = ?, modified = ? WHERE id = ?
        """,
        [
          .text(updated.hero.name), .text(updated.hero.primaryTrait.rawValue),
          .text(updated.hero.secondaryTrait.rawValue),
          .text(updated.hero.appearance), .text(updated.hero.specialAbility),
          .text(updated.hero.pronouns.rawValue), updated.avatar.map { .text($0) } ?? .null,
          .integer(updated.active ? 1 : 0), .text(LibraryTime.text(updated.modified)),
          .text(updated.id),
        ])
      // Stories keep showing the hero's current name.
      try db.run(
        "UPDATE stories SET hero_name = ? WHERE hero_id = ?",
        [.text(updated.hero.name), .text(updated.id)])
    }
    broker.publish(LibraryChanged(entity: .hero, id: record.id, change: .updated))
    return record
  }

  /// The hero, and its stories with their files if `withStories`; otherwise the stories stay
  /// and keep the hero's name.
  public func planDeletion(ofHero idOrPrefix: String, withStories: Bool) throws -> DeletionPlan {
    let record = try hero(matching: idOrPrefix)
    var stories: [LibraryStory] = []
    if withStories {
      let rows = try store.read { db in
        try db.rows(
          "SELECT s.* FROM stories s WHERE s.hero_id = ? ORDER BY s.created, s.id",
          [.text(record.id)])
      }
      stories = try rows.map(Self.story(from:))
    }
    return try plan(stories: stories, heroes: [record])
  }

  private func checkedAvatar(_ path: String) throws -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      !isFolder.boolValue
    else {
      throw LibraryError.invalid(field: "--avatar", problem: "no file at \(path)")
    }
    return url.path
  }

  private static let heroSelect = """
    SELECT h.*, (SELECT COUNT(*) FROM stories s WHERE s.hero_id = h.id) AS story_count FROM heroes h
    """

  static func hero(from row: Row) throws -> HeroRecord {
    guard let id = row.string("id"), let name = row.string("name"),
      let primary = row.string("primary_trait").flatMap(Trait.init(rawValue:)),
      let secondary = row.string("secondary_trait").flatMap(Trait.init(rawValue:))
    else { throw LibraryError.storage("a hero row is incomplete") }
    let hero = Hero(
      id: id, name: name, primaryTrait: primary, secondaryTrait: secondary,
      appearance: row.string("appearance") ?? "",
      specialAbility: row.string("special_ability") ?? "",
      pronouns: row.string("pronouns").flatMap(Pronouns.init(rawValue:)) ?? .they)
    let created = LibraryTime.date(row.string("created")) ?? Date(timeIntervalSince1970: 0)
    return HeroRecord(
      hero: hero, avatar: row.string("avatar"), active: row.int("active") != 0, created: created,
      modified: LibraryTime.date(row.string("modified")) ?? created,
      storyCount: row.int("story_count") ?? 0)
  }
}
