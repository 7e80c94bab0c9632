#ifndef TALECAST_CSHERPAONNX_SHIM_H
#define TALECAST_CSHERPAONNX_SHIM_H
#include <stddef.h>
#include <stdint.h>
#include <dlfcn.h>

// sherpa-onnx's C API (PyPI `sherpa-onnx-core` 2.0.1, Apache-2.0), the neural narrator's engine.
// Its library is not a Debian package but a file of Talecast's data folder, opened by its path
// when the narrator is first used (dlopen); its header is not on the include path either. So
// these are our own declarations of the part of its ABI Talecast calls: the structs it reads
// and writes, field for field in its order, and the functions' prototypes (only to type the
// table below; nothing links them). `SherpaLayoutTests` compiles the wheel's own header and
// checks every size and offset here against it.

// A VITS model (Piper's voices are VITS models): the one family Talecast fills.
typedef struct tc_sherpa_vits_config {
  const char *model;
  const char *lexicon;
  const char *tokens;
  const char *data_dir;  // ignored since 2.0: the phonemes are passed with each call
  float noise_scale;
  float noise_scale_w;
  float length_scale;
  const char *dict_dir;
} tc_sherpa_vits_config;

// The other model families, left zeroed: declared only so the config has its real size.
typedef struct tc_sherpa_matcha_config {
  const char *paths[5];
  float noise_scale;
  float length_scale;
  const char *dict_dir;
} tc_sherpa_matcha_config;

typedef struct tc_sherpa_kokoro_config {
  const char *paths[4];
  float length_scale;
  const char *more_paths[3];
} tc_sherpa_kokoro_config;

typedef struct tc_sherpa_kitten_config {
  const char *paths[4];
  float length_scale;
  const char *lexicon;
} tc_sherpa_kitten_config;

typedef struct tc_sherpa_zipvoice_config {
  const char *paths[6];
  float scales[4];
} tc_sherpa_zipvoice_config;

typedef struct tc_sherpa_pocket_config {
  const char *paths[7];
  int32_t voice_embedding_cache_capacity;
} tc_sherpa_pocket_config;

typedef struct tc_sherpa_supertonic_config {
  const char *paths[7];
} tc_sherpa_supertonic_config;

typedef struct tc_sherpa_model_config {
  tc_sherpa_vits_config vits;
  int32_t num_threads;
  int32_t debug;
  // "cpu", or "cpu:FILE" where FILE sets onnxruntime session options, one `key=value` a line.
  const char *provider;
  tc_sherpa_matcha_config matcha;
  tc_sherpa_kokoro_config kokoro;
  tc_sherpa_kitten_config kitten;
  tc_sherpa_zipvoice_config zipvoice;
  tc_sherpa_pocket_config pocket;
  tc_sherpa_supertonic_config supertonic;
} tc_sherpa_model_config;

typedef struct tc_sherpa_tts_config {
  tc_sherpa_model_config model;
  const char *rule_fsts;
  int32_t max_num_sentences;
  const char *rule_fars;
  float silence_scale;
} tc_sherpa_tts_config;

// One call's settings. Piper's phonemes go in as Unicode code points, one run per sentence.
typedef struct tc_sherpa_generation_config {
  // How long the model's own pauses at punctuation last, as a share of what it predicts.
  float silence_scale;
  // When not 1, the length scale is 1/speed (it replaces the model's, it does not divide it).
  float speed;
  int32_t sid;
  const float *reference_audio;
  int32_t reference_audio_len;
  int32_t reference_sample_rate;
  const char *reference_text;
  int32_t num_steps;
  const char *extra;
  const int32_t *phoneme_codepoints;
  const int32_t *phoneme_codepoints_lens;
  int32_t phoneme_codepoints_num_sentences;
  const char *const *tokens;
  const int32_t *tokens_lens;
  int32_t tokens_num_sentences;
} tc_sherpa_generation_config;

// What a call returns: mono samples in [-1, 1], owned by the library until destroyed.
typedef struct tc_sherpa_audio {
  const float *samples;
  int32_t n;
  int32_t sample_rate;
} tc_sherpa_audio;

typedef struct tc_sherpa_tts tc_sherpa_tts;

typedef int32_t (*tc_sherpa_progress)(const float *samples, int32_t n, float p, void *arg);

const tc_sherpa_tts *SherpaOnnxCreateOfflineTts(const tc_sherpa_tts_config *config);
void SherpaOnnxDestroyOfflineTts(const tc_sherpa_tts *tts);
int32_t SherpaOnnxOfflineTtsSampleRate(const tc_sherpa_tts *tts);
const tc_sherpa_audio *SherpaOnnxOfflineTtsGenerateWithConfig(
    const tc_sherpa_tts *tts, const char *text, const tc_sherpa_generation_config *config,
    tc_sherpa_progress callback, void *arg);
void SherpaOnnxDestroyOfflineTtsGeneratedAudio(const tc_sherpa_audio *audio);
const char *SherpaOnnxGetVersionStr(void);
const char *SherpaOnnxGetOnnxruntimeVersionStr(void);

// Every function Talecast calls, found in the opened library into one table, `tc_sherpa`.
#define TC_SHERPA_FUNCTIONS(X) \
  X(SherpaOnnxCreateOfflineTts) \
  X(SherpaOnnxDestroyOfflineTts) \
  X(SherpaOnnxOfflineTtsSampleRate) \
  X(SherpaOnnxOfflineTtsGenerateWithConfig) \
  X(SherpaOnnxDestroyOfflineTtsGeneratedAudio) \
  X(SherpaOnnxGetVersionStr) \
  X(SherpaOnnxGetOnnxruntimeVersionStr)

#define TC_FIELD(name) __typeof__(&name) _Nonnull name;
typedef struct tc_sherpa { TC_SHERPA_FUNCTIONS(TC_FIELD) } tc_sherpa;
#undef TC_FIELD

// The file name of the library in the data folder's lib/ (it loads libonnxruntime.so from
// beside itself, through its rpath).
static inline const char *tc_sherpa_file_name(void) { return "libsherpa-onnx-c-api.so"; }

// Fills `functions` from the opened library; the name of the first one missing, or NULL.
#define TC_FIND(name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
static inline const char *tc_sherpa_find(tc_sherpa *functions, void *library) {
  TC_SHERPA_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND
#endif
