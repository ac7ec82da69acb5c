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
final class ParticleCanvas {
    /// The C canvas: playfield-sized pixels with margins, and the particle texture's texels.
    private let canvas: OpaquePointer
    /// The streaming texture the changed pixels are copied into.
    private let texture: Texture
    /// Where the visible particles of a pool are gathered before drawing; grown only when a pool
    /// holds more than it ever did.
    private var splats: UnsafeMutableBufferPointer<WormSplat>
    /// The drawn areas, band by band (16 rows each).
    private let bands = UnsafeMutableBufferPointer<WormCanvasArea>.allocate(capacity: (Playfield.height + 15) / 16)
    /// Whether the texture is scaled smoothly (at a scale that is not whole).
    private var smooth = false
    /// Whether the texture is added (rather than copied) onto the frame.
    private var additive = true

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

    /// Draws with one thread, or with two (the default where there are two processors or more): a
    /// helper thread then draws the lower rows of a pool of thousands of particles while this one draws
    /// the upper rows. Each pixel is drawn by one thread, so the pixels are the same.
    func useThreads(_ threads: Int) {
        worm_canvas_set_threads(canvas, Int32(threads))
    }

    /// When set, a pool whose drawn bands hold more than this many pixels per pixel of its particles is
    /// left to one copy a particle (`draw` returns false), which is cheaper there (README, Performance):
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
        let inPlace = drawsInPlace && renderer.placement == .identity && renderer.name == "software"
        let (count, particlePixels, rows) = gather(pool)
        guard count > 0 else { return true }
        // Particles covering the playfield several times over are never sparse: no need to measure.
        if let sparseLimit, particlePixels * sparseLimit < Playfield.width * Playfield.height * 3 {
            // Measured before drawing: a band is 16 rows of the columns its splats cover.
            let bandPixels = Int(worm_canvas_measure_bands(canvas, splats.baseAddress, Int32(count)))
            if bandPixels > particlePixels * sparseLimit * (inPlace ? 3 : 1) { return false }
        }
        worm_canvas_clear(canvas)
        let pixels = worm_canvas_pixels(canvas)!, pitch = Int(worm_canvas_pitch(canvas))
        if inPlace {
            try renderer.readPixels(Rect32(x: 0, y: Int32(rows.lowerBound), width: Int32(Playfield.width),
                                           height: Int32(rows.count)),
                                    into: UnsafeMutableRawPointer(pixels) + rows.lowerBound * pitch, pitch: pitch)
        }
        worm_canvas_draw(canvas, splats.baseAddress, Int32(count))
        let bands = Int(worm_canvas_drawn_bands(canvas, self.bands.baseAddress, Int32(self.bands.count)))
        var area = WormCanvasArea()
        if inPlace {
            // The bands are uploaded as drawn; the texture elsewhere is stale until the next additive pass
            // uploads what the clears since touched (the canvas keeps count).
            for band in self.bands.prefix(bands) { try upload(band, from: pixels, pitch: pitch) }
        } else if worm_canvas_take_changed(canvas, &area) != 0 {
            // What was drawn now, and what was drawn before and just cleared: the texture must match the canvas.
            try upload(area, from: pixels, pitch: pitch)
        }
        try setMode(additive: !inPlace, smooth: renderer.placement.scale != renderer.placement.scale.rounded())
        for band in self.bands.prefix(bands) {
            let drawn = ParticleCanvas.rect(band)
            try renderer.draw(texture, source: drawn, in: FloatRect(x: Float(drawn.x), y: Float(drawn.y),
                                                                    width: Float(drawn.width), height: Float(drawn.height)))
        }
        return true
    }

    /// Copies `area` of the canvas into the texture.
    private func upload(_ area: WormCanvasArea, from pixels: UnsafeMutablePointer<UInt32>, pitch: Int) throws {
        try texture.update(ParticleCanvas.rect(area),
                           pixels: UnsafeRawPointer(pixels) + Int(area.top) * pitch + Int(area.left) * 4, pitch: pitch)
    }

    /// Sets the texture's blend mode (additive, or a plain copy in place) and scaling, when they change.
    private func setMode(additive: Bool, smooth: Bool) throws {
        if additive != self.additive {
            try texture.setBlendMode(additive ? .additive : .none)
            self.additive = additive
        }
        if smooth != self.smooth {
            try texture.setSmoothScaling(smooth)
            self.smooth = smooth
        }
    }

    /// An area of the canvas as a rectangle of texture pixels.
    static func rect(_ area: WormCanvasArea) -> Rect32 {
        Rect32(x: area.left, y: area.top, width: area.right - area.left, height: area.bottom - area.top)
    }

    /// The alpha of a particle by its life left in ms, 0…250 (all longer lives are opaque): `SceneRenderer.tint`'s,
    /// looked up rather than worked out for each of up to 100,000 particles a frame.
    static let alphas: [UInt8] = (0...250).map { SceneRenderer.byte(Particle.opacity(lifeMs: $0)) }

    /// Fills `splats` with the pool's particles that touch the playfield: the square and tint of
    /// `SceneRenderer`'s copies, in the same float arithmetic, truncated as SDL truncates. Returns how
    /// many, how many pixels they cover (overlaps counted each time), and the playfield rows they touch.
    private func gather(_ pool: ParticlePool) -> (count: Int, pixels: Int, rows: Range<Int>) {
        if pool.count > splats.count {
            splats.deallocate()
            splats = .allocate(capacity: pool.count)
        }
        let width = Float(Playfield.width), height = Float(Playfield.height)
        var count = 0, pixels = 0, top = Int32(Playfield.height), bottom: Int32 = 0
        pool.particles.withUnsafeBufferPointer { particles in
            for particle in particles {
                let size = SceneRenderer.particleSize * Float(particle.scale)
                let x = Float(particle.x) - size / 2, y = Float(particle.y) - size / 2
                // Off the playfield (SDL culls these too), or not a number, or absurdly large: skipped.
                guard x < width, y < height, x + size > 0, y + size > 0, size < 65_536 else { continue }
                let side = Int32(size), row = Int32(y)
                splats[count] = WormSplat(x: Int32(x), y: row, size: side, red: 255, green: 255,
                                          blue: SceneRenderer.byte(particle.blue),
                                          alpha: ParticleCanvas.alphas[Int(min(max(particle.lifeMs, 0), 250))])
                pixels &+= Int(side) &* Int(side)
                top = min(top, max(row, 0))
                bottom = max(bottom, min(row &+ side, Int32(Playfield.height)))
                count &+= 1
            }
        }
        return (count, pixels, Int(top)..<Int(max(top, bottom)))
    }
}
