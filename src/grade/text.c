/* SPDX-License-Identifier: MIT */
/* text.c - the growable text the verdicts are written in (from the grader's allocator), a
 * submission's text quoted safely in it (UTF-8 passed through, invalid bytes replaced, control
 * and reordering characters escaped, long text cut), and a board in words. */
#include "grade.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- growable text ----------------------------------------------------------------------- */

void p8__gt_put(gtext *t, const char *s, size_t n) {
    if (t->oom) return;
    if (t->len + n + 1 > t->cap) {
        size_t want = (t->len + n + 1) + (t->len + n + 1) / 2 + 64;
        char *p = p8__mem_realloc(t->mem, t->s, t->cap, want);
        if (!p) {
            t->oom = 1;
            return;
        }
        t->s = p;
        t->cap = want;
    }
    if (n) memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

void p8__gt_str(gtext *t, const char *s) {
    p8__gt_put(t, s, strlen(s));
}

void p8__gt_printf(gtext *t, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    p8__gt_put(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

void p8__gt_free(gtext *t) {
    if (t->s) p8__mem_free(t->mem, t->s, t->cap);
    t->s = NULL;
    t->len = t->cap = 0;
    t->oom = 0;
}

/* A code point a report must not show raw: controls and those that reorder or hide text. */
static int hidden(uint32_t c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x200e || c == 0x200f ||
           (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0xfeff;
}

void p8__gt_quote(gtext *t, const char *text, size_t n, size_t max_bytes) {
    const unsigned char *s = (const unsigned char *)text;
    size_t i = 0;
    while (i < n) {
        uint32_t c;
        size_t len = p8__utf8_at(s + i, n - i, &c);
        if (i >= max_bytes) {
            p8__gt_str(t, "...");
            return;
        }
        if (len == 0) {
            p8__gt_str(t, "\xef\xbf\xbd"); /* U+FFFD */
            i++;
            continue;
        }
        if (hidden(c)) {
            if (c == '\t') p8__gt_str(t, "\\t");
            else if (c == '\r') p8__gt_str(t, "\\r");
            else if (c == '\n') p8__gt_str(t, "\\n");
            else if (c < 0x80) p8__gt_printf(t, "\\x%02x", (unsigned)c);
            else p8__gt_printf(t, "\\u{%x}", (unsigned)c);
        } else {
            p8__gt_put(t, text + i, len);
        }
        i += len;
    }
}

void p8__grade_board_words(const uint8_t t[9], char out[24]) {
    int i, k = 0;
    for (i = 0; i < 9; i++) {
        out[k++] = (char)('0' + t[i]);
        if (i == 2 || i == 5) out[k++] = ' ', out[k++] = '/', out[k++] = ' ';
        else if (i < 8) out[k++] = ' ';
    }
    out[k] = '\0';
}

