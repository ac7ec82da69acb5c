// The C side of SDLKit: SDL2, SDL2_image and SDL2_mixer, plus inline helpers for the
// function-like macros that Swift cannot import.
#ifndef WORM_CSDL2_SHIM_H
#define WORM_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_mixer.h>

/// SDL_WINDOWPOS_CENTERED, which is a macro.
static inline int worm_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/// SDL_TOUCH_MOUSEID: the `which` of mouse events that SDL made up from touches.
static inline Uint32 worm_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }

/// SDL_BUTTON_LEFT as a number.
static inline Uint8 worm_button_left(void) { return SDL_BUTTON_LEFT; }

/// AUDIO_S16SYS, which is a macro.
static inline Uint16 worm_audio_s16sys(void) { return AUDIO_S16SYS; }

#endif
