/* SPDX-License-Identifier: MIT */
/*
 * test_search_run.c - contract tests of running a search: p8_search_run arguments, trivial and
 * unsolvable instances, the result getters, determinism, statistics against the events, limits
 * (expansions, depth, memory, time), tree-search A* optimality, weights.
 * Configuration (creation, setters, presets, p8_solve, names) is in test_search_config.c.
 * Uses only the public API (include/puzzle8.h is the contract).
 */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>
#include <time.h>

/* Instances of the default goal with their optimal lengths (from the sample file of 0.3.0). */
#define E13 "4 1 2 6 8 0 7 3 5"
#define E17 "1 5 3 7 4 0 8 2 6"
#define E20 "7 3 4 8 2 6 5 1 0"
#define E21 "6 4 1 8 3 5 2 0 7"

static p8_result *const RSENT = (p8_result *)&RSENT;

static unsigned long h_calls;
static unsigned h_count(const uint8_t st[9], const uint8_t g[9], void *u) {
    (void)u;
    h_calls++;
    return p8_heuristic_manhattan(st, g, NULL);
}

/* A board of the other parity class than `solvable_to`: swap two non-blank tiles. */
static p8_board *other_class(const p8_board *b) {
    uint8_t t[9], x;
    int i = 0, j;
    p8_board *o = NULL;
    p8_board_tiles(b, t);
    while (t[i] == 0) i++;
    j = i + 1;
    while (t[j] == 0) j++;
    x = t[i]; t[i] = t[j]; t[j] = x;
    p8_board_new(t, &o);
    return o;
}

static void test_unsolvable(void) {
    const char *goals[] = { NULL, "0 1 2 3 4 5 6 7 8", "1 2 3 8 0 4 7 6 5", "8 6 7 2 5 4 3 0 1" };
    int gi, alg, ev_count;
    for (gi = 0; gi < 4; gi++) {
        p8_board *goal = goals[gi] ? mk(goals[gi]) : NULL, *sv = NULL, *un;
        p8_board_random(77 + (uint64_t)gi, goal, &sv);
        un = other_class(sv);
        ASSERT_EQ(p8_board_solvable(un, goal), 0);
        for (alg = 0; alg < 5; alg++) {
            p8_result *r = RSENT;
            p8_search *s = NULL;
            ASSERT_EQ(p8_solve(un, goal, alg, P8_H_DEFAULT, &r), P8_EUNSOLVABLE);
            ASSERT_NULL(r);
            p8_search_new(&s);
            p8_search_set_algorithm(s, alg);
            p8_search_set_heuristic_fn(s, h_count, NULL);
            p8_search_set_event_fn(s, count_events, P8_EVENT_ALL, &ev_count);
            ev_count = 0;
            h_calls = 0;
            r = RSENT;
            ASSERT_EQ(p8_search_run(s, un, goal, &r), P8_EUNSOLVABLE);
            ASSERT_NULL(r);
            ASSERT_EQ(ev_count, 0);
            ASSERT_EQ(h_calls, 0);
            ASSERT_TRUE(p8_search_errmsg(s)[0] != '\0');
            ASSERT_EQ(p8_search_start(s, un, goal), P8_EUNSOLVABLE);
            ASSERT_EQ(p8_search_step(s, 0), P8_EINVAL); /* no run was begun */
            p8_search_free(s);
        }
        p8_board_free(un);
        p8_board_free(sv);
        p8_board_free(goal);
    }
}

static void test_run_args_and_trivial(void) {
    p8_search *s = NULL;
    p8_board *b = mk(E13), *g = NULL;
    p8_result *r = RSENT, *r2 = NULL;
    snap x, y;
    uint8_t t[9];
    char buf[8];
    p8_search_new(&s);
    ASSERT_EQ(p8_search_run(NULL, b, NULL, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_search_run(s, NULL, NULL, &r), P8_EINVAL); ASSERT_NULL(r);
    ASSERT_EQ(p8_search_run(s, b, NULL, NULL), P8_EINVAL);
    /* goal NULL is the default goal */
    p8_board_new_goal(&g);
    snap_run(s, b, NULL, &x);
    snap_run(s, b, g, &y);
    ASSERT_EQ(x.rc, P8_OK);
    ASSERT_TRUE(snap_same(&x, &y));
    /* start == goal */
    ASSERT_EQ(p8_search_run(s, g, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_solved(r), 1);
    ASSERT_EQ(p8_result_status(r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 0);
    ASSERT_EQ_U64(p8_result_expanded(r), 0);
    ASSERT_EQ(p8_result_moves_string(r, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_result_state_at(r, 0, t), P8_OK);
    ASSERT_EQ(memcmp(t, "\1\2\3\4\5\6\7\10\0", 9), 0);
    ASSERT_EQ(p8_result_state_at(r, 1, t), P8_EINVAL);
    p8_result_free(r);
    /* result getters on NULL */
    ASSERT_EQ(p8_result_status(NULL), P8_EINVAL);
    ASSERT_EQ(p8_result_solved(NULL), P8_EINVAL);
    ASSERT_EQ(p8_result_length(NULL), 0);
    ASSERT_EQ(p8_result_moves(NULL, NULL, 0), 0);
    ASSERT_EQ(p8_result_moves_string(NULL, NULL, 0), 0);
    ASSERT_EQ(p8_result_state_at(NULL, 0, t), P8_EINVAL);
    ASSERT_EQ_U64(p8_result_expanded(NULL) + p8_result_generated(NULL) + p8_result_duplicates(NULL) +
                  p8_result_max_frontier(NULL) + p8_result_peak_bytes(NULL) +
                  p8_result_elapsed_ns(NULL) + p8_result_stat(NULL, 0), 0);
    /* moves and moves_string (snprintf semantics) on a 13-move solution */
    ASSERT_EQ(p8_search_run(s, b, NULL, &r2), P8_OK);
    {
        char full[64], small[5];
        uint8_t mv[64], two[2] = { 9, 9 };
        size_t i, n = p8_result_length(r2);
        ASSERT_EQ(n, 13);
        ASSERT_EQ(p8_result_moves_string(r2, NULL, 0), 13);
        memset(full, 'x', sizeof full);
        ASSERT_EQ(p8_result_moves_string(r2, full, 1), 13);
        ASSERT_EQ(full[0], '\0');
        ASSERT_EQ(p8_result_moves_string(r2, full, sizeof full), 13);
        ASSERT_EQ(strlen(full), 13);
        ASSERT_EQ(p8_result_moves_string(r2, small, sizeof small), 13);
        ASSERT_EQ(strlen(small), 4);
        ASSERT_EQ(strncmp(small, full, 4), 0);
        ASSERT_EQ(p8_result_moves(r2, NULL, 0), 13);
        ASSERT_EQ(p8_result_moves(r2, mv, sizeof mv), 13);
        ASSERT_EQ(p8_result_moves(r2, two, 1), 13);
        ASSERT_EQ(two[0], mv[0]);
        ASSERT_EQ(two[1], 9); /* at most cap moves */
        for (i = 0; i < n; i++) ASSERT_EQ(full[i], p8_move_letter(mv[i]));
        ASSERT_TRUE(path_ok(r2, b, NULL));
        ASSERT_EQ(p8_result_state_at(r2, 0, NULL), P8_EINVAL);
    }
    /* result independence: free the search first, then read; free results in any order */
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_OK);
    p8_search_free(s);
    ASSERT_TRUE(path_ok(r, b, g));
    ASSERT_TRUE(path_ok(r2, b, NULL));
    p8_result_free(r2);
    ASSERT_EQ(p8_result_length(r), 13);
    p8_result_free(r);
    p8_board_free(g);
    p8_board_free(b);
}

static void test_determinism(void) {
    p8_board *b = mk(E21);
    int alg;
    for (alg = 0; alg < 5; alg++) {
        p8_search *s = NULL, *t = NULL;
        snap x, y, z;
        p8_search_new(&s);
        p8_search_new(&t);
        p8_search_set_algorithm(s, alg);
        p8_search_set_algorithm(t, alg);
        snap_run(s, b, NULL, &x);
        snap_run(s, b, NULL, &y);
        snap_run(t, b, NULL, &z);
        ASSERT_EQ(x.rc, P8_OK);
        ASSERT_TRUE(snap_same(&x, &y));
        ASSERT_TRUE(snap_same(&x, &z));
        p8_search_free(s);
        p8_search_free(t);
    }
    p8_board_free(b);
}

static int blank_moves(const uint8_t t[9]) {
    int b = 0;
    while (t[b]) b++;
    return (b / 3 > 0) + (b / 3 < 2) + (b % 3 > 0) + (b % 3 < 2);
}

typedef struct { uint64_t expect_gen, expand, gen, dup, goal; unsigned max_g_exp, max_g_gen; } tally;
static int tally_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    tally *t = u;
    (void)h;
    if (e == P8_EVENT_EXPAND) {
        t->expand++;
        t->expect_gen += (uint64_t)(blank_moves(st) - (g > 0));
        if (g > t->max_g_exp) t->max_g_exp = g;
    } else if (e == P8_EVENT_GENERATE) {
        t->gen++;
        if (g > t->max_g_gen) t->max_g_gen = g;
    } else if (e == P8_EVENT_DUPLICATE) t->dup++;
    else t->goal++;
    return 0;
}

static void test_statistics(void) {
    p8_board *b = mk(E20);
    int alg, graph;
    for (alg = 0; alg < 5; alg++)
        for (graph = 1; graph >= 0; graph--) {
            p8_search *s = NULL;
            p8_result *r = NULL;
            tally t;
            int i;
            if (!graph && alg != P8_ALG_ASTAR) continue; /* tree search: A* only (finite) */
            memset(&t, 0, sizeof t);
            p8_search_new(&s);
            p8_search_set_algorithm(s, alg);
            p8_search_set_duplicates(s, (graph) ? P8_DUP_GRAPH : P8_DUP_PARENT);
            p8_search_set_event_fn(s, tally_ev, P8_EVENT_ALL, &t);
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
            ASSERT_EQ_U64(p8_result_expanded(r), t.expand);
            ASSERT_EQ_U64(p8_result_generated(r), t.gen);
            ASSERT_EQ_U64(p8_result_duplicates(r), t.dup);
            ASSERT_EQ_U64(t.goal, 1);
            if (alg != P8_ALG_BFS) /* goal tested when popped: every expansion completed */
                ASSERT_EQ_U64(p8_result_generated(r), t.expect_gen);
            else /* FIFO may stop inside the last expansion (goal test at generation) */
                ASSERT_TRUE(t.gen <= t.expect_gen && t.expect_gen - t.gen < 4);
            if (!graph) ASSERT_EQ_U64(p8_result_duplicates(r), 0);
            else ASSERT_TRUE(p8_result_duplicates(r) > 0);
            ASSERT_TRUE(p8_result_max_frontier(r) >= 1);
            ASSERT_TRUE(p8_result_stat(r, P8_STAT_FRONTIER) <= p8_result_max_frontier(r));
            ASSERT_TRUE(p8_result_peak_bytes(r) > 0);
            ASSERT_TRUE(p8_result_elapsed_ns(r) > 0);
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_EXPANDED), p8_result_expanded(r));
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_GENERATED), p8_result_generated(r));
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_DUPLICATES), p8_result_duplicates(r));
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_MAX_FRONTIER), p8_result_max_frontier(r));
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_PEAK_BYTES), p8_result_peak_bytes(r));
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_ELAPSED_NS), p8_result_elapsed_ns(r));
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_PASSES), 1);
            ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_BOUND), 0);
            ASSERT_EQ_U64(p8_result_stat(r, 9), 0);
            ASSERT_EQ_U64(p8_result_stat(r, -1), 0);
            for (i = 0; i <= 6; i++) /* the search's statistics of the last run agree */
                if (i != P8_STAT_ELAPSED_NS && i != P8_STAT_FRONTIER)
                    ASSERT_EQ_U64(p8_search_stat(s, i), p8_result_stat(r, i));
            ASSERT_EQ_U64(p8_search_stat(s, 9), 0);
            ASSERT_EQ_U64(p8_search_stat(s, -1), 0);
            p8_result_free(r);
            p8_search_free(s);
        }
    p8_board_free(b);
}

/* Expect an ended-by-limit run with a result. */
#define EXPECT_LIMITED(rc, r)                                                   \
    do {                                                                        \
        ASSERT_EQ(rc, P8_ELIMIT);                                               \
        ASSERT_NOT_NULL(r);                                                     \
        ASSERT_EQ(p8_result_status(r), P8_ELIMIT);                              \
        ASSERT_EQ(p8_result_solved(r), 0);                                      \
        ASSERT_EQ(p8_result_length(r), 0);                                      \
    } while (0)

static void test_limits(void) {
    p8_board *b13 = mk(E13), *b21 = mk(E21);
    p8_search *s = NULL, *fresh = NULL;
    p8_result *r = NULL;
    uint64_t n, v;
    uint8_t t[9];
    snap x, y;
    tally tl;
    int rc;
    clock_t c0;
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_BFS);
    for (n = 1; n <= 1000; n *= 10) {
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, n), P8_OK);
        rc = p8_search_run(s, b21, NULL, &r);
        EXPECT_LIMITED(rc, r);
        ASSERT_EQ_U64(p8_result_expanded(r), n);
        ASSERT_EQ(p8_result_state_at(r, 0, t), P8_EINVAL);
        ASSERT_TRUE(p8_search_errmsg(s)[0] != '\0');
        p8_result_free(r);
    }
    /* P8_LIMIT_NONE removes the limit: the same as a fresh search */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE), P8_OK);
    p8_search_new(&fresh);
    p8_search_set_algorithm(fresh, P8_ALG_BFS);
    snap_run(s, b21, NULL, &x);
    snap_run(fresh, b21, NULL, &y);
    ASSERT_EQ(x.rc, P8_OK);
    ASSERT_TRUE(snap_same(&x, &y));
    /* depth: below the optimum with BFS (graph and tree) is ELIMIT, at or above it is optimal */
    for (n = 0; n < 2; n++) {
        p8_search_set_duplicates(s, n ? P8_DUP_GRAPH : P8_DUP_PARENT);
        memset(&tl, 0, sizeof tl);
        p8_search_set_event_fn(s, tally_ev, P8_EVENT_ALL, &tl);
        p8_search_set_limit(s, P8_LIMIT_DEPTH, 12);
        rc = p8_search_run(s, b13, NULL, &r);
        EXPECT_LIMITED(rc, r);
        ASSERT_EQ(tl.max_g_exp, 11); /* nodes at the limit are not expanded... */
        ASSERT_EQ(tl.max_g_gen, 12); /* ...and deeper nodes are never made */
        p8_result_free(r);
        p8_search_set_event_fn(s, NULL, 0, NULL);
        for (v = 13; v <= 31; v += 18) {
            p8_search_set_limit(s, P8_LIMIT_DEPTH, v);
            ASSERT_EQ(p8_search_run(s, b13, NULL, &r), P8_OK);
            ASSERT_EQ(p8_result_length(r), 13);
            ASSERT_TRUE(path_ok(r, b13, NULL));
            p8_result_free(r);
        }
    }
    p8_search_set_duplicates(s, P8_DUP_GRAPH);
    /* DFS, graph search with reopening, depth limit = optimum: a solution within the limit */
    p8_search_set_algorithm(s, P8_ALG_DFS);
    p8_search_set_reopen(s, 1);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 13);
    ASSERT_EQ(p8_search_run(s, b13, NULL, &r), P8_OK);
    ASSERT_TRUE(p8_result_length(r) <= 13);
    ASSERT_TRUE(path_ok(r, b13, NULL));
    p8_result_free(r);
    /* the DFS preset (no reopening) may miss it but never returns a longer path */
    p8_search_set_algorithm(s, P8_ALG_DFS);
    rc = p8_search_run(s, b13, NULL, &r);
    ASSERT_TRUE(rc == P8_OK ? p8_result_length(r) <= 13 : rc == P8_ELIMIT);
    p8_result_free(r);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE);
    /* memory */
    p8_search_set_algorithm(s, P8_ALG_BFS);
    p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 1);
    rc = p8_search_run(s, b21, NULL, &r);
    EXPECT_LIMITED(rc, r);
    p8_result_free(r);
    for (v = 4096; v <= (1u << 22); v *= 8) {
        p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, v);
        rc = p8_search_run(s, b21, NULL, &r);
        ASSERT_TRUE(rc == P8_OK || rc == P8_ELIMIT);
        ASSERT_NOT_NULL(r);
        ASSERT_TRUE(p8_result_peak_bytes(r) <= v);
        if (v == (1u << 21) || v == (1u << 22)) ASSERT_TRUE(p8_result_peak_bytes(r) > 0);
        p8_result_free(r);
    }
    p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, P8_LIMIT_NONE);
    ASSERT_EQ(p8_search_run(s, b21, NULL, &r), P8_OK);
    p8_result_free(r);
    /* time: tree-search BFS of a 21-move instance would run for a very long time */
    p8_search_set_duplicates(s, P8_DUP_PARENT);
    p8_search_set_limit(s, P8_LIMIT_TIME_MS, 1);
    c0 = clock();
    rc = p8_search_run(s, b21, NULL, &r);
    EXPECT_LIMITED(rc, r);
    ASSERT_TRUE(clock() - c0 < 2 * CLOCKS_PER_SEC);
    p8_result_free(r);
    /* a time limit of ~2^58 ms must not wrap around when converted to ns (v * 10^6 = 64 mod
     * 2^64 for this v): a graph BFS that takes far less than that must solve */
    v = 15625; /* v = the inverse of 15625 mod 2^58, by Newton iteration */
    for (n = 0; n < 6; n++) v *= 2 - 15625 * v;
    v &= (UINT64_C(1) << 58) - 1;
    ASSERT_EQ_U64(v * UINT64_C(1000000), 64);
    p8_search_set_duplicates(s, P8_DUP_GRAPH);
    p8_search_set_limit(s, P8_LIMIT_TIME_MS, v);
    rc = p8_search_run(s, b21, NULL, &r);
    ASSERT_EQ(rc, P8_OK);
    p8_result_free(r);
    p8_search_free(s);
    p8_search_free(fresh);
    p8_board_free(b13);
    p8_board_free(b21);
}

static uint64_t mono_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * UINT64_C(1000000000) + (uint64_t)ts.tv_nsec;
}

/* A slow callback: each call after the first `fast` ones spins `spin` ns (so fast then slow
 * models a callback that slows down mid-run); each call records when it began and, when `s` is
 * set (callbacks that may read the run), how many expansions the run had begun by then. */
#define SLOW_CALLS 65536
typedef struct slow {
    const p8_search *s;
    uint64_t spin;
    size_t fast, calls;
    uint64_t at[SLOW_CALLS], exp[SLOW_CALLS];
} slow;

static void slow_call(slow *w) {
    uint64_t now = mono_ns(), until = w->calls < w->fast ? now : now + w->spin;
    if (w->calls < SLOW_CALLS) {
        w->at[w->calls] = now;
        w->exp[w->calls] = w->s ? p8_search_stat(w->s, P8_STAT_EXPANDED) : w->calls;
    }
    w->calls++;
    while (mono_ns() < until)
        ;
}

static void slow_reset(slow *w, const p8_search *s, uint64_t spin, size_t fast) {
    memset(w, 0, sizeof *w);
    w->s = s;
    w->spin = spin;
    w->fast = fast;
}

/* A slow student heuristic: Manhattan after slow_call. */
static unsigned slow_h(const uint8_t st[9], const uint8_t g[9], void *ud) {
    slow_call(ud);
    return p8_heuristic_manhattan(st, g, NULL);
}

/* A slow event callback (the events it is given: EXPAND only). */
static int slow_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *ud) {
    (void)e; (void)st; (void)g; (void)h;
    slow_call(ud);
    return 0;
}

/* A caller's frontier with a slow pop: a built-in heap behind the callbacks. */
typedef struct slow_frontier {
    p8_frontier *f;
    slow *w;
} slow_frontier;
static int sf_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    return p8_frontier_push(n, k, g, h, ((slow_frontier *)u)->f);
}
static int sf_pop(uint32_t *n, void *u) {
    slow_call(((slow_frontier *)u)->w);
    return p8_frontier_pop(n, ((slow_frontier *)u)->f);
}
static uint64_t sf_size(void *u) {
    return p8_frontier_size(((slow_frontier *)u)->f);
}
static void sf_clear(void *u) {
    p8_frontier_clear(((slow_frontier *)u)->f);
}

/* The time limit's guarantee, checked on the calls of a slow callback: the run ends at the first
 * clock reading at or after the limit, and with a caller's callback in play the clock is read
 * before every expansion (and every pop of a caller's frontier), so after the deadline plus
 * max(1 ms, 5%) no expansion (w->exp counts them; or no pop, w->exp counting the calls) begins,
 * and the calls made after it are the rest of the one in progress: at most `rest`. The deadline
 * is counted from the first call (the start's h, or the first pop or event: just after the
 * run's clock started). Counted in calls, not in wall time: a loaded machine that preempts the
 * run delays the next reading, not the next call. It can preempt the run once between a reading
 * made before the deadline and the expansion that reading let begin, so one expansion (and its
 * calls: at most 4 for a heuristic) may begin late; a clock read less often than before every
 * expansion lets many begin. */
static void check_deadline(const slow *w, uint64_t limit_ms, size_t rest, const char *what) {
    uint64_t slack = limit_ms * 50000u > 1000000u ? limit_ms * 50000u : 1000000u;
    uint64_t deadline = w->at[0] + limit_ms * 1000000u + slack, exp_by = 0, exp_late = 0;
    size_t i, late = 0;
    ASSERT_TRUE(w->calls > 0 && w->calls <= SLOW_CALLS);
    for (i = 0; i < w->calls && i < SLOW_CALLS; i++) {
        if (w->at[i] <= deadline) {
            exp_by = w->exp[i];
        } else {
            late++;
            if (w->exp[i] - exp_by > exp_late) exp_late = w->exp[i] - exp_by;
        }
    }
    if (exp_late <= 1 && late <= rest + (exp_late ? 4 : 0)) test_passed_++;
    else TEST_FAIL_("%s, limit %llu ms, %llu ns per call after the first %lu: %lu calls and %llu "
                    "expansions (or pops) began after the deadline + %llu ms (of %lu calls)", what,
                    (unsigned long long)limit_ms, (unsigned long long)w->spin,
                    (unsigned long)w->fast, (unsigned long)late, (unsigned long long)exp_late,
                    (unsigned long long)(slack / 1000000u), (unsigned long)w->calls);
}

/* A time limit is met within max(1 ms, a few percent) plus the expansion in progress, whatever
 * the callbacks cost. Before: the clock was read at an interval adapted to the time an
 * expansion took, which (a) doubled at the first reading, made before the first expansion
 * (1 ms per heuristic call: a 2 ms limit stopped at ~5-7 ms), and (b) kept the interval learned
 * while a callback was fast when it slowed down (fast for 20,000 calls, then 2 ms per call: a
 * 50 ms limit overshot by hundreds of ms). Now the clock is read before every expansion when a
 * caller's heuristic, event callback or frontier is in play. */
static void test_time_limit_slow_callback(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1"); /* 31 moves: far more than the limit allows */
    p8_search *s = NULL;
    p8_result *r = NULL;
    p8_frontier *heap = NULL;
    slow_frontier sf;
    static slow w;
    static const struct { uint64_t spin, limit_ms; size_t fast; } cases[] = {
        { 20000, 1, 0 }, { 20000, 40, 0 }, { 200000, 1, 0 }, { 200000, 40, 0 },
        { 500000, 1, 0 }, { 1000000, 1, 0 }, { 1000000, 2, 0 }, { 2000000, 50, 20000 },
    };
    size_t i, j, k, late;
    uint64_t deadline, limit_ms;
    p8_search_new(&s);
    p8_frontier_new(P8_FRONTIER_HEAP, &heap);
    sf.f = heap;
    sf.w = &w;
    for (k = 0; k < 3; k++) {          /* a heuristic, an event callback, a frontier's pop */
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            limit_ms = cases[i].limit_ms;
            if (k && cases[i].spin < 1000000) continue;
            slow_reset(&w, k == 2 ? NULL : s, cases[i].spin, cases[i].fast);
            p8_search_set_algorithm(s, P8_ALG_UCS);
            if (k == 0) p8_search_set_heuristic_fn(s, slow_h, &w);
            if (k == 1) p8_search_set_event_fn(s, slow_ev, P8_EVENT_BIT(P8_EVENT_EXPAND), &w);
            if (k == 2) p8_search_set_frontier_fns(s, sf_push, sf_pop, sf_size, sf_clear, &sf);
            p8_search_set_limit(s, P8_LIMIT_TIME_MS, limit_ms);
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
            ASSERT_TRUE(p8_result_elapsed_ns(r) >= limit_ms * 1000000u);
            if (w.calls == 0) { /* a slow machine (valgrind): the limit came at the first */
                ASSERT_EQ(p8_result_expanded(r), 0); /* check, before any event or pop */
            } else { /* a heuristic: the rest of one expansion, at most 3 more calls */
                check_deadline(&w, limit_ms, k == 0 ? 3 : 0,
                               k == 0 ? "heuristic" : k == 1 ? "event callback" : "frontier pop");
            }
            /* and, as before, few calls after the deadline itself */
            deadline = w.at[0] + limit_ms * 1000000u;
            for (j = late = 0; j < w.calls && j < SLOW_CALLS; j++)
                if (w.at[j] > deadline) late++;
            if (late <= 40) test_passed_++;
            else TEST_FAIL_("limit %llu ms, %llu ns per call: %lu calls after the deadline (of "
                            "%lu)", (unsigned long long)limit_ms, (unsigned long long)w.spin,
                            (unsigned long)late, (unsigned long)w.calls);
            p8_result_free(r);
            p8_search_set_event_fn(s, NULL, 0, NULL);
        }
    }
    p8_frontier_free(heap);
    p8_search_free(s);
    p8_board_free(b);
}

/* A depth limit that did not find a solution says whether one within the limit is ruled out,
 * and when it is not (graph search without reopening), which setting would find it. */
static void test_depth_limit_message(void) {
    p8_board *b = mk("7 2 4 5 0 6 8 3 1"); /* 26 moves to 0 1 2 3 4 5 6 7 8 */
    p8_board *g = mk("0 1 2 3 4 5 6 7 8");
    p8_search *s = NULL;
    p8_result *r = NULL;
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_DFS);          /* graph search, no reopening */
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 27);
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_ELIMIT);
    ASSERT_STR_EQ(p8_search_errmsg(s), "depth limit of 27 cut the search off; graph search "
                  "without reopening can miss a solution within the limit: turn reopening on "
                  "(or use the path policy) to find it");
    p8_result_free(r);
    p8_search_set_reopen(s, 1);                      /* what the message says: it finds one */
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_OK);
    ASSERT_TRUE(p8_result_length(r) <= 27);
    p8_result_free(r);
    p8_search_set_algorithm(s, P8_ALG_BFS);          /* below the optimum: ruled out */
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 25);
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_ELIMIT);
    ASSERT_STR_EQ(p8_search_errmsg(s),
                  "depth limit of 25 cut the search off: no solution of at most 25 moves exists");
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(g);
}

/* A beam of width 1: keeps only the best entry pushed since the last pop (smallest key, then
 * smaller h, then first in) and drops the others, as the caller's frontiers may. */
typedef struct beam1 {
    int full;
    uint32_t node, h;
    uint64_t key;
    unsigned long drops, max_held; /* entries it dropped; the most it held at once */
} beam1;
static int b1_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    beam1 *b = u;
    (void)g;
    b->drops += b->full;
    b->max_held = 1;
    if (!b->full || k < b->key || (k == b->key && h < b->h)) {
        b->full = 1;
        b->node = n;
        b->key = k;
        b->h = h;
    }
    return 0;
}
static int b1_pop(uint32_t *n, void *u) {
    beam1 *b = u;
    if (!b->full) return 0;
    b->full = 0;
    *n = b->node;
    return 1;
}
static uint64_t b1_size(void *u) {
    return ((beam1 *)u)->full ? 1 : 0;
}
static void b1_clear(void *u) {
    ((beam1 *)u)->full = 0;
}

/* The depth limit's message claims no more than the run shows: with the caller's frontier,
 * which may drop entries (a beam), a cut-off run does not rule a solution out (it said "no
 * solution of at most 31 moves exists" of a 31-move instance); at limit 0 only the start is
 * tested, so a solution of 0 moves is ruled out whatever the configuration (the DFS preset said
 * that graph search without reopening could miss one). */
static void test_depth_limit_message_exact(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1"); /* 31 moves */
    p8_search *s = NULL;
    p8_result *r = NULL;
    beam1 beam = { 0, 0, 0, 0, 0, 0 };
    int k;
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_DFS);
    p8_search_set_duplicates(s, P8_DUP_PARENT);
    p8_search_set_frontier_fns(s, b1_push, b1_pop, b1_size, b1_clear, &beam);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 31);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
    ASSERT_STR_EQ(p8_search_errmsg(s), "depth limit of 31 cut the search off; the frontier is the "
                  "caller's, which may drop entries (a beam does), so the search may not be "
                  "complete: a solution of at most 31 moves may exist");
    p8_result_free(r);
    /* a solution of 31 moves does exist: the DFS preset with reopening finds one */
    p8_search_set_algorithm(s, P8_ALG_DFS);
    p8_search_set_reopen(s, 1);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 31);
    p8_result_free(r);
    /* graph search with the caller's frontier: the same message */
    p8_search_set_frontier_fns(s, b1_push, b1_pop, b1_size, b1_clear, &beam);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "the frontier is the caller's") != NULL);
    p8_result_free(r);
    /* limit 0: no solution of 0 moves, exactly, for the DFS preset (graph, no reopening), a
     * caller's frontier, tree search and the bidirectional driver */
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 0);
    for (k = 0; k < 4; k++) {
        p8_search_set_algorithm(s, k == 3 ? P8_ALG_BIBFS : P8_ALG_DFS);
        if (k == 1) p8_search_set_frontier_fns(s, b1_push, b1_pop, b1_size, b1_clear, &beam);
        if (k == 2) p8_search_set_duplicates(s, P8_DUP_PARENT);
        if (k == 3) p8_search_set_reopen(s, 0);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        ASSERT_STR_EQ(p8_search_errmsg(s), "depth limit of 0 cut the search off: no solution of "
                      "at most 0 moves exists");
        ASSERT_EQ_U64(p8_result_expanded(r), 0);
        p8_result_free(r);
    }
    p8_search_free(s);
    p8_board_free(b);
}

/* A beam that runs empty (issue 25.6): the message says it dropped entries, and how many (the
 * beam's own count), and the peak frontier is what the beam held (1), not what was pushed
 * between two pops (it said 3 for a beam of 1). */
static void test_beam_runs_empty(void) {
    static const char *const boards[] = { "8 6 7 2 5 4 3 0 1", "2 7 1 8 4 6 5 0 3",
                                          "7 5 3 2 6 4 1 8 0", "8 0 3 7 4 2 1 6 5" };
    size_t i, empty = 0;
    char want[160];
    for (i = 0; i < 2 * sizeof boards / sizeof boards[0]; i++) {
        p8_board *b = mk(boards[i / 2]);
        p8_search *s = NULL;
        p8_result *r = NULL;
        beam1 beam = { 0, 0, 0, 0, 0, 0 };
        int rc;
        p8_search_new(&s);
        p8_search_set_algorithm(s, i % 2 ? P8_ALG_ASTAR : P8_ALG_BFS);
        p8_search_set_frontier_fns(s, b1_push, b1_pop, b1_size, b1_clear, &beam);
        rc = p8_search_run(s, b, NULL, &r);
        ASSERT_TRUE(rc == P8_OK || rc == P8_ENOTFOUND);
        if (rc != P8_OK && rc != P8_ENOTFOUND) fprintf(stderr, "  %s: %s\n", boards[i / 2], p8_search_errmsg(s));
        ASSERT_EQ_U64(p8_result_max_frontier(r), beam.max_held);
        if (rc == P8_ENOTFOUND) {
            empty++;
            snprintf(want, sizeof want, "the frontier ran empty after %llu expansions, having "
                     "dropped %lu entries", (unsigned long long)p8_result_expanded(r), beam.drops);
            ASSERT_TRUE(strncmp(p8_search_errmsg(s), want, strlen(want)) == 0);
            if (strncmp(p8_search_errmsg(s), want, strlen(want)) != 0)
                fprintf(stderr, "  errmsg: %s\n  want:   %s...\n", p8_search_errmsg(s), want);
            ASSERT_TRUE(strstr(p8_search_errmsg(s), "(the caller's frontier drops entries, as a "
                               "beam does): the search was not complete, a solution may exist") != NULL);
            ASSERT_TRUE(beam.drops > 0);
        }
        p8_result_free(r);
        p8_search_free(s);
        p8_board_free(b);
    }
    ASSERT_TRUE(empty > 0);
}

/* A sample file of test/data: "t t t t t t t t t | optimal" lines, '#' comments. */
static FILE *open_sample(const char *name) {
    char path[512];
    FILE *f;
    oracle_data_path(path, sizeof path, name);
    f = fopen(path, "r");
    if (!f) TEST_FAIL_("missing data file %s (test/data of the tree, or P8_DATA_DIR)", path);
    return f;
}

static void test_tree_astar_optimal(void) {
    FILE *f = open_sample("sample_goal_123456780.txt");
    char line[256];
    int done = 0;
    p8_search *s = NULL;
    if (!f) return;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
    while (done < 30 && fgets(line, sizeof line, f)) {
        char *bar = strchr(line, '|');
        p8_board *b = NULL;
        p8_result *r = NULL;
        if (line[0] == '#' || !bar) continue;
        *bar = '\0';
        if (p8_board_parse(line, &b, NULL, 0) != P8_OK) {
            TEST_FAIL_("bad line %s", line);
            continue;
        }
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
        ASSERT_EQ(p8_result_length(r), atoi(bar + 1));
        ASSERT_EQ_U64(p8_result_duplicates(r), 0);
        ASSERT_TRUE(path_ok(r, b, NULL));
        p8_result_free(r);
        p8_board_free(b);
        done++;
    }
    ASSERT_EQ(done, 30);
    fclose(f);
    p8_search_free(s);
}

static void test_weights(void) {
    static const unsigned w[][2] = { { 1, 2 }, { 2, 3 }, { 0, 0 }, { 1, 0 }, { 5, 1 } };
    const char *boards[] = { E17, E21 };
    const size_t optimal[] = { 17, 21 };
    int i, k;
    for (k = 0; k < 2; k++) {
        p8_board *b = mk(boards[k]);
        for (i = 0; i < 5; i++) {
            p8_search *s = NULL;
            p8_result *r = NULL;
            p8_search_new(&s);
            ASSERT_EQ(p8_search_set_weights(s, w[i][0], w[i][1]), P8_OK);
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
            ASSERT_TRUE(path_ok(r, b, NULL));
            ASSERT_TRUE(p8_result_length(r) >= optimal[k]);
            if (w[i][1] == 0 || w[i][0] >= w[i][1] * 5) /* admissible enough: optimal */
                if (w[i][0]) ASSERT_EQ(p8_result_length(r), optimal[k]);
            p8_result_free(r);
            p8_search_free(s);
        }
        p8_board_free(b);
    }
}

int main(void) {
    RUN(test_unsolvable);
    RUN(test_run_args_and_trivial);
    RUN(test_determinism);
    RUN(test_statistics);
    RUN(test_limits);
    RUN(test_time_limit_slow_callback);
    RUN(test_depth_limit_message);
    RUN(test_depth_limit_message_exact);
    RUN(test_beam_runs_empty);
    RUN(test_tree_astar_optimal);
    RUN(test_weights);
    return TEST_REPORT();
}
