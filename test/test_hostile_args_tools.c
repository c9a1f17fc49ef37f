/* SPDX-License-Identifier: MIT */
/*
 * test_hostile_args_tools.c - hostile arguments to the tools built on the search (the options
 * and choices catalogue, boards' layouts, tables, pattern databases, the heuristic check, trees,
 * traces and their comparison, the grader): NULL pointers, allocators missing a function,
 * values out of range, a NULL why with a capacity, a zero capacity. Each case checks the exact
 * outcome the header (include/puzzle8.h) documents. test_hostile_args.c does the same for
 * boards, searches and results. Public API only.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <limits.h>

#define E20 "7 3 4 8 2 6 5 1 0"

static const int bad_ints[] = { INT_MIN, -1, INT_MAX };

/* An allocator of the counting kind with function k (0 malloc, 1 realloc, 2 free) missing. */
static p8_allocator missing(counting_allocator *c, int k) {
    p8_allocator a = { counting_malloc, counting_realloc, counting_free, NULL };
    a.user_data = c;
    if (k == 0) a.malloc_fn = NULL;
    if (k == 1) a.realloc_fn = NULL;
    if (k == 2) a.free_fn = NULL;
    return a;
}

/* ---- allocators missing a function: P8_EINVAL, *out NULL, nothing allocated ------------------ */
static void test_allocators_missing_a_function(void) {
    counting_allocator c;
    p8_search *s = NULL;
    int k;
    memset(&c, 0, sizeof c);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (k = 0; k < 3; k++) {
        p8_allocator a = missing(&c, k);
        p8_tree *t = (p8_tree *)&t;
        p8_pdb *p = (p8_pdb *)&p;
        p8_grade *g = (p8_grade *)&g;
        p8_table *tb = (p8_table *)&tb;
        ASSERT_EQ(p8_tree_new_with_allocator(10, &a, &t), P8_EINVAL);
        ASSERT_NULL(t);
        ASSERT_EQ(p8_pdb_build_with_allocator(&a, NULL, (const unsigned[]){ 0x1fe }, 1, &p), P8_EINVAL);
        ASSERT_NULL(p);
        ASSERT_EQ(p8_grade_new_with_allocator(&a, s, NULL, &g), P8_EINVAL);
        ASSERT_NULL(g);
        ASSERT_EQ(p8_table_build_with_allocator(&a, NULL, &tb), P8_EINVAL);
        ASSERT_NULL(tb);
    }
    ASSERT_EQ(c.calls, 0);
    p8_search_free(s);
}

/* ---- the catalogue of options, choices and heuristics ------------------------------------ */
/* Names, arguments and summaries are NULL out of range; the info calls P8_EINVAL, also for a
 * NULL out with a capacity, and copy at most cap fields. */
static void test_catalogue_out_of_range(void) {
    uint64_t info[P8_HINFO_FIELDS + 2];
    int i, n = p8_option_count();
    ASSERT_TRUE(n > 0);
    for (i = 0; i < 3; i++) {
        ASSERT_NULL(p8_option_name(bad_ints[i]));
        ASSERT_NULL(p8_option_argument(bad_ints[i]));
        ASSERT_NULL(p8_option_summary(bad_ints[i]));
        ASSERT_EQ(p8_option_choices(bad_ints[i]), P8_EINVAL);
        ASSERT_EQ(p8_heuristic_info(bad_ints[i], info, P8_HINFO_FIELDS), P8_EINVAL);
        ASSERT_NULL(p8_grade_mistake_name(bad_ints[i]));
        ASSERT_NULL(p8_grade_mistake_what(bad_ints[i]));
        ASSERT_NULL(p8_grade_mistake_hint(bad_ints[i]));
        ASSERT_NULL(p8_grade_part_name(bad_ints[i]));
    }
    ASSERT_NULL(p8_option_name(n));
    ASSERT_NULL(p8_option_argument(n));
    ASSERT_NULL(p8_option_summary(n));
    ASSERT_NULL(p8_grade_mistake_name(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_mistake_what(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_mistake_hint(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_part_name(P8_GRADE_PARTS));
    ASSERT_STR_EQ(p8_grade_part_name(P8_GRADE_PARTS - 1), "trace");
    ASSERT_EQ(p8_heuristic_info(P8_H_MANHATTAN, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_info(P8_H_MANHATTAN, NULL, 0), P8_HINFO_FIELDS);
    /* a larger cap copies the known fields only; a smaller one fewer */
    info[P8_HINFO_FIELDS] = 77;
    ASSERT_EQ(p8_heuristic_info(P8_H_MANHATTAN, info, P8_HINFO_FIELDS + 1), P8_HINFO_FIELDS);
    ASSERT_EQ_U64(info[P8_HINFO_ADMISSIBLE], 1);
    ASSERT_EQ_U64(info[P8_HINFO_CONSISTENT], 1);
    ASSERT_EQ_U64(info[P8_HINFO_FIELDS], 77);
    info[P8_HINFO_CONSISTENT] = 77;
    ASSERT_EQ(p8_heuristic_info(P8_H_MANHATTAN, info, 1), P8_HINFO_FIELDS);
    ASSERT_EQ_U64(info[P8_HINFO_CONSISTENT], 77);
}

/* ---- NULLs, ranges and capacities ---------------------------------------------------------- */
static int push_ok(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    (void)node, (void)key, (void)g, (void)h, (void)ud;
    return 0;
}
static int pop_none(uint32_t *node, void *ud) { (void)node, (void)ud; return 1; }
static uint64_t size_zero(void *ud) { (void)ud; return 0; }
static void clear_none(void *ud) { (void)ud; }

static void test_nulls_ranges_caps(void) {
    p8_board *b = mk(E20), *o = (p8_board *)&o;
    p8_search *s = NULL;
    uint8_t pos[9] = { 8, 0, 1, 2, 3, 4, 5, 6, 7 }, st[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
    uint64_t f[P8_CHECK_COUNT], node[P8_NODE_FIELDS];
    char buf[64], one[1] = { 'Z' };
    int i;
    /* layouts: a NULL why (also with a capacity) leaves only the code */
    ASSERT_EQ(p8_board_from_positions(pos, &o, NULL, 10), P8_OK);
    p8_board_free(o);
    pos[3] = 9;
    ASSERT_EQ(p8_board_from_positions(pos, &o, NULL, 10), P8_EBADBOARD);
    ASSERT_NULL(o);
    strcpy(buf, "x");
    ASSERT_EQ(p8_board_from_positions(pos, &o, buf, 0), P8_EBADBOARD);
    ASSERT_STR_EQ(buf, "x"); /* cap 0: untouched */
    ASSERT_EQ(p8_board_from_positions(pos, &o, buf, sizeof buf), P8_EBADBOARD);
    ASSERT_STR_EQ(buf, "cell 9 of tile 3 is out of range (0-8)");
    pos[3] = 0;
    ASSERT_EQ(p8_board_from_positions(pos, &o, NULL, 10), P8_EBADBOARD);
    ASSERT_EQ(p8_board_from_positions(pos, &o, buf, sizeof buf), P8_EBADBOARD);
    ASSERT_STR_EQ(buf, "tile 1 and tile 3 are both on cell 0");
    strcpy(buf, "x");
    ASSERT_EQ(p8_board_from_positions(pos, &o, buf, 0), P8_EBADBOARD);
    ASSERT_STR_EQ(buf, "x");
    for (i = 0; i < 3; i++) {
        o = (p8_board *)&o;
        ASSERT_EQ(p8_board_swap_tiles(b, bad_ints[i], 2, &o), P8_EINVAL);
        ASSERT_NULL(o);
        ASSERT_EQ(p8_board_swap_tiles(b, 2, bad_ints[i], &o), P8_EINVAL);
    }
    ASSERT_EQ(p8_board_swap_tiles(b, 9, 2, &o), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(b, 2, 9, &o), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(b, 2, 2, &o), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(b, 0, 2, &o), P8_EINVAL); /* the blank is no tile */
    ASSERT_EQ(p8_board_swap_tiles(NULL, 1, 2, &o), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(b, 1, 2, NULL), P8_EINVAL);
    /* the why of solvability: NULL start, with and without a buffer */
    strcpy(buf, "x");
    ASSERT_EQ(p8_board_solvable_why(NULL, NULL, buf, sizeof buf), P8_EINVAL);
    ASSERT_STR_EQ(buf, "");
    strcpy(buf, "x");
    ASSERT_EQ(p8_board_solvable_why(NULL, NULL, buf, 0), P8_EINVAL);
    ASSERT_STR_EQ(buf, "x");
    ASSERT_EQ(p8_board_solvable_why(NULL, NULL, NULL, 5), P8_EINVAL);
    /* a buffer of capacity 0 is left alone by every formatter, whatever else is wrong */
    ASSERT_EQ(p8_board_format(NULL, P8_FORMAT_LINE, one, 0), 0);
    ASSERT_EQ(p8_result_moves_string(NULL, one, 0), 0);
    ASSERT_EQ(p8_heuristic_check_verdict(NULL, P8_CHECK_COUNT, one, 0), 0);
    ASSERT_EQ(one[0], 'Z');
    strcpy(buf, "x");
    ASSERT_EQ(p8_heuristic_check_verdict(f, P8_CHECK_COUNT - 1, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_heuristic_check_verdict(NULL, P8_CHECK_COUNT, NULL, 0), 0);
    /* the heuristic check: out NULL with a cap, no heuristic, a heuristic out of range */
    ASSERT_EQ(p8_heuristic_check(P8_H_MANHATTAN, NULL, NULL, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check(-1, NULL, NULL, f, P8_CHECK_COUNT), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check(INT_MAX, NULL, NULL, f, P8_CHECK_COUNT), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check_fn(NULL, NULL, NULL, NULL, f, P8_CHECK_COUNT), P8_EINVAL);
    /* a pattern database's groups: NULL, none, a NULL why with a capacity */
    ASSERT_EQ(p8_pdb_check_groups(NULL, 1, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_pdb_check_groups((const unsigned[]){ 0x1fe }, 0, NULL, 9), P8_EINVAL);
    ASSERT_EQ(p8_pdb_check_groups((const unsigned[]){ 0x1fe }, 1, NULL, 9), P8_OK);
    strcpy(buf, "x");
    ASSERT_EQ(p8_pdb_check_groups((const unsigned[]){ 0x1fe }, 1, buf, 0), P8_OK);
    ASSERT_STR_EQ(buf, "x");
    ASSERT_EQ(p8_pdb_parse_groups("1234", NULL, 0, NULL, 9), 1); /* the count only */
    ASSERT_EQ(p8_pdb_parse_groups("0", NULL, 0, NULL, 9), P8_EINVAL);
    /* a table: NULL, and a NULL why with a capacity */
    ASSERT_EQ(p8_table_random_board_why(NULL, 3, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_table_random_board_why(NULL, 3, NULL, 8), P8_EINVAL);
    strcpy(buf, "x");
    ASSERT_EQ(p8_table_random_board_why(NULL, 3, buf, sizeof buf), P8_EINVAL);
    ASSERT_STR_EQ(buf, "the table is NULL");
    strcpy(buf, "x");
    ASSERT_EQ(p8_table_random_board_why(NULL, 3, buf, 0), P8_EINVAL);
    ASSERT_STR_EQ(buf, "x");
    /* trace lines: a why of capacity 0 untouched; an empty object and a bad name are no lines */
    strcpy(buf, "x");
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"id\":1}", "{\"type\":\"event\",\"id\":2}", buf, 0), 1);
    ASSERT_STR_EQ(buf, "x");
    ASSERT_EQ(p8_trace_diff("{}", "{\"type\":\"event\"}", buf, sizeof buf), P8_EINVAL);
    ASSERT_NULL(p8_trace_line_type("{}"));
    ASSERT_NULL(p8_trace_line_type("{ }"));
    ASSERT_NULL(p8_trace_line_type("{\"a\x01\":1,\"type\":\"event\"}"));
    ASSERT_NULL(p8_trace_line_type("{type:\"event\"}"));
    /* choices are looked up without case */
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "BFS"), P8_ALG_BFS);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "AStar"), P8_ALG_ASTAR);
    /* a search outside an event callback has no event node nor event line */
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_event_node(NULL, node, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_event_node(s, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_event_node(s, node, 1), P8_EINVAL);
    ASSERT_EQ(p8_trace_event(NULL, P8_EVENT_EXPAND, st, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_trace_event(s, P8_EVENT_EXPAND, NULL, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_trace_event(s, P8_EVENT_EXPAND - 1, st, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_trace_event(s, P8_EVENT_GOAL + 1, st, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_trace_event(s, P8_EVENT_EXPAND, st, 0, 0, buf, sizeof buf), P8_EINVAL);
    /* a caller's frontier needs its four functions: the sentence names the first missing */
    ASSERT_EQ(p8_search_set_frontier_fns(s, NULL, pop_none, size_zero, clear_none, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_search_errmsg(s), "a frontier needs all four functions: push is NULL");
    ASSERT_EQ(p8_search_set_frontier_fns(s, push_ok, NULL, size_zero, clear_none, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_search_errmsg(s), "a frontier needs all four functions: pop is NULL");
    ASSERT_EQ(p8_search_set_frontier_fns(s, push_ok, pop_none, NULL, clear_none, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_search_errmsg(s), "a frontier needs all four functions: size is NULL");
    ASSERT_EQ(p8_search_set_frontier_fns(s, push_ok, pop_none, size_zero, NULL, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_search_errmsg(s), "a frontier needs all four functions: clear is NULL");
    ASSERT_EQ(p8_search_set_frontier_fns(s, push_ok, pop_none, size_zero, clear_none, NULL), P8_OK);
    /* a comparison: NULL and sides out of range */
    ASSERT_EQ_U64(p8_trace_comparison_line_number(NULL, 0), 0);
    ASSERT_NULL(p8_trace_comparison_line(NULL, 0));
    ASSERT_NULL(p8_trace_comparison_why(NULL));
    ASSERT_EQ_U64(p8_trace_comparison_events(NULL), 0);
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- a comparison's sides: 0 and 1 only -------------------------------------------------- */
typedef struct lines {
    const char *const *line;
    size_t at, n;
} lines;

static int read_lines(const char **line, size_t *len, void *ud) {
    lines *l = ud;
    *line = l->at < l->n ? l->line[l->at++] : NULL;
    *len = *line ? strlen(*line) : 0;
    return 0;
}

static void test_comparison_sides(void) {
    static const char *const a[] = { "{\"type\":\"event\",\"event\":\"expand\",\"id\":0}\n",
                                     "{\"type\":\"event\",\"event\":\"expand\",\"id\":1}\n" };
    static const char *const b[] = { "{\"type\":\"event\",\"event\":\"expand\",\"id\":0}\n",
                                     "{\"type\":\"event\",\"event\":\"expand\",\"id\":2}\n" };
    static const char *const bad[] = { "{\"type\":\"event\",\"event\":\"expand\",\"id\":0}",
                                       "not json" };
    lines la = { a, 0, 2 }, lb = { a, 0, 2 };
    p8_trace_comparison *c = NULL;
    int i;
    /* agreeing: each side's number of lines, no line */
    ASSERT_EQ(p8_trace_compare(read_lines, &la, read_lines, &lb, P8_COMPARE_NO_HEADER, &c), P8_OK);
    ASSERT_EQ(p8_trace_comparison_diagnosis(c), P8_DIAG_AGREE);
    for (i = 0; i < 3; i++) {
        ASSERT_EQ_U64(p8_trace_comparison_line_number(c, bad_ints[i]), 0);
        ASSERT_NULL(p8_trace_comparison_line(c, bad_ints[i]));
    }
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, 2), 0);
    ASSERT_NULL(p8_trace_comparison_line(c, 2));
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, 1), 2);
    ASSERT_NULL(p8_trace_comparison_line(c, 1));
    p8_trace_comparison_free(c);
    /* differing at line 2: both lines, without their "\n" */
    la.at = 0;
    lb.line = b;
    lb.at = 0;
    ASSERT_EQ(p8_trace_compare(read_lines, &la, read_lines, &lb, P8_COMPARE_NO_HEADER, &c), P8_OK);
    ASSERT_TRUE(p8_trace_comparison_diagnosis(c) != P8_DIAG_AGREE);
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, 0), 2);
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, 1), 2);
    ASSERT_STR_EQ(p8_trace_comparison_line(c, 0), "{\"type\":\"event\",\"event\":\"expand\",\"id\":1}");
    ASSERT_STR_EQ(p8_trace_comparison_line(c, 1), "{\"type\":\"event\",\"event\":\"expand\",\"id\":2}");
    ASSERT_EQ_U64(p8_trace_comparison_events(c), 1);
    p8_trace_comparison_free(c);
    /* B is no trace at its line 2: B's line, and A's line number but no line of A */
    la.at = 0;
    lb.line = bad;
    lb.at = 0;
    ASSERT_EQ(p8_trace_compare(read_lines, &la, read_lines, &lb, P8_COMPARE_NO_HEADER, &c), P8_EINVAL);
    ASSERT_EQ(p8_trace_comparison_diagnosis(c), P8_DIAG_NOT_A_TRACE);
    ASSERT_STR_EQ(p8_trace_comparison_line(c, 1), "not json");
    ASSERT_NULL(p8_trace_comparison_line(c, 0));
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, 1), 2);
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, 0), 2);
    ASSERT_EQ_U64(p8_trace_comparison_line_number(c, -1), 0);
    ASSERT_NULL(p8_trace_comparison_line(c, 2));
    p8_trace_comparison_free(c);
}

int main(void) {
    RUN(test_allocators_missing_a_function);
    RUN(test_catalogue_out_of_range);
    RUN(test_nulls_ranges_caps);
    RUN(test_comparison_sides);
    return TEST_REPORT();
}
