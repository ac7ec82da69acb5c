import NetKit
import WormGame

/// One end of a Versus game's connections (ENet, R60): Versus's messages in and out. A host's listens on the
/// game's port; a joining player's connects out to its host.
struct VersusLink {
    let net: NetHost

    /// Sends `message` to `peer`. A peer that just left is no error: its `disconnected` event is on its way.
    func send(_ message: VersusMessage, to peer: PeerID) {
        guard net.connectedPeers.contains(peer) else { return }
        do { try net.send(message.encoded(), to: peer) } catch let error as NetError where error.call == "enet_peer_send" {
            return
        } catch {
            printError("worm: versus: \(error)")
        }
    }

    /// Says `bye` to every peer, sends it, and closes (the scene is left).
    func sayGoodbyeAndClose() {
        for peer in net.connectedPeers { try? net.send(VersusMessage.bye.encoded(), to: peer) }
        net.flush()
        net.close()
    }

    /// The name of a message's kind, for a `dropped` line's reason.
    static func kindName(_ message: VersusMessage) -> String {
        String(describing: message).prefix { $0 != "(" }.description
    }
}
