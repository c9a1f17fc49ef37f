/* SPDX-License-Identifier: MIT */
/*
 * cli_text.c - growable text for the command: grade's outcomes and reports, trace-diff's
 * verdict, the substituted arguments of a student's command line. Out of memory sets oom and
 * drops the rest, so a writer checks once at the end.
 */
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cli_text_put(cli_text *t, const char *s, size_t n) {
    if (t->oom) return;
    if (t->len + n + 1 > t->cap) {
        size_t want = (t->len + n + 1) * 2;
        char *p = realloc(t->s, want);
        if (!p) {
            t->oom = 1;
            return;
        }
        t->s = p;
        t->cap = want;
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

void cli_text_puts(cli_text *t, const char *s) { cli_text_put(t, s, strlen(s)); }

void cli_text_printf(cli_text *t, const char *fmt, ...) {
    char buf[1024];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    cli_text_put(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

void cli_text_free(cli_text *t) {
    free(t->s);
    memset(t, 0, sizeof *t);
}

int cli_text_write(const char *data, size_t len, void *user_data) {
    cli_text *t = user_data;
    cli_text_put(t, data, len);
    return t->oom ? -1 : 0;
}
