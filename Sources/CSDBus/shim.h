// The C side of SpeechKit's screen-reader question: sd-bus (Debian's libsystemd-dev), to read AT-SPI's
// org.a11y.Status.ScreenReaderEnabled on the session bus (R111's Auto). SpeechKit is the only module that imports it.
#ifndef WORM_CSDBUS_SHIM_H
#define WORM_CSDBUS_SHIM_H

#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>

/// Reads the boolean property `member` of `interface` at `path` of `destination` on the user's session bus, waiting
/// at most `timeout_us`. Returns 0 and sets *value, or a negative errno; on a D-Bus error, *error_name is a copy of
/// its name (free it), else NULL.
static inline int worm_session_bool_property(const char *destination, const char *path, const char *interface,
                                             const char *member, unsigned long long timeout_us, int *value,
                                             char **error_name) {
    *error_name = NULL;
    sd_bus *bus = NULL;
    int r = sd_bus_open_user(&bus);
    if (r < 0) return r;
    sd_bus_set_method_call_timeout(bus, timeout_us);
    sd_bus_error error = SD_BUS_ERROR_NULL;
    int result = 0;
    r = sd_bus_get_property_trivial(bus, destination, path, interface, member, &error, 'b', &result);
    if (r < 0 && error.name) *error_name = strdup(error.name);
    sd_bus_error_free(&error);
    sd_bus_flush_close_unref(bus);
    if (r < 0) return r;
    *value = result;
    return 0;
}

#endif
