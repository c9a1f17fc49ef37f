/*
 * support.h - helpers shared by the search tests: a parse-or-die board constructor and a
 * snapshot of everything a run tells (to compare two runs byte for byte).
 * Public API only. Unlike oracle.h this calls the library: never use it as a reference for
 * what the library computes, only to build inputs and to compare the library with itself where
 * the contract says two runs must agree.
 */
#ifndef P8_TEST_SUPPORT_H
#define P8_TEST_SUPPORT_H

#include "puzzle8.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The board `text` parses to; exits with status 2 if it does not parse (a bug in the test). */
static inline p8_board *mk(const char *text) {
    p8_board *b = NULL;
    if (p8_board_parse(text, &b, NULL, 0) != P8_OK) {
        fprintf(stderr, "cannot parse board %s\n", text);
        exit(2);
    }
    return b;
}

/* Everything a run tells, except elapsed_ns. */
typedef struct snap {
    int rc, status, solved;
    size_t len;
    uint8_t mv[256];
    uint64_t hash; /* FNV-1a of every move (DFS paths are long) */
    uint64_t st[7];
} snap;

/* Snapshot of a run that returned rc and result r (r may be NULL). */
static inline void snap_take(snap *x, int rc, const p8_result *r) {
    int i;
    memset(x, 0, sizeof *x);
    x->rc = rc;
    x->status = r ? p8_result_status(r) : 99;
    x->solved = r ? p8_result_solved(r) : 99;
    x->len = p8_result_length(r);
    p8_result_moves(r, x->mv, sizeof x->mv);
    if (x->len) {
        uint8_t *all = malloc(x->len);
        size_t k;
        if (!all) {
            fprintf(stderr, "snap_take: out of memory\n");
            exit(2);
        }
        p8_result_moves(r, all, x->len);
        for (x->hash = 1469598103934665603u, k = 0; k < x->len; k++)
            x->hash = (x->hash ^ all[k]) * 1099511628211u;
        free(all);
    }
    for (i = 0; i < 7; i++) x->st[i] = i == P8_STAT_ELAPSED_NS ? 0 : p8_result_stat(r, i);
}

static inline int snap_same(const snap *a, const snap *b) {
    return memcmp(a, b, sizeof *a) == 0;
}

/* Run s on start->goal and snapshot it; the result is freed. */
static inline void snap_run(p8_search *s, const p8_board *start, const p8_board *goal, snap *x) {
    p8_result *r = NULL;
    int rc = p8_search_run(s, start, goal, &r);
    snap_take(x, rc, r);
    p8_result_free(r);
}

/* A reference run: a fresh search (default allocator) with algorithm alg, else defaults. */
static inline void snap_ref(int alg, const p8_board *start, const p8_board *goal, snap *x) {
    p8_search *s = NULL;
    if (p8_search_new(&s) != P8_OK || p8_search_set_algorithm(s, alg) != P8_OK) {
        fprintf(stderr, "snap_ref: cannot set up a search with algorithm %d\n", alg);
        exit(2);
    }
    snap_run(s, start, goal, x);
    p8_search_free(s);
}

#endif /* P8_TEST_SUPPORT_H */
