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

/// SDL_mixer's functions, found at run time. The game links SDL2 and SDL2_image, but opens SDL_mixer
/// (and its thirty-odd codec and sound-server libraries) only when it plays sound: headless runs start
/// faster and lighter without them.
typedef struct WormMixerAPI {
    int (*Init)(int flags);
    void (*Quit)(void);
    int (*OpenAudio)(int frequency, Uint16 format, int channels, int chunksize);
    void (*CloseAudio)(void);
    int (*AllocateChannels)(int count);
    Mix_Chunk *(*LoadWAV)(const char *file);
    void (*FreeChunk)(Mix_Chunk *chunk);
    Mix_Music *(*LoadMUS)(const char *file);
    void (*FreeMusic)(Mix_Music *music);
    int (*PlayChannelTimed)(int channel, Mix_Chunk *chunk, int loops, int ticks);
    int (*GroupOldest)(int tag);
    int (*PlayMusic)(Mix_Music *music, int loops);
    void (*Pause)(int channel);
    void (*Resume)(int channel);
    void (*PauseMusic)(void);
    void (*ResumeMusic)(void);
    int (*Volume)(int channel, int volume);
    int (*VolumeMusic)(int volume);
    int (*HaltChannel)(int channel);
    int (*HaltMusic)(void);
    int (*Playing)(int channel);
    int (*PlayingMusic)(void);
    Mix_Chunk *(*GetChunk)(int channel);
    Mix_Chunk *(*QuickLoad_RAW)(Uint8 *mem, Uint32 len);
    int (*SetPanning)(int channel, Uint8 left, Uint8 right);
} WormMixerAPI;

/// Opens SDL_mixer and fills `api`; returns 0, or -1 with SDL's error set to what went wrong.
static inline int worm_mixer_load(WormMixerAPI *api) {
    void *library = dlopen("libSDL2_mixer-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        SDL_SetError("cannot open libSDL2_mixer-2.0.so.0 (install libsdl2-mixer-2.0-0): %s", dlerror());
        return -1;
    }
#define WORM_MIXER_FIND(field, symbol) \
    if (!(*(void **)(&api->field) = dlsym(library, symbol))) { \
        SDL_SetError("libSDL2_mixer-2.0.so.0 lacks %s", symbol); \
        return -1; \
    }
    WORM_MIXER_FIND(Init, "Mix_Init")
    WORM_MIXER_FIND(Quit, "Mix_Quit")
    WORM_MIXER_FIND(OpenAudio, "Mix_OpenAudio")
    WORM_MIXER_FIND(CloseAudio, "Mix_CloseAudio")
    WORM_MIXER_FIND(AllocateChannels, "Mix_AllocateChannels")
    WORM_MIXER_FIND(LoadWAV, "Mix_LoadWAV")
    WORM_MIXER_FIND(FreeChunk, "Mix_FreeChunk")
    WORM_MIXER_FIND(LoadMUS, "Mix_LoadMUS")
    WORM_MIXER_FIND(FreeMusic, "Mix_FreeMusic")
    WORM_MIXER_FIND(PlayChannelTimed, "Mix_PlayChannelTimed")
    WORM_MIXER_FIND(GroupOldest, "Mix_GroupOldest")
    WORM_MIXER_FIND(PlayMusic, "Mix_PlayMusic")
    WORM_MIXER_FIND(Pause, "Mix_Pause")
    WORM_MIXER_FIND(Resume, "Mix_Resume")
    WORM_MIXER_FIND(PauseMusic, "Mix_PauseMusic")
    WORM_MIXER_FIND(ResumeMusic, "Mix_ResumeMusic")
    WORM_MIXER_FIND(Volume, "Mix_Volume")
    WORM_MIXER_FIND(VolumeMusic, "Mix_VolumeMusic")
    WORM_MIXER_FIND(HaltChannel, "Mix_HaltChannel")
    WORM_MIXER_FIND(HaltMusic, "Mix_HaltMusic")
    WORM_MIXER_FIND(Playing, "Mix_Playing")
    WORM_MIXER_FIND(PlayingMusic, "Mix_PlayingMusic")
    WORM_MIXER_FIND(GetChunk, "Mix_GetChunk")
    WORM_MIXER_FIND(QuickLoad_RAW, "Mix_QuickLoad_RAW")
    WORM_MIXER_FIND(SetPanning, "Mix_SetPanning")
#undef WORM_MIXER_FIND
    return 0;
}

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

/// Rumble requests that reached SDL's virtual pads (the headless pads of input scripts), for tests to read.
static int worm_virtual_rumbles = 0;

/// The virtual pad's rumble: SDL reports the pad as having rumble only when this is set.
static int worm_virtual_rumble(void *userdata, Uint16 low, Uint16 high) {
    (void)userdata; (void)low; (void)high;
    worm_virtual_rumbles += 1;
    return 0;
}

/// Attaches a virtual game controller with every button and axis of SDL's standard pad and a hat, and rumble when
/// `rumble`; returns its device index, or -1 with SDL's error set.
static inline int worm_attach_virtual_pad(const char *name, int rumble) {
    SDL_VirtualJoystickDesc desc;
    SDL_zero(desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.nhats = 1;
    desc.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
    desc.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
    desc.name = name;
    if (rumble) desc.Rumble = worm_virtual_rumble;
    return SDL_JoystickAttachVirtualEx(&desc);
}

/// How many rumble requests SDL passed to the virtual pads so far.
static inline int worm_virtual_rumble_count(void) { return worm_virtual_rumbles; }

#endif
