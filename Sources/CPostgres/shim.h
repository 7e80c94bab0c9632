#ifndef TALECAST_CPOSTGRES_SHIM_H
#define TALECAST_CPOSTGRES_SHIM_H
// Debian puts libpq's headers under postgresql/; naming the folder here saves a -I flag.
#include <postgresql/libpq-fe.h>
#include <poll.h>
#include <dlfcn.h>

// libpq is opened when Talecast first needs it (dlopen), not when a process starts (see
// `SharedLibrary` in TalecastCore for why). So nothing calls it directly: every function
// Talecast uses is listed here once and found in the opened library into a table, `tc_pq`.
// The module map links nothing, so a direct call does not link.
#define TC_PQ_FUNCTIONS(X) \
  X(PQclear) \
  X(PQcmdTuples) \
  X(PQconnectdbParams) \
  X(PQconsumeInput) \
  X(PQerrorMessage) \
  X(PQexec) \
  X(PQexecParams) \
  X(PQfinish) \
  X(PQfname) \
  X(PQfreemem) \
  X(PQftype) \
  X(PQgetisnull) \
  X(PQgetvalue) \
  X(PQlibVersion) \
  X(PQnfields) \
  X(PQnotifies) \
  X(PQntuples) \
  X(PQresultErrorField) \
  X(PQresultErrorMessage) \
  X(PQresultStatus) \
  X(PQsetNoticeProcessor) \
  X(PQsocket) \
  X(PQstatus)

#define TC_FIELD(name) __typeof__(&name) _Nonnull name;
typedef struct tc_pq { TC_PQ_FUNCTIONS(TC_FIELD) } tc_pq;
#undef TC_FIELD

// The soname of the library Debian 12 ships for these headers.
static inline const char *tc_pq_soname(void) { return "libpq.so.5"; }

// Fills `functions` from the opened library; the name of the first one missing, or NULL.
#define TC_FIND(name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
static inline const char *tc_pq_find(tc_pq *functions, void *library) {
  TC_PQ_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND

#endif
