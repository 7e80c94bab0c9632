#ifndef TALECAST_CCURL_SHIM_H
#define TALECAST_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt / curl_easy_getinfo are variadic macros: one typed function per argument kind.
static inline CURLcode tc_curl_set_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tc_curl_set_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tc_curl_set_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tc_curl_set_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
typedef size_t (*tc_curl_data_callback)(char *, size_t, size_t, void *);
static inline CURLcode tc_curl_set_data_callback(CURL *h, CURLoption o, tc_curl_data_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tc_curl_get_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
typedef int (*tc_curl_progress_callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);
static inline CURLcode tc_curl_set_progress_callback(CURL *h, tc_curl_progress_callback v) { return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, v); }
#endif
