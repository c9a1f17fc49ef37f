/* SPDX-License-Identifier: MIT */
/*
 * cli_out.c - the output of one call of the command: its standard output (held in a buffer for
 * a caller's writer, or the C library's stdout) and its error stream (one write per message),
 * with the first write error kept for the end of the call (cli_main.c reports it); and the
 * call's interrupt flag, which p8_cli_interrupt sets (cli_interrupt.c) and everything below the
 * dispatcher reads here.
 */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#  define CLI_LOAD(p) __atomic_load_n((p), __ATOMIC_ACQUIRE)
#else
#  define CLI_LOAD(p) (*(volatile int *)(p))
#endif

int cli_interrupted(cli_ctx *c) { return CLI_LOAD(&c->interrupted); }

/* A writer's failure as an errno value (puzzle8_cli.h: positive, else EIO). */
static int writer_errno(int rc) { return rc > 0 ? rc : EIO; }

/* Hand data to the stream's writer or FILE now; the first error is kept in s->err. */
static void emit(cli_stream *s, const char *data, size_t len) {
    if (s->err != 0 || len == 0) return;
    if (s->write != NULL) {
        int rc = s->write(data, len, s->user);
        if (rc != 0) s->err = writer_errno(rc);
    } else if (fwrite(data, 1, len, s->fp) != len) {
        s->err = errno != 0 ? errno : EIO;
    }
}

static int stream_flush(cli_stream *s) {
    size_t len = s->len;
    s->len = 0;
    emit(s, s->buf, len);
    if (s->write == NULL && s->err == 0 && fflush(s->fp) != 0) s->err = errno != 0 ? errno : EIO;
    return s->err;
}

void cli_write(cli_ctx *c, const char *data, size_t len) {
    cli_stream *s = &c->out;
    if (s->err != 0 || cli_interrupted(c)) return;
    if (!s->buffered) {
        emit(s, data, len);
        return;
    }
    while (len > 0 && s->err == 0 && !cli_interrupted(c)) { /* the writer may interrupt */
        size_t room = sizeof s->buf - s->len, n = len < room ? len : room;
        memcpy(s->buf + s->len, data, n);
        s->len += n;
        data += n;
        len -= n;
        if (s->len == sizeof s->buf) stream_flush(s);
    }
}

void cli_puts(cli_ctx *c, const char *s) { cli_write(c, s, strlen(s)); }

void cli_putc(cli_ctx *c, int ch) {
    char b = (char)ch;
    cli_write(c, &b, 1);
}

/* Format into buf (cap bytes) or, when that is too small, into a block of the right size
 * (*heap, for the caller to free); the text, or NULL (out of memory, a bad format). */
static char *vformat(char *buf, size_t cap, char **heap, size_t *len, const char *fmt, va_list ap) {
    va_list again;
    int n;
    *heap = NULL;
    va_copy(again, ap);
    n = vsnprintf(buf, cap, fmt, ap);
    if (n >= 0 && (size_t)n >= cap && (*heap = malloc((size_t)n + 1)) != NULL)
        n = vsnprintf(*heap, (size_t)n + 1, fmt, again);
    va_end(again);
    if (n < 0 || ((size_t)n >= cap && *heap == NULL)) return NULL;
    *len = (size_t)n;
    return *heap != NULL ? *heap : buf;
}

void cli_printf(cli_ctx *c, const char *fmt, ...) {
    char buf[512], *heap, *text;
    size_t len = 0;
    va_list ap;
    va_start(ap, fmt);
    text = vformat(buf, sizeof buf, &heap, &len, fmt, ap);
    va_end(ap);
    if (text == NULL) {
        if (c->out.err == 0) c->out.err = ENOMEM;
        return;
    }
    cli_write(c, text, len);
    free(heap);
}

int cli_flush(cli_ctx *c) {
    if (!cli_interrupted(c)) return stream_flush(&c->out);
    c->out.len = 0; /* an interrupted call writes nothing more */
    return c->out.err;
}

int cli_out_fn(const char *data, size_t len, void *user_data) {
    cli_ctx *c = user_data;
    cli_write(c, data, len);
    return c->out.err != 0 || cli_interrupted(c) ? -1 : 0;
}

void cli_error(cli_ctx *c, const char *fmt, ...) {
    static const char prefix[] = CLI_PROG ": ";
    char buf[1024], *heap, *text, *line;
    size_t len = 0, p = sizeof prefix - 1;
    va_list ap;
    if (cli_interrupted(c)) return;
    buf[p] = '\0';
    va_start(ap, fmt);
    text = vformat(buf + p, sizeof buf - p - 1, &heap, &len, fmt, ap);
    va_end(ap);
    if (heap != NULL && (line = malloc(p + len + 1)) != NULL) { /* a long message */
        memcpy(line + p, heap, len);
    } else if (text == NULL || heap != NULL) { /* out of memory: its start, cut */
        line = buf;
        len = strlen(buf + p);
    } else {
        line = buf;
    }
    free(heap);
    memcpy(line, prefix, p);
    line[p + len] = '\n'; /* prefix, text and "\n": one write */
    emit(&c->err, line, p + len + 1);
    if (line != buf) free(line);
    if (c->err.write == NULL) fflush(c->err.fp);
}

void cli_error_text(cli_ctx *c, const char *text, size_t len) {
    if (cli_interrupted(c)) return;
    emit(&c->err, text, len);
    if (c->err.write == NULL) fflush(c->err.fp);
}
