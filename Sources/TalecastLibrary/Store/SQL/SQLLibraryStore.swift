import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

/// The library in a SQL database: the operations of `LibraryStore` as statements composed once
/// for both databases (`SQLFragment`), rendered and run by an engine (`SQLiteLibraryStore`,
/// `PostgresLibraryStore`).
///
/// A class so that the two drivers share these operations without restating them; it holds
/// only its engine (immutable, `Sendable`), so it is safe to share between threads.
public class SQLLibraryStore: LibraryStore, @unchecked Sendable {
  let engine: any SQLEngine
  /// How far a best-match page of a very common word looks (tests make it small).
  let searchWindow: SearchWindow

  init(engine: any SQLEngine, searchWindow: SearchWindow = SearchWindow()) {
    self.engine = engine
    self.searchWindow = searchWindow
  }

  public var location: String { engine.location }

  func read<T>(_ body: (any SQLTransaction) throws -> T) throws(LibraryError) -> T {
    do {
      return try engine.read(body)
    } catch let error as LibraryError {
      throw error
    } catch {
      throw Self.libraryError(engine.failure(error)) { .storage($0) }
    }
  }

  @discardableResult
  func write<T>(
    refused: (String) -> LibraryError = { .storage($0) },
    _ body: (any SQLTransaction) throws -> T
  ) throws(LibraryError) -> T {
    do {
      return try engine.write(body)
    } catch let error as LibraryError {
      throw error
    } catch {
      throw Self.libraryError(engine.failure(error), refused: refused)
    }
  }

  /// The table of each kind of record.
  static func table(_ kind: LibraryRecordKind) -> String {
    switch kind {
    case .story: "stories"
    case .hero: "heroes"
    case .customOccasion: "custom_occasions"
    }
  }
}

/// Rows in the library's terms.
enum SQLRows {
  static func story(_ row: StoreRow) throws(LibraryError) -> LibraryStory {
    guard let id = row.string("id"), let manifestJSON = row.string("manifest") else {
      throw LibraryError.storage("a story row is missing its id or manifest")
    }
    let manifest = try LibraryCodec.manifest(manifestJSON, of: id)
    return LibraryStory(
      id: id, title: row.string("title") ?? manifest.title, heroId: row.string("hero_id"),
      heroName: row.string("hero_name") ?? manifest.hero.name,
      occasionId: row.string("occasion_id") ?? manifest.occasion.id,
      occasionTitle: row.string("occasion_title") ?? manifest.occasion.title,
      customOccasionId: row.string("custom_occasion_id"),
      language: row.string("language") ?? "en", voice: row.string("voice") ?? manifest.voice,
      folder: row.string("folder") ?? "",
      audioFile: row.string("audio_file") ?? manifest.audio.file,
      format: row.string("format") ?? manifest.audio.format,
      duration: row.double("duration") ?? manifest.duration,
      scenes: LibraryCodec.scenes(row.string("content")), favorite: row.int("favorite") == 1,
      playCount: row.int("play_count") ?? 0,
      lastPlayed: row.time("last_played"),
      position: row.double("position") ?? 0,
      audioNeedsRegeneration: row.int("audio_needs_regeneration") == 1, jobId: row.string("job_id"),
      created: row.time("created") ?? manifest.created,
      modified: row.time("modified") ?? manifest.created, manifest: manifest)
  }

  /// The columns a summary reads: none of the text or the manifest (library migration 5 keeps
  /// what a list says of those in columns of their own).
  static let summaryColumns: SQLFragment = """
    s.id, s.title, s.hero_id, s.hero_name, s.occasion_id, s.occasion_title, s.custom_occasion_id,
    s.language, s.voice, s.format, s.duration, s.scene_count, s.partial, s.subtitles, s.favorite,
    s.play_count, s.last_played, s.position, s.audio_needs_regeneration, s.job_id, s.created,
    s.modified
    """

  static func summary(_ row: StoreRow) throws(LibraryError) -> StorySummary {
    guard let id = row.string("id"), let title = row.string("title"),
      let created = row.time("created")
    else { throw LibraryError.storage("a story row is missing its id, title or creation time") }
    return StorySummary(
      id: id, title: title, heroId: row.string("hero_id"),
      heroName: row.string("hero_name") ?? "", occasionId: row.string("occasion_id") ?? "",
      occasionTitle: row.string("occasion_title") ?? "",
      customOccasionId: row.string("custom_occasion_id"),
      language: row.string("language") ?? "en", voice: row.string("voice") ?? "",
      format: row.string("format") ?? "", duration: row.double("duration") ?? 0,
      sceneCount: row.int("scene_count") ?? 0,
      status: row.int("partial") == 1 ? .partial : .complete, subtitles: row.string("subtitles"),
      favorite: row.int("favorite") == 1, playCount: row.int("play_count") ?? 0,
      lastPlayed: row.time("last_played"), position: row.double("position") ?? 0,
      audioNeedsRegeneration: row.int("audio_needs_regeneration") == 1,
      jobId: row.string("job_id"), created: created, modified: row.time("modified") ?? created)
  }

  static func hero(_ row: StoreRow) throws(LibraryError) -> HeroRecord {
    guard let id = row.string("id"), let name = row.string("name"),
      let primary = row.string("primary_trait").flatMap(Trait.init(rawValue:)),
      let secondary = row.string("secondary_trait").flatMap(Trait.init(rawValue:))
    else { throw LibraryError.storage("a hero row is incomplete") }
    let hero = Hero(
      id: id, name: name, primaryTrait: primary, secondaryTrait: secondary,
      appearance: row.string("appearance") ?? "",
      specialAbility: row.string("special_ability") ?? "",
      pronouns: row.string("pronouns").flatMap(Pronouns.init(rawValue:)) ?? .they)
    let created = row.time("created") ?? Date(timeIntervalSince1970: 0)
    return HeroRecord(
      hero: hero, avatar: row.string("avatar"), active: row.int("active") != 0, created: created,
      modified: row.time("modified") ?? created,
      storyCount: row.int("story_count") ?? 0)
  }

  static func customOccasion(_ row: StoreRow) throws(LibraryError) -> CustomOccasion {
    guard let id = row.string("id"), let title = row.string("title") else {
      throw LibraryError.storage("a custom occasion row is incomplete")
    }
    let created = row.time("created") ?? Date(timeIntervalSince1970: 0)
    return CustomOccasion(
      id: id, title: title, description: row.string("description") ?? "",
      promptSeed: row.string("prompt_seed") ?? "",
      category: OccasionCategory(rawValue: row.string("category") ?? "") ?? .general,
      minimumAge: row.int("min_age"), maximumAge: row.int("max_age"),
      tone: row.string("tone") ?? "", keywords: LibraryCodec.keywords(row.string("keywords")),
      goal: row.string("goal"), thing: row.string("thing"), place: row.string("place"),
      forWhom: row.string("for_whom"), deadline: row.string("deadline"),
      usageCount: row.int("usage_count") ?? 0, favorite: row.int("favorite") == 1,
      lastUsed: row.time("last_used"), created: created,
      modified: row.time("modified") ?? created)
  }

  static func illustration(_ row: StoreRow) -> IllustrationRecord {
    IllustrationRecord(
      sceneIndex: row.int("scene_index") ?? 0, prompt: row.string("prompt") ?? "",
      text: row.string("text_segment") ?? "", file: row.string("file"),
      timestamp: row.double("timestamp") ?? 0,
      status: IllustrationRecord.Status(rawValue: row.string("status") ?? "") ?? .pending,
      retryCount: row.int("retry_count") ?? 0, lastError: row.string("last_error"))
  }
}

extension SQLLibraryStore {
  /// The database's failure in the library's terms; `refused` says a refusal of the values (a
  /// key taken, a constraint, a value the database cannot hold).
  static func libraryError(_ failure: SQLFailure, refused: (String) -> LibraryError)
    -> LibraryError
  {
    switch failure {
    case .duplicate(let message), .refused(let message): refused(message)
    case .search(let message):
      .invalid(field: "query", problem: "the search words could not be searched (\(message))")
    case .storage(let message): .storage(message)
    }
  }
}
