#ifndef TALECAST_CMICROHTTPD_SHIM_H
#define TALECAST_CMICROHTTPD_SHIM_H
// libmicrohttpd's start call takes its options as C varargs, which Swift cannot pass, and its
// logger receives a va_list format: both are wrapped here, the only C Talecast writes for it.
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>
#include <dlfcn.h>

// libmicrohttpd is opened when Talecast first needs it (dlopen), not when a process starts (see
// `SharedLibrary` in TalecastCore for why). So nothing calls it directly: every function
// Talecast uses is listed here once and found in the opened library into a table, `tc_mhd`.
// The module map links nothing, so a direct call does not link.
#define TC_MHD_FUNCTIONS(X) \
  X(MHD_create_response_from_fd_at_offset64) \
  X(MHD_add_response_header) \
  X(MHD_create_response_from_buffer) \
  X(MHD_create_response_from_callback) \
  X(MHD_destroy_response) \
  X(MHD_get_connection_values) \
  X(MHD_lookup_connection_value) \
  X(MHD_queue_response) \
  X(MHD_resume_connection) \
  X(MHD_stop_daemon) \
  X(MHD_suspend_connection) \
  X(MHD_start_daemon) \
  X(MHD_get_connection_info) \
  X(MHD_get_daemon_info)

#define TC_FIELD(name) __typeof__(&name) _Nonnull name;
typedef struct tc_mhd { TC_MHD_FUNCTIONS(TC_FIELD) } tc_mhd;
#undef TC_FIELD

// The soname of the library Debian 12 ships for these headers.
static inline const char *tc_mhd_soname(void) { return "libmicrohttpd.so.12"; }

// Fills `functions` from the opened library; the name of the first one missing, or NULL.
#define TC_FIND(name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
static inline const char *tc_mhd_find(tc_mhd *functions, void *library) {
  TC_MHD_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND


/// Receives one line libmicrohttpd wants logged, already formatted.
typedef void (*talecast_mhd_message)(const char *text);

static void talecast_mhd_logger(void *cls, const char *format, va_list arguments) {
  char text[512];
  vsnprintf(text, sizeof text, format, arguments);
  ((talecast_mhd_message)cls)(text);
}

static inline int talecast_hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// Decodes the %XX escapes of a path, a query name or a query value in place, as
/// libmicrohttpd's own unescaper does, except for an escaped NUL: a C string ends at a NUL, so a
/// decoded one would cut the text short ("/v1/stories/ID%00/../x/audio" read as the story
/// "ID"). It becomes U+FFFD, three bytes as the escape is, which the API refuses as it refuses
/// bytes that are not UTF-8 (Swift reads those as U+FFFD too).
static size_t talecast_mhd_unescape(void *cls, struct MHD_Connection *connection, char *text) {
  (void)cls;
  (void)connection;
  char *read = text, *write = text;
  while (*read) {
    int high, low;
    if (read[0] == '%' && (high = talecast_hex_value(read[1])) >= 0
        && (low = talecast_hex_value(read[2])) >= 0) {
      int byte = high * 16 + low;
      if (byte == 0) {
        *write++ = (char)0xEF;
        *write++ = (char)0xBF;
        *write++ = (char)0xBD;
      } else {
        *write++ = (char)byte;
      }
      read += 3;
    } else {
      *write++ = *read++;
    }
  }
  *write = 0;
  return (size_t)(write - text);
}

/// The limits a daemon starts with; zero leaves libmicrohttpd's default.
typedef struct {
  unsigned int connection_limit;
  unsigned int connection_timeout_seconds;
  size_t connection_memory_limit;
  unsigned int thread_pool_size;
} talecast_mhd_limits;

static inline struct MHD_Daemon *talecast_mhd_start(
    tc_mhd m, unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler,
    void *handler_context, MHD_RequestCompletedCallback completed, void *completed_context,
    MHD_NotifyConnectionCallback connections, talecast_mhd_message log,
    talecast_mhd_limits limits) {
  return m.MHD_start_daemon(
      flags, 0, NULL, NULL, handler, handler_context,
      // The logger first: libmicrohttpd reports trouble with the options after it there.
      MHD_OPTION_EXTERNAL_LOGGER, talecast_mhd_logger, (void *)log,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_UNESCAPE_CALLBACK, talecast_mhd_unescape, (void *)NULL,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_NOTIFY_CONNECTION, connections, completed_context,
      MHD_OPTION_CONNECTION_LIMIT, limits.connection_limit ? limits.connection_limit : 1024u,
      MHD_OPTION_CONNECTION_TIMEOUT, limits.connection_timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT,
      limits.connection_memory_limit ? limits.connection_memory_limit : (size_t)32768,
      /* A pool of one is no pool (libmicrohttpd warns of it): the list then ends here. */
      limits.thread_pool_size > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END,
      limits.thread_pool_size, MHD_OPTION_END);
}

/// The socket of a connection (libmicrohttpd's info call is variadic).
static inline int talecast_mhd_connection_fd(tc_mhd m, struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      m.MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info ? info->connect_fd : -1;
}

static inline uint16_t talecast_mhd_bound_port(tc_mhd m, struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = m.MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}
#endif
