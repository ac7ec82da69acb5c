// The particle canvas's kernels (Sources/CParticles) held to its scalar kernel, in plain C, so that one
// source is built and run for this machine (x86_64: SSE2, and AVX2 where the processor has it) and for
// a Raspberry Pi's processor (aarch64: NEON), under qemu-user (scripts/kernels-aarch64/run). It checks
// what Tests/WormAppTests/CanvasKernelTests.swift checks, which cannot be cross-built (the Swift side
// needs SDL and a Swift toolchain for aarch64): random splats (fixed seeds) of sizes 0 to 40, every
// tint and opacity, across every edge, drawn by every kernel and by the scalar one, for white and
// coloured textures of several sizes, few splats (drawn in their own order) and many (grouped, shared
// between two threads, each way of sharing), compared byte for byte; drawing onto a frame of the
// caller's, within its margins; particles gathered as the game squares and tints them. It also prints a
// digest of the scalar pixels and the gathered splats: `run` compares the two architectures' digests,
// so the reference itself is the same on both. Exit status 1 on any difference.
#include "particle_canvas.h"

#include <inttypes.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__aarch64__)
#define ARCH "aarch64"
#elif defined(__x86_64__)
#define ARCH "x86_64"
#else
#define ARCH "other"
#endif

static int passed, failed;

/// One check: counted, and named on stderr when it fails.
static void check(int ok, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "kernels-" ARCH ": FAILED: %s\n", what);
    }
}

/// FNV-1a over everything the reference drew and gathered: equal on both architectures, or they differ.
static uint64_t digest = 0xCBF29CE484222325u;
static void fold(const void *bytes, size_t count) {
    const unsigned char *byte = bytes;
    for (size_t i = 0; i < count; i++) digest = (digest ^ byte[i]) * 0x100000001B3u;
}

/// SplitMix64, as WormGame's, with its `unit()`: the Swift tests' crowds come from the same stream.
typedef struct Random {
    uint64_t state;
} Random;
static uint64_t next(Random *random) {
    uint64_t z = (random->state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}
static double unit(Random *random) { return (double)(next(random) >> 11) * 0x1.0p-53; }
static int below(Random *random, int bound) { return (int)(unit(random) * bound); }

/// A texture of `side` × `side` texels, white or coloured, alpha falling off from the middle (as the Swift test's).
static uint32_t *texture(int side, int white) {
    uint32_t *texels = malloc((size_t)side * (size_t)side * sizeof *texels);
    for (int y = 0; y < side; y++) {
        for (int x = 0; x < side; x++) {
            int distance = abs(x * 2 - side + 1) + abs(y * 2 - side + 1);
            int alpha = 255 - distance * 160 / side;
            uint32_t colour = white ? 0xFFFFFFu
                                    : (uint32_t)((40 + x * 13) & 0xFF) << 16 | (uint32_t)((250 - y * 11) & 0xFF) << 8 |
                                          (uint32_t)((x * y * 7) & 0xFF);
            texels[y * side + x] = (uint32_t)(alpha < 0 ? 0 : alpha) << 24 | colour;
        }
    }
    return texels;
}

/// `count` splats in and round a `width` × `height` canvas, sizes 0 to 40, mostly tinted as the game
/// tints (255, 255, blue, alpha), one in five with other reds and greens, a third opaque (as the Swift test's).
static WormSplat *crowd(int count, uint64_t seed, int width, int height) {
    Random random = {seed};
    WormSplat *splats = calloc((size_t)count, sizeof *splats);
    for (int n = 0; n < count; n++) {
        WormSplat *splat = &splats[n];
        int tinted = n % 5 == 0;
        splat->x = below(&random, width + 80) - 40;
        splat->y = below(&random, height + 80) - 40;
        splat->size = below(&random, 41);
        splat->red = tinted ? (uint8_t)below(&random, 256) : 255;
        splat->green = tinted ? (uint8_t)below(&random, 256) : 255;
        splat->blue = (uint8_t)below(&random, 256);
        splat->alpha = n % 3 == 0 ? 255 : (uint8_t)below(&random, 40);
    }
    return splats;
}

/// Faint splats all over the canvas: translucent (alpha 1 to 12), one in fifty opaque and small,
/// so many (over 8 192) that the translucent ones are grouped by colour too.
static WormSplat *faint_crowd(int count, uint64_t seed, int width, int height) {
    Random random = {seed};
    WormSplat *splats = calloc((size_t)count, sizeof *splats);
    for (int n = 0; n < count; n++) {
        WormSplat *splat = &splats[n];
        int opaque = n % 50 == 0;
        splat->x = below(&random, width + 40) - 20;
        splat->y = below(&random, height + 40) - 20;
        splat->size = opaque ? 4 : 8 + below(&random, 17);
        splat->red = splat->green = 255;
        splat->blue = (uint8_t)below(&random, 256);
        splat->alpha = opaque ? 255 : (uint8_t)(1 + below(&random, 12));
    }
    return splats;
}

static const char *kernel_name(WormCanvasKernel kernel) {
    switch (kernel) {
    case WormCanvasKernelScalar: return "scalar";
    case WormCanvasKernelPortable: return "portable";
    case WormCanvasKernelAVX2: return "avx2";
    }
    return "?";
}

/// The visible pixels (`width` × `height`, row after row) after drawing `splats` on a new canvas.
static uint32_t *drawn(int width, int height, const uint32_t *texels, int side, const WormSplat *splats, int count,
                       WormCanvasKernel kernel, int threads, WormCanvasSharing sharing) {
    WormCanvas *canvas = worm_canvas_create(width, height, texels, side, side, 16);
    if (!canvas) {
        fprintf(stderr, "kernels-" ARCH ": could not make a %d x %d canvas\n", width, height);
        exit(2);
    }
    worm_canvas_set_kernel(canvas, kernel);
    worm_canvas_set_threads(canvas, threads);
    worm_canvas_set_sharing(canvas, sharing);
    worm_canvas_draw(canvas, splats, count);
    uint32_t *pixels = malloc((size_t)width * (size_t)height * sizeof *pixels);
    const uint32_t *origin = worm_canvas_pixels(canvas);
    int stride = worm_canvas_pitch(canvas) / 4;
    for (int y = 0; y < height; y++) memcpy(pixels + (size_t)y * width, origin + (size_t)y * stride, (size_t)width * 4);
    worm_canvas_destroy(canvas);
    return pixels;
}

/// How many of `count` pixels differ, the first at `*first` (-1 when none).
static int differing(const uint32_t *actual, const uint32_t *expected, int count, int *first) {
    int differ = 0;
    *first = -1;
    for (int i = 0; i < count; i++) {
        if (actual[i] != expected[i]) {
            if (differ++ == 0) *first = i;
        }
    }
    return differ;
}

/// The order of two pixels, for qsort.
static int compare(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/// How many different pixel values `count` pixels hold, up to `enough` (a picture with plenty in it).
static int distinct(const uint32_t *pixels, int count, int enough) {
    uint32_t *sorted = malloc((size_t)count * sizeof *sorted);
    memcpy(sorted, pixels, (size_t)count * sizeof *sorted);
    int values = 0;
    qsort(sorted, (size_t)count, sizeof *sorted, compare);
    for (int i = 0; i < count && values < enough; i++)
        if (i == 0 || sorted[i] != sorted[i - 1]) values++;
    free(sorted);
    return values;
}

static WormCanvasKernel kernels[3];
static int kernelCount;

/// Every kernel, with one thread and with two (each way of sharing), against the scalar kernel.
static void check_kernels(int width, int height, int side, int white, const char *crowdName, const WormSplat *splats,
                          int count) {
    uint32_t *texels = texture(side, white);
    uint32_t *expected = drawn(width, height, texels, side, splats, count, WormCanvasKernelScalar, 1,
                               WormCanvasSharingFirstCome);
    fold(expected, (size_t)width * (size_t)height * 4);
    char what[256];
    snprintf(what, sizeof what, "%d x %d canvas, %d px %s texture, %s: the scalar picture has plenty in it", width, height,
             side, white ? "white" : "coloured", crowdName);
    check(distinct(expected, width * height, 200) >= 200, what);
    static const struct {
        int threads;
        WormCanvasSharing sharing;
        const char *name;
    } ways[] = {{1, WormCanvasSharingFirstCome, "1 thread"},
                {2, WormCanvasSharingHelper, "2 threads, the helper drawing the lower rows"},
                {2, WormCanvasSharingCaller, "2 threads, the caller drawing the lower rows"},
                {2, WormCanvasSharingFirstCome, "2 threads, first come"}};
    for (int k = 0; k < kernelCount; k++) {
        if (kernels[k] == WormCanvasKernelScalar) continue;
        for (size_t w = 0; w < sizeof ways / sizeof ways[0]; w++) {
            uint32_t *actual = drawn(width, height, texels, side, splats, count, kernels[k], ways[w].threads, ways[w].sharing);
            int first, differ = differing(actual, expected, width * height, &first);
            snprintf(what, sizeof what, "%s kernel, %d x %d canvas, %d px %s texture, %s, %s: %d pixels differ, the first at "
                     "x=%d y=%d (0x%08" PRIX32 " for 0x%08" PRIX32 ")", kernel_name(kernels[k]), width, height, side,
                     white ? "white" : "coloured", crowdName, ways[w].name, differ, first < 0 ? 0 : first % width,
                     first < 0 ? 0 : first / width, first < 0 ? 0 : actual[first], first < 0 ? 0 : expected[first]);
            check(differ == 0, what);
            free(actual);
        }
    }
    free(expected);
    free(texels);
}

/// Drawn onto a frame of the caller's: the scalar kernel's pixels, nothing written past the rows'
/// margins, the bands the canvas reports after the same draw, and a pitch without room for the margins refused.
static void check_draw_onto(void) {
    enum { width = 320, height = 480, guardBand = 8, count = 4000 };
    const int margin = WormCanvasMargin, stride = width + 2 * margin + 2 * guardBand;
    const uint32_t sentinel = 0x12345678u;
    uint32_t *texels = texture(16, 1);
    WormSplat *splats = crowd(count, 7, width, height);
    uint32_t *expected = drawn(width, height, texels, 16, splats, count, WormCanvasKernelScalar, 1, WormCanvasSharingFirstCome);
    uint32_t *frame = malloc((size_t)stride * (height + 2) * sizeof *frame);
    uint32_t *visible = malloc((size_t)width * height * sizeof *visible);
    uint32_t *narrow = calloc((size_t)(width + margin) * height, sizeof *narrow);
    for (int k = 0; k < kernelCount; k++) {
        for (int threads = 1; threads <= 2; threads++) {
            WormCanvas *canvas = worm_canvas_create(width, height, texels, 16, 16, 16);
            worm_canvas_set_kernel(canvas, kernels[k]);
            worm_canvas_set_threads(canvas, threads);
            for (int i = 0; i < stride * (height + 2); i++) frame[i] = sentinel;
            for (int y = 0; y < height; y++)
                for (int x = 0; x < width + 2 * margin; x++) frame[(y + 1) * stride + guardBand + x] = 0xFF000000u;
            WormCanvasArea areas[height / 16], own[height / 16], area;
            int bands = worm_canvas_draw_onto(canvas, frame + stride + guardBand + margin, stride * 4, splats, count, areas,
                                              height / 16);
            for (int y = 0; y < height; y++)
                memcpy(visible + y * width, frame + (y + 1) * stride + guardBand + margin, width * 4);
            int guardsKept = 1;
            for (int y = 0; y < height + 2; y++)
                for (int x = 0; x < stride; x++)
                    if ((y == 0 || y == height + 1 || x < guardBand || x >= stride - guardBand) && frame[y * stride + x] != sentinel)
                        guardsKept = 0;
            int untouched = worm_canvas_drawn(canvas, &area) == 0;
            worm_canvas_draw(canvas, splats, count);
            int ownBands = worm_canvas_drawn_bands(canvas, own, height / 16);
            int sameBands = bands == ownBands && bands > 0;
            for (int b = 0; sameBands && b < bands; b++)
                sameBands = areas[b].left == own[b].left && areas[b].top == own[b].top && areas[b].right == own[b].right &&
                            areas[b].bottom == own[b].bottom;
            int refused = worm_canvas_draw_onto(canvas, narrow + margin, (width + margin) * 4, splats, count, areas,
                                                height / 16) == -1;
            int first, differ = differing(visible, expected, width * height, &first);
            char what[256];
            snprintf(what, sizeof what, "%s kernel, %d thread(s), drawn onto a frame: %d pixels differ%s%s%s%s",
                     kernel_name(kernels[k]), threads, differ, guardsKept ? "" : ", written past the margins",
                     untouched ? "" : ", the canvas's own account touched", sameBands ? "" : ", other bands than the canvas's",
                     refused ? "" : ", a pitch without margins taken");
            check(differ == 0 && guardsKept && untouched && sameBands && refused, what);
            worm_canvas_destroy(canvas);
        }
    }
    free(narrow);
    free(visible);
    free(frame);
    free(expected);
    free(splats);
    free(texels);
}

/// A particle as the game keeps one (WormGame's `Particle`: doubles and a 64-bit life), and one with a
/// 32-bit life, as a 32-bit processor's `Int` would be.
typedef struct Particle {
    double x, y, scale, blue;
    int64_t life;
} Particle;
typedef struct NarrowParticle {
    double x, y, scale, blue;
    int32_t life, after;
} NarrowParticle;

/// The byte of a unit value as SceneRenderer.byte makes it (rounded, half away from zero).
static uint8_t byte_of(double unit) {
    double scaled = round(unit * 255);
    return scaled <= 0 ? 0 : scaled >= 255 ? 255 : (uint8_t)scaled;
}

/// Particles are made splats as SceneRenderer makes its copies: the float square truncated, the tint,
/// those off the canvas or not numbers skipped, from 64-bit and 32-bit lives alike.
static void check_gathering(void) {
    enum { count = 2000, width = 320, height = 480 };
    const float particleSize = 16;
    uint8_t alphaByLife[251];
    for (int life = 0; life <= 250; life++) alphaByLife[life] = (uint8_t)(life * 255 / 250);
    Random random = {3};
    Particle *particles = calloc(count, sizeof *particles);
    NarrowParticle *narrow = calloc(count, sizeof *narrow);
    for (int n = 0; n < count; n++) {
        Particle *p = &particles[n];
        p->x = unit(&random) * 400 - 40;
        p->y = unit(&random) * 560 - 40;
        p->scale = unit(&random) * 2.5;
        p->blue = unit(&random);
        p->life = (int64_t)(unit(&random) * 600) - 20;
        switch (n % 50) {
        case 0: p->x = NAN; break;
        case 1: p->scale = INFINITY; break;
        case 2: p->y = -INFINITY; break;
        case 3: p->scale = 1e12; break;
        }
        narrow[n] = (NarrowParticle){p->x, p->y, p->scale, p->blue, (int32_t)p->life, -1};
    }
    WormSplat *expected = calloc(count, sizeof *expected), *actual = calloc(count, sizeof *actual);
    int expectedCount = 0;
    for (int n = 0; n < count; n++) {
        const Particle *p = &particles[n];
        float size = particleSize * (float)p->scale;
        float x = (float)p->x - size / 2, y = (float)p->y - size / 2;
        if (!(x < width && y < height && x + size > 0 && y + size > 0 && size < 65536)) continue;
        expected[expectedCount++] = (WormSplat){(int32_t)x, (int32_t)y, (int32_t)size, 255, 255, byte_of(p->blue),
                                                alphaByLife[p->life < 0 ? 0 : p->life > 250 ? 250 : p->life]};
    }
    uint32_t *texels = texture(16, 1);
    WormCanvas *canvas = worm_canvas_create(width, height, texels, 16, 16, 16);
    WormParticleLayout wide = {sizeof(Particle), offsetof(Particle, x), offsetof(Particle, y), offsetof(Particle, scale),
                               offsetof(Particle, blue), offsetof(Particle, life), 8};
    WormParticleLayout thin = {sizeof(NarrowParticle), offsetof(NarrowParticle, x), offsetof(NarrowParticle, y),
                               offsetof(NarrowParticle, scale), offsetof(NarrowParticle, blue), offsetof(NarrowParticle, life), 4};
    const struct {
        const void *particles;
        WormParticleLayout layout;
        const char *name;
    } kinds[] = {{particles, wide, "64-bit lives"}, {narrow, thin, "32-bit lives"}};
    for (int k = 0; k < 2; k++) {
        memset(actual, 0xAA, count * sizeof *actual);
        WormGathered gathered = worm_canvas_gather(canvas, kinds[k].particles, count, kinds[k].layout, particleSize,
                                                   alphaByLife, actual);
        int same = gathered.count == expectedCount && expectedCount > 1000 && expectedCount < count - 40;
        for (int n = 0; same && n < expectedCount; n++)
            same = memcmp(&actual[n], &expected[n], offsetof(WormSplat, alpha) + 1) == 0;
        char what[160];
        snprintf(what, sizeof what, "particles gathered with %s: %d splats, %d expected, or not the copies' squares and tints",
                 kinds[k].name, gathered.count, expectedCount);
        check(same, what);
    }
    for (int n = 0; n < expectedCount; n++) fold(&expected[n], offsetof(WormSplat, alpha) + 1);
    worm_canvas_destroy(canvas);
    free(texels);
    free(actual);
    free(expected);
    free(narrow);
    free(particles);
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    // The kernels this build runs here. The portable one must be there (it needs clang's vector
    // extensions): without it, this would hold the scalar kernel to itself. On ARM it is the best one.
    for (int kernel = WormCanvasKernelScalar; kernel <= WormCanvasKernelAVX2; kernel++)
        if (worm_canvas_has_kernel((WormCanvasKernel)kernel)) kernels[kernelCount++] = (WormCanvasKernel)kernel;
    check(worm_canvas_has_kernel(WormCanvasKernelPortable), "the portable vector kernel is built (clang's vector extensions)");
#if defined(__aarch64__)
    check(worm_canvas_best_kernel() == WormCanvasKernelPortable && !worm_canvas_has_kernel(WormCanvasKernelAVX2),
          "on aarch64 the portable (NEON) kernel is the one the game draws with");
#endif
    printf("kernels-" ARCH ": kernels");
    for (int k = 0; k < kernelCount; k++) printf(" %s", kernel_name(kernels[k]));
    printf(" (the best: %s)\n", kernel_name(worm_canvas_best_kernel()));

    // Textures as the Swift test's (16 white and coloured, 20 white, 12 coloured), and the extremes;
    // the faint crowd (slow under qemu) on the game's size only.
    static const struct {
        int side, white;
    } textures[] = {{16, 1}, {16, 0}, {20, 1}, {12, 0}, {64, 0}, {3, 1}};
    // The playfield, and a small odd canvas (edges everywhere, a width not a multiple of 8).
    static const struct {
        int width, height;
    } canvases[] = {{320, 480}, {101, 67}};
    for (size_t c = 0; c < sizeof canvases / sizeof canvases[0]; c++) {
        int width = canvases[c].width, height = canvases[c].height, small = width < 320;
        for (size_t t = 0; t < sizeof textures / sizeof textures[0]; t++) {
            int side = textures[t].side;
            // Few (drawn in their own order), and many (grouped by colour, shared between threads).
            WormSplat *few = crowd(300, (uint64_t)side, width, height);
            check_kernels(width, height, side, textures[t].white, "300 splats", few, 300);
            free(few);
            int many = small ? 600 : 2600;
            WormSplat *crowded = crowd(many, (uint64_t)side + 1, width, height);
            check_kernels(width, height, side, textures[t].white, small ? "600 splats" : "2600 splats", crowded, many);
            free(crowded);
            if (!small && side == 16) {
                WormSplat *faint = faint_crowd(12000, 8, width, height);
                check_kernels(width, height, side, textures[t].white, "12000 faint splats", faint, 12000);
                free(faint);
            }
        }
    }
    check_draw_onto();
    check_gathering();
    printf("kernels-" ARCH ": digest of the scalar pixels and gathered splats %016" PRIx64 "\n", digest);
    printf("kernels-" ARCH ": %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
