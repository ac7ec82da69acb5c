// The C side of BoardPostgres: libpq (Debian's libpq-dev), worm-board's PostgreSQL store.
// BoardPostgres is the only module that imports it; it sends SQL only through PQexecParams.
#ifndef WORM_CPQ_SHIM_H
#define WORM_CPQ_SHIM_H

#include <libpq-fe.h>

#endif
