import Foundation

/// Princeton WordNet 3.0, read from its own data files (Debian `wordnet-base`:
/// /usr/share/wordnet): which senses a word has, what kind of thing each is, what it is a kind
/// of, and the irregular forms of words. The files are neither read whole nor mapped: a lookup
/// reads the few blocks it needs (`TextFile`). Immutable after loading, so any thread may ask.
public final class WordNet: Sendable {
  public enum PartOfSpeech: String, Sendable, CaseIterable {
    case noun, verb
  }

  private let indexes: [PartOfSpeech: SortedLines]
  private let data: [PartOfSpeech: TextFile]
  /// Irregular forms to their base forms ("went" → ["go"]), and bases to their forms.
  private let exceptions: [PartOfSpeech: [String: [String]]]
  private let irregular: [PartOfSpeech: [String: [String]]]

  public static let defaultFolder = "/usr/share/wordnet"

  public init(folder: String = WordNet.defaultFolder) throws(LexiconError) {
    var indexes: [PartOfSpeech: SortedLines] = [:]
    var data: [PartOfSpeech: TextFile] = [:]
    var exceptions: [PartOfSpeech: [String: [String]]] = [:]
    var irregular: [PartOfSpeech: [String: [String]]] = [:]
    for part in PartOfSpeech.allCases {
      indexes[part] = SortedLines(try TextFile(folder + "/index.\(part.rawValue)"))
      data[part] = try TextFile(folder + "/data.\(part.rawValue)")
      let exceptionFile = try TextFile(folder + "/\(part.rawValue).exc")
      let text = String(decoding: exceptionFile.bytes(0..<exceptionFile.size), as: UTF8.self)
      var forms: [String: [String]] = [:]
      var bases: [String: [String]] = [:]
      for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count >= 2 else { continue }
        forms[fields[0], default: []].append(contentsOf: fields.dropFirst())
        for base in fields.dropFirst() { bases[base, default: []].append(fields[0]) }
      }
      exceptions[part] = forms
      irregular[part] = bases
    }
    self.indexes = indexes
    self.data = data
    self.exceptions = exceptions
    self.irregular = irregular
  }

  /// The WordNet of the folder in `TALECAST_WORDNET`, else Debian's; loaded on first use.
  public static func shared() throws(LexiconError) -> WordNet {
    switch sharedWordNet {
    case .success(let wordNet): return wordNet
    case .failure(let error): throw error
    }
  }

  private static let sharedWordNet: Result<WordNet, LexiconError> = {
    let folder = ProcessInfo.processInfo.environment["TALECAST_WORDNET"] ?? defaultFolder
    do throws(LexiconError) {
      return .success(try WordNet(folder: folder))
    } catch {
      return .failure(error)
    }
  }()

  /// The word's senses, most common first ("cat": the animal before the man and the tractor);
  /// `word` in any letter case, spaces as spaces.
  public func senses(of word: String, as part: PartOfSpeech) -> [Synset] {
    let key = word.lowercased().replacingOccurrences(of: " ", with: "_")
    guard let line = indexes[part]?.line(startingWith: key) else { return [] }
    // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
    let fields = line.split(separator: " ")
    guard fields.count > 4, let pointerCount = Int(fields[3]) else { return [] }
    let offsets = fields.dropFirst(4 + pointerCount + 2).compactMap { Int($0) }
    return offsets.compactMap { synset(at: $0, as: part) }
  }

  /// The synset whose line starts at byte `offset` of the part's data file.
  public func synset(at offset: Int, as part: PartOfSpeech) -> Synset? {
    guard let data = data[part], offset >= 0, offset < data.size else { return nil }
    return Synset(line: String(decoding: data.line(from: offset), as: UTF8.self), part: part)
  }

  /// The base forms `word` may be an inflection of, as WordNet's "morphy" finds them: its
  /// exception list first ("went" → "go", "mice" → "mouse"), then the regular endings
  /// ("fixes" → "fix", "berries" → "berry"), keeping only forms WordNet has; the word itself
  /// when it is one.
  public func baseForms(of word: String, as part: PartOfSpeech) -> [String] {
    let lowered = word.lowercased()
    var found: [String] = []
    func add(_ candidate: String) {
      if !found.contains(candidate), !senses(of: candidate, as: part).isEmpty {
        found.append(candidate)
      }
    }
    for base in exceptions[part]?[lowered] ?? [] { add(base) }
    add(lowered)
    let rules: [(String, String)] =
      switch part {
      case .noun:
        [
          ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
          ("men", "man"), ("ies", "y"),
        ]
      case .verb:
        [
          ("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
          ("ing", ""),
        ]
      }
    for (ending, replacement) in rules where lowered.hasSuffix(ending) {
      add(String(lowered.dropLast(ending.count)) + replacement)
    }
    return found
  }

  /// The irregular forms of a base form, from the exception list ("sing" → ["sang", "sung"]);
  /// empty for a regular word.
  public func irregularForms(of base: String, as part: PartOfSpeech) -> [String] {
    irregular[part]?[base.lowercased()] ?? []
  }

  /// Whether some common sense of `word` (as a noun) is of `kind`, by its lexicographer file
  /// or a kind of thing among its ancestors ("terrier" is a kind of "dog").
  public func noun(_ word: String, isA kind: NounKind, senses count: Int = 2) -> Bool {
    for base in baseForms(of: word, as: .noun) {
      for sense in senses(of: base, as: .noun).prefix(count) where kind.includes(sense, in: self) {
        return true
      }
    }
    return false
  }

  /// The sense and every sense it is a kind of, nearest first (hypernyms, first of each).
  public func ancestors(of synset: Synset) -> [Synset] {
    var chain: [Synset] = []
    var current = synset
    while let next = current.hypernyms.first.flatMap({ self.synset(at: $0, as: current.part) }),
      chain.count < 32
    {
      chain.append(next)
      current = next
    }
    return chain
  }
}
