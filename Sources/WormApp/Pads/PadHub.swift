import SDLKit
import WormGame

/// SDL's game controllers for a run (R80): opens each pad SDL reports (its database of pads, and
/// `SDL_GAMECONTROLLERCONFIG`'s), numbers it, turns its events into `PadEvent`s, turns its sensors on, rumbles it.
@MainActor
final class PadHub: PadMotors {
    /// The open pads by the game's number.
    private var controllers: [Int: GameController] = [:]
    /// The game's number of each SDL instance id.
    private var numbers: [Int32: Int] = [:]
    /// The sensors an input script gives its virtual pads, by instance id (SDL's virtual pads have none).
    private var declaredSensors: [Int32: [PadSensor]] = [:]
    /// Whether real pads count: headless, only an input script's virtual pads do, so a pad on the test machine
    /// never changes a run.
    let admitsRealPads: Bool

    /// A hub taking real pads when `admitsRealPads` (a window), or only virtual ones (headless).
    init(admitsRealPads: Bool) {
        self.admitsRealPads = admitsRealPads
    }

    /// The pad event of SDL's `event`, if it is one; opens added pads and closes removed ones.
    func translate(_ event: Event) -> PadEvent? {
        switch event {
        case .padAdded(let device):
            guard admitsRealPads || GameController.isVirtual(device: device) else { return nil }
            let controller: GameController
            do {
                controller = try GameController(device: device)
            } catch {
                printError("worm: a pad could not be opened: \(error)")
                return nil
            }
            guard numbers[controller.instanceID] == nil else { return nil }  // reported twice at the start
            let number = (0...).first { controllers[$0] == nil }!
            controllers[number] = controller
            numbers[controller.instanceID] = number
            for sensor in controller.sensors {
                do { try controller.setSensor(sensor, enabled: true) } catch { printError("worm: pad \(number): \(error)") }
            }
            let sensors = controller.sensors.isEmpty ? declaredSensors[controller.instanceID] ?? [] : controller.sensors
            return .added(pad: number, name: controller.name, rumble: controller.hasRumble, sensors: sensors)
        case .padRemoved(let instance):
            guard let number = numbers.removeValue(forKey: instance), let controller = controllers.removeValue(forKey: number) else {
                return nil
            }
            return .removed(pad: number, name: controller.name)
        case .padButton(let instance, let button, let down):
            return numbers[instance].map { .button(pad: $0, button, down: down) }
        case .padAxis(let instance, let axis, let value):
            return numbers[instance].map { .axis(pad: $0, axis, value: value) }
        case .padSensor(let instance, let sensor, let values):
            return numbers[instance].map { .motion(pad: $0, sensor, values: values) }
        default:
            return nil
        }
    }

    /// Gives the virtual pad `instance` the motion sensors a script says it has.
    func declare(sensors: [PadSensor], of instance: Int32) {
        declaredSensors[instance] = sensors
    }

    func rumble(pad: Int, strength: Double, ms: Int) {
        do { try controllers[pad]?.rumble(strength: strength, milliseconds: ms) } catch { printError("worm: pad \(pad): \(error)") }
    }
}
