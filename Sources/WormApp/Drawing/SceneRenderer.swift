import SDLKit
import WormGame

/// How particles reach the renderer.
public enum ParticleDrawing: String, Sendable {
    /// One `SDL_RenderCopyF` a particle, tinted with the texture's colour and alpha modulation.
    case copies
    /// One `SDL_RenderGeometry` call for all particles, tinted by vertex colours.
    case geometry
    /// Our own kernel draws them all into one streaming texture, added onto the frame in one copy:
    /// the pixels of `copies` (ParticleCanvas).
    case canvas

    /// The fastest way on a renderer of `kind`, by the benchmark's numbers
    /// (docs/PERFORMANCE.md): the canvas on SDL's software renderer and on OpenGL (measured on Mesa's llvmpipe;
    /// pools of fewer than `SceneRenderer.batchBelow` there go as one batch); one geometry batch on
    /// renderers not measured, which are GPUs.
    public static func fastest(on kind: RendererKind) -> ParticleDrawing {
        kind == .software || kind == .opengl ? .canvas : .geometry
    }
}

/// Draws a game of any mode, its overlay and the scenes around it as the player sees them. It reads what it
/// draws and never changes it.
package final class SceneRenderer {
    package let renderer: Renderer
    let sprites: Sprites
    let particleDrawing: ParticleDrawing
    /// Reused for the geometry strategy, so drawing does not allocate.
    private let batch: GeometryBatch
    /// The canvas strategy's pixels and texture (nil for the other strategies): made when particles are first
    /// drawn, as it holds a frame's worth of memory.
    package private(set) lazy var canvas: ParticleCanvas? = makeCanvas()
    /// Room for this many particles in the geometry batch or the canvas.
    private let particleCapacity: Int

    /// How long the worm takes to pop up to full size, in ms (R: at most 100).
    static let popInMs = 80
    /// The particle texture's side at scale 1, in logical pixels.
    package static let particleSize: Float = 16

    /// With `.canvas` on a renderer other than SDL's software one, a pool of fewer particles than this is
    /// drawn as one geometry batch instead: faster there for a few hundred (docs/PERFORMANCE.md: on Mesa's
    /// llvmpipe, Arcade's 500 particles take 1.25 ms a frame batched and 1.48 on the canvas; 1,000 take
    /// 2.83 batched and 1.56 on the canvas).
    static let batchBelow = 768

    /// With `.canvas`, when the canvas cannot be made (a particle image over 64 × 64 pixels from
    /// `--resources`, or no memory), and for pools too sparse for it to pay, particles are drawn as
    /// `.copies`, which gives the same pixels on the software renderer.
    package init(renderer: Renderer, sprites: Sprites, particleDrawing: ParticleDrawing = .copies, particleCapacity: Int = 4096) {
        self.renderer = renderer
        self.sprites = sprites
        self.particleDrawing = particleDrawing
        let batchCapacity = particleDrawing == .canvas && renderer.kind != .software ? SceneRenderer.batchBelow : 0
        batch = GeometryBatch(capacity: particleDrawing == .geometry ? particleCapacity : batchCapacity)
        self.particleCapacity = particleCapacity
    }

    /// Fits the playfield to an output of `width` × `height` pixels, for drawing: letterboxed at the largest
    /// scale that fits, with the art's set for that scale (R21).
    func fit(outputWidth width: Int, height: Int) throws {
        let box = Letterbox(width: width, height: height)
        renderer.placement = Placement(scale: Float(box.scale), offsetX: Float(box.offsetX), offsetY: Float(box.offsetY))
        try sprites.fit(scale: box.scale)
    }

    /// The canvas for `.canvas`, nil for the other strategies or when it cannot be made.
    private func makeCanvas() -> ParticleCanvas? {
        guard particleDrawing == .canvas,
              let canvas = try? ParticleCanvas(renderer: renderer, particle: sprites.particleImage(), capacity: particleCapacity)
        else { return nil }
        // On the software renderer sparse pools are cheaper as copies (same pixels); see ParticleCanvas.
        canvas.sparseLimit = renderer.kind == .software ? 3 : nil
        return canvas
    }

    /// Reduced motion (R50): no shake on a miss.
    var reducedMotion = false
    /// How texts are drawn (R115): their size, and high contrast's backing; set from the settings every frame.
    var textStyle = TextStyle()

    /// Told of every text drawn, with its ink and its box (the text-fit test, R90); nil in the game.
    package var textRecorder: ((DrawnText) -> Void)?
    /// Counts the panels drawn over a scene (a row's details, the pause overlay, a question), so the text-fit test
    /// compares each text only with the texts of its own layer; only read by that test.
    package var textLayer = 0
    /// The box the texts drawn now must stay inside: a button's face while its label is drawn; nil for the field.
    var textBox: WormGame.Rect?
    /// The room a text laid out among others grows in at a larger text size (R115): its line's band or its table
    /// cell; nil where its box is its room.
    var growthRoom: WormGame.Rect?
    /// The most a text drawn now grows (R115): the same for every line of a block, so its lines stay alike.
    var growthCap: Float?
    /// The share of its size the text drawn now is drawn at, when shrunk to fit (for the text-fit test, R90).
    var drawnShare: Float = 1

    /// The message key last drawn and its text, so a frame does not build the same string again.
    private var messageCache: (key: MessageKey, language: Language, text: String)?

    /// Draws one whole frame of `game` in `language` (without presenting it), with `overlay` while paused, and the
    /// pause button unless `pauseButton` is false.
    func draw<Mode: GameMode>(_ game: Game<Mode>, language: Language,
                              overlay: Menu<OverlayChoice>? = nil, pauseButton: Bool = true) throws {
        // The field shakes after a miss (R32), not while the game stands paused, and not with reduced motion.
        let shake = game.isPaused || reducedMotion ? 0
            : ArcadeRules.shakeOffset(lastMissMs: game.mode.lastMissMs, playMs: game.playMs)
        let combo = game.mode.combo
        let meter = SceneRenderer.comboShown(combo)
            ? language.text(.comboMeter, combo, ArcadeRules.multiplier(forCombo: combo)) : nil
        try drawField(shake: shake, stardust: game.mode.effects.stardust,
                      worms: game.mode.slots.lazy.compactMap { $0.worm.map { ($0, ageMs: game.playMs - $0.spawnedAtMs) } },
                      explosion: game.mode.effects.explosion, popups: game.mode.popups, playMs: game.playMs,
                      message: game.message.map { text(of: $0, in: language) } ?? "", comboMeter: meter,
                      pauseButton: pauseButton)
        if !game.isPaused { try drawMissMark(lastMissMs: game.mode.lastMissMs, playMs: game.playMs) }  // R112
        if game.isPaused {
            try drawOverlay(game.pauseState, language: language,
                            overlay: overlay ?? OverlayChoice.menu(language: language, muted: false))
        }
        if !game.pauseState.isStopped { try drawBigCountdown(game.message, language: language) }
    }

    /// The text of message `key`, built once per change.
    private func text(of key: MessageKey, in language: Language) -> String {
        if let cache = messageCache, cache.key == key, cache.language == language { return cache.text }
        let text = language.text(key)
        messageCache = (key, language, text)
        return text
    }

    /// Points rising from a catch and fading out (R32).
    func draw(_ popup: ScorePopup, playMs: Int) throws {
        let progress = popup.progress(atPlayMs: playMs)
        guard progress < 1 else { return }
        var label = popup.points >= 0 ? "+\(popup.points)" : "\(popup.points)"
        if popup.multiplier > 1 { label += " x\(popup.multiplier)" }
        let alpha = UInt8((255 * (1 - progress * progress)).rounded())
        let y = popup.y - 12 - Int(Double(ScorePopup.rise) * progress)
        let tint = popup.points >= 0 ? Color(red: 255, green: 236, blue: 120, alpha: alpha)
            : Color(red: 255, green: 110, blue: 90, alpha: alpha)
        try drawText(label, x: popup.x - sprites.font.width(of: label) / 2, y: y, tint: tint)
    }

    /// The playing field, back to front, as every mode and the benchmark draw it: the background (`shake`
    /// pixels sideways, over a still copy so the strip it leaves shows earth, not black), stardust, `worms`
    /// (each `ageMs` after it appeared), explosions, `popups` at `playMs`, then the message line and the pause
    /// button, which do not shake.
    package func drawField(shake: Int = 0, stardust: ParticlePool, worms: some Sequence<(Worm, ageMs: Int)>,
                   explosion: ParticlePool, popups: [ScorePopup] = [], playMs: Int = 0, message: String,
                   comboMeter: String? = nil, pauseButton: Bool = true) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        let letterbox = renderer.placement
        defer { renderer.placement = letterbox }
        // Shaken, the field is drawn once where it was, under the strip the shift bares, and once shifted; high
        // contrast's veil goes over both at once, so no part of the field is dimmed twice.
        try drawBackdrop {
            if shake != 0 {
                renderer.placement.offsetX += Float(shake) * letterbox.scale
                try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
                renderer.placement = letterbox
            }
        }
        renderer.placement.offsetX += Float(shake) * letterbox.scale
        try draw(stardust)
        // Under the worms, so it never covers one (they may come out anywhere, R31).
        if let comboMeter { try drawComboMeter(comboMeter) }
        for (worm, ageMs) in worms { try draw(worm, ageMs: ageMs) }
        try draw(explosion)
        for popup in popups { try draw(popup, playMs: playMs) }
        renderer.placement = letterbox
        try drawMessage(message)
        if pauseButton { try drawPauseButton() }
    }

    /// Draws the worm, popping up over its first `popInMs`.
    func draw(_ worm: Worm, ageMs: Int) throws {
        let progress = min(1, Float(max(ageMs, 0)) / Float(SceneRenderer.popInMs))
        let grow = 1 - (1 - progress) * (1 - progress)
        let size = Float(Playfield.wormSize) * (0.6 + 0.4 * grow)
        // Pop up out of the hole: the bottom edge stays put.
        let bottom = Float(worm.y + Playfield.wormSize / 2)
        let texture = try sprites.texture(for: worm.kind)
        let place = FloatRect(x: Float(worm.x) - size / 2, y: bottom - size, width: size, height: size)
        if textStyle.highContrast { try drawOutline(of: texture, in: place) }
        try renderer.draw(texture, in: place)
    }

    /// Draws a pool of particles, additively.
    func draw(_ pool: ParticlePool) throws {
        guard pool.count > 0 else { return }
        if particleDrawing == .geometry || (canvas != nil && renderer.kind != .software && pool.count < SceneRenderer.batchBelow) {
            batch.removeAll()
            for particle in pool.particles {
                batch.addSquare(x: Float(particle.x), y: Float(particle.y),
                                size: SceneRenderer.particleSize * Float(particle.scale),
                                color: SceneRenderer.tint(particle), placement: renderer.placement)
            }
            try renderer.draw(batch, texture: sprites.particle)
            return
        }
        if let canvas, try canvas.draw(pool, on: renderer) {
            return
        }
        let texture = try sprites.particle
        for particle in pool.particles {
            let size = SceneRenderer.particleSize * Float(particle.scale)
            texture.setModulation(SceneRenderer.tint(particle))
            try renderer.draw(texture, in: FloatRect(
                x: Float(particle.x) - size / 2, y: Float(particle.y) - size / 2, width: size, height: size))
        }
        texture.setModulation(.white)
    }

    /// White with the particle's blue, at its opacity (R11).
    @inline(__always)
    static func tint(_ particle: Particle) -> Color {
        Color(red: 255, green: 255, blue: byte(particle.blue), alpha: byte(particle.opacity))
    }

    /// `UInt8((unit * 255).rounded())` for `unit` in 0…1, without calling the C library's `round`
    /// (a tenth of a 100,000-particle frame): halves go up, judged by the exact fractional part.
    @inline(__always)
    static func byte(_ unit: Double) -> UInt8 {
        let scaled = unit * 255
        let whole = Int(scaled)
        let up = scaled - Double(whole) >= 0.5
        return UInt8(whole + (up ? 1 : 0))
    }

    /// The message line, centred left of the pause button, within the top 50 pixels.
    func drawMessage(_ text: String) throws {
        guard !text.isEmpty else { return }
        let width = sprites.font.width(of: text)
        let x = max(2, (Playfield.pauseButton.x - width) / 2)
        let box = WormGame.Rect(x: 0, y: 0, width: Playfield.pauseButton.x, height: 50)
        // On a backing, so a worm or beetle that comes out under the line never hides it (issue 30); as large as the
        // text is drawn (R115's text size).
        let placed = styledPlacement(of: text, x: Float(x), y: 10, scale: 1, box: box)
        let grownWidth = Float(width) * placed.scale
        let backing = FloatRect(x: max(0, placed.x - 6), y: placed.y - 1, width: min(grownWidth + 12, Float(Playfield.pauseButton.x - 2)),
                                height: Float(sprites.font.lineHeight) * placed.scale)
        try renderer.fill(backing, color: SceneRenderer.messageBacking)
        textBox = box
        defer { textBox = nil }
        try drawText(text, x: x, y: 10)
    }

    /// Draws `text` with its top-left corner at (`x`, `y`), `scale` times the font's size, tinted by `tint`:
    /// laid out by the 1× font, its glyphs drawn from the atlas baked at (or just above) the size they cover on
    /// the output (R21).
    ///
    /// The text style (R115) grows it about its middle, inside its box, and in high contrast draws it white on a
    /// solid backing.
    func drawText(_ text: String, x: Int, y: Int, scale: Float = 1, tint: Color? = nil) throws {
        let box = textBox ?? WormGame.Rect(x: 0, y: 0, width: Playfield.width, height: Playfield.height)
        let placed = styledPlacement(of: text, x: Float(x), y: Float(y), scale: scale, box: growthRoom ?? textBox)
        let scale = placed.scale
        let atlas = try sprites.atlas(drawnAt: Double(scale * renderer.placement.scale))
        var tint = tint
        if textStyle.highContrast {  // opaque white on opaque black, a fading text too: 21 : 1 whatever is behind
            var ink = InkExtent()
            try forEachGlyph(of: text, x: placed.x, y: placed.y, scale: scale, atlas: atlas) { _, _, place in ink.add(place) }
            if let rect = ink.rect { try drawBacking(behind: rect, box: box) }
            tint = .white
        }
        if let tint { atlas.setModulation(tint) }
        defer { if tint != nil { atlas.setModulation(.white) } }
        var ink = InkExtent()
        try forEachGlyph(of: text, x: placed.x, y: placed.y, scale: scale, atlas: atlas) { page, source, place in
            try renderer.draw(page, source: source, in: place)
            if textRecorder != nil { ink.add(place) }
        }
        textRecorder?(DrawnText(text: text, ink: ink.rect, box: box, layer: textLayer, share: drawnShare))
    }

    /// Calls `body` with each glyph of `text` drawn from (`x`, `y`) at `scale` out of `atlas`: its page, the glyph's
    /// rectangle on it, and where it goes, in logical pixels.
    private func forEachGlyph(of text: String, x: Float, y: Float, scale: Float, atlas: FontAtlas,
                              _ body: (Texture, Rect32, FloatRect) throws -> Void) throws {
        let layout = sprites.font
        let sharp = atlas.set == .one
        let unit = scale / Float(atlas.set.rawValue)  // an atlas pixel, in logical pixels
        var penX = x
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous { penX += Float(layout.kerning(previous, scalar)) * scale }
            previous = scalar
            guard let placed = layout.glyph(for: scalar) else { continue }
            if let glyph = sharp ? placed : atlas.font.glyph(for: scalar), glyph.width > 0, let page = try atlas.page(glyph.page) {
                let place = FloatRect(x: penX + Float(glyph.xOffset) * unit, y: y + Float(glyph.yOffset) * unit,
                                      width: Float(glyph.width) * unit, height: Float(glyph.height) * unit)
                try body(page, Rect32(x: Int32(glyph.x), y: Int32(glyph.y), width: Int32(glyph.width), height: Int32(glyph.height)), place)
            }
            penX += Float(placed.xAdvance) * scale
        }
    }

    /// Draws `text` centred on `centerX`, `scale` times the font's size.
    ///
    /// A text too wide for its box (a button's face, or the field) is drawn smaller, down to `minimumScale` of
    /// `scale`, its middle where it was: a translation longer than the English still fits (R90).
    func drawCentered(_ text: String, centerX: Int, y: Int, scale: Float = 1, tint: Color? = nil) throws {
        let box = textBox ?? WormGame.Rect(x: 0, y: 0, width: Playfield.width, height: Playfield.height)
        let fitting = fittingScale(of: text, scale: scale, width: box.width - 2 * SceneRenderer.textMargin)
        let width = Int((Float(sprites.font.width(of: text)) * fitting).rounded())
        drawnShare = fitting / scale
        defer { drawnShare = 1 }
        try drawText(text, x: centerX - width / 2, y: y + lowering(from: scale, to: fitting), scale: fitting, tint: tint)
    }

    /// The pause button in the top-right corner (R13): a dark rounded square with two bars.
    func drawPauseButton(in box: WormGame.Rect = Playfield.pauseButton) throws {
        let inset: Float = 6
        try renderer.fill(FloatRect(x: Float(box.x) + inset, y: Float(box.y) + inset,
                                    width: Float(box.width) - 2 * inset, height: Float(box.height) - 2 * inset),
                          color: Color(red: 30, green: 20, blue: 12, alpha: 120))
        let barTop = Float(box.y) + 14, barHeight = Float(box.height) - 28
        for left in [Float(box.x) + 16, Float(box.x) + 24] {
            try renderer.fill(FloatRect(x: left, y: barTop, width: 4, height: barHeight), color: .white)
        }
    }

    /// The "Paused" overlay with its buttons, or the dimmed field during the 3-2-1.
    func drawOverlay(_ state: PauseState, language: Language, overlay: Menu<OverlayChoice>) throws {
        try renderer.fill(FloatRect(x: 0, y: 0, width: 320, height: 480), color: Color(red: 0, green: 0, blue: 0, alpha: 140))
        textLayer += 1
        guard case .paused = state else { return }
        try drawCentered(language.text(.paused), centerX: Playfield.width / 2, y: 140)
        try drawMenu(overlay) { choice in
            switch choice {
            case .resume: return Color(red: 70, green: 150, blue: 60, alpha: 230)
            case .quit: return Color(red: 150, green: 60, blue: 50, alpha: 230)
            case .sound, .fullscreen: return Color(red: 60, green: 70, blue: 90, alpha: 230)
            }
        }
    }

    /// Draws every button of `menu` in its colour, and the focus ring when the menu shows it.
    func drawMenu<Choice>(_ menu: Menu<Choice>, color: (Choice) -> Color) throws {
        for (index, button) in menu.buttons.enumerated() {
            try drawButton(button.label, button.frame, color: color(button.choice))
            if menu.showsFocus && index == menu.focus { try drawFocus(around: button.frame) }
        }
    }

    /// The keyboard focus: a bright ring just outside a button.
    func drawFocus(around box: WormGame.Rect) throws {
        let ring = Color(red: 255, green: 214, blue: 64, alpha: 255)
        let x = Float(box.x) - 3, y = Float(box.y) - 3, w = Float(box.width) + 6, h = Float(box.height) + 6
        for edge in [FloatRect(x: x, y: y, width: w, height: 3), FloatRect(x: x, y: y + h - 3, width: w, height: 3),
                     FloatRect(x: x, y: y, width: 3, height: h), FloatRect(x: x + w - 3, y: y, width: 3, height: h)] {
            try renderer.fill(edge, color: ring)
        }
    }

    /// A button: a coloured box with a light edge and its label centred.
    func drawButton(_ label: String, _ box: WormGame.Rect, color: Color) throws {
        try renderer.fill(FloatRect(x: Float(box.x), y: Float(box.y), width: Float(box.width), height: Float(box.height)),
                          color: Color(red: 255, green: 255, blue: 255, alpha: 200))
        try renderer.fill(FloatRect(x: Float(box.x) + 2, y: Float(box.y) + 2,
                                    width: Float(box.width) - 4, height: Float(box.height) - 4), color: color)
        let textY = box.y + (box.height - sprites.font.lineHeight) / 2
        textBox = WormGame.Rect(x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4)
        defer { textBox = nil }
        try drawCentered(label, centerX: box.x + box.width / 2, y: textY)
    }
}
