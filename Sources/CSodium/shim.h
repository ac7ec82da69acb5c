// libsodium (Debian's libsodium-dev): HMAC-SHA256 for the venue's datagrams. NetKit is the only module that
// imports it.
#ifndef WORM_CSODIUM_SHIM_H
#define WORM_CSODIUM_SHIM_H

#include <sodium.h>

#endif
