import CSQLite
import TalecastCore

/// `fold(text)` in SQL: the text in Unicode lower case and NFC. SQLite's own `lower()` and
/// `LIKE` fold ASCII letters only, so `hero:ZOË` found nothing, and a name stored with its
/// accent apart (e + U+0301) missed `hero:zoé`; queries compare `fold(column)` with a pattern
/// folded the same way (`TextFolding.folded`), whatever the alphabet or the form.
enum CaseFolding {
  static func register(on handle: OpaquePointer) -> Int32 {
    sqlite3_create_function_v2(
      handle, "fold", 1, tc_sqlite_deterministic_utf8(), nil, fold, nil, nil, nil)
  }

}

private let fold:
  @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, arguments in
    guard count == 1, let argument = arguments?[0], let text = sqlite3_value_text(argument) else {
      sqlite3_result_null(context)
      return
    }
    let length = Int(sqlite3_value_bytes(argument))
    let folded = TextFolding.folded(
      String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
    // A C string of the folded text (NUL-terminated), copied by SQLite (transient).
    folded.withCString { characters in
      sqlite3_result_text(
        context, characters, Int32(folded.utf8.count), tc_sqlite_transient())
    }
  }
