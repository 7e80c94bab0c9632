import TalecastContract
import TalecastCore
import TalecastLibrary

/// The library's heroes, as `talecast heroes …` uses them.
extension Talecast {
  public func addHero(_ hero: Hero, avatar: String?) throws -> HeroRecord {
    try library.heroes.add(hero, avatar: avatar)
  }

  public func heroes(includeInactive: Bool) throws -> [HeroRecord] {
    try library.heroes.list(includeInactive: includeInactive)
  }

  /// The hero `reference` (an id or unique prefix) names.
  public func hero(_ reference: String) throws -> HeroRecord {
    try library.heroes.hero(matching: reference)
  }

  public func editHero(_ reference: String, _ changes: HeroChanges) throws -> HeroRecord {
    try library.heroes.edit(reference, changes)
  }

  /// What deleting the hero would remove (with its stories, or refused while it has some).
  public func planDeletion(ofHero reference: String, withStories: Bool) throws -> DeletionPlan {
    try library.heroes.planDeletion(of: reference, withStories: withStories)
  }
}
