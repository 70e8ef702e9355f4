// SDL2, SDL2_ttf and SDL2_image for Swift, plus the C macros Swift does not import.
#ifndef BREAKOUT_CSDL2_SHIM_H
#define BREAKOUT_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <malloc.h>

static const int SHIM_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int SHIM_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 SHIM_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 SHIM_PIXELFORMAT_ABGR8888 = SDL_PIXELFORMAT_ABGR8888;
static const Uint32 SHIM_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;
/// IMG_INIT_PNG | IMG_INIT_JPG: the image formats the themes use.
static const int SHIM_IMG_INIT_PNG_JPG = IMG_INIT_PNG | IMG_INIT_JPG;
static const Uint16 SHIM_AUDIO_F32SYS = AUDIO_F32SYS;

/// Mouse events SDL makes up from touches carry this device id (they are handled as touches).
static const Uint32 SHIM_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;

/// SDL_BUTTON(X): the mask bit of mouse button X in a button state.
static inline Uint32 shim_button_mask(int button) { return SDL_BUTTON(button); }

/// SDL_SaveBMP is a macro over SDL_SaveBMP_RW.
static inline int shim_save_bmp(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }


/// SDL_LoadBMP is a macro over SDL_LoadBMP_RW.
static inline SDL_Surface *shim_load_bmp(const char *file) { return SDL_LoadBMP(file); }

/// mallopt(M_MMAP_THRESHOLD, bytes): blocks of at least `bytes` are mapped and unmapped,
/// not kept in the heap once freed (M_MMAP_THRESHOLD is a glibc macro). Returns mallopt's result.
static inline int shim_set_mmap_threshold(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }

#endif
