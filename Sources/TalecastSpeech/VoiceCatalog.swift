import CEspeakNG

/// The voices espeak-ng has installed, so a voice can be asked for by file name ("en-us"),
/// display name ("English (Great Britain)") or language ("en-gb"), and an unknown one is an
/// error instead of a silent fallback to the default voice.
struct VoiceCatalog {
  struct Voice {
    let name: String
    /// The voice file relative to the voices folder, e.g. "gmw/en-US".
    let identifier: String
    let languages: [String]
  }

  let voices: [Voice]

  /// Reads the list; call with the engine's lock held, after initialisation.
  static func load() -> VoiceCatalog {
    var voices: [Voice] = []
    guard var cursor = espeak.espeak_ListVoices(nil) else { return VoiceCatalog(voices: []) }
    while let voice = cursor.pointee {
      let name = voice.pointee.name.map { String(cString: $0) } ?? ""
      let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
      voices.append(
        Voice(name: name, identifier: identifier, languages: languages(voice.pointee.languages)))
      cursor += 1
    }
    return VoiceCatalog(voices: voices)
  }

  /// `languages` is a run of (priority byte, NUL-terminated name) pairs ending in a 0 byte.
  private static func languages(_ raw: UnsafePointer<CChar>?) -> [String] {
    guard var cursor = raw else { return [] }
    var result: [String] = []
    while cursor.pointee != 0 {
      cursor += 1  // priority
      let language = String(cString: cursor)
      result.append(language)
      cursor += language.utf8.count + 1
    }
    return result
  }

  /// The voice file for a requested voice, or nil if espeak-ng has no such voice.
  func identifier(for requested: String) -> String? {
    let wanted = requested.lowercased()
    let fileName = { (voice: Voice) in
      voice.identifier.split(separator: "/").last.map { $0.lowercased() }
    }
    let match =
      voices.first { fileName($0) == wanted || $0.identifier.lowercased() == wanted }
      ?? voices.first { $0.name.lowercased() == wanted }
      ?? voices.first { $0.languages.first?.lowercased() == wanted }
      ?? voices.first { $0.languages.contains { $0.lowercased() == wanted } }
    return match?.identifier
  }

  /// Names to suggest: file names of the voices, e.g. "en-us".
  var fileNames: [String] {
    voices.compactMap { $0.identifier.split(separator: "/").last.map { $0.lowercased() } }
  }
}
