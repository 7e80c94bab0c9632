import CLinkGrammar
import TalecastCore

/// Link Grammar's English dictionary and the options a parse runs with: the one owner of both,
/// freed in `deinit`. A parse is serialized by the lock (`Locked`) (Link Grammar's options are not shared
/// safely between threads, and premises are parsed one per story, in milliseconds).
public final class EnglishGrammar: Sendable {
  /// The dictionary and the options, reached only inside `handles.withLock` (a lock of a value
  /// of its own size: ThreadSanitizer files the accesses of an empty value under the address of
  /// the lock's next field, and reported every parse as a race).
  private struct Handles: @unchecked Sendable {
    let dictionary: Dictionary
    let options: Parse_Options
  }

  private let handles: Locked<Handles>

  /// The longest text a parse takes, in characters; longer text is refused before parsing (a
  /// premise is a sentence or two).
  public static let longestText = 400

  /// Loads the English dictionary from Link Grammar's data folder (Debian:
  /// /usr/share/link-grammar); ≈ 150 ms, so a process loads it once (`shared`).
  public init() throws(GrammarError) {
    if case .failure(let missing) = LinkGrammarLibrary.opened {
      throw GrammarError.dictionaryMissing(missing.description)
    }
    GrammarMessages.install()
    guard let dictionary = lg.dictionary_create_lang("en") else {
      throw GrammarError.dictionaryMissing(GrammarMessages.last() ?? "no English dictionary")
    }
    guard let options = lg.parse_options_create() else {
      lg.dictionary_delete(dictionary)
      throw GrammarError.dictionaryMissing("could not make parse options")
    }
    lg.parse_options_set_verbosity(options, 0)
    // A premise has at most a few hundred readings; the best few are enough to choose from.
    lg.parse_options_set_linkage_limit(options, 100)
    lg.parse_options_set_max_parse_time(options, 2)
    lg.parse_options_set_islands_ok(options, false)
    // A word the dictionary does not know is read as an unknown noun or verb, never replaced
    // by the spell checker's guess: "treehouse" became "hothouse".
    lg.parse_options_set_spell_guess(options, 0)
    handles = Locked(Handles(dictionary: dictionary, options: options))
  }

  deinit {
    handles.withLock { handles in
      _ = lg.parse_options_delete(handles.options)
      lg.dictionary_delete(handles.dictionary)
    }
  }

  /// The process's grammar, loaded on first use; the error is kept so each caller hears it.
  public static func shared() throws(GrammarError) -> EnglishGrammar {
    switch sharedGrammar {
    case .success(let grammar): return grammar
    case .failure(let error): throw error
    }
  }

  private static let sharedGrammar: Result<EnglishGrammar, GrammarError> = {
    do throws(GrammarError) {
      return .success(try EnglishGrammar())
    } catch {
      return .failure(error)
    }
  }()

  /// Link Grammar's version ("link-grammar-5.12.0"), or why it cannot be opened. This opens
  /// the library.
  public static var version: String {
    switch LinkGrammarLibrary.opened {
    case .failure(let missing): "missing: \(missing.reason)"
    case .success(let functions): String(cText: functions.linkgrammar_get_version())
    }
  }

  /// The best reading of `text`: every word linked when one exists, else the reading that
  /// leaves fewest words out (they are named in `Parse.unlinked`). Nil when the parser finds
  /// no reading at all (or runs out of time).
  public func parse(_ text: String) -> Parse? {
    // Link Grammar aborts the process on an empty text or word ("Empty-string subword"): no
    // text of no word reaches it.
    guard text.count <= Self.longestText, text.contains(where: { !$0.isWhitespace }) else {
      return nil
    }
    return handles.withLock { handles -> Parse? in
      // The handler is Link Grammar's per thread: set on the thread that parses.
      GrammarMessages.install()
      guard let sentence = lg.sentence_create(text, handles.dictionary) else { return nil }
      defer { lg.sentence_delete(sentence) }
      guard lg.sentence_split(sentence, handles.options) == 0 else { return nil }
      lg.parse_options_set_min_null_count(handles.options, 0)
      lg.parse_options_set_max_null_count(handles.options, 0)
      var found = lg.sentence_parse(sentence, handles.options)
      if found <= 0 {
        // No reading links every word: allow words left out, up to a third of the sentence.
        lg.parse_options_set_max_null_count(
          handles.options, max(1, lg.sentence_length(sentence) / 3))
        found = lg.sentence_parse(sentence, handles.options)
      }
      guard found > 0, let linkage = lg.linkage_create(0, sentence, handles.options) else {
        return nil
      }
      defer { lg.linkage_delete(linkage) }
      return Parse(linkage: linkage, nullCount: Int(lg.sentence_null_count(sentence)))
    }
  }

  /// Whether the dictionary holds `word` as it is spelled (a regular past "fixed", a doubled
  /// "stopped"), without guessing.
  public func knows(_ word: String) -> Bool {
    guard !word.isEmpty, !word.contains(where: \.isWhitespace) else { return false }
    return handles.withLock { handles in
      GrammarMessages.install()
      guard let node = lg.dictionary_lookup_list(handles.dictionary, word) else { return false }
      lg.free_lookup_list(handles.dictionary, node)
      return true
    }
  }

  /// Whether `text` has a reading that links every word: "The hero sang." does, "The hero
  /// sung." does not. Only the reading without null links is looked for, and no linkage is
  /// made: about a tenth of `parse`'s cost for a sentence that fails.
  public func accepts(_ text: String) -> Bool {
    guard text.count <= Self.longestText, text.contains(where: { !$0.isWhitespace }) else {
      return false
    }
    return handles.withLock { handles -> Bool in
      GrammarMessages.install()
      guard let sentence = lg.sentence_create(text, handles.dictionary) else { return false }
      defer { lg.sentence_delete(sentence) }
      guard lg.sentence_split(sentence, handles.options) == 0 else { return false }
      lg.parse_options_set_min_null_count(handles.options, 0)
      lg.parse_options_set_max_null_count(handles.options, 0)
      return lg.sentence_parse(sentence, handles.options) > 0
    }
  }
}
