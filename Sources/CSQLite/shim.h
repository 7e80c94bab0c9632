#ifndef TALECAST_CSQLITE_SHIM_H
#define TALECAST_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: SQLite copies the bound value.
static inline sqlite3_destructor_type tc_sqlite_transient(void) { return SQLITE_TRANSIENT; }
// Flags of a pure one-argument UTF-8 function (sqlite3_create_function_v2).
static inline int tc_sqlite_deterministic_utf8(void) { return SQLITE_UTF8 | SQLITE_DETERMINISTIC; }
#endif
