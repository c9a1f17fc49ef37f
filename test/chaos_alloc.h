/* SPDX-License-Identifier: MIT */
/*
 * chaos_alloc.h - the counting, failing allocator of the OOM-loop tests (test_search_oom.c,
 * test_table_oom.c): arm(c, N, after) makes the N-th allocation fail (or every one from the N-th
 * on, when after is 1); it counts the blocks and bytes held, and guards each block's end against
 * overruns (bad_free counts a free whose guard was overwritten). make_alloc(c) wraps it as a
 * p8_allocator. Static functions: include it from one test program.
 */
#ifndef P8_TEST_CHAOS_ALLOC_H
#define P8_TEST_CHAOS_ALLOC_H

#include "puzzle8.h"

#include <stdlib.h>
#include <string.h>

typedef struct chaos {
    unsigned long count;     /* allocations (malloc or realloc) so far */
    unsigned long fail_at;   /* the allocation that fails (NEVER: none) */
    int fail_after;          /* 1: every allocation from fail_at on fails */
    unsigned long failures;  /* allocations refused */
    long live;               /* blocks held */
    size_t live_bytes, max_live_bytes;
    unsigned long realloc_null, free_null, bad_free;
} chaos;

typedef union hdr { size_t size; long double ld; void *p; long long ll; } hdr; /* C99: no max_align_t */
#define MAGIC ((size_t)0x5eed)

static int refuse(chaos *c) {
    unsigned long n = c->count++;
    if (n == c->fail_at || (c->fail_after && n >= c->fail_at)) {
        c->failures++;
        return 1;
    }
    return 0;
}

static void *c_malloc(size_t size, void *ud) {
    chaos *c = ud;
    hdr *h;
    if (refuse(c)) return NULL;
    h = malloc(sizeof *h + size + sizeof(size_t));
    if (!h) return NULL;
    h->size = size;
    memcpy((char *)(h + 1) + size, &(size_t){ MAGIC }, sizeof(size_t)); /* overrun guard */
    c->live++;
    c->live_bytes += size;
    if (c->live_bytes > c->max_live_bytes) c->max_live_bytes = c->live_bytes;
    return h + 1;
}

static void c_free(void *p, void *ud) {
    chaos *c = ud;
    hdr *h;
    size_t guard;
    if (!p) {
        c->free_null++;
        return;
    }
    h = (hdr *)p - 1;
    memcpy(&guard, (char *)p + h->size, sizeof guard);
    if (guard != MAGIC) c->bad_free++;
    c->live--;
    c->live_bytes -= h->size;
    free(h);
}

static void *c_realloc(void *p, size_t size, void *ud) {
    chaos *c = ud;
    hdr *h;
    void *q;
    if (!p) { /* the header says this may happen: behave as malloc */
        c->realloc_null++;
        return c_malloc(size, ud);
    }
    h = (hdr *)p - 1;
    if (refuse(c)) return NULL;
    c->count--; /* c_malloc counts again */
    q = c_malloc(size, ud);
    if (!q) return NULL;
    memcpy(q, p, h->size < size ? h->size : size);
    c_free(p, ud);
    return q;
}

static p8_allocator make_alloc(chaos *c) {
    p8_allocator a;
    a.malloc_fn = c_malloc;
    a.realloc_fn = c_realloc;
    a.free_fn = c_free;
    a.user_data = c;
    return a;
}

static void arm(chaos *c, unsigned long fail_at, int fail_after) {
    c->count = 0;
    c->fail_at = fail_at;
    c->fail_after = fail_after;
    c->failures = 0;
}

#endif
