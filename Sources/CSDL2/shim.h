// The C side of SDLKit: SDL2, SDL2_image and SDL2_mixer, plus inline helpers for the
// function-like macros that Swift cannot import.
#ifndef WORM_CSDL2_SHIM_H
#define WORM_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_mixer.h>
#include <dlfcn.h>

/// SDL_WINDOWPOS_CENTERED, which is a macro.
static inline int worm_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/// SDL_TOUCH_MOUSEID: the `which` of mouse events that SDL made up from touches.
static inline Uint32 worm_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }

/// SDL_BUTTON_LEFT as a number.
static inline Uint8 worm_button_left(void) { return SDL_BUTTON_LEFT; }

/// AUDIO_S16SYS, which is a macro.
static inline Uint16 worm_audio_s16sys(void) { return AUDIO_S16SYS; }

/// An ALSA error handler that says nothing (SDL's own error already says why audio failed).
static void worm_alsa_quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/// Stops libasound from printing its own lines on standard error when there is no sound card:
/// the game says so in one line instead. Does nothing where libasound is not installed.
static inline void worm_quiet_alsa(void) {
    void *library = dlopen("libasound.so.2", RTLD_LAZY | RTLD_GLOBAL);
    if (!library) return;
    int (*set_handler)(void *) = (int (*)(void *))dlsym(library, "snd_lib_error_set_handler");
    if (set_handler) set_handler((void *)worm_alsa_quiet);
}

#endif
