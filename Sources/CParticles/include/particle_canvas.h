// The particle canvas: additive splats of one small texture, scaled, colour- and alpha-modulated,
// with exactly the integer arithmetic of SDL 2's software renderer (nearest scaling in 16.16 fixed
// point, x * m / 255 modulation, premultiplication by alpha, saturating add). Plain C, no SDL:
// WormApp wraps it (ParticleCanvas.swift) and puts its pixels on the frame with SDLKit.
#ifndef WORM_PARTICLE_CANVAS_H
#define WORM_PARTICLE_CANVAS_H

#include <stdint.h>

/// One particle to draw: its integer destination square (SDL truncates the float rectangle of
/// `SDL_RenderCopyF` to these) and its colour and alpha modulation.
typedef struct WormSplat {
    int32_t x;
    int32_t y;
    int32_t size;
    uint8_t red;
    uint8_t green;
    uint8_t blue;
    uint8_t alpha;
} WormSplat;

/// Which code draws: the scalar kernel (the reference), the portable vector one (SSE2, NEON), or AVX2.
typedef enum WormCanvasKernel {
    WormCanvasKernelScalar = 0,
    WormCanvasKernelPortable = 1,
    WormCanvasKernelAVX2 = 2,
} WormCanvasKernel;

/// A canvas of `width` × `height` 32-bit pixels (ARGB8888 or XRGB8888) with margins left and right,
/// so particles at the edge need no clipping in the fast kernel. Black (0xFF000000) adds nothing.
typedef struct WormCanvas WormCanvas;

/// Creates a canvas for a `textureWidth` × `textureHeight` texture given as ARGB8888 texels, with
/// room to draw `capacity` splats at once without allocating (more are drawn too, after growing).
/// Returns NULL when memory runs out or a size is out of range (1…4096 canvas, 1…64 texture).
WormCanvas *worm_canvas_create(int width, int height, const uint32_t *texels, int textureWidth, int textureHeight,
                               int capacity);

/// Frees the canvas.
void worm_canvas_destroy(WormCanvas *canvas);

/// The best kernel this processor runs: AVX2 where it has it, else the portable vector one.
WormCanvasKernel worm_canvas_best_kernel(void);

/// Whether this build, on this processor, runs `kernel`.
int worm_canvas_has_kernel(WormCanvasKernel kernel);

/// Chooses the kernel (the best one instead of one this processor cannot run).
void worm_canvas_set_kernel(WormCanvas *canvas, WormCanvasKernel kernel);

/// How many threads draw, 1 or 2 (2 by default where there are two processors or more): with two, a
/// helper thread draws the lower rows of a draw of many splats while the caller draws the upper ones.
/// Each pixel is drawn by one thread, so the pixels are the same either way.
void worm_canvas_set_threads(WormCanvas *canvas, int threads);

/// How many threads draw, 1 or 2.
int worm_canvas_threads(const WormCanvas *canvas);

/// Who draws the lower rows of a draw shared by two threads: whoever comes first (the default: the
/// helper, or the caller once done with the upper rows if the helper has not woken yet), or always the
/// helper, or always the caller (which then draws both parts): so that tests can check each way.
typedef enum WormCanvasSharing {
    WormCanvasSharingFirstCome = 0,
    WormCanvasSharingHelper = 1,
    WormCanvasSharingCaller = 2,
} WormCanvasSharing;

/// Chooses who draws the lower rows of a shared draw.
void worm_canvas_set_sharing(WormCanvas *canvas, WormCanvasSharing sharing);

/// Where a particle's fields are, in bytes from its start: its centre (`x`, `y`), `scale` and `blue`
/// (0…1) as doubles, its life left in ms (`life`) as a signed integer of `lifeBytes` bytes; `stride`
/// bytes a particle.
typedef struct WormParticleLayout {
    int32_t stride;
    int32_t x;
    int32_t y;
    int32_t scale;
    int32_t blue;
    int32_t life;
    int32_t lifeBytes;  // 8, or 4 where the game's integers are 32 bits wide
} WormParticleLayout;

/// What `worm_canvas_gather` found: how many splats, the pixels they cover (overlaps counted each
/// time), and the canvas rows [top, bottom) they touch.
typedef struct WormGathered {
    int32_t count;
    int64_t pixels;
    int32_t top;
    int32_t bottom;
} WormGathered;

/// Makes splats of `count` particles laid out as `layout` says, as one `SDL_RenderCopyF` each would draw
/// them: a square `particleSize × scale` wide centred on the particle, its float corner truncated,
/// tinted (255, 255, blue, alpha) with blue as a byte rounded half up and alpha `alphaByLife[min(life,
/// 250)]` (251 bytes), skipped when it misses the canvas or is not a number. Writes up to `count`
/// splats to `splats`.
WormGathered worm_canvas_gather(const WormCanvas *canvas, const void *particles, int count, WormParticleLayout layout,
                                float particleSize, const uint8_t *alphaByLife, WormSplat *splats);

/// Empties the canvas (only the rows drawn since the last clear are touched).
void worm_canvas_clear(WormCanvas *canvas);

/// Adds `count` splats, clipped to the canvas (in any order: saturating addition does not mind).
void worm_canvas_draw(WormCanvas *canvas, const WormSplat *splats, int count);

/// A rectangle of canvas pixels: columns [left, right) of rows [top, bottom).
typedef struct WormCanvasArea {
    int left;
    int top;
    int right;
    int bottom;
} WormCanvasArea;

/// Adds `count` splats onto pixels of the caller's instead of the canvas's own, such as a frame read
/// back: `pixels` is the visible pixel (0, 0), rows `pitch` bytes apart, with `MARGIN` (40) writable
/// pixels left and right of each row's visible ones, which the kernels may scribble on. The canvas's
/// own pixels and its account of what was drawn are left as they were. Writes what was drawn, band by
/// band (as `worm_canvas_drawn_bands`), to at most `capacity` areas and returns how many, or -1,
/// having drawn nothing, when `pitch` leaves no room for the margins.
int worm_canvas_draw_onto(WormCanvas *canvas, uint32_t *pixels, int pitch, const WormSplat *splats, int count,
                          WormCanvasArea *areas, int capacity);

/// The margin, in pixels, that `worm_canvas_draw_onto` needs left and right of each row.
enum { WormCanvasMargin = 40 };

/// The pixels that changed since the last call (drawn now, or drawn before the last clear), in
/// `*area`; returns 0 when none did. Upload those, then call it again next time.
int worm_canvas_take_changed(WormCanvas *canvas, WormCanvasArea *area);

/// The pixels drawn since the last clear, in `*area`; returns 0 when none were.
int worm_canvas_drawn(const WormCanvas *canvas, WormCanvasArea *area);

/// What was drawn since the last clear, band by band (16 rows each, only the columns drawn in it):
/// writes at most `capacity` areas (enough: the canvas height ÷ 16, rounded up) and returns how many.
int worm_canvas_drawn_bands(const WormCanvas *canvas, WormCanvasArea *areas, int capacity);

/// How many pixels the bands of `worm_canvas_drawn_bands` would hold after drawing these splats on an
/// empty canvas (to judge, before drawing, whether the canvas pays).
int worm_canvas_measure_bands(const WormCanvas *canvas, const WormSplat *splats, int count);

/// The first pixel of row 0 of the visible canvas; rows are `worm_canvas_pitch` bytes apart. Drawing
/// adds to them and keeps their top bytes (alpha, or padding). To draw onto other pixels, such as a
/// frame read back, see `worm_canvas_draw_onto`.
uint32_t *worm_canvas_pixels(WormCanvas *canvas);

/// Bytes from one row to the next.
int worm_canvas_pitch(const WormCanvas *canvas);

#endif
