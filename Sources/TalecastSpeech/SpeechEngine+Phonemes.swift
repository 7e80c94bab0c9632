import CEspeakNG
import TalecastCore

extension SpeechEngine {
  /// The IPA phonemes espeak-ng reads each clause with, in `voice`: what a Piper voice was
  /// trained on (Piper phonemizes with espeak-ng too). Numbers and abbreviations come out as
  /// spoken ("3" → θɹˈiː, "Mr." → mˈɪstɚ); punctuation does not (the caller keeps it). Where
  /// espeak-ng splits a clause itself, its pieces are joined with a space. One lock for all.
  public func phonemes(of clauses: [String], voice: String) throws(SpeechError) -> [String] {
    let result: Result<[String], SpeechError> = state.withLock { state in
      do throws(SpeechError) {
        _ = try Self.initialize(&state)
        try Self.select(voice: voice, wordsPerMinute: state.selected?.wordsPerMinute ?? 165, &state)
        return .success(clauses.map(Self.phonemes(of:)))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Called with the lock held, a voice selected.
  private static func phonemes(of clause: String) -> String {
    let bytes = Array(clause.utf8CString)
    var pieces: [String] = []
    bytes.withUnsafeBufferPointer { buffer in
      var cursor: UnsafeRawPointer? = UnsafeRawPointer(buffer.baseAddress)
      // espeak-ng moves the cursor past what it read, and sets it to nil at the end.
      while cursor != nil {
        let before = cursor
        let piece = espeak.espeak_TextToPhonemes(
          &cursor, Int32(tc_espeak_chars_utf8()), tc_espeak_phonemes_ipa())
        if let piece, piece.pointee != 0 { pieces.append(String(cString: piece)) }
        if cursor == before { break }  // never loop on a cursor that does not move
      }
    }
    return pieces.joined(separator: " ")
  }
}
