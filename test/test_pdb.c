/* SPDX-License-Identifier: MIT */
/*
 * test_pdb.c - pattern databases (p8_pdb_*): the text form of groups and every reason a group
 * list is refused; the figures of a database; on every board of the goal's component, each
 * group's value against an independent 0-1 BFS (test/oracle_field.h), the sum against the exact
 * distance (admissible), one group of all eight tiles equal to the exact distance and eight
 * groups of one tile equal to Manhattan distance; what p8_heuristic_check_fn and
 * p8_heuristic_dominance report for it (admissible, consistent, against Manhattan and linear
 * conflict, the counts recomputed from the oracle); the heuristic callback's edge cases; A*
 * with a database optimal on the instances of test/data; out of memory at each allocation.
 * make check: two goals (the blank in a corner, in the centre), groupings 1234/5678, eight
 * singletons and all eight tiles; P8_FULL=1 (check-full): every cell for the blank and the
 * groupings 123/456/78, 12/34/56/78, 1357/2468, 123456/78 and 1234 (tiles left out) as well;
 * P8_TEST_QUICK=1: every 61st board of one goal.
 */
#include "puzzle8.h"
#include "chaos_alloc.h"
#include "oracle_field.h"
#include "support.h"
#include "test.h"

#define T(t) (1u << (t))

static void expect_parse(const char *text, int n, unsigned g0, unsigned g1, const char *why_want) {
    unsigned g[P8_PDB_MAX_GROUPS] = {0};
    char why[128] = "x";
    int rc = p8_pdb_parse_groups(text, g, P8_PDB_MAX_GROUPS, why, sizeof why);
    ASSERT_EQ(rc, n);
    ASSERT_STR_EQ(why, why_want);
    if (n > 0) {
        ASSERT_EQ(g[0], g0);
        if (n > 1) ASSERT_EQ(g[1], g1);
    }
}

static void test_parse_groups(void) {
    unsigned g[P8_PDB_MAX_GROUPS], one;
    char why[64];
    const unsigned lo = T(1) | T(2) | T(3) | T(4), hi = T(5) | T(6) | T(7) | T(8);
    expect_parse("1234/5678", 2, lo, hi, "");
    expect_parse("pdb:1234/5678", 2, lo, hi, "");
    expect_parse("  4321 / 8,7,6,5\n", 2, lo, hi, "");
    expect_parse("12345678", 1, lo | hi, 0, "");
    expect_parse("8/7/6/5/4/3/2/1", 8, T(8), T(7), "");
    expect_parse("", P8_EINVAL, 0, 0, "empty text");
    expect_parse("pdb:", P8_EINVAL, 0, 0, "empty text");
    expect_parse("  ", P8_EINVAL, 0, 0, "empty text");
    expect_parse("1234//5678", P8_EINVAL, 0, 0, "group 2 is empty");
    expect_parse("/1234", P8_EINVAL, 0, 0, "group 1 is empty");
    expect_parse("1234/", P8_EINVAL, 0, 0, "group 2 is empty");
    expect_parse("1230", P8_EINVAL, 0, 0, "tile 0 at column 4 is the blank: groups hold tiles 1-8");
    expect_parse("129", P8_EINVAL, 0, 0, "tile 9 at column 3 is out of range: groups hold tiles 1-8");
    expect_parse("pdb:12x", P8_EINVAL, 0, 0, "unexpected character 'x' at column 7");
    expect_parse("12\001", P8_EINVAL, 0, 0, "unexpected character '\\x01' at column 3");
    expect_parse("pdb;12", P8_EINVAL, 0, 0, "unexpected character 'p' at column 1");
    expect_parse("1234/4567", P8_EINVAL, 0, 0, "tile 4 is in groups 1 and 2");
    expect_parse("12/34/56/1", P8_EINVAL, 0, 0, "tile 1 is in groups 1 and 4");
    expect_parse("1224", P8_EINVAL, 0, 0, "tile 2 appears twice in group 1");
    /* every separator, leading and between tiles: spaces, tabs, newlines, CRs, commas */
    expect_parse("\t\r\n 12\t3\r4/5,6\n7 8\r\n", 2, lo, hi, "");
    expect_parse("12'", P8_EINVAL, 0, 0, "unexpected character '\\x27' at column 3");
    expect_parse("1\x7f", P8_EINVAL, 0, 0, "unexpected character '\\x7f' at column 2");
    expect_parse("1\xc3\xa9", P8_EINVAL, 0, 0, "unexpected character '\\xc3' at column 2");
    /* the count without the masks, and a short array */
    ASSERT_EQ(p8_pdb_parse_groups("12/34/5", NULL, 0, NULL, 0), 3);
    one = 0;
    ASSERT_EQ(p8_pdb_parse_groups("12/34/5", &one, 1, NULL, 0), 3);
    ASSERT_EQ(one, T(1) | T(2));
    ASSERT_EQ(p8_pdb_parse_groups(NULL, g, 8, why, sizeof why), P8_EINVAL);
    ASSERT_STR_EQ(why, "text is NULL");
    ASSERT_EQ(p8_pdb_parse_groups("12", NULL, 8, why, sizeof why), P8_EINVAL);
    ASSERT_STR_EQ(why, "groups is NULL");
    /* a short why buffer is cut, never overrun */
    ASSERT_EQ(p8_pdb_parse_groups("1234//", g, 8, why, 6), P8_EINVAL);
    ASSERT_STR_EQ(why, "group");
}

static void expect_check(const unsigned *g, size_t n, int rc, const char *want) {
    char why[128] = "x";
    ASSERT_EQ(p8_pdb_check_groups(g, n, why, sizeof why), rc);
    ASSERT_STR_EQ(why, want);
}

static void test_check_groups(void) {
    unsigned ok[2] = {T(1) | T(2) | T(3) | T(4), T(5) | T(6) | T(7) | T(8)};
    unsigned nine[9] = {T(1), T(2), T(3), T(4), T(5), T(6), T(7), T(8), T(1)};
    unsigned empty[2] = {T(1), 0}, blank[1] = {T(0) | T(1)}, big[3] = {T(1), T(2), T(9)};
    unsigned twice[3] = {T(1) | T(4), T(2), T(3) | T(4)};
    expect_check(ok, 2, P8_OK, "");
    expect_check(ok, 1, P8_OK, "");
    expect_check(NULL, 2, P8_EINVAL, "groups is NULL");
    expect_check(ok, 0, P8_EINVAL, "no groups");
    expect_check(nine, 9, P8_EINVAL, "9 groups, at most 8");
    expect_check(empty, 2, P8_EINVAL, "group 2 is empty");
    expect_check(blank, 1, P8_EINVAL, "group 1 holds the blank (bit 0): groups hold tiles 1-8");
    expect_check(big, 3, P8_EINVAL, "group 3 has bits beyond tile 8 (0x200)");
    expect_check(twice, 3, P8_EINVAL, "tile 4 is in groups 1 and 3");
    ASSERT_EQ(p8_pdb_check_groups(twice, 3, NULL, 0), P8_EINVAL);
}

static p8_pdb *build(const char *groups, const p8_board *goal) {
    unsigned g[P8_PDB_MAX_GROUPS];
    int n = p8_pdb_parse_groups(groups, g, P8_PDB_MAX_GROUPS, NULL, 0);
    p8_pdb *p = NULL;
    if (n < 1 || p8_pdb_build(goal, g, (size_t)n, &p) != P8_OK) {
        fprintf(stderr, "cannot build pdb %s\n", groups);
        exit(2);
    }
    return p;
}

static void test_figures_and_names(void) {
    p8_pdb *p = build("5678/4321", NULL);
    unsigned g[4];
    uint8_t tiles[9];
    char name[32];
    ASSERT_EQ_U64(p8_pdb_stat(p, P8_PDB_GROUPS), 2);
    ASSERT_EQ_U64(p8_pdb_stat(p, P8_PDB_ENTRIES), 2 * 9 * 8 * 7 * 6 * 5);
    ASSERT_TRUE(p8_pdb_stat(p, P8_PDB_BYTES) >= 30240);
    ASSERT_TRUE(p8_pdb_stat(p, P8_PDB_BUILD_NS) > 0);
    ASSERT_EQ_U64(p8_pdb_stat(p, 4), 0);
    ASSERT_EQ_U64(p8_pdb_stat(p, -1), 0);
    ASSERT_EQ_U64(p8_pdb_stat(NULL, P8_PDB_GROUPS), 0);
    ASSERT_EQ(p8_pdb_groups(p, g, 4), 2);
    ASSERT_EQ(g[0], T(5) | T(6) | T(7) | T(8)); /* in the order given */
    ASSERT_EQ(g[1], T(1) | T(2) | T(3) | T(4));
    ASSERT_EQ(p8_pdb_groups(p, NULL, 0), 2);
    ASSERT_EQ(p8_pdb_groups(p, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_pdb_groups(NULL, g, 4), P8_EINVAL);
    ASSERT_EQ(p8_pdb_name(p, name, sizeof name), 13);
    ASSERT_STR_EQ(name, "pdb:5678/1234");
    ASSERT_EQ(p8_pdb_name(p, name, 5), 13);
    ASSERT_STR_EQ(name, "pdb:");
    ASSERT_EQ(p8_pdb_name(p, NULL, 0), 13);
    strcpy(name, "x");
    ASSERT_EQ(p8_pdb_name(NULL, name, sizeof name), 0);
    ASSERT_STR_EQ(name, "");
    ASSERT_EQ(p8_pdb_goal(p, tiles), P8_OK);
    ASSERT_TRUE(memcmp(tiles, "\1\2\3\4\5\6\7\10\0", 9) == 0);
    ASSERT_EQ(p8_pdb_goal(p, NULL), P8_EINVAL);
    ASSERT_EQ(p8_pdb_goal(NULL, tiles), P8_EINVAL);
    p8_pdb_free(p);
    p = build("8/7/6/5/4/3/2/1", NULL);
    ASSERT_EQ(p8_pdb_name(p, name, sizeof name), 19);
    ASSERT_STR_EQ(name, "pdb:8/7/6/5/4/3/2/1");
    ASSERT_EQ_U64(p8_pdb_stat(p, P8_PDB_ENTRIES), 8 * 72);
    p8_pdb_free(p);
    p = build("12345678", NULL);
    ASSERT_EQ_U64(p8_pdb_stat(p, P8_PDB_ENTRIES), 362880);
    p8_pdb_free(p);
    p8_pdb_free(NULL);
}

static void test_bad_builds(void) {
    unsigned ok[1] = {T(1)}, bad[1] = {T(0)};
    p8_allocator a = {NULL, NULL, NULL, NULL};
    chaos c;
    p8_pdb *p = (p8_pdb *)&p;
    ASSERT_EQ(p8_pdb_build(NULL, bad, 1, &p), P8_EINVAL);
    ASSERT_NULL(p);
    ASSERT_EQ(p8_pdb_build(NULL, ok, 0, &p), P8_EINVAL);
    ASSERT_EQ(p8_pdb_build(NULL, NULL, 1, &p), P8_EINVAL);
    ASSERT_EQ(p8_pdb_build(NULL, ok, 1, NULL), P8_EINVAL);
    p = (p8_pdb *)&p;
    ASSERT_EQ(p8_pdb_build_with_allocator(&a, NULL, ok, 1, &p), P8_EINVAL);
    ASSERT_NULL(p);
    ASSERT_EQ(p8_pdb_build_with_allocator(NULL, NULL, ok, 1, &p), P8_EINVAL);
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    { /* every allocation fails in turn: P8_ENOMEM, nothing held; then it builds */
        unsigned long k;
        unsigned g[2] = {T(1) | T(2) | T(3), T(4) | T(5)};
        for (k = 0; k < 2; k++) {
            arm(&c, k, 0);
            p = (p8_pdb *)&p;
            ASSERT_EQ(p8_pdb_build_with_allocator(&a, NULL, g, 2, &p), P8_ENOMEM);
            ASSERT_NULL(p);
            ASSERT_EQ(c.live, 0);
        }
        arm(&c, (unsigned long)-1, 0);
        ASSERT_EQ(p8_pdb_build_with_allocator(&a, NULL, g, 2, &p), P8_OK);
        ASSERT_EQ(c.count, 2);
        ASSERT_EQ(c.live, 1); /* the queue was given back */
        p8_pdb_free(p);
        ASSERT_EQ(c.live, 0);
        ASSERT_EQ(c.bad_free, 0);
    }
}

static void test_heuristic_edges(void) {
    p8_pdb *p = build("1234/5678", NULL);
    uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0}, other_goal[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    uint8_t s[9] = {1, 2, 3, 4, 5, 6, 0, 7, 8}, odd[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
    uint8_t dup[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
    p8_board *b = mk("1 2 3 4 5 6 0 7 8"), *ob = mk("2 1 3 4 5 6 7 8 0");
    ASSERT_EQ(p8_pdb_heuristic(s, goal, p), 2);
    ASSERT_EQ(p8_pdb_value(p, b), 2);
    ASSERT_EQ(p8_pdb_group_value(p, 0, b), 0);
    ASSERT_EQ(p8_pdb_group_value(p, 1, b), 2);
    ASSERT_EQ(p8_pdb_group_value(p, 2, b), P8_EINVAL);
    ASSERT_EQ(p8_pdb_group_value(NULL, 0, b), P8_EINVAL);
    ASSERT_EQ(p8_pdb_group_value(p, 0, NULL), P8_EINVAL);
    ASSERT_EQ(p8_pdb_heuristic(goal, goal, p), 0);
    ASSERT_EQ(p8_pdb_heuristic(s, other_goal, p), 0); /* not its goal */
    ASSERT_EQ(p8_pdb_heuristic(odd, goal, p), 0);     /* the other component */
    ASSERT_EQ(p8_pdb_value(p, ob), P8_EUNSOLVABLE);
    ASSERT_EQ(p8_pdb_group_value(p, 0, ob), P8_EUNSOLVABLE);
    ASSERT_EQ(p8_pdb_heuristic(dup, goal, p), 0);
    ASSERT_EQ(p8_pdb_heuristic(s, dup, p), 0);
    ASSERT_EQ(p8_pdb_heuristic(NULL, goal, p), 0);
    ASSERT_EQ(p8_pdb_heuristic(s, NULL, p), 0);
    ASSERT_EQ(p8_pdb_heuristic(s, goal, NULL), 0);
    ASSERT_EQ(p8_pdb_value(NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_pdb_value(p, NULL), P8_EINVAL);
    p8_board_free(b);
    p8_board_free(ob);
    p8_pdb_free(p);
}

/* ---- Every board ---------------------------------------------------------------------------- */

/* One grouping on every board of goal_text's component: each group against the oracle, the sum
 * against the exact distance; the checker's and the dominance findings against counts from the
 * oracle. special: 1 eight singletons (= Manhattan), 2 all eight tiles (= the exact distance;
 * no base-9 oracle for it: 9^9 codes). */
static void check_grouping(const char *goal_text, const char *groups, long stride) {
    p8_board *goal = mk(goal_text);
    p8_pdb *p = build(groups, goal);
    unsigned g[P8_PDB_MAX_GROUPS];
    int n = p8_pdb_groups(p, g, P8_PDB_MAX_GROUPS), i, all8 = n == 1 && g[0] == 0x1FEu;
    int singletons = n == 8, covers = 0;
    oracle_pdb_group og[P8_PDB_MAX_GROUPS];
    uint8_t *dist = malloc(ORACLE_N), gt[9], t[9];
    long states = 0, bad_group = 0, bad_sum = 0, over = 0, bad_special = 0, exact = 0;
    long above_man = 0, below_man = 0, above_lc = 0, below_lc = 0;
    uint64_t sum = 0;
    uint32_t r;
    if (!dist) exit(2);
    p8_board_tiles(goal, gt);
    ASSERT_EQ(oracle_distances(gt, dist), 181440);
    for (i = 0; i < n; i++) {
        covers |= (int)g[i];
        if (!all8) oracle_pdb_build(&og[i], g[i], gt);
    }
    for (r = 0; r < ORACLE_N; r++) {
        p8_board *b = NULL;
        unsigned total = 0, want = 0, man, lc;
        if (dist[r] == ORACLE_UNREACHED || states++ % stride) continue;
        oracle_unindex(r, t);
        if (p8_board_new(t, &b) != P8_OK) exit(2);
        for (i = 0; i < n; i++) {
            int v = p8_pdb_group_value(p, (size_t)i, b);
            if (!all8 && v != (int)oracle_pdb_value(&og[i], t)) bad_group++;
            total += (unsigned)v;
        }
        want = p8_pdb_heuristic(t, gt, p);
        if (want != total || p8_pdb_value(p, b) != (int)total) bad_sum++;
        man = oracle_manhattan(t, gt), lc = oracle_linear_conflict(t, gt);
        if ((all8 && total != dist[r]) || (singletons && total != man)) bad_special++;
        if (total > dist[r]) over++;
        exact += total == dist[r];
        sum += total;
        above_man += total > man, below_man += total < man;
        above_lc += total > lc, below_lc += total < lc;
        p8_board_free(b);
    }
    ASSERT_EQ(states, 181440);
    ASSERT_EQ(bad_group, 0);
    ASSERT_EQ(bad_sum, 0);
    ASSERT_EQ(bad_special, 0);
    ASSERT_EQ(over, 0);
    if (covers == 0x1FE) ASSERT_EQ(below_man, 0); /* every tile in a group: at least Manhattan */
    if (stride == 1) {
        uint64_t f[P8_CHECK_COUNT], d[P8_DOMINANCE_COUNT];
        ASSERT_EQ(p8_heuristic_check_fn(p8_pdb_heuristic, p, goal, NULL, f, P8_CHECK_COUNT),
                  P8_CHECK_COUNT);
        ASSERT_EQ(f[P8_CHECK_ADMISSIBLE], 1);
        ASSERT_EQ(f[P8_CHECK_CONSISTENT], 1);
        ASSERT_EQ(f[P8_CHECK_H_GOAL], 0);
        ASSERT_EQ_U64(f[P8_CHECK_SUM_H], sum);
        ASSERT_EQ_U64(f[P8_CHECK_EXACT], (uint64_t)exact);
        ASSERT_EQ(p8_heuristic_dominance(p8_pdb_heuristic, p, p8_heuristic_manhattan, NULL, goal, d,
                                         P8_DOMINANCE_COUNT), P8_DOMINANCE_COUNT);
        ASSERT_EQ(d[P8_DOMINANCE_A_ABOVE], above_man);
        ASSERT_EQ(d[P8_DOMINANCE_B_ABOVE], below_man);
        ASSERT_EQ(d[P8_DOMINANCE_A_DOMINATES], below_man == 0);
        ASSERT_EQ(p8_heuristic_dominance(p8_pdb_heuristic, p, p8_heuristic_linear_conflict, NULL, goal, d,
                                         P8_DOMINANCE_COUNT), P8_DOMINANCE_COUNT);
        ASSERT_EQ(d[P8_DOMINANCE_A_ABOVE], above_lc);
        ASSERT_EQ(d[P8_DOMINANCE_B_ABOVE], below_lc);
    }
    for (i = 0; i < n && !all8; i++) free(og[i].dist);
    p8_pdb_free(p);
    p8_board_free(goal);
    free(dist);
}

static void test_every_board(void) {
    static const char *const more[] = {"123/456/78", "12/34/56/78", "1357/2468", "123456/78",
                                       "1234"};
    int level = test_level(), b, k;
    if (level == 0) {
        check_grouping("1 2 3 4 5 6 7 8 0", "1234/5678", 61);
        return;
    }
    check_grouping("1 2 3 4 5 6 7 8 0", "1234/5678", 1);
    check_grouping("1 2 3 4 5 6 7 8 0", "1/2/3/4/5/6/7/8", 1);
    check_grouping("1 2 3 4 5 6 7 8 0", "12345678", 1);
    check_grouping("1 2 3 8 0 4 7 6 5", "1234/5678", 1);
    if (level < 2) return;
    for (b = 0; b < 9; b++) { /* the blank on every cell, the tiles in order around it */
        char text[18];
        int c, tile = 1;
        for (c = 0; c < 9; c++) {
            text[2 * c] = (char)('0' + (c == b ? 0 : tile++));
            text[2 * c + 1] = c < 8 ? ' ' : '\0';
        }
        check_grouping(text, "1234/5678", 1);
        for (k = 0; k < (int)(sizeof more / sizeof more[0]); k++) check_grouping(text, more[k], 1);
    }
}

/* ---- In searches ------------------------------------------------------------------------- */

static void test_in_searches(void) {
    static uint8_t tiles[500][9];
    static int moves[500];
    int n = oracle_read_instances("123456780", tiles, moves, 500), k, count;
    int level = test_level();
    p8_pdb *p = build("1234/5678", NULL);
    uint64_t exp_pdb = 0, exp_man = 0;
    long wrong = 0;
    ASSERT_TRUE(n > 0);
    count = level == 0 ? 5 : level == 1 ? 100 : n;
    for (k = 0; k < n && k < count; k++) {
        p8_board *b = NULL;
        p8_search *s = NULL;
        p8_result *r = NULL;
        if (p8_board_new(tiles[k], &b) != P8_OK || p8_search_new(&s) != P8_OK) exit(2);
        ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_pdb_heuristic, p), P8_OK);
        if (p8_search_run(s, b, NULL, &r) != P8_OK || (int)p8_result_length(r) != moves[k] ||
            !path_ok(r, b, NULL))
            wrong++;
        exp_pdb += p8_result_expanded(r);
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_IDASTAR), P8_OK);
        ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_pdb_heuristic, p), P8_OK);
        if (p8_search_run(s, b, NULL, &r) != P8_OK || (int)p8_result_length(r) != moves[k]) wrong++;
        p8_result_free(r);
        if (p8_solve(b, NULL, P8_ALG_ASTAR, P8_H_MANHATTAN, &r) != P8_OK) wrong++;
        exp_man += p8_result_expanded(r);
        p8_result_free(r);
        p8_search_free(s);
        p8_board_free(b);
    }
    ASSERT_EQ(wrong, 0);
    ASSERT_TRUE(exp_pdb < exp_man); /* it dominates Manhattan: fewer expansions in all */
    p8_pdb_free(p);
}

int main(void) {
    RUN(test_parse_groups);
    RUN(test_check_groups);
    RUN(test_figures_and_names);
    RUN(test_bad_builds);
    RUN(test_heuristic_edges);
    RUN(test_in_searches);
    RUN(test_every_board);
    return TEST_REPORT();
}
