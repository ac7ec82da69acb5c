import CParticles
import SDLKit
import WormGame

/// Particles drawn by our own code into one streaming texture, then added onto the frame in one copy.
///
/// The pixels are SDL's own: the kernel (`CParticles`) reproduces the integer arithmetic of SDL 2's
/// software renderer for one `SDL_RenderCopyF` a particle (the float square truncated to whole pixels,
/// nearest scaling in 16.16 fixed point, colour and alpha modulation, premultiplied additive blend with
/// saturation), and the canvas, opaque black where nothing was drawn, is added with SDL's additive
/// blend, which adds each pixel exactly. So on the 320 × 480 playfield the frame is the one the
/// per-particle copies draw, pixel for pixel (RenderTests), at a tenth of the time and less.
/// In a scaled window the canvas is drawn at playfield size and scaled as a whole.
final class ParticleCanvas {
    /// The C canvas: playfield-sized pixels with margins, and the particle texture's texels.
    private let canvas: OpaquePointer
    /// The streaming texture the changed rows are copied into.
    private let texture: Texture
    /// Where the visible particles of a pool are gathered before drawing; grown only when a pool
    /// holds more than it ever did.
    private var splats: UnsafeMutableBufferPointer<WormSplat>
    /// The drawn areas, band by band (16 rows each).
    private let bands = UnsafeMutableBufferPointer<WormCanvasArea>.allocate(capacity: (Playfield.height + 15) / 16)
    /// Whether the texture is scaled smoothly (at a scale that is not whole).
    private var smooth = false

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

    deinit {
        worm_canvas_destroy(canvas)
        splats.deallocate()
        bands.deallocate()
    }

    /// Whether this processor runs the vector (AVX2) kernel, which the canvas then uses.
    static var hasVectorKernel: Bool { worm_canvas_best_kernel() == WormCanvasKernelAVX2 }

    /// Draws with the vector kernel when `vector` (and the processor has it), else with the scalar one.
    func useVectorKernel(_ vector: Bool) {
        worm_canvas_set_kernel(canvas, vector ? WormCanvasKernelAVX2 : WormCanvasKernelScalar)
    }

    /// When set, a pool whose drawn bands hold more than this many pixels per pixel of its particles is
    /// left to one copy a particle (`draw` returns false). On SDL's software renderer adding the canvas
    /// costs about 4 ns a pixel of its bands and one copy about 14 ns a pixel of particle (README,
    /// Performance): sparse trails of stardust are cheaper as copies, explosions as the canvas. Nil:
    /// the canvas draws every pool (OpenGL, where adding the canvas is one textured quad).
    var sparseLimit: Int?

    /// Adds `pool`'s particles onto what `renderer` has drawn so far, as one copy each would; returns
    /// false, having drawn nothing, when the pool is too sparse for the canvas to pay (`sparseLimit`).
    func draw(_ pool: ParticlePool, on renderer: Renderer) throws -> Bool {
        worm_canvas_clear(canvas)
        let (count, particlePixels) = gather(pool)
        worm_canvas_draw(canvas, splats.baseAddress, Int32(count))
        let bands = Int(worm_canvas_drawn_bands(canvas, self.bands.baseAddress, Int32(self.bands.count)))
        if let sparseLimit {
            let bandPixels = self.bands.prefix(bands).reduce(0) { $0 + Int($1.right - $1.left) * Int($1.bottom - $1.top) }
            // The canvas keeps what it drew: the next clear wipes it, and the next upload covers it.
            if bandPixels > particlePixels * sparseLimit { return false }
        }
        var area = WormCanvasArea()
        // What was drawn now, and what was drawn before and just cleared: the texture must match the canvas.
        if worm_canvas_take_changed(canvas, &area) != 0 {
            let pitch = Int(worm_canvas_pitch(canvas))
            try texture.update(ParticleCanvas.rect(area),
                               pixels: UnsafeRawPointer(worm_canvas_pixels(canvas)) + Int(area.top) * pitch + Int(area.left) * 4,
                               pitch: pitch)
        }
        guard bands > 0 else { return true }
        let whole = renderer.placement.scale == renderer.placement.scale.rounded()
        if smooth == whole {
            smooth = !whole
            try texture.setSmoothScaling(smooth)
        }
        // Band by band: SDL's additive blit costs by the pixel, empty or not.
        for band in self.bands.prefix(bands) {
            let drawn = ParticleCanvas.rect(band)
            try renderer.draw(texture, source: drawn, in: FloatRect(x: Float(drawn.x), y: Float(drawn.y),
                                                                    width: Float(drawn.width), height: Float(drawn.height)))
        }
        return true
    }

    /// An area of the canvas as a rectangle of texture pixels.
    static func rect(_ area: WormCanvasArea) -> Rect32 {
        Rect32(x: area.left, y: area.top, width: area.right - area.left, height: area.bottom - area.top)
    }

    /// Fills `splats` with the pool's particles that touch the playfield: the square and tint of
    /// `SceneRenderer`'s copies, in the same float arithmetic, truncated as SDL truncates. Returns how
    /// many, and how many pixels they cover (overlaps counted each time).
    private func gather(_ pool: ParticlePool) -> (count: Int, pixels: Int) {
        if pool.count > splats.count {
            splats.deallocate()
            splats = .allocate(capacity: pool.count)
        }
        let width = Float(Playfield.width), height = Float(Playfield.height)
        var count = 0, pixels = 0
        pool.particles.withUnsafeBufferPointer { particles in
            for particle in particles {
                let size = SceneRenderer.particleSize * Float(particle.scale)
                let x = Float(particle.x) - size / 2, y = Float(particle.y) - size / 2
                // Off the playfield (SDL culls these too), or not a number, or absurdly large: skipped.
                guard x < width, y < height, x + size > 0, y + size > 0, size < 65_536 else { continue }
                let tint = SceneRenderer.tint(particle)
                splats[count] = WormSplat(x: Int32(x), y: Int32(y), size: Int32(size),
                                          red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha)
                pixels += Int(size) * Int(size)
                count += 1
            }
        }
        return (count, pixels)
    }
}
