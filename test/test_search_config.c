/* SPDX-License-Identifier: MIT */
/*
 * test_search_config.c - contract tests of configuring a search: creation (with and without an
 * allocator), setters and their refusals, presets and their manual equivalents, the heuristic
 * callback, p8_solve (presets, heuristics, argument checks), the names of the enums, and what
 * a configuration uses (p8_search_weights_used, p8_search_frontier_used) against its runs.
 * Runs and results are in test_search_run.c.
 * Uses only the public API (include/puzzle8.h is the contract).
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

/* Instances of the default goal with their optimal lengths (from the sample file of 0.3.0). */
#define E11 "1 3 6 7 4 0 5 8 2"
#define E13 "4 1 2 6 8 0 7 3 5"
#define E17 "1 5 3 7 4 0 8 2 6"
#define E20 "7 3 4 8 2 6 5 1 0"
#define E21 "6 4 1 8 3 5 2 0 7"

static p8_search *const SSENT = (p8_search *)&SSENT;
static p8_result *const RSENT = (p8_result *)&RSENT;

static int contains(const char *hay, const char *needle) {
    return hay && strstr(hay, needle) != NULL;
}

static void test_new_free(void) {
    p8_search *s = SSENT;
    p8_allocator a = { NULL, NULL, NULL, NULL };
    p8_search *t = NULL;
    ASSERT_EQ(p8_search_new(NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_new_with_allocator(NULL, &s), P8_EINVAL);
    ASSERT_NULL(s);
    ASSERT_EQ(p8_search_new(&t), P8_OK);
    ASSERT_NOT_NULL(t);
    ASSERT_STR_EQ(p8_search_errmsg(t), "");
    p8_search_free(t);
    s = SSENT;
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_EINVAL);
    ASSERT_NULL(s);
    p8_search_free(NULL);
    p8_result_free(NULL);
}

static void *m_(size_t n, void *u) { (void)u; return malloc(n); }
static void *r_(void *p, size_t n, void *u) { (void)u; return realloc(p, n); }
static void f_(void *p, void *u) { (void)u; free(p); }

static void test_new_allocator_null_fn(void) {
    p8_allocator a = { m_, r_, f_, NULL };
    p8_search *s = SSENT;
    a.malloc_fn = NULL;
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_EINVAL);
    ASSERT_NULL(s);
    a.malloc_fn = m_; a.realloc_fn = NULL; s = SSENT;
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_EINVAL);
    ASSERT_NULL(s);
    a.realloc_fn = r_; a.free_fn = NULL; s = SSENT;
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_EINVAL);
    ASSERT_NULL(s);
    a.free_fn = f_;
    ASSERT_EQ(p8_search_new_with_allocator(&a, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
    ASSERT_NOT_NULL(s);
    p8_search_free(s);
}

/* A distinctive configuration (not the default), to see that a refused setter changes nothing. */
static void distinct_cfg(p8_search *s) {
    p8_search_set_algorithm(s, P8_ALG_GREEDY);
    p8_search_set_heuristic(s, P8_H_MISPLACED);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 40);
}

/* A second counting callback, distinct from count_events: a refused p8_search_set_event_fn must
 * keep the old function as well as the old user data. */
static int other_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    (void)e; (void)st; (void)g; (void)h;
    (*(int *)u)++;
    return 0;
}

static void test_setters_invalid(void) {
    p8_board *b = mk(E17);
    p8_search *s = NULL, *ref = NULL;
    snap want, got;
    int other = 0, ev_count = 0;
    ASSERT_EQ(p8_search_set_algorithm(NULL, P8_ALG_BFS), P8_EINVAL);
    ASSERT_EQ(p8_search_set_frontier(NULL, P8_FRONTIER_FIFO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_weights(NULL, 1, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_reopen(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic(NULL, P8_H_ZERO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic_fn(NULL, p8_heuristic_zero, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_limit(NULL, P8_LIMIT_DEPTH, 3), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(NULL, count_events, P8_EVENT_ALL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_cancel(NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_search_stat(NULL, P8_STAT_EXPANDED), 0);
    ASSERT_STR_EQ(p8_search_errmsg(NULL), "");

    ASSERT_EQ(p8_search_new(&ref), P8_OK);
    distinct_cfg(ref);
    snap_run(ref, b, NULL, &want);
    ASSERT_EQ(want.rc, P8_OK);

    ASSERT_EQ(p8_search_new(&s), P8_OK);
    distinct_cfg(s);
    ASSERT_EQ(p8_search_set_event_fn(s, count_events, P8_EVENT_BIT(P8_EVENT_EXPAND), &ev_count),
              P8_OK);
#define BAD(call, text)                                              \
    do {                                                             \
        ASSERT_EQ(call, P8_EINVAL);                                  \
        if (!contains(p8_search_errmsg(s), text))                    \
            TEST_FAIL_("errmsg \"%s\" lacks \"%s\"", p8_search_errmsg(s), text); \
        else test_passed_++;                                         \
    } while (0)
    BAD(p8_search_set_frontier(s, 4), "4");
    BAD(p8_search_set_frontier(s, -1), "-1");
    BAD(p8_search_set_heuristic(s, 10), "10");
    BAD(p8_search_set_heuristic(s, -1), "-1");
    BAD(p8_search_set_algorithm(s, 11), "11");
    BAD(p8_search_set_algorithm(s, -1), "-1");
    BAD(p8_search_set_limit(s, 4, 1), "4");
    BAD(p8_search_set_limit(s, -1, 1), "-1");
    BAD(p8_search_set_event_fn(s, other_ev, 0x10u, &other), "0x10");
    BAD(p8_search_set_event_fn(s, other_ev, 0xffffffffu, &other), "0xffffffff");
    ASSERT_EQ(p8_search_set_heuristic_fn(s, NULL, NULL), P8_EINVAL);
    ASSERT_TRUE(p8_search_errmsg(s)[0] != '\0');
#undef BAD
    ev_count = 0;
    snap_run(s, b, NULL, &got);
    ASSERT_TRUE(snap_same(&want, &got));
    ASSERT_EQ_U64((uint64_t)ev_count, want.st[P8_STAT_EXPANDED]); /* old callback kept */
    ASSERT_EQ(other, 0);
    p8_search_free(s);
    p8_search_free(ref);
    p8_board_free(b);
}

/* Manual equivalents of the presets (the table of the header). */
static void manual(p8_search *s, int alg) {
    static const int fr[] = { P8_FRONTIER_FIFO, P8_FRONTIER_LIFO, P8_FRONTIER_BUCKET,
                              P8_FRONTIER_BUCKET, P8_FRONTIER_BUCKET, P8_FRONTIER_LIFO,
                              P8_FRONTIER_LIFO, P8_FRONTIER_FIFO, P8_FRONTIER_FIFO,
                              P8_FRONTIER_FIFO, P8_FRONTIER_FIFO };
    static const unsigned wg[] = { 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1 },
                          wh[] = { 0, 0, 0, 1, 1, 0, 1, 0, 0, 1, 1 };
    static const int h[] = { P8_H_ZERO, P8_H_ZERO, P8_H_ZERO, P8_H_MANHATTAN, P8_H_MANHATTAN,
                             P8_H_ZERO, P8_H_MANHATTAN, P8_H_ZERO, P8_H_ZERO, P8_H_MANHATTAN,
                             P8_H_MANHATTAN };
    static const int dup[] = { P8_DUP_GRAPH, P8_DUP_GRAPH, P8_DUP_GRAPH, P8_DUP_GRAPH, P8_DUP_GRAPH,
                               P8_DUP_PARENT, P8_DUP_PARENT, P8_DUP_GRAPH, P8_DUP_NONE,
                               P8_DUP_PARENT, P8_DUP_PARENT };
    static const int drv[] = { P8_DRIVER_ONCE, P8_DRIVER_ONCE, P8_DRIVER_ONCE, P8_DRIVER_ONCE,
                               P8_DRIVER_ONCE, P8_DRIVER_DEEPEN_DEPTH, P8_DRIVER_DEEPEN_F,
                               P8_DRIVER_BIDIRECTIONAL, P8_DRIVER_RANDOM_WALK, P8_DRIVER_RBFS,
                               P8_DRIVER_SMASTAR };
    /* start from a different preset and a disturbed configuration */
    ASSERT_EQ(p8_search_set_algorithm(s, (alg + 1) % 11), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
    ASSERT_EQ(p8_search_set_reopen(s, alg != P8_ALG_DFS ? 0 : 1), P8_OK);
    ASSERT_EQ(p8_search_set_frontier(s, fr[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_weights(s, wg[alg], wh[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic(s, h[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, dup[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_driver(s, drv[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_reopen(s, alg != P8_ALG_DFS), P8_OK);
}

static void test_presets_are_configurations(void) {
    const char *boards[] = { E13, E17, E21 };
    int alg, i;
    for (alg = 0; alg < 11; alg++) {
        for (i = 0; i < 3; i++) {
            p8_board *b = mk(boards[i]);
            p8_search *p = NULL, *m = NULL;
            snap a, c;
            p8_search_new(&p);
            p8_search_new(&m);
            ASSERT_EQ(p8_search_set_algorithm(p, alg), P8_OK);
            manual(m, alg);
            snap_run(p, b, NULL, &a);
            snap_run(m, b, NULL, &c);
            ASSERT_EQ(a.rc, P8_OK);
            if (!snap_same(&a, &c)) TEST_FAIL_("preset %s differs from its manual config on %s",
                                               p8_algorithm_name(alg), boards[i]);
            else test_passed_++;
            p8_search_free(p);
            p8_search_free(m);
            p8_board_free(b);
        }
    }
}

static void test_default_is_astar(void) {
    p8_board *b = mk(E21);
    p8_search *d = NULL, *a = NULL;
    snap x, y;
    p8_search_new(&d);
    p8_search_new(&a);
    p8_search_set_algorithm(a, P8_ALG_BFS);
    p8_search_set_algorithm(a, P8_ALG_ASTAR);
    snap_run(d, b, NULL, &x);
    snap_run(a, b, NULL, &y);
    ASSERT_EQ(x.rc, P8_OK);
    ASSERT_EQ(x.len, 21);
    ASSERT_TRUE(snap_same(&x, &y));
    p8_search_free(d);
    p8_search_free(a);
    p8_board_free(b);
}

static unsigned counting_manhattan(const uint8_t st[9], const uint8_t g[9], void *u) {
    (*(unsigned long *)u)++;
    return p8_heuristic_manhattan(st, g, NULL);
}

/* The exported p8_heuristic_manhattan through the callback path equals the built-in fast path. */
static void test_heuristic_fn_equals_builtin(void) {
    p8_search *bi = NULL, *fn = NULL;
    unsigned long calls = 0;
    uint64_t seed;
    int diffs = 0;
    p8_board *goal = mk("1 2 3 8 0 4 7 6 5");
    p8_search_new(&bi);
    p8_search_new(&fn);
    ASSERT_EQ(p8_search_set_heuristic_fn(fn, counting_manhattan, &calls), P8_OK);
    for (seed = 1; seed <= 200; seed++) {
        p8_board *b = NULL;
        const p8_board *g = seed % 2 ? NULL : goal;
        snap x, y;
        p8_board_random(seed, g, &b);
        snap_run(bi, b, g, &x);
        snap_run(fn, b, g, &y);
        if (x.rc != P8_OK || !snap_same(&x, &y)) diffs++;
        p8_board_free(b);
    }
    ASSERT_EQ(diffs, 0);
    ASSERT_TRUE(calls > 200);
    p8_search_free(bi);
    p8_search_free(fn);
    p8_board_free(goal);
}

static void test_solve(void) {
    const char *boards[] = { E11, E13, E20 };
    const int optimal[] = { 11, 13, 20 };
    p8_result *r = RSENT;
    p8_board *b = mk(E13);
    int alg, i;
    for (alg = 0; alg < 5; alg++)
        for (i = 0; i < 3; i++) {
            p8_board *s = mk(boards[i]);
            r = RSENT;
            ASSERT_EQ(p8_solve(s, NULL, alg, P8_H_DEFAULT, &r), P8_OK);
            ASSERT_TRUE(path_ok(r, s, NULL));
            if (alg == P8_ALG_BFS || alg == P8_ALG_UCS || alg == P8_ALG_ASTAR)
                ASSERT_EQ(p8_result_length(r), optimal[i]);
            p8_result_free(r);
            p8_board_free(s);
        }
    /* P8_H_DEFAULT keeps the preset; an explicit heuristic equals a search configured so */
    {
        p8_search *s = NULL;
        snap x, y;
        p8_search_new(&s);
        p8_search_set_algorithm(s, P8_ALG_ASTAR);
        p8_search_set_heuristic(s, P8_H_MISPLACED);
        snap_run(s, b, NULL, &x);
        ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, P8_H_MISPLACED, &r), P8_OK);
        snap_take(&y, P8_OK, r);
        ASSERT_TRUE(snap_same(&x, &y));
        p8_result_free(r);
        p8_search_set_algorithm(s, P8_ALG_GREEDY);
        snap_run(s, b, NULL, &x);
        ASSERT_EQ(p8_solve(b, NULL, P8_ALG_GREEDY, P8_H_DEFAULT, &r), P8_OK);
        snap_take(&y, P8_OK, r);
        ASSERT_TRUE(snap_same(&x, &y));
        p8_result_free(r);
        p8_search_free(s);
    }
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, 11, P8_H_DEFAULT, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, -1, P8_H_DEFAULT, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, P8_ALG_BFS, 10, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, P8_ALG_BFS, -2, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(NULL, NULL, P8_ALG_BFS, P8_H_DEFAULT, &r), P8_EINVAL); ASSERT_NULL(r);
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_BFS, P8_H_DEFAULT, NULL), P8_EINVAL);
    p8_board_free(b);
}

static void test_names(void) {
    static const char *const alg[] = { "bfs", "dfs", "ucs", "greedy", "astar", "iddfs",
                                       "idastar", "bibfs", "random-walk", "rbfs", "smastar" };
    static const char *const drv[] = { "once", "deepen-depth", "deepen-f", "bidirectional",
                                       "random-walk", "rbfs", "smastar" };
    static const char *const fr[] = { "fifo", "lifo", "heap", "bucket" };
    static const char *const ev[] = { "expand", "generate", "duplicate", "goal" };
    static const char *const h[] = { "zero", "goal-test", "misplaced", "manhattan", "linear-conflict",
                                     "gaschnig", "euclidean", "corner-tiles", "last-moves",
                                     "corner-last-moves" };
    int i;
    ASSERT_EQ(P8_ALG_BFS, 0); ASSERT_EQ(P8_ALG_ASTAR, 4);
    for (i = 0; i < 11; i++) ASSERT_STR_EQ(p8_algorithm_name(i), alg[i]);
    for (i = 0; i < 7; i++) ASSERT_STR_EQ(p8_driver_name(i), drv[i]);
    ASSERT_NULL(p8_driver_name(7)); ASSERT_NULL(p8_driver_name(-1));
    for (i = 0; i < 4; i++) ASSERT_STR_EQ(p8_frontier_name(i), fr[i]);
    for (i = 0; i < 4; i++) ASSERT_STR_EQ(p8_event_name(i), ev[i]);
    for (i = 0; i < 10; i++) ASSERT_STR_EQ(p8_heuristic_name(i), h[i]);
    ASSERT_NULL(p8_algorithm_name(11)); ASSERT_NULL(p8_algorithm_name(-1));
    ASSERT_NULL(p8_frontier_name(4)); ASSERT_NULL(p8_frontier_name(-1));
    ASSERT_NULL(p8_event_name(4)); ASSERT_NULL(p8_event_name(-1));
    ASSERT_NULL(p8_heuristic_name(10)); ASSERT_NULL(p8_heuristic_name(-1));
    ASSERT_EQ(P8_EVENT_ALL, P8_EVENT_BIT(0) | P8_EVENT_BIT(1) | P8_EVENT_BIT(2) | P8_EVENT_BIT(3));
}

/* p8_search_weights_used and p8_search_frontier_used against what runs do: for every preset with
 * every frontier (its own, then each built-in) and Manhattan distance, the weights (1,0) and
 * (1,3) give the same run when weights_used says 0, and different runs when it says 1. */
static void weights_run(int alg, int frontier, unsigned wh, const p8_board *b, snap *x, int *used,
                        const char **name) {
    p8_search *s = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, alg), P8_OK);
    if (frontier >= 0) ASSERT_EQ(p8_search_set_frontier(s, frontier), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic(s, P8_H_MANHATTAN), P8_OK);
    ASSERT_EQ(p8_search_set_weights(s, 1, wh), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 200000), P8_OK);
    *used = p8_search_weights_used(s);
    *name = p8_search_frontier_used(s);
    snap_run(s, b, NULL, x);
    /* a run changes neither answer */
    ASSERT_EQ(p8_search_weights_used(s), *used);
    ASSERT_STR_EQ(p8_search_frontier_used(s), *name);
    p8_search_free(s);
}

static void test_weights_used_matches_runs(void) {
    /* weights_used for [preset][frontier + 1], frontier -1 being the preset's own */
    static const int want[9][5] = {
        /*              own fifo lifo heap bucket */
        /* bfs      */ { 0, 0, 0, 1, 1 },
        /* dfs      */ { 0, 0, 0, 1, 1 },
        /* ucs      */ { 1, 0, 0, 1, 1 },
        /* greedy   */ { 1, 0, 0, 1, 1 },
        /* astar    */ { 1, 0, 0, 1, 1 },
        /* iddfs    */ { 0, 0, 0, 1, 1 },
        /* idastar  */ { 1, 1, 1, 1, 1 }, /* bounds on the key, whatever the frontier */
        /* bibfs    */ { 0, 0, 0, 0, 0 }, /* FIFO only: other frontiers are refused at start */
        /* walk     */ { 0, 0, 0, 0, 0 },
    };
    static const char *const own[9] = { "fifo", "lifo", "bucket", "bucket", "bucket", "lifo",
                                        "lifo", "fifo", "none" };
    p8_board *b = mk(E11);
    int alg, f;
    for (alg = 0; alg < 9; alg++) {
        for (f = -1; f < 4; f++) {
            snap x, y;
            int used, used3;
            const char *name, *name3;
            weights_run(alg, f, 0, b, &x, &used, &name);
            weights_run(alg, f, 3, b, &y, &used3, &name3);
            ASSERT_EQ(used, used3);
            if (used != want[alg][f + 1])
                TEST_FAIL_("%s, frontier %s: weights_used %d, expected %d", p8_algorithm_name(alg),
                           f < 0 ? "own" : p8_frontier_name(f), used, want[alg][f + 1]);
            else test_passed_++;
            ASSERT_STR_EQ(name, alg == P8_ALG_RANDOM_WALK ? "none"
                                : f < 0                   ? own[alg]
                                                          : p8_frontier_name(f));
            if (used != !snap_same(&x, &y))
                TEST_FAIL_("%s, frontier %s: weights_used %d, but the weights %s the run",
                           p8_algorithm_name(alg), f < 0 ? "own" : p8_frontier_name(f), used,
                           used ? "do not change" : "change");
            else test_passed_++;
        }
    }
    p8_board_free(b);
}

static void test_weights_used_caller_frontier(void) {
    p8_board *b = mk(E11);
    p8_frontier *heap = NULL;
    snap x[2];
    unsigned wh;
    int drv;
    ASSERT_EQ(p8_frontier_new(P8_FRONTIER_HEAP, &heap), P8_OK);
    for (wh = 0; wh < 2; wh++) {
        p8_search *s = NULL;
        ASSERT_EQ(p8_search_new(&s), P8_OK);
        ASSERT_EQ(p8_search_set_frontier_fns(s, p8_frontier_push, p8_frontier_pop, p8_frontier_size,
                                             p8_frontier_clear, heap), P8_OK);
        ASSERT_EQ(p8_search_set_weights(s, 1, wh * 3), P8_OK);
        ASSERT_EQ(p8_search_weights_used(s), 1); /* the caller's frontier receives the key */
        ASSERT_STR_EQ(p8_search_frontier_used(s), "custom");
        snap_run(s, b, NULL, &x[wh]);
        ASSERT_EQ(x[wh].rc, P8_OK);
        for (drv = 0; drv < 5; drv++) {
            ASSERT_EQ(p8_search_set_driver(s, drv), P8_OK);
            ASSERT_EQ(p8_search_weights_used(s), drv != P8_DRIVER_BIDIRECTIONAL &&
                                                     drv != P8_DRIVER_RANDOM_WALK);
            ASSERT_STR_EQ(p8_search_frontier_used(s), drv == P8_DRIVER_RANDOM_WALK ? "none"
                                                                                  : "custom");
        }
        /* a preset puts back a built-in */
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
        ASSERT_STR_EQ(p8_search_frontier_used(s), "fifo");
        ASSERT_EQ(p8_search_weights_used(s), 0);
        p8_search_free(s);
    }
    ASSERT_TRUE(!snap_same(&x[0], &x[1]));
    p8_frontier_free(heap);
    p8_board_free(b);
}

static int check_during_run(int event, const uint8_t *state, unsigned g, unsigned h, void *u) {
    p8_search *s = *(p8_search **)u;
    (void)event; (void)state; (void)g; (void)h;
    if (p8_search_weights_used(s) != 1 || strcmp(p8_search_frontier_used(s), "bucket") != 0)
        *(p8_search **)u = NULL;
    return 0;
}

static void test_used_null_and_during_run(void) {
    p8_board *b = mk(E11);
    p8_search *s = NULL, *seen;
    p8_result *r = NULL;
    ASSERT_EQ(p8_search_weights_used(NULL), P8_EINVAL);
    ASSERT_NULL(p8_search_frontier_used(NULL));
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_weights_used(s), 1); /* the default: A* on a bucket queue */
    ASSERT_STR_EQ(p8_search_frontier_used(s), "bucket");
    seen = s;
    ASSERT_EQ(p8_search_set_event_fn(s, check_during_run, P8_EVENT_ALL, &seen), P8_OK);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
    ASSERT_EQ(p8_search_weights_used(s), 1); /* between steps */
    ASSERT_STR_EQ(p8_search_frontier_used(s), "bucket");
    ASSERT_EQ(p8_search_step(s, 0), P8_OK);
    ASSERT_TRUE(seen == s); /* and from every callback */
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_new_free);
    RUN(test_new_allocator_null_fn);
    RUN(test_setters_invalid);
    RUN(test_presets_are_configurations);
    RUN(test_default_is_astar);
    RUN(test_heuristic_fn_equals_builtin);
    RUN(test_solve);
    RUN(test_names);
    RUN(test_weights_used_matches_runs);
    RUN(test_weights_used_caller_frontier);
    RUN(test_used_null_and_during_run);
    return TEST_REPORT();
}
