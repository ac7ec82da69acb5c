// The C side of NetKit: ENet (Debian's libenet-dev), the reliable UDP transport of Versus.
// NetKit is the only module that imports it.
#ifndef WORM_CENET_SHIM_H
#define WORM_CENET_SHIM_H

#include <enet/enet.h>

/// ENET_PACKET_FLAG_RELIABLE as a plain number.
static inline enet_uint32 worm_enet_reliable(void) { return ENET_PACKET_FLAG_RELIABLE; }

/// ENET_PACKET_FLAG_UNSEQUENCED as a plain number: sent once, taken at once or never, never waiting for another.
static inline enet_uint32 worm_enet_unsequenced(void) { return ENET_PACKET_FLAG_UNSEQUENCED; }

/// Caps the resend timer of every reliable command of `peer` in flight at `cap` ms. ENet doubles a command's
/// timer each time it is lost and never stops: after 2 s of total loss its next resend could be 3 s away.
static inline void worm_enet_cap_resend(ENetPeer *peer, enet_uint32 cap) {
    ENetListIterator it;
    for (it = enet_list_begin(&peer->sentReliableCommands); it != enet_list_end(&peer->sentReliableCommands);
         it = enet_list_next(it)) {
        ENetOutgoingCommand *command = (ENetOutgoingCommand *) it;
        if (command->roundTripTimeout > cap) command->roundTripTimeout = cap;
    }
    if (!enet_list_empty(&peer->sentReliableCommands)) {
        ENetOutgoingCommand *first = (ENetOutgoingCommand *) enet_list_front(&peer->sentReliableCommands);
        enet_uint32 due = first->sentTime + first->roundTripTimeout;
        if (due - peer->nextTimeout >= 86400000u) peer->nextTimeout = due;  /* ENet's ENET_TIME_LESS */
    }
}

#endif
