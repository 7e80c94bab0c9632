import Testing

@testable import TalecastSpeech

/// espeak-ng's IPA for each clause is what a Piper voice reads: the phonemes it was trained
/// on, numbers and abbreviations spelt out as spoken, and no punctuation (the neural narrator
/// puts the clause's own back, once).
@Suite struct PhonemeTests {
  @Test func clausesComeOutAsIPA() throws {
    let phonemes = try SpeechEngine.shared.phonemes(
      of: ["Once upon a time", "in a little house"], voice: "en-us")
    #expect(phonemes == ["wˈʌns əpˌɑːn ɐ tˈaɪm", "ɪn ɐ lˈɪɾəl hˈaʊs"])
  }

  /// A digit is read as its word, and "Mr." as "mister": a voice given the letters would
  /// spell them or read nothing.
  @Test func numbersAndAbbreviationsAreSpelledAsSpoken() throws {
    let phonemes = try SpeechEngine.shared.phonemes(
      of: ["She had 3 kites", "Mr. Brown"], voice: "en-us")
    try #require(phonemes.count == 2)
    #expect(phonemes[0].contains("θɹˈiː"), "\(phonemes[0])")
    #expect(phonemes[0].contains("kˈaɪts"), "\(phonemes[0])")
    #expect(!phonemes[0].contains("3"))
    // espeak-ng ends a sentence after "Mr." itself; both of its pieces are kept, in order.
    #expect(phonemes[1] == "mˈɪstɚ bɹˈaʊn", "\(phonemes[1])")
  }

  /// Punctuation in the text is read as pauses by espeak-ng, not written into its phonemes;
  /// the pieces of a clause espeak-ng splits itself are all kept, in order.
  @Test func theOutputHasNoPunctuation() throws {
    let phonemes = try SpeechEngine.shared.phonemes(
      of: ["Hello, world! Is it you?", #"She said "yes"; then: (quietly) no."#], voice: "en-us")
    try #require(phonemes.count == 2)
    for text in phonemes {
      #expect(
        !text.contains(where: { ",.;:!?\"()“”…-".contains($0) }), "punctuation in \(text)")
    }
    #expect(phonemes[0] == "həlˈoʊ wˈɜːld ɪz ɪt juː", "\(phonemes[0])")
    #expect(phonemes[1].contains("jˈɛs"), "\(phonemes[1])")
  }

  /// The narrator pairs each clause with its phonemes by position: one result per clause, in
  /// the clauses' order, an empty clause an empty result (not left out).
  @Test func oneResultPerClauseInOrder() throws {
    let phonemes = try SpeechEngine.shared.phonemes(
      of: ["one", "two", "", "three", "four"], voice: "en-us")
    #expect(phonemes == ["wˈʌn", "tˈuː", "", "θɹˈiː", "fˈoːɹ"])
    #expect(try SpeechEngine.shared.phonemes(of: [], voice: "en-us").isEmpty)
  }

  /// Another voice reads by its own rules: the same word, another language's phonemes.
  @Test func theVoiceChoosesTheRules() throws {
    let english = try SpeechEngine.shared.phonemes(of: ["Hund"], voice: "en-us")
    let german = try SpeechEngine.shared.phonemes(of: ["Hund"], voice: "de")
    #expect(english != german)
    #expect(german == ["hˈʊnt"])
  }

  @Test func anUnknownVoiceIsAnError() {
    do {
      let phonemes = try SpeechEngine.shared.phonemes(of: ["Yes"], voice: "elvish")
      Issue.record("an unknown voice gave \(phonemes)")
    } catch {
      #expect(error.description.contains("espeak-ng has no such voice"), "\(error)")
    }
  }
}
