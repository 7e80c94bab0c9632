#ifndef TALECAST_CPOSTGRES_SHIM_H
#define TALECAST_CPOSTGRES_SHIM_H
// Debian puts libpq's headers under postgresql/; naming the folder here saves a -I flag.
#include <postgresql/libpq-fe.h>
#include <poll.h>
#endif
