#ifndef TALECAST_CFFMPEG_SHIM_H
#define TALECAST_CFFMPEG_SHIM_H
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/opt.h>
#include <libavutil/channel_layout.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/mathematics.h>
#include <libavutil/sha.h>
#include <libavutil/hmac.h>
#include <libavutil/mem.h>
#include <libswresample/swresample.h>
#include <stdarg.h>
#include <stdio.h>
#include <dlfcn.h>

// Talecast opens FFmpeg's libraries when it first needs them (dlopen), not at start: they bring
// 130 more shared libraries with them. So nothing calls FFmpeg directly: every function Talecast
// uses is listed here once, and each adapter finds them in the opened libraries into a table
// (`tc_ffmpeg`, `tc_digest`). The module map links nothing, so a direct call does not link.
#define TC_FFMPEG_FUNCTIONS(X) \
  X(avformat, av_find_best_stream) \
  X(avformat, av_interleaved_write_frame) \
  X(avformat, av_read_frame) \
  X(avformat, av_write_trailer) \
  X(avformat, avformat_alloc_output_context2) \
  X(avformat, avformat_close_input) \
  X(avformat, avformat_find_stream_info) \
  X(avformat, avformat_free_context) \
  X(avformat, avformat_new_stream) \
  X(avformat, avformat_open_input) \
  X(avformat, avformat_version) \
  X(avformat, avformat_write_header) \
  X(avformat, avio_closep) \
  X(avformat, avio_open) \
  X(avcodec, av_new_packet) \
  X(avcodec, av_packet_alloc) \
  X(avcodec, av_packet_free) \
  X(avcodec, av_packet_rescale_ts) \
  X(avcodec, av_packet_unref) \
  X(avcodec, avcodec_alloc_context3) \
  X(avcodec, avcodec_find_decoder) \
  X(avcodec, avcodec_find_decoder_by_name) \
  X(avcodec, avcodec_find_encoder) \
  X(avcodec, avcodec_find_encoder_by_name) \
  X(avcodec, avcodec_free_context) \
  X(avcodec, avcodec_get_name) \
  X(avcodec, avcodec_open2) \
  X(avcodec, avcodec_parameters_copy) \
  X(avcodec, avcodec_parameters_from_context) \
  X(avcodec, avcodec_parameters_to_context) \
  X(avcodec, avcodec_receive_frame) \
  X(avcodec, avcodec_receive_packet) \
  X(avcodec, avcodec_send_frame) \
  X(avcodec, avcodec_send_packet) \
  X(avcodec, avcodec_version) \
  X(avutil, av_audio_fifo_alloc) \
  X(avutil, av_audio_fifo_drain) \
  X(avutil, av_audio_fifo_free) \
  X(avutil, av_audio_fifo_peek) \
  X(avutil, av_audio_fifo_read) \
  X(avutil, av_audio_fifo_size) \
  X(avutil, av_audio_fifo_write) \
  X(avutil, av_channel_layout_copy) \
  X(avutil, av_channel_layout_default) \
  X(avutil, av_channel_layout_uninit) \
  X(avutil, av_dict_free) \
  X(avutil, av_dict_get) \
  X(avutil, av_dict_set) \
  X(avutil, av_frame_alloc) \
  X(avutil, av_frame_free) \
  X(avutil, av_frame_get_buffer) \
  X(avutil, av_frame_unref) \
  X(avutil, av_free) \
  X(avutil, av_get_bytes_per_sample) \
  X(avutil, av_get_packed_sample_fmt) \
  X(avutil, av_log_set_callback) \
  X(avutil, av_log_set_level) \
  X(avutil, av_sample_fmt_is_planar) \
  X(avutil, av_version_info) \
  X(avutil, avutil_version) \
  X(avutil, av_strerror) \
  X(avutil, av_realloc_array) \
  X(avutil, av_mallocz) \
  X(swresample, swr_alloc_set_opts2) \
  X(swresample, swr_convert) \
  X(swresample, swr_free) \
  X(swresample, swr_get_out_samples) \
  X(swresample, swr_init) \
  X(swresample, swresample_version)

// SHA-256 and HMAC from libavutil alone, for the digest adapter.
#define TC_DIGEST_FUNCTIONS(X) \
  X(avutil, av_sha_alloc) \
  X(avutil, av_sha_init) \
  X(avutil, av_sha_update) \
  X(avutil, av_sha_final) \
  X(avutil, av_hmac_alloc) \
  X(avutil, av_hmac_calc) \
  X(avutil, av_hmac_free) \
  X(avutil, av_free)

#define TC_FIELD(library, name) __typeof__(&name) _Nonnull name;
typedef struct tc_ffmpeg { TC_FFMPEG_FUNCTIONS(TC_FIELD) } tc_ffmpeg;
typedef struct tc_digest { TC_DIGEST_FUNCTIONS(TC_FIELD) } tc_digest;
#undef TC_FIELD

// Each library's soname, from the major version of the headers Talecast was built with.
static inline const char *tc_avformat_soname(void) { return "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR); }
static inline const char *tc_avcodec_soname(void) { return "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR); }
static inline const char *tc_avutil_soname(void) { return "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR); }
static inline const char *tc_swresample_soname(void) { return "libswresample.so." AV_STRINGIFY(LIBSWRESAMPLE_VERSION_MAJOR); }

#define TC_FIND(library, name) \
  if (!(functions->name = (__typeof__(&name))dlsym(library, #name))) return #name;
// Fills `functions` from the opened libraries; the name of the first one missing, or NULL.
static inline const char *tc_ffmpeg_find(tc_ffmpeg *functions, void *avformat, void *avcodec,
                                         void *avutil, void *swresample) {
  TC_FFMPEG_FUNCTIONS(TC_FIND)
  return NULL;
}
static inline const char *tc_digest_find(tc_digest *functions, void *avutil) {
  TC_DIGEST_FUNCTIONS(TC_FIND)
  return NULL;
}
#undef TC_FIND

// FFmpeg's error and constant macros do not import into Swift: each gets a small inline here.
static inline int tc_averror(int e) { return AVERROR(e); }
static inline int tc_averror_eof(void) { return AVERROR_EOF; }
static inline int64_t tc_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int tc_eagain(void) { return AVERROR(EAGAIN); }
// Decoding a picture strictly: checksums checked, and a minor error is an error.
static inline int tc_av_ef_strict(void) { return AV_EF_CRCCHECK | AV_EF_EXPLODE; }
static inline int tc_av_frame_flag_corrupt(void) { return AV_FRAME_FLAG_CORRUPT; }

static inline void tc_av_error_string(tc_ffmpeg f, int code, char *buffer, size_t size) {
    f.av_strerror(code, buffer, size);
}

// av_log's callback receives a printf format and a va_list; Swift cannot format those.
static inline int tc_av_log_format(char *buffer, int size, const char *format, va_list arguments) {
    return vsnprintf(buffer, (size_t)size, format, arguments);
}
static inline int tc_av_log_error(void) { return AV_LOG_ERROR; }
static inline int tc_av_log_warning(void) { return AV_LOG_WARNING; }
static inline int tc_av_log_info(void) { return AV_LOG_INFO; }

// Chapters: the public API has no helper to add one to a muxer context, so allocate as the
// ffmpeg CLI does (av_mallocz'ed AVChapter in a realloc'ed array owned by the context).
static inline int tc_add_chapter(tc_ffmpeg f, AVFormatContext *s, int64_t id, AVRational tb,
                                 int64_t start, int64_t end, const char *title) {
    AVChapter **grown = f.av_realloc_array(s->chapters, s->nb_chapters + 1, sizeof(*grown));
    if (!grown) return AVERROR(ENOMEM);
    s->chapters = grown;
    AVChapter *ch = f.av_mallocz(sizeof(AVChapter));
    if (!ch) return AVERROR(ENOMEM);
    ch->id = id;
    ch->time_base = tb;
    ch->start = start;
    ch->end = end;
    if (title && f.av_dict_set(&ch->metadata, "title", title, 0) < 0) { f.av_free(ch); return AVERROR(ENOMEM); }
    s->chapters[s->nb_chapters++] = ch;
    return 0;
}
// The attached picture a muxer writes as cover art (mp4 "covr", mp3 APIC).
static inline int tc_av_disposition_attached_pic(void) { return AV_DISPOSITION_ATTACHED_PIC; }
static inline int tc_av_pkt_flag_key(void) { return AV_PKT_FLAG_KEY; }
#endif
