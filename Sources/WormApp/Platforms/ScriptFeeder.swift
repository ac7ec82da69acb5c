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

    /// Whether the script has `pad_*` lines: only then is SDL's queue read for pads, step by step.
    var usesPads: Bool {
        lines.contains { if case .pad = $0.action { true } else { false } }
    }

    /// As `feed(upTo:into:)`, with the `pad_*` lines due appended to `pads`, for the script's virtual pads.
    mutating func feed(upTo runMs: Int, into inputs: inout [PlayerInput], pads: inout [ScriptLine.PadLine]) -> Bool {
        while next < lines.count, lines[next].timeMs <= runMs {
            let line = lines[next]
            next += 1
            switch line.action {
            case .quit:
                inputs.removeAll()
                return false
            case .press(let x, let y):
                inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .mouse)))
            case .hover(let x, let y):
                inputs.append(.hover(x: x, y: y))
            case .touch(let x, let y, _):
                inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .touch)))
            case .key(let name):
                inputs.append(.key(KeyPress(name: name)))
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
                if let gesture = Gestures.recognize(x: x, y: y, dx: dx, dy: dy, ms: ms) { inputs.append(gesture) }
            }
        }
        return true
    }
}
