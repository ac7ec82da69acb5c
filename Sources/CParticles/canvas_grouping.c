// The particle canvas's order of drawing (canvas.h): splats grouped by colour and size.
#include "canvas.h"

#include <stdlib.h>
#include <string.h>

/// What the grouping sort orders by: blue and size for opaque splats of up to 32 pixels, size alone
/// for translucent ones, and the last key for bigger ones.
static inline uint32_t group_key(const WormSplat *splat) {
    if (splat->size < 0 || splat->size > MAX_FAST_SIZE) return GROUP_KEYS - 1;
    uint32_t colour = splat->alpha == 255 ? splat->blue : 256;
    return colour * (MAX_FAST_SIZE + 1) + (uint32_t)splat->size;
}

/// Room for `count` sorted splats (grown, never shrunk); 0 when memory runs out.
int canvas_reserve(WormCanvas *canvas, int count) {
    if (count <= canvas->sortedCapacity) return 1;
    WormSplat *scratch = realloc(canvas->scratch, (size_t)count * sizeof *scratch);
    if (!scratch) return 0;
    canvas->scratch = scratch;
    WormSplat *sorted = realloc(canvas->sorted, (size_t)count * sizeof *sorted);
    if (!sorted) return 0;
    canvas->sorted = sorted;
    canvas->sortedCapacity = count;
    return 1;
}

/// The splats in an order that puts equal opaque colours together, and within a colour equal sizes:
/// a counting sort on blue and size of the opaque splats up to 32 pixels (alpha, red and green are
/// the same in all the game's opaque particles), then on size alone of the translucent ones (fading
/// particles, whose colours mostly differ), bigger splats last. Runs of one colour and size
/// then share their spread contributions, and the kernels' loops see the same size again and again.
/// Additive blending with saturation does not depend on the order: each channel ends at
/// min(255, the sum of what was added).
const WormSplat *canvas_grouped_by_colour(WormCanvas *canvas, const WormSplat *splats, int count) {
    if (count < GROUPING_MIN || !canvas_reserve(canvas, count)) return splats;
    uint32_t *counts = canvas->groupCounts;
    memset(counts, 0, sizeof canvas->groupCounts);
    for (int n = 0; n < count; n++) counts[group_key(&splats[n])]++;
    uint32_t sum = 0;
    for (int key = 0; key < GROUP_KEYS; key++) {
        uint32_t here = counts[key];
        counts[key] = sum;
        sum += here;
    }
    for (int n = 0; n < count; n++) canvas->sorted[counts[group_key(&splats[n])]++] = splats[n];
    // Many translucent splats share colours too (fading particles of one age): grouped, they share
    // their texture rows' contributions. A second counting sort, stable, on their alpha and blue.
    int opaque = (int)counts[256 * (MAX_FAST_SIZE + 1) - 1], translucent = (int)counts[GROUP_KEYS - 2] - opaque;
    if (translucent < COLOUR_GROUPING_MIN) return canvas->sorted;
    uint32_t *colours = canvas->colourCounts;
    memset(colours, 0, COLOUR_KEYS * sizeof *colours);
    WormSplat *tail = canvas->sorted + opaque;
    for (int n = 0; n < translucent; n++) colours[colour_key(&tail[n])]++;
    sum = 0;
    for (int key = 0; key < COLOUR_KEYS; key++) {
        uint32_t here = colours[key];
        colours[key] = sum;
        sum += here;
    }
    memcpy(canvas->scratch, tail, (size_t)translucent * sizeof *tail);
    for (int n = 0; n < translucent; n++) tail[colours[colour_key(&canvas->scratch[n])]++] = canvas->scratch[n];
    return canvas->sorted;
}
