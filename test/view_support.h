/* SPDX-License-Identifier: MIT */
/*
 * view_support.h - helpers of the view tests (test_view_*.c): a growing text sink for
 * p8_write_fn, writers that fail on cue, a counting allocator that fails on cue, and small
 * string scanners. Public API only.
 */
#ifndef P8_TEST_VIEW_SUPPORT_H
#define P8_TEST_VIEW_SUPPORT_H

#include "puzzle8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A text that grows: the user_data of sink_write. */
typedef struct sink {
    char *text;
    size_t len, cap;
    unsigned long calls;         /* write calls */
    size_t zero_len_calls;       /* calls with len 0 (the contract says never) */
    size_t biggest;              /* the largest piece */
    unsigned long fail_at;       /* the call (from 1) that fails, 0: none */
    int fail_value;              /* what it returns then */
    unsigned long calls_after_failure;
} sink;

static inline int sink_write(const char *data, size_t len, void *ud) {
    sink *s = ud;
    if (s->fail_at && s->calls >= s->fail_at) s->calls_after_failure++;
    s->calls++;
    if (len == 0) s->zero_len_calls++;
    if (len > s->biggest) s->biggest = len;
    if (s->fail_at && s->calls == s->fail_at) return s->fail_value;
    if (s->len + len + 1 > s->cap) {
        size_t cap = (s->len + len + 1) * 2;
        char *t = realloc(s->text, cap);
        if (!t) {
            fprintf(stderr, "sink_write: out of memory\n");
            exit(2);
        }
        s->text = t;
        s->cap = cap;
    }
    memcpy(s->text + s->len, data, len);
    s->len += len;
    s->text[s->len] = '\0';
    return 0;
}

static inline void sink_init(sink *s) {
    memset(s, 0, sizeof *s);
}

static inline void sink_free(sink *s) {
    free(s->text);
    memset(s, 0, sizeof *s);
}

/* strstr without measuring the haystack: for loops over a long text (see count_of). */
static inline const char *find_str(const char *text, const char *needle) {
    size_t i;
    if (!needle[0]) return text;
    for (; *text; text++) {
        for (i = 0; needle[i] && text[i] == needle[i]; i++)
            ;
        if (!needle[i]) return text;
    }
    return NULL;
}

/* Occurrences of needle in text (non-overlapping). One pass with memcmp, not strstr in a loop:
 * ASan's strict_string_checks make each strstr measure the whole rest of the text, which made
 * counting in a long picture quadratic (minutes under make asan). */
static inline size_t count_of(const char *text, const char *needle) {
    size_t n = 0, k = needle ? strlen(needle) : 0, len, i;
    if (!text || !k) return 0;
    len = strlen(text);
    for (i = 0; i + k <= len;) {
        if (text[i] == needle[0] && memcmp(text + i, needle, k) == 0) {
            n++;
            i += k;
        } else {
            i++;
        }
    }
    return n;
}

/* 1 if text starts with prefix / ends with suffix. */
static inline int starts_with(const char *text, const char *prefix) {
    return text && strncmp(text, prefix, strlen(prefix)) == 0;
}
static inline int ends_with(const char *text, const char *suffix) {
    size_t a = text ? strlen(text) : 0, b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

/* A counting allocator that refuses the fail_at-th allocation (from 0), or every one from it
 * on; tracks the blocks held. */
typedef struct chaos {
    unsigned long count, fail_at, failures;
    int fail_after;
    long live;
} chaos;
#define CHAOS_NEVER (~0ul)

static inline int chaos_refuse(chaos *c) {
    unsigned long n = c->count++;
    if (n == c->fail_at || (c->fail_after && n >= c->fail_at)) {
        c->failures++;
        return 1;
    }
    return 0;
}
static inline void *chaos_malloc(size_t size, void *ud) {
    chaos *c = ud;
    void *p;
    if (chaos_refuse(c)) return NULL;
    p = malloc(size ? size : 1);
    if (p) c->live++;
    return p;
}
static inline void *chaos_realloc(void *p, size_t size, void *ud) {
    chaos *c = ud;
    void *q;
    if (chaos_refuse(c)) return NULL;
    q = realloc(p, size ? size : 1);
    if (q && !p) c->live++;
    return q;
}
static inline void chaos_free(void *p, void *ud) {
    chaos *c = ud;
    if (p) c->live--;
    free(p);
}
static inline p8_allocator chaos_allocator(chaos *c) {
    p8_allocator a;
    a.malloc_fn = chaos_malloc;
    a.realloc_fn = chaos_realloc;
    a.free_fn = chaos_free;
    a.user_data = c;
    return a;
}
static inline void chaos_arm(chaos *c, unsigned long fail_at, int fail_after) {
    c->count = 0;
    c->failures = 0;
    c->fail_at = fail_at;
    c->fail_after = fail_after;
}

#endif
