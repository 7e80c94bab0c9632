import TalecastApp
import TalecastLibrary

/// A voice of the built-in narrator (`Voice` in the OpenAPI document): `id` is what a job
/// names it by; the neural voices come first.
struct VoiceResource: Encodable, Sendable {
  let id: String
  let engine: String
  let name: String
  let languages: [String]
  let shortName: String?
  let quality: String?
  let sampleRate: Int?
  let wordsPerMinute: Double?
  let source: String?
  let `default`: Bool

  init(_ voice: VoiceInfo) {
    id = voice.id
    engine = voice.engine
    name = voice.name
    languages = voice.languages
    shortName = voice.shortName
    quality = voice.quality
    sampleRate = voice.sampleRate
    wordsPerMinute = voice.wordsPerMinute
    source = voice.source
    `default` = voice.isDefault
  }
}

/// The library at a glance (`LibraryStats`).
struct StatsResource: Encodable, Sendable {
  let stories: Int
  let new: Int
  let inProgress: Int
  let completed: Int
  let favorites: Int
  let needingNewAudio: Int
  let totalAudioSeconds: Double
  let heroes: Int
  let customOccasions: Int

  init(_ stats: LibraryStats) {
    stories = stats.stories
    new = stats.new
    inProgress = stats.inProgress
    completed = stats.completed
    favorites = stats.favorites
    needingNewAudio = stats.needingNewAudio
    totalAudioSeconds = stats.totalAudio
    heroes = stats.heroes
    customOccasions = stats.customOccasions
  }
}

/// What an import changed (`ImportReport`).
struct ImportReportResource: Encodable, Sendable {
  let heroesAdded: Int
  let heroesUpdated: Int
  let customOccasionsAdded: Int
  let customOccasionsUpdated: Int
  let storiesAdded: Int
  let storiesUpdated: Int
  /// Stories whose audio is not here: kept, marked to be rendered again.
  let storiesWithoutFiles: Int

  init(_ report: ImportReport) {
    heroesAdded = report.heroesAdded
    heroesUpdated = report.heroesUpdated
    customOccasionsAdded = report.customOccasionsAdded
    customOccasionsUpdated = report.customOccasionsUpdated
    storiesAdded = report.storiesAdded
    storiesUpdated = report.storiesUpdated
    storiesWithoutFiles = report.storiesWithoutFiles
  }
}
