import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// An avatar is a picture file on this host, wherever it is named: `heroes add` and `edit`,
/// and a library import.
@Suite struct AvatarFileTests {
  func refusal(_ path: String) -> String? {
    do {
      _ = try AvatarFile.checked(path, field: "avatar")
      return nil
    } catch {
      guard case .invalid(let field, let problem) = error else { return "\(error)" }
      #expect(field == "avatar")
      return problem
    }
  }

  @Test func onlyAPictureFileIsAnAvatar() throws {
    let folder = try TemporaryFolder.make("avatar")
    let png = folder.appendingPathComponent("luna.png")
    try TestPictures.png().write(to: png)
    #expect(refusal(png.path) == nil)
    let svg = folder.appendingPathComponent("luna.svg")
    try Data(
      #"<?xml version="1.0"?><!-- drawn --><svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8
    ).write(to: svg)
    #expect(refusal(svg.path) == nil)

    #expect(refusal("/etc/passwd") == "not a picture (PNG, JPEG, WebP or SVG): /etc/passwd")
    #expect(refusal("/dev/zero") == "not a file (a folder, a device or a pipe): /dev/zero")
    #expect(refusal(folder.path)?.hasPrefix("not a file") == true)
    #expect(refusal(folder.path + "/missing.png") == "no file: \(folder.path)/missing.png")
    let large = folder.appendingPathComponent("large.png")
    try Data(count: AvatarFile.maximumBytes + 1).write(to: large)
    #expect(refusal(large.path)?.hasPrefix("a picture of at most 4 MiB") == true)
    let truncated = folder.appendingPathComponent("cut.png")
    try TestPictures.png().dropLast(12).write(to: truncated)
    #expect(refusal(truncated.path)?.hasPrefix("not a picture") == true)
  }

  @Test(arguments: LibraryDriver.allCases) func theDoorsCheckIt(driver: LibraryDriver) throws {
    let fixture = try LibraryFixture(driver)
    #expect(throws: LibraryError.self) {
      try fixture.library.heroes.add(LibraryFixture.luna, avatar: "/etc/passwd")
    }
    let hero = try fixture.library.heroes.add(LibraryFixture.ada)
    #expect(throws: LibraryError.self) {
      try fixture.library.heroes.edit(hero.id, HeroChanges(avatar: .some("/dev/zero")))
    }
    // An import that names an avatar this host does not have changes nothing.
    var export = try fixture.library.export()
    export.heroes[0].avatar = "/nonexistent/ada.png"
    export.heroes[0].hero.name = "Imported"
    #expect(
      throws: LibraryError.invalid(
        field: "heroes[0].avatar", problem: "no file: /nonexistent/ada.png")
    ) { try fixture.library.importLibrary(export) }
    #expect(try fixture.library.heroes.hero(matching: hero.id).hero.name == "Ada")
  }
}
