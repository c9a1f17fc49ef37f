/* SPDX-License-Identifier: MIT */
/*
 * shard.h - P8_SHARD=i/n for the exhaustive sweeps that `make check-full` splits across
 * processes (scripts/run-shards.sh): a process runs every n-th unit of work, from the i-th.
 * Shared by test_search_optimal, test_search_drivers and test_search_depth.
 */
#ifndef P8_TEST_SHARD_H
#define P8_TEST_SHARD_H

#include <stdio.h>
#include <stdlib.h>

typedef struct test_shard {
    long i, n;   /* this process's shard and their number: 0/1 without P8_SHARD */
    long count;  /* units of work seen so far */
} test_shard;

/* Read P8_SHARD into *s: 0, or -1 (a message printed) when it is not i/n with 0 <= i < n. */
static inline int test_shard_init(test_shard *s) {
    const char *sh = getenv("P8_SHARD");
    s->i = 0, s->n = 1, s->count = 0;
    if (sh && *sh && (sscanf(sh, "%ld/%ld", &s->i, &s->n) != 2 || s->n < 1 || s->i < 0 ||
                      s->i >= s->n)) {
        fprintf(stderr, "P8_SHARD=%s: expected i/n with 0 <= i < n\n", sh);
        return -1;
    }
    return 0;
}

/* 1 if the next unit of work belongs to this process's shard. */
static inline int test_shard_mine(test_shard *s) {
    return s->count++ % s->n == s->i;
}

#endif
