/// The operator's PIN pad's lock (R73): it checks a PIN typed, counts the wrong ones, and after three locks the
/// pad for 60 s. It lives for the whole run (closing and opening the pad again does not reset it) and counts
/// time in the run's steps, never by a clock.
final class OperatorGate {
    /// Wrong PINs in a row that lock the pad.
    static let triesBeforeLock = 3
    /// How long the pad stays locked.
    static let lockMs = 60_000

    /// What typing a PIN did.
    enum Answer: Equatable {
        /// The right PIN: the operator menu opens.
        case opened
        /// A wrong PIN, with tries left before the lock.
        case wrong(triesLeft: Int)
        /// A wrong PIN that locked the pad, or a PIN typed while it is locked.
        case locked
    }

    /// The PIN.
    private let pin: OperatorPin
    /// Wrong PINs since the last right one or the last lock.
    private(set) var wrongTries = 0
    /// How long the pad stays locked from now, in ms (0: open).
    private(set) var lockedForMs = 0

    /// A gate for `pin`.
    init(pin: OperatorPin) {
        self.pin = pin
    }

    /// Whether the pad takes no PIN now.
    var isLocked: Bool { lockedForMs > 0 }

    /// Time passes: the lock runs down.
    func advance(byMs ms: Int) {
        lockedForMs = max(0, lockedForMs - ms)
    }

    /// Checks `typed`.
    func check(_ typed: String) -> Answer {
        guard !isLocked else { return .locked }
        if pin.matches(typed) {
            wrongTries = 0
            return .opened
        }
        wrongTries += 1
        guard wrongTries >= OperatorGate.triesBeforeLock else { return .wrong(triesLeft: OperatorGate.triesBeforeLock - wrongTries) }
        wrongTries = 0
        lockedForMs = OperatorGate.lockMs
        return .locked
    }
}
