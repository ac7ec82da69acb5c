#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import WormApp
import WormGame

/// The benchmark's scenes, drawn by the game's own drawing code on SDL's software renderer with the
/// dummy video driver. `scripts/benchmark/scenes.c` draws the same scenes with the same SDL calls in C;
/// both end with a checksum of the last frame, so equal checksums show the two did the same work.
/// The particle canvas is also timed against the game's own copies in the same run, frame by frame
/// (`--against-copies`): the two ways draw the same state one after the other, so a busy moment of
/// the shared machine falls on both, and their last frames are compared.
enum Benchmark {
    /// What to run, from the command line of `worm-bench`.
    struct Settings {
        var scene = "classic"
        var frames = 300
        var drawing = ParticleDrawing.copies
        var cLine: String?
        /// Whether each frame is drawn with one copy a particle too, timed apart, to compare with.
        var againstCopies = false
        /// How many threads the particle canvas draws with (nil: its default, two where there are two
        /// processors or more).
        var canvasThreads: Int?
        /// SDL's software renderer (the dummy video driver) or OpenGL (a real X11 window, for an accelerated renderer).
        var renderer = RendererKind.software
    }

    /// Simulated steps per frame (4 × 4 ms: a frame of about 60 Hz).
    static let stepsPerFrame = 4
    /// The classic scene starts a new explosion this often, in steps (once a second).
    static let explosionEverySteps = 250
    /// The worm and the message line of every scene.
    static let worm = Worm(number: 1, x: 160, y: 300, visibleMs: 1_500, spawnedAtMs: 0)
    static let message = "Worms caught 12 missed 3"
    /// The arcade scene's three worms.
    static let arcadeWorms = [Worm(number: 1, x: 80, y: 180, visibleMs: 1_500, spawnedAtMs: 0),
                              Worm(number: 2, x: 240, y: 260, visibleMs: 1_500, spawnedAtMs: 0),
                              Worm(number: 3, x: 160, y: 380, visibleMs: 1_500, spawnedAtMs: 0)]

    /// Runs `worm-bench` with `arguments`; prints one JSON line and returns the exit status.
    static func main(arguments: [String]) -> Int32 {
        do {
            let settings = try parse(arguments)
            print(try run(settings))
            return 0
        } catch let error as UsageError {
            printError("worm-bench: \(error.message)")
            return 2
        } catch {
            printError("worm-bench: \(error)")
            return 1
        }
    }

    static func parse(_ arguments: [String]) throws -> Settings {
        var settings = Settings()
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(arguments[index - 1]): missing value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--scene": settings.scene = try value()
            case "--frames":
                guard let frames = Int(try value()), frames > 0 else { throw UsageError("--frames: not a positive number") }
                settings.frames = frames
            case "--drawing":
                guard let drawing = ParticleDrawing(rawValue: try value()) else {
                    throw UsageError("--drawing: copies, geometry or canvas")
                }
                settings.drawing = drawing
            case "--c-line": settings.cLine = try value()
            case "--against-copies": settings.againstCopies = true
            case "--canvas-threads":
                guard let threads = Int(try value()), (1...2).contains(threads) else { throw UsageError("--canvas-threads: 1 or 2") }
                settings.canvasThreads = threads
            case "--renderer":
                settings.renderer = RendererKind(name: try value())
                guard settings.renderer == .software || settings.renderer == .opengl else {
                    throw UsageError("--renderer: software or opengl")
                }
            default: throw UsageError("unknown option '\(arguments[index])'")
            }
            index += 1
        }
        guard ["classic", "arcade"].contains(settings.scene) || particleTarget(settings.scene) != nil else {
            throw UsageError("--scene: classic, arcade or particles-N")
        }
        return settings
    }

    /// N of a `particles-N` scene.
    static func particleTarget(_ scene: String) -> Int? {
        guard scene.hasPrefix("particles-"), let count = Int(scene.dropFirst("particles-".count)), count > 0 else { return nil }
        return count
    }

    /// Runs one scene and describes it as a JSON line.
    static func run(_ settings: Settings) throws -> String {
        let software = settings.renderer == .software
        try Platform.start(headless: software, audio: false)
        defer { Platform.stop() }
        if !software { Platform.preferRenderDriver(settings.renderer.name) }
        let window = try Window(title: "worm-bench", width: Playfield.width, height: Playfield.height, fullscreen: false)
        let renderer = try Renderer(window: window, software: software, vsync: false)
        guard renderer.kind == settings.renderer else {
            throw RuntimeFailure("asked for the \(settings.renderer.name) renderer, SDL gave \(renderer.name)")
        }
        let sprites = try Sprites(renderer: renderer, files: ResourceFiles(custom: nil, bundled: try ResourceFiles.bundledFolder()))
        let target = particleTarget(settings.scene) ?? 0
        let scene = SceneRenderer(renderer: renderer, sprites: sprites, particleDrawing: settings.drawing,
                                  particleCapacity: max(target, 4_096))
        if let threads = settings.canvasThreads { scene.canvas?.threadCount = threads }
        let copies = settings.againstCopies ? SceneRenderer(renderer: renderer, sprites: sprites, particleDrawing: .copies) : nil
        var state = BenchState(target: target, arcade: settings.scene == "arcade")
        var update: [Double] = [], render: [Double] = [], frame: [Double] = [], copiesFrame: [Double] = []
        update.reserveCapacity(settings.frames)
        render.reserveCapacity(settings.frames)
        frame.reserveCapacity(settings.frames)
        copiesFrame.reserveCapacity(settings.frames)
        var sizeSum = 0.0, sizeCount = 0
        var checksum: UInt64 = 0, copiesChecksum: UInt64 = 0
        var allocationsBefore: UInt64?
        var copiesAllocations: UInt64 = 0  // made by the copies drawn to compare with, not counted
        for index in 0..<settings.frames {
            if index == 1 { allocationsBefore = AllocationCounter.count() }
            let start = Platform.seconds()
            for _ in 0..<stepsPerFrame { state.step() }
            let updated = Platform.seconds()
            try draw(state, with: scene, last: index == settings.frames - 1, checksum: &checksum)
            let end = Platform.seconds()
            update.append((updated - start) * 1000)
            render.append((end - updated) * 1000)
            frame.append((end - start) * 1000)
            if let copies {
                let allocated = AllocationCounter.count()
                let copiesStart = Platform.seconds()
                try draw(state, with: copies, last: index == settings.frames - 1, checksum: &copiesChecksum)
                copiesFrame.append((updated - start + Platform.seconds() - copiesStart) * 1000)
                if index >= 1, let allocated, let now = AllocationCounter.count() { copiesAllocations += now - allocated }
            }
            for pool in [state.pool, state.effects.explosion, state.effects.stardust] {
                for particle in pool.particles { sizeSum += Double(SceneRenderer.particleSize) * particle.scale }
                sizeCount += pool.count
            }
        }
        let allocations = allocationsBefore.flatMap { before in AllocationCounter.count().map { $0 - before - copiesAllocations } }

        var json = JSONLine()
        json.add("scene", settings.scene)
        json.add("program", "swift")
        json.add("drawing", settings.drawing.rawValue)
        json.add("renderer", settings.renderer.name)
        json.add("particles", state.pool.count + state.effects.particleCount)
        json.add("particle_px", rounded(sizeCount > 0 ? sizeSum / Double(sizeCount) : 0))
        json.add("frames", settings.frames)
        let frameMs = median(frame)
        json.add("update_ms", rounded(median(update)))
        json.add("render_ms", rounded(median(render)))
        json.add("frame_ms", rounded(frameMs))
        json.add("checksum", String(checksum, radix: 16))
        if let allocations {
            json.add("allocations_per_frame", rounded(Double(allocations) / Double(settings.frames - 1)))
        }
        if let cLine = settings.cLine, let c = try? JSONValue.parse(cLine).object,
           case .number(let cFrame)? = c["frame_ms"], case .string(let cChecksum)? = c["checksum"] {
            json.add("c_frame_ms", rounded(cFrame))
            json.add("ratio", rounded(frameMs / cFrame))
            json.add("same_pixels_as_c", cChecksum == String(checksum, radix: 16))
            if case .number(let cAllocations)? = c["allocations_per_frame"] {
                json.add("c_allocations_per_frame", cAllocations)
            }
        }
        if copies != nil {
            let copiesMs = median(copiesFrame)
            json.add("copies_frame_ms", rounded(copiesMs))
            json.add("ratio_to_copies", rounded(frameMs / copiesMs))
            json.add("same_pixels_as_copies", copiesChecksum == checksum)
        }
        return json.line
    }

    /// Draws and presents one frame of `state` with `scene`, the way the game draws its field; the `last`
    /// one's pixels are checksummed (into `checksum`: returned as an optional, it cost a heap allocation every frame).
    /// The arcade scene is Arcade mode's busiest moments: stardust behind three worms, explosions over them.
    static func draw(_ state: BenchState, with scene: SceneRenderer, last: Bool, checksum: inout UInt64) throws {
        if state.arcade {
            try scene.drawField(stardust: state.effects.stardust, worms: arcadeWorms.lazy.map { ($0, ageMs: 1_000) },
                                explosion: state.effects.explosion, message: message)
        } else {
            try scene.drawField(stardust: ParticlePool(capacity: 0), worms: CollectionOfOne((worm, ageMs: 1_000)),
                                explosion: state.pool, message: message)
        }
        if last {
            checksum = fnv1a(try scene.renderer.readPixels(width: Playfield.width, height: Playfield.height).pixels)
        }
        scene.renderer.present()
    }

    /// Three decimals.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// The median of a list of timings.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// FNV-1a, 64 bits: a checksum of the last frame to compare with the C program's.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// The particles of a benchmark scene, moved by the game's own particle code.
struct BenchState {
    var pool: ParticlePool
    let target: Int
    var random = SplitMix64(seed: 12_345)
    var emitter: Emitter?
    var steps = 0
    /// Whether this is the arcade scene, whose particles are `effects`'.
    let arcade: Bool
    /// The arcade scene's explosions and stardust, by the game's own effects code.
    var effects = Effects(seed: 12_345)

    /// A scene of `target` particles kept alive (0: the classic scene's one explosion a second), or
    /// the arcade scene.
    init(target: Int, arcade: Bool = false) {
        self.target = target
        self.arcade = arcade
        pool = ParticlePool(capacity: max(target, 4_096))
        for index in 0..<target {
            var particle = ParticleKind.explosion.makeParticle(atX: random.unit() * 320, y: random.unit() * 480, random: &random)
            particle.lifeMs = 4 + index * 746 / target  // deaths spread evenly over a lifetime
            pool.add(particle)
        }
    }

    /// One 4 ms step: move the particles, then emit (classic) or replace the dead (particles-N).
    mutating func step() {
        if arcade {
            // Two explosions a second at two worms, and stardust across the field every three seconds.
            if steps % Benchmark.explosionEverySteps == 0 {
                for worm in Benchmark.arcadeWorms.prefix(2) { effects.start(.explosion, x: Double(worm.x), y: Double(worm.y)) }
            }
            if steps % (3 * Benchmark.explosionEverySteps) == 0 { effects.start(.stardust, x: 0, y: 240) }
            effects.update(stepMs: Simulation.stepMs)
            steps += 1
            return
        }
        pool.update(stepMs: Simulation.stepMs, scaleSpeed: ParticleKind.scaleSpeed, blueSpeed: ParticleKind.blueSpeed)
        if target == 0 {
            if steps % Benchmark.explosionEverySteps == 0 {
                emitter = Emitter(kind: .explosion, x: Double(Benchmark.worm.x), y: Double(Benchmark.worm.y))
            }
            emitter?.emit(stepMs: Simulation.stepMs, into: &pool, random: &random)
        } else {
            while pool.count < target {
                pool.add(ParticleKind.explosion.makeParticle(atX: random.unit() * 320, y: random.unit() * 480, random: &random))
            }
        }
        steps += 1
    }
}

/// Counts heap allocations when `scripts/bench` preloads its counter (`alloc_count.c`); nil otherwise.
enum AllocationCounter {
    /// The number of malloc, calloc and realloc calls so far, if the counter is loaded.
    static func count() -> UInt64? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "worm_allocation_count") else { return nil }
        let function = unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
        return function()
    }
}
