import Foundation
import TalecastTesting
import Testing

@testable import TalecastApp

/// `library check` decodes each illustration, as a remote illustrator's are decoded before
/// they are stored.
@Suite struct LibraryCheckPictureTests {
  /// Finding 5 of issue 26: `library check` called a 45-byte PNG with no image data, and one
  /// with corrupt image data, whole. Repro: such a file as a story's scene picture; before the
  /// fix `pictureProblem` found nothing wrong with it.
  @Test func anIllustrationThatDoesNotDecodeIsReported() throws {
    let folder = try TemporaryFolder.make("check-pictures")
    let whole = folder.appendingPathComponent("scene-01.png")
    try TestPictures.png(width: 4, height: 4).write(to: whole)
    #expect(Talecast.pictureProblem(whole) == nil)
    for (index, damaged) in TestPictures.undecodablePNGs.enumerated() {
      let url = folder.appendingPathComponent("scene-0\(index + 2).png")
      try damaged.data.write(to: url)
      let problem = Talecast.pictureProblem(url)
      #expect(
        problem?.hasPrefix("cannot be decoded: ") == true, "\(damaged.name): \(problem ?? "none")")
    }
  }
}
