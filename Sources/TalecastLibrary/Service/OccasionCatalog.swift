import Foundation
import TalecastContract
import TalecastCore

/// The library's custom occasions (the built-in ones are the domain's): kept, edited (the
/// stories written for one show its new title), counted as stories use them, deleted (the
/// stories stay).
public struct OccasionCatalog: Sendable {
  let library: LibraryContext

  @discardableResult
  public func add(_ occasion: CustomOccasion) throws(LibraryError) -> CustomOccasion {
    let occasion = try following { () throws(RuleViolation) in
      try OccasionRules.checked(occasion)
    }
    try library.store.add(occasion)
    library.announce(.customOccasion, occasion.id, .created)
    return try self.occasion(matching: occasion.id)
  }

  /// Custom occasions, favourites first, then by title.
  public func list() throws(LibraryError) -> [CustomOccasion] {
    try library.store.customOccasions()
  }

  public func occasion(matching idOrPrefix: String) throws(LibraryError) -> CustomOccasion {
    let id = try library.resolve(idOrPrefix, .customOccasion)
    guard let occasion = try library.store.customOccasion(id: id) else {
      throw LibraryError.notFound(kind: .customOccasion, id: idOrPrefix)
    }
    return occasion
  }

  @discardableResult
  public func edit(_ idOrPrefix: String, _ changes: CustomOccasionChanges) throws(LibraryError)
    -> CustomOccasion
  {
    var occasion = try occasion(matching: idOrPrefix)
    if let title = changes.title { occasion.title = title }
    if let description = changes.description { occasion.description = description }
    if let seed = changes.promptSeed { occasion.promptSeed = seed }
    if let category = changes.category { occasion.category = category }
    if let (low, high) = changes.ages {
      occasion.minimumAge = low
      occasion.maximumAge = high
    }
    if let tone = changes.tone { occasion.tone = tone }
    if let keywords = changes.keywords { occasion.keywords = keywords }
    if let favorite = changes.favorite { occasion.favorite = favorite }
    for (name, path) in CustomOccasion.partFields {
      if let text = changes.parts[name] { occasion[keyPath: path] = text }
    }
    occasion.modified = LibraryCodec.kept(Date())
    let changed = occasion
    occasion = try following { () throws(RuleViolation) in try OccasionRules.checked(changed) }
    guard try library.store.update(occasion) else {
      throw LibraryError.notFound(kind: .customOccasion, id: idOrPrefix)
    }
    library.announce(.customOccasion, occasion.id, .updated)
    return occasion
  }

  /// Deleting a custom occasion keeps the stories written for it; they keep its title.
  public func planDeletion(of idOrPrefix: String) throws(LibraryError) -> DeletionPlan {
    library.folders.plan(stories: [], customOccasions: [try occasion(matching: idOrPrefix)])
  }
}
