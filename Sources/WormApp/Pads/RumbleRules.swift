import WormGame

/// When a pad rumbles in a round (R80, TakeMeHome's vibration): a miss rumbles the pad that pressed, an escape every
/// pad in play, a golden worm caught gives its catcher two short pulses.
struct RumbleRules: Equatable, Sendable {
    /// The golden worms out now, by number (a catch's event does not say its kind; the spawn did).
    private var golden: Set<Int> = []

    /// The rumbles a step's `events` call for; `pad` is the pad whose press the step had (nil: none, or a mouse's
    /// or a finger's), `inPlay` every pad playing.
    mutating func rumbles(for events: [GameEvent], pressedBy pad: Int?, inPlay: [Int]) -> [(RumblePattern, [Int])] {
        var rumbles: [(RumblePattern, [Int])] = []
        for event in events {
            switch event {
            case .spawn(let worm, _, _, _, let kind):
                if kind == .golden { golden.insert(worm) } else { golden.remove(worm) }
            case .hit(let worm, _, _):
                if golden.remove(worm) != nil, let pad { rumbles.append((.golden, [pad])) }
            case .miss(let worm, .escape):
                if let worm { golden.remove(worm) }
                if !inPlay.isEmpty { rumbles.append((.miss, inPlay)) }
            case .miss(_, .background), .versusMiss:
                if let pad { rumbles.append((.miss, [pad])) }
            default:
                break
            }
        }
        return rumbles
    }
}
