import Foundation
import TalecastContract
import TalecastCore

/// `--format '{id} {title} ({duration})'`: one line per story from a template.
struct StoryTemplate {
  static let fields: [String: @Sendable (LibraryStory) -> String] = [
    "id": { $0.id }, "title": { $0.title }, "hero": { $0.heroName },
    "occasion": { $0.occasionTitle }, "event": { $0.occasionTitle },
    "duration": { TimeText.minutes($0.duration) },
    "seconds": { String(format: "%.1f", $0.duration) },
    "plays": { "\($0.playCount)" }, "favorite": { $0.favorite ? "★" : "" },
    "scenes": { "\($0.scenes.count)" },
    "created": { LibraryOutput.date($0.created) }, "played": { LibraryOutput.date($0.lastPlayed) },
    "position": { TimeText.clock($0.position) }, "language": { $0.language }, "voice": { $0.voice },
    "folder": { $0.folder }, "audio": { $0.audioPath },
    "outdated": { $0.audioNeedsRegeneration ? "yes" : "no" },
  ]

  let parts: [Part]

  enum Part {
    case text(String)
    case field(String)
  }

  /// Parses a template; `{name}` must name a known field.
  init(_ template: String) throws(LibraryError) {
    var parts: [Part] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      parts.append(.text(String(rest[..<open])))
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw LibraryError.invalid(
          field: "--format", problem: "a '{' is not closed in '\(template)'")
      }
      let name = String(rest[rest.index(after: open)..<close])
      guard Self.fields[name] != nil else {
        let known = Self.fields.keys.sorted()
        var problem = "unknown field {\(name)}"
        if let close = Suggestion.closest(to: name, in: known) {
          problem += " (did you mean {\(close)}?)"
        }
        throw LibraryError.invalid(
          field: "--format",
          problem: problem + "; fields are " + known.map { "{\($0)}" }.joined(separator: " "))
      }
      parts.append(.field(name))
      rest = rest[rest.index(after: close)...]
    }
    parts.append(.text(String(rest)))
    self.parts = parts
  }

  func render(_ story: LibraryStory) -> String {
    parts.map { part in
      switch part {
      case .text(let text): text
      case .field(let name): Self.fields[name]!(story)
      }
    }.joined()
  }
}
