import Foundation
import TalecastDigest
import TalecastTesting
import Testing

@Suite struct DigestTests {
  @Test func sha256OfTheFIPSVectors() {
    #expect(
      Hex.string(SHA256.hash(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Hex.string(
        SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      Hex.string(SHA256.hash([UInt8]()))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func updatesInPiecesGiveTheDigestOfTheWhole() {
    let text = Array("The hero fixes his grandfather's old radio before the storm arrives.".utf8)
    var sha = SHA256()
    sha.update(text[..<7])
    sha.update(text[7...])
    #expect(sha.finish() == SHA256.hash(text))
  }

  @Test func hmacOfTheRFC4231Vectors() {
    // Case 1: a 20-byte key of 0x0b, "Hi There".
    #expect(
      Hex.string(
        HMACSHA256.code(Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20)))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    // Case 2: a key shorter than the block.
    #expect(
      Hex.string(
        HMACSHA256.code(Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func aFileHashesAsSha256sumSays() throws {
    let file = try TemporaryFolder.make("digest").appendingPathComponent("block.bin")
    // Over one read block (64 KiB), so the file is read in more than one piece.
    var generator = SeededBytes(seed: 7)
    try Data((0..<200_000).map { _ in generator.next() }).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let expected = try #require(output.split(separator: " ").first)
    #expect(Hex.string(try SHA256.hash(file: file)) == String(expected))
  }

  @Test func hexRoundTripsAndComparesWhole() {
    let bytes: [UInt8] = [0, 1, 0xab, 0xff]
    #expect(Hex.string(bytes) == "0001abff")
    #expect(Hex.bytes("0001ABff") == bytes)
    #expect(Hex.bytes("abc") == nil)
    #expect(Hex.bytes("zz") == nil)
    #expect(Hex.constantTimeEqual(bytes, bytes))
    #expect(!Hex.constantTimeEqual(bytes, [0, 1, 0xab, 0xfe]))
    #expect(!Hex.constantTimeEqual(bytes, [0, 1, 0xab]))
  }
}

/// A repeatable byte sequence (a linear congruential generator) for test files.
struct SeededBytes {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt8 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return UInt8(truncatingIfNeeded: state >> 33)
  }
}
