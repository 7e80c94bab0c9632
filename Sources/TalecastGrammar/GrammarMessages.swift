import CLinkGrammar
import Foundation
import TalecastCore

/// Link Grammar reports through one process-wide handler; by default it prints to standard
/// error (notes about the locale on every load). Ours keeps the last error for the message of
/// a failed load and drops notes and warnings, which say nothing a user can act on.
enum GrammarMessages {
  /// The last error Link Grammar reported; guarded by its lock (`Locked`; the handler runs on whichever
  /// thread parses).
  private static let lastError = Locked<String?>(nil)
  /// Sets the handler on the calling thread (Link Grammar keeps one per thread); cheap enough
  /// to call before every parse.
  static func install() {
    do {
      _ = lg.lg_error_set_handler(
        { info, _ in
          guard let info, tc_lg_severity(info) <= tc_lg_error_level() else { return }
          let text = tc_lg_text(info).map { String(cString: $0) } ?? "unknown error"
          GrammarMessages.lastError.withLock {
            $0 = text.trimmingCharacters(in: .whitespacesAndNewlines)
          }
        }, nil)
    }
  }

  static func last() -> String? { lastError.withLock { $0 } }
}
