#if canImport(Glibc)
import Glibc
#endif
import NetKit
import WormGame

/// One end of a Versus game's connections (ENet, R60, R61): Versus's messages in and out, and the rules every
/// connection keeps whatever the session does with it. A host's listens on the game's port; a joining player's
/// connects out to its host.
///
/// What the link itself takes care of: the transport's dropped datagrams become `dropped` lines; `alive` goes
/// out four times a second in the live lane (`NetLane.live`: never waiting behind a lost datagram) and is taken
/// in here (the sessions never see it); a connection to a host that has not said
/// `hello` within 3 s, or one that said nothing the protocol allows for 5 s, is closed and reported to the session
/// as disconnected; a `hello` of another protocol version is refused with a line saying who must update.
final class VersusLink {
    /// Which end this is.
    enum Role {
        /// The host's: its peers are players, who must say `hello` first.
        case host
        /// A player's: its one peer is the host.
        case player
    }

    /// What the link knows of a connection, on the scene's clock (ms).
    private struct Word {
        /// When it opened.
        var openedMs: Int
        /// When it last said something the protocol allows.
        var lastMs: Int
        /// Whether it said `hello` (a host is taken as greeted from the start).
        var greeted: Bool
    }

    /// How long a player has to say `hello` (R61).
    static let helloWithinMs = 3000
    /// How long a connection may say nothing the protocol allows (R61; ENet's pings do not count).
    static let silentAfterMs = 5000
    /// How often `alive` goes out: often enough that 30 % loss and a 2 s blackout leave a dozen of them to arrive
    /// within the 5 s rule.
    static let aliveEveryMs = 250

    let net: NetHost
    let role: Role
    private var words: [PeerID: Word] = [:]
    private var nextAliveMs = 0

    init(net: NetHost, role: Role) {
        self.net = net
        self.role = role
    }

    /// Services the transport at `nowMs` (the scene's clock): what arrived for the session, less what the link
    /// took care of, plus a `disconnected` for every connection it closed. Lines go to `journal` at `t`.
    func service(journal: VersusJournal, nowMs: Int, t: Int, hostName: String) -> [NetEvent] {
        var events: [NetEvent] = []
        for event in net.service() {
            switch event {
            case .connected(let peer, _):
                words[peer] = Word(openedMs: nowMs, lastMs: nowMs, greeted: role == .player)
                events.append(event)
            case .received(let peer, let bytes):
                if let message = try? VersusMessage.decode(bytes) {
                    if case .hello = message { words[peer]?.greeted = true }
                    if words[peer]?.greeted == true { words[peer]?.lastMs = nowMs }
                    if message != .alive { events.append(event) }
                } else if role == .host, let foreign = VersusMessage.foreignHello(bytes) {
                    refuseVersion(peer, foreign, journal: journal, t: t, hostName: hostName)
                    events.append(.disconnected(peer, saidGoodbye: false))
                } else {
                    events.append(event)  // the session says why it is dropped
                }
            case .disconnected(let peer, _):
                words[peer] = nil
                events.append(event)
            }
        }
        for drop in net.takeDrops() {
            journal.dropped(from: "network", reason: drop.reason.description, count: drop.count, t: t)
        }
        events += closeSilent(nowMs: nowMs, journal: journal, t: t)
        if nowMs >= nextAliveMs {
            nextAliveMs = nowMs + VersusLink.aliveEveryMs
            for (peer, word) in words where word.greeted { send(.alive, to: peer) }
        }
        return events
    }

    /// Closes the connections past their time: no `hello` within 3 s, or nothing allowed for 5 s.
    private func closeSilent(nowMs: Int, journal: VersusJournal, t: Int) -> [NetEvent] {
        var closed: [NetEvent] = []
        for (peer, word) in words.sorted(by: { $0.key.raw < $1.key.raw }) {
            let reason: String
            if !word.greeted && nowMs - word.openedMs > VersusLink.helloWithinMs {
                reason = "no hello within 3 s"
            } else if word.greeted && nowMs - word.lastMs > VersusLink.silentAfterMs {
                reason = "silent for 5 s"
            } else {
                continue
            }
            words[peer] = nil
            net.drop(peer, sayingGoodbye: false)
            journal.dropped(from: "\(peer)", reason: reason, t: t)
            closed.append(.disconnected(peer, saidGoodbye: false))
        }
        return closed
    }

    /// A player whose Worm speaks another protocol version: refused, with a line saying who must update. A
    /// version-1 player cannot read the refusal, so it is also told `bye` in its own version's bytes.
    private func refuseVersion(_ peer: PeerID, _ foreign: (version: Int, name: String?), journal: VersusJournal, t: Int,
                               hostName: String) {
        journal.dropped(from: foreign.name ?? "\(peer)",
                        reason: "protocol version \(foreign.version), not \(VersusMessage.version)", t: t)
        let older = foreign.version < Int(VersusMessage.version)
        journal.show(journal.language.text(older ? .mustUpdate : .updateToPlay, foreign.name ?? "?"), t: t)
        if foreign.version == 1 { try? net.send(VersusMessage.magic + [1, 11], to: peer) }
        refuse(peer, .version, hostName: hostName)
        words[peer] = nil
    }

    /// Sends `message` to `peer`. A peer that just left is no error: its `disconnected` event is on its way.
    func send(_ message: VersusMessage, to peer: PeerID) {
        guard net.connectedPeers.contains(peer) else { return }
        do { try net.send(message.encoded(), to: peer, lane: VersusLink.lane(of: message)) } catch let error as NetError where error.call == "enet_peer_send" {
            return
        } catch {
            printError("worm: versus: \(error)")
        }
    }

    /// Turns `peer` away (R61): the refusal, then a goodbye once it is delivered. The session forgets the peer.
    func refuse(_ peer: PeerID, _ reason: Refusal, hostName: String) {
        send(.refuse(reason: reason, version: Int(VersusMessage.version), host: hostName), to: peer)
        net.flush()
        net.disconnectLater(peer)
        words[peer]?.greeted = true  // its goodbye may take a moment: no second refusal for its silence
    }

    /// How long leaving waits for the goodbyes to be acknowledged (R61: a signal ends the run within 1 s).
    static let goodbyeWaitMs = 300

    /// Says `bye` to every peer, waits a moment for it to be heard (`NetHost.leave`: copies in the live lane,
    /// then a reliable one and the disconnect), and closes (the scene is left).
    func sayGoodbyeAndClose() {
        net.leave(saying: VersusMessage.bye.encoded(), waitMs: VersusLink.goodbyeWaitMs)
    }

    /// Forgets `peer` at once (it said `bye`): no goodbye awaited, no silence reported later.
    func forget(_ peer: PeerID) {
        words[peer] = nil
        net.drop(peer, sayingGoodbye: false)
    }

    /// Where `message` goes (docs/VERSUS.md, "Lanes"): `alive` in the live lane, a press in the press lane, the
    /// rest, the game's story, in order.
    static func lane(of message: VersusMessage) -> NetLane {
        switch message {
        case .alive: .live
        case .press: .press
        default: .ordered
        }
    }

    /// The name of a message's kind, for a `dropped` line's reason.
    static func kindName(_ message: VersusMessage) -> String {
        String(describing: message).prefix { $0 != "(" }.description
    }
}
