/*
 * test_hostile.c - hostile callers: every pointer parameter NULL, every int enum out of range,
 * absurd weights and heuristic values, tiny limits, reentry and frees from callbacks, boards
 * changed under a run, zero-capacity buffers, huge input. Each case checks the exact outcome the
 * header (include/puzzle8.h) documents; the comment above each test says what that is.
 * Public API only. Prints nothing on success except the final line.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <limits.h>
#include <stdlib.h>

#define E20 "7 3 4 8 2 6 5 1 0"

static const int bad_ints[] = { INT_MIN, -1, INT_MAX };

/* ---- a counting allocator: live blocks must be 0 after freeing everything --------------- */
typedef struct counter {
    long live;
    unsigned long calls;
} counter;
static void *c_malloc(size_t n, void *ud) {
    void *p = malloc(n ? n : 1);
    counter *c = ud;
    c->calls++;
    if (p) c->live++;
    return p;
}
static void *c_realloc(void *p, size_t n, void *ud) {
    counter *c = ud;
    if (!p) return c_malloc(n, ud);
    c->calls++;
    return realloc(p, n ? n : 1);
}
static void c_free(void *p, void *ud) {
    ((counter *)ud)->live--;
    free(p);
}
static p8_search *counted_search(counter *c) {
    p8_allocator a = { c_malloc, c_realloc, c_free, NULL };
    p8_search *s = NULL;
    a.user_data = c;
    memset(c, 0, sizeof *c);
    if (p8_search_new_with_allocator(&a, &s) != P8_OK) exit(2);
    return s;
}

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
    ASSERT_EQ(p8_search_set_graph_search(s, 0), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 5000), P8_OK);
    ASSERT_EQ(p8_search_run(s, a, NULL, &r), P8_ELIMIT);
    ASSERT_EQ(p8_result_solved(r), 0);
    ASSERT_EQ_U64(p8_result_expanded(r), 5000);
    p8_result_free(r);
    /* built-in heuristic with huge weights: still a valid path */
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_ASTAR), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 0), P8_OK);
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
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 0), P8_OK);
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
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 0), P8_OK);
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
    return p8_h_manhattan(s, g, NULL);
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
    counter c;
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
    counter c;
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

/* ---- NULL at every pointer parameter of every public function ----------------------------- */
static void test_null_everywhere(void) {
    p8_board *b = mk(E20), *o = (p8_board *)&o;
    p8_search *s = NULL, *so = (p8_search *)&so;
    p8_result *r = NULL, *ro = (p8_result *)&ro;
    uint8_t t[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, mv[4];
    char buf[32], why[32];
    p8_allocator a = { c_malloc, c_realloc, c_free, NULL };
    counter c;
    int i;
    memset(&c, 0, sizeof c);
    a.user_data = &c;
    ASSERT_NOT_NULL(p8_version_string());
    ASSERT_NOT_NULL(p8_strerror(P8_OK));
    /* boards */
    ASSERT_EQ(p8_board_new(NULL, &o), P8_EINVAL);
    ASSERT_NULL(o);
    ASSERT_EQ(p8_board_new(t, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_new_goal(NULL), P8_EINVAL);
    o = (p8_board *)&o;
    strcpy(why, "x");
    ASSERT_EQ(p8_board_parse(NULL, &o, why, sizeof why), P8_EINVAL);
    ASSERT_NULL(o);
    ASSERT_STR_EQ(why, "");
    strcpy(why, "x");
    ASSERT_EQ(p8_board_parse(E20, NULL, why, sizeof why), P8_EINVAL);
    ASSERT_STR_EQ(why, "");
    o = (p8_board *)&o;
    ASSERT_EQ(p8_board_parse(E20, &o, NULL, 0), P8_OK); /* why may be NULL */
    p8_board_free(o);
    o = (p8_board *)&o;
    ASSERT_EQ(p8_board_parse("1 1", &o, NULL, 99), P8_EBADBOARD); /* NULL why with a cap */
    ASSERT_NULL(o);
    ASSERT_EQ(p8_board_from_rank(0, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_random(1, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_random(1, b, NULL), P8_EINVAL);
    o = (p8_board *)&o;
    ASSERT_EQ(p8_board_scramble(NULL, 5, 1, &o), P8_EINVAL);
    ASSERT_NULL(o);
    ASSERT_EQ(p8_board_scramble(b, 5, 1, NULL), P8_EINVAL);
    o = (p8_board *)&o;
    ASSERT_EQ(p8_board_copy(NULL, &o), P8_EINVAL);
    ASSERT_NULL(o);
    ASSERT_EQ(p8_board_copy(b, NULL), P8_EINVAL);
    p8_board_free(NULL);
    ASSERT_EQ(p8_board_tiles(NULL, t), P8_EINVAL);
    ASSERT_EQ(p8_board_tiles(b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_tile_at(NULL, 0, 0), P8_EINVAL);
    ASSERT_EQ(p8_board_blank(NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_rank(NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_equal(NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_board_equal(b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_equal(NULL, NULL), P8_EINVAL);
    strcpy(buf, "x");
    ASSERT_EQ(p8_board_format(NULL, P8_FORMAT_LINE, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, NULL, 0), 17);
    ASSERT_EQ(p8_board_legal_moves(NULL), 0);
    ASSERT_EQ(p8_board_apply(NULL, P8_MOVE_UP), P8_EINVAL);
    ASSERT_EQ(p8_board_inversions(NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_solvable(NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_board_solvable(NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_solvable(b, NULL), 1); /* NULL goal: the default goal */
    /* heuristics */
    ASSERT_EQ(p8_h_zero(NULL, t, NULL), 0);
    ASSERT_EQ(p8_h_goal_test(NULL, t, NULL), 0);
    ASSERT_EQ(p8_h_goal_test(t, NULL, NULL), 0);
    ASSERT_EQ(p8_h_misplaced(NULL, t, NULL), 0);
    ASSERT_EQ(p8_h_misplaced(t, NULL, NULL), 0);
    ASSERT_EQ(p8_h_manhattan(NULL, t, NULL), 0);
    ASSERT_EQ(p8_h_manhattan(t, NULL, NULL), 0);
    ASSERT_EQ(p8_h_linear_conflict(NULL, t, NULL), 0);
    ASSERT_EQ(p8_h_linear_conflict(t, NULL, NULL), 0);
    ASSERT_EQ(p8_h_linear_conflict(NULL, NULL, NULL), 0);
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, NULL, NULL), P8_EINVAL);
    ASSERT_TRUE(p8_heuristic_value(P8_H_MANHATTAN, b, NULL) > 0);
    /* search objects */
    ASSERT_EQ(p8_search_new(NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_new_with_allocator(NULL, &so), P8_EINVAL);
    ASSERT_NULL(so);
    ASSERT_EQ(p8_search_new_with_allocator(&a, NULL), P8_EINVAL);
    for (i = 0; i < 3; i++) {
        p8_allocator bad = a;
        if (i == 0) bad.malloc_fn = NULL;
        if (i == 1) bad.realloc_fn = NULL;
        if (i == 2) bad.free_fn = NULL;
        so = (p8_search *)&so;
        ASSERT_EQ(p8_search_new_with_allocator(&bad, &so), P8_EINVAL);
        ASSERT_NULL(so);
    }
    ASSERT_EQ(c.calls, 0);
    p8_search_free(NULL);
    ASSERT_EQ(p8_search_set_algorithm(NULL, P8_ALG_BFS), P8_EINVAL);
    ASSERT_EQ(p8_search_set_frontier(NULL, P8_FRONTIER_FIFO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_weights(NULL, 1, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_graph_search(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_reopen(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic(NULL, P8_H_ZERO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic_fn(NULL, h_max, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_limit(NULL, P8_LIMIT_DEPTH, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(NULL, ev_reenter, 1, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(s, NULL, P8_EVENT_ALL, NULL), P8_OK); /* NULL removes */
    ASSERT_EQ(p8_search_run(NULL, b, NULL, &ro), P8_EINVAL);
    ASSERT_NULL(ro);
    ro = (p8_result *)&ro;
    ASSERT_EQ(p8_search_run(s, NULL, NULL, &ro), P8_EINVAL);
    ASSERT_NULL(ro);
    ASSERT_EQ(p8_search_run(s, b, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_start(NULL, b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_start(s, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_step(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_search_step(s, 0), P8_EINVAL); /* no run started */
    ro = (p8_result *)&ro;
    ASSERT_EQ(p8_search_take_result(NULL, &ro), P8_EINVAL);
    ASSERT_NULL(ro);
    ASSERT_EQ(p8_search_take_result(s, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_cancel(NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_search_stat(NULL, P8_STAT_EXPANDED), 0);
    ASSERT_STR_EQ(p8_search_errmsg(NULL), "");
    ro = (p8_result *)&ro;
    ASSERT_EQ(p8_solve(NULL, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &ro), P8_EINVAL);
    ASSERT_NULL(ro);
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, NULL), P8_EINVAL);
    /* results */
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    p8_result_free(NULL);
    ASSERT_EQ(p8_result_status(NULL), P8_EINVAL);
    ASSERT_EQ(p8_result_solved(NULL), P8_EINVAL);
    ASSERT_EQ(p8_result_length(NULL), 0);
    ASSERT_EQ(p8_result_moves(NULL, mv, sizeof mv), 0);
    ASSERT_EQ(p8_result_moves(r, NULL, 0), 20);
    strcpy(buf, "x");
    ASSERT_EQ(p8_result_moves_string(NULL, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_result_moves_string(r, NULL, 0), 20);
    ASSERT_EQ(p8_result_state_at(NULL, 0, t), P8_EINVAL);
    ASSERT_EQ(p8_result_state_at(r, 0, NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_result_expanded(NULL), 0);
    ASSERT_EQ_U64(p8_result_generated(NULL), 0);
    ASSERT_EQ_U64(p8_result_duplicates(NULL), 0);
    ASSERT_EQ_U64(p8_result_max_frontier(NULL), 0);
    ASSERT_EQ_U64(p8_result_peak_bytes(NULL), 0);
    ASSERT_EQ_U64(p8_result_elapsed_ns(NULL), 0);
    ASSERT_EQ_U64(p8_result_stat(NULL, P8_STAT_EXPANDED), 0);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- every int enum parameter out of range: INT_MIN, -1, max+1, INT_MAX ------------------- */
static void test_enums_out_of_range(void) {
    p8_board *b = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL, *ro;
    char buf[32];
    uint8_t before[9], after[9];
    int i, k;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    p8_board_tiles(b, before);
    for (i = 0; i < 4; i++) {
        /* bad_ints plus the first value past each range */
        int lo = i < 3 ? bad_ints[i] : 0;
#define BAD(max) (i < 3 ? lo : (max) + 1)
        ASSERT_NULL(p8_move_name(BAD(P8_MOVE_RIGHT)));
        ASSERT_EQ(p8_move_letter(BAD(P8_MOVE_RIGHT)), P8_EINVAL);
        ASSERT_EQ(p8_board_apply(b, BAD(P8_MOVE_RIGHT)), P8_EINVAL);
        strcpy(buf, "x");
        ASSERT_EQ(p8_board_format(b, BAD(P8_FORMAT_COMPACT), buf, sizeof buf), 0);
        ASSERT_STR_EQ(buf, "");
        ASSERT_EQ(p8_board_tile_at(b, BAD(2), 0), P8_EINVAL);
        ASSERT_EQ(p8_board_tile_at(b, 0, BAD(2)), P8_EINVAL);
        ASSERT_EQ(p8_heuristic_value(BAD(P8_H_LINEAR_CONFLICT), b, NULL), P8_EINVAL);
        ASSERT_NULL(p8_heuristic_name(BAD(P8_H_LINEAR_CONFLICT)));
        ASSERT_NULL(p8_algorithm_name(BAD(P8_ALG_ASTAR)));
        ASSERT_NULL(p8_frontier_name(BAD(P8_FRONTIER_HEAP)));
        ASSERT_NULL(p8_event_name(BAD(P8_EVENT_GOAL)));
        ASSERT_EQ(p8_search_set_algorithm(s, BAD(P8_ALG_ASTAR)), P8_EINVAL);
        ASSERT_EQ(p8_search_set_frontier(s, BAD(P8_FRONTIER_HEAP)), P8_EINVAL);
        ASSERT_EQ(p8_search_set_heuristic(s, BAD(P8_H_LINEAR_CONFLICT)), P8_EINVAL);
        ASSERT_EQ(p8_search_set_limit(s, BAD(P8_LIMIT_TIME_MS), 1), P8_EINVAL);
        ASSERT_EQ_U64(p8_search_stat(s, BAD(P8_STAT_FRONTIER)), 0);
        ASSERT_EQ_U64(p8_result_stat(r, BAD(P8_STAT_FRONTIER)), 0);
        ro = (p8_result *)&ro;
        ASSERT_EQ(p8_solve(b, NULL, BAD(P8_ALG_ASTAR), P8_H_DEFAULT, &ro), P8_EINVAL);
        ASSERT_NULL(ro);
        if (BAD(P8_H_LINEAR_CONFLICT) != P8_H_DEFAULT) { /* -1 is P8_H_DEFAULT for p8_solve */
            ro = (p8_result *)&ro;
            ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, BAD(P8_H_LINEAR_CONFLICT), &ro), P8_EINVAL);
            ASSERT_NULL(ro);
        }
#undef BAD
    }
    ro = (p8_result *)&ro;
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, -2, &ro), P8_EINVAL);
    ASSERT_NULL(ro);
    /* status codes */
    {
        static const int unknown[] = { INT_MIN, -9, 2, INT_MAX };
        for (k = 0; k < 4; k++) {
            ASSERT_STR_EQ(p8_strerror(unknown[k]), "unknown status code");
            ASSERT_NULL(p8_status_name(unknown[k]));
        }
    }
    /* event masks beyond P8_EVENT_ALL */
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, P8_EVENT_ALL + 1, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, UINT_MAX, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(s, ev_reenter, 1u << 31, NULL), P8_EINVAL);
    /* ranks */
    {
        p8_board *o = (p8_board *)&o;
        ASSERT_EQ(p8_board_from_rank(P8_NUM_PERMUTATIONS, &o), P8_EINVAL);
        ASSERT_NULL(o);
        ASSERT_EQ(p8_board_from_rank(UINT32_MAX, &o), P8_EINVAL);
    }
    /* nothing above changed the board or the configuration: the same run again */
    p8_board_tiles(b, after);
    ASSERT_TRUE(memcmp(before, after, 9) == 0);
    {
        p8_result *r2 = NULL;
        ASSERT_EQ(p8_search_run(s, b, NULL, &r2), P8_OK);
        ASSERT_EQ(p8_result_length(r2), p8_result_length(r));
        ASSERT_EQ_U64(p8_result_expanded(r2), p8_result_expanded(r));
        p8_result_free(r2);
    }
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- buffers ------------------------------------------------------------------------------- */
/* cap 0 with buf NULL: the full length, nothing written; cap 0 with a buffer: untouched;
 * cap 1: "" (NUL-terminated, no character). */
static void test_zero_and_tiny_caps(void) {
    p8_board *b = mk(E20);
    p8_result *r = NULL;
    char c = 'Z', one[1] = { 'Z' };
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, NULL, 0), 17);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_GRID, NULL, 0), 17);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_COMPACT, NULL, 0), 9);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, &c, 0), 17);
    ASSERT_EQ(c, 'Z');
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, one, 1), 17);
    ASSERT_EQ(one[0], '\0');
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &r), P8_OK);
    ASSERT_EQ(p8_result_moves_string(r, NULL, 0), 20);
    ASSERT_EQ(p8_result_moves_string(r, &c, 0), 20);
    ASSERT_EQ(c, 'Z');
    one[0] = 'Z';
    ASSERT_EQ(p8_result_moves_string(r, one, 1), 20);
    ASSERT_EQ(one[0], '\0');
    ASSERT_EQ(p8_result_moves(r, NULL, 0), 20);
    p8_result_free(r);
    p8_board_free(b);
}

/* 1 MB of white space around a board: P8_OK. A bad character after 1 MB of spaces: its column
 * (1048577) is reported exactly. why with cap 1: "" and P8_EBADBOARD. */
static void test_huge_and_tiny_parse(void) {
    const size_t pad = (size_t)1 << 20;
    char *text = malloc(2 * pad + 64), why[128], one[1] = { 'Z' };
    p8_board *b = NULL, *want = mk(E20);
    ASSERT_NOT_NULL(text);
    if (!text) return;
    memset(text, ' ', pad);
    strcpy(text + pad, E20);
    ASSERT_EQ(p8_board_parse(text, &b, why, sizeof why), P8_OK);
    ASSERT_EQ(p8_board_equal(b, want), 1);
    ASSERT_STR_EQ(why, "");
    p8_board_free(b);
    memset(text + pad + strlen(E20), '\t', pad);
    text[2 * pad + strlen(E20)] = '\0';
    ASSERT_EQ(p8_board_parse(text, &b, why, sizeof why), P8_OK);
    p8_board_free(b);
    memset(text, ' ', pad);
    strcpy(text + pad, "x 1 2");
    b = (p8_board *)&b;
    ASSERT_EQ(p8_board_parse(text, &b, why, sizeof why), P8_EBADBOARD);
    ASSERT_NULL(b);
    ASSERT_STR_EQ(why, "unexpected character 'x' at column 1048577");
    ASSERT_EQ(p8_board_parse(text, &b, one, 1), P8_EBADBOARD);
    ASSERT_EQ(one[0], '\0');
    /* 1 MB of cells: a count, not a crash */
    memset(text, '1', pad);
    text[pad] = '\0';
    ASSERT_EQ(p8_board_parse(text, &b, why, sizeof why), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "1048576 cells, expected 9");
    free(text);
    p8_board_free(want);
}

int main(void) {
    RUN(test_huge_heuristic_and_weights_saturate);
    RUN(test_zero_weights_terminate);
    RUN(test_tiny_limits);
    RUN(test_reentry_is_busy_and_harmless);
    RUN(test_free_while_stepping);
    RUN(test_free_from_own_callback);
    RUN(test_boards_changed_under_a_run);
    RUN(test_null_everywhere);
    RUN(test_enums_out_of_range);
    RUN(test_zero_and_tiny_caps);
    RUN(test_huge_and_tiny_parse);
    return TEST_REPORT();
}
