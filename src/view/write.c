/* SPDX-License-Identifier: MIT */
/* write.c - the view's output sink: one routine writes a picture or a trace line through a
 * p8__out, which either fills a caller's buffer snprintf-style or streams pieces to a caller's
 * p8_write_fn. Nothing here allocates. */
#include "view.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

void p8__out_buffer(p8__out *o, char *buf, size_t cap) {
    o->fn = NULL;
    o->ud = NULL;
    o->buf = buf;
    o->cap = buf ? cap : 0;
    o->len = o->fill = 0;
    o->status = 0;
    if (o->cap) buf[0] = '\0';
}

void p8__out_writer(p8__out *o, p8_write_fn fn, void *ud) {
    o->fn = fn;
    o->ud = ud;
    o->buf = NULL;
    o->cap = 0;
    o->len = o->fill = 0;
    o->status = 0;
}

/* Hand the gathered chunk to the writer; keep its first non-zero return. */
static void out_flush(p8__out *o) {
    if (o->fill && o->status == 0) o->status = o->fn(o->chunk, o->fill, o->ud);
    o->fill = 0;
}

void p8__out_put(p8__out *o, const char *data, size_t len) {
    if (o->fn) {
        while (len && o->status == 0) {
            size_t n = P8__OUT_CHUNK - o->fill;
            if (n > len) n = len;
            memcpy(o->chunk + o->fill, data, n);
            o->fill += n;
            o->len += n;
            data += n;
            len -= n;
            if (o->fill == P8__OUT_CHUNK) out_flush(o);
        }
        return;
    }
    if (o->len < o->cap) { /* room for cap-1 bytes and the NUL */
        size_t room = o->cap - 1 - o->len, n = len < room ? len : room;
        memcpy(o->buf + o->len, data, n);
        o->buf[o->len + n] = '\0';
    }
    o->len += len;
}

void p8__out_str(p8__out *o, const char *s) {
    p8__out_put(o, s, strlen(s));
}

void p8__out_printf(p8__out *o, const char *fmt, ...) {
    char piece[512];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(piece, sizeof piece, fmt, ap);
    va_end(ap);
    if (n < 0) return; /* cannot happen with the view's formats (no wide characters) */
    p8__out_put(o, piece, (size_t)n < sizeof piece ? (size_t)n : sizeof piece - 1);
}

int p8__out_end(p8__out *o) {
    if (!o->fn) return P8_OK;
    out_flush(o);
    return o->status;
}

int p8__out_length(const p8__out *o) {
    return o->len <= (size_t)INT_MAX ? (int)o->len : P8_ELIMIT;
}
