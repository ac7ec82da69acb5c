import WormGame

/// The one switch's hold (R114), which the runner puts every step's inputs through when one switch is on: a switch
/// held 1 s or more goes back, as Esc does (in a round in play, Esc pauses); a shorter press chooses when it is let
/// go, so a hold never chooses first. In a round in play the switch touches at once, as reactions count there. A
/// touch's or a click's gesture (a long press, a swipe) is the switch's too, and dropped: a switch held at the
/// top-left corner never opens the operator's PIN pad (R73), which Ctrl+Alt+O still opens.
struct SwitchHold {
    /// How long the switch must be held to go back, in ms.
    static let backMs = 1_000

    /// When the switch went down, on the run's clock; nil while it is up, and once its hold went back.
    private var downAtMs: Int?
    /// The switch's press, kept until it is let go: a short press chooses then.
    private var waiting: PlayerInput?
    /// Whether the press was handed on at once (in a round in play).
    private var passedAtOnce = false

    /// Whether the switch is down and has not gone back: a menu's scan waits meanwhile, so that letting go chooses
    /// the item the switch was pressed on.
    var isHeld: Bool { downAtMs != nil }

    /// What scenes get of a step's `inputs` at `nowMs` on the run's clock: the switch's presses are kept until
    /// they are let go (passed at once where the scene `actsOnPress`), releases are dropped, and a switch down for
    /// `backMs` becomes Esc. `heldMs` says how long the switch was held when it went back.
    mutating func pass(_ inputs: [PlayerInput], nowMs: Int, actsOnPress: Bool) -> (inputs: [PlayerInput], heldMs: Int?) {
        var passed: [PlayerInput] = []
        for input in inputs {
            if input.isSwitch {
                downAtMs = nowMs
                waiting = actsOnPress ? nil : input
                passedAtOnce = actsOnPress
                if actsOnPress { passed.append(input) }
            } else if input.isSwitchRelease {
                if downAtMs != nil, let waiting { passed.append(waiting) }
                cancel()
            } else if input.isGesture {
                continue  // the switch's own touch or click: held, it goes back; never the operator's corner (R73)
            } else if !input.isRelease {
                passed.append(input)
            }
        }
        guard let down = downAtMs, nowMs - down >= SwitchHold.backMs else { return (passed, nil) }
        // A press that left play itself (a click on the pause button) has done what a hold would: no Esc after it.
        let leftPlay = passedAtOnce && !actsOnPress
        cancel()
        if leftPlay { return (passed, nil) }
        return (passed + [.key(KeyPress(.escape))], nowMs - down)
    }

    /// Forgets a switch that is down: the scene it was pressed in has gone, so its release does nothing.
    mutating func cancel() {
        downAtMs = nil
        waiting = nil
        passedAtOnce = false
    }
}

extension PlayerInput {
    /// Whether this lets go of a key, a button or a finger.
    var isRelease: Bool {
        switch self {
        case .keyUp, .lifted: true
        default: false
        }
    }

    /// Whether this is what a finger or the mouse did as it lifted (a swipe, a long press): under one switch the touch
    /// or click was the switch, so the switch's hold says what it meant (R114).
    var isGesture: Bool {
        switch self {
        case .swipe, .longPress: true
        default: false
        }
    }

    /// Whether this lets go of the one switch (R114): Space or Enter let go, a click's or a tap's end, a pad's A.
    var isSwitchRelease: Bool {
        switch self {
        case .lifted: true
        case .keyUp(let key): key.key?.chooses == true
        default: false
        }
    }
}
