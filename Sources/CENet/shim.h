// The C side of NetKit: ENet (Debian's libenet-dev), the reliable UDP transport of Versus.
// NetKit is the only module that imports it.
#ifndef WORM_CENET_SHIM_H
#define WORM_CENET_SHIM_H

#include <enet/enet.h>

/// ENET_PACKET_FLAG_RELIABLE as a plain number.
static inline enet_uint32 worm_enet_reliable(void) { return ENET_PACKET_FLAG_RELIABLE; }

#endif
