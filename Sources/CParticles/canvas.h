// Inside the particle canvas: its layout, and what its files share. The API is particle_canvas.h;
// particle_canvas.c makes the canvas and reports what was drawn, canvas_gathering.c makes splats of the
// game's particles, canvas_grouping.c orders them, canvas_kernels.c draws them, canvas_threads.c shares
// a draw between two threads.
#ifndef WORM_CANVAS_H
#define WORM_CANVAS_H

#include "particle_canvas.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) || defined(__i386__)
#define WORM_HAVE_X86 1
#endif

// The portable vector kernel needs clang's vectors and saturating addition on them.
#if defined(__clang__) && defined(__has_builtin)
#if __has_builtin(__builtin_elementwise_add_sat)
#define WORM_HAVE_PORTABLE 1
#endif
#endif

/// Empty columns left and right of the visible canvas: a splat of up to `MAX_FAST_SIZE` pixels that
/// touches the canvas starts at x ≥ -31, and the vector kernels write whole vectors from there (up to
/// 7 pixels past the splat in 8-pixel chunks, 15 in 16-pixel groups, so up to x + 32), which stays
/// inside them (rows are clipped, columns are not).
enum { MARGIN = WormCanvasMargin, MAX_FAST_SIZE = 32, CHUNKS = MAX_FAST_SIZE / 8 };

/// Vectors of spread contributions for every size 1…32: the sum of size × ⌈size / 8⌉.
enum { SPREAD_VECTORS = 1640 };

/// Rows per band: what was drawn is reported band by band, so that a diagonal trail of stardust
/// is added onto the frame without the empty corners of its bounding box.
enum { BAND = 16 };

/// An opaque black pixel: adds nothing under SDL's additive blend (its alpha is 255, so SDL does
/// not premultiply, and each colour adds its own value).
#define EMPTY 0xFF000000u

/// Grouping splats by colour pays from this many on, and so does a second thread drawing half the rows;
/// grouping the translucent ones by colour too pays from `COLOUR_GROUPING_MIN` on.
enum { GROUPING_MIN = 512, PARALLEL_MIN = 2048, COLOUR_GROUPING_MIN = 8192, COLOUR_KEYS = 1 << 16 };

/// Keys of the grouping sort: colour × 33 + size for splats of up to 32 pixels (the colour: blue for
/// opaque ones, 256 for translucent ones), one more for bigger ones.
enum { GROUP_KEYS = 257 * (MAX_FAST_SIZE + 1) + 1 };

/// The rows one thread draws, [top, bottom), with what its kernel keeps to itself: what it drew (the
/// area, and the columns per band, merged into the canvas's account after the draw: threads writing
/// to one cache line would slow each other down), and the vector kernels' spread contributions of the
/// current colour, per size: `size` rows of `(size + 7) / 8` vectors from `spreadOffset[size]` vectors
/// in, valid when `spreadGeneration[size]` is the colour's `generation`. Parts meet at a band boundary.
typedef struct WormPart {
    _Alignas(64) int top, bottom;
    WormCanvasArea drawn;
    int16_t bandLeft[4096 / BAND], bandRight[4096 / BAND];
    _Alignas(64) uint8_t spread[SPREAD_VECTORS * 32];
    unsigned spreadGeneration[MAX_FAST_SIZE + 1];
    unsigned generation;
} WormPart;

struct WormCanvas {
    int width, height, stride;
    uint32_t *storage;  // `height` rows of `stride` pixels, the visible ones `MARGIN` in
    uint32_t *origin;   // pixel (0, 0)
    uint32_t *texels;
    int textureWidth, textureHeight;
    WormCanvasKernel kernel;
    WormCanvasArea drawn;    // drawn since the last clear
    // The columns drawn in each band of `BAND` rows since the last clear (left ≥ right: none).
    int16_t bandLeft[4096 / BAND], bandRight[4096 / BAND];
    WormCanvasArea cleared;  // cleared and not reported since
    // For the vector kernel, per splat size 1…MAX_FAST_SIZE and per 8-pixel chunk: the texel
    // column of each lane, whether it is in the texture's right half, and whether the lane is drawn.
    _Alignas(32) int32_t columns[MAX_FAST_SIZE + 1][CHUNKS][8];
    _Alignas(32) int32_t rightHalf[MAX_FAST_SIZE + 1][CHUNKS][8];
    _Alignas(32) int32_t lanes[MAX_FAST_SIZE + 1][CHUNKS][8];
    // The texture row of each of a splat's rows, per size.
    uint8_t rows[MAX_FAST_SIZE + 1][MAX_FAST_SIZE];
    // Whether the texture is white (every texel that shows is 0xFFFFFF), as the game's particle is: a
    // white texel adds (a, a, blue × a / 255) under a modulation of (255, 255, blue, alpha), with
    // a = texel alpha × alpha / 255, so the kernels need only its alpha. Per size, row and 16-pixel
    // group, the alphas of a splat's pixels, in the order [0-3, 8-11, 4-7, 12-15] that 16-bit
    // interleaving within 128-bit halves turns back into [0-7], [8-15]; lanes past the splat 0.
    int white;
    _Alignas(32) uint8_t alphas[MAX_FAST_SIZE + 1][MAX_FAST_SIZE][MAX_FAST_SIZE];
    // Where each size's spread contributions start in a part's `spread`, in 32-byte vectors.
    int spreadOffset[MAX_FAST_SIZE + 1];
    // The rows above and below the split of a big draw: with two threads, a helper thread draws the
    // lower part. It is started by the first draw that pays, waits for a job under `lock` (`state`:
    // 0 idle, 1 posted, 2 taken), and signals `done`. Whoever comes first takes the lower part: the
    // helper, or the caller once done with the upper part, when the helper is slow to wake.
    WormPart parts[2];
    int threads;
    WormCanvasSharing sharing;
    int synchronised;  // whether `lock`, `wake` and `done` were made
    int helperState;   // 0: not started, 1: running, -1: none (could not be started)
    pthread_t helper;
    pthread_mutex_t lock;
    pthread_cond_t wake, done;
    int state, quitting;
    const WormSplat *jobSplats;
    int jobCount;
    atomic_int lowerTaken;
    // For grouping splats by colour and size: a count per key, and room for the splats sorted; for
    // grouping many translucent ones by colour, a count per colour and room for a copy of them.
    uint32_t groupCounts[GROUP_KEYS];
    WormSplat *sorted, *scratch;
    uint32_t *colourCounts;
    int sortedCapacity;
};

/// The empty area.
static const WormCanvasArea NOTHING = {0, 0, 0, 0};

static inline int is_empty(WormCanvasArea area) { return area.left >= area.right || area.top >= area.bottom; }

/// The smallest area holding both.
static inline WormCanvasArea joined(WormCanvasArea a, WormCanvasArea b) {
    if (is_empty(a)) return b;
    if (is_empty(b)) return a;
    WormCanvasArea both = {a.left < b.left ? a.left : b.left, a.top < b.top ? a.top : b.top,
                           a.right > b.right ? a.right : b.right, a.bottom > b.bottom ? a.bottom : b.bottom};
    return both;
}

/// SDL's nearest-neighbour stepping: texel `source << 16 / size` wide, first sample half a step in.
static inline uint32_t step_of(int source, int size) { return ((uint32_t)source << 16) / (uint32_t)size; }

/// Row `y` of the canvas, its pixel 0.
static inline uint32_t *row_of(const WormCanvas *canvas, int y) { return canvas->origin + (ptrdiff_t)y * canvas->stride; }

/// What the vector kernels tell colours apart by: alpha, then blue (red and green are the same in all
/// the game's particles; a splat that differs there is never taken for one that does not, as its
/// colour is checked in full).
static inline uint32_t colour_key(const WormSplat *splat) { return (uint32_t)splat->alpha << 8 | splat->blue; }

/// The areas drawn, band by band, of an account of what was drawn (`drawn`, and the columns per band);
/// writes at most `capacity` and returns how many (particle_canvas.c).
int canvas_bands(WormCanvasArea drawn, const int16_t *left, const int16_t *right, WormCanvasArea *areas, int capacity);

/// Room for `count` sorted splats (grown, never shrunk); 0 when memory runs out (canvas_grouping.c).
int canvas_reserve(WormCanvas *canvas, int count);

/// The splats in an order that groups equal colours and sizes, or as given (canvas_grouping.c).
const WormSplat *canvas_grouped_by_colour(WormCanvas *canvas, const WormSplat *splats, int count);

/// Draws `count` splats in `part`'s rows with the canvas's kernel (canvas_kernels.c).
void canvas_draw_part(WormCanvas *canvas, WormPart *part, const WormSplat *splats, int count);

/// Readies a new canvas to share draws between two threads where there are two processors or more
/// (the helper thread itself is started by the first draw that needs it) (canvas_threads.c).
void canvas_start_threads(WormCanvas *canvas);

/// Stops the helper thread, if there is one, and frees what the threads shared (canvas_threads.c).
void canvas_stop_threads(WormCanvas *canvas);

#endif
