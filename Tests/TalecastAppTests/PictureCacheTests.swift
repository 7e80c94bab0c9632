import Foundation
import Synchronization
import TalecastTesting
import Testing

@testable import TalecastApp

/// A picture is drawn once per version of its file; a new version replaces the old one.
@Test func aPictureIsDrawnOncePerVersion() throws {
  let folder = try TemporaryFolder.make("pictures")
  let file = folder.appendingPathComponent("scene-01.svg")
  try Data("<svg/>".utf8).write(to: file)
  let cache = PictureCache()
  let draws = Atomic(0)
  let draw = { (svg: Data) -> Data in
    draws.add(1, ordering: .relaxed)
    return Data("png of ".utf8) + svg
  }
  let first = try cache.png(of: file, draw: draw)
  #expect(try cache.png(of: file, draw: draw) == first)
  #expect(draws.load(ordering: .relaxed) == 1)

  try Data("<svg width='2'/>".utf8).write(to: file)
  let second = try cache.png(of: file, draw: draw)
  #expect(second == Data("png of <svg width='2'/>".utf8))
  #expect(draws.load(ordering: .relaxed) == 2)
  #expect(cache.count == 1)

  // A drawing that fails is not kept, and says why.
  #expect(throws: CocoaError.self) {
    try cache.png(of: folder.appendingPathComponent("missing.svg"), draw: draw)
  }
}
