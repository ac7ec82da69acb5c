/* The benchmark's C twin: the same scenes as `worm-bench` (Sources/worm-bench/Benchmark.swift), drawn with
 * the same SDL calls in the same order, with the same particle arithmetic and the same SplitMix64 stream,
 * so the last frames are identical (the checksums say so) and the timings compare like for like.
 *
 * Build: gcc -O2 scenes.c -o scenes $(pkg-config --cflags --libs sdl2 SDL2_image) -lm
 * Run:   scenes --resources DIR --scene classic|particles-N --frames F --drawing copies|geometry
 *        scenes --resources DIR --first-frame      (launch to first frame: load, draw once, exit)
 */
#include <SDL.h>
#include <SDL_image.h>
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double x, y, vx, vy, ax, ay, scale, blue; int life; } Particle;
typedef struct { int x, y, w, h, xo, yo, adv; } Glyph;

static uint64_t rng_state = 12345;
static uint64_t next64(void) {
    rng_state += 0x9E3779B97F4A7C15ull;
    uint64_t z = rng_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double unit(void) { return (double)(next64() >> 11) * 0x1.0p-53; }
static double around(double c, double s) { return c + (unit() * 2 - 1) * s; }

/* An explosion particle (R11) born at (x, y): the draws in the order ParticleKind.makeParticle makes them. */
static Particle make_particle(double x, double y) {
    Particle p;
    double bx = around(x, 5), by = around(y, 5);
    double speed = around(160, 40);
    double angle = unit() * 2 * 3.141592653589793;
    double scale = around(1, 0.5);
    double blue = 1 - unit() * 0.33;
    p.x = bx; p.y = by; p.vx = speed * cos(angle); p.vy = speed * sin(angle);
    p.ax = 0; p.ay = 0; p.scale = scale; p.blue = blue; p.life = 750;
    return p;
}

static Particle *pool;
static int pool_count, pool_capacity;

static void add(Particle p) { if (pool_count < pool_capacity) pool[pool_count++] = p; }

static void update(int step_ms) {
    double dt = (double)step_ms / 1000;
    int i = 0, end = pool_count;
    while (i < end) {
        pool[i].life -= step_ms;
        if (pool[i].life <= 0) { pool[i] = pool[--end]; continue; }
        Particle p = pool[i];
        p.x += p.vx * dt; p.y += p.vy * dt; p.vx += p.ax * dt; p.vy += p.ay * dt;
        p.scale = fmax(0, p.scale - 0.2 * dt);
        p.blue = fmax(0, p.blue - 0.33 * dt);
        pool[i] = p;
        i++;
    }
    pool_count = end;
}

/* The classic scene's emitter: 1000 particles a second for 0.1 s at the worm. */
static int emitter_on, emitter_age, emitter_credit;

/* The allocation counter that scripts/bench preloads (alloc_count.c), if any. */
static long long allocations(void) {
    uint64_t (*count)(void) = (uint64_t (*)(void))dlsym(RTLD_DEFAULT, "worm_allocation_count");
    return count ? (long long)count() : -1;
}

static double now_ms(void) { return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency(); }

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static double median(double *v, int n) {
    qsort(v, n, sizeof *v, compare);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void die(const char *call) {
    fprintf(stderr, "scenes: %s: %s\n", call, SDL_GetError());
    exit(1);
}

int main(int argc, char **argv) {
    const char *resources = "Resources", *scene = "classic", *drawing = "copies", *driver = "software";
    int frames = 300, first_frame = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--resources") && i + 1 < argc) resources = argv[++i];
        else if (!strcmp(argv[i], "--scene") && i + 1 < argc) scene = argv[++i];
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--drawing") && i + 1 < argc) drawing = argv[++i];
        else if (!strcmp(argv[i], "--renderer") && i + 1 < argc) driver = argv[++i];
        else if (!strcmp(argv[i], "--first-frame")) first_frame = 1;
        else { fprintf(stderr, "scenes: unknown option %s\n", argv[i]); return 2; }
    }
    int target = strncmp(scene, "particles-", 10) ? 0 : atoi(scene + 10);
    int geometry = !strcmp(drawing, "geometry");
    if (first_frame) frames = 1;

    int software = !strcmp(driver, "software");
    if (software) {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
        SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy");
    } else {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver);
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) < 0) die("SDL_Init");
    if (!IMG_Init(IMG_INIT_PNG | IMG_INIT_JPG)) die("IMG_Init");
    SDL_Window *window = SDL_CreateWindow("scenes", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 320, 480,
                                          SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_RESIZABLE);
    if (!window) die("SDL_CreateWindow");
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, software ? SDL_RENDERER_SOFTWARE : 0);
    if (!renderer) die("SDL_CreateRenderer");
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) < 0 || strcmp(info.name, driver)) {
        fprintf(stderr, "scenes: asked for the %s renderer, SDL gave %s\n", driver, info.name);
        return 1;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/background.png", resources);
    SDL_Texture *background = IMG_LoadTexture(renderer, path);
    snprintf(path, sizeof path, "%s/worm.png", resources);
    SDL_Texture *worm = IMG_LoadTexture(renderer, path);
    snprintf(path, sizeof path, "%s/particle.png", resources);
    SDL_Texture *particle = IMG_LoadTexture(renderer, path);
    snprintf(path, sizeof path, "%s/font_0.png", resources);
    SDL_Texture *font = IMG_LoadTexture(renderer, path);
    if (!background || !worm || !particle || !font) die("IMG_LoadTexture");
    SDL_SetTextureBlendMode(particle, SDL_BLENDMODE_ADD);

    /* The font's ASCII glyphs from font.fnt. */
    static Glyph glyphs[128];
    snprintf(path, sizeof path, "%s/font.fnt", resources);
    FILE *fnt = fopen(path, "r");
    if (!fnt) { perror(path); return 1; }
    char line[512];
    while (fgets(line, sizeof line, fnt)) {
        int id; Glyph g;
        if (sscanf(line, "char id=%d x=%d y=%d width=%d height=%d xoffset=%d yoffset=%d xadvance=%d",
                   &id, &g.x, &g.y, &g.w, &g.h, &g.xo, &g.yo, &g.adv) == 8 && id >= 0 && id < 128) glyphs[id] = g;
    }
    fclose(fnt);
    const char *message = "Worms caught 12 missed 3";
    int text_width = 0;
    for (const char *c = message; *c; c++) text_width += glyphs[(int)*c].adv;

    pool_capacity = target > 4096 ? target : 4096;
    pool = malloc(sizeof *pool * pool_capacity);
    SDL_Vertex *vertices = malloc(sizeof *vertices * 4 * pool_capacity);
    int *indices = malloc(sizeof *indices * 6 * pool_capacity);
    for (int i = 0; i < target; i++) {
        double x = unit() * 320, y = unit() * 480;
        Particle p = make_particle(x, y);
        p.life = 4 + i * 746 / target;
        add(p);
    }

    double *update_ms = malloc(sizeof(double) * frames), *render_ms = malloc(sizeof(double) * frames),
           *frame_ms = malloc(sizeof(double) * frames);
    double size_sum = 0; long size_count = 0;
    uint64_t checksum = 0;
    int steps = 0;
    long long allocations_before = -1;
    for (int f = 0; f < frames; f++) {
        if (f == 1) allocations_before = allocations();
        double start = now_ms();
        for (int s = 0; s < 4; s++) {
            update(4);
            if (target == 0) {
                if (steps % 250 == 0) { emitter_on = 1; emitter_age = 0; emitter_credit = 0; }
                if (emitter_on) {
                    if (emitter_age < 100) {
                        emitter_credit += 1000 * 4;
                        while (emitter_credit >= 1000) { emitter_credit -= 1000; add(make_particle(160, 300)); }
                    }
                    emitter_age += 4;
                }
            } else {
                while (pool_count < target) { double x = unit() * 320, y = unit() * 480; add(make_particle(x, y)); }
            }
            steps++;
        }
        double updated = now_ms();

        SDL_RenderSetClipRect(renderer, NULL);
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
        SDL_RenderClear(renderer);
        SDL_Rect clip = {0, 0, 320, 480};
        SDL_RenderSetClipRect(renderer, &clip);
        SDL_FRect full = {0, 0, 320, 480};
        SDL_RenderCopyF(renderer, background, NULL, &full);
        SDL_FRect worm_rect = {160 - 30.0f, 330 - 60.0f, 60, 60};
        SDL_RenderCopyF(renderer, worm, NULL, &worm_rect);
        if (pool_count > 0) {
            if (geometry) {
                int nv = 0, ni = 0;
                for (int i = 0; i < pool_count; i++) {
                    Particle *p = &pool[i];
                    float size = 16.0f * (float)p->scale, half = size * 0.5f;
                    float cx = (float)p->x, cy = (float)p->y;
                    SDL_Color tint = {255, 255, (Uint8)round(p->blue * 255),
                                      (Uint8)round((p->life >= 250 ? 1.0 : (double)p->life / 250) * 255)};
                    int base = nv;
                    vertices[nv++] = (SDL_Vertex){{cx - half, cy - half}, tint, {0, 0}};
                    vertices[nv++] = (SDL_Vertex){{cx + half, cy - half}, tint, {1, 0}};
                    vertices[nv++] = (SDL_Vertex){{cx + half, cy + half}, tint, {1, 1}};
                    vertices[nv++] = (SDL_Vertex){{cx - half, cy + half}, tint, {0, 1}};
                    indices[ni++] = base; indices[ni++] = base + 1; indices[ni++] = base + 2;
                    indices[ni++] = base; indices[ni++] = base + 2; indices[ni++] = base + 3;
                }
                SDL_RenderGeometry(renderer, particle, vertices, nv, indices, ni);
            } else {
                for (int i = 0; i < pool_count; i++) {
                    Particle *p = &pool[i];
                    float size = 16.0f * (float)p->scale;
                    SDL_SetTextureColorMod(particle, 255, 255, (Uint8)round(p->blue * 255));
                    SDL_SetTextureAlphaMod(particle, (Uint8)round((p->life >= 250 ? 1.0 : (double)p->life / 250) * 255));
                    SDL_FRect r = {(float)p->x - size / 2, (float)p->y - size / 2, size, size};
                    SDL_RenderCopyF(renderer, particle, NULL, &r);
                }
                SDL_SetTextureColorMod(particle, 255, 255, 255);
                SDL_SetTextureAlphaMod(particle, 255);
            }
        }
        int pen = (276 - text_width) / 2;
        if (pen < 2) pen = 2;
        for (const char *c = message; *c; c++) {
            Glyph g = glyphs[(int)*c];
            if (g.w > 0) {
                SDL_Rect src = {g.x, g.y, g.w, g.h};
                SDL_FRect dst = {(float)(pen + g.xo), (float)(10 + g.yo), (float)g.w, (float)g.h};
                SDL_RenderCopyF(renderer, font, &src, &dst);
            }
            pen += g.adv;
        }
        SDL_FRect button = {282, 6, 32, 32};
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(renderer, 30, 20, 12, 120);
        SDL_RenderFillRectF(renderer, &button);
        for (int b = 0; b < 2; b++) {
            SDL_FRect bar = {292.0f + 8 * b, 14, 4, 16};
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
            SDL_RenderFillRectF(renderer, &bar);
        }
        if (f == frames - 1) {
            static Uint8 pixels[320 * 480 * 4];
            SDL_Rect all = {0, 0, 320, 480};
            if (SDL_RenderReadPixels(renderer, &all, SDL_PIXELFORMAT_ABGR8888, pixels, 320 * 4) < 0) die("SDL_RenderReadPixels");
            checksum = 0xCBF29CE484222325ull;
            for (size_t i = 0; i < sizeof pixels; i++) { checksum ^= pixels[i]; checksum *= 0x100000001B3ull; }
        }
        SDL_RenderPresent(renderer);
        double end = now_ms();
        update_ms[f] = updated - start;
        render_ms[f] = end - updated;
        frame_ms[f] = end - start;
        for (int i = 0; i < pool_count; i++) size_sum += 16.0 * pool[i].scale;
        size_count += pool_count;
    }
    if (!first_frame) {
        long long allocations_after = allocations();
        printf("{\"scene\": \"%s\", \"program\": \"c\", \"drawing\": \"%s\", \"renderer\": \"%s\", \"particles\": %d, \"particle_px\": %.3f, "
               "\"frames\": %d, \"update_ms\": %.3f, \"render_ms\": %.3f, \"frame_ms\": %.3f, \"checksum\": \"%llx\"",
               scene, drawing, driver, pool_count, size_count ? size_sum / size_count : 0.0, frames, median(update_ms, frames),
               median(render_ms, frames), median(frame_ms, frames), (unsigned long long)checksum);
        if (allocations_before >= 0 && frames > 1)
            printf(", \"allocations_per_frame\": %.3f", (double)(allocations_after - allocations_before) / (frames - 1));
        printf("}\n");
    }
    return 0;
}
