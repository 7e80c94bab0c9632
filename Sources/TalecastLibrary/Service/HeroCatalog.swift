import Foundation
import TalecastContract
import TalecastCore

/// The library's heroes: added by hand or with their first story, edited (their stories
/// follow a new name), retired (inactive) or deleted.
public struct HeroCatalog: Sendable {
  let library: LibraryContext

  @discardableResult
  public func add(_ hero: Hero, avatar: String? = nil) throws(LibraryError) -> HeroRecord {
    let hero = try following { () throws(RuleViolation) in try HeroRules.checked(hero) }
    let now = Date()
    try library.store.add(
      HeroRecord(
        hero: hero, avatar: try avatar.map(checkedAvatar), active: true, created: now,
        modified: now, storyCount: 0))
    library.announce(.hero, hero.id, .created)
    return try self.hero(matching: hero.id)
  }

  /// Heroes by name; inactive ones only when asked.
  public func list(includeInactive: Bool = false) throws(LibraryError) -> [HeroRecord] {
    try library.store.heroes(includeInactive: includeInactive)
  }

  public func hero(matching idOrPrefix: String) throws(LibraryError) -> HeroRecord {
    let id = try library.resolve(idOrPrefix, .hero)
    guard let record = try library.store.hero(id: id) else {
      throw LibraryError.notFound(kind: .hero, id: idOrPrefix)
    }
    return record
  }

  @discardableResult
  public func edit(_ idOrPrefix: String, _ changes: HeroChanges) throws(LibraryError)
    -> HeroRecord
  {
    var record = try hero(matching: idOrPrefix)
    if let name = changes.name { record.hero.name = name }
    if let (primary, secondary) = changes.traits {
      record.hero.primaryTrait = primary
      record.hero.secondaryTrait = secondary
    }
    if let appearance = changes.appearance { record.hero.appearance = appearance }
    if let ability = changes.specialAbility { record.hero.specialAbility = ability }
    if let pronouns = changes.pronouns { record.hero.pronouns = pronouns }
    if let avatar = changes.avatar { record.avatar = try avatar.map(checkedAvatar) }
    if let active = changes.active { record.active = active }
    let hero = record.hero
    record.hero = try following { () throws(RuleViolation) in try HeroRules.checked(hero) }
    record.modified = LibraryCodec.kept(Date())
    guard try library.store.update(record) else {
      throw LibraryError.notFound(kind: .hero, id: idOrPrefix)
    }
    library.announce(.hero, record.id, .updated)
    return record
  }

  /// The hero, and its stories with their files if `withStories`; otherwise the stories stay
  /// and keep the hero's name.
  public func planDeletion(of idOrPrefix: String, withStories: Bool) throws(LibraryError)
    -> DeletionPlan
  {
    let record = try hero(matching: idOrPrefix)
    let stories = withStories ? try library.store.stories(ofHero: record.id) : []
    return try library.plan(stories: stories, heroes: [record])
  }

  private func checkedAvatar(_ path: String) throws(LibraryError) -> String {
    try AvatarFile.checked(path, field: "avatar")
  }
}
