/* SPDX-License-Identifier: MIT */
/* test_heuristic.c - the built-in heuristics: exact values on textbook states, the exported
 * callback forms against p8_heuristic_value and an independent formula, and, on every state of
 * four goals, admissibility against exact distances from an independent BFS; the h a search
 * computes incrementally for each successor against the exported forms, on every move.
 * P8_TEST_QUICK=1 (for runs under valgrind, docs/quality.md) checks every 61st state only. */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

static const p8_heuristic_fn exported[] = { p8_heuristic_zero, p8_heuristic_goal_test, p8_heuristic_misplaced,
                                            p8_heuristic_manhattan, p8_heuristic_linear_conflict };
#define N_H 5

/* Manhattan distance written the obvious way, for comparison. */
static unsigned manhattan_ref(const uint8_t s[9], const uint8_t g[9]) {
    unsigned sum = 0;
    int i, j;
    for (i = 0; i < 9; i++)
        for (j = 0; j < 9; j++)
            if (s[i] && s[i] == g[j]) sum += (unsigned)(abs(i / 3 - j / 3) + abs(i % 3 - j % 3));
    return sum;
}

static void test_names(void) {
    ASSERT_STR_EQ(p8_heuristic_name(P8_H_ZERO), "zero");
    ASSERT_STR_EQ(p8_heuristic_name(P8_H_GOAL_TEST), "goal-test");
    ASSERT_STR_EQ(p8_heuristic_name(P8_H_MISPLACED), "misplaced");
    ASSERT_STR_EQ(p8_heuristic_name(P8_H_MANHATTAN), "manhattan");
    ASSERT_STR_EQ(p8_heuristic_name(P8_H_LINEAR_CONFLICT), "linear-conflict");
    ASSERT_NULL(p8_heuristic_name(10)); /* 5..9: test_heuristic_field.c */
    ASSERT_NULL(p8_heuristic_name(-1));
}

static void test_textbook_values(void) {
    /* AIMA's figure: 7 2 4 / 5 _ 6 / 8 3 1 to 0 1 2 / 3 4 5 / 6 7 8 has h1 = 8, h2 = 18. */
    p8_board *s = mk("7 2 4 5 0 6 8 3 1"), *g = mk("0 1 2 3 4 5 6 7 8");
    p8_board *dflt = mk("1 2 3 4 5 6 7 8 0");
    ASSERT_EQ(p8_heuristic_value(P8_H_MISPLACED, s, g), 8);
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, s, g), 18);
    ASSERT_EQ(p8_heuristic_value(P8_H_ZERO, s, g), 0);
    ASSERT_EQ(p8_heuristic_value(P8_H_GOAL_TEST, s, g), 1);
    ASSERT_EQ(p8_heuristic_value(P8_H_GOAL_TEST, g, g), 0);
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, g, g), 0);
    ASSERT_EQ(p8_heuristic_value(P8_H_LINEAR_CONFLICT, g, g), 0);
    /* NULL goal means the default goal. */
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, dflt, NULL), 0);
    ASSERT_EQ(p8_heuristic_value(P8_H_MISPLACED, g, NULL), 8);
    p8_board_free(s);
    p8_board_free(g);
    p8_board_free(dflt);
}

static void test_linear_conflict_cases(void) {
    /* Goal row 1 2 3 reversed in place: 3 2 1 needs two of the three tiles out of the row:
     * Manhattan 4 + 2*2 = 8 (and the true distance is larger, checked exhaustively below). */
    p8_board *s = mk("3 2 1 4 5 6 7 8 0"), *t = mk("2 1 3 4 5 6 7 8 0");
    p8_board *col = mk("4 2 3 1 5 6 7 8 0");
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, s, NULL), 4);
    ASSERT_EQ(p8_heuristic_value(P8_H_LINEAR_CONFLICT, s, NULL), 8);
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, t, NULL), 2);
    ASSERT_EQ(p8_heuristic_value(P8_H_LINEAR_CONFLICT, t, NULL), 4);
    /* 1 and 4 swapped in column 0: one column conflict. */
    ASSERT_EQ(p8_heuristic_value(P8_H_LINEAR_CONFLICT, col, NULL), 4);
    p8_board_free(s);
    p8_board_free(t);
    p8_board_free(col);
}

static void test_bad_arguments(void) {
    uint8_t ok[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, dup[9] = { 1, 1, 3, 4, 5, 6, 7, 8, 0 };
    uint8_t big[9] = { 9, 2, 3, 4, 5, 6, 7, 8, 200 };
    p8_board *b = mk("1 2 3 4 5 6 7 0 8");
    int i;
    for (i = 0; i < N_H; i++) {
        ASSERT_EQ(exported[i](NULL, ok, NULL), 0);
        ASSERT_EQ(exported[i](ok, NULL, NULL), 0);
        ASSERT_EQ(exported[i](dup, ok, NULL), 0);
        ASSERT_EQ(exported[i](ok, big, NULL), 0);
    }
    ASSERT_EQ(p8_heuristic_value(10, b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_value(-1, b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_value(P8_H_MANHATTAN, NULL, NULL), P8_EINVAL);
    p8_board_free(b);
}

/* Every state that reaches `goal_text`: exported form == p8_heuristic_value == reference formula
 * where one exists; every admissible built-in <= the exact distance; Manhattan and misplaced
 * change by at most 1 per move (consistent); linear conflict >= Manhattan, same parity. */
static void check_goal(const char *goal_text) {
    long stride = test_level() == 0 ? 61 : 1;
    uint8_t *dist = malloc(ORACLE_N), g[9], t[9];
    p8_board *goal = mk(goal_text), *s = NULL;
    long reachable, states = 0, bad_value = 0, bad_admissible = 0, bad_ref = 0, bad_lc = 0;
    long exact_lc = 0;
    uint32_t r;
    int i;
    if (!dist) exit(2);
    p8_board_tiles(goal, g);
    reachable = oracle_distances(g, dist);
    ASSERT_EQ(reachable, 181440);
    for (r = 0; r < ORACLE_N; r++) {
        unsigned v[N_H];
        if (dist[r] == ORACLE_UNREACHED) continue;
        if (states++ % stride) continue;
        oracle_unindex(r, t);
        if (p8_board_new(t, &s) != P8_OK) exit(2);
        for (i = 0; i < N_H; i++) {
            v[i] = exported[i](t, g, NULL);
            if ((int)v[i] != p8_heuristic_value(i, s, goal)) bad_value++;
            if (v[i] > dist[r]) bad_admissible++;
        }
        if (v[P8_H_ZERO] != 0 || v[P8_H_GOAL_TEST] != (dist[r] != 0)) bad_ref++;
        if (v[P8_H_MANHATTAN] != manhattan_ref(t, g)) bad_ref++;
        if (v[P8_H_MISPLACED] > v[P8_H_MANHATTAN]) bad_ref++;
        if (v[P8_H_LINEAR_CONFLICT] < v[P8_H_MANHATTAN] ||
            (v[P8_H_LINEAR_CONFLICT] - v[P8_H_MANHATTAN]) % 2)
            bad_lc++;
        exact_lc += v[P8_H_LINEAR_CONFLICT] == dist[r];
        p8_board_free(s);
    }
    ASSERT_EQ(states, 181440);
    ASSERT_EQ(bad_value, 0);
    ASSERT_EQ(bad_admissible, 0);
    ASSERT_EQ(bad_ref, 0);
    ASSERT_EQ(bad_lc, 0);
    ASSERT_TRUE(exact_lc > 0);
    p8_board_free(goal);
    free(dist);
}

/* A search computes a successor's h from its parent's (the built-ins' incremental forms, one
 * move's change). A BFS from a state far from the goal, with a built-in selected, reports the h
 * of every generated state, duplicates included (about 300,000 moves over the whole space):
 * each must be what the exported form says. */
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

static void check_incremental(const char *start_text, const char *goal_text) {
    int quick = test_level() == 0, which;
    p8_board *start = mk(start_text), *goal = mk(goal_text);
    uint8_t g[9];
    p8_board_tiles(goal, g);
    for (which = 0; which < N_H; which++) {
        h_watch w = { NULL, NULL, 0, 0 };
        p8_search *s = NULL;
        p8_result *r = NULL;
        w.goal = g;
        w.fn = exported[which];
        ASSERT_EQ(p8_search_new(&s), P8_OK);
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
        ASSERT_EQ(p8_search_set_heuristic(s, which), P8_OK);
        ASSERT_EQ(p8_search_set_event_fn(s, watch_h, P8_EVENT_BIT(P8_EVENT_GENERATE), &w), P8_OK);
        if (quick) ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 2000), P8_OK);
        ASSERT_EQ(p8_search_run(s, start, goal, &r), quick ? P8_ELIMIT : P8_OK);
        ASSERT_TRUE(w.events > (quick ? 2000 : 300000));
        ASSERT_EQ(w.bad, 0);
        p8_result_free(r);
        p8_search_free(s);
    }
    p8_board_free(start);
    p8_board_free(goal);
}

static void test_incremental_123456780(void) {
    check_incremental("8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0");
}
static void test_incremental_012345678(void) {
    check_incremental("8 7 6 0 4 1 2 5 3", "0 1 2 3 4 5 6 7 8");
}

static void test_all_states_123456780(void) { check_goal("1 2 3 4 5 6 7 8 0"); }
static void test_all_states_012345678(void) { check_goal("0 1 2 3 4 5 6 7 8"); }
static void test_all_states_123804765(void) { check_goal("1 2 3 8 0 4 7 6 5"); }
static void test_all_states_213456780(void) { check_goal("2 1 3 4 5 6 7 8 0"); }

int main(void) {
    RUN(test_names);
    RUN(test_textbook_values);
    RUN(test_linear_conflict_cases);
    RUN(test_bad_arguments);
    RUN(test_incremental_123456780);
    RUN(test_incremental_012345678);
    RUN(test_all_states_123456780);
    RUN(test_all_states_012345678);
    RUN(test_all_states_123804765);
    RUN(test_all_states_213456780);
    return TEST_REPORT();
}
