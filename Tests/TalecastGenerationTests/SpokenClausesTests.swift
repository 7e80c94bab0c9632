import Testing

@testable import TalecastGeneration

/// A sentence is cut into clauses as a reader draws breath, each with the punctuation a Piper
/// voice hears after it: a comma pauses and lifts, a question mark asks. Cuts in the wrong
/// places (inside "1,000", after "Mr.") would put pauses in the middle of a phrase; a lost
/// terminator would read a question as a statement.
@Suite struct SpokenClausesTests {
  /// The clauses as (text, terminator) pairs, the text's runs of spaces made one (a dropped
  /// quotation mark leaves a space where it was; espeak-ng reads runs of spaces as one).
  func clauses(_ sentence: String) -> [Pair] {
    SpokenClauses.split(sentence).map { clause in
      Pair(
        clause.text.split(separator: " ").joined(separator: " "), clause.terminator)
    }
  }

  struct Pair: Equatable, CustomStringConvertible {
    var text: String
    var terminator: Character
    init(_ text: String, _ terminator: Character) {
      self.text = text
      self.terminator = terminator
    }
    var description: String { "(\(text)|\(terminator))" }
  }

  @Test func commasSemicolonsAndColonsEndClausesWithThemselves() {
    #expect(
      clauses("Once upon a time, in a little house; by the sea: there lived Robin.") == [
        Pair("Once upon a time", ","), Pair("in a little house", ";"), Pair("by the sea", ":"),
        Pair("there lived Robin", "."),
      ])
    // The clause's text is exactly its words: no space kept before the punctuation.
    #expect(SpokenClauses.split("Slowly , she turned.").first?.text == "Slowly")
  }

  /// Dashes and brackets are breaths as commas are; a hyphen inside a word is not.
  @Test func dashesAndBracketsAreCommas() {
    #expect(
      clauses("The boat—red and small—came home.") == [
        Pair("The boat", ","), Pair("red and small", ","), Pair("came home", "."),
      ])
    #expect(clauses("Rain – then sun.") == [Pair("Rain", ","), Pair("then sun", ".")])
    #expect(
      clauses("The cat (a grey one) slept [mostly].") == [
        Pair("The cat", ","), Pair("a grey one", ","), Pair("slept", ","), Pair("mostly", "."),
      ])
    #expect(clauses("Rain - then sun.") == [Pair("Rain", ","), Pair("then sun", ".")])
    #expect(clauses("A well-known tale.") == [Pair("A well-known tale", ".")])
  }

  /// The last clause ends as the sentence does, so a question is asked and an exclamation
  /// exclaimed; punctuation after the last words (no words of its own) still ends them.
  ///
  /// The sentence's "?" or "!" stays on its last clause (it once became "." when nothing
  /// followed it: every question was voiced as a statement).
  @Test func theLastClauseTakesTheSentencesQuestionOrExclamationMark() {
    #expect(clauses("Where could it be?") == [Pair("Where could it be", "?")])
    #expect(clauses("Run, Robin!") == [Pair("Run", ","), Pair("Robin", "!")])
    #expect(clauses(#""Where could it be?""#) == [Pair("Where could it be", "?")])
    #expect(clauses("It cost 3.5 coins!") == [Pair("It cost 3.5 coins", "!")])
    #expect(clauses("Well — !") == [Pair("Well", "!")])
    // "?!" asks and exclaims; either mark is right, a full stop is not.
    let both = SpokenClauses.split("Really?!")
    #expect(both.map(\.text) == ["Really"])
    #expect(both.first.map { "?!".contains($0.terminator) } == true, "\(both)")
  }

  /// A sentence without an end (a title, a line cut short, one ending in a comma or a dash)
  /// is a statement.
  @Test func aSentenceWithoutAnEndEndsWithAFullStop() {
    #expect(clauses("The fox ran home.") == [Pair("The fox ran home", ".")])
    #expect(clauses("The Night Train") == [Pair("The Night Train", ".")])
    #expect(clauses("And then she said,") == [Pair("And then she said", ".")])
    #expect(clauses("And then—") == [Pair("And then", ".")])
  }

  /// Quotation marks are read as nothing, so they are left out; an apostrophe that is part of
  /// a word changes how it is read ("Robin's", "don't"), so it stays.
  @Test func quotationMarksGoButApostrophesStay() {
    #expect(
      clauses(#""Where could it be?" Robin asked."#) == [
        Pair("Where could it be", "?"), Pair("Robin asked", "."),
      ])
    #expect(
      clauses("“Come along,” said the owl, “it is late.”") == [
        Pair("Come along", ","), Pair("said the owl", ","), Pair("it is late", "."),
      ])
    #expect(
      clauses("'Hello,' said Tom, ‘goodbye.’") == [
        Pair("Hello", ","), Pair("said Tom", ","), Pair("goodbye", "."),
      ])
    #expect(clauses("He called «stop» twice.") == [Pair("He called stop twice", ".")])
    #expect(clauses("Robin's boat didn't sink.") == [Pair("Robin's boat didn't sink", ".")])
    // A curly apostrophe is kept as the straight one espeak-ng knows.
    #expect(clauses("Robin’s boat don’t sink.") == [Pair("Robin's boat don't sink", ".")])
    #expect(clauses("The children' toys were wet.") == [Pair("The children' toys were wet", ".")])
    for clause in SpokenClauses.split(#"She said "yes" and ‘no’, "maybe"."#) {
      #expect(!clause.text.contains(where: { "\"“”‘’«»„'".contains($0) }), "\(clause.text)")
    }
  }

  /// Numbers are espeak-ng's to read: "1,000" is one thousand, "10:30" half past ten.
  @Test func numbersAreNotBroken() {
    #expect(clauses("She had 1,000 boats.") == [Pair("She had 1,000 boats", ".")])
    #expect(clauses("At 10:30 they left.") == [Pair("At 10:30 they left", ".")])
    #expect(clauses("One, 2, three.") == [Pair("One", ","), Pair("2", ","), Pair("three", ".")])
  }

  /// A dot that does not end the sentence stays with its clause: "Mr." is read "mister" and
  /// "3.5" "three point five" only with their dots; an ellipsis inside reads on.
  @Test func dotsInsideASentenceDoNotEndIt() {
    #expect(clauses("Mr. Brown came home.") == [Pair("Mr. Brown came home", ".")])
    #expect(clauses("It cost 3.5 coins.") == [Pair("It cost 3.5 coins", ".")])
    let trailing = SpokenClauses.split("Wait... then she ran.")
    #expect(trailing.count == 1)
    #expect(trailing.first?.terminator == ".")
    #expect(trailing.first.map { $0.text.split(separator: " ") } == ["Wait", "then", "she", "ran"])
    #expect(clauses("And then...") == [Pair("And then", ".")])
  }

  /// An ellipsis at the end ends a statement; inside a sentence it is a breath.
  @Test func aTrailingEllipsisEndsWithAFullStop() {
    #expect(clauses("And then…") == [Pair("And then", ".")])
    #expect(clauses(#""And then…""#) == [Pair("And then", ".")])
    #expect(clauses("And then… she ran.") == [Pair("And then", ","), Pair("she ran", ".")])
  }

  /// Punctuation with no words before it makes no clause (Piper would voice an empty one as a
  /// click or nothing); after the last words it ends them.
  @Test func punctuationAloneMakesNoClause() {
    #expect(clauses("!?").isEmpty)
    #expect(clauses("…").isEmpty)
    #expect(clauses(#""""#).isEmpty)
    #expect(clauses("?! Oh, , no.") == [Pair("Oh", ","), Pair("no", ".")])
    #expect(clauses("Oh — . . .") == [Pair("Oh", ".")])
  }

  // MARK: Phonemes

  /// Every symbol of `text` (and `extra`), as a voice's symbol table.
  func symbols(_ text: String, _ extra: String = "") -> Set<Unicode.Scalar> {
    Set(text.unicodeScalars).union(extra.unicodeScalars)
  }

  func string(_ scalars: [Unicode.Scalar]) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// The phonemes are what Piper's own phonemizer makes of the sentence (espeak-ng with its
  /// punctuation kept): a voice trained on that hears its pauses where they were in training.
  @Test func phonemesAreJoinedAsPiperWritesThem() {
    let piper = "wˈʌns əpˌɑːn ɐ tˈaɪm, ɪn ɐ lˈɪɾəl hˈaʊs."
    let phonemes = SpokenClauses.phonemes(
      SpokenClauses.split("Once upon a time, in a little house."),
      ipa: ["wˈʌns əpˌɑːn ɐ tˈaɪm", "ɪn ɐ lˈɪɾəl hˈaʊs"], symbols: symbols(piper))
    #expect(string(phonemes) == piper)

    let clauses = [
      SpokenClause("one", ";"), SpokenClause("two", ":"), SpokenClause("three", ","),
      SpokenClause("four", "?"),
    ]
    let asked = SpokenClauses.phonemes(
      clauses, ipa: ["wˈʌn", "tˈuː", " θɹˈiː ", "fˈoːɹ"],
      symbols: symbols("wˈʌn tˈuː θɹˈiː fˈoːɹ;:,?"))
    #expect(string(asked) == "wˈʌn; tˈuː: θɹˈiː, fˈoːɹ?")
  }

  /// espeak-ng marks a word it reads in another language ("(fr)café(en)"); the marks are not
  /// speech, and are taken out even when the voice has the symbols "(" and ")".
  @Test func languageSwitchMarksAreTakenOut() {
    let phonemes = SpokenClauses.phonemes(
      [SpokenClause("I love café and tea", "!")],
      ipa: ["aɪ lˈʌv (fr)kafˈe(en-us) ænd tˈiː"],
      symbols: symbols("aɪ lˈʌv (fr)kafˈe(en-us) ænd tˈiː!"))
    #expect(string(phonemes) == "aɪ lˈʌv kafˈe ænd tˈiː!")
  }

  /// Piper decomposes its phonemes (NFD) before it looks them up: its table has the combining
  /// tilde, not "ã". Symbols the voice does not have are left out.
  @Test func phonemesAreDecomposedAndFilteredToTheVoicesSymbols() {
    let precomposed = "\u{E3}"
    let phonemes = SpokenClauses.phonemes(
      [SpokenClause("an", ".")], ipa: ["ʔ\(precomposed)n"],
      // "ã" itself is a symbol here, so only decomposing turns it into two.
      symbols: symbols("an.\u{303}", precomposed))
    #expect(phonemes == ["a", "\u{303}", "n", "."])
  }

  /// A clause espeak-ng gives no phonemes for (or only a language mark) adds neither its
  /// punctuation nor a second space.
  @Test func emptyClausePhonemesAreSkipped() {
    let clauses = [
      SpokenClause("one", ","), SpokenClause("…", ","), SpokenClause("café", ","),
      SpokenClause("two", "."),
    ]
    let phonemes = SpokenClauses.phonemes(
      clauses, ipa: ["wˈʌn", "  ", "(fr)", "tˈuː"], symbols: symbols("wˈʌn, tˈuː.()fr"))
    #expect(string(phonemes) == "wˈʌn, tˈuː.")
    #expect(
      SpokenClauses.phonemes(clauses, ipa: ["", "", "", ""], symbols: symbols(",. ")).isEmpty)
  }
}
