import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// The particle canvas draws, pixel for pixel, what one `SDL_RenderCopyF` a particle draws on SDL's
/// software renderer: in the game's own scenes, and in crowds that overlap, saturate and cross every edge.
nonisolated final class ParticleCanvasTests: XCTestCase, @unchecked Sendable {
    @MainActor
    var fixture: RenderFixture { RenderFixture.shared }

    /// The ways the canvas can share its work: one thread, and two with each thread drawing the lower rows.
    nonisolated static let ways: [(threads: Int, sharing: ParticleCanvas.Sharing)] =
        [(1, .firstCome), (2, .helper), (2, .caller), (2, .firstCome)]

    /// The per-particle copies: the reference.
    @MainActor var copyScene: SceneRenderer { Self.copies }
    @MainActor static let copies = SceneRenderer(renderer: RenderFixture.shared.renderer, sprites: RenderFixture.shared.sprites,
                                                 particleDrawing: .copies)
    /// The canvas, with room for the crowds, drawing every pool however sparse.
    @MainActor var canvasScene: SceneRenderer { Self.canvas }
    @MainActor static let canvas: SceneRenderer = {
        let fixture = RenderFixture.shared
        let scene = SceneRenderer(renderer: fixture.renderer, sprites: fixture.sprites, particleDrawing: .canvas,
                                  particleCapacity: 8_192)
        scene.canvas?.sparseLimit = nil
        return scene
    }()

    /// The worm of every frame (the benchmark's).
    nonisolated static let worm = Worm(number: 1, x: 160, y: 300, visibleMs: 1_500, spawnedAtMs: 0)

    /// Draws one frame with `scene` and reads it back.
    @MainActor
    func frame(_ scene: SceneRenderer, stardust: ParticlePool, explosion: ParticlePool) throws -> Image {
        try scene.drawField(stardust: stardust, worms: CollectionOfOne((Self.worm, ageMs: 1_000)), explosion: explosion,
                            message: "Canvas")
        return try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    /// `count` particles anywhere in and round the playfield: sizes from 0 to 38 pixels (over the vector
    /// kernel's 32), every blue and opacity, many on top of each other so that colours saturate.
    @MainActor
    func crowd(_ count: Int, seed: UInt64) -> ParticlePool {
        var random = SplitMix64(seed: seed)
        var pool = ParticlePool(capacity: count)
        for index in 0..<count {
            var particle = ParticleKind.explosion.makeParticle(
                atX: random.unit() * 420 - 50, y: random.unit() * 580 - 50, random: &random)
            particle.scale = random.unit() * (index % 5 == 0 ? 2.4 : 1.6)
            particle.blue = random.unit()
            particle.lifeMs = index % 2 == 0 ? 1 + Int(random.unit() * 249) : 250 + Int(random.unit() * 500)
            if index % 3 == 0 { (particle.x, particle.y) = (160 + random.unit() * 10, 240 + random.unit() * 10) }
            pool.add(particle)
        }
        return pool
    }

    /// Compares the canvas with the copies for every kernel this processor runs, drawn in place and added.
    @MainActor
    func assertCanvasMatchesCopies(stardust: ParticlePool, explosion: ParticlePool, copies: SceneRenderer? = nil,
                                   canvas: SceneRenderer? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let copyScene = copies ?? self.copyScene, canvasScene = canvas ?? self.canvasScene
        let expected = try frame(copyScene, stardust: stardust, explosion: explosion)
        for inPlace in [true, false] {
            for kernel in ParticleCanvas.availableKernels {
                for (threads, sharing) in Self.ways {
                    canvasScene.canvas?.drawsInPlace = inPlace
                    canvasScene.canvas?.use(kernel)
                    canvasScene.canvas?.threadCount = threads
                    canvasScene.canvas?.sharing = sharing
                    let actual = try frame(canvasScene, stardust: stardust, explosion: explosion)
                    let comparison = GoldenImage.compare(actual, expected, tolerance: 0)
                    XCTAssertEqual(comparison.differing, 0, "\(kernel) kernel, \(inPlace ? "in place" : "added"), "
                                   + "\(threads) thread(s), \(sharing): first difference at x=\(comparison.first.x) y=\(comparison.first.y)",
                                   file: file, line: line)
                }
            }
        }
        canvasScene.canvas?.drawsInPlace = true
        canvasScene.canvas?.use(.avx2)
        canvasScene.canvas?.threadCount = 2
        canvasScene.canvas?.sharing = .firstCome
    }

    func testCanvasIsMadeWithItsKernels() {
        MainActor.assumeIsolated {
            XCTAssertNotNil(canvasScene.canvas, "the canvas strategy falls back to copies only when it cannot be made")
            XCTAssertTrue(ParticleCanvas.availableKernels.contains(.portable), "built with clang's vectors")
            #if arch(x86_64)
            let avx2 = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.contains(" avx2") ?? false
            XCTAssertEqual(ParticleCanvas.availableKernels.contains(.avx2), avx2, "AVX2 exactly where the processor has it")
            #endif
        }
    }

    func testExplosionAndStardustOfAGame() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 4)
            harness.catchWorms(10)
            harness.run(through: harness.game.timeMs + 500)
            XCTAssertGreaterThan(harness.game.effects.stardust.count, 50)
            XCTAssertGreaterThan(harness.game.effects.explosion.count, 50)
            try assertCanvasMatchesCopies(stardust: harness.game.effects.stardust, explosion: harness.game.effects.explosion)
        }
    }

    /// Few particles (drawn in their own order) and many (grouped by colour first).
    func testCrowdsAcrossTheEdges() throws {
        try MainActor.assumeIsolated {
            try assertCanvasMatchesCopies(stardust: crowd(300, seed: 1), explosion: crowd(200, seed: 2))
            try assertCanvasMatchesCopies(stardust: crowd(3_000, seed: 3), explosion: crowd(6_000, seed: 4))
        }
    }

    /// 20,000 faint particles all over the playfield: translucent, alpha 1 to 4, but one in fifty
    /// opaque and small (both kinds are sorted).
    @MainActor
    func faintCrowd() -> ParticlePool {
        var random = SplitMix64(seed: 8)
        var pool = ParticlePool(capacity: 20_000)
        for index in 0..<20_000 {
            var particle = ParticleKind.explosion.makeParticle(
                atX: random.unit() * 360 - 20, y: random.unit() * 520 - 20, random: &random)
            particle.blue = random.unit()
            particle.lifeMs = index % 50 == 0 ? 500 : 1 + Int(random.unit() * 4)
            particle.scale = index % 50 == 0 ? 0.25 : particle.scale
            pool.add(particle)
        }
        return pool
    }

    /// A particle texture of the player's (a resources folder given with `--resources`) need not be
    /// white: coloured texels take the kernels' general way, which groups the particles by colour.
    func testAColouredParticleTexture() throws {
        try MainActor.assumeIsolated {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-coloured-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var pixels: [UInt8] = []
            for y in 0..<16 {
                for x in 0..<16 {
                    let distance = abs(x * 2 - 15) + abs(y * 2 - 15)
                    pixels += [UInt8(40 + x * 13), UInt8(250 - y * 11), UInt8((x * y * 7) % 256), UInt8(max(0, 255 - distance * 9))]
                }
            }
            try Image(width: 16, height: 16, pixels: pixels).savePNG(path: folder.appendingPathComponent("particle.png").path)
            let files = ResourceFiles(custom: folder.path, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
            let sprites = try Sprites(renderer: fixture.renderer, files: files)
            let copies = SceneRenderer(renderer: fixture.renderer, sprites: sprites, particleDrawing: .copies)
            let canvas = SceneRenderer(renderer: fixture.renderer, sprites: sprites, particleDrawing: .canvas, particleCapacity: 8_192)
            canvas.canvas?.sparseLimit = nil
            try assertCanvasMatchesCopies(stardust: crowd(300, seed: 9), explosion: crowd(200, seed: 10), copies: copies, canvas: canvas)
            try assertCanvasMatchesCopies(stardust: crowd(3_000, seed: 11), explosion: crowd(6_000, seed: 12),
                                          copies: copies, canvas: canvas)
            try assertCanvasMatchesCopies(stardust: ParticlePool(capacity: 0), explosion: faintCrowd(), copies: copies, canvas: canvas)
        }
    }

    /// So many that the translucent ones are grouped by colour too (from 8,192 of them in one pool), and
    /// drawn by two threads, each its half of the rows; faint enough that no pixel saturates, so that
    /// each particle shows: one lost or drawn twice would change the picture.
    func testAHugeFaintCrowd() throws {
        try MainActor.assumeIsolated {
            let pool = faintCrowd()
            let empty = ParticlePool(capacity: 0)
            let without = try frame(copyScene, stardust: empty, explosion: empty).pixels
            let with = try frame(copyScene, stardust: empty, explosion: pool).pixels
            let changed = stride(from: 0, to: with.count, by: 4).filter { with[$0..<$0 + 3] != without[$0..<$0 + 3] }
            let saturated = changed.filter { with[$0..<$0 + 3].contains(255) }
            XCTAssertGreaterThan(changed.count, Playfield.width * Playfield.height / 2, "the crowd covers the playfield")
            XCTAssertLessThan(saturated.count, changed.count / 20, "few pixels saturate, so every particle counts")
            try assertCanvasMatchesCopies(stardust: ParticlePool(capacity: 0), explosion: pool)
        }
    }

    /// Rows drawn in one frame and empty in the next are cleared in the texture too.
    func testAFrameAfterACrowd() throws {
        try MainActor.assumeIsolated {
            try checkAFrameAfterACrowd()
            canvasScene.canvas?.drawsInPlace = false
            try checkAFrameAfterACrowd()
            canvasScene.canvas?.drawsInPlace = true
        }
    }

    @MainActor
    func checkAFrameAfterACrowd() throws {
        let empty = ParticlePool(capacity: 0)
        _ = try frame(canvasScene, stardust: crowd(3_000, seed: 5), explosion: crowd(3_000, seed: 6))
        var few = ParticlePool(capacity: 1)
        var random = SplitMix64(seed: 7)
        few.add(ParticleKind.explosion.makeParticle(atX: 100, y: 400, random: &random))
        let expected = try frame(copyScene, stardust: empty, explosion: few)
        XCTAssertEqual(try frame(canvasScene, stardust: empty, explosion: few), expected)
        XCTAssertEqual(try frame(canvasScene, stardust: empty, explosion: empty),
                       try frame(copyScene, stardust: empty, explosion: empty))
    }

    /// On the software renderer the canvas leaves sparse pools to the copies, and draws dense ones.
    func testSparsePoolsAreLeftToCopies() throws {
        try MainActor.assumeIsolated {
            let scene = SceneRenderer(renderer: fixture.renderer, sprites: fixture.sprites, particleDrawing: .canvas)
            let canvas = try XCTUnwrap(scene.canvas)
            XCTAssertEqual(canvas.sparseLimit, 3)
            var random = SplitMix64(seed: 8)
            var sparse = ParticlePool(capacity: 2), dense = ParticlePool(capacity: 100)
            // Two particles at either side of the same rows: their bands are mostly empty.
            sparse.add(ParticleKind.explosion.makeParticle(atX: 20, y: 240, random: &random))
            sparse.add(ParticleKind.explosion.makeParticle(atX: 300, y: 240, random: &random))
            for _ in 0..<100 { dense.add(ParticleKind.explosion.makeParticle(atX: 160, y: 240, random: &random)) }
            XCTAssertFalse(try canvas.draw(sparse, on: fixture.renderer))
            XCTAssertTrue(try canvas.draw(dense, on: fixture.renderer))
            XCTAssertEqual(try frame(scene, stardust: sparse, explosion: dense), try frame(copyScene, stardust: sparse, explosion: dense))
        }
    }

    /// The tint's rounding without the C library gives the bytes `rounded()` gives: at every halfway
    /// point and its neighbours, and at random.
    func testTintBytesRoundAsRoundedDoes() {
        MainActor.assumeIsolated {
            var units: [Double] = [0, 1, 0.5 / 255]
            for k in 0...255 {
                let half = (Double(k) + 0.5) / 255
                units += [half, half.nextUp, half.nextDown, Double(k) / 255, (Double(k) / 255).nextDown]
            }
            var random = SplitMix64(seed: 9)
            for _ in 0..<100_000 { units.append(random.unit()) }
            for unit in units where unit >= 0 && unit <= 1 {
                XCTAssertEqual(SceneRenderer.byte(unit), UInt8((unit * 255).rounded()), "\(unit)")
            }
        }
    }

    /// In a window twice the playfield's size, letterboxed, the canvas is drawn at playfield size and
    /// scaled: the particles are the playfield's with every pixel doubled, inside the box only.
    func testScaledWindow() throws {
        try MainActor.assumeIsolated {
            let window = try Window(title: "worm scaled", width: 680, height: 1_000, fullscreen: false)
            let renderer = try Renderer(window: window, software: true, vsync: false)
            let files = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
            let scene = SceneRenderer(renderer: renderer, sprites: try Sprites(renderer: renderer, files: files),
                                      particleDrawing: .canvas)
            scene.canvas?.sparseLimit = nil
            let pool = crowd(2_000, seed: 10)
            /// Only the particles, on black.
            @MainActor func particles(_ scene: SceneRenderer) throws -> Image {
                try scene.renderer.clear(.black)
                try scene.renderer.clip(width: Playfield.width, height: Playfield.height)
                try scene.draw(pool)
                return try scene.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            }
            renderer.placement = Placement(scale: 2, offsetX: 20, offsetY: 20)
            let scaled = try particles(scene)
            let small = try particles(canvasScene)
            XCTAssertEqual(scaled.width, 640)
            var differing = 0
            for y in 0..<960 {
                for x in 0..<640 {
                    let big = (y * 640 + x) * 4, one = (y / 2 * 320 + x / 2) * 4
                    if scaled.pixels[big..<big + 3] != small.pixels[one..<one + 3] { differing += 1 }
                }
            }
            XCTAssertEqual(differing, 0)
            XCTAssertGreaterThan(small.pixels.filter { $0 != 0 && $0 != 255 }.count, 100_000, "particles were drawn")
            renderer.placement = .identity
            let corner = try renderer.readPixels(width: 680, height: 20)
            XCTAssertTrue(corner.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 0 }, "the bars stay black")
        }
    }
}
