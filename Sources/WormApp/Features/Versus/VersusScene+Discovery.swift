import WormGame

extension VersusScene {
    /// The lobby's discovery: answer and ask, and log who is found and lost.
    func discover() {
        guard let discovery else { return }
        let hosting: DiscoveryMessage.Hosting, gamePort: UInt16, players: Int
        switch phase {
        case .lobby(let lobby): (hosting, gamePort, players) = (.notHosting, setup.options.port, lobby.presentCount)
        case .hosting(let host):
            // A round under way is told apart (hosting byte 2): the others' lobbies mark the game as started.
            (hosting, gamePort, players) = (phase.isPlaying ? .underWay : .open, host.port, host.presentCount)
        case .joined(let client): (hosting, gamePort, players) = (.notHosting, setup.options.port, client.presentCount)
        }
        let changes = discovery.step(nowMs: journal.sceneMs, name: setup.name, visible: visible, hosting: hosting,
                                     gamePort: Int(gamePort), players: players)
        for change in changes {
            switch change {
            case .found(let name): journal.peer(name, .found, t: clockMs)
            case .lost(let name): journal.peer(name, .lost, t: clockMs)
            case .dropped(let from, let reason): journal.dropped(from: from, reason: reason, t: clockMs)
            }
        }
    }
}
