import Foundation
import TalecastCore
import TalecastStorage

/// What to change in a custom event; nil leaves a field as it is.
public struct CustomEventChanges: Sendable {
  public var title: String?
  public var description: String?
  public var promptSeed: String?
  public var category: EventCategory?
  public var ages: (Int?, Int?)?
  public var tone: String?
  public var keywords: [String]?
  public var favorite: Bool?

  public init(
    title: String? = nil, description: String? = nil, promptSeed: String? = nil,
    category: EventCategory? = nil,
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
  public func addCustomEvent(_ event: CustomEvent) throws -> CustomEvent {
    var event = event
    event.title = try LibraryInput.required(event.title, field: "--title")
    try write(event, inserting: true)
    broker.publish(LibraryChanged(entity: .customEvent, id: event.id, change: .created))
    return try customEvent(matching: event.id)
  }

  /// Custom events, favourites first, then by title.
  public func customEvents() throws -> [CustomEvent] {
    try store.read { db in
      try db.rows("SELECT * FROM custom_events ORDER BY favorite DESC, lower(title), id")
    }
    .map(Self.customEvent(from:))
  }

  public func customEvent(matching idOrPrefix: String) throws -> CustomEvent {
    let id = try resolveId(idOrPrefix, in: "custom_events", kind: "custom event")
    let rows = try store.read { db in
      try db.rows("SELECT * FROM custom_events WHERE id = ?", [.text(id)])
    }
    guard let row = rows.first else {
      throw LibraryError.notFound(kind: "custom event", id: idOrPrefix)
    }
    return try Self.customEvent(from: row)
  }

  @discardableResult
  public func editCustomEvent(_ idOrPrefix: String, _ changes: CustomEventChanges) throws
    -> CustomEvent
  {
    var event = try customEvent(matching: idOrPrefix)
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
    broker.publish(LibraryChanged(entity: .customEvent, id: event.id, change: .updated))
    return event
  }

  /// Deleting a custom event keeps the stories written for it; they keep its title.
  public func planDeletion(ofCustomEvent idOrPrefix: String) throws -> DeletionPlan {
    try plan(stories: [], customEvents: [customEvent(matching: idOrPrefix)])
  }

  func write(_ event: CustomEvent, inserting: Bool) throws {
    try store.write { db in try Self.write(event, inserting: inserting, in: db) }
  }

  static func write(_ event: CustomEvent, inserting: Bool, in db: any LibraryTransaction) throws {
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

  static func customEvent(from row: Row) throws -> CustomEvent {
    guard let id = row.string("id"), let title = row.string("title") else {
      throw LibraryError.storage("a custom event row is incomplete")
    }
    let keywords =
      (try? JSONDecoder().decode([String].self, from: Data((row.string("keywords") ?? "[]").utf8)))
      ?? []
    let created = LibraryTime.date(row.string("created")) ?? Date(timeIntervalSince1970: 0)
    return CustomEvent(
      id: id, title: title, description: row.string("description") ?? "",
      promptSeed: row.string("prompt_seed") ?? "",
      category: EventCategory(rawValue: row.string("category") ?? "") ?? .general,
      minimumAge: row.int("min_age"),
      maximumAge: row.int("max_age"), tone: row.string("tone") ?? "", keywords: keywords,
      usageCount: row.int("usage_count") ?? 0, favorite: row.int("favorite") == 1,
      lastUsed: LibraryTime.date(row.string("last_used")), created: created,
      modified: LibraryTime.date(row.string("modified")) ?? created)
  }
}
