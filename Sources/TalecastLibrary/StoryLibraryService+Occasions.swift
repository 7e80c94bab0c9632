import Foundation
import TalecastCore
import TalecastStorage

/// What to change in a custom event; nil leaves a field as it is.
public struct CustomOccasionChanges: Sendable {
  public var title: String?
  public var description: String?
  public var promptSeed: String?
  public var category: OccasionCategory?
  public var ages: (Int?, Int?)?
  public var tone: String?
  public var keywords: [String]?
  public var favorite: Bool?

  public init(
    title: String? = nil, description: String? = nil, promptSeed: String? = nil,
    category: OccasionCategory? = nil,
    ages: (Int?, Int?)? = nil, tone: String? = nil, keywords: [String]? = nil, favorite: Bool? = nil
  ) {
    self.title = title
    self.description = description
    self.promptSeed = promptSeed
    self.category = category
    self.ages = ages
    self.tone = tone
    self.keywords = keywords
    self.favorite = favorite
  }
}

extension StoryLibraryService {
  @discardableResult
  public func addCustomOccasion(_ event: CustomOccasion) throws -> CustomOccasion {
    var event = event
    event.title = try LibraryInput.required(event.title, field: "--title")
    try write(event, inserting: true)
    broker.publish(LibraryChanged(entity: .customOccasion, id: event.id, change: .created))
    return try customOccasion(matching: event.id)
  }

  /// Custom events, favourites first, then by title.
  public func customOccasions() throws -> [CustomOccasion] {
    try store.read { db in
      try db.rows("SELECT * FROM custom_events ORDER BY favorite DESC, lower(title), id")
    }
    .map(Self.customOccasion(from:))
  }

  public func customOccasion(matching idOrPrefix: String) throws -> CustomOccasion {
    let id = try resolveId(idOrPrefix, in: "custom_events", kind: "custom event")
    let rows = try store.read { db in
      try db.rows("SELECT * FROM custom_events WHERE id = ?", [.text(id)])
    }
    guard let row = rows.first else {
      throw LibraryError.notFound(kind: "custom event", id: idOrPrefix)
    }
    return try Self.customOccasion(from: row)
  }

  @discardableResult
  public func editCustomOccasion(_ idOrPrefix: String, _ changes: CustomOccasionChanges) throws
    -> CustomOccasion
  {
    var event = try customOccasion(matching: idOrPrefix)
    if let title = changes.title {
      event.title = try LibraryInput.required(title, field: "--title")
    }
    if let description = changes.description { event.description = description }
    if let seed = changes.promptSeed { event.promptSeed = seed }
    if let category = changes.category { event.category = category }
    if let (low, high) = changes.ages {
      event.minimumAge = low
      event.maximumAge = high
    }
    if let tone = changes.tone { event.tone = tone }
    if let keywords = changes.keywords { event.keywords = keywords }
    if let favorite = changes.favorite { event.favorite = favorite }
    event.modified = Date()
    try write(event, inserting: false)
    broker.publish(LibraryChanged(entity: .customOccasion, id: event.id, change: .updated))
    return event
  }

  /// Deleting a custom event keeps the stories written for it; they keep its title.
  public func planDeletion(ofCustomOccasion idOrPrefix: String) throws -> DeletionPlan {
    try plan(stories: [], customOccasions: [customOccasion(matching: idOrPrefix)])
  }

  func write(_ event: CustomOccasion, inserting: Bool) throws {
    try store.write { db in try Self.write(event, inserting: inserting, in: db) }
  }

  static func write(_ event: CustomOccasion, inserting: Bool, in db: any LibraryTransaction) throws
  {
    let keywords = String(decoding: try JSONEncoder().encode(event.keywords), as: UTF8.self)
    let values: [SQLValue] = [
      .text(event.title), .text(event.description), .text(event.promptSeed),
      .text(event.category.rawValue),
      event.minimumAge.map { .integer(Int64($0)) } ?? .null,
      event.maximumAge.map { .integer(Int64($0)) } ?? .null,
      .text(event.tone), .text(keywords), .integer(Int64(event.usageCount)),
      .integer(event.favorite ? 1 : 0),
      event.lastUsed.map { .text(LibraryTime.text($0)) } ?? .null,
      .text(LibraryTime.text(event.created)),
      .text(LibraryTime.text(event.modified)), .text(event.id),
    ]
    if inserting {
      try db.run(
        """
        INSERT INTO custom_events (title, description, prompt_seed, category, min_age, max_age, tone, keywords,
          usage_count, favorite, last_used, created, modified, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, values)
    } else {
      try db.run(
        """
        UPDATE custom_events SET title = ?, description = ?, prompt_seed = ?, category = ?, min_age = ?, max_age = ?,
          tone = ?, keywords = ?, usage_count = ?, favorite = ?, last_used = ?, created = ?, modified = ? WHERE id = ?
        """, values)
      // Stories written for the event show its current title.
      try db.run(
        "UPDATE stories SET event_title = ? WHERE custom_event_id = ?",
        [.text(event.title), .text(event.id)])
    }
  }

  static func customOccasion(from row: Row) throws -> CustomOccasion {
    guard let id = row.string("id"), let title = row.string("title") else {
      throw LibraryError.storage("a custom event row is incomplete")
    }
    let keywords =
      (try? JSONDecoder().decode([String].self, from: Data((row.string("keywords") ?? "[]").utf8)))
      ?? []
    let created = LibraryTime.date(row.string("created")) ?? Date(timeIntervalSince1970: 0)
    return CustomOccasion(
      id: id, title: title, description: row.string("description") ?? "",
      promptSeed: row.string("prompt_seed") ?? "",
      category: OccasionCategory(rawValue: row.string("category") ?? "") ?? .general,
      minimumAge: row.int("min_age"),
      maximumAge: row.int("max_age"), tone: row.string("tone") ?? "", keywords: keywords,
      usageCount: row.int("usage_count") ?? 0, favorite: row.int("favorite") == 1,
      lastUsed: LibraryTime.date(row.string("last_used")), created: created,
      modified: LibraryTime.date(row.string("modified")) ?? created)
  }
}
