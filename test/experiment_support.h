/* SPDX-License-Identifier: MIT */
/*
 * experiment_support.h - helpers of the experiment tests (test_experiment*.c): a progress
 * callback that records its calls and cancels on cue, a text sink for p8_write_fn that fails
 * on cue, and a character counter. Public API only.
 */
#ifndef P8_TEST_EXPERIMENT_SUPPORT_H
#define P8_TEST_EXPERIMENT_SUPPORT_H

#include "puzzle8.h"

#include <string.h>

typedef struct progress_log {
    uint64_t calls, last_done, total, stop_at;
    p8_experiment *e;
} progress_log;

/* Records the call; cancels the experiment (or returns nonzero, without one) at stop_at. */
static inline int on_progress(uint64_t done, uint64_t total, void *ud) {
    progress_log *p = ud;
    p->calls++;
    if (done <= p->last_done) p->total = 0; /* not increasing: make the check fail */
    else p->total = total;
    p->last_done = done;
    if (p->e != NULL && done == p->stop_at) p8_experiment_cancel(p->e);
    return p->e == NULL && done == p->stop_at;
}

typedef struct sink {
    char buf[200000];
    size_t len;
    int fail_after;              /* calls before returning -7; <0: never */
} sink;

static inline int to_sink(const char *data, size_t len, void *ud) {
    sink *s = ud;
    if (s->fail_after == 0) return -7;
    if (s->fail_after > 0) s->fail_after--;
    if (s->len + len < sizeof s->buf) memcpy(s->buf + s->len, data, len);
    s->len += len;
    s->buf[s->len < sizeof s->buf ? s->len : sizeof s->buf - 1] = '\0';
    return 0;
}

static inline size_t count_char(const char *s, char c) {
    size_t n = 0;
    for (; *s; s++) n += *s == c;
    return n;
}

#endif
