import SDLKit
import WormGame

/// A run on simulated time, as fast as the machine goes: input from a script, output to the
/// event log and screenshots (Quake's null platform, in the main tree).
struct HeadlessRun {
    let session: GameSession
    let scene: SceneRenderer
    let script: [ScriptLine]
    let options: Options
    /// Where a screenshot that cannot be written is kept for the end of the run.
    let outputs: OutputChecks

    /// Runs to the end of the duration or the script's `quit`, writing screenshots on the way.
    func run() throws {
        var next = 0
        var inputs: [StepInput] = []
        inputs.reserveCapacity(16)
        let shots = options.timedScreenshots.sorted { $0.timeMs < $1.timeMs }
        var nextShot = 0
        var endTime = 0
        runLoop: while true {
            let t = session.game.timeMs
            if t > 0 && t >= options.durationMs {
                endTime = options.durationMs
                break
            }
            inputs.removeAll(keepingCapacity: true)
            while next < script.count, script[next].timeMs <= t {
                let line = script[next]
                next += 1
                switch line.action {
                case .quit:
                    endTime = t
                    break runLoop
                case .press(let x, let y):
                    inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .mouse)))
                case .touch(let x, let y, _):
                    inputs.append(.press(Press(timeMs: line.timeMs, x: x, y: y, source: .touch)))
                case .key(let name):
                    switch KeyCommand(keyName: name) {
                    case .pause: inputs.append(.pauseKey)
                    case .mute: session.toggleMute()
                    case .fullscreen, .quit, nil: break
                    }
                }
            }
            session.step(inputs)
            endTime = t
            var drawn = false
            while nextShot < shots.count, shots[nextShot].timeMs <= t {
                if !drawn {
                    try scene.draw(session.game, muted: session.muted)
                    drawn = true
                }
                try save(to: shots[nextShot].path)
                nextShot += 1
            }
        }
        // The last frame: always drawn, so `--duration 0` shows its first frame.
        try scene.draw(session.game, muted: session.muted)
        scene.renderer.present()
        if let path = options.screenshotPath { try save(to: path) }
        while nextShot < shots.count {
            try save(to: shots[nextShot].path)
            nextShot += 1
        }
        session.end(t: endTime)
    }

    /// Writes the frame on the renderer as a 320 × 480 PNG; a file that cannot be written is told at the end.
    private func save(to path: String) throws {
        let image = try scene.renderer.readPixels(width: Playfield.width, height: Playfield.height)
        do {
            try image.savePNG(path: path)
        } catch let error as SDLError {
            outputs.screenshotFailed(path: path, reason: error.message)
        }
    }
}
