import Foundation
import TalecastContract
import TalecastCore

/// Where the library keeps its heroes, custom occasions, stories and illustrations: one
/// protocol in the library's own terms, one driver per database (SQLite, the embedded default;
/// PostgreSQL for many hosts; memory for tests), and one behaviour suite that runs on every
/// driver. The service decides (what may change, what to announce); a store keeps and changes
/// records, each call one transaction, and says what went wrong as a `LibraryError`.
///
/// Every driver holds the same values for the same calls: times to the millisecond, manifests
/// as their JSON reads back, text compared and sorted byte by byte, and the same stories for
/// every query (in the same order, except that best-match order is each driver's own).
public protocol LibraryStore: Sendable {
  /// Where the records are, for people: a file path, or a server without its password.
  var location: String { get }

  // MARK: Finding

  /// The id equal to `idOrPrefix` (lower-cased), else up to `limit` ids starting with it
  /// (ASCII letters in any case; `%` and `_` are characters), by id.
  func ids(of kind: LibraryRecordKind, matching idOrPrefix: String, limit: Int)
    throws(LibraryError) -> [String]
  func story(id: String) throws(LibraryError) -> LibraryStory?
  /// The id of the story a job made, if the library has it.
  func storyId(ofJob jobId: String) throws(LibraryError) -> String?
  func hero(id: String) throws(LibraryError) -> HeroRecord?
  func customOccasion(id: String) throws(LibraryError) -> CustomOccasion?
  /// Every story's folder (relative to the media root), by story id: who owns which folder.
  func storyFolders() throws(LibraryError) -> [String: String]

  // MARK: Stories

  /// Stores a generated story, its hero (reusing an identical stored one) and its
  /// illustrations, and counts a use of its custom occasion; or, with `replacing` and the
  /// story known, gives its row the new files, text and job. False when the same job's story
  /// is stored already; `alreadyExists` when another job's story has the id.
  func store(_ story: GeneratedStory) throws(LibraryError) -> Bool
  /// A story's manifest and illustration rows take a redraw's state; false for no such story.
  func storeIllustrations(of manifest: StoryManifest, retried: Set<Int>, at time: Date)
    throws(LibraryError) -> Bool
  /// A story's illustrations, by scene.
  func illustrations(ofStory id: String) throws(LibraryError) -> [IllustrationRecord]
  /// Up to `limit` stories matching `query` in `sort` order after `cursor` (the story id
  /// breaking ties), and where the next page starts, if there is one.
  func page(_ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int)
    throws(LibraryError) -> (stories: [LibraryStory], next: PageCursor?)
  /// The same page as `page` gives, each story as a list shows it (read without its text or
  /// manifest).
  func summaryPage(_ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int)
    throws(LibraryError) -> (stories: [StorySummary], next: PageCursor?)
  /// The stories of a hero, oldest first.
  func stories(ofHero id: String) throws(LibraryError) -> [LibraryStory]
  /// Keeps a story's title, scenes, language, voice, audio flag and modified time.
  func update(_ story: LibraryStory) throws(LibraryError) -> Bool
  func setFavorite(_ favorite: Bool, ofStories ids: [String], at time: Date) throws(LibraryError)
  func relocate(story id: String, to folder: String) throws(LibraryError) -> Bool
  /// Marks a story's audio as needing to be made again; false when it was already.
  func markForRerender(story id: String) throws(LibraryError) -> Bool

  // MARK: Listening

  /// One more play, played at `time`, the position back at the start.
  func recordPlay(ofStory id: String, at time: Date) throws(LibraryError) -> Bool
  /// Where a listener left a story, within 0 and its duration.
  func savePosition(_ position: Double, ofStory id: String) throws(LibraryError) -> Bool

  // MARK: Heroes

  func add(_ hero: HeroRecord) throws(LibraryError)
  /// By name (ASCII letters in any case, then byte order), then id.
  func heroes(includeInactive: Bool) throws(LibraryError) -> [HeroRecord]
  /// Keeps a hero's fields; its stories show its name.
  func update(_ hero: HeroRecord) throws(LibraryError) -> Bool

  // MARK: Custom occasions

  func add(_ occasion: CustomOccasion) throws(LibraryError)
  /// Favourites first, then by title (as heroes by name), then id.
  func customOccasions() throws(LibraryError) -> [CustomOccasion]
  /// Keeps every field; the stories written for it show its title.
  func update(_ occasion: CustomOccasion) throws(LibraryError) -> Bool

  // MARK: The whole library

  /// Deletes stories (with their illustrations), heroes (their stories stay, without the
  /// hero's id) and custom occasions (likewise) in one transaction.
  func delete(_ records: LibraryRecords) throws(LibraryError) -> LibraryRecords
  func stats() throws(LibraryError) -> LibraryStats
  /// Merges an export by id in one transaction: all of it, or (when it throws) nothing.
  func importLibrary(_ library: LibraryExport) throws(LibraryError) -> ImportReport
}
