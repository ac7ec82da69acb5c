// The particle canvas (particle_canvas.h): made, chosen kernel, cleared, and what was drawn reported.
#include "canvas.h"

#include <stdlib.h>
#include <string.h>

WormCanvas *worm_canvas_create(int width, int height, const uint32_t *texels, int textureWidth, int textureHeight,
                               int capacity) {
    if (width < 1 || height < 1 || width > 4096 || height > 4096) return NULL;
    if (textureWidth < 1 || textureHeight < 1 || textureWidth > 64 || textureHeight > 64) return NULL;
    WormCanvas *canvas = aligned_alloc(_Alignof(WormCanvas), (sizeof(WormCanvas) + 63) / 64 * 64);
    if (!canvas) return NULL;
    memset(canvas, 0, sizeof *canvas);
    canvas->width = width;
    canvas->height = height;
    canvas->stride = width + 2 * MARGIN;
    size_t pixels = (size_t)canvas->stride * (size_t)height;
    canvas->storage = malloc(pixels * sizeof(uint32_t));
    canvas->texels = malloc((size_t)textureWidth * (size_t)textureHeight * sizeof(uint32_t));
    canvas->colourCounts = malloc(COLOUR_KEYS * sizeof(uint32_t));
    if (!canvas->storage || !canvas->texels || !canvas->colourCounts || !canvas_reserve(canvas, capacity)) {
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
    canvas->white = 1;
    for (int i = 0; i < textureWidth * textureHeight; i++)
        if (texels[i] >> 24 != 0 && (texels[i] & 0xFFFFFF) != 0xFFFFFF) canvas->white = 0;
    static const int order[16] = {0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15};
    for (int size = 1; size <= MAX_FAST_SIZE; size++) {
        for (int j = 0; j < size; j++) {
            const uint32_t *row = texels + canvas->rows[size][j] * textureWidth;
            for (int i = 0; i < MAX_FAST_SIZE; i++) {
                int pixel = i / 16 * 16 + order[i % 16];
                int column = canvas->columns[size][pixel / 8][pixel % 8];
                canvas->alphas[size][j][i] = pixel < size ? (uint8_t)(row[column] >> 24) : 0;
            }
        }
    }
    canvas->kernel = worm_canvas_best_kernel();
    canvas_start_threads(canvas);
    return canvas;
}

void worm_canvas_destroy(WormCanvas *canvas) {
    if (!canvas) return;
    canvas_stop_threads(canvas);
    free(canvas->storage);
    free(canvas->texels);
    free(canvas->sorted);
    free(canvas->scratch);
    free(canvas->colourCounts);
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

int canvas_bands(WormCanvasArea drawn, const int16_t *left, const int16_t *right, WormCanvasArea *areas, int capacity) {
    int count = 0;
    if (is_empty(drawn)) return 0;
    for (int band = drawn.top / BAND; band <= (drawn.bottom - 1) / BAND && count < capacity; band++) {
        if (left[band] >= right[band]) continue;
        int top = band * BAND, bottom = top + BAND;
        WormCanvasArea area = {left[band], top < drawn.top ? drawn.top : top, right[band],
                               bottom > drawn.bottom ? drawn.bottom : bottom};
        areas[count++] = area;
    }
    return count;
}

int worm_canvas_drawn_bands(const WormCanvas *canvas, WormCanvasArea *areas, int capacity) {
    return canvas_bands(canvas->drawn, canvas->bandLeft, canvas->bandRight, areas, capacity);
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
