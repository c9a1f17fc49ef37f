/* SPDX-License-Identifier: MIT */
/*
 * test_hostile_runs.c - hostile callers during runs: absurd weights and heuristic values, zero
 * weights, tiny limits, reentry and frees from callbacks, boards changed under a run. Each case
 * checks the exact outcome the header (include/puzzle8.h) documents; the comment above each test
 * says what that is. Hostile arguments (NULL pointers, enums out of range, zero caps, huge parse
 * input) are in test_hostile_args.c.
 * Public API only. Prints nothing on success except the final line.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <limits.h>
#include <stdlib.h>

#define E20 "7 3 4 8 2 6 5 1 0"

/* A solved result is a valid path from start to goal (NULL: default goal). */
static void assert_valid_path(const p8_result *r, const p8_board *start, const p8_board *goal) {
    size_t len = p8_result_length(r), i, bad_state = 0, bad_move = 0;
    uint8_t *mv = malloc(len + 1), t[9], want[9];
    p8_board *b = NULL, *g = NULL;
    ASSERT_EQ(p8_result_solved(r), 1);
    ASSERT_EQ(p8_result_moves(r, mv, len), len);
    ASSERT_EQ(p8_board_copy(start, &b), P8_OK);
    for (i = 0; i <= len; i++) { /* one check for the whole path: paths may be long */
        p8_board_tiles(b, want);
        if (p8_result_state_at(r, i, t) != P8_OK || memcmp(t, want, 9) != 0) bad_state++;
        if (i < len && p8_board_apply(b, mv[i]) != P8_OK) bad_move++;
    }
    ASSERT_EQ(bad_state, 0);
    ASSERT_EQ(bad_move, 0);
    if (!goal) p8_board_new_goal(&g);
    ASSERT_EQ(p8_board_equal(b, goal ? goal : g), 1);
    p8_board_free(g);
    p8_board_free(b);
    free(mv);
}

static size_t bfs_length(const p8_board *start, const p8_board *goal) {
    p8_result *r = NULL;
    size_t n;
    ASSERT_EQ(p8_solve(start, goal, P8_ALG_BFS, P8_H_DEFAULT, &r), P8_OK);
    n = p8_result_length(r);
    p8_result_free(r);
    return n;
}

/* ---- heuristic values and weights -------------------------------------------------------- */
static unsigned h_max(const uint8_t s[9], const uint8_t g[9], void *ud) {
    (void)s; (void)g; (void)ud;
    return UINT_MAX;
}

/* h = UINT_MAX, weights (UINT_MAX, UINT_MAX): wg*g + wh*h exceeds 2^64 from g = 2 on; the key
 * saturates at UINT64_MAX (header, p8_search_set_weights), so every node past the start ties,
 * h ties, and generation order decides: a breadth-first order, shortest path, P8_OK. A wrapped
 * key would order by the wrapped value and give a longer path. */
static void test_huge_heuristic_and_weights_saturate(void) {
    p8_board *a = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, h_max, NULL), P8_OK);
    ASSERT_EQ(p8_search_set_weights(s, UINT_MAX, UINT_MAX), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_OK);
    assert_valid_path(r, a, NULL);
    ASSERT_EQ(p8_result_length(r), bfs_length(a, NULL));
    p8_result_free(r);
    /* the same in tree search under an expansion limit: ends, P8_ELIMIT or P8_OK, valid */
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 5000), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_ELIMIT);
    ASSERT_EQ(p8_result_solved(r), 0);
    ASSERT_EQ_U64(p8_result_expanded(r), 5000);
    p8_result_free(r);
    /* built-in heuristic with huge weights: still a valid path */
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_ASTAR), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE), P8_OK);
    ASSERT_EQ(p8_search_set_weights(s, UINT_MAX, UINT_MAX), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_OK);
    assert_valid_path(r, a, NULL);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(a);
}

/* Weights (0,0): every key is 0, ties decide (smaller h, then FIFO); graph search terminates
 * with P8_OK and a valid path, for each frontier. */
static void test_zero_weights_terminate(void) {
    p8_board *a = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL;
    int f;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (f = 0; f < 3; f++) {
        ASSERT_EQ(p8_search_set_frontier(s, f), P8_OK);
        ASSERT_EQ(p8_search_set_weights(s, 0, 0), P8_OK);
        ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_OK);
        assert_valid_path(r, a, NULL);
        p8_result_free(r);
    }
    p8_search_free(s);
    p8_board_free(a);
}

/* Depth limit 1 from a start 20 moves away: P8_ELIMIT with a result (not solved); only the start
 * is expanded. From a start 1 move away: P8_OK, 1 move. Memory limit 1 byte: the first node
 * does not fit: P8_ELIMIT with a result, nothing expanded, peak bytes <= 1. */
static void test_tiny_limits(void) {
    p8_board *a = mk(E20), *one = mk("1 2 3 4 5 6 7 0 8");
    p8_search *s = NULL;
    p8_result *r = NULL;
    int alg;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (alg = 0; alg < 5; alg++) {
        ASSERT_EQ(p8_search_set_algorithm(s, alg), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, P8_LIMIT_NONE), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 1), P8_OK);
        ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_ELIMIT);
        ASSERT_NOT_NULL(r);
        ASSERT_EQ(p8_result_status(r), P8_ELIMIT);
        ASSERT_EQ(p8_result_solved(r), 0);
        ASSERT_EQ_U64(p8_result_expanded(r), 1);
        p8_result_free(r);
        ASSERT_EQ(p8_search_run(s, one, NULL, &r), P8_OK);
        ASSERT_EQ(p8_result_length(r), 1);
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 1), P8_OK);
        ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_ELIMIT);
        ASSERT_NOT_NULL(r);
        ASSERT_EQ(p8_result_solved(r), 0);
        ASSERT_EQ_U64(p8_result_expanded(r), 0);
        ASSERT_TRUE(p8_result_peak_bytes(r) <= 1);
        ASSERT_TRUE(p8_search_errmsg(s)[0] != '\0');
        p8_result_free(r);
    }
    p8_search_free(s);
    p8_board_free(a);
    p8_board_free(one);
}

/* ---- reentry and frees from callbacks -------------------------------------------------- */
typedef struct reent {
    p8_search *s;
    const p8_board *start;
    int calls, busy, bad;
    int free_at;            /* free the search at this call (0: never) */
    p8_board *mutate;       /* apply a move to this board at each call */
} reent;

static void reenter_all(reent *x) {
    p8_result *r = (p8_result *)&r;
    if (p8_search_run(x->s, x->start, NULL, &r) == P8_EBUSY && r == NULL) x->busy++; else x->bad++;
    if (p8_search_start(x->s, x->start, NULL) == P8_EBUSY) x->busy++; else x->bad++;
    if (p8_search_step(x->s, 0) == P8_EBUSY) x->busy++; else x->bad++;
    r = (p8_result *)&r;
    if (p8_search_take_result(x->s, &r) == P8_EBUSY && r == NULL) x->busy++; else x->bad++;
    if (p8_search_set_algorithm(x->s, P8_ALG_BFS) == P8_EBUSY) x->busy++; else x->bad++;
    if (p8_search_set_limit(x->s, P8_LIMIT_EXPANSIONS, 1) == P8_EBUSY) x->busy++; else x->bad++;
}

static int ev_reenter(int e, const uint8_t st[9], unsigned g, unsigned h, void *ud) {
    reent *x = ud;
    (void)e; (void)st; (void)g; (void)h;
    if (++x->calls <= 3) reenter_all(x);
    if (x->mutate) { /* change the caller's boards under the run */
        unsigned m = p8_board_legal_moves(x->mutate);
        int k;
        for (k = 0; k < 4; k++)
            if (m & (1u << k)) break;
        p8_board_apply(x->mutate, k);
    }
    if (x->free_at && x->calls == x->free_at) p8_search_free(x->s);
    return 0;
}

static unsigned h_free(const uint8_t s[9], const uint8_t g[9], void *ud) {
    reent *x = ud;
    if (++x->calls == x->free_at) p8_search_free(x->s);
    return p8_heuristic_manhattan(s, g, NULL);
}

/* A callback calling run/start/step/take_result/setters of its own search gets P8_EBUSY each
 * time, and the outer run ends exactly as a run without those calls (same moves, counts). */
static void test_reentry_is_busy_and_harmless(void) {
    p8_board *a = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL, *ref = NULL;
    reent x;
    char m1[64], m2[64];
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &ref), P8_OK);
    memset(&x, 0, sizeof x);
    x.s = s;
    x.start = a;
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, P8_EVENT_ALL, &x), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_OK);
    ASSERT_EQ(x.busy, 18);
    ASSERT_EQ(x.bad, 0);
    p8_result_moves_string(r, m1, sizeof m1);
    p8_result_moves_string(ref, m2, sizeof m2);
    ASSERT_STR_EQ(m1, m2);
    ASSERT_EQ_U64(p8_result_expanded(r), p8_result_expanded(ref));
    ASSERT_EQ_U64(p8_result_generated(r), p8_result_generated(ref));
    p8_result_free(r);
    p8_result_free(ref);
    p8_search_free(s);
    p8_board_free(a);
}

/* p8_search_free in the middle of stepping (no callback): everything goes back to the
 * allocator (0 live blocks; valgrind sees no leak). */
static void test_free_while_stepping(void) {
    p8_board *a = mk(E20);
    counting_allocator c;
    p8_search *s = counted_search(&c);
    ASSERT_EQ(p8_search_start(s, a, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 10), P8_AGAIN);
    ASSERT_TRUE(c.live > 1);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
    p8_board_free(a);
}

/* Freed from its own event or heuristic callback: deferred; the run/start/step call returns
 * P8_ECANCELED (run: *out NULL) and the search is gone: 0 live blocks. */
static void test_free_from_own_callback(void) {
    p8_board *a = mk(E20);
    counting_allocator c;
    reent x;
    p8_result *r = (p8_result *)&r;
    p8_search *s;
    /* event callback, p8_search_run */
    s = counted_search(&c);
    memset(&x, 0, sizeof x);
    x.s = s;
    x.start = a;
    x.free_at = 50;
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, P8_EVENT_BIT(P8_EVENT_EXPAND), &x), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_ECANCELED);
    ASSERT_NULL(r);
    ASSERT_EQ(x.calls, 50);
    ASSERT_EQ(c.live, 0);
    /* event callback, step API */
    s = counted_search(&c);
    memset(&x, 0, sizeof x);
    x.s = s;
    x.start = a;
    x.free_at = 30;
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, P8_EVENT_BIT(P8_EVENT_EXPAND), &x), P8_OK);
    ASSERT_EQ(p8_search_start(s, a, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 10), P8_AGAIN);
    ASSERT_EQ(p8_search_step(s, 100), P8_ECANCELED);
    ASSERT_EQ(c.live, 0);
    /* heuristic callback, during p8_search_start (the start's h) */
    s = counted_search(&c);
    memset(&x, 0, sizeof x);
    x.s = s;
    x.free_at = 1;
    ASSERT_EQ(p8_search_set_heuristic_fn(s, h_free, &x), P8_OK);
    ASSERT_EQ(p8_search_start(s, a, NULL), P8_ECANCELED);
    ASSERT_EQ(c.live, 0);
    /* heuristic callback, p8_search_run */
    s = counted_search(&c);
    memset(&x, 0, sizeof x);
    x.s = s;
    x.free_at = 200;
    ASSERT_EQ(p8_search_set_heuristic_fn(s, h_free, &x), P8_OK);
    r = (p8_result *)&r;
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_ECANCELED);
    ASSERT_NULL(r);
    ASSERT_EQ(c.live, 0);
    p8_board_free(a);
}

/* The boards are copied by start: applying moves to the caller's start and goal after start
 * (between steps, and from inside the callback) changes nothing in the run. */
static void test_boards_changed_under_a_run(void) {
    p8_board *a = mk(E20), *g = NULL, *a2 = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL, *ref = NULL;
    reent x;
    char m1[64], m2[64];
    ASSERT_EQ(p8_board_new_goal(&g), P8_OK);
    ASSERT_EQ(p8_solve(a2, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &ref), P8_OK);
    p8_result_moves_string(ref, m2, sizeof m2);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_start(s, a, g), P8_OK);
    ASSERT_EQ(p8_search_step(s, 5), P8_AGAIN);
    ASSERT_EQ(p8_board_apply(a, P8_MOVE_UP), P8_OK);
    ASSERT_EQ(p8_board_apply(g, P8_MOVE_UP), P8_OK);
    while (p8_search_step(s, 5) == P8_AGAIN)
        ;
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    ASSERT_EQ(p8_result_status(r), P8_OK);
    p8_result_moves_string(r, m1, sizeof m1);
    ASSERT_STR_EQ(m1, m2);
    ASSERT_EQ_U64(p8_result_expanded(r), p8_result_expanded(ref));
    p8_result_free(r);
    /* from inside the run: the callback moves the blank of the caller's start board */
    memset(&x, 0, sizeof x);
    x.s = s;
    x.start = a2;
    x.mutate = a2;
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, P8_EVENT_BIT(P8_EVENT_GENERATE), &x), P8_OK);
    {
        p8_board *orig = mk(E20);
        ASSERT_EQ(p8_search_run(s, a2, NULL, &r), P8_OK);
        assert_valid_path(r, orig, NULL);
        p8_board_free(orig);
    }
    p8_result_moves_string(r, m1, sizeof m1);
    ASSERT_STR_EQ(m1, m2);
    p8_result_free(r);
    p8_result_free(ref);
    p8_search_free(s);
    p8_board_free(a);
    p8_board_free(a2);
    p8_board_free(g);
}

int main(void) {
    RUN(test_huge_heuristic_and_weights_saturate);
    RUN(test_zero_weights_terminate);
    RUN(test_tiny_limits);
    RUN(test_reentry_is_busy_and_harmless);
    RUN(test_free_while_stepping);
    RUN(test_free_from_own_callback);
    RUN(test_boards_changed_under_a_run);
    return TEST_REPORT();
}
