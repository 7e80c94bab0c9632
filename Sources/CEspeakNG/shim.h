#ifndef TALECAST_CESPEAKNG_SHIM_H
#define TALECAST_CESPEAKNG_SHIM_H
#include <espeak-ng/speak_lib.h>
#include <dlfcn.h>

// espeak-ng is opened when Talecast first needs it (dlopen), not when a process starts (see
// `SharedLibrary` in TalecastCore for why). So nothing calls it directly: every function
// Talecast uses is listed here once and found in the opened library into a table, `tc_espeak`.
// The module map links nothing, so a direct call does not link.
#define TC_ESPEAK_FUNCTIONS(X) \
  X(espeak_Info) \
  X(espeak_Initialize) \
  X(espeak_ListVoices) \
  X(espeak_SetParameter) \
  X(espeak_SetSynthCallback) \
  X(espeak_SetVoiceByName) \
  X(espeak_Synth) \
  X(espeak_TextToPhonemes)

#define TC_FIELD(name) __typeof__(&name) _Nonnull name;
typedef struct tc_espeak { TC_ESPEAK_FUNCTIONS(TC_FIELD) } tc_espeak;
#undef TC_FIELD

// The soname of the library Debian 12 ships for these headers.
static inline const char *tc_espeak_soname(void) { return "libespeak-ng.so.1"; }

// Fills `functions` from the opened library; the name of the first one missing, or NULL.
#define TC_FIND(name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
static inline const char *tc_espeak_find(tc_espeak *functions, void *library) {
  TC_ESPEAK_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND


// The flag macros are plain #defines; named here so Swift sees typed values.
static inline unsigned int tc_espeak_chars_utf8(void) { return espeakCHARS_UTF8; }
static inline unsigned int tc_espeak_ssml(void) { return espeakSSML; }
// espeak_TextToPhonemes' phoneme mode: IPA as UTF-8, no separator between phonemes.
static inline int tc_espeak_phonemes_ipa(void) { return espeakPHONEMES_IPA; }
#endif
