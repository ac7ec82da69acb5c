// The particle canvas's kernel (see particle_canvas.h). Both kernels reproduce, pixel for pixel, what
// SDL 2.26's software renderer does for SDL_RenderCopyF of a scaled, modulated, additive texture:
// SDL_Blit_*_Modulate_Blend_Scale in SDL_blit_auto.c (and SDL_SoftStretch's nearest scaling, which
// uses the same 16.16 stepping, for copies it clips through a temporary surface).
#include "particle_canvas.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define WORM_HAVE_X86 1
#endif

// The portable vector kernel needs clang's vectors and saturating addition on them.
#if defined(__clang__) && defined(__has_builtin)
#if __has_builtin(__builtin_elementwise_add_sat)
#define WORM_HAVE_PORTABLE 1
#endif
#endif

/// Empty columns left and right of the visible canvas: a splat of up to `MAX_FAST_SIZE` pixels that
/// touches the canvas, plus the vector kernel's overshoot of up to 7 pixels, stays inside them
/// (rows are clipped, columns are not).
enum { MARGIN = 40, MAX_FAST_SIZE = 32, CHUNKS = MAX_FAST_SIZE / 8 };

/// Vectors of spread contributions for every size 1…32: the sum of size × ⌈size / 8⌉.
enum { SPREAD_VECTORS = 1640 };

/// Rows per band: what was drawn is reported band by band, so that a diagonal trail of stardust
/// is added onto the frame without the empty corners of its bounding box.
enum { BAND = 16 };

/// An opaque black pixel: adds nothing under SDL's additive blend (its alpha is 255, so SDL does
/// not premultiply, and each colour adds its own value).
#define EMPTY 0xFF000000u

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
    // The vector kernel's spread contributions of the current colour, per size: `size` rows of
    // `(size + 7) / 8` vectors from `spreadOffset[size]` vectors in, valid when `spreadGeneration[size]`
    // is the colour's `generation`.
    _Alignas(32) uint8_t spread[SPREAD_VECTORS * 32];
    int spreadOffset[MAX_FAST_SIZE + 1];
    unsigned spreadGeneration[MAX_FAST_SIZE + 1];
    unsigned generation;
    // For grouping splats by colour: a count per colour key, and room for the sorted splats.
    uint32_t *counts;
    WormSplat *sorted;
    int sortedCapacity;
};

/// Grouping splats by colour pays from this many on.
enum { GROUPING_MIN = 512, COLOUR_KEYS = 1 << 16 };

/// What the sort orders by: alpha, then blue.
static inline uint32_t colour_key(const WormSplat *splat) { return (uint32_t)splat->alpha << 8 | splat->blue; }

/// Room for `count` sorted splats (grown, never shrunk); 0 when memory runs out.
static int reserve(WormCanvas *canvas, int count) {
    if (count <= canvas->sortedCapacity) return 1;
    WormSplat *sorted = realloc(canvas->sorted, (size_t)count * sizeof *sorted);
    if (!sorted) return 0;
    canvas->sorted = sorted;
    canvas->sortedCapacity = count;
    return 1;
}

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

WormCanvas *worm_canvas_create(int width, int height, const uint32_t *texels, int textureWidth, int textureHeight,
                               int capacity) {
    if (width < 1 || height < 1 || width > 4096 || height > 4096) return NULL;
    if (textureWidth < 1 || textureHeight < 1 || textureWidth > 64 || textureHeight > 64) return NULL;
    WormCanvas *canvas = aligned_alloc(32, (sizeof(WormCanvas) + 31) / 32 * 32);
    if (!canvas) return NULL;
    memset(canvas, 0, sizeof *canvas);
    canvas->width = width;
    canvas->height = height;
    canvas->stride = width + 2 * MARGIN;
    size_t pixels = (size_t)canvas->stride * (size_t)height;
    canvas->storage = malloc(pixels * sizeof(uint32_t));
    canvas->texels = malloc((size_t)textureWidth * (size_t)textureHeight * sizeof(uint32_t));
    canvas->counts = malloc(COLOUR_KEYS * sizeof(uint32_t));
    if (!canvas->storage || !canvas->texels || !canvas->counts || !reserve(canvas, capacity)) {
        worm_canvas_destroy(canvas);
        return NULL;
    }
    for (size_t i = 0; i < pixels; i++) canvas->storage[i] = EMPTY;
    canvas->origin = canvas->storage + MARGIN;
    memcpy(canvas->texels, texels, (size_t)textureWidth * (size_t)textureHeight * sizeof(uint32_t));
    canvas->textureWidth = textureWidth;
    canvas->textureHeight = textureHeight;
    canvas->drawn = canvas->cleared = NOTHING;
    for (int band = 0; band < 4096 / BAND; band++) {
        canvas->bandLeft[band] = (int16_t)width;
        canvas->bandRight[band] = 0;
    }
    for (int size = 1; size <= MAX_FAST_SIZE; size++) {
        uint32_t step = step_of(textureWidth, size), position = step / 2;
        for (int i = 0; i < CHUNKS * 8; i++) {
            int column = i < size ? (int)(position >> 16) : 0;
            canvas->columns[size][i / 8][i % 8] = column;
            canvas->rightHalf[size][i / 8][i % 8] = column >= 8 ? -1 : 0;
            canvas->lanes[size][i / 8][i % 8] = i < size ? -1 : 0;
            if (i < size) position += step;
        }
        canvas->spreadOffset[size] = size == 1 ? 0 : canvas->spreadOffset[size - 1] + (size - 1) * ((size + 6) / 8);
        uint32_t stepY = step_of(textureHeight, size), positionY = stepY / 2;
        for (int j = 0; j < size; j++, positionY += stepY) canvas->rows[size][j] = (uint8_t)(positionY >> 16);
    }
    canvas->kernel = worm_canvas_best_kernel();
    return canvas;
}

void worm_canvas_destroy(WormCanvas *canvas) {
    if (!canvas) return;
    free(canvas->storage);
    free(canvas->texels);
    free(canvas->counts);
    free(canvas->sorted);
    free(canvas);
}

WormCanvasKernel worm_canvas_best_kernel(void) {
#ifdef WORM_HAVE_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) return WormCanvasKernelAVX2;
#endif
#ifdef WORM_HAVE_PORTABLE
    return WormCanvasKernelPortable;
#else
    return WormCanvasKernelScalar;
#endif
}

int worm_canvas_has_kernel(WormCanvasKernel kernel) {
    switch (kernel) {
    case WormCanvasKernelScalar: return 1;
#ifdef WORM_HAVE_PORTABLE
    case WormCanvasKernelPortable: return 1;
#endif
    case WormCanvasKernelAVX2: return worm_canvas_best_kernel() == WormCanvasKernelAVX2;
    default: return 0;
    }
}

void worm_canvas_set_kernel(WormCanvas *canvas, WormCanvasKernel kernel) {
    canvas->kernel = worm_canvas_has_kernel(kernel) ? kernel : worm_canvas_best_kernel();
}

static inline uint32_t *row_of(const WormCanvas *canvas, int y) { return canvas->origin + (ptrdiff_t)y * canvas->stride; }

void worm_canvas_clear(WormCanvas *canvas) {
    if (is_empty(canvas->drawn)) return;
    // Whole rows, margins included: the vector kernel's overshoot and edge splats land there.
    uint32_t *start = row_of(canvas, canvas->drawn.top) - MARGIN;
    size_t count = (size_t)(canvas->drawn.bottom - canvas->drawn.top) * (size_t)canvas->stride;
    for (size_t i = 0; i < count; i++) start[i] = EMPTY;
    for (int band = canvas->drawn.top / BAND; band <= (canvas->drawn.bottom - 1) / BAND; band++) {
        canvas->bandLeft[band] = (int16_t)canvas->width;
        canvas->bandRight[band] = 0;
    }
    canvas->cleared = joined(canvas->cleared, canvas->drawn);
    canvas->drawn = NOTHING;
}

int worm_canvas_take_changed(WormCanvas *canvas, WormCanvasArea *area) {
    *area = joined(canvas->drawn, canvas->cleared);
    canvas->cleared = NOTHING;
    return !is_empty(*area);
}

int worm_canvas_drawn(const WormCanvas *canvas, WormCanvasArea *area) {
    *area = canvas->drawn;
    return !is_empty(*area);
}

int worm_canvas_drawn_bands(const WormCanvas *canvas, WormCanvasArea *areas, int capacity) {
    int count = 0;
    if (is_empty(canvas->drawn)) return 0;
    for (int band = canvas->drawn.top / BAND; band <= (canvas->drawn.bottom - 1) / BAND && count < capacity; band++) {
        if (canvas->bandLeft[band] >= canvas->bandRight[band]) continue;
        int top = band * BAND, bottom = top + BAND;
        WormCanvasArea area = {canvas->bandLeft[band], top < canvas->drawn.top ? canvas->drawn.top : top,
                               canvas->bandRight[band], bottom > canvas->drawn.bottom ? canvas->drawn.bottom : bottom};
        areas[count++] = area;
    }
    return count;
}

int worm_canvas_measure_bands(const WormCanvas *canvas, const WormSplat *splats, int count) {
    int16_t left[4096 / BAND], right[4096 / BAND];
    int bands = (canvas->height + BAND - 1) / BAND, top = canvas->height, bottom = 0;
    for (int band = 0; band < bands; band++) {
        left[band] = (int16_t)canvas->width;
        right[band] = 0;
    }
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &splats[n];
        int size = splat->size;
        if (size <= 0 || splat->x >= canvas->width || splat->y >= canvas->height || splat->x + size <= 0 ||
            splat->y + size <= 0)
            continue;
        int x0 = splat->x < 0 ? 0 : splat->x, x1 = splat->x + size > canvas->width ? canvas->width : splat->x + size;
        int y0 = splat->y < 0 ? 0 : splat->y, y1 = splat->y + size > canvas->height ? canvas->height : splat->y + size;
        if (y0 < top) top = y0;
        if (y1 > bottom) bottom = y1;
        for (int band = y0 / BAND; band <= (y1 - 1) / BAND; band++) {
            if (x0 < left[band]) left[band] = (int16_t)x0;
            if (x1 > right[band]) right[band] = (int16_t)x1;
        }
    }
    int pixels = 0;
    for (int band = 0; band < bands; band++) {
        if (left[band] >= right[band]) continue;
        int first = band * BAND < top ? top : band * BAND, last = band * BAND + BAND > bottom ? bottom : band * BAND + BAND;
        pixels += (right[band] - left[band]) * (last - first);
    }
    return pixels;
}

uint32_t *worm_canvas_pixels(WormCanvas *canvas) { return canvas->origin; }

int worm_canvas_pitch(const WormCanvas *canvas) { return canvas->stride * (int)sizeof(uint32_t); }

/// The visible rows [*first, *last) of a splat, or 0 when it misses the canvas (culled).
__attribute__((always_inline)) static inline int visible_rows(WormCanvas *canvas, const WormSplat *splat, int *first, int *last) {
    int size = splat->size;
    if (size <= 0 || splat->x >= canvas->width || splat->y >= canvas->height || splat->x + size <= 0 ||
        splat->y + size <= 0)
        return 0;
    *first = splat->y < 0 ? -splat->y : 0;
    *last = splat->y + size > canvas->height ? canvas->height - splat->y : size;
    WormCanvasArea area = {splat->x < 0 ? 0 : splat->x, splat->y + *first,
                           splat->x + size > canvas->width ? canvas->width : splat->x + size, splat->y + *last};
    canvas->drawn = joined(canvas->drawn, area);
    for (int band = area.top / BAND; band <= (area.bottom - 1) / BAND; band++) {
        if (area.left < canvas->bandLeft[band]) canvas->bandLeft[band] = (int16_t)area.left;
        if (area.right > canvas->bandRight[band]) canvas->bandRight[band] = (int16_t)area.right;
    }
    return 1;
}

/// What one texel adds under `splat`'s modulation, in SDL's own order of operations: modulate colour
/// and alpha, premultiply by alpha when it is below 255. Alpha itself adds 0.
static inline uint32_t contribution(uint32_t texel, const WormSplat *splat) {
    uint32_t r = (texel >> 16) & 0xFF, g = (texel >> 8) & 0xFF, b = texel & 0xFF, a = texel >> 24;
    r = r * splat->red / 255;
    g = g * splat->green / 255;
    b = b * splat->blue / 255;
    a = a * splat->alpha / 255;
    if (a < 255) {
        r = r * a / 255;
        g = g * a / 255;
        b = b * a / 255;
    }
    return r << 16 | g << 8 | b;
}

/// `pixel` with `add` added channel by channel, with saturation; its top byte kept.
static inline uint32_t added(uint32_t pixel, uint32_t add) {
    uint32_t r = ((pixel >> 16) & 0xFF) + ((add >> 16) & 0xFF), g = ((pixel >> 8) & 0xFF) + ((add >> 8) & 0xFF),
             b = (pixel & 0xFF) + (add & 0xFF);
    if (r > 255) r = 255;
    if (g > 255) g = 255;
    if (b > 255) b = 255;
    return (pixel & 0xFF000000u) | r << 16 | g << 8 | b;
}

/// One splat, one pixel at a time: the reference for the other kernels.
static void splat_scalar(WormCanvas *canvas, const WormSplat *given) {
    // A copy the canvas's pixels cannot alias: its modulations stay in registers.
    const WormSplat copy = *given, *splat = &copy;
    int first, last;
    if (!visible_rows(canvas, splat, &first, &last)) return;
    int size = splat->size;
    uint32_t stepX = step_of(canvas->textureWidth, size), stepY = step_of(canvas->textureHeight, size);
    uint32_t positionY = stepY / 2 + (uint32_t)first * stepY;
    int left = splat->x < 0 ? -splat->x : 0;
    int right = splat->x + size > canvas->width ? canvas->width - splat->x : size;
    for (int j = first; j < last; j++, positionY += stepY) {
        const uint32_t *source = canvas->texels + (positionY >> 16) * (uint32_t)canvas->textureWidth;
        uint32_t *target = row_of(canvas, splat->y + j) + splat->x;
        uint32_t positionX = stepX / 2 + (uint32_t)left * stepX;
        for (int i = left; i < right; i++, positionX += stepX) {
            target[i] = added(target[i], contribution(source[positionX >> 16], splat));
        }
    }
}

/// The splats in an order that puts equal colours together (a counting sort on blue and alpha,
/// which is all that varies in the game's particles). Additive blending with saturation does not
/// depend on the order: each channel ends at min(255, the sum of what was added).
static const WormSplat *grouped_by_colour(WormCanvas *canvas, const WormSplat *splats, int count) {
    if (count < GROUPING_MIN || !reserve(canvas, count)) return splats;
    uint32_t *counts = canvas->counts;
    memset(counts, 0, COLOUR_KEYS * sizeof *counts);
    for (int n = 0; n < count; n++) counts[colour_key(&splats[n])]++;
    uint32_t sum = 0;
    for (int key = 0; key < COLOUR_KEYS; key++) {
        uint32_t here = counts[key];
        counts[key] = sum;
        sum += here;
    }
    for (int n = 0; n < count; n++) canvas->sorted[counts[colour_key(&splats[n])]++] = splats[n];
    return canvas->sorted;
}

/// Starts the vector kernels' count of colours (generations) for one call, so that it never wraps
/// round to a stale match; returns the colour before any.
static inline uint64_t start_generations(WormCanvas *canvas) {
    canvas->generation = 0;
    memset(canvas->spreadGeneration, 0, sizeof canvas->spreadGeneration);
    return UINT64_MAX;
}

/// Whether `splat` is the vector kernels' to draw: at most 32 pixels (bigger ones are drawn here by
/// the scalar kernel) and on the canvas (its visible rows in `*first`, `*last`). A colour other than
/// `*colour` (alpha, red, green, blue in 16 bits each) becomes `*colour` and starts a new generation.
__attribute__((always_inline)) static inline int take_vector_splat(WormCanvas *canvas, const WormSplat *splat, uint64_t *colour, int *first,
                                                                   int *last) {
    if (splat->size > MAX_FAST_SIZE) {
        splat_scalar(canvas, splat);
        return 0;
    }
    if (!visible_rows(canvas, splat, first, last)) return 0;
    uint64_t mine = (uint64_t)splat->alpha << 48 | (uint64_t)splat->red << 32 | (uint64_t)splat->green << 16 |
                    (uint64_t)splat->blue;
    if (mine != *colour) {
        *colour = mine;
        canvas->generation++;
    }
    return 1;
}

#ifdef WORM_HAVE_X86
/// x / 255 for 16-bit lanes up to 255 × 255, exactly: (x × 0x8081) >> 23.
__attribute__((target("avx2"))) static inline __m256i divide_by_255(__m256i x) {
    return _mm256_srli_epi16(_mm256_mulhi_epu16(x, _mm256_set1_epi16((short)0x8081)), 7);
}

/// What 8 texels add once modulated by `modulation` (b, g, r, a in each pixel's 16-bit lanes) and
/// premultiplied by their modulated alpha, with alpha itself adding 0. Same as the scalar kernel:
/// x × 255 / 255 = x, so premultiplying an alpha of 255 changes nothing, as SDL's skipping it does not.
__attribute__((target("avx2"))) static inline __m256i contributions(__m256i texels, __m256i modulation) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i alphaWords = _mm256_setr_epi8(6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15,
                                                6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15);
    const __m256i colours = _mm256_set1_epi64x(0x0000FFFFFFFFFFFFLL);
    __m256i low = _mm256_unpacklo_epi8(texels, zero), high = _mm256_unpackhi_epi8(texels, zero);
    low = divide_by_255(_mm256_mullo_epi16(low, modulation));
    high = divide_by_255(_mm256_mullo_epi16(high, modulation));
    low = divide_by_255(_mm256_mullo_epi16(low, _mm256_shuffle_epi8(low, alphaWords)));
    high = divide_by_255(_mm256_mullo_epi16(high, _mm256_shuffle_epi8(high, alphaWords)));
    return _mm256_packus_epi16(_mm256_and_si256(low, colours), _mm256_and_si256(high, colours));
}

/// Chunk `k` (8 pixels) of a splat row of `size` pixels: the texture row's contributions (`left`,
/// `right`: texels 0-7 and 8-15) picked by the size's columns, lanes past the splat zero.
__attribute__((target("avx2"))) static inline __m256i spread_chunk(const WormCanvas *canvas, __m256i left, __m256i right,
                                                                   int size, int k) {
    __m256i column = _mm256_load_si256((const __m256i *)canvas->columns[size][k]);
    __m256i add = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(left, column), _mm256_permutevar8x32_epi32(right, column),
                                     _mm256_load_si256((const __m256i *)canvas->rightHalf[size][k]));
    return _mm256_and_si256(add, _mm256_load_si256((const __m256i *)canvas->lanes[size][k]));
}

/// Splats with AVX2. For each new colour, the texture rows' contributions (two vectors of 8 pixels a
/// row, each computed when first needed); for each size met with that colour, the splat's rows of contributions spread over
/// its pixels by a per-size permutation (kept while the colour lasts: the grouping makes many
/// splats of one colour and size); then each splat row adds those to the canvas with unsigned
/// saturation, 8 pixels at a time. Splats over 32 pixels, or textures not 16 texels wide, go to
/// the scalar kernel.
__attribute__((target("avx2"))) static void draw_avx2(WormCanvas *canvas, const WormSplat *splats, int count) {
    if (canvas->textureWidth != 16) {
        for (int n = 0; n < count; n++) splat_scalar(canvas, &splats[n]);
        return;
    }
    const WormSplat *ordered = grouped_by_colour(canvas, splats, count);
    __m256i sprite[64][2];
    unsigned spriteGeneration[64] = {0};
    __m256i *spread = (__m256i *)canvas->spread;
    uint64_t colour = start_generations(canvas);
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &ordered[n];
        int size = splat->size, first, last;
        if (!take_vector_splat(canvas, splat, &colour, &first, &last)) continue;
        int chunks = (size + 7) / 8;
        __m256i *spreadRows = spread + canvas->spreadOffset[size];
        uint32_t *target = row_of(canvas, splat->y + first) + splat->x;
        if (canvas->spreadGeneration[size] != canvas->generation) {
            // Spread once for the splats of this colour and size to come; a splat alone in its colour
            // (a fading particle, mostly) is added straight from the texture rows, visible rows only.
            int alone = n + 1 == count || colour_key(&ordered[n + 1]) != colour_key(splat);
            for (int j = alone ? first : 0; j < (alone ? last : size); j++) {
                int row = canvas->rows[size][j];
                if (spriteGeneration[row] != canvas->generation) {
                    const __m256i modulation = _mm256_set1_epi64x((int64_t)colour);
                    const uint32_t *source = canvas->texels + row * 16;
                    sprite[row][0] = contributions(_mm256_loadu_si256((const __m256i *)source), modulation);
                    sprite[row][1] = contributions(_mm256_loadu_si256((const __m256i *)(source + 8)), modulation);
                    spriteGeneration[row] = canvas->generation;
                }
                for (int k = 0; k < chunks; k++) {
                    __m256i add = spread_chunk(canvas, sprite[row][0], sprite[row][1], size, k);
                    if (alone) {
                        __m256i *pixels = (__m256i *)(target + (j - first) * canvas->stride + 8 * k);
                        _mm256_storeu_si256(pixels, _mm256_adds_epu8(_mm256_loadu_si256(pixels), add));
                    } else {
                        _mm256_store_si256(spreadRows + j * chunks + k, add);
                    }
                }
            }
            if (alone) continue;
            canvas->spreadGeneration[size] = canvas->generation;
        }
        const __m256i *add = spreadRows + first * chunks;
        for (int j = first; j < last; j++, target += canvas->stride, add += chunks) {
            for (int k = 0; k < chunks; k++) {
                __m256i *pixels = (__m256i *)(target + 8 * k);
                _mm256_storeu_si256(pixels, _mm256_adds_epu8(_mm256_loadu_si256(pixels), _mm256_load_si256(add + k)));
            }
        }
    }
}
#endif

#ifdef WORM_HAVE_PORTABLE
/// 32 bytes (8 pixels) as one vector of the compiler's: SSE2 on any x86-64, NEON on ARM.
typedef uint8_t WormBytes32 __attribute__((ext_vector_type(32)));

/// Splats with portable vectors: as the AVX2 kernel, but each colour's and size's spread contributions
/// are computed by the scalar arithmetic (`contribution`), and only the adding is vectorised, 8 pixels
/// at a time with unsigned saturation. For processors without AVX2 (a Raspberry Pi's, say).
static void draw_portable(WormCanvas *canvas, const WormSplat *splats, int count) {
    const WormSplat *ordered = grouped_by_colour(canvas, splats, count);
    uint32_t sprite[64][64];
    unsigned spriteGeneration[64] = {0};
    uint32_t *spread = (uint32_t *)canvas->spread;
    uint64_t colour = start_generations(canvas);
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &ordered[n];
        int size = splat->size, first, last;
        if (!take_vector_splat(canvas, splat, &colour, &first, &last)) continue;
        int chunks = (size + 7) / 8;
        uint32_t *spreadRows = spread + canvas->spreadOffset[size] * 8;
        if (canvas->spreadGeneration[size] != canvas->generation) {
            for (int j = 0; j < size; j++) {
                int row = canvas->rows[size][j];
                if (spriteGeneration[row] != canvas->generation) {
                    const uint32_t *source = canvas->texels + row * canvas->textureWidth;
                    for (int column = 0; column < canvas->textureWidth; column++)
                        sprite[row][column] = contribution(source[column], splat);
                    spriteGeneration[row] = canvas->generation;
                }
                for (int i = 0; i < chunks * 8; i++)
                    spreadRows[j * chunks * 8 + i] = i < size ? sprite[row][canvas->columns[size][i / 8][i % 8]] : 0;
            }
            canvas->spreadGeneration[size] = canvas->generation;
        }
        uint32_t *target = row_of(canvas, splat->y + first) + splat->x;
        const uint32_t *add = spreadRows + first * chunks * 8;
        for (int j = first; j < last; j++, target += canvas->stride, add += chunks * 8) {
            for (int k = 0; k < chunks; k++) {
                WormBytes32 pixels, more;
                memcpy(&pixels, target + 8 * k, sizeof pixels);
                memcpy(&more, add + 8 * k, sizeof more);
                pixels = __builtin_elementwise_add_sat(pixels, more);
                memcpy(target + 8 * k, &pixels, sizeof pixels);
            }
        }
    }
}
#endif

void worm_canvas_draw(WormCanvas *canvas, const WormSplat *splats, int count) {
    switch (canvas->kernel) {
#ifdef WORM_HAVE_X86
    case WormCanvasKernelAVX2:
        draw_avx2(canvas, splats, count);
        return;
#endif
#ifdef WORM_HAVE_PORTABLE
    case WormCanvasKernelPortable:
        draw_portable(canvas, splats, count);
        return;
#endif
    default:
        for (int n = 0; n < count; n++) splat_scalar(canvas, &splats[n]);
    }
}
