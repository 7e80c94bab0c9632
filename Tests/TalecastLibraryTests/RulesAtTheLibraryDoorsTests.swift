import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// The library's doors (the catalogs every front door's use cases call, and `library import`)
/// pass the domain's rules: every hostile value of the shared list is refused with the field
/// named, and nothing is stored.
@Suite struct RulesAtTheLibraryDoorsTests {
  static func field(_ error: any Error) -> String? {
    switch error {
    case LibraryError.invalid(let field, _), LibraryError.overLimit(let field, _): return field
    default: return "\(error)"
    }
  }

  /// The field `body`'s refusal names; nil when it was not refused.
  static func refused(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return field(error)
    }
  }

  /// Finding 1: `talecast heroes add --name Mia --traits Brave,Kind --appearance <120 000
  /// characters>` was stored (only the name was checked), and `occasions add --keywords` took
  /// 60 000 keywords; a hero imported with a 1 MB appearance, then rendered, grew to 2.8 GB.
  @Test(arguments: LibraryDriver.allCases) func limitsHoldOutsideTheJobFileToo(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    let library = fixture.library
    var hero = LibraryFixture.ada
    hero.appearance = String(repeating: "a", count: 120_000)
    #expect(Self.refused { try library.heroes.add(hero) } == "appearance")
    let keywords = (0..<60_000).map { "w\($0)" }
    #expect(
      Self.refused { try library.occasions.add(CustomOccasion(title: "Tea", keywords: keywords)) }
        == "keywords")
    var export = LibraryExport(
      format: LibraryExport.formatName, version: 1, exported: Date(),
      heroes: [
        HeroRecord(
          hero: hero, avatar: nil, active: true, created: Date(), modified: Date(), storyCount: 0)
      ], customOccasions: [], stories: [])
    export.heroes[0].hero.appearance = String(repeating: "a", count: 1_000_000)
    #expect(Self.refused { try library.importLibrary(export) } == "heroes[0].hero.appearance")
    #expect(try library.heroes.list(includeInactive: true).isEmpty)
    #expect(try library.occasions.list().isEmpty)
  }

  /// Every hostile text at every field a library door takes text in.
  @Test(arguments: LibraryDriver.allCases) func everyHostileTextIsRefusedAtEveryLibraryField(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    let library = fixture.library
    try fixture.add(id: "s00000000001", title: "One")
    let heroId = try #require(library.heroes.list().first?.id)
    let occasion = try library.occasions.add(CustomOccasion(title: "Tea"))
    let before = try library.export()
    typealias Door = (field: String, prose: Bool, enter: (String) throws -> Void)
    let doors: [Door] = [
      ("name", false, { _ = try library.heroes.add(Self.hero { $0.name = $1 }($0)) }),
      ("appearance", false, { _ = try library.heroes.add(Self.hero { $0.appearance = $1 }($0)) }),
      (
        "specialAbility", false,
        { _ = try library.heroes.edit(heroId, HeroChanges(specialAbility: $0)) }
      ),
      ("name", false, { _ = try library.heroes.edit(heroId, HeroChanges(name: $0)) }),
      ("avatar", false, { _ = try library.heroes.edit(heroId, HeroChanges(avatar: .some($0))) }),
      ("title", false, { _ = try library.occasions.add(CustomOccasion(title: $0)) }),
      (
        "promptSeed", true,
        { _ = try library.occasions.add(CustomOccasion(title: "T", promptSeed: $0)) }
      ),
      (
        "description", true,
        { _ = try library.occasions.edit(occasion.id, CustomOccasionChanges(description: $0)) }
      ),
      (
        "tone", false,
        { _ = try library.occasions.edit(occasion.id, CustomOccasionChanges(tone: $0)) }
      ),
      (
        "keywords[1]", false,
        { _ = try library.occasions.edit(occasion.id, CustomOccasionChanges(keywords: ["a", $0])) }
      ),
      ("title", false, { _ = try library.stories.edit("s00000000001", StoryEdit(title: $0)) }),
      (
        "text", true,
        { _ = try library.stories.edit("s00000000001", StoryEdit(sceneTexts: [1: $0])) }
      ),
      ("voice", false, { _ = try library.stories.edit("s00000000001", StoryEdit(voice: $0)) }),
      (
        "language", false, { _ = try library.stories.edit("s00000000001", StoryEdit(language: $0)) }
      ),
    ]
    var tried = 0
    for door in doors {
      let values =
        HostileValues.refusedEverywhere + (door.prose ? [] : HostileValues.refusedInOneLine)
      for value in values {
        #expect(
          Self.refused { try door.enter(value.value) } == door.field, "\(door.field) with \(value)")
        tried += 1
      }
    }
    #expect(tried == 14 * 13 + 11 * 3)
    for seconds in HostileValues.seconds where !(seconds < 0 && seconds.isFinite) {
      #expect(
        Self.refused { try library.listening.savePosition(seconds, of: "s00000000001") }
          == "position", "\(seconds)")
    }
    let after = try library.export()
    #expect(after.stories == before.stories && after.heroes == before.heroes)
    #expect(after.customOccasions == before.customOccasions, "nothing was stored")
  }

  static func hero(_ change: @escaping (inout Hero, String) -> Void) -> (String) -> Hero {
    { value in
      var hero = Hero(
        name: "Mia", primaryTrait: .brave, secondaryTrait: .kind, appearance: "", specialAbility: ""
      )
      change(&hero, value)
      return hero
    }
  }

  /// Every hostile value at every place of an export `library import` reads text or a number
  /// from; nothing of the file is stored.
  @Test(arguments: LibraryDriver.allCases) func everyHostileValueIsRefusedAtEveryImportField(
    driver: LibraryDriver
  ) throws {
    let source = try LibraryFixture(driver)
    try source.add(id: "s00000000001", title: "One")
    _ = try source.library.occasions.add(CustomOccasion(title: "Tea", keywords: ["cake"]))
    let good = try source.library.export()
    let target = try LibraryFixture(driver)
    typealias Place = (field: String, prose: Bool, set: (inout LibraryExport, String) -> Void)
    let places: [Place] = [
      ("heroes[0].hero.name", false, { $0.heroes[0].hero.name = $1 }),
      ("heroes[0].hero.appearance", false, { $0.heroes[0].hero.appearance = $1 }),
      ("heroes[0].hero.specialAbility", false, { $0.heroes[0].hero.specialAbility = $1 }),
      ("heroes[0].avatar", false, { $0.heroes[0].avatar = $1 }),
      ("customOccasions[0].title", false, { $0.customOccasions[0].title = $1 }),
      ("customOccasions[0].promptSeed", true, { $0.customOccasions[0].promptSeed = $1 }),
      ("customOccasions[0].keywords[0]", false, { $0.customOccasions[0].keywords[0] = $1 }),
      ("stories[0].title", false, { $0.stories[0].title = $1 }),
      ("stories[0].scenes[1].text", true, { $0.stories[0].scenes[1].text = $1 }),
      ("stories[0].heroName", false, { $0.stories[0].heroName = $1 }),
      ("stories[0].voice", false, { $0.stories[0].voice = $1 }),
      ("stories[0].occasionTitle", false, { $0.stories[0].occasionTitle = $1 }),
      ("stories[0].manifest.title", false, { $0.stories[0].manifest.title = $1 }),
      (
        "stories[0].manifest.hero.appearance", false,
        { $0.stories[0].manifest.hero.appearance = $1 }
      ),
      ("stories[0].manifest.scenes[0].text", true, { $0.stories[0].manifest.scenes[0].text = $1 }),
    ]
    func refusedField(_ export: LibraryExport) -> String? {
      Self.refused { try target.library.importLibrary(export) }
    }
    var tried = 0
    for place in places {
      for value in HostileValues.refusedEverywhere
        + (place.prose ? [] : HostileValues.refusedInOneLine)
      {
        var export = good
        place.set(&export, value.value)
        #expect(refusedField(export) == place.field, "\(place.field) with \(value)")
        tried += 1
      }
    }
    let numbers: [(String, (inout LibraryExport) -> Void)] =
      HostileValues.counts.flatMap { count in
        [
          (
            "stories[0].playCount",
            { (export: inout LibraryExport) in export.stories[0].playCount = count }
          ),
          ("heroes[0].storyCount", { $0.heroes[0].storyCount = count }),
          ("customOccasions[0].usageCount", { $0.customOccasions[0].usageCount = count }),
        ]
      }
      + HostileValues.seconds.flatMap { seconds in
        [
          (
            "stories[0].position",
            { (export: inout LibraryExport) in export.stories[0].position = seconds }
          ),
          ("stories[0].duration", { $0.stories[0].duration = seconds }),
        ]
      }
      + [
        ("customOccasions[0].maximumAge", { $0.customOccasions[0].maximumAge = 99 }),
        ("stories[0].created", { $0.stories[0].created = Date(timeIntervalSince1970: -1) }),
        ("stories[0].folder", { $0.stories[0].folder = "/etc" }),
        ("stories[0].folder", { $0.stories[0].folder = "stories/../../etc" }),
        ("stories[0].audioFile", { $0.stories[0].audioFile = "../../x.m4a" }),
      ]
    for (field, change) in numbers {
      var export = good
      change(&export)
      #expect(refusedField(export) == field, "\(field)")
      tried += 1
    }
    #expect(tried == 12 * 13 + 3 * 13 + 12 * 3 + 4 * 3 + 6 * 2 + 5)
    #expect(try target.library.stories.all().isEmpty, "nothing was stored")
    #expect(try target.library.heroes.list(includeInactive: true).isEmpty)
    #expect(try target.library.occasions.list().isEmpty)
  }
}
