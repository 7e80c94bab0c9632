import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// The stores the library's one behaviour suite runs on.
enum LibraryDriver: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite, postgres, memory
  var testDescription: String { rawValue }
}

/// A library in a temporary media root, on a driver's store (the media root's SQLite file, a
/// new database on the tests' PostgreSQL server, or memory), and quick ways to fill it.
struct LibraryFixture {
  let driver: LibraryDriver
  let media: URL
  let broker: CapturingBroker
  let store: any LibraryStore
  let library: StoryLibraryService
  /// The PostgreSQL database's URL, to open it again.
  let url: PostgresURL?

  init(_ driver: LibraryDriver = .sqlite) throws {
    self.driver = driver
    media = try TemporaryFolder.make("library")
    broker = CapturingBroker()
    switch driver {
    case .sqlite:
      url = nil
      store = try SQLiteLibraryStore(file: Self.sqliteFile(in: media))
    case .postgres:
      let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
      self.url = url
      store = try PostgresLibraryStore(database: try PostgresDatabase(url))
    case .memory:
      url = nil
      store = MemoryLibraryStore()
    }
    library = StoryLibraryService(store: store, mediaRoot: media, broker: broker)
  }

  /// The SQLite driver's file, named as in a media root.
  var sqliteFile: URL { Self.sqliteFile(in: media) }

  static func sqliteFile(in media: URL) -> URL { media.appendingPathComponent("talecast.sqlite") }

  /// The same library opened afresh, as another process would open it.
  func reopened(broker: any EventPublishing = CapturingBroker()) throws -> StoryLibraryService {
    switch driver {
    case .sqlite:
      let store = try SQLiteLibraryStore(file: sqliteFile)
      return StoryLibraryService(store: store, mediaRoot: media, broker: broker)
    case .postgres:
      let store = try PostgresLibraryStore(database: try PostgresDatabase(try #require(url)))
      return StoryLibraryService(store: store, mediaRoot: media, broker: broker)
    case .memory:
      // Memory lasts as long as its store: another process could not open it at all.
      return StoryLibraryService(store: store, mediaRoot: media, broker: broker)
    }
  }

  /// The same library through a store of the driver with its own `SearchWindow`.
  func store(searchWindow: SearchWindow) throws -> any LibraryStore {
    switch driver {
    case .sqlite:
      return try SQLiteLibraryStore(
        database: try Database(path: sqliteFile.path), searchWindow: searchWindow)
    case .postgres:
      return try PostgresLibraryStore(
        database: try PostgresDatabase(try #require(url)), searchWindow: searchWindow)
    case .memory:
      return store
    }
  }

  static let luna = SampleStory.luna
  static let ada = Hero(
    id: "hero00000002", name: "Ada", primaryTrait: .smart, secondaryTrait: .gentle,
    appearance: "round glasses", specialAbility: "reading maps")

  /// A generated story with `scenes` texts, made at `created`, with a real folder of files.
  @discardableResult
  func add(
    id: String, title: String, hero: Hero = LibraryFixture.luna,
    occasion: BuiltInOccasion = .magicGarden,
    scenes: [String] = ["Once upon a time.", "The end."], duration: Double = 60,
    created: Date = Date(timeIntervalSince1970: 1_800_000_000), customOccasionId: String? = nil,
    writeFiles: Bool = true
  ) throws -> StoryGenerated {
    let manifest = SampleStory.manifest(
      id: id, title: title, hero: hero, occasion: occasion, scenes: scenes, duration: duration,
      created: created, customOccasionId: customOccasionId)
    let event = SampleStory.generated(manifest)
    if writeFiles {
      let url = media.appendingPathComponent(event.folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for name in ["story.m4a", "manifest.json"]
        + manifest.scenes.compactMap({ $0.illustration?.file })
      {
        try Data("x".utf8).write(to: url.appendingPathComponent(name))
      }
    }
    try library.stories.store(event)
    return event
  }

  func ids(_ query: String, sort: String? = nil) throws -> [String] {
    try library.stories.page(
      try StoryQuery.parse(query), sort: sort.map { try StorySort.parse($0) }, limit: 1_000
    ).stories.map(\.id)
  }
}
