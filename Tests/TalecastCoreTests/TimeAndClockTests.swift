import Testing

@testable import TalecastCore

@Suite struct TimeAndClockTests {
  @Test(arguments: [
    (0.0, "00:00.0"), (12.46, "00:12.4"), (62.3, "01:02.3"), (3723.45, "1:02:03.4"),
    (-3, "00:00.0"),
  ])
  func clockText(seconds: Double, text: String) {
    #expect(TimeText.clock(seconds) == text)
  }

  @Test(arguments: [(0.0, "0:00"), (125.4, "2:05"), (59.6, "1:00"), (3725, "1:02:05")])
  func minutesText(seconds: Double, text: String) {
    #expect(TimeText.minutes(seconds) == text)
  }

  @Test func theVirtualClockJumpsAndNeverGoesBack() {
    let clock = VirtualClock()
    #expect(clock.now == 0)
    clock.wait(until: 12.5)
    #expect(clock.now == 12.5)
    clock.wait(until: 3)
    #expect(clock.now == 12.5)
  }

  @Test func identifiersAreTwelveHexDigitsAndDiffer() {
    let ids = (0..<200).map { _ in Identifier.make() }
    #expect(ids.allSatisfy { $0.count == 12 && $0.allSatisfy(\.isHexDigit) })
    #expect(Set(ids).count == ids.count)
  }

  @Test func suggestionsFindCloseNamesOnly() {
    #expect(Suggestion.closest(to: "lenght", in: ["hero", "length", "seed"]) == "length")
    #expect(Suggestion.closest(to: "zzzzzz", in: ["hero", "length", "seed"]) == nil)
  }

  @Test func namesAreMatchedWithoutCaringAboutCase() {
    #expect(Trait(name: "MAGICAL") == .magical)
    #expect(BuiltInOccasion(name: "dragon friendship") == .dragonFriendship)
    #expect(BuiltInOccasion(name: "Snowy-Mountain-Rescue") == .snowyMountainRescue)
    #expect(BuiltInOccasion.allCases.count == 10)
    #expect(Trait.allCases.count == 10)
  }
}
