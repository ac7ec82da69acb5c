import WormGame

/// Hands an input script's lines to the game at the steps they are due: the one translation of script lines into
/// inputs, for a headless run and for a window playing a script back (`--replay`).
struct ScriptFeeder {
    /// The script, in time order.
    let lines: [ScriptLine]
    /// Whether `resize` lines are fed: headless they stand for the window system; a window has its own.
    let feedsResizes: Bool
    /// The next line to feed.
    private var next = 0
    /// The lets-go still to come, in time order: a `key` or `press` line's, its `heldMs` after it (R114).
    private var releases: [(timeMs: Int, input: PlayerInput)] = []

    init(lines: [ScriptLine], feedsResizes: Bool = true) {
        self.lines = lines
        self.feedsResizes = feedsResizes
    }

    /// Appends the inputs of the lines due by `runMs` to `inputs`. Returns false at a `quit` line: the run ends
    /// there, and the inputs of this step are dropped.
    mutating func feed(upTo runMs: Int, into inputs: inout [PlayerInput]) -> Bool {
        var pads: [ScriptLine.PadLine] = []
        return feed(upTo: runMs, into: &inputs, pads: &pads)
    }

    /// The Versus round whose clock the script last played on: a new one plays it again from its top.
    private var round: Int?
    /// The lines played on a Versus round's results (by index): never played again.
    private var spent: Set<Int> = []

    /// Whether lines are left to play on the clock last fed (none spent on a round's results).
    var hasLinesAhead: Bool {
        (next..<lines.count).contains { !spent.contains($0) }
    }

    /// Appends the inputs of the lines due on `clock` (the scene's: the run's, at `runMs`, or a Versus round's)
    /// to `inputs`, the `pad_*` lines to `pads`; a round's presses are stamped `runMs`. Returns false at a `quit` line, as `feed(upTo:into:pads:)` does.
    mutating func feed(on clock: ScriptClock, runMs: Int, into inputs: inout [PlayerInput],
                       pads: inout [ScriptLine.PadLine]) -> Bool {
        switch clock {
        case .run:
            return feed(upTo: runMs, into: &inputs, pads: &pads)
        case .round(let number, let ms), .results(let number, let ms):
            if number != round {
                round = number
                next = 0
                // What was held when the round changed is let go now, never kept down into the new round (a switch
                // held on would go back there, R114).
                inputs += releases.map(\.input)
                releases.removeAll()
            }
            let first = inputs.count, firstLine = next
            let goesOn = feed(upTo: ms, into: &inputs, pads: &pads)
            if case .results = clock { spent.formUnion(firstLine..<next) }
            // Presses are stamped on the run's clock, as every platform stamps them: the scene and its round know
            // where the round's clock stands (`RoundDriver`), so a press is on one clock whatever fed it.
            for index in first..<inputs.count {
                if case .press(var press) = inputs[index] {
                    press.timeMs = runMs
                    inputs[index] = .press(press)
                }
            }
            return goesOn
        case .held:
            return true
        }
    }

    /// Whether the script has `pad_*` lines: only then is SDL's queue read for pads, step by step.
    var usesPads: Bool {
        lines.contains { if case .pad = $0.action { true } else { false } }
    }

    /// As `feed(upTo:into:)`, with the `pad_*` lines due appended to `pads`, for the script's virtual pads.
    mutating func feed(upTo runMs: Int, into inputs: inout [PlayerInput], pads: inout [ScriptLine.PadLine]) -> Bool {
        while true {
            let lineDue = next < lines.count && lines[next].timeMs <= runMs ? lines[next].timeMs : nil
            if let release = releases.first, release.timeMs <= runMs, release.timeMs <= lineDue ?? release.timeMs {
                inputs.append(releases.removeFirst().input)
                continue
            }
            guard lineDue != nil else { break }
            let line = lines[next]
            next += 1
            if spent.contains(next - 1) { continue }
            switch line.action {
            case .quit:
                inputs.removeAll()
                return false
            case .press(let x, let y):
                inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .mouse)))
                letGo(.lifted, at: line.timeMs + line.heldMs)
            case .hover(let x, let y):
                inputs.append(.hover(x: x, y: y))
            case .touch(let x, let y, _):
                inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .touch)))
                letGo(.lifted, at: line.timeMs)
            case .key(let name, let scancode):
                let key = KeyPress(name: name, place: KeyPress.place(scancode: scancode ?? "", name: name))
                inputs.append(.key(key))
                letGo(.keyUp(key), at: line.timeMs + line.heldMs)
            case .focus(let on):
                if !on { inputs.append(.focusLost) }
            case .minimize:
                inputs.append(.minimized)
            case .resize(let width, let height):
                if feedsResizes { inputs.append(.resized(width: width, height: height)) }
            case .text(let text):
                inputs.append(.text(text))
            case .pad(let line):
                pads.append(line)
            case .gesture(let x, let y, let dx, let dy, let ms):
                // The finger's touch, then what it did when it lifted.
                inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .touch)))
                letGo(.lifted, at: line.timeMs + ms)
                if let gesture = Gestures.recognize(x: x, y: y, dx: dx, dy: dy, ms: ms) { inputs.append(gesture) }
            }
        }
        return true
    }

    /// Lets go of a key or button at `timeMs`: after every release due before it or with it.
    private mutating func letGo(_ input: PlayerInput, at timeMs: Int) {
        let index = releases.firstIndex { $0.timeMs > timeMs } ?? releases.endIndex
        releases.insert((timeMs, input), at: index)
    }
}
