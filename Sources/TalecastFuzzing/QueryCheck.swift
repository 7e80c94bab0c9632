import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary

/// Library queries: a refused query points inside the text; an accepted one runs against a
/// real library (SQLite, FTS5) and returns stories or a clear library error, never a
/// database error, and the memory store answers it with the same stories; a sort refuses or
/// parses.
enum QueryCheck {
  /// Fixed, so relative dates mean the same on every run.
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func check(_ text: String) throws(FuzzFinding) {
    do {
      _ = try StorySort.parse(text)
    } catch {
      try Promise.readable(error.description, what: "sort")
    }
    let query: StoryQuery
    do {
      query = try StoryQuery.parse(text, now: now)
    } catch {
      try Promise.marker(start: error.start, length: error.length, in: text, what: "query")
      try Promise.readable(error.problem, what: "query")
      return
    }
    do {
      let page = try FuzzLibrary.shared.library.stories.page(query, limit: 5)
      guard page.stories.count <= 5 else {
        throw FuzzFinding("query: a page of 5 returned \(page.stories.count) stories")
      }
      let onSQLite = try FuzzLibrary.shared.library.stories.all(matching: query, sort: .oldestFirst)
      let inMemory = try FuzzLibrary.shared.memory.stories.all(matching: query, sort: .oldestFirst)
      guard onSQLite.map(\.id) == inMemory.map(\.id) else {
        throw FuzzFinding(
          "query: SQLite found \(onSQLite.map(\.id)), the memory store \(inMemory.map(\.id))")
      }
    } catch let finding as FuzzFinding {
      throw finding
    } catch let error as LibraryError {
      if case .invalid(let field, let problem) = error, field == "query" {
        // The parser took words the full-text search could not search: they must be quoted
        // before they reach FTS5.
        throw FuzzFinding("query: accepted, but the search failed: \(problem)")
      }
      try Promise.readable(error.description, what: "query")
    } catch {
      throw FuzzFinding("query: accepted, but running it failed: \(error)")
    }
  }
}

/// A small library in a temporary folder, made once per process: three stories with words,
/// heroes, events and plays to match against; and the same stories in a memory store.
final class FuzzLibrary: Sendable {
  static let shared = FuzzLibrary()

  let library: StoryLibraryService
  let memory = StoryLibraryService(
    store: MemoryLibraryStore(), mediaRoot: URL(fileURLWithPath: "/nonexistent"),
    broker: EventBroker())

  private init() {
    let media = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: media)
    do {
      library = StoryLibraryService(
        store: try SQLiteLibraryStore(file: media.appendingPathComponent("talecast.sqlite")),
        mediaRoot: media, broker: EventBroker())
      let luna = Hero(
        id: "hero00000001", name: "Luna", primaryTrait: .brave, secondaryTrait: .kind,
        appearance: "a red scarf", specialAbility: "flying")
      let stories: [(String, String, BuiltInOccasion, [String])] = [
        ("s1", "Luna and the Dragon", .dragonFriendship, ["A dragon sneezed.", "The end."]),
        ("s2", "The Rainy Day", .bedtimeAdventure, ["Rain fell on the roof.", "Sleep came."]),
        ("s3", "Ocean \"Voyage\"", .oceanVoyage, ["Waves: big, small — and ünïcode.", "Home."]),
      ]
      for (number, (id, title, event, scenes)) in stories.enumerated() {
        let manifest = StoryManifest(
          storyId: id, title: title, hero: luna, occasion: OccasionReference(event), length: .short,
          seed: UInt64(number), voice: "en-us",
          created: now.addingTimeInterval(Double(number) * 86_400),
          audio: AudioSummary(
            file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 60),
          scenes: scenes.enumerated().map { index, text in
            SceneManifest(
              index: index, text: text, illustrationPrompt: "picture", start: Double(index) * 30,
              end: Double(index + 1) * 30, illustration: nil)
          })
        for store in [library, memory] {
          try store.stories.store(
            StoryGenerated(jobId: "job-\(id)", folder: "stories/\(id)", manifest: manifest))
        }
      }
      for store in [library, memory] {
        try store.listening.recordPlay(of: "s2", at: now)
        try store.stories.setFavorite(["s3"], true)
      }
    } catch {
      fatalError("the fuzzing library could not be made: \(error)")
    }
  }

  var now: Date { QueryCheck.now }
}
