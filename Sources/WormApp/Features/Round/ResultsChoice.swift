import WormGame

/// What an input asks of a race's results (R61, R80), at a party or in Versus: another round or leave. The one
/// reading of the results' buttons and keys; each scene does what the choice says.
enum ResultsChoice: Equatable {
    /// Rematch: its button (when offered), Enter or Space (a pad's A).
    case rematch
    /// Leave: its button, Esc (a pad's B).
    case leave

    /// The choice `input` makes on results that offer Rematch when `rematchOffered`; nil for any other input.
    init?(_ input: PlayerInput, rematchOffered: Bool) {
        switch input {
        case .press(let press) where rematchOffered && ResultsLayout.rematch.contains(x: press.x, y: press.y):
            self = .rematch
        case .key(let key) where key.key?.confirms == true:
            self = .rematch
        case .press(let press) where ResultsLayout.leave(besideRematch: rematchOffered).contains(x: press.x, y: press.y):
            self = .leave
        case .key(let key) where key.key == .escape:
            self = .leave
        default:
            return nil
        }
    }
}
