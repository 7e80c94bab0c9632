import Foundation
import Testing

@testable import TalecastAPI

/// The pure reading of `Range` and the conditionals (RFC 9110 §13, §14) against a file's
/// size and validators.
@Suite struct FileSelectionTests {
  let version = FileSelection.Version(
    size: 1_000, etag: #""abc-3e8-1""#, modified: Date(timeIntervalSince1970: 1_700_000_000.25))

  func answer(
    _ range: String? = nil, method: String = "GET", ifNoneMatch: String? = nil,
    ifModifiedSince: String? = nil, ifRange: String? = nil
  ) -> FileSelection.Answer {
    FileSelection.answer(
      FileSelection.Conditions(
        method: method, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince, range: range,
        ifRange: ifRange), for: version)
  }

  @Test func oneRangeIsAPart() {
    #expect(answer("bytes=0-99") == .part(offset: 0, length: 100))
    #expect(answer("bytes=500-599") == .part(offset: 500, length: 100))
    #expect(answer("bytes=900-") == .part(offset: 900, length: 100))
    #expect(answer("bytes=-10") == .part(offset: 990, length: 10))
    // An end past the file is the file's end; a suffix longer than the file is all of it.
    #expect(answer("bytes=990-5000") == .part(offset: 990, length: 10))
    #expect(answer("bytes=-5000") == .part(offset: 0, length: 1_000))
    #expect(answer("Bytes = 1-1") == .part(offset: 1, length: 1))
    #expect(answer("bytes=999-99999999999999999999999") == .part(offset: 999, length: 1))
  }

  @Test func aRangeOutsideTheFileIsUnsatisfiable() {
    #expect(answer("bytes=1000-") == .unsatisfiable)
    #expect(answer("bytes=1000-2000") == .unsatisfiable)
    #expect(answer("bytes=-0") == .unsatisfiable)
    #expect(answer("bytes=99999999999999999999999-") == .unsatisfiable)
    let empty = FileSelection.Version(size: 0, etag: #""e""#, modified: Date())
    #expect(FileSelection.resolve(.suffix(5), size: empty.size) == .unsatisfiable)
    #expect(FileSelection.resolve(.from(0, through: nil), size: 0) == .unsatisfiable)
  }

  @Test func aRangeNotUnderstoodOrOfSeveralPartsIsTheWholeFile() {
    for header in [
      "bytes=0-99,200-299", "items=0-1", "bytes=5-1", "bytes=a-b", "bytes=", "bytes=--1", "0-99",
      "bytes=1-2-3", "bytes=+1-2",
    ] {
      #expect(answer(header) == .whole, "\(header)")
    }
    #expect(FileSelection.ranges("bytes=0-1, -5,") == [.from(0, through: 1), .suffix(5)])
  }

  @Test func headAndOtherMethodsIgnoreTheRange() {
    #expect(answer("bytes=0-99", method: "HEAD") == .whole)
    #expect(answer("bytes=0-99", method: "POST") == .whole)
  }

  @Test func aMatchingTagOrAnUnchangedDateIsNotModified() {
    #expect(answer(ifNoneMatch: #""abc-3e8-1""#) == .notModified)
    #expect(answer(ifNoneMatch: #"W/"abc-3e8-1""#) == .notModified)
    #expect(answer(ifNoneMatch: #""x", "abc-3e8-1""#) == .notModified)
    #expect(answer(ifNoneMatch: "*") == .notModified)
    #expect(answer(ifNoneMatch: #""other""#) == .whole)
    #expect(answer("bytes=0-0", ifNoneMatch: #""other""#) == .part(offset: 0, length: 1))
    #expect(answer(method: "HEAD", ifNoneMatch: #""abc-3e8-1""#) == .notModified)
    let modified = HTTPDate.format(version.modified)
    #expect(answer(ifModifiedSince: modified) == .notModified)
    #expect(answer(ifModifiedSince: "Sat, 01 Jan 2000 00:00:00 GMT") == .whole)
    #expect(answer(ifModifiedSince: "yesterday") == .whole)
    // If-None-Match decides alone when both are sent (§13.2.2).
    #expect(answer(ifNoneMatch: #""other""#, ifModifiedSince: modified) == .whole)
  }

  @Test func ifRangeKeepsTheRangeOnlyForThisVersion() {
    #expect(answer("bytes=0-9", ifRange: #""abc-3e8-1""#) == .part(offset: 0, length: 10))
    #expect(answer("bytes=0-9", ifRange: #""abc-3e8-2""#) == .whole)
    #expect(answer("bytes=0-9", ifRange: #"W/"abc-3e8-1""#) == .whole)
    #expect(
      answer("bytes=0-9", ifRange: HTTPDate.format(version.modified))
        == .part(offset: 0, length: 10))
    #expect(answer("bytes=0-9", ifRange: "Sat, 01 Jan 2000 00:00:00 GMT") == .whole)
    #expect(answer("bytes=0-9", ifRange: "nonsense") == .whole)
  }

  @Test func httpDatesAreWrittenAndReadAsIMFFixdate() throws {
    let date = Date(timeIntervalSince1970: 784_111_777)
    #expect(HTTPDate.format(date) == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == date)
    #expect(
      HTTPDate.format(Date(timeIntervalSince1970: 1_700_000_000.9))
        == "Tue, 14 Nov 2023 22:13:20 GMT")
    for bad in [
      "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "Sun, 06 Nov 1994 08:49:37 UTC",
      "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "",
    ] {
      #expect(HTTPDate.parse(bad) == nil, "\(bad)")
    }
  }
}
