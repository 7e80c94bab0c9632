#ifndef TALECAST_CESPEAKNG_SHIM_H
#define TALECAST_CESPEAKNG_SHIM_H
#include <espeak-ng/speak_lib.h>

// The flag macros are plain #defines; named here so Swift sees typed values.
static inline unsigned int tc_espeak_chars_utf8(void) { return espeakCHARS_UTF8; }
static inline unsigned int tc_espeak_ssml(void) { return espeakSSML; }
#endif
