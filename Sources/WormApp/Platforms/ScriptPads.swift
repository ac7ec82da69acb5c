import SDLKit
import WormGame

/// An input script's pads (R80): each `pad_*` line acts on a virtual pad attached to SDL
/// (`SDL_JoystickAttachVirtualEx`), and the pad's events are then read back from SDL's queue through the hub, the
/// path a real pad's take. Sensors, which SDL's virtual pads lack, are pushed to the queue as SDL's sensor events.
@MainActor
final class ScriptPads {
    /// The pads SDL reports.
    let hub: PadHub
    /// The script's pads by the script's number.
    private var pads: [Int: VirtualPad] = [:]

    /// Pads read through `hub`.
    init(hub: PadHub) {
        self.hub = hub
    }

    /// Carries out `lines` on the virtual pads, then appends the events SDL reports for them to `inputs`.
    func apply(_ lines: [ScriptLine.PadLine], into inputs: inout [PlayerInput]) throws {
        guard !lines.isEmpty else { return }
        do { try Platform.startPads() } catch { throw RuntimeFailure("a script's pad: \(error)") }
        for line in lines {
            do {
                switch line {
                case .added(let number, let name, let rumble, let sensors):
                    let pad = try VirtualPad(name: name, rumble: rumble)
                    hub.declare(sensors: sensors, of: pad.instanceID)
                    pads[number] = pad
                case .removed(let number):
                    try pads.removeValue(forKey: number)?.detach()
                case .button(let number, let button, let down):
                    try pads[number]?.set(button, down: down)
                case .axis(let number, let axis, let value):
                    try pads[number]?.set(axis, value: value)
                case .motion(let number, let sensor, let values):
                    if let pad = pads[number] { try EventQueue.pushSensor(instance: pad.instanceID, sensor: sensor, values: values) }
                }
            } catch let error as SDLError {
                throw RuntimeFailure("a script's pad: \(error)")
            }
            // Each line's events are read at once, so a press and a release in one step both arrive, in order.
            while let event = EventQueue.pollPad() {
                if let pad = hub.translate(event) { inputs.append(.pad(pad)) }
            }
        }
    }
}
