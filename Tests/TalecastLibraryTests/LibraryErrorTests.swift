import TalecastContract
import Testing

@testable import TalecastLibrary

/// A library error names what went wrong in the library's terms; a front door may name the
/// fields its own way, and only the fields.
@Suite struct LibraryErrorTests {
  @Test func fieldsAreTheLibrarysUnlessAFrontDoorNamesThem() {
    let empty = LibraryError.invalid(field: "title", problem: "must not be empty")
    let cursor = LibraryError.cursorOfAnotherSort(made: "created-", asked: "created+")
    #expect(empty.description == "title: must not be empty")
    #expect(
      cursor.description == "bad page cursor: it was made for sort created-, not sort created+")
    let option = { (field: String) in "--\(field)" }
    #expect(empty.description(naming: option) == "--title: must not be empty")
    #expect(
      cursor.description(naming: option)
        == "bad page cursor: it was made for --sort created-, not --sort created+")
    #expect(
      LibraryError.notFound(kind: .hero, id: "abc").description(naming: option)
        == "no hero with id 'abc'")
  }
}
