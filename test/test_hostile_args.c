/* SPDX-License-Identifier: MIT */
/*
 * test_hostile_args.c - hostile arguments: NULL at every pointer parameter of every public
 * function, every int enum out of range, zero-capacity and tiny buffers, huge parse input. Each
 * case checks the exact outcome the header (include/puzzle8.h) documents; the comment above each
 * test says what that is. Hostile runs (absurd weights, tiny limits, reentry, frees from
 * callbacks, boards changed under a run) are in test_hostile_runs.c.
 * Public API only. Prints nothing on success except the final line.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <limits.h>
#include <stdlib.h>

#define E20 "7 3 4 8 2 6 5 1 0"

static const int bad_ints[] = { INT_MIN, -1, INT_MAX };

/* ---- NULL at every pointer parameter of every public function ----------------------------- */
static void test_null_everywhere(void) {
    p8_board *b = mk(E20), *o = (p8_board *)&o;
    p8_search *s = NULL, *so = (p8_search *)&so;
    p8_result *r = NULL, *ro = (p8_result *)&ro;
    uint8_t t[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, mv[4];
    char buf[32], why[32];
    p8_allocator a = { counting_malloc, counting_realloc, counting_free, NULL };
    counting_allocator c;
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
    ASSERT_EQ(p8_heuristic_zero(NULL, t, NULL), 0);
    ASSERT_EQ(p8_heuristic_goal_test(NULL, t, NULL), 0);
    ASSERT_EQ(p8_heuristic_goal_test(t, NULL, NULL), 0);
    ASSERT_EQ(p8_heuristic_misplaced(NULL, t, NULL), 0);
    ASSERT_EQ(p8_heuristic_misplaced(t, NULL, NULL), 0);
    ASSERT_EQ(p8_heuristic_manhattan(NULL, t, NULL), 0);
    ASSERT_EQ(p8_heuristic_manhattan(t, NULL, NULL), 0);
    ASSERT_EQ(p8_heuristic_linear_conflict(NULL, t, NULL), 0);
    ASSERT_EQ(p8_heuristic_linear_conflict(t, NULL, NULL), 0);
    ASSERT_EQ(p8_heuristic_linear_conflict(NULL, NULL, NULL), 0);
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
    ASSERT_EQ(p8_search_set_reopen(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic(NULL, P8_H_ZERO), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic_fn(NULL, p8_heuristic_manhattan, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_limit(NULL, P8_LIMIT_DEPTH, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(NULL, count_events, 1, NULL), P8_EINVAL);
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
        ASSERT_EQ(p8_heuristic_value(BAD(P8_H_CORNER_LAST_MOVES), b, NULL), P8_EINVAL);
        ASSERT_NULL(p8_heuristic_name(BAD(P8_H_CORNER_LAST_MOVES)));
        ASSERT_NULL(p8_algorithm_name(BAD(P8_ALG_SMASTAR)));
        ASSERT_NULL(p8_frontier_name(BAD(P8_FRONTIER_BUCKET)));
        ASSERT_NULL(p8_event_name(BAD(P8_EVENT_GOAL)));
        ASSERT_EQ(p8_search_set_algorithm(s, BAD(P8_ALG_SMASTAR)), P8_EINVAL);
        ASSERT_EQ(p8_search_set_frontier(s, BAD(P8_FRONTIER_BUCKET)), P8_EINVAL);
        ASSERT_EQ(p8_search_set_heuristic(s, BAD(P8_H_CORNER_LAST_MOVES)), P8_EINVAL);
        ASSERT_EQ(p8_search_set_limit(s, BAD(P8_LIMIT_TIME_MS), 1), P8_EINVAL);
        ASSERT_EQ_U64(p8_search_stat(s, BAD(P8_STAT_BOUND)), 0);
        ASSERT_EQ_U64(p8_result_stat(r, BAD(P8_STAT_BOUND)), 0);
        ro = (p8_result *)&ro;
        ASSERT_EQ(p8_solve(b, NULL, BAD(P8_ALG_SMASTAR), P8_H_DEFAULT, &ro), P8_EINVAL);
        ASSERT_NULL(ro);
        if (BAD(P8_H_CORNER_LAST_MOVES) != P8_H_DEFAULT) { /* -1 is P8_H_DEFAULT for p8_solve */
            ro = (p8_result *)&ro;
            ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, BAD(P8_H_CORNER_LAST_MOVES), &ro), P8_EINVAL);
            ASSERT_NULL(ro);
        }
#undef BAD
    }
    ro = (p8_result *)&ro;
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, -2, &ro), P8_EINVAL);
    ASSERT_NULL(ro);
    /* status codes */
    {
        static const int unknown[] = { INT_MIN, -10, 2, INT_MAX };
        for (k = 0; k < 4; k++) {
            ASSERT_STR_EQ(p8_strerror(unknown[k]), "unknown status code");
            ASSERT_NULL(p8_status_name(unknown[k]));
        }
    }
    /* event masks beyond P8_EVENT_ALL */
    ASSERT_EQ(p8_search_set_event_fn(s, count_events, P8_EVENT_ALL + 1, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(s, count_events, UINT_MAX, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_set_event_fn(s, count_events, 1u << 31, NULL), P8_EINVAL);
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
    RUN(test_null_everywhere);
    RUN(test_enums_out_of_range);
    RUN(test_zero_and_tiny_caps);
    RUN(test_huge_and_tiny_parse);
    return TEST_REPORT();
}
