// The particle canvas's gathering (particle_canvas.h): particles, as the game keeps them, made splats.
#include "canvas.h"

#include <string.h>

/// A value in 0…1 as a byte, rounded half up on its exact fraction: SceneRenderer.byte's arithmetic,
/// so that a splat's blue is the one its copy is tinted with (out of range: clamped).
static inline uint8_t unit_byte(double unit) {
    double scaled = unit * 255;
    if (!(scaled > 0)) return 0;
    if (scaled >= 255) return 255;
    int whole = (int)scaled;
    return (uint8_t)(whole + (scaled - (double)whole >= 0.5 ? 1 : 0));
}

/// One field of a particle, by its offset.
static inline double field(const unsigned char *particle, int32_t offset) {
    double value;
    memcpy(&value, particle + offset, sizeof value);
    return value;
}

WormGathered worm_canvas_gather(const WormCanvas *canvas, const void *particles, int count, WormParticleLayout layout,
                                float particleSize, const uint8_t *alphaByLife, WormSplat *splats) {
    const float width = (float)canvas->width, height = (float)canvas->height;
    WormGathered gathered = {0, 0, canvas->height, 0};
    const unsigned char *particle = particles;
    for (int n = 0; n < count; n++, particle += layout.stride) {
        float size = particleSize * (float)field(particle, layout.scale);
        float x = (float)field(particle, layout.x) - size / 2, y = (float)field(particle, layout.y) - size / 2;
        // Off the canvas (SDL culls these too), or not a number, or absurdly large: skipped.
        if (!(x < width && y < height && x + size > 0 && y + size > 0 && size < 65536)) continue;
        int64_t life;
        if (layout.lifeBytes == 4) {
            int32_t narrow;
            memcpy(&narrow, particle + layout.life, sizeof narrow);
            life = narrow;
        } else {
            memcpy(&life, particle + layout.life, sizeof life);
        }
        WormSplat *splat = &splats[gathered.count++];
        splat->x = (int32_t)x;
        splat->y = (int32_t)y;
        splat->size = (int32_t)size;
        splat->red = 255;
        splat->green = 255;
        splat->blue = unit_byte(field(particle, layout.blue));
        splat->alpha = alphaByLife[life < 0 ? 0 : life > 250 ? 250 : life];
        gathered.pixels += (int64_t)splat->size * splat->size;
        int top = splat->y < 0 ? 0 : splat->y, bottom = splat->y + splat->size;
        if (top < gathered.top) gathered.top = top;
        if (bottom > gathered.bottom) gathered.bottom = bottom > canvas->height ? canvas->height : bottom;
    }
    if (gathered.bottom < gathered.top) gathered.bottom = gathered.top;
    return gathered;
}
