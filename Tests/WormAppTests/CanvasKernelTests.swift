import CParticles
import WormGame
import XCTest
@testable import WormApp

/// The particle canvas's kernels draw, pixel for pixel, what its scalar kernel (SDL's arithmetic, which
/// `ParticleCanvasTests` hold to SDL's own copies) draws: for white and coloured textures of several
/// sizes, splats of every size, tint and opacity across every edge, with one thread and two; and
/// `worm_canvas_draw_onto` draws the same onto pixels of its caller's, within their margins.
nonisolated final class CanvasKernelTests: XCTestCase, @unchecked Sendable {
    /// A canvas the size of the playfield.
    let width = 320, height = 480

    /// A texture of `side` × `side` texels: white, or coloured, with alpha falling off from the middle.
    func texture(side: Int, white: Bool) -> [UInt32] {
        (0..<side * side).map { index in
            let x = index % side, y = index / side
            let distance = abs(x * 2 - side + 1) + abs(y * 2 - side + 1)
            let alpha = UInt32(max(0, 255 - distance * 160 / side))
            let colour = white ? 0xFF_FFFF : UInt32((40 + x * 13) % 256) << 16 | UInt32((250 - y * 11) % 256) << 8 | UInt32((x * y * 7) % 256)
            return alpha << 24 | colour
        }
    }

    /// `count` splats in and round the canvas, of sizes 0 to 40, mostly tinted as the game tints
    /// (255, 255, blue, alpha) but one in five with other reds and greens.
    func splats(_ count: Int, seed: UInt64) -> [WormSplat] {
        var random = SplitMix64(seed: seed)
        func below(_ bound: Int) -> Int { Int(random.unit() * Double(bound)) }
        return (0..<count).map { index in
            let tinted = index % 5 == 0
            return WormSplat(x: Int32(below(width + 80) - 40), y: Int32(below(height + 80) - 40), size: Int32(below(41)),
                             red: tinted ? UInt8(below(256)) : 255, green: tinted ? UInt8(below(256)) : 255,
                             blue: UInt8(below(256)), alpha: index % 3 == 0 ? 255 : UInt8(below(40)))
        }
    }

    /// The visible pixels of a canvas after drawing `splats` with `kernel`, `threads` and `sharing`.
    func drawn(_ splats: [WormSplat], texels: [UInt32], side: Int, kernel: WormCanvasKernel, threads: Int32 = 1,
               sharing: WormCanvasSharing = WormCanvasSharingFirstCome) throws -> [UInt32] {
        let canvas = try XCTUnwrap(worm_canvas_create(Int32(width), Int32(height), texels, Int32(side), Int32(side), 16))
        defer { worm_canvas_destroy(canvas) }
        worm_canvas_set_kernel(canvas, kernel)
        worm_canvas_set_threads(canvas, threads)
        worm_canvas_set_sharing(canvas, sharing)
        worm_canvas_draw(canvas, splats, Int32(splats.count))
        let pixels = worm_canvas_pixels(canvas)!, stride = Int(worm_canvas_pitch(canvas)) / 4
        return (0..<height).flatMap { y in (0..<width).map { x in pixels[y * stride + x] } }
    }

    /// The kernels this processor runs.
    var kernels: [WormCanvasKernel] {
        [WormCanvasKernelScalar, WormCanvasKernelPortable, WormCanvasKernelAVX2].filter { worm_canvas_has_kernel($0) != 0 }
    }

    func testEveryKernelDrawsWhatTheScalarKernelDraws() throws {
        let ways: [(Int32, WormCanvasSharing)] = [(1, WormCanvasSharingFirstCome), (2, WormCanvasSharingHelper),
                                                  (2, WormCanvasSharingCaller), (2, WormCanvasSharingFirstCome)]
        for (side, white) in [(16, true), (16, false), (20, true), (12, false)] {
            let texels = texture(side: side, white: white)
            // Few (drawn in their own order), and many (grouped, and shared between threads).
            for crowd in [splats(300, seed: UInt64(side)), splats(4_000, seed: UInt64(side) + 1)] {
                let expected = try drawn(crowd, texels: texels, side: side, kernel: WormCanvasKernelScalar)
                XCTAssertGreaterThan(Set(expected).count, 1000, "a picture with plenty in it")
                for kernel in kernels {
                    for (threads, sharing) in ways {
                        let actual = try drawn(crowd, texels: texels, side: side, kernel: kernel, threads: threads, sharing: sharing)
                        let differing = zip(actual, expected).filter { $0 != $1 }.count
                        XCTAssertEqual(differing, 0, "\(side) px \(white ? "white" : "coloured") texture, \(crowd.count) splats, "
                                       + "kernel \(kernel.rawValue), \(threads) thread(s), sharing \(sharing.rawValue)")
                    }
                }
            }
        }
    }

    /// Drawn onto a frame of the caller's: the same pixels and bands as on the canvas, nothing written
    /// outside the rows' margins, and a pitch without room for them refused.
    func testDrawingOntoPixelsOfTheCallers() throws {
        let texels = texture(side: 16, white: true), crowd = splats(4_000, seed: 7)
        let margin = Int(WormCanvasMargin), guardBand = 8, stride = width + 2 * margin + 2 * guardBand
        for kernel in kernels {
            for threads: Int32 in [1, 2] {
                let canvas = try XCTUnwrap(worm_canvas_create(Int32(width), Int32(height), texels, 16, 16, 16))
                defer { worm_canvas_destroy(canvas) }
                worm_canvas_set_kernel(canvas, kernel)
                worm_canvas_set_threads(canvas, threads)
                // Guard pixels round the rows and their margins, which must stay as they are.
                let sentinel: UInt32 = 0x1234_5678
                var frame = [UInt32](repeating: sentinel, count: stride * (height + 2))
                for y in 0..<height {
                    for x in 0..<(width + 2 * margin) { frame[(y + 1) * stride + guardBand + x] = 0xFF00_0000 }
                }
                var areas = [WormCanvasArea](repeating: WormCanvasArea(), count: height / 16)
                let count = frame.withUnsafeMutableBufferPointer { frame in
                    worm_canvas_draw_onto(canvas, frame.baseAddress! + stride + guardBand + margin, Int32(stride * 4),
                                          crowd, Int32(crowd.count), &areas, Int32(areas.count))
                }
                let expected = try drawn(crowd, texels: texels, side: 16, kernel: WormCanvasKernelScalar)
                let visible = (0..<height).flatMap { y in (0..<width).map { x in frame[(y + 1) * stride + guardBand + margin + x] } }
                XCTAssertEqual(zip(visible, expected).filter { $0 != $1 }.count, 0, "kernel \(kernel.rawValue), \(threads) thread(s)")
                let guards = (0..<height + 2).flatMap { y in
                    (0..<stride).filter { x in y == 0 || y == height + 1 || x < guardBand || x >= stride - guardBand }
                        .map { frame[y * stride + $0] }
                }
                XCTAssertTrue(guards.allSatisfy { $0 == sentinel }, "nothing written past the margins")
                // The bands: as many as the canvas reports after the same draw, and the canvas itself untouched.
                var area = WormCanvasArea()
                XCTAssertEqual(worm_canvas_drawn(canvas, &area), 0, "the canvas's own account is untouched")
                worm_canvas_draw(canvas, crowd, Int32(crowd.count))
                var own = [WormCanvasArea](repeating: WormCanvasArea(), count: height / 16)
                let ownCount = worm_canvas_drawn_bands(canvas, &own, Int32(own.count))
                XCTAssertEqual(count, ownCount)
                XCTAssertEqual(areas.prefix(Int(count)).map { [$0.left, $0.top, $0.right, $0.bottom] },
                               own.prefix(Int(ownCount)).map { [$0.left, $0.top, $0.right, $0.bottom] })
                var short = [UInt32](repeating: 0, count: (width + margin) * height)
                XCTAssertEqual(short.withUnsafeMutableBufferPointer { short in
                    worm_canvas_draw_onto(canvas, short.baseAddress! + margin, Int32((width + margin) * 4), crowd,
                                          Int32(crowd.count), &areas, Int32(areas.count))
                }, -1, "rows without room for both margins are refused")
            }
        }
    }

    /// A particle with its life in a 32-bit integer, as a 32-bit processor's `Int` would be, followed by
    /// four bytes that a reader of 64 bits would take for part of it.
    struct NarrowParticle {
        var x, y, scale, blue: Double
        var life: Int32
        var after: Int32 = -1
    }

    /// Particles are made splats as `SceneRenderer` makes its copies (the square, truncated, and the
    /// tint), those off the playfield or not numbers skipped, from 64-bit and 32-bit lives alike.
    func testGatheringMakesTheCopiesSquaresAndTints() throws {
        try MainActor.assumeIsolated {
            var random = SplitMix64(seed: 3)
            var pool = ParticlePool(capacity: 2_000)
            for index in 0..<2_000 {
                var particle = ParticleKind.explosion.makeParticle(atX: random.unit() * 400 - 40, y: random.unit() * 560 - 40,
                                                                   random: &random)
                particle.scale = random.unit() * 2.5
                particle.blue = random.unit()
                particle.lifeMs = Int(random.unit() * 600)
                switch index % 50 {
                case 0: particle.x = .nan
                case 1: particle.scale = .infinity
                case 2: particle.y = -.infinity
                case 3: particle.scale = 1e12
                default: break
                }
                pool.add(particle)
            }
            let expected = pool.particles.compactMap { particle -> WormSplat? in
                let size = SceneRenderer.particleSize * Float(particle.scale)
                let x = Float(particle.x) - size / 2, y = Float(particle.y) - size / 2
                guard x < 320, y < 480, x + size > 0, y + size > 0, size < 65_536 else { return nil }
                let tint = SceneRenderer.tint(particle)
                return WormSplat(x: Int32(x), y: Int32(y), size: Int32(size), red: tint.red, green: tint.green,
                                 blue: tint.blue, alpha: tint.alpha)
            }
            XCTAssertGreaterThan(expected.count, 1_000)
            XCTAssertLessThan(expected.count, 1_960, "some are off the playfield or not numbers")
            let canvas = try XCTUnwrap(worm_canvas_create(Int32(width), Int32(height), texture(side: 16, white: true), 16, 16, 16))
            defer { worm_canvas_destroy(canvas) }
            @MainActor func gathered<Item>(_ items: [Item], layout: WormParticleLayout) -> [WormSplat] {
                var splats = [WormSplat](repeating: WormSplat(), count: items.count)
                let result = items.withUnsafeBufferPointer { items in
                    ParticleCanvas.alphas.withUnsafeBufferPointer { alphas in
                        worm_canvas_gather(canvas, items.baseAddress, Int32(items.count), layout, SceneRenderer.particleSize,
                                           alphas.baseAddress, &splats)
                    }
                }
                return Array(splats.prefix(Int(result.count)))
            }
            func fields(_ splats: [WormSplat]) -> [[Int32]] {
                splats.map { [$0.x, $0.y, $0.size, Int32($0.red), Int32($0.green), Int32($0.blue), Int32($0.alpha)] }
            }
            XCTAssertEqual(fields(gathered(pool.particles, layout: ParticleCanvas.layout)), fields(expected))
            let narrow = pool.particles.map { NarrowParticle(x: $0.x, y: $0.y, scale: $0.scale, blue: $0.blue, life: Int32($0.lifeMs)) }
            func offset<Value>(_ field: KeyPath<NarrowParticle, Value>) -> Int32 { Int32(MemoryLayout<NarrowParticle>.offset(of: field)!) }
            let layout = WormParticleLayout(stride: Int32(MemoryLayout<NarrowParticle>.stride), x: offset(\.x), y: offset(\.y),
                                            scale: offset(\.scale), blue: offset(\.blue), life: offset(\.life), lifeBytes: 4)
            XCTAssertEqual(fields(gathered(narrow, layout: layout)), fields(expected))
        }
    }
}
