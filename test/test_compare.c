/* SPDX-License-Identifier: MIT */
/*
 * test_compare.c - contract tests of the comparison table's rows (p8_compare_rows,
 * p8_compare_row): each row's label exactly as `puzzle8 compare` prints it, its optimal flag,
 * the configuration it sets (runs equal to the same settings made by hand, limits included,
 * earlier limits replaced), the snprintf-style label (cap 0, 1, exact), bad arguments
 * (P8_EINVAL) and P8_EBUSY during a run with nothing changed.
 * Uses only the public API (include/puzzle8.h is the contract).
 */
#include "puzzle8.h"
#include "test.h"

#include <string.h>

/* Instances of the default goal (11 and 17 optimal moves, from test/data/sample_goal_123456780.txt of 0.3.0). */
#define E11 "1 3 6 7 4 0 5 8 2"
#define E17 "1 5 3 7 4 0 8 2 6"

/* The rows as the CLI printed them before they moved into the library, with the settings they
 * stand for: the oracle of this test. */
typedef struct expected_row {
    const char *label;
    int optimal;
    int alg, heuristic;     /* heuristic -1: the preset's */
    unsigned wg, wh;        /* 0,0: the preset's */
    uint64_t depth;         /* 0: none */
    int reopen;
    uint64_t expansions;    /* the default expansion limit; 0: none */
} expected_row;

static const expected_row expected[] = {
    {"bfs", 1, P8_ALG_BFS, -1, 0, 0, 0, 0, 0},
    {"dfs", 0, P8_ALG_DFS, -1, 0, 0, 0, 0, 1000000},
    {"dfs, depth limit 31, reopen", 0, P8_ALG_DFS, -1, 0, 0, 31, 1, 1000000},
    {"ucs", 1, P8_ALG_UCS, -1, 0, 0, 0, 0, 0},
    {"greedy, manhattan", 0, P8_ALG_GREEDY, P8_H_MANHATTAN, 0, 0, 0, 0, 0},
    {"astar, misplaced", 1, P8_ALG_ASTAR, P8_H_MISPLACED, 0, 0, 0, 0, 0},
    {"astar, manhattan", 1, P8_ALG_ASTAR, P8_H_MANHATTAN, 0, 0, 0, 0, 0},
    {"astar, linear-conflict", 1, P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, 0, 0, 0, 0, 0},
    {"astar, manhattan, weights 1,2", 0, P8_ALG_ASTAR, P8_H_MANHATTAN, 1, 2, 0, 0, 0},
    {"iddfs", 1, P8_ALG_IDDFS, -1, 0, 0, 0, 0, 20000000},
    {"idastar, manhattan", 1, P8_ALG_IDASTAR, P8_H_MANHATTAN, 0, 0, 0, 0, 0},
    {"idastar, linear-conflict", 1, P8_ALG_IDASTAR, P8_H_LINEAR_CONFLICT, 0, 0, 0, 0, 0},
    {"bibfs", 1, P8_ALG_BIBFS, -1, 0, 0, 0, 0, 0},
    {"rbfs, manhattan", 1, P8_ALG_RBFS, P8_H_MANHATTAN, 0, 0, 0, 0, 0},
    {"smastar, manhattan", 1, P8_ALG_SMASTAR, P8_H_MANHATTAN, 0, 0, 0, 0, 0},
    {"random-walk", 0, P8_ALG_RANDOM_WALK, -1, 0, 0, 0, 0, 10000000},
};
#define NEXPECTED ((int)(sizeof expected / sizeof expected[0]))

static p8_board *board(const char *text) {
    p8_board *b = NULL;
    ASSERT_EQ(p8_board_parse(text, &b, NULL, 0), P8_OK);
    return b;
}

/* Status, length, expanded and generated of a run of s (-100 in status: no result). */
typedef struct outcome {
    int rc, status;
    size_t length;
    uint64_t expanded, generated;
} outcome;

static outcome run(p8_search *s, const p8_board *start, const p8_board *goal) {
    outcome o = {0, -100, 0, 0, 0};
    p8_result *r = NULL;
    o.rc = p8_search_run(s, start, goal, &r);
    if (r != NULL) {
        o.status = p8_result_status(r);
        o.length = p8_result_length(r);
        o.expanded = p8_result_expanded(r);
        o.generated = p8_result_generated(r);
        p8_result_free(r);
    }
    return o;
}

static void test_count(void) {
    ASSERT_EQ(p8_compare_rows(), NEXPECTED);
}

static void test_labels_and_optimal(void) {
    char label[64];
    int row, optimal;
    p8_search *s = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (row = 0; row < NEXPECTED; row++) {
        optimal = -1;
        memset(label, 'x', sizeof label);
        ASSERT_EQ(p8_compare_row(row, s, label, sizeof label, &optimal),
                  (int)strlen(expected[row].label));
        ASSERT_STR_EQ(label, expected[row].label);
        ASSERT_EQ(optimal, expected[row].optimal);
        /* optimal and label may be left out. */
        ASSERT_EQ(p8_compare_row(row, s, NULL, 0, NULL), (int)strlen(expected[row].label));
    }
    p8_search_free(s);
}

/* Each row's run equals a run of the same settings made by hand, on a search that had other
 * limits before (the row's expansion and depth limits replace them). */
static void test_rows_configure(void) {
    const char *const starts[] = {E11, E17};
    p8_board *goal = NULL;
    size_t i;
    int row;
    ASSERT_EQ(p8_board_new_goal(&goal), P8_OK);
    for (i = 0; i < sizeof starts / sizeof starts[0]; i++) {
        p8_board *start = board(starts[i]);
        for (row = 0; row < NEXPECTED; row++) {
            const expected_row *e = &expected[row];
            p8_search *s = NULL, *ref = NULL;
            outcome got, want;
            ASSERT_EQ(p8_search_new(&s), P8_OK);
            ASSERT_EQ(p8_search_new(&ref), P8_OK);
            ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 5), P8_OK);
            ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 3), P8_OK);
            ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_GREEDY), P8_OK);
            ASSERT_EQ(p8_search_set_weights(s, 7, 3), P8_OK);
            ASSERT_TRUE(p8_compare_row(row, s, NULL, 0, NULL) > 0);

            ASSERT_EQ(p8_search_set_algorithm(ref, e->alg), P8_OK);
            if (e->heuristic >= 0) ASSERT_EQ(p8_search_set_heuristic(ref, e->heuristic), P8_OK);
            if (e->wg || e->wh) ASSERT_EQ(p8_search_set_weights(ref, e->wg, e->wh), P8_OK);
            if (e->reopen) ASSERT_EQ(p8_search_set_reopen(ref, 1), P8_OK);
            if (e->depth) ASSERT_EQ(p8_search_set_limit(ref, P8_LIMIT_DEPTH, e->depth), P8_OK);
            if (e->expansions)
                ASSERT_EQ(p8_search_set_limit(ref, P8_LIMIT_EXPANSIONS, e->expansions), P8_OK);

            got = run(s, start, goal);
            want = run(ref, start, goal);
            ASSERT_EQ(got.rc, want.rc);
            ASSERT_EQ(got.status, want.status);
            ASSERT_EQ(got.length, want.length);
            ASSERT_EQ_U64(got.expanded, want.expanded);
            ASSERT_EQ_U64(got.generated, want.generated);
            if (e->optimal) {
                ASSERT_EQ(got.status, P8_OK);
                ASSERT_EQ(got.length, i == 0 ? 11 : 17);
            }
            if (e->depth && got.status == P8_OK) ASSERT_TRUE(got.length <= e->depth);
            p8_search_free(s);
            p8_search_free(ref);
        }
        p8_board_free(start);
    }
    p8_board_free(goal);
}

/* A caller's limit set after the row replaces the row's default. */
static void test_limit_override(void) {
    p8_board *goal = NULL, *start = board(E17);
    p8_search *s = NULL;
    outcome o;
    ASSERT_EQ(p8_board_new_goal(&goal), P8_OK);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_compare_row(9, s, NULL, 0, NULL), 5); /* iddfs */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 10), P8_OK);
    o = run(s, start, goal);
    ASSERT_EQ(o.status, P8_ELIMIT);
    ASSERT_EQ_U64(o.expanded, 10);
    p8_search_free(s);
    p8_board_free(start);
    p8_board_free(goal);
}

static void test_label_cap(void) {
    const char *want = "astar, manhattan, weights 1,2";
    int n = (int)strlen(want), optimal = -1;
    char buf[64];
    p8_search *s = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    /* cap 0: nothing written, the length returned. */
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_compare_row(8, s, buf, 0, &optimal), n);
    ASSERT_EQ(buf[0], 'x');
    ASSERT_EQ(optimal, 0);
    /* cap 1: just the terminator. */
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_compare_row(8, s, buf, 1, NULL), n);
    ASSERT_EQ(buf[0], '\0');
    ASSERT_EQ(buf[1], 'x');
    /* cap n: one character short, truncated and terminated. */
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_compare_row(8, s, buf, (size_t)n, NULL), n);
    ASSERT_TRUE(strncmp(buf, want, (size_t)n - 1) == 0);
    ASSERT_EQ(buf[n - 1], '\0');
    ASSERT_EQ(buf[n], 'x');
    /* cap n + 1: exact. */
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_compare_row(8, s, buf, (size_t)n + 1, NULL), n);
    ASSERT_STR_EQ(buf, want);
    ASSERT_EQ(buf[n + 1], 'x');
    /* Every truncation of every row: a prefix of the full label. */
    {
        int row;
        size_t cap;
        char full[64];
        for (row = 0; row < NEXPECTED; row++) {
            int len = p8_compare_row(row, s, full, sizeof full, NULL);
            for (cap = 1; cap <= (size_t)len + 1; cap++) {
                memset(buf, 'x', sizeof buf);
                ASSERT_EQ(p8_compare_row(row, s, buf, cap, NULL), len);
                ASSERT_EQ(strlen(buf), cap - 1);
                ASSERT_TRUE(strncmp(buf, full, cap - 1) == 0);
            }
        }
    }
    p8_search_free(s);
}

static void test_bad_args(void) {
    char buf[16] = "unchanged";
    int optimal = 7;
    p8_search *s = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_compare_row(0, NULL, buf, sizeof buf, &optimal), P8_EINVAL);
    ASSERT_EQ(p8_compare_row(-1, s, buf, sizeof buf, &optimal), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "out of range") != NULL);
    ASSERT_EQ(p8_compare_row(NEXPECTED, s, buf, sizeof buf, &optimal), P8_EINVAL);
    ASSERT_EQ(p8_compare_row(1 << 30, s, buf, sizeof buf, &optimal), P8_EINVAL);
    ASSERT_EQ(p8_compare_row(0, s, NULL, 4, &optimal), P8_EINVAL);
    ASSERT_STR_EQ(buf, "unchanged");
    ASSERT_EQ(optimal, 7);
    p8_search_free(s);
}

/* From the search's own event callback: P8_EBUSY, and neither the search, the label nor
 * *optimal changed. */
typedef struct busy_probe {
    p8_search *s;
    int calls, rc, optimal;
    char label[32];
} busy_probe;

static int on_event(int event, const uint8_t *state, unsigned g, unsigned h, void *user_data) {
    busy_probe *p = user_data;
    (void)event, (void)state, (void)g, (void)h;
    if (p->calls++ == 0) p->rc = p8_compare_row(0, p->s, p->label, sizeof p->label, &p->optimal);
    return 0;
}

static void test_busy(void) {
    p8_board *goal = NULL, *start = board(E17);
    p8_search *s = NULL, *ref = NULL;
    busy_probe probe = {NULL, 0, 0, 7, "unchanged"};
    outcome first, second, want;
    ASSERT_EQ(p8_board_new_goal(&goal), P8_OK);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_new(&ref), P8_OK);
    probe.s = s;
    ASSERT_EQ(p8_compare_row(2, s, NULL, 0, NULL), 27); /* dfs, depth limit 31, reopen */
    ASSERT_EQ(p8_compare_row(2, ref, NULL, 0, NULL), 27);
    ASSERT_EQ(p8_search_set_event_fn(s, on_event, P8_EVENT_BIT(P8_EVENT_EXPAND), &probe), P8_OK);
    first = run(s, start, goal);
    ASSERT_EQ(probe.calls > 0, 1);
    ASSERT_EQ(probe.rc, P8_EBUSY);
    ASSERT_STR_EQ(probe.label, "unchanged");
    ASSERT_EQ(probe.optimal, 7);
    /* The run and the next one are the row's (not BFS's). */
    want = run(ref, start, goal);
    ASSERT_EQ(first.status, want.status);
    ASSERT_EQ(first.length, want.length);
    ASSERT_EQ_U64(first.expanded, want.expanded);
    second = run(s, start, goal);
    ASSERT_EQ(second.length, want.length);
    ASSERT_EQ_U64(second.expanded, want.expanded);
    p8_search_free(s);
    p8_search_free(ref);
    p8_board_free(start);
    p8_board_free(goal);
}

int main(void) {
    RUN(test_count);
    RUN(test_labels_and_optimal);
    RUN(test_rows_configure);
    RUN(test_limit_override);
    RUN(test_label_cap);
    RUN(test_bad_args);
    RUN(test_busy);
    return TEST_REPORT();
}
