#ifndef TALECAST_CCURL_SHIM_H
#define TALECAST_CCURL_SHIM_H
#include <curl/curl.h>
#include <dlfcn.h>

// libcurl is opened when Talecast first needs it (dlopen), not when a process starts (see
// `SharedLibrary` in TalecastCore for why). So nothing calls it directly: every function
// Talecast uses is listed here once and found in the opened library into a table, `tc_curl`.
// The module map links nothing, so a direct call does not link.
#define TC_CURL_FUNCTIONS(X) \
  X(curl_easy_cleanup) \
  X(curl_easy_init) \
  X(curl_easy_perform) \
  X(curl_easy_strerror) \
  X(curl_global_init) \
  X(curl_slist_append) \
  X(curl_slist_free_all) \
  X(curl_version) \
  X(curl_easy_setopt) \
  X(curl_easy_getinfo)

#define TC_FIELD(name) __typeof__(&name) _Nonnull name;
typedef struct tc_curl { TC_CURL_FUNCTIONS(TC_FIELD) } tc_curl;
#undef TC_FIELD

// The soname of the library Debian 12 ships for these headers.
static inline const char *tc_curl_soname(void) { return "libcurl.so.4"; }

// Fills `functions` from the opened library; the name of the first one missing, or NULL.
#define TC_FIND(name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
static inline const char *tc_curl_find(tc_curl *functions, void *library) {
  TC_CURL_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND


// curl_easy_setopt / curl_easy_getinfo are variadic macros: one typed function per argument kind.
static inline CURLcode tc_curl_set_long(tc_curl c, CURL *h, CURLoption o, long v) { return (c.curl_easy_setopt)(h, o, v); }
static inline CURLcode tc_curl_set_string(tc_curl c, CURL *h, CURLoption o, const char *v) { return (c.curl_easy_setopt)(h, o, v); }
static inline CURLcode tc_curl_set_pointer(tc_curl c, CURL *h, CURLoption o, void *v) { return (c.curl_easy_setopt)(h, o, v); }
static inline CURLcode tc_curl_set_slist(tc_curl c, CURL *h, CURLoption o, struct curl_slist *v) { return (c.curl_easy_setopt)(h, o, v); }
typedef size_t (*tc_curl_data_callback)(char *, size_t, size_t, void *);
static inline CURLcode tc_curl_set_data_callback(tc_curl c, CURL *h, CURLoption o, tc_curl_data_callback v) { return (c.curl_easy_setopt)(h, o, v); }
static inline CURLcode tc_curl_get_long(tc_curl c, CURL *h, CURLINFO i, long *v) { return (c.curl_easy_getinfo)(h, i, v); }
typedef int (*tc_curl_progress_callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);
static inline CURLcode tc_curl_set_progress_callback(tc_curl c, CURL *h, tc_curl_progress_callback v) { return (c.curl_easy_setopt)(h, CURLOPT_XFERINFOFUNCTION, v); }
#endif
