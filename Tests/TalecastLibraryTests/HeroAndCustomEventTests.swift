import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastLibrary

@Suite struct HeroAndCustomEventTests {
  @Test(arguments: LibraryDriver.allCases) func heroesAreAddedEditedAndListed(driver: LibraryDriver)
    throws
  {
    let fixture = try LibraryFixture(driver)
    let avatar = fixture.media.appendingPathComponent("luna.png")
    try TestPictures.png().write(to: avatar)
    let added = try fixture.library.heroes.add(LibraryFixture.ada, avatar: avatar.path)
    #expect(added.avatar == avatar.path)
    #expect(added.active)
    try fixture.add(id: "s00000000001", title: "Map", hero: LibraryFixture.ada)
    #expect(try fixture.library.heroes.hero(matching: "hero00000002").storyCount == 1)

    let (primary, secondary) = try LibraryInput.traits("curious, Creative")
    let edited = try fixture.library.heroes.edit(
      "hero00000002",
      HeroChanges(
        name: "Ada Lovelace", traits: (primary, secondary), avatar: .some(nil), active: false))
    #expect(edited.hero.name == "Ada Lovelace")
    #expect(edited.hero.primaryTrait == .curious)
    #expect(edited.avatar == nil)
    #expect(
      try fixture.library.stories.story(matching: "s00000000001").heroName == "Ada Lovelace",
      "stories follow a rename")
    #expect(edited.hero.pronouns == .they, "heroes added without pronouns are \"they\"")
    let renamed = try fixture.library.heroes.edit(
      "hero00000002", HeroChanges(pronouns: try LibraryInput.pronouns("she/her")))
    #expect(renamed.hero.pronouns == .she)
    #expect(try fixture.library.heroes.hero(matching: "hero00000002").hero.pronouns == .she)
    #expect(throws: LibraryError.self) { try LibraryInput.pronouns("xe") }
    #expect(try fixture.library.heroes.list().isEmpty, "inactive heroes are hidden")
    #expect(try fixture.library.heroes.list(includeInactive: true).count == 1)
    #expect(
      fixture.broker.events(of: LibraryChanged.self).contains {
        $0.entity == .hero && $0.change == .updated
      })
  }

  @Test(arguments: LibraryDriver.allCases) func badHeroInputIsNamed(driver: LibraryDriver) throws {
    let fixture = try LibraryFixture(driver)
    #expect(
      throws: LibraryError.invalid(
        field: "traits",
        problem:
          "unknown trait 'Brav' (did you mean 'Brave'?); traits are Brave, Kind, Curious, Funny, Smart, Adventurous, Creative, Helpful, Gentle, Magical"
      )
    ) {
      try LibraryInput.traits("Brav,Kind")
    }
    #expect(throws: LibraryError.invalid(field: "traits", problem: "the two traits must differ")) {
      try LibraryInput.traits("kind,Kind")
    }
    #expect(throws: LibraryError.self) { try LibraryInput.traits("Brave") }
    #expect(throws: LibraryError.invalid(field: "avatar", problem: "no file: /nonexistent.png")) {
      try fixture.library.heroes.add(LibraryFixture.luna, avatar: "/nonexistent.png")
    }
    #expect(throws: LibraryError.invalid(field: "name", problem: "must not be empty")) {
      try fixture.library.heroes.add(
        Hero(
          name: " ", primaryTrait: .kind, secondaryTrait: .brave, appearance: "", specialAbility: ""
        ))
    }
    #expect(throws: LibraryError.notFound(kind: .hero, id: "nope")) {
      try fixture.library.heroes.edit("nope", HeroChanges())
    }
  }

  @Test(arguments: LibraryDriver.allCases) func deletingAHeroKeepsItsStoriesUnlessAsked(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "s00000000001", title: "Kept", hero: LibraryFixture.ada)
    try fixture.library.execute(
      try fixture.library.heroes.planDeletion(of: "hero00000002", withStories: false))
    let kept = try fixture.library.stories.story(matching: "s00000000001")
    #expect(kept.heroId == nil)
    #expect(kept.heroName == "Ada")
    #expect(
      FileManager.default.fileExists(atPath: fixture.media.appendingPathComponent(kept.folder).path)
    )

    try fixture.add(id: "s00000000002", title: "Gone", hero: LibraryFixture.luna)
    let plan = try fixture.library.heroes.planDeletion(of: "hero00000001", withStories: true)
    #expect(plan.stories.map(\.id) == ["s00000000002"])
    #expect(plan.files.count == 4)
    let report = try fixture.library.execute(plan)
    #expect(report.storiesDeleted == 1 && report.heroesDeleted == 1 && report.filesRemoved == 4)
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.media.appendingPathComponent("stories/s00000000002-story").path))
    #expect(try fixture.library.stories.all().map(\.id) == ["s00000000001"])
  }

  @Test(arguments: LibraryDriver.allCases) func customEventsAreKeptEditedCountedAndDeleted(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    let (low, high) = try LibraryInput.ages("3-6")
    let event = try fixture.library.occasions.add(
      CustomOccasion(
        id: "ce0000000001", title: "Grandma's Visit", promptSeed: "Grandma comes by train.",
        category: try LibraryInput.category("Celebration"), minimumAge: low, maximumAge: high,
        keywords: LibraryInput.keywords("train, cake,")))
    #expect(event.category == .celebration)
    #expect(event.keywords == ["train", "cake"])
    #expect(event.minimumAge == 3 && event.maximumAge == 6)

    try fixture.add(id: "s00000000001", title: "Train Day", customOccasionId: "ce0000000001")
    let used = try fixture.library.occasions.occasion(matching: "ce00")
    #expect(used.usageCount == 1)
    #expect(used.lastUsed != nil)
    #expect(
      try fixture.library.stories.story(matching: "s00000000001").customOccasionId == "ce0000000001"
    )

    let edited = try fixture.library.occasions.edit(
      "ce00", CustomOccasionChanges(title: "Grandpa's Visit", tone: "cosy", favorite: true))
    #expect(edited.title == "Grandpa's Visit" && edited.tone == "cosy" && edited.favorite)
    #expect(
      try fixture.library.stories.story(matching: "s00000000001").occasionTitle == "Grandpa's Visit"
    )

    try fixture.library.execute(try fixture.library.occasions.planDeletion(of: "ce00"))
    #expect(try fixture.library.occasions.list().isEmpty)
    #expect(
      try fixture.library.stories.story(matching: "s00000000001").customOccasionId == nil,
      "the story stays"
    )
  }

  @Test(
    arguments: [("3-6", 3, 6), ("4-", 4, nil), ("-8", nil, 8), ("5", 5, 5)]
      as [(String, Int?, Int?)])
  func agesParse(text: String, low: Int?, high: Int?) throws {
    let (parsedLow, parsedHigh) = try LibraryInput.ages(text)
    #expect(parsedLow == low && parsedHigh == high)
  }

  @Test func badCustomEventInputIsNamed() {
    #expect(
      throws: LibraryError.invalid(
        field: "category",
        problem:
          "unknown category 'celebrate' (did you mean 'celebration'?); categories are daily, adventure, emotional, learning, celebration, challenge, imagination, custom, general"
      )
    ) {
      try LibraryInput.category("celebrate")
    }
    for bad in ["6-3", "a-b", "40", "-", ""] {
      #expect(throws: LibraryError.self, "\(bad)") { try LibraryInput.ages(bad) }
    }
  }
}
