// The C side of BoardSQLite: SQLite 3 (Debian's libsqlite3-dev), worm-board's default store.
// BoardSQLite is the only module that imports it.
#ifndef WORM_CSQLITE_SHIM_H
#define WORM_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT (a cast of -1 to a destructor, which Swift cannot write): SQLite copies a bound text.
static inline sqlite3_destructor_type worm_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
