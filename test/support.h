/* SPDX-License-Identifier: MIT */
/*
 * support.h - helpers shared by the search tests: a parse-or-die board constructor and a
 * snapshot of everything a run tells (to compare two runs byte for byte), a path checker, an
 * event counter and a counting allocator.
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
/* How much exhaustive work a heavy test does: 0 with P8_TEST_QUICK=1 (valgrind, asan: samples),
 * 2 with P8_FULL=1 (make check-full, in CI: everything), 1 otherwise (make check: every property
 * on every board, but not every goal, format or heuristic the full run repeats it for). */
static inline int test_level(void) {
    const char *q = getenv("P8_TEST_QUICK"), *f = getenv("P8_FULL");
    if (q && q[0] == '1') return 0;
    return f && f[0] == '1' ? 2 : 1;
}

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

/* 1 if r's path is a valid path start -> goal (NULL: the default goal): solved, and state_at,
 * moves and p8_board_apply agree at every step. */
static inline int path_ok(const p8_result *r, const p8_board *start, const p8_board *goal) {
    uint8_t t[9], u[9], want[9], *mv;
    size_t n = p8_result_length(r), i;
    p8_board *b = NULL;
    int ok = 1;
    if (p8_result_solved(r) != 1) return 0;
    mv = malloc(n + 1);
    if (!mv || p8_result_moves(r, mv, n) != n || p8_board_copy(start, &b) != P8_OK) {
        free(mv);
        return 0;
    }
    if (goal) p8_board_tiles(goal, want);
    else memcpy(want, "\1\2\3\4\5\6\7\10\0", 9);
    for (i = 0; ok && i < n; i++) {
        ok = p8_result_state_at(r, i, t) == P8_OK && p8_board_tiles(b, u) == P8_OK &&
             memcmp(t, u, 9) == 0 && p8_board_apply(b, mv[i]) == P8_OK;
    }
    ok = ok && p8_result_state_at(r, n, t) == P8_OK && p8_board_tiles(b, u) == P8_OK &&
         memcmp(t, u, 9) == 0 && memcmp(u, want, 9) == 0 &&
         p8_result_state_at(r, n + 1, t) == P8_EINVAL;
    p8_board_free(b);
    free(mv);
    return ok;
}

/* An event callback that counts every event it is called with into the int at u. */
static inline int count_events(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    (void)e; (void)st; (void)g; (void)h;
    (*(int *)u)++;
    return 0;
}

/* A counting allocator (user_data: a counting_allocator): live blocks must be 0 once everything
 * is freed; calls counts every malloc/realloc call. */
typedef struct counting_allocator {
    long live;
    unsigned long calls;
} counting_allocator;

static inline void *counting_malloc(size_t n, void *ud) {
    void *p = malloc(n ? n : 1);
    counting_allocator *c = ud;
    c->calls++;
    if (p) c->live++;
    return p;
}

static inline void *counting_realloc(void *p, size_t n, void *ud) {
    counting_allocator *c = ud;
    if (!p) return counting_malloc(n, ud);
    c->calls++;
    return realloc(p, n ? n : 1);
}

static inline void counting_free(void *p, void *ud) {
    ((counting_allocator *)ud)->live--;
    free(p);
}

/* A new search using the counting allocator c (reset to 0); exits with status 2 on failure. */
static inline p8_search *counted_search(counting_allocator *c) {
    p8_allocator a = { counting_malloc, counting_realloc, counting_free, NULL };
    p8_search *s = NULL;
    a.user_data = c;
    memset(c, 0, sizeof *c);
    if (p8_search_new_with_allocator(&a, &s) != P8_OK) exit(2);
    return s;
}

/* Run s from start to the default goal under memory limits 0, 8, 16 ... below `max` until a run
 * solves it. Every refused run must end P8_ELIMIT, unsolved, with the message "memory limit of
 * N bytes reached"; *bad counts those that do not (and limits that cannot be set), *fails the
 * refused runs. The solved run's length, or -1 if none solved below max. */
static inline long sweep_memory_limit(p8_search *s, const p8_board *start, uint64_t max,
                                      long *fails, long *bad) {
    uint64_t lim;
    for (lim = 0; lim < max; lim += 8) {
        p8_result *r = NULL;
        char want[80];
        int rc;
        if (p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, lim) != P8_OK) (*bad)++;
        rc = p8_search_run(s, start, NULL, &r);
        if (rc == P8_OK) {
            long len = (long)p8_result_length(r);
            p8_result_free(r);
            return len;
        }
        snprintf(want, sizeof want, "memory limit of %llu bytes reached", (unsigned long long)lim);
        if (rc != P8_ELIMIT || !r || p8_result_solved(r) || strcmp(p8_search_errmsg(s), want))
            (*bad)++;
        (*fails)++;
        p8_result_free(r);
    }
    return -1;
}

#endif /* P8_TEST_SUPPORT_H */
