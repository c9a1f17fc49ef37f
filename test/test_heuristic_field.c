/* SPDX-License-Identifier: MIT */
/*
 * test_heuristic_field.c - the heuristics added in 0.4.0 (Gaschnig's, Euclidean, corner tiles,
 * last moves, both): names and callbacks; the values slidingpuzzle's own tests publish and
 * hand-worked cases; then, on every board of several goals, each value against an independent
 * oracle (test/oracle_field.h), admissibility against exact distances from a plain BFS, the
 * documented strength order, consistency counted over every edge by the oracle, and what
 * p8_heuristic_check reports for each (the same counts); A* with each is optimal on the
 * instances of test/data, and a search's h for every generated node is the exported value.
 * Goals: make check two (the blank in a corner and in the centre); P8_FULL=1 (make
 * check-full) every cell for the blank, each with the tiles in two orders (by symmetry every
 * goal is like one of these: the values depend only on where the blank ends); under
 * P8_TEST_QUICK=1 every 61st board of one goal. The exported value is compared with
 * p8_heuristic_value on every 7th board (each call prepares its tables).
 */
#include "puzzle8.h"
#include "oracle_field.h"
#include "support.h"
#include "test.h"

#define FIRST P8_H_GASCHNIG
#define N_NEW 5

static const char *const new_names[N_NEW] = {"gaschnig", "euclidean", "corner-tiles",
                                             "last-moves", "corner-last-moves"};

static void test_names_and_callbacks(void) {
    /* Automatic, not static: a program using libpuzzle8.dll takes these addresses through the
     * import table at run time; a static table would hold the program's import thunks, which
     * are not the addresses p8_heuristic_callback returns from inside the DLL. */
    const p8_heuristic_fn fns[] = {p8_heuristic_zero, p8_heuristic_goal_test, p8_heuristic_misplaced,
                                          p8_heuristic_manhattan, p8_heuristic_linear_conflict, p8_heuristic_gaschnig,
                                          p8_heuristic_euclidean, p8_heuristic_corner_tiles, p8_heuristic_last_moves,
                                          p8_heuristic_corner_last_moves};
    int i;
    for (i = 0; i < N_NEW; i++) ASSERT_STR_EQ(p8_heuristic_name(FIRST + i), new_names[i]);
    ASSERT_EQ(P8_H_CORNER_LAST_MOVES, 9);
    ASSERT_NULL(p8_heuristic_name(10));
    for (i = 0; i < 10; i++) ASSERT_TRUE(p8_heuristic_callback(i) == fns[i]);
    ASSERT_TRUE(p8_heuristic_callback(10) == NULL);
    ASSERT_TRUE(p8_heuristic_callback(-1) == NULL);
}

static int value(int which, const char *board, const char *goal) {
    p8_board *b = mk(board), *g = goal ? mk(goal) : NULL;
    int v = p8_heuristic_value(which, b, g);
    p8_board_free(b);
    p8_board_free(g);
    return v;
}

/* slidingpuzzle's tests: relaxed_adjacency_distance, and linear_conflict_distance (which on 3x3
 * is Manhattan + linear conflict + last moves: its corner term is 0 below 4x4). */
static void test_slidingpuzzle_values(void) {
    /* the blank and tile 1 swapped: one swap */
    ASSERT_EQ(value(P8_H_GASCHNIG, "0 2 3 4 5 6 7 8 1", NULL), 1);
    /* (0,0)<->(0,1), (0,0)<->(2,2), (0,0)<->(1,0) from the goal: three swaps back */
    ASSERT_EQ(value(P8_H_GASCHNIG, "4 1 3 0 5 6 7 8 2", NULL), 3);
    ASSERT_EQ(value(P8_H_LAST_MOVES, "1 2 3 4 5 6 7 0 8", NULL), 1);
    ASSERT_EQ(value(P8_H_LAST_MOVES, "2 1 3 4 5 6 7 8 0", NULL), 6);
    ASSERT_EQ(value(P8_H_LAST_MOVES, "4 2 3 1 5 6 7 8 0", NULL), 6);
    ASSERT_EQ(value(P8_H_LAST_MOVES, "2 1 3 4 5 6 7 0 8", NULL), 5);
    ASSERT_EQ(value(P8_H_LAST_MOVES, "1 2 3 6 5 4 7 8 0", NULL), 8);
}

/* Worked by hand from the definitions. */
static void test_hand_cases(void) {
    /* Gaschnig: 2 1 3 / 4 5 6 / 7 8 0: one cycle (1 2) without the blank: 2 misplaced + 1. */
    ASSERT_EQ(value(P8_H_GASCHNIG, "2 1 3 4 5 6 7 8 0", NULL), 3);
    ASSERT_EQ(value(P8_H_MISPLACED, "2 1 3 4 5 6 7 8 0", NULL), 2);
    /* Euclidean. 0 2 3 4 5 6 7 8 1: tile 1 at cell 8, goal cell 0: sqrt 8 = 2.83 -> 3 */
    ASSERT_EQ(value(P8_H_EUCLIDEAN, "0 2 3 4 5 6 7 8 1", NULL), 3);
    /* 1 2 3 4 5 6 0 7 8: 7 and 8 one step each: exactly 2 */
    ASSERT_EQ(value(P8_H_EUCLIDEAN, "1 2 3 4 5 6 0 7 8", NULL), 2);
    /* 5 1 3 / 4 2 6 / 7 8 0: 5 one diagonal (1.41), 2 and 1 one step: 3.41 -> 4 (Manhattan 4) */
    ASSERT_EQ(value(P8_H_EUCLIDEAN, "5 1 3 4 2 6 7 8 0", NULL), 4);
    /* Corner tiles: 6 2 3 / 4 5 1 / 7 8 0: corner 0 holds 6 (wrong), tiles 2 and 4 beside it
     * are home and in no conflict: +4; corner 2 holds 3 (home). Manhattan 6 (6: 3, 1: 3),
     * no linear conflict: 6 + 4 = 10. */
    ASSERT_EQ(value(P8_H_LINEAR_CONFLICT, "6 2 3 4 5 1 7 8 0", NULL), 6);
    ASSERT_EQ(value(P8_H_CORNER_TILES, "6 2 3 4 5 1 7 8 0", NULL), 10);
    /* ... and tile 2 counted once although corner 2 is wrong too: 6 2 5 / 4 3 1 / 7 8 0 has
     * corners 0 (6) and 2 (5) wrong; tiles 2 and 4 are home, 3 is not: 2 and 4, +4. */
    ASSERT_EQ(value(P8_H_CORNER_TILES, "6 2 5 4 3 1 7 8 0", NULL) -
                  value(P8_H_LINEAR_CONFLICT, "6 2 5 4 3 1 7 8 0", NULL), 4);
    /* a corner holding the blank counts nothing: 0 2 3 4 5 6 7 8 1 */
    ASSERT_EQ(value(P8_H_CORNER_TILES, "0 2 3 4 5 6 7 8 1", NULL),
              value(P8_H_LINEAR_CONFLICT, "0 2 3 4 5 6 7 8 1", NULL));
    /* Last moves, default goal: 8 6 0 / 4 5 2 / 7 3 1 (slidingpuzzle's relaxed value is 2):
     * corner 8 holds 1, tile 6 (row 0) and tile 8 (column 0) are on the far sides, tile 6's
     * row 0 is not its goal row and tile 8's column 0 not its goal column: +2. */
    ASSERT_EQ(value(P8_H_LAST_MOVES, "8 6 0 4 5 2 7 3 1", NULL) -
                  value(P8_H_LINEAR_CONFLICT, "8 6 0 4 5 2 7 3 1", NULL), 2);
    /* 1 2 3 / 4 8 5 / 7 6 0: tile 6 stands in the bottom row, so its way through cell 8 (7, 8,
     * 5) is as short as its Manhattan distance: no bonus */
    ASSERT_EQ(value(P8_H_LAST_MOVES, "1 2 3 4 8 5 7 6 0", NULL),
              value(P8_H_LINEAR_CONFLICT, "1 2 3 4 8 5 7 6 0", NULL));
    /* Both: 6 2 3 / 4 5 1 / 7 8 0: corner counts 2 and 4 (not last-move tiles 6, 8); the
     * last-move bonus applies too (cell 8 holds the blank; 6 in row 0, 8 home, no conflicts). */
    ASSERT_EQ(value(P8_H_LAST_MOVES, "6 2 3 4 5 1 7 8 0", NULL), 8);
    ASSERT_EQ(value(P8_H_CORNER_LAST_MOVES, "6 2 3 4 5 1 7 8 0", NULL), 12);
    /* ... but when a counted corner tile is a last-move tile, only one bonus: 1 2 4 / 3 5 6 /
     * 7 8 0: corner 2 holds 4 (wrong) and tiles 2 and 6 beside it are home: +4; tile 6 is
     * also a last-move tile, so no last-move bonus on top. (Heuristic values are defined for
     * any board, this one unsolvable included.) */
    ASSERT_EQ(value(P8_H_CORNER_TILES, "1 2 4 3 5 6 7 8 0", NULL) -
                  value(P8_H_LINEAR_CONFLICT, "1 2 4 3 5 6 7 8 0", NULL), 4);
    ASSERT_EQ(value(P8_H_LAST_MOVES, "1 2 4 3 5 6 7 8 0", NULL) -
                  value(P8_H_LINEAR_CONFLICT, "1 2 4 3 5 6 7 8 0", NULL), 2);
    ASSERT_EQ(value(P8_H_CORNER_LAST_MOVES, "1 2 4 3 5 6 7 8 0", NULL),
              value(P8_H_CORNER_TILES, "1 2 4 3 5 6 7 8 0", NULL));
    /* every one is 0 at the goal, any goal */
    ASSERT_EQ(value(P8_H_CORNER_LAST_MOVES, "1 2 3 8 0 4 7 6 5", "1 2 3 8 0 4 7 6 5"), 0);
}

static void test_bad_arguments(void) {
    uint8_t ok[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0}, dup[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
    p8_board *b = mk("1 2 3 4 5 6 0 7 8");
    p8_search *s = NULL;
    int i;
    for (i = FIRST; i < FIRST + N_NEW; i++) {
        p8_heuristic_fn fn = p8_heuristic_callback(i);
        ASSERT_EQ(fn(NULL, ok, NULL), 0);
        ASSERT_EQ(fn(ok, NULL, NULL), 0);
        ASSERT_EQ(fn(dup, ok, NULL), 0);
        ASSERT_EQ(fn(ok, dup, NULL), 0);
    }
    ASSERT_EQ(p8_heuristic_value(10, b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic(s, 10), P8_EINVAL);
    ASSERT_STR_EQ(p8_search_errmsg(s), "heuristic 10 is out of range (0..9)");
    ASSERT_EQ(p8_search_set_heuristic(s, P8_H_CORNER_LAST_MOVES), P8_OK);
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- Every board of a goal --------------------------------------------------------------- */

static unsigned oracle_value(int which, const uint8_t *t, const uint8_t *g, const uint8_t *relaxed) {
    switch (which) {
    case P8_H_GASCHNIG: return relaxed[oracle_index(t)];
    case P8_H_EUCLIDEAN: return oracle_euclidean(t, g);
    case P8_H_CORNER_TILES: return oracle_corner_tiles(t, g);
    case P8_H_LAST_MOVES: return oracle_last_moves_h(t, g);
    default: return oracle_corner_last_moves(t, g);
    }
}

static void check_goal(const char *goal_text, long stride) {
    uint8_t *dist = malloc(ORACLE_N), *relaxed = malloc(ORACLE_N), *hv = malloc(ORACLE_N * N_NEW);
    uint8_t g[9], t[9];
    p8_board *goal = mk(goal_text);
    long bad_value = 0, bad_oracle = 0, over = 0, bad_order = 0, states = 0;
    uint64_t sum[N_NEW] = {0}, exact[N_NEW] = {0}, maxh[N_NEW] = {0}, incons[N_NEW] = {0};
    uint64_t jump[N_NEW] = {0};
    uint32_t r;
    int i;
    if (!dist || !relaxed || !hv) exit(2);
    p8_board_tiles(goal, g);
    ASSERT_EQ(oracle_distances(g, dist), 181440);
    oracle_gaschnig_all(g, relaxed);
    for (r = 0; r < ORACLE_N; r++) {
        unsigned v[N_NEW], mis, man, lc;
        p8_board *s = NULL;
        if (dist[r] == ORACLE_UNREACHED || states++ % stride) continue;
        oracle_unindex(r, t);
        if (p8_board_new(t, &s) != P8_OK) exit(2);
        for (i = 0; i < N_NEW; i++) {
            v[i] = p8_heuristic_callback(FIRST + i)(t, g, NULL);
            hv[(size_t)r * N_NEW + i] = (uint8_t)v[i];
            if (states % 7 == 1 && (int)v[i] != p8_heuristic_value(FIRST + i, s, goal))
                bad_value++;
            if (v[i] != oracle_value(FIRST + i, t, g, relaxed)) bad_oracle++;
            if (v[i] > dist[r]) over++;
            sum[i] += v[i];
            exact[i] += v[i] == dist[r];
            if (v[i] > maxh[i]) maxh[i] = v[i];
        }
        mis = oracle_misplaced(t, g), man = oracle_manhattan(t, g), lc = oracle_linear_conflict(t, g);
        if (v[0] < mis || v[1] > man || v[2] < lc || v[3] < lc || v[4] < v[2] || v[4] < v[3])
            bad_order++;
        p8_board_free(s);
    }
    ASSERT_EQ(states, 181440);
    ASSERT_EQ(bad_value, 0);
    ASSERT_EQ(bad_oracle, 0);
    ASSERT_EQ(over, 0);
    ASSERT_EQ(bad_order, 0);
    if (stride == 1) { /* every edge, by the oracle's neighbours; then the checker's findings */
        for (r = 0; r < ORACLE_N; r++) {
            uint32_t nb[4];
            int mv[4], n, k;
            if (dist[r] == ORACLE_UNREACHED) continue;
            oracle_unindex(r, t);
            n = oracle_neighbors(t, nb, mv);
            for (k = 0; k < n; k++) {
                if (nb[k] < r) continue; /* each unordered edge once */
                for (i = 0; i < N_NEW; i++) {
                    int a = hv[(size_t)r * N_NEW + i], b = hv[(size_t)nb[k] * N_NEW + i];
                    uint64_t d = (uint64_t)(a > b ? a - b : b - a);
                    if (d > 1) incons[i]++;
                    if (d > jump[i]) jump[i] = d;
                }
            }
        }
        p8_table *table = NULL;
        ASSERT_EQ(p8_table_build(goal, &table), P8_OK);
        for (i = 0; i < N_NEW; i++) {
            uint64_t f[P8_CHECK_COUNT];
            int centre = g[4] == 0, want_consistent =
                FIRST + i == P8_H_GASCHNIG || FIRST + i == P8_H_EUCLIDEAN ||
                (FIRST + i == P8_H_LAST_MOVES && centre);
            ASSERT_EQ(p8_heuristic_check(FIRST + i, goal, table, f, P8_CHECK_COUNT), P8_CHECK_COUNT);
            ASSERT_EQ(f[P8_CHECK_ADMISSIBLE], 1);
            ASSERT_EQ(f[P8_CHECK_OVERESTIMATES], 0);
            ASSERT_EQ_U64(f[P8_CHECK_INCONSISTENT_EDGES], incons[i]);
            ASSERT_EQ_U64(f[P8_CHECK_WORST_JUMP], jump[i]);
            ASSERT_EQ(f[P8_CHECK_CONSISTENT], want_consistent);
            ASSERT_EQ(incons[i] == 0, want_consistent);
            ASSERT_EQ_U64(f[P8_CHECK_SUM_H], sum[i]);
            ASSERT_EQ_U64(f[P8_CHECK_EXACT], exact[i]);
            ASSERT_EQ_U64(f[P8_CHECK_MAX_H], maxh[i]);
            ASSERT_EQ(f[P8_CHECK_H_GOAL], 0);
            /* the callback form gives the same findings */
            {
                uint64_t f2[P8_CHECK_COUNT];
                ASSERT_EQ(p8_heuristic_check_fn(p8_heuristic_callback(FIRST + i), NULL, goal, table,
                                                f2, P8_CHECK_COUNT), P8_CHECK_COUNT);
                ASSERT_TRUE(memcmp(f, f2, sizeof f) == 0);
            }
        }
        p8_table_free(table);
    }
    p8_board_free(goal);
    free(dist);
    free(relaxed);
    free(hv);
}

/* The goals: the default (blank in a corner), the blank in the centre, on an edge. */
static void test_every_board(void) {
    int level = test_level();
    check_goal("1 2 3 4 5 6 7 8 0", level == 0 ? 61 : 1);
    if (level == 0) return;
    check_goal("1 2 3 8 0 4 7 6 5", 1);
    if (level < 2) return;
    { /* every cell for the blank, tiles in increasing and in decreasing order */
        int b, order;
        for (order = 0; order < 2; order++)
            for (b = 0; b < 9; b++) {
                char text[18];
                int c, tile = order ? 8 : 1;
                for (c = 0; c < 9; c++) {
                    int v = c == b ? 0 : tile;
                    if (c != b) tile += order ? -1 : 1;
                    text[2 * c] = (char)('0' + v);
                    text[2 * c + 1] = c < 8 ? ' ' : '\0';
                }
                check_goal(text, 1);
            }
    }
}

/* ---- In searches -------------------------------------------------------------------------- */

typedef struct {
    const uint8_t *goal;
    p8_heuristic_fn fn;
    long events, bad;
} h_watch;

static int watch_h(int event, const uint8_t *t, unsigned g, unsigned h, void *ud) {
    h_watch *w = ud;
    (void)event;
    (void)g;
    w->events++;
    if (h != w->fn(t, w->goal, NULL)) w->bad++;
    return 0;
}

/* A* with each heuristic finds the optimal length of the instances; a BFS with each selected
 * reports for every generated node the exported value. */
static void test_in_searches(void) {
    static uint8_t tiles[500][9];
    static int moves[500];
    int n = oracle_read_instances("123456780", tiles, moves, 500), i, k, count;
    int level = test_level();
    ASSERT_TRUE(n > 0);
    count = level == 0 ? 5 : level == 1 ? 40 : n;
    for (i = FIRST; i < FIRST + N_NEW; i++) {
        long wrong = 0, tried = 0;
        h_watch w = {NULL, NULL, 0, 0};
        uint8_t g[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
        p8_board *far = mk("8 6 7 2 5 4 3 0 1");
        p8_search *s = NULL;
        p8_result *r = NULL;
        for (k = 0; k < n && k < count; k++) {
            p8_board *b = NULL;
            if (p8_board_new(tiles[k], &b) != P8_OK) exit(2);
            if (p8_solve(b, NULL, P8_ALG_ASTAR, i, &r) != P8_OK ||
                (int)p8_result_length(r) != moves[k] || !path_ok(r, b, NULL))
                wrong++;
            tried++;
            p8_result_free(r);
            r = NULL;
            p8_board_free(b);
        }
        ASSERT_EQ(wrong, 0);
        ASSERT_TRUE(tried > 0);
        w.goal = g;
        w.fn = p8_heuristic_callback(i);
        ASSERT_EQ(p8_search_new(&s), P8_OK);
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
        ASSERT_EQ(p8_search_set_heuristic(s, i), P8_OK);
        ASSERT_EQ(p8_search_set_event_fn(s, watch_h, P8_EVENT_BIT(P8_EVENT_GENERATE), &w), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, level == 0 ? 500 : 20000), P8_OK);
        ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_ELIMIT);
        ASSERT_TRUE(w.events > 500);
        ASSERT_EQ(w.bad, 0);
        p8_result_free(r);
        p8_search_free(s);
        p8_board_free(far);
    }
}

int main(void) {
    RUN(test_names_and_callbacks);
    RUN(test_slidingpuzzle_values);
    RUN(test_hand_cases);
    RUN(test_bad_arguments);
    RUN(test_in_searches);
    RUN(test_every_board);
    return TEST_REPORT();
}
