import SDLKit
import WormGame

/// What rumbles a pad: SDL's game controllers in a run (`PadHub`), nothing in tests of one scene.
@MainActor
protocol PadMotors: AnyObject {
    /// Rumbles pad `pad` at `strength` (0…1) for `ms`.
    func rumble(pad: Int, strength: Double, ms: Int)
}

/// A rumble pattern of R80, as the pulses it is made of.
enum RumblePattern: Equatable, Sendable {
    /// A miss: one pulse of 120 ms at 60 %.
    case miss
    /// A golden worm caught: two short pulses.
    case golden

    /// Its pulses: when each starts after the first, how strong, how long.
    var pulses: [(afterMs: Int, strength: Double, ms: Int)] {
        switch self {
        case .miss: return [(0, 0.6, 120)]
        case .golden: return [(0, 0.8, 50), (120, 0.8, 50)]
        }
    }
}

/// The pads as the scenes reach them (R80): the deck of pads the runner steps, their cursors for the drawing, and
/// rumble, timed on the step clock and logged as `rumble` events.
@MainActor
final class PadBoard {
    /// The pads and their cursors, stepped by the runner.
    private(set) var deck = PadDeck()
    /// What rumbles the pads; nil: only the log says so.
    let motors: PadMotors?
    /// Pulses still to start, on the run's clock.
    private var due: [(atMs: Int, pad: Int, strength: Double, ms: Int)] = []
    /// The run's clock at the step being run.
    private var runMs = 0

    /// A board whose rumble goes to `motors`.
    init(motors: PadMotors? = nil) {
        self.motors = motors
    }

    /// One step at `runMs`: the pads' `events` through the deck for a scene taking pads as `use`; the pulses due
    /// start, logged at `t` of the scene's clock. Returns the inputs the pads make.
    func step(_ events: [PadEvent], runMs: Int, use: PadUse, tiltAim: Bool, journal: Journal, t: Int) -> [PlayerInput] {
        self.runMs = runMs
        for event in events {
            switch event {
            case .added(let pad, let name, _, _): journal.write(.pad(pad: pad, added: true, name: name), t: t)
            case .removed(let pad, let name): journal.write(.pad(pad: pad, added: false, name: name), t: t)
            default: break
            }
        }
        let inputs = deck.step(events, runMs: runMs, use: use, tiltAim: tiltAim)
        startDue(journal: journal, t: t)
        return inputs
    }

    /// Rumbles `pads` with `pattern` (the pads that have no motors are skipped), starting at this step.
    func rumble(_ pattern: RumblePattern, pads: [Int], journal: Journal, t: Int) {
        for pad in pads where deck.pads[pad]?.rumbles == true {
            for pulse in pattern.pulses { due.append((runMs + pulse.afterMs, pad, pulse.strength, pulse.ms)) }
        }
        startDue(journal: journal, t: t)
    }

    /// The pads whose cursors are in play: an escape rumbles them all.
    var padsInPlay: [Int] { deck.cursors().map(\.pad) }

    /// Starts the pulses due by now, each logged.
    private func startDue(journal: Journal, t: Int) {
        guard !due.isEmpty else { return }
        var later: [(atMs: Int, pad: Int, strength: Double, ms: Int)] = []
        for pulse in due {
            guard pulse.atMs <= runMs else {
                later.append(pulse)
                continue
            }
            guard deck.pads[pulse.pad] != nil else { continue }
            journal.write(.rumble(pad: pulse.pad, strength: pulse.strength, ms: pulse.ms), t: t + pulse.atMs - runMs)
            motors?.rumble(pad: pulse.pad, strength: pulse.strength, ms: pulse.ms)
        }
        due = later
    }
}
