import WormGame

/// When a pad rumbles in a round (R80, TakeMeHome's vibration): a miss rumbles the pad that pressed, an escape every
/// pad in play, a golden worm caught gives its catcher two short pulses.
struct RumbleRules: Equatable, Sendable {
    /// The golden worms out now, by number (a catch's event does not say its kind; the spawn did).
    private var golden: Set<Int> = []

    /// The rumbles a step's `events` call for; `pad` is the pad whose press the step had (nil: none, or a mouse's
    /// or a finger's), `inPlay` every pad playing. One player's round: every press is seat 0's.
    mutating func rumbles(for events: [GameEvent], pressedBy pad: Int?, inPlay: [Int]) -> [(RumblePattern, [Int])] {
        rumbles(for: events, padsBySeat: pad.map { [0: $0] } ?? [:], inPlay: inPlay)
    }

    /// The rumbles a step's `events` call for; `padsBySeat` is, for each seat that pressed with a pad in the step,
    /// that pad (a race's seat: Party's players, the Versus host's seat 0), `inPlay` every pad playing. A miss
    /// rumbles the pad of the seat that made it, an escape every pad in play, a golden catch its catcher's pad.
    mutating func rumbles(for events: [GameEvent], padsBySeat: [Int: Int], inPlay: [Int]) -> [(RumblePattern, [Int])] {
        var rumbles: [(RumblePattern, [Int])] = []
        for event in events {
            switch event {
            case .spawn(let worm, _, _, _, let kind):
                if kind == .golden { golden.insert(worm) } else { golden.remove(worm) }
            case .hit(let worm, _, _):
                if golden.remove(worm) != nil, let pad = padsBySeat[0] { rumbles.append((.golden, [pad])) }
            case .versusHit(let worm, let seat, _):
                if golden.remove(worm) != nil, let pad = padsBySeat[seat] { rumbles.append((.golden, [pad])) }
            case .miss(let worm, .escape):
                if let worm { golden.remove(worm) }
                if !inPlay.isEmpty { rumbles.append((.miss, inPlay)) }
            case .miss(_, .background):
                if let pad = padsBySeat[0] { rumbles.append((.miss, [pad])) }
            case .versusMiss(let seat):
                if let pad = padsBySeat[seat] { rumbles.append((.miss, [pad])) }
            default:
                break
            }
        }
        return rumbles
    }
}
