#ifndef TALECAST_CLINKGRAMMAR_SHIM_H
#define TALECAST_CLINKGRAMMAR_SHIM_H
#include <link-grammar/link-includes.h>
#include <link-grammar/dict-api.h>

// The error handler's severity and message, read field by field: Swift cannot name the
// struct's members portably across Link Grammar's releases.
static inline int tc_lg_severity(lg_errinfo *info) { return (int)info->severity; }
static inline const char *tc_lg_text(lg_errinfo *info) { return info->text; }
static inline int tc_lg_error_level(void) { return (int)lg_Error; }
#endif
