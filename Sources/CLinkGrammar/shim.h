#ifndef TALECAST_CLINKGRAMMAR_SHIM_H
#define TALECAST_CLINKGRAMMAR_SHIM_H
#include <link-grammar/link-includes.h>
#include <link-grammar/dict-api.h>
#include <dlfcn.h>

// Link Grammar is opened when Talecast first needs it (dlopen), not when a process starts (see
// `SharedLibrary` in TalecastCore for why). So nothing calls it directly: every function
// Talecast uses is listed here once and found in the opened library into a table, `tc_lg`.
// The module map links nothing, so a direct call does not link.
#define TC_LG_FUNCTIONS(X) \
  X(free_lookup_list) \
  X(linkgrammar_get_version) \
  X(dictionary_create_lang) \
  X(dictionary_delete) \
  X(dictionary_lookup_list) \
  X(lg_error_set_handler) \
  X(linkage_create) \
  X(linkage_delete) \
  X(linkage_free_constituent_tree_str) \
  X(linkage_get_link_label) \
  X(linkage_get_link_lword) \
  X(linkage_get_link_rword) \
  X(linkage_get_num_links) \
  X(linkage_get_num_words) \
  X(linkage_get_word) \
  X(linkage_print_constituent_tree) \
  X(parse_options_create) \
  X(parse_options_delete) \
  X(parse_options_set_islands_ok) \
  X(parse_options_set_linkage_limit) \
  X(parse_options_set_max_null_count) \
  X(parse_options_set_max_parse_time) \
  X(parse_options_set_min_null_count) \
  X(parse_options_set_spell_guess) \
  X(parse_options_set_verbosity) \
  X(sentence_create) \
  X(sentence_delete) \
  X(sentence_length) \
  X(sentence_null_count) \
  X(sentence_parse) \
  X(sentence_split)

#define TC_FIELD(name) __typeof__(&name) _Nonnull name;
typedef struct tc_lg { TC_LG_FUNCTIONS(TC_FIELD) } tc_lg;
#undef TC_FIELD

// The soname of the library Debian 12 ships for these headers.
static inline const char *tc_lg_soname(void) { return "liblink-grammar.so.5"; }

// Fills `functions` from the opened library; the name of the first one missing, or NULL.
#define TC_FIND(name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
static inline const char *tc_lg_find(tc_lg *functions, void *library) {
  TC_LG_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND


// The error handler's severity and message, read field by field: Swift cannot name the
// struct's members portably across Link Grammar's releases.
static inline int tc_lg_severity(lg_errinfo *info) { return (int)info->severity; }
static inline const char *tc_lg_text(lg_errinfo *info) { return info->text; }
static inline int tc_lg_error_level(void) { return (int)lg_Error; }
#endif
