import CParticles
import SDLKit
import WormGame

/// Particles drawn by our own code into one streaming texture, then put onto the frame a band at a time.
///
/// The pixels are SDL's own: the kernel (`CParticles`) reproduces the integer arithmetic of SDL 2's
/// software renderer for one `SDL_RenderCopyF` a particle (the float square truncated to whole pixels,
/// nearest scaling in 16.16 fixed point, colour and alpha modulation, premultiplied additive blend with
/// saturation). It adds the particles onto the frame's own rows read back (software renderer, scale 1),
/// or onto black, the result then added with SDL's additive blend, which adds each pixel exactly. So on
/// the 320 × 480 playfield the frame is the one the per-particle copies draw, pixel for pixel
/// (ParticleCanvasTests), in a tenth of the time and less. In a scaled window the canvas is drawn at
/// playfield size and scaled as a whole.
package final class ParticleCanvas {
    /// The C canvas: playfield-sized pixels with margins, and the particle texture's texels.
    private let canvas: OpaquePointer
    /// The streaming texture the canvas's changed pixels are copied into, to add onto the frame.
    private let texture: Texture
    /// Where the visible particles of a pool are gathered before drawing; grown only when a pool
    /// holds more than it ever did.
    private var splats: UnsafeMutableBufferPointer<WormSplat>
    /// The drawn areas, band by band (16 rows each).
    private let bands = UnsafeMutableBufferPointer<WormCanvasArea>.allocate(capacity: (Playfield.height + 15) / 16)
    /// Whether the texture is scaled smoothly (at a scale that is not whole).
    private var smooth = false
    /// Where the frame's rows are read back and drawn on in place, with the kernel's margins; made
    /// when first needed (SDL's software renderer only).
    private var frameTexture: Texture?

    /// Makes a canvas for the playfield that draws `particle`, with room for `capacity` particles.
    init(renderer: Renderer, particle: Image, capacity: Int) throws {
        var texels = [UInt32](repeating: 0, count: particle.width * particle.height)
        for index in texels.indices {
            let rgba = particle.pixels[index * 4..<index * 4 + 4].map(UInt32.init)
            texels[index] = rgba[3] << 24 | rgba[0] << 16 | rgba[1] << 8 | rgba[2]
        }
        guard let canvas = worm_canvas_create(Int32(Playfield.width), Int32(Playfield.height), texels,
                                              Int32(particle.width), Int32(particle.height), Int32(capacity))
        else {
            throw RuntimeFailure("cannot make the particle canvas (a particle image is at most 64 x 64 pixels)")
        }
        self.canvas = canvas
        do {
            texture = try renderer.makeStreamingTexture(width: Playfield.width, height: Playfield.height)
            try texture.setBlendMode(.additive)
        } catch {
            worm_canvas_destroy(canvas)
            throw error
        }
        splats = .allocate(capacity: max(capacity, 1))
    }

    isolated deinit {
        worm_canvas_destroy(canvas)
        splats.deallocate()
        bands.deallocate()
    }

    /// The kernels that can draw the canvas; all give the same pixels.
    enum Kernel: CaseIterable {
        /// One pixel at a time in SDL's order of operations: the reference.
        case scalar
        /// The compiler's vectors (SSE2 on x86-64, NEON on ARM) for the adding, scalar arithmetic for the rest.
        case portable
        /// AVX2 throughout, where the processor has it (chosen then).
        case avx2

        var c: WormCanvasKernel {
            switch self {
            case .scalar: return WormCanvasKernelScalar
            case .portable: return WormCanvasKernelPortable
            case .avx2: return WormCanvasKernelAVX2
            }
        }
    }

    /// The kernels this build runs on this processor.
    static var availableKernels: [Kernel] { Kernel.allCases.filter { worm_canvas_has_kernel($0.c) != 0 } }

    /// Draws with `kernel` (with the best one there is when this processor cannot run it).
    func use(_ kernel: Kernel) {
        worm_canvas_set_kernel(canvas, kernel.c)
    }

    /// How many threads draw: one, or two (the default where there are two processors or more): a
    /// helper thread then draws the lower rows of a pool of thousands of particles while this one draws
    /// the upper rows. Each pixel is drawn by one thread, so the pixels are the same.
    package var threadCount: Int {
        get { Int(worm_canvas_threads(canvas)) }
        set { worm_canvas_set_threads(canvas, Int32(newValue)) }
    }

    /// Who draws the lower rows when two threads share a draw.
    enum Sharing {
        /// The helper, or this thread once done with the upper rows if the helper has not woken yet.
        case firstCome
        /// Always the helper (this thread waits for it): for tests.
        case helper
        /// Always this thread (the helper, woken, finds nothing to do): for tests.
        case caller

        var c: WormCanvasSharing {
            switch self {
            case .firstCome: return WormCanvasSharingFirstCome
            case .helper: return WormCanvasSharingHelper
            case .caller: return WormCanvasSharingCaller
            }
        }
    }

    /// Who draws the lower rows when two threads share a draw (tests set each way).
    var sharing = Sharing.firstCome {
        didSet { worm_canvas_set_sharing(canvas, sharing.c) }
    }

    /// When set, a pool whose drawn bands hold more than this many pixels per pixel of its particles is
    /// left to one copy a particle (`draw` returns false), which is cheaper there (docs/PERFORMANCE.md):
    /// on SDL's software renderer one copy costs about 14 ns a pixel of particle, and the canvas about
    /// 1 ns a pixel of its bands drawn in place (4 ns added with SDL's additive blit). Sparse trails of
    /// stardust go to copies, explosions to the canvas. Nil: the canvas draws every pool.
    var sparseLimit: Int?

    /// Whether the canvas may draw in place, on the frame read back, where that is cheap: on SDL's
    /// software renderer at scale 1 (false in tests of the additive path).
    var drawsInPlace = true

    /// Adds `pool`'s particles onto what `renderer` has drawn so far, as one copy each would; returns
    /// false, having drawn nothing, when the pool is too sparse for the canvas to pay (`sparseLimit`).
    ///
    /// In place (SDL's software renderer at scale 1) the rows under the particles are read back, the
    /// particles added onto them by the kernel, and the changed bands copied back as they are; elsewhere
    /// the particles are added onto black and the bands added onto the frame with SDL's additive blend.
    /// Both give the pixels of one copy a particle: saturating addition does not mind the order.
    func draw(_ pool: ParticlePool, on renderer: Renderer) throws -> Bool {
        let inPlace = drawsInPlace && renderer.placement == .identity && renderer.kind == .software
        let (count, particlePixels, rows) = gather(pool)
        guard count > 0 else { return true }
        // Particles covering the playfield several times over are never sparse: no need to measure.
        if let sparseLimit, particlePixels * sparseLimit < Playfield.width * Playfield.height * 3 {
            // Measured before drawing: a band is 16 rows of the columns its splats cover.
            let bandPixels = Int(worm_canvas_measure_bands(canvas, splats.baseAddress, Int32(count)))
            if bandPixels > particlePixels * sparseLimit * (inPlace ? 3 : 1) { return false }
        }
        if inPlace, try drawInPlace(count: count, rows: rows, on: renderer) { return true }
        worm_canvas_clear(canvas)
        worm_canvas_draw(canvas, splats.baseAddress, Int32(count))
        var area = WormCanvasArea()
        if worm_canvas_take_changed(canvas, &area) != 0 {
            // What was drawn now, and what was drawn before and just cleared: the texture must match the canvas.
            let pixels = worm_canvas_pixels(canvas)!, pitch = Int(worm_canvas_pitch(canvas))
            try texture.update(ParticleCanvas.rect(area),
                               pixels: UnsafeRawPointer(pixels) + Int(area.top) * pitch + Int(area.left) * 4, pitch: pitch)
        }
        let smooth = renderer.placement.scale != renderer.placement.scale.rounded()
        if smooth != self.smooth {
            try texture.setSmoothScaling(smooth)
            self.smooth = smooth
        }
        let bands = Int(worm_canvas_drawn_bands(canvas, self.bands.baseAddress, Int32(self.bands.count)))
        try copy(self.bands.prefix(bands), of: texture, from: 0, on: renderer)
        return true
    }

    /// Draws the gathered splats in place: the frame's rows under them read back into the frame texture
    /// (its rows have the kernel's margins left and right), the splats added there, and the bands drawn
    /// copied back onto the frame as they are. Two copies of the rows and no blending: SDL's additive blit
    /// costs 4 ns a pixel. Returns false, having drawn nothing, when SDL gives the texture rows too short
    /// for the kernels' margins (then the canvas adds its particles instead).
    private func drawInPlace(count: Int, rows: Range<Int>, on renderer: Renderer) throws -> Bool {
        let margin = Int(WormCanvasMargin)
        let frameTexture = try self.frameTexture ?? {
            let made = try renderer.makeStreamingTexture(width: Playfield.width + 2 * margin, height: Playfield.height)
            try made.setBlendMode(.none)
            self.frameTexture = made
            return made
        }()
        let bands = try frameTexture.withLockedPixels { pixels, pitch in
            guard pitch >= frameTexture.width * 4 else { return -1 }
            let origin = pixels + margin * 4
            try renderer.readPixels(Rect32(x: 0, y: Int32(rows.lowerBound), width: Int32(Playfield.width),
                                           height: Int32(rows.count)),
                                    into: origin + rows.lowerBound * pitch, pitch: pitch)
            let row0 = pixels.bindMemory(to: UInt32.self, capacity: pitch / 4 * frameTexture.height) + margin
            return Int(worm_canvas_draw_onto(canvas, row0, Int32(pitch), splats.baseAddress, Int32(count),
                                             self.bands.baseAddress, Int32(self.bands.count)))
        }
        guard bands >= 0 else { return false }
        try copy(self.bands.prefix(bands), of: frameTexture, from: margin, on: renderer)
        return true
    }

    /// Draws `areas` of the canvas, found `left` pixels into `texture`, at their places on the playfield.
    private func copy(_ areas: UnsafeMutableBufferPointer<WormCanvasArea>.SubSequence, of texture: Texture, from left: Int,
                      on renderer: Renderer) throws {
        for area in areas {
            let drawn = ParticleCanvas.rect(area)
            try renderer.draw(texture, source: Rect32(x: drawn.x + Int32(left), y: drawn.y, width: drawn.width, height: drawn.height),
                              in: FloatRect(x: Float(drawn.x), y: Float(drawn.y), width: Float(drawn.width), height: Float(drawn.height)))
        }
    }

    /// An area of the canvas as a rectangle of texture pixels.
    static func rect(_ area: WormCanvasArea) -> Rect32 {
        Rect32(x: area.left, y: area.top, width: area.right - area.left, height: area.bottom - area.top)
    }

    /// The alpha of a particle by its life left in ms, 0…250 (all longer lives are opaque): `SceneRenderer.tint`'s,
    /// looked up rather than worked out for each of up to 100,000 particles a frame.
    static let alphas: [UInt8] = (0...250).map { SceneRenderer.byte(Particle.opacity(lifeMs: $0)) }

    /// Where the kernel finds a `Particle`'s fields.
    static let layout = WormParticleLayout(
        stride: Int32(MemoryLayout<Particle>.stride), x: offset(\.x), y: offset(\.y), scale: offset(\.scale),
        blue: offset(\.blue), life: offset(\.lifeMs), lifeBytes: Int32(MemoryLayout<Int>.size))

    /// The offset of a stored property of `Particle`.
    private static func offset<Value>(_ field: KeyPath<Particle, Value>) -> Int32 {
        Int32(MemoryLayout<Particle>.offset(of: field)!)
    }

    /// Fills `splats` with the pool's particles that touch the playfield: the square and tint of
    /// `SceneRenderer`'s copies, in the same float arithmetic, truncated as SDL truncates (the kernel's
    /// `worm_canvas_gather`). Returns how many, how many pixels they cover (overlaps counted each
    /// time), and the playfield rows they touch.
    private func gather(_ pool: ParticlePool) -> (count: Int, pixels: Int, rows: Range<Int>) {
        if pool.count > splats.count {
            splats.deallocate()
            splats = .allocate(capacity: pool.count)
        }
        let gathered = pool.particles.withUnsafeBufferPointer { particles in
            ParticleCanvas.alphas.withUnsafeBufferPointer { alphas in
                worm_canvas_gather(canvas, particles.baseAddress, Int32(particles.count), ParticleCanvas.layout,
                                   SceneRenderer.particleSize, alphas.baseAddress, splats.baseAddress)
            }
        }
        return (Int(gathered.count), Int(gathered.pixels), Int(gathered.top)..<Int(gathered.bottom))
    }
}
