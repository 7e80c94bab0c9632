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

// FFmpeg's error and constant macros do not import into Swift: each gets a small inline here.
static inline int tc_averror(int e) { return AVERROR(e); }
static inline int tc_averror_eof(void) { return AVERROR_EOF; }
static inline int64_t tc_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int tc_eagain(void) { return AVERROR(EAGAIN); }
// Decoding a picture strictly: checksums checked, and a minor error is an error.
static inline int tc_av_ef_strict(void) { return AV_EF_CRCCHECK | AV_EF_EXPLODE; }
static inline int tc_av_frame_flag_corrupt(void) { return AV_FRAME_FLAG_CORRUPT; }

static inline void tc_av_error_string(int code, char *buffer, size_t size) {
    av_make_error_string(buffer, size, code);
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
static inline int tc_add_chapter(AVFormatContext *s, int64_t id, AVRational tb,
                                 int64_t start, int64_t end, const char *title) {
    AVChapter **grown = av_realloc_array(s->chapters, s->nb_chapters + 1, sizeof(*grown));
    if (!grown) return AVERROR(ENOMEM);
    s->chapters = grown;
    AVChapter *ch = av_mallocz(sizeof(AVChapter));
    if (!ch) return AVERROR(ENOMEM);
    ch->id = id;
    ch->time_base = tb;
    ch->start = start;
    ch->end = end;
    if (title && av_dict_set(&ch->metadata, "title", title, 0) < 0) { av_free(ch); return AVERROR(ENOMEM); }
    s->chapters[s->nb_chapters++] = ch;
    return 0;
}
// The attached picture a muxer writes as cover art (mp4 "covr", mp3 APIC).
static inline int tc_av_disposition_attached_pic(void) { return AV_DISPOSITION_ATTACHED_PIC; }
static inline int tc_av_pkt_flag_key(void) { return AV_PKT_FLAG_KEY; }
#endif
