import WormGame

/// What the command line says about assists and access (R113–R115): each flag for this run only, over the saved
/// setting, never saved unless the player changes that setting.
public struct AccessOptions: Equatable, Sendable {
    /// `--worm-time`.
    public var wormTime: Assists.WormTime?
    /// `--game-speed`, in percent.
    public var gameSpeed: Int?
    /// `--hit-radius`.
    public var hitRadius: Assists.HitRadius?
    /// `--practice`.
    public var practice = false
    /// `--one-switch`.
    public var oneSwitch = false
    /// `--text-size`, in percent.
    public var textSize: TextSize?
    /// `--high-contrast`.
    public var highContrast = false

    public init() {}

    /// The flags, as `--help` lists them.
    static let flags: [(name: String, value: String?, help: String)] = [
        ("--worm-time", "X", "every worm stays X times longer: 1, 1.5, 2 or 3 (an assist: rows go to the Assisted tables)"),
        ("--game-speed", "P", "the game runs at P % of its speed: 100, 90, 80, 70, 60 or 50 (an assist)"),
        ("--hit-radius", "R", "a press catches a worm within R pixels of its centre: 30, 40 or 50 (an assist)"),
        ("--practice", nil, "a press on the ground is no miss (an assist)"),
        ("--one-switch", nil, "play with one switch: Space, Enter, a left click, a tap or a pad's A; menus scan by themselves"),
        ("--text-size", "P", "text at P %: 100, 125 or 150"),
        ("--high-contrast", nil, "outlined sprites, text on solid backing"),
    ]

    /// Applies `flag` if it is one of these; returns false when it is not.
    mutating func apply(_ flag: String, _ value: String) throws -> Bool {
        switch flag {
        case "--worm-time":
            let times: [String: Assists.WormTime] = ["1": .normal, "1.0": .normal, "1.5": .oneAndAHalf, "2": .double,
                                                     "2.0": .double, "3": .triple, "3.0": .triple]
            guard let time = times[value] else { throw UsageError("--worm-time: \(Quoting.quote(value)) is not 1, 1.5, 2 or 3") }
            wormTime = time
        case "--game-speed":
            guard let percent = Int(value), Assists.gameSpeeds.contains(percent) else {
                throw UsageError("--game-speed: \(Quoting.quote(value)) is not 100, 90, 80, 70, 60 or 50")
            }
            gameSpeed = percent
        case "--hit-radius":
            guard let pixels = Int(value), let radius = Assists.HitRadius(rawValue: pixels) else {
                throw UsageError("--hit-radius: \(Quoting.quote(value)) is not 30, 40 or 50")
            }
            hitRadius = radius
        case "--practice":
            practice = true
        case "--one-switch":
            oneSwitch = true
        case "--text-size":
            guard let percent = Int(value), let size = TextSize(rawValue: percent) else {
                throw UsageError("--text-size: \(Quoting.quote(value)) is not 100, 125 or 150")
            }
            textSize = size
        case "--high-contrast":
            highContrast = true
        default:
            return false
        }
        return true
    }

    /// `assists` with the flags' over them.
    func over(_ assists: Assists) -> Assists {
        var result = assists
        if let wormTime { result.wormTime = wormTime }
        if let gameSpeed { result.gameSpeedPercent = gameSpeed }
        if let hitRadius { result.hitRadius = hitRadius }
        if practice { result.practice = true }
        return result
    }

    /// `access` with the flags' over it.
    func over(_ access: AccessSettings) -> AccessSettings {
        var result = access
        if oneSwitch { result.oneSwitch = true }
        if let textSize { result.textSize = textSize }
        if highContrast { result.highContrast = true }
        return result
    }
}

extension AccessOptions {
    /// Only the access flags of `options` (the player changed the assists: their flags no longer hold).
    init(keepingAccessOf options: AccessOptions) {
        self.init()
        oneSwitch = options.oneSwitch
        textSize = options.textSize
        highContrast = options.highContrast
    }

    /// Only the assists' flags of `options` (the player changed the access settings).
    init(keepingAssistsOf options: AccessOptions) {
        self.init()
        wormTime = options.wormTime
        gameSpeed = options.gameSpeed
        hitRadius = options.hitRadius
        practice = options.practice
    }
}
