import Foundation
import Testing

@testable import TalecastGeneration

@Suite struct RetryPolicyTests {
  let policy = RetryPolicy(maximumAttempts: 5, baseDelay: .seconds(1), maximumDelay: .seconds(6))
  let transient = ProviderError(.transient, provider: "writer", message: "busy")

  @Test func delaysGrowExponentiallyWithJitterUpToTheCap() {
    // random 1 gives the whole exponential delay, random 0 half of it.
    #expect(
      policy.delay(afterAttempt: 1, error: transient, random: 0.999_999)! > .milliseconds(999))
    #expect(policy.delay(afterAttempt: 1, error: transient, random: 0) == .milliseconds(500))
    #expect(policy.delay(afterAttempt: 2, error: transient, random: 0) == .seconds(1))
    #expect(policy.delay(afterAttempt: 3, error: transient, random: 0) == .seconds(2))
    #expect(policy.delay(afterAttempt: 4, error: transient, random: 0) == .seconds(3))
    #expect(policy.delay(afterAttempt: 4, error: transient, random: 0.999_999)! <= .seconds(6))
  }

  @Test func noRetryAfterThePermanentOrTheLastAttempt() {
    #expect(policy.delay(afterAttempt: 5, error: transient, random: 0.5) == nil)
    let permanent = ProviderError(.permanent, provider: "writer", message: "bad request")
    #expect(policy.delay(afterAttempt: 1, error: permanent, random: 0.5) == nil)
    #expect(RetryPolicy.never.delay(afterAttempt: 1, error: transient, random: 0.5) == nil)
  }

  @Test func retryAfterIsHonouredAndCapped() {
    var asked = transient
    asked.retryAfter = .seconds(4)
    #expect(policy.delay(afterAttempt: 1, error: asked, random: 0) == .seconds(4))
    asked.retryAfter = .seconds(600)
    #expect(policy.delay(afterAttempt: 1, error: asked, random: 0) == .seconds(6))
  }

  @Test func retryAfterHeadersAreRead() {
    #expect(ProviderError.retryAfter("120") == .seconds(120))
    #expect(ProviderError.retryAfter(" 1.5 ") == .milliseconds(1_500))
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT
    #expect(ProviderError.retryAfter("Tue, 14 Nov 2023 22:13:50 GMT", now: now) == .seconds(30))
    #expect(ProviderError.retryAfter("soon") == nil)
    #expect(ProviderError.retryAfter(nil) == nil)
  }

  @Test func textIsSplitAtSentencesUnderTheLimit() {
    #expect(
      SentenceChunks.split("One. Two! Three? Four.", limit: 10) == ["One. Two!", "Three?", "Four."])
    #expect(
      SentenceChunks.split("“Hello.” she said. Bye.", limit: 100) == ["“Hello.” she said. Bye."])
    #expect(
      Sentences.split("“Hello.” she said. Bye.") == ["“Hello.”", "she said.", "Bye."])
    // A title's dot goes on; "no." and a capital letter's dot ("Plan B.") end sentences.
    #expect(
      Sentences.split("Mr. Brown met Dr. Lee at St. Ives. She said no. It was plan B. Then")
        == ["Mr. Brown met Dr. Lee at St. Ives.", "She said no.", "It was plan B.", "Then"])
    #expect(Sentences.split("Mrs. Hen. (St. Ives.) Yes.") == ["Mrs. Hen.", "(St. Ives.)", "Yes."])
    // A sentence over the limit is cut at spaces, a word over it inside the word.
    #expect(SentenceChunks.split("aaa bbb ccc ddd.", limit: 7) == ["aaa bbb", "ccc", "ddd."])
    #expect(SentenceChunks.split("abcdefghij", limit: 4) == ["abcd", "efgh", "ij"])
    let long = String(repeating: "The owl sang softly. ", count: 300)
    let pieces = SentenceChunks.split(long, limit: 4_096)
    #expect(pieces.allSatisfy { $0.count <= 4_096 && $0.hasSuffix(".") })
    #expect(pieces.joined(separator: " ") == long.trimmingCharacters(in: .whitespaces))
  }
}
