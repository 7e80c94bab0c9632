import Foundation
import TalecastApp
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

/// The root built on the stores it is given: in memory, its use cases work as on a database,
/// and no database file is made.
@Suite struct InMemoryRootTests {
  @Test func theUseCasesWorkOnStoresInMemory() throws {
    let media = try TemporaryFolder.make("in-memory")
    let talecast = Talecast(
      configuration: TalecastConfiguration(
        mediaRoot: media, database: .sqlite, defaultVoice: "en-us"),
      stores: .inMemory())

    let hero = try talecast.addHero(
      Hero(
        name: "Pip", primaryTrait: .brave, secondaryTrait: .kind, appearance: "a red scarf",
        specialAbility: "whistling"), avatar: nil)
    #expect(try talecast.heroes(includeInactive: false).map(\.id) == [hero.id])
    let tea = try talecast.addCustomOccasion(CustomOccasion(title: "Tea with Gran"))
    #expect(try talecast.customOccasions().map(\.id) == [tea.id])

    let job = #"{"hero": "\#(hero.id)", "occasion": "magic-garden", "seed": 3}"#
    let submitted = try talecast.submit(jobText: job, source: "test", idempotencyKey: "one")
    let again = try talecast.submit(jobText: job, source: "test", idempotencyKey: "one")
    #expect(submitted.map(\.job.id) == again.map(\.job.id), "the key makes it one job")
    let queued = try talecast.jobs(states: [.queued], limit: 10)
    #expect(queued.map(\.id) == submitted.map(\.job.id))
    #expect(try talecast.cancelJob(queued[0].id).outcome == .cancelled)
    #expect(try talecast.jobs(states: [.cancelled], limit: 10).count == 1)
    #expect(try talecast.stats().heroes == 1)

    // The configuration's database was never opened.
    #expect(!FileManager.default.fileExists(atPath: talecast.configuration.sqliteFile.path))
  }
}
