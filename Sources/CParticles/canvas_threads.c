// The particle canvas's two threads (canvas.h): a big draw's lower rows drawn by a helper thread.
#define _GNU_SOURCE  // sched_getaffinity
#include "canvas.h"

#include <sched.h>
#include <signal.h>
#include <unistd.h>

/// Adds what `part` drew to the canvas's account of what was drawn since the last clear.
static void take_account(WormCanvas *canvas, const WormPart *part) {
    if (is_empty(part->drawn)) return;
    canvas->drawn = joined(canvas->drawn, part->drawn);
    for (int band = part->drawn.top / BAND; band <= (part->drawn.bottom - 1) / BAND; band++) {
        if (part->bandLeft[band] < canvas->bandLeft[band]) canvas->bandLeft[band] = part->bandLeft[band];
        if (part->bandRight[band] > canvas->bandRight[band]) canvas->bandRight[band] = part->bandRight[band];
    }
}

/// The helper thread: takes each job posted and draws its lower part, unless the caller took it first.
static void *helper_main(void *argument) {
    WormCanvas *canvas = argument;
    pthread_mutex_lock(&canvas->lock);
    for (;;) {
        while (canvas->state != 1 && !canvas->quitting) pthread_cond_wait(&canvas->wake, &canvas->lock);
        if (canvas->quitting) break;
        canvas->state = 2;
        const WormSplat *splats = canvas->jobSplats;
        int count = canvas->jobCount;
        pthread_mutex_unlock(&canvas->lock);
        if (!atomic_exchange(&canvas->lowerTaken, 1)) canvas_draw_part(canvas, &canvas->parts[1], splats, count);
        pthread_mutex_lock(&canvas->lock);
        canvas->state = 0;
        pthread_cond_signal(&canvas->done);
    }
    pthread_mutex_unlock(&canvas->lock);
    return NULL;
}

/// Whether the helper thread is there to draw the lower part (started now if need be, with every
/// signal blocked: the game's signals are for its own thread).
static int helper_ready(WormCanvas *canvas) {
    if (canvas->helperState == 0) {
        sigset_t all, before;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &before);
        canvas->helperState = pthread_create(&canvas->helper, NULL, helper_main, canvas) == 0 ? 1 : -1;
        pthread_sigmask(SIG_SETMASK, &before, NULL);
    }
    return canvas->helperState == 1;
}

/// How many processors this thread may run on (its affinity, which a container's cpuset limits), or
/// are online where that cannot be told.
static int processors(void) {
#ifdef __linux__
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
    return (int)sysconf(_SC_NPROCESSORS_ONLN);
}

void canvas_start_threads(WormCanvas *canvas) {
    canvas->threads = processors() > 1 ? 2 : 1;
    canvas->helperState = -1;
    if (pthread_mutex_init(&canvas->lock, NULL) != 0) return;
    if (pthread_cond_init(&canvas->wake, NULL) != 0) {
        pthread_mutex_destroy(&canvas->lock);
        return;
    }
    if (pthread_cond_init(&canvas->done, NULL) != 0) {
        pthread_cond_destroy(&canvas->wake);
        pthread_mutex_destroy(&canvas->lock);
        return;
    }
    canvas->synchronised = 1;
    canvas->helperState = 0;
}

void canvas_stop_threads(WormCanvas *canvas) {
    if (canvas->helperState == 1) {
        pthread_mutex_lock(&canvas->lock);
        canvas->quitting = 1;
        pthread_cond_signal(&canvas->wake);
        pthread_mutex_unlock(&canvas->lock);
        pthread_join(canvas->helper, NULL);
        canvas->helperState = -1;
    }
    if (canvas->synchronised) {
        pthread_cond_destroy(&canvas->done);
        pthread_cond_destroy(&canvas->wake);
        pthread_mutex_destroy(&canvas->lock);
        canvas->synchronised = 0;
    }
}

/// The band boundary that splits the splats' work (their pixels, counted at their top rows) in two
/// halves, or the canvas's height when no split leaves work on both sides.
static int split_row(const WormCanvas *canvas, const WormSplat *splats, int count) {
    int bands = (canvas->height + BAND - 1) / BAND;
    uint64_t work[4096 / BAND] = {0}, total = 0;
    for (int n = 0; n < count; n++) {
        int y = splats[n].y, size = splats[n].size;
        if (size <= 0 || y >= canvas->height || y + size <= 0) continue;
        uint64_t pixels = (uint64_t)(size < 64 ? size * size : 64 * 64);
        work[(y < 0 ? 0 : y) / BAND] += pixels;
        total += pixels;
    }
    uint64_t sum = 0;
    for (int band = 0; band < bands - 1; band++) {
        sum += work[band];
        if (2 * sum >= total) return sum > 0 && sum < total ? (band + 1) * BAND : canvas->height;
    }
    return canvas->height;
}

/// Draws the splats in one part, or in two (the lower one by the helper thread) when there are
/// enough of them; returns how many parts drew, each with its own account of what it drew.
static int draw_in_parts(WormCanvas *canvas, const WormSplat *splats, int count) {
    // The white kernels need no grouping: they work each splat's pixels out from the texture's alphas.
    int grouping = canvas->kernel != WormCanvasKernelScalar && !canvas->white;
    const WormSplat *ordered = grouping ? canvas_grouped_by_colour(canvas, splats, count) : splats;
    int split = canvas->threads > 1 && count >= PARALLEL_MIN ? split_row(canvas, ordered, count) : canvas->height;
    int shared = split < canvas->height && helper_ready(canvas);
    canvas->parts[0].top = 0;
    canvas->parts[0].bottom = shared ? split : canvas->height;
    canvas->parts[1].top = split;
    canvas->parts[1].bottom = canvas->height;
    if (shared) {
        pthread_mutex_lock(&canvas->lock);
        canvas->jobSplats = ordered;
        canvas->jobCount = count;
        atomic_store(&canvas->lowerTaken, 0);
        canvas->state = 1;
        pthread_cond_signal(&canvas->wake);
        pthread_mutex_unlock(&canvas->lock);
    }
    int mine = shared && canvas->sharing == WormCanvasSharingCaller && !atomic_exchange(&canvas->lowerTaken, 1);
    canvas_draw_part(canvas, &canvas->parts[0], ordered, count);
    if (!shared) return 1;
    if (canvas->sharing == WormCanvasSharingFirstCome) mine = !atomic_exchange(&canvas->lowerTaken, 1);
    if (mine) canvas_draw_part(canvas, &canvas->parts[1], ordered, count);
    pthread_mutex_lock(&canvas->lock);
    // Not woken yet, and the lower part drawn here: withdrawn, so that it finds nothing to do.
    if (mine && canvas->state == 1) canvas->state = 0;
    while (canvas->state != 0) pthread_cond_wait(&canvas->done, &canvas->lock);
    pthread_mutex_unlock(&canvas->lock);
    return 2;
}

void worm_canvas_draw(WormCanvas *canvas, const WormSplat *splats, int count) {
    if (count <= 0) return;
    int parts = draw_in_parts(canvas, splats, count);
    for (int part = 0; part < parts; part++) take_account(canvas, &canvas->parts[part]);
}

int worm_canvas_draw_onto(WormCanvas *canvas, uint32_t *pixels, int pitch, const WormSplat *splats, int count,
                          WormCanvasArea *areas, int capacity) {
    if (pitch % 4 != 0 || pitch / 4 < canvas->width + 2 * MARGIN) return -1;
    if (count <= 0) return 0;
    uint32_t *origin = canvas->origin;
    int stride = canvas->stride;
    canvas->origin = pixels;
    canvas->stride = pitch / 4;
    int parts = draw_in_parts(canvas, splats, count);
    canvas->origin = origin;
    canvas->stride = stride;
    int written = 0;
    for (int part = 0; part < parts; part++) {
        const WormPart *drawn = &canvas->parts[part];
        written += canvas_bands(drawn->drawn, drawn->bandLeft, drawn->bandRight, areas + written, capacity - written);
    }
    return written;
}

void worm_canvas_set_threads(WormCanvas *canvas, int threads) { canvas->threads = threads > 1 ? 2 : 1; }

int worm_canvas_threads(const WormCanvas *canvas) { return canvas->threads; }

void worm_canvas_set_sharing(WormCanvas *canvas, WormCanvasSharing sharing) { canvas->sharing = sharing; }
