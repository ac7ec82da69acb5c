// The particle canvas's kernels (canvas.h): scalar (the reference), AVX2 and portable vectors, each for
// white textures and for any. All reproduce, pixel for pixel, what
// SDL 2.26's software renderer does for SDL_RenderCopyF of a scaled, modulated, additive texture:
// SDL_Blit_*_Modulate_Blend_Scale in SDL_blit_auto.c (and SDL_SoftStretch's nearest scaling, which
// uses the same 16.16 stepping, for copies it clips through a temporary surface).
#include "canvas.h"

#include <string.h>

#ifdef WORM_HAVE_X86
#include <immintrin.h>
#endif

/// The rows [*first, *last) of a splat that are visible and in `part`, or 0 when there are none
/// (culled, or the other part's); they count as drawn, in `part`'s account.
__attribute__((always_inline)) static inline int visible_rows(WormCanvas *canvas, WormPart *part, const WormSplat *splat,
                                                              int *first, int *last) {
    int size = splat->size;
    if (size <= 0 || splat->x >= canvas->width || splat->y >= part->bottom || splat->x + size <= 0 ||
        splat->y + size <= part->top)
        return 0;
    *first = splat->y < part->top ? part->top - splat->y : 0;
    *last = splat->y + size > part->bottom ? part->bottom - splat->y : size;
    WormCanvasArea area = {splat->x < 0 ? 0 : splat->x, splat->y + *first,
                           splat->x + size > canvas->width ? canvas->width : splat->x + size, splat->y + *last};
    part->drawn = joined(part->drawn, area);
    for (int band = area.top / BAND; band <= (area.bottom - 1) / BAND; band++) {
        if (area.left < part->bandLeft[band]) part->bandLeft[band] = (int16_t)area.left;
        if (area.right > part->bandRight[band]) part->bandRight[band] = (int16_t)area.right;
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
static void splat_scalar(WormCanvas *canvas, WormPart *part, const WormSplat *given) {
    // A copy the canvas's pixels cannot alias: its modulations stay in registers.
    const WormSplat copy = *given, *splat = &copy;
    int first, last;
    if (!visible_rows(canvas, part, splat, &first, &last)) return;
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

/// Starts the vector kernels' count of colours (generations) for one call, so that it never wraps
/// round to a stale match; returns the colour before any.
static inline uint64_t start_generations(WormPart *part) {
    part->generation = 0;
    memset(part->spreadGeneration, 0, sizeof part->spreadGeneration);
    return UINT64_MAX;
}

/// Whether `splat` is the vector kernels' to draw: at most 32 pixels (bigger ones are drawn here by
/// the scalar kernel) and on the canvas (its visible rows in `*first`, `*last`). A colour other than
/// `*colour` (alpha, red, green, blue in 16 bits each) becomes `*colour` and starts a new generation.
__attribute__((always_inline)) static inline int take_vector_splat(WormCanvas *canvas, WormPart *part, const WormSplat *splat,
                                                                   uint64_t *colour, int *first, int *last) {
    if (splat->size > MAX_FAST_SIZE) {
        splat_scalar(canvas, part, splat);
        return 0;
    }
    if (!visible_rows(canvas, part, splat, first, last)) return 0;
    uint64_t mine = (uint64_t)splat->alpha << 48 | (uint64_t)splat->red << 32 | (uint64_t)splat->green << 16 |
                    (uint64_t)splat->blue;
    if (mine != *colour) {
        *colour = mine;
        part->generation++;
    }
    return 1;
}

/// Whether `splat` is the white kernels' to draw: at most 32 pixels, tinted (255, 255, blue, alpha), and
/// on the canvas (its visible rows in `*first`, `*last`); others are drawn here by the scalar kernel.
__attribute__((always_inline)) static inline int take_white_splat(WormCanvas *canvas, WormPart *part, const WormSplat *splat,
                                                                  int *first, int *last) {
    if (splat->size > MAX_FAST_SIZE || splat->red != 255 || splat->green != 255) {
        splat_scalar(canvas, part, splat);
        return 0;
    }
    return visible_rows(canvas, part, splat, first, last);
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

/// Adds `rows` rows of `chunks` vectors (8 pixels each) from `add` onto the canvas from `target` on,
/// with unsigned saturation; inlined with a constant `chunks`, so its loop is unrolled.
__attribute__((target("avx2"), always_inline)) static inline void add_rows_avx2(uint32_t *target, int stride, const __m256i *add,
                                                                              int rows, int chunks) {
    for (int j = 0; j < rows; j++, target += stride, add += chunks) {
        for (int k = 0; k < chunks; k++) {
            __m256i *pixels = (__m256i *)(void *)(target + 8 * k);
            _mm256_storeu_si256(pixels, _mm256_adds_epu8(_mm256_loadu_si256(pixels), _mm256_load_si256(add + k)));
        }
    }
}

/// Adds one row of a splat of the white texture, 16 pixels at a time: its alphas (16 a group, in the
/// table's order) times the splat's alpha (unless opaque) and blue, as 32-bit pixels (a, a, b).
__attribute__((target("avx2"), always_inline)) static inline void add_white_row(uint32_t *target, const uint8_t *alphas,
                                                                              int groups, __m256i alpha, __m256i blue,
                                                                              int opaque) {
    for (int g = 0; g < groups; g++, target += 16, alphas += 16) {
        __m256i a = _mm256_cvtepu8_epi16(_mm_load_si128((const __m128i *)(const void *)alphas));
        if (!opaque) a = divide_by_255(_mm256_mullo_epi16(a, alpha));
        __m256i b = divide_by_255(_mm256_mullo_epi16(a, blue));
        __m256i low = _mm256_or_si256(b, _mm256_slli_epi16(a, 8));  // b | a << 8: the pixels' low halves
        __m256i first = _mm256_unpacklo_epi16(low, a), second = _mm256_unpackhi_epi16(low, a);
        __m256i *pixels = (__m256i *)(void *)target;
        _mm256_storeu_si256(pixels, _mm256_adds_epu8(_mm256_loadu_si256(pixels), first));
        _mm256_storeu_si256(pixels + 1, _mm256_adds_epu8(_mm256_loadu_si256(pixels + 1), second));
    }
}

/// Splats of a white texture with AVX2 (`WormCanvas.white`), in the order given: each row's pixels
/// worked out from the texture's alphas, the splat's alpha and blue, 16 at a time, and added to the
/// canvas with unsigned saturation. Splats over 32 pixels, or not modulated by (255, 255, blue,
/// alpha), go to the scalar kernel.
__attribute__((target("avx2"))) static void draw_white_avx2(WormCanvas *canvas, WormPart *part, const WormSplat *splats, int count) {
    const int stride = canvas->stride;
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &splats[n];
        int size = splat->size, first, last;
        if (!take_white_splat(canvas, part, splat, &first, &last)) continue;
        const __m256i alpha = _mm256_set1_epi16(splat->alpha), blue = _mm256_set1_epi16(splat->blue);
        uint32_t *target = row_of(canvas, splat->y + first) + splat->x;
        const uint8_t *alphas = canvas->alphas[size][first];
        int opaque = splat->alpha == 255;
        for (int j = first; j < last; j++, target += stride, alphas += MAX_FAST_SIZE) {
            if (size > 16) {
                if (opaque) add_white_row(target, alphas, 2, alpha, blue, 1);
                else add_white_row(target, alphas, 2, alpha, blue, 0);
            } else {
                if (opaque) add_white_row(target, alphas, 1, alpha, blue, 1);
                else add_white_row(target, alphas, 1, alpha, blue, 0);
            }
        }
    }
}

/// Splats with AVX2. For each new colour, the texture rows' contributions (two vectors of 8 pixels a
/// row, each computed when first needed); for each size met with that colour, the splat's rows of contributions spread over
/// its pixels by a per-size permutation (kept while the colour lasts: the grouping makes many
/// splats of one colour and size); then each splat row adds those to the canvas with unsigned
/// saturation, 8 pixels at a time. Splats over 32 pixels, or textures not 16 texels wide, go to
/// the scalar kernel.
__attribute__((target("avx2"))) static void draw_avx2(WormCanvas *canvas, WormPart *part, const WormSplat *ordered, int count) {
    if (canvas->textureWidth != 16) {
        for (int n = 0; n < count; n++) splat_scalar(canvas, part, &ordered[n]);
        return;
    }
    const int stride = canvas->stride;
    __m256i sprite[64][2];
    unsigned spriteGeneration[64] = {0};
    __m256i *spread = (__m256i *)part->spread;
    uint64_t colour = start_generations(part);
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &ordered[n];
        int size = splat->size, first, last;
        if (!take_vector_splat(canvas, part, splat, &colour, &first, &last)) continue;
        int chunks = (size + 7) / 8;
        __m256i *spreadRows = spread + canvas->spreadOffset[size];
        uint32_t *target = row_of(canvas, splat->y + first) + splat->x;
        if (part->spreadGeneration[size] != part->generation) {
            // Spread once for the splats of this colour and size to come; a splat alone in its colour
            // and size (a fading particle, mostly) is added straight from the texture rows, visible rows only.
            int alone = n + 1 == count || colour_key(&ordered[n + 1]) != colour_key(splat) || ordered[n + 1].size != size;
            for (int j = alone ? first : 0; j < (alone ? last : size); j++) {
                int row = canvas->rows[size][j];
                if (spriteGeneration[row] != part->generation) {
                    const __m256i modulation = _mm256_set1_epi64x((int64_t)colour);
                    const uint32_t *source = canvas->texels + row * 16;
                    sprite[row][0] = contributions(_mm256_loadu_si256((const __m256i *)source), modulation);
                    sprite[row][1] = contributions(_mm256_loadu_si256((const __m256i *)(source + 8)), modulation);
                    spriteGeneration[row] = part->generation;
                }
                __m256i *to = alone ? (__m256i *)(void *)(target + (j - first) * stride) : spreadRows + j * chunks;
                for (int k = 0; k < chunks; k++) {
                    __m256i add = spread_chunk(canvas, sprite[row][0], sprite[row][1], size, k);
                    if (alone) {
                        _mm256_storeu_si256(to + k, _mm256_adds_epu8(_mm256_loadu_si256(to + k), add));
                    } else {
                        _mm256_store_si256(to + k, add);
                    }
                }
            }
            if (alone) continue;
            part->spreadGeneration[size] = part->generation;
        }
        // The same few sizes come again and again: a loop for each number of chunks runs straight through.
        const __m256i *add = spreadRows + first * chunks;
        int rows = last - first;
        switch (chunks) {
        case 1: add_rows_avx2(target, stride, add, rows, 1); break;
        case 2: add_rows_avx2(target, stride, add, rows, 2); break;
        case 3: add_rows_avx2(target, stride, add, rows, 3); break;
        default: add_rows_avx2(target, stride, add, rows, 4); break;
        }
    }
}
#endif

#ifdef WORM_HAVE_PORTABLE
/// 32 bytes (8 pixels) as one vector of the compiler's: SSE2 on any x86-64, NEON on ARM.
typedef uint8_t WormBytes32 __attribute__((ext_vector_type(32)));

/// 16 bytes, and 4 pixels, as vectors of the compiler's (128 bits: SSE2, NEON).
typedef uint8_t WormBytes16 __attribute__((ext_vector_type(16)));
typedef uint32_t WormPixels4 __attribute__((ext_vector_type(4)));

/// x / 255 for lanes up to 255 × 255, exactly: (x × 0x8081) >> 23.
static inline WormPixels4 divided_by_255(WormPixels4 x) { return (x * 0x8081u) >> 23; }

/// Splats of a white texture with portable vectors (`WormCanvas.white`), in the order given: as the
/// AVX2 kernel's, 4 pixels at a time, each quad read from where the table's order put it.
static void draw_white_portable(WormCanvas *canvas, WormPart *part, const WormSplat *splats, int count) {
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &splats[n];
        int size = splat->size, first, last;
        if (!take_white_splat(canvas, part, splat, &first, &last)) continue;
        uint32_t *target = row_of(canvas, splat->y + first) + splat->x;
        const uint8_t *alphas = canvas->alphas[size][first];
        int quads = size > 16 ? 8 : 4;
        uint32_t alpha = splat->alpha, blue = splat->blue;
        for (int j = first; j < last; j++, target += canvas->stride, alphas += MAX_FAST_SIZE) {
            for (int q = 0; q < quads; q++) {
                // Quad q of the pixels is at quad (q with its two low bits' order swapped) of the table.
                int at = (q & ~3) | (q & 1) << 1 | (q & 2) >> 1;
                WormPixels4 a = {alphas[4 * at], alphas[4 * at + 1], alphas[4 * at + 2], alphas[4 * at + 3]};
                if (alpha != 255) a = divided_by_255(a * alpha);
                WormPixels4 pixels = a << 16 | a << 8 | divided_by_255(a * blue);
                WormBytes16 sum, more;
                memcpy(&sum, target + 4 * q, sizeof sum);
                memcpy(&more, &pixels, sizeof more);
                sum = __builtin_elementwise_add_sat(sum, more);
                memcpy(target + 4 * q, &sum, sizeof sum);
            }
        }
    }
}

/// Splats with portable vectors: as the AVX2 kernel, but each colour's and size's spread contributions
/// are computed by the scalar arithmetic (`contribution`), and only the adding is vectorised, 8 pixels
/// at a time with unsigned saturation. For processors without AVX2 (a Raspberry Pi's, say).
static void draw_portable(WormCanvas *canvas, WormPart *part, const WormSplat *ordered, int count) {
    uint32_t sprite[64][64];
    unsigned spriteGeneration[64] = {0};
    uint32_t *spread = (uint32_t *)part->spread;
    uint64_t colour = start_generations(part);
    for (int n = 0; n < count; n++) {
        const WormSplat *splat = &ordered[n];
        int size = splat->size, first, last;
        if (!take_vector_splat(canvas, part, splat, &colour, &first, &last)) continue;
        int chunks = (size + 7) / 8;
        uint32_t *spreadRows = spread + canvas->spreadOffset[size] * 8;
        if (part->spreadGeneration[size] != part->generation) {
            for (int j = 0; j < size; j++) {
                int row = canvas->rows[size][j];
                if (spriteGeneration[row] != part->generation) {
                    const uint32_t *source = canvas->texels + row * canvas->textureWidth;
                    for (int column = 0; column < canvas->textureWidth; column++)
                        sprite[row][column] = contribution(source[column], splat);
                    spriteGeneration[row] = part->generation;
                }
                for (int i = 0; i < chunks * 8; i++)
                    spreadRows[j * chunks * 8 + i] = i < size ? sprite[row][canvas->columns[size][i / 8][i % 8]] : 0;
            }
            part->spreadGeneration[size] = part->generation;
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

/// Draws `count` splats in `part`'s rows with the canvas's kernel (for the general vector kernels,
/// grouped by colour first).
void canvas_draw_part(WormCanvas *canvas, WormPart *part, const WormSplat *splats, int count) {
    part->drawn = NOTHING;
    for (int band = part->top / BAND; band <= (part->bottom - 1) / BAND; band++) {
        part->bandLeft[band] = (int16_t)canvas->width;
        part->bandRight[band] = 0;
    }
    switch (canvas->kernel) {
#ifdef WORM_HAVE_X86
    case WormCanvasKernelAVX2:
        if (canvas->white) {
            draw_white_avx2(canvas, part, splats, count);
        } else {
            draw_avx2(canvas, part, splats, count);
        }
        return;
#endif
#ifdef WORM_HAVE_PORTABLE
    case WormCanvasKernelPortable:
        if (canvas->white) {
            draw_white_portable(canvas, part, splats, count);
        } else {
            draw_portable(canvas, part, splats, count);
        }
        return;
#endif
    default:
        for (int n = 0; n < count; n++) splat_scalar(canvas, part, &splats[n]);
    }
}
