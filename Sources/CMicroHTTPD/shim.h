// The C side of BoardHTTP: GNU libmicrohttpd (Debian's libmicrohttpd-dev), worm-board's HTTP/1.1 server.
// BoardHTTP is the only module that imports it. MHD's start and info calls are variadic, which Swift cannot call:
// the inline helpers here call them with the fixed arguments worm-board uses.
#ifndef WORM_CMICROHTTPD_SHIM_H
#define WORM_CMICROHTTPD_SHIM_H

#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <microhttpd.h>

/// Starts a daemon on `address` with an internal polling thread pool of `threads`, at most `connections` open
/// connections, `per_ip` from one address, `timeout` seconds of idleness; `handler` answers, `completed` frees.
static inline struct MHD_Daemon *worm_mhd_start(const struct sockaddr *address, int ipv6, unsigned int threads,
                                                unsigned int connections, unsigned int per_ip, unsigned int timeout,
                                                MHD_AccessHandlerCallback handler, void *handler_cls,
                                                MHD_RequestCompletedCallback completed, void *completed_cls) {
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | (ipv6 ? MHD_USE_IPv6 : 0);
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_LIMIT, connections,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_END);
}

/// The port a daemon listens on (the one the system chose when it was asked for port 0), or 0.
static inline uint16_t worm_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The address a connection comes from, or NULL.
static inline const struct sockaddr *worm_mhd_client(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// A request header's value, or NULL.
static inline const char *worm_mhd_header(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

/// A query argument's value (decoded), or NULL.
static inline const char *worm_mhd_argument(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, name);
}

/// A response holding a copy of `size` bytes at `data`.
static inline struct MHD_Response *worm_mhd_response(size_t size, void *data) {
    return MHD_create_response_from_buffer(size, data, MHD_RESPMEM_MUST_COPY);
}

/// MHD_YES and MHD_NO as plain numbers.
static inline enum MHD_Result worm_mhd_yes(void) { return MHD_YES; }
static inline enum MHD_Result worm_mhd_no(void) { return MHD_NO; }

#endif
