/*
 * test_search_api.c - contract tests of the search API: creation, setters, presets, p8_solve,
 * p8_search_run and the result getters, limits, statistics, names.
 * Uses only the public API (include/puzzle8.h is the contract).
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>
#include <time.h>

/* Instances of the default goal with their optimal lengths (from the shared sample file). */
#define E11 "1 3 6 7 4 0 5 8 2"
#define E13 "4 1 2 6 8 0 7 3 5"
#define E17 "1 5 3 7 4 0 8 2 6"
#define E20 "7 3 4 8 2 6 5 1 0"
#define E21 "6 4 1 8 3 5 2 0 7"

static p8_search *const SSENT = (p8_search *)&SSENT;
static p8_result *const RSENT = (p8_result *)&RSENT;

/* 1 if r's path is a valid path start -> goal: state_at, moves and p8_board_apply agree. */
static int path_ok(const p8_result *r, const p8_board *start, const p8_board *goal) {
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

static int ev_count;
static int count_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    (void)e; (void)st; (void)g; (void)h; (void)u;
    ev_count++;
    return 0;
}
static int other_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    (void)e; (void)st; (void)g; (void)h;
    (*(int *)u)++;
    return 0;
}

static void test_setters_invalid(void) {
    p8_board *b = mk(E17);
    p8_search *s = NULL, *ref = NULL;
    snap want, got;
    int other = 0;
    ASSERT_EQ(p8_search_set_algorithm(NULL, P8_ALG_BFS), P8_EINVAL);
    ASSERT_EQ(p8_search_set_frontier(NULL, P8_FRONTIER_FIFO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_weights(NULL, 1, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_graph_search(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_reopen(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic(NULL, P8_H_ZERO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic_fn(NULL, p8_h_zero, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_limit(NULL, P8_LIMIT_DEPTH, 3), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(NULL, count_ev, P8_EVENT_ALL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_cancel(NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_search_stat(NULL, P8_STAT_EXPANDED), 0);
    ASSERT_STR_EQ(p8_search_errmsg(NULL), "");

    ASSERT_EQ(p8_search_new(&ref), P8_OK);
    distinct_cfg(ref);
    snap_run(ref, b, NULL, &want);
    ASSERT_EQ(want.rc, P8_OK);

    ASSERT_EQ(p8_search_new(&s), P8_OK);
    distinct_cfg(s);
    ASSERT_EQ(p8_search_set_event_fn(s, count_ev, P8_EVENT_BIT(P8_EVENT_EXPAND), NULL), P8_OK);
#define BAD(call, text)                                              \
    do {                                                             \
        ASSERT_EQ(call, P8_EINVAL);                                  \
        if (!contains(p8_search_errmsg(s), text))                    \
            TEST_FAIL_("errmsg \"%s\" lacks \"%s\"", p8_search_errmsg(s), text); \
        else test_passed_++;                                         \
    } while (0)
    BAD(p8_search_set_frontier(s, 3), "3");
    BAD(p8_search_set_frontier(s, -1), "-1");
    BAD(p8_search_set_heuristic(s, 5), "5");
    BAD(p8_search_set_heuristic(s, -1), "-1");
    BAD(p8_search_set_algorithm(s, 5), "5");
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

/* Manual equivalents of the presets. */
static void manual(p8_search *s, int alg) {
    static const int fr[] = { P8_FRONTIER_FIFO, P8_FRONTIER_LIFO, P8_FRONTIER_HEAP,
                              P8_FRONTIER_HEAP, P8_FRONTIER_HEAP };
    static const unsigned wg[] = { 1, 1, 1, 0, 1 }, wh[] = { 0, 0, 0, 1, 1 };
    static const int h[] = { P8_H_ZERO, P8_H_ZERO, P8_H_ZERO, P8_H_MANHATTAN, P8_H_MANHATTAN };
    /* start from a different preset and a disturbed configuration */
    ASSERT_EQ(p8_search_set_algorithm(s, (alg + 1) % 5), P8_OK);
    ASSERT_EQ(p8_search_set_graph_search(s, 0), P8_OK);
    ASSERT_EQ(p8_search_set_reopen(s, alg != P8_ALG_DFS ? 0 : 1), P8_OK);
    ASSERT_EQ(p8_search_set_frontier(s, fr[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_weights(s, wg[alg], wh[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic(s, h[alg]), P8_OK);
    ASSERT_EQ(p8_search_set_graph_search(s, 7), P8_OK); /* any non-zero is on */
    ASSERT_EQ(p8_search_set_reopen(s, alg != P8_ALG_DFS), P8_OK);
}

static void test_presets_are_configurations(void) {
    const char *boards[] = { E13, E17, E21 };
    int alg, i;
    for (alg = 0; alg < 5; alg++) {
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
    return p8_h_manhattan(st, g, NULL);
}

/* The exported p8_h_manhattan through the callback path equals the built-in fast path. */
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
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, 5, P8_H_DEFAULT, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, -1, P8_H_DEFAULT, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, P8_ALG_BFS, 5, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(b, NULL, P8_ALG_BFS, -2, &r), P8_EINVAL); ASSERT_NULL(r);
    r = RSENT; ASSERT_EQ(p8_solve(NULL, NULL, P8_ALG_BFS, P8_H_DEFAULT, &r), P8_EINVAL); ASSERT_NULL(r);
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_BFS, P8_H_DEFAULT, NULL), P8_EINVAL);
    p8_board_free(b);
}

static unsigned long h_calls;
static unsigned h_count(const uint8_t st[9], const uint8_t g[9], void *u) {
    (void)u;
    h_calls++;
    return p8_h_manhattan(st, g, NULL);
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
    int gi, alg;
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
            p8_search_set_event_fn(s, count_ev, P8_EVENT_ALL, NULL);
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
            p8_search_set_graph_search(s, graph);
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
            ASSERT_EQ_U64(p8_result_stat(r, 7), 0);
            ASSERT_EQ_U64(p8_result_stat(r, -1), 0);
            for (i = 0; i <= 6; i++) /* the search's statistics of the last run agree */
                if (i != P8_STAT_ELAPSED_NS && i != P8_STAT_FRONTIER)
                    ASSERT_EQ_U64(p8_search_stat(s, i), p8_result_stat(r, i));
            ASSERT_EQ_U64(p8_search_stat(s, 7), 0);
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
    /* 0 removes the limit: the same as a fresh search */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 0), P8_OK);
    p8_search_new(&fresh);
    p8_search_set_algorithm(fresh, P8_ALG_BFS);
    snap_run(s, b21, NULL, &x);
    snap_run(fresh, b21, NULL, &y);
    ASSERT_EQ(x.rc, P8_OK);
    ASSERT_TRUE(snap_same(&x, &y));
    /* depth: below the optimum with BFS (graph and tree) is ELIMIT, at or above it is optimal */
    for (n = 0; n < 2; n++) {
        p8_search_set_graph_search(s, (int)n);
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
    p8_search_set_graph_search(s, 1);
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
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 0);
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
    p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 0);
    ASSERT_EQ(p8_search_run(s, b21, NULL, &r), P8_OK);
    p8_result_free(r);
    /* time: tree-search BFS of a 21-move instance would run for a very long time */
    p8_search_set_graph_search(s, 0);
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
    p8_search_set_graph_search(s, 1);
    p8_search_set_limit(s, P8_LIMIT_TIME_MS, v);
    rc = p8_search_run(s, b21, NULL, &r);
    ASSERT_EQ(rc, P8_OK);
    p8_result_free(r);
    p8_search_free(s);
    p8_search_free(fresh);
    p8_board_free(b13);
    p8_board_free(b21);
}

/* The shared sample file: "t t t t t t t t t | optimal" lines, '#' comments. */
static FILE *open_sample(const char *name) {
    char path[512];
    const char *root = getenv("P8_ROOT");
    FILE *f;
    snprintf(path, sizeof path, "%s/../shared/data/%s", root ? root : ".", name);
    f = fopen(path, "r");
    if (!f) TEST_FAIL_("missing data file %s (run from the repository root)", path);
    return f;
}

static void test_tree_astar_optimal(void) {
    FILE *f = open_sample("sample_goal_123456780.txt");
    char line[256];
    int done = 0;
    p8_search *s = NULL;
    if (!f) return;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_set_graph_search(s, 0), P8_OK);
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

static void test_names(void) {
    static const char *const alg[] = { "bfs", "dfs", "ucs", "greedy", "astar" };
    static const char *const fr[] = { "fifo", "lifo", "heap" };
    static const char *const ev[] = { "expand", "generate", "duplicate", "goal" };
    static const char *const h[] = { "zero", "goal-test", "misplaced", "manhattan", "linear-conflict" };
    int i;
    ASSERT_EQ(P8_ALG_BFS, 0); ASSERT_EQ(P8_ALG_ASTAR, 4);
    for (i = 0; i < 5; i++) ASSERT_STR_EQ(p8_algorithm_name(i), alg[i]);
    for (i = 0; i < 3; i++) ASSERT_STR_EQ(p8_frontier_name(i), fr[i]);
    for (i = 0; i < 4; i++) ASSERT_STR_EQ(p8_event_name(i), ev[i]);
    for (i = 0; i < 5; i++) ASSERT_STR_EQ(p8_heuristic_name(i), h[i]);
    ASSERT_NULL(p8_algorithm_name(5)); ASSERT_NULL(p8_algorithm_name(-1));
    ASSERT_NULL(p8_frontier_name(3)); ASSERT_NULL(p8_frontier_name(-1));
    ASSERT_NULL(p8_event_name(4)); ASSERT_NULL(p8_event_name(-1));
    ASSERT_NULL(p8_heuristic_name(5)); ASSERT_NULL(p8_heuristic_name(-1));
    ASSERT_EQ(P8_EVENT_ALL, P8_EVENT_BIT(0) | P8_EVENT_BIT(1) | P8_EVENT_BIT(2) | P8_EVENT_BIT(3));
}

int main(void) {
    RUN(test_new_free);
    RUN(test_new_allocator_null_fn);
    RUN(test_setters_invalid);
    RUN(test_presets_are_configurations);
    RUN(test_default_is_astar);
    RUN(test_heuristic_fn_equals_builtin);
    RUN(test_solve);
    RUN(test_unsolvable);
    RUN(test_run_args_and_trivial);
    RUN(test_determinism);
    RUN(test_statistics);
    RUN(test_limits);
    RUN(test_tree_astar_optimal);
    RUN(test_weights);
    RUN(test_names);
    return TEST_REPORT();
}
