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

/// Receives one line libmicrohttpd wants logged, already formatted.
typedef void (*talecast_mhd_message)(const char *text);

static void talecast_mhd_logger(void *cls, const char *format, va_list arguments) {
  char text[512];
  vsnprintf(text, sizeof text, format, arguments);
  ((talecast_mhd_message)cls)(text);
}

/// The limits a daemon starts with; zero leaves libmicrohttpd's default.
typedef struct {
  unsigned int connection_limit;
  unsigned int connection_timeout_seconds;
  size_t connection_memory_limit;
  unsigned int thread_pool_size;
} talecast_mhd_limits;

static inline struct MHD_Daemon *talecast_mhd_start(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler,
    void *handler_context, MHD_RequestCompletedCallback completed, void *completed_context,
    MHD_NotifyConnectionCallback connections, talecast_mhd_message log,
    talecast_mhd_limits limits) {
  return MHD_start_daemon(
      flags, 0, NULL, NULL, handler, handler_context,
      // The logger first: libmicrohttpd reports trouble with the options after it there.
      MHD_OPTION_EXTERNAL_LOGGER, talecast_mhd_logger, (void *)log,
      MHD_OPTION_SOCK_ADDR, address,
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
static inline int talecast_mhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info ? info->connect_fd : -1;
}

static inline uint16_t talecast_mhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}
#endif
