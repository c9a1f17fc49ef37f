/* SPDX-License-Identifier: MIT */
/*
 * test_experiment_series.c - the settings of an experiment's series: series from text
 * (p8_experiment_add_series, p8_experiment_set_option) with their exact messages and nothing
 * half-made, the typed setters, the course's labels following the settings, the settings a run
 * would ignore refused before any run, a series' rows against a search configured by hand on
 * the same boards, distances in one call, the textbook experiment against the book's Figure 3.29,
 * the note and the plot's mark of a series a limit stops, b* at any depth at once, and out of
 * memory in a series experiment (a pattern database built at its run): make check fails each of
 * the first 12 allocations and every 7th after, P8_FULL=1 (make check-full) every one.
 */
#include "test.h"
#include "experiment_support.h"
#include "support.h"
#include "chaos_alloc.h"

#include <limits.h>
#include <math.h>

/* ---- Series from text ------------------------------------------------------------------------ */

/* add_series(spec) fails with P8_EINVAL and exactly `msg`, and adds nothing. */
static void refused(p8_experiment *e, const char *spec, const char *msg) {
    int before = 0;
    while (p8_experiment_label(e, (size_t)before) != NULL) before++;
    ASSERT_EQ(p8_experiment_add_series(e, spec), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), msg);
    ASSERT_NULL(p8_experiment_label(e, (size_t)before));
}

static void test_series_text(void) {
    p8_experiment *e = NULL;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "IDS=iddfs,duplicates=none"), 0);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "IDS");
    ASSERT_EQ(p8_experiment_add_series(e, " astar , heuristic = misplaced "), 1);
    ASSERT_STR_EQ(p8_experiment_label(e, 1), "A*(h1)");
    ASSERT_EQ(p8_experiment_add_series(e, "astar"), 2);
    ASSERT_STR_EQ(p8_experiment_label(e, 2), "A*(h2)");
    ASSERT_EQ(p8_experiment_add_series(e, "iddfs,duplicates=none"), 3);
    ASSERT_STR_EQ(p8_experiment_label(e, 3), "IDS, tree search");
    ASSERT_EQ(p8_experiment_add_series(e, "smastar,node_budget=98,max-expansions=100000,"
                                          "max_depth=none,max-memory=0,max-time=18446744073709551614"), 4);
    ASSERT_STR_EQ(p8_experiment_label(e, 4), "SMA*(h2), budget 98");
    ASSERT_EQ(p8_experiment_add_series(e, "ucs,frontier=heap,reopen=off,weights=2:0"), 5);
    ASSERT_STR_EQ(p8_experiment_label(e, 5), "UCS, weights 2,0, heap frontier, no reopen");
    ASSERT_EQ(p8_experiment_add_series(e, "astar,heuristic=pdb:1234/5678,label=A* with a pdb"), 6);
    ASSERT_STR_EQ(p8_experiment_label(e, 6), "A* with a pdb");
    ASSERT_EQ(p8_experiment_add_series(e, "bfs,heuristic=exact,duplicates=graph-undo"), 7);
    ASSERT_STR_EQ(p8_experiment_label(e, 7), "BFS(exact), graph search with undo");
    ASSERT_EQ(p8_experiment_add_series(e, "idastar,heuristic=pdb:5678/1234"), 8);
    ASSERT_STR_EQ(p8_experiment_label(e, 8), "IDA*(pdb:5678/1234)");

    refused(e, NULL, "the series is NULL");
    refused(e, "", "series \"\": no algorithm: expected [LABEL=]ALGORITHM[,KEY=VALUE]..., e.g. "
                   "IDS=iddfs,duplicates=none");
    refused(e, "IDS=", "series \"IDS=\": no algorithm: expected [LABEL=]ALGORITHM[,KEY=VALUE]..., "
                       "e.g. IDS=iddfs,duplicates=none");
    refused(e, "=iddfs", "series \"=iddfs\": the label before \"=\" is empty");
    refused(e, "IDS=iddfs,dupes=none", "series \"IDS=iddfs,dupes=none\": unknown option \"dupes\": "
            "expected label, heuristic, duplicates, weights, frontier, reopen, node-budget, "
            "max-expansions, max-depth, max-memory or max-time");
    refused(e, "nope", "series \"nope\": unknown algorithm \"nope\": expected bfs, dfs, ucs, greedy, "
            "astar, iddfs, idastar, bibfs, random-walk, rbfs or smastar");
    refused(e, "astar,foo", "series \"astar,foo\": expected KEY=VALUE after a comma, got \"foo\"");
    refused(e, "astar,", "series \"astar,\": expected KEY=VALUE after a comma, got \"\"");
    refused(e, "astar,duplicates=nope", "series \"astar,duplicates=nope\": bad duplicates value "
            "\"nope\": expected none, parent, path, graph, graph-undo or closed");
    refused(e, "astar,frontier=stack", "series \"astar,frontier=stack\": bad frontier value "
            "\"stack\": expected fifo, lifo, heap or bucket");
    refused(e, "astar,heuristic=pdb:12x", "series \"astar,heuristic=pdb:12x\": bad heuristic value "
            "\"pdb:12x\": unexpected character 'x' at column 7");
    refused(e, "astar,reopen=yes", "series \"astar,reopen=yes\": bad reopen value \"yes\": expected on or off");
    refused(e, "astar,weights=1,2", "series \"astar,weights=1,2\": bad weights value \"1\": expected WG:WH, "
            "two whole numbers 0 .. 4294967295 (the key WG*g + WH*h), e.g. 1:2");
    refused(e, "astar,weights=1", "series \"astar,weights=1\": bad weights value \"1\": expected WG:WH, two "
            "whole numbers 0 .. 4294967295 (the key WG*g + WH*h), e.g. 1:2");
    refused(e, "astar,weights=1:4294967296", "series \"astar,weights=1:4294967296\": bad weights value "
            "\"1:4294967296\": expected WG:WH, two whole numbers 0 .. 4294967295 (the key WG*g + WH*h), e.g. 1:2");
    refused(e, "smastar,node-budget=0", "series \"smastar,node-budget=0\": bad node-budget value \"0\": "
            "expected a whole number of nodes 1 .. 18446744073709551615 (a solution of depth d needs up to 3d + 5)");
    refused(e, "astar,max-depth=2.7", "series \"astar,max-depth=2.7\": bad max-depth value \"2.7\": "
            "expected a whole number 0 .. 18446744073709551614, or none");
    refused(e, "astar,max-depth=-1", "series \"astar,max-depth=-1\": bad max-depth value \"-1\": "
            "expected a whole number 0 .. 18446744073709551614, or none");
    refused(e, "astar,max-time=18446744073709551615", "series \"astar,max-time=18446744073709551615\": "
            "bad max-time value \"18446744073709551615\": expected a whole number 0 .. 18446744073709551614, or none");
    /* what was typed, quoted as the command quotes it: escaped, cut */
    refused(e, "A\nB=iddfs", "series \"A\\nB=iddfs\": the label has a control character (byte 2): a label "
            "is one line of a table");
    refused(e, "x\x1b[2J=nope", "series \"x?[2J=nope\": unknown algorithm \"nope\": expected bfs, dfs, ucs, "
            "greedy, astar, iddfs, idastar, bibfs, random-walk, rbfs or smastar");
    refused(e, "astar,heuristic=\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "series \"astar,heuristic=\\\"aaaaaaaaaaaaaaaaaaaaaaa...\": bad heuristic value "
            "\"\\\"aaaaaaaaaaaaaaaaaaaaaaa...\": expected zero, goal-test, misplaced, manhattan, "
            "linear-conflict, gaschnig, euclidean, corner-tiles, last-moves, corner-last-moves, exact "
            "or pdb:GROUPS (a pattern database, e.g. pdb:1234/5678)");
    p8_experiment_free(e);
}

static void test_set_option(void) {
    p8_experiment *e = NULL;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_set_option(e, 0, "label", "x"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index 0");
    ASSERT_EQ(p8_experiment_add_series(e, "astar"), 0);
    ASSERT_EQ(p8_experiment_set_option(e, 0, NULL, "x"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the key is NULL");
    ASSERT_EQ(p8_experiment_set_option(e, 0, "label", NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the value is NULL");
    ASSERT_EQ(p8_experiment_set_option(NULL, 0, "label", "x"), P8_EINVAL);
    /* the default label follows the settings */
    ASSERT_EQ(p8_experiment_set_option(e, 0, "heuristic", "misplaced"), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h1)");
    ASSERT_EQ(p8_experiment_set_option(e, 0, "duplicates", "graph-undo"), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h1), graph search with undo");
    /* a bad value changes nothing, and its message names the configuration */
    ASSERT_EQ(p8_experiment_set_option(e, 0, "heuristic", "pdb:1234/4"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "configuration 0 (A*(h1), graph search with undo): bad "
                  "heuristic value \"pdb:1234/4\": tile 4 is in groups 1 and 2");
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h1), graph search with undo");
    /* a label given is kept as the settings change; a label may hold a comma here */
    ASSERT_EQ(p8_experiment_set_option(e, 0, "label", "A*(h1), as the book counts"), P8_OK);
    ASSERT_EQ(p8_experiment_set_option(e, 0, "heuristic", "manhattan"), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h1), as the book counts");
    ASSERT_EQ(p8_experiment_set_option(e, 0, "label", ""), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "configuration 0 (A*(h1), as the book counts): the label is empty");
    ASSERT_EQ(p8_experiment_set_option(e, 0, "label", "tab\there"), P8_EINVAL);
    p8_experiment_free(e);
}

/* ---- Typed setters --------------------------------------------------------------------------- */

static void test_typed_setters(void) {
    p8_experiment *e = NULL;
    const unsigned groups[2] = {0x1e, 0x1e0}, bad[2] = {0x1e, 0x1f};
    ASSERT_EQ(p8_experiment_set_weights(NULL, 0, 1, 2), P8_EINVAL);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, P8_FRONTIER_HEAP), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_set_weights(e, 0, 1, 3), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h2), weights 1,3");
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, 4), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "frontier 4 is out of range");
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, -2), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, P8_FRONTIER_HEAP), P8_OK);
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, -1), P8_OK); /* the preset's again */
    ASSERT_EQ(p8_experiment_set_reopen(e, 0, 0), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h2), weights 1,3, no reopen");
    ASSERT_EQ(p8_experiment_set_reopen(e, 0, -5), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h2), weights 1,3");
    ASSERT_EQ(p8_experiment_set_node_budget(e, 0, 0), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_node_budget(e, 1, 5), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_pdb(e, 0, bad, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "pattern database: group 2 holds the blank (bit 0): groups hold tiles 1-8");
    ASSERT_EQ(p8_experiment_set_pdb(e, 0, NULL, 2), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_pdb(e, 0, groups, 2), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(pdb:1234/5678), weights 1,3");
    /* labels of add_config may hold anything: the tables show a control character as '?' */
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, "a\nb"), 1);
    ASSERT_EQ(p8_experiment_set_weights(e, 1, 1, 1), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "configuration 1 (a?b): the weights have no effect: its fifo "
                  "frontier ignores them (a heap or bucket frontier orders by them)");
    p8_experiment_free(e);
}

/* ---- A setting the runs would ignore, or the search refuses: refused before any run ----------- */

static int calls_seen(uint64_t done, uint64_t total, void *ud) {
    (void)done;
    (void)total;
    (*(int *)ud)++;
    return 0;
}

static void refused_at_run(const char *series, const char *msg) {
    p8_experiment *e = NULL;
    int calls = 0;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "bfs"), 0); /* a good one first: nothing of it runs */
    ASSERT_EQ(p8_experiment_add_series(e, series), 1);
    ASSERT_EQ(p8_experiment_add_distance(e, 4, 2), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, calls_seen, &calls), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), msg);
    ASSERT_EQ(calls, 0);
    ASSERT_EQ(p8_experiment_rows(e), 0);
    p8_experiment_free(e);
}

static void test_refused_at_run(void) {
    refused_at_run("iddfs,weights=1:2", "configuration 1 (IDS, weights 1,2): the weights have no effect: "
                   "its lifo frontier ignores them (a heap or bucket frontier orders by them)");
    refused_at_run("bibfs,weights=1:2", "configuration 1 (Bidirectional BFS, weights 1,2): the weights "
                   "have no effect: the algorithm ignores them");
    refused_at_run("random-walk,weights=0:1", "configuration 1 (Random walk, weights 0,1): the weights "
                   "have no effect: it takes no frontier");
    refused_at_run("random-walk,frontier=heap", "configuration 1 (Random walk, heap frontier): the "
                   "frontier has no effect: random-walk takes no frontier");
    refused_at_run("astar,node-budget=50", "configuration 1 (A*(h2), budget 50): the node budget has no "
                   "effect: only smastar holds a node budget");
    refused_at_run("bibfs,duplicates=none", "configuration 1 (Bidirectional BFS, tree search): the "
                   "bidirectional driver needs the graph duplicate policy: its tables are where the "
                   "two sides meet");
    refused_at_run("idastar,weights=0:1", "configuration 1 (IDA*(h2), weights 0,1): the deepen-f driver "
                   "(IDA*) needs wg >= 1: with wg = 0 the bound on f does not bound the depth of a pass");
}

/* ---- A series' rows are those of a search configured by hand on the same boards --------------- */

static uint64_t board_seed(uint64_t seed, unsigned d, uint64_t i) {
    uint64_t z = (seed ^ ((uint64_t)d << 40) ^ i) + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void test_series_runs_as_configured(void) {
    p8_experiment *e = NULL;
    p8_table *t = NULL;
    p8_search *s = NULL;
    p8_pdb *pdb = NULL;
    const unsigned groups[2] = {0x1e, 0x1e0};
    double f[P8_EXP_FIELDS];
    uint64_t sum[3] = {0, 0, 0};
    unsigned i, k;
    ASSERT_EQ(p8_table_build(NULL, &t), P8_OK);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_pdb_build(NULL, groups, 2, &pdb), P8_OK);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "astar,weights=1:2,frontier=heap,reopen=off"), 0);
    ASSERT_EQ(p8_experiment_add_series(e, "smastar,heuristic=pdb:1234/5678,node-budget=60"), 1);
    ASSERT_EQ(p8_experiment_add_series(e, "dfs,max-depth=13,duplicates=path"), 2);
    ASSERT_EQ(p8_experiment_add_distances(e, 6, (const unsigned[]){13}, 1), P8_OK);
    ASSERT_EQ(p8_experiment_set_seed(e, 99), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    for (i = 0; i < 6; i++) {
        p8_board *b = NULL;
        p8_result *r = NULL;
        ASSERT_EQ(p8_table_random_board(t, 13, board_seed(99, 13, i), &b), P8_OK);
        for (k = 0; k < 3; k++) {
            ASSERT_EQ(p8_search_set_algorithm(s, k == 0 ? P8_ALG_ASTAR : k == 1 ? P8_ALG_SMASTAR : P8_ALG_DFS), P8_OK);
            ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, k == 2 ? 13 : P8_LIMIT_NONE), P8_OK);
            if (k == 0) {
                ASSERT_EQ(p8_search_set_weights(s, 1, 2), P8_OK);
                ASSERT_EQ(p8_search_set_frontier(s, P8_FRONTIER_HEAP), P8_OK);
                ASSERT_EQ(p8_search_set_reopen(s, 0), P8_OK);
            } else if (k == 1) {
                ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_pdb_heuristic, pdb), P8_OK);
                ASSERT_EQ(p8_search_set_node_budget(s, 60), P8_OK);
            } else {
                ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PATH), P8_OK);
            }
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
            sum[k] += p8_result_generated(r);
            p8_result_free(r);
        }
        p8_board_free(b);
    }
    for (k = 0; k < 3; k++) {
        ASSERT_EQ(p8_experiment_row(e, k, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
        ASSERT_EQ(f[P8_EXP_SOLVED], 6);
        ASSERT_TRUE(fabs(f[P8_EXP_GENERATED_MEAN] - (double)sum[k] / 6) < 1e-9);
    }
    p8_experiment_free(e);
    p8_pdb_free(pdb);
    p8_search_free(s);
    p8_table_free(t);
}

/* ---- Distances in one call -------------------------------------------------------------------- */

static void test_add_distances(void) {
    p8_experiment *e = NULL;
    double f[P8_EXP_FIELDS];
    int r;
    ASSERT_EQ(p8_experiment_add_distances(NULL, 0, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_distances(e, 0, NULL, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the distances are NULL");
    ASSERT_EQ(p8_experiment_add_distances(e, 1000001, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distances(e, 3, (const unsigned[]){4, 32, 8}, 3), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "distance 32 (number 2 of the list) is out of range (1..31)");
    ASSERT_EQ(p8_experiment_add_distances(e, 600000, (const unsigned[]){5, 5}, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "boards at a distance: 1 .. 1000000 (1200000 at distance 5)");
    ASSERT_EQ(p8_experiment_add_series(e, "astar"), 0);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_EINVAL); /* nothing was added */
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the experiment has no board");
    /* the defaults: 100 boards at 2, 4, ..., 24 */
    ASSERT_EQ(p8_experiment_add_distances(e, 0, NULL, 0), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 12);
    for (r = 0; r < 12; r++) {
        ASSERT_EQ(p8_experiment_row(e, (size_t)r, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
        ASSERT_EQ(f[P8_EXP_DISTANCE], 2 * r + 2);
        ASSERT_EQ(f[P8_EXP_BOARDS], 100);
    }
    p8_experiment_free(e);
}

/* ---- The textbook experiment against the book ------------------------------------------------ */

/* The effective branching factors of Figure 3.29 (AIMA, 3rd ed.), d = 6, 8, 10, 12: IDS, A*(h1),
 * A*(h2). */
static const double book_bstar[3][4] = {{2.73, 2.80, 2.79, 2.78},
                                        {1.34, 1.33, 1.38, 1.42},
                                        {1.30, 1.24, 1.22, 1.24}};

static void test_textbook(void) {
    p8_experiment *e = NULL;
    p8_table *t = NULL;
    double f[P8_EXP_FIELDS], all[P8_EXP_FIELDS];
    const unsigned d[4] = {6, 8, 10, 12};
    uint32_t rank;
    int k, c;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_preset(e, "textbook", 0, d, 4), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 16);
    for (c = 0; c < 3; c++)
        for (k = 0; k < 4; k++) {
            ASSERT_EQ(p8_experiment_row(e, (size_t)(c * 4 + k), f, P8_EXP_FIELDS), P8_EXP_FIELDS);
            ASSERT_EQ(f[P8_EXP_SOLVED], 100);
            /* IDS at d = 6 is the exception, below */
            if (c > 0 || k > 0) {
                if (!(fabs(f[P8_EXP_BSTAR] - book_bstar[c][k]) <= 0.05)) {
                    ASSERT_TRUE(fabs(f[P8_EXP_BSTAR] - book_bstar[c][k]) <= 0.05);
                    printf("  %s at d = %u: b* %.3f, the book's %.2f\n", p8_experiment_label(e, (size_t)c),
                           d[k], f[P8_EXP_BSTAR], book_bstar[c][k]);
                }
            }
        }
    /* The library's own IDS (no undo move) is far below: about 1.9. */
    ASSERT_EQ(p8_experiment_row(e, 15, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_TRUE(f[P8_EXP_BSTAR] > 1.85 && f[P8_EXP_BSTAR] < 1.95);
    /* IDS at d = 6: the book's 680 nodes (b* 2.73) lie below the mean over every board 6 moves
     * away, which 100 boards drawn uniformly estimate (b* 2.85): the 39 boards, each once. */
    p8_experiment_free(e);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_table_build(NULL, &t), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "IDS=iddfs,duplicates=none"), 0);
    for (rank = 0; rank < 362880; rank++) {
        if (p8_table_distance_rank(t, rank) == 6) {
            p8_board *b = NULL;
            ASSERT_EQ(p8_board_from_rank(rank, &b), P8_OK);
            ASSERT_EQ(p8_experiment_add_board(e, b), P8_OK);
            p8_board_free(b);
        }
    }
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_row(e, 0, all, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(all[P8_EXP_BOARDS], 39);
    ASSERT_TRUE(all[P8_EXP_GENERATED_MEAN] > 680 * 1.15);
    ASSERT_TRUE(fabs(all[P8_EXP_BSTAR] - 2.85) < 0.005); /* docs/experiments.md says 2.85 */
    ASSERT_TRUE(fabs(all[P8_EXP_BSTAR] - book_bstar[0][0]) > 0.1);
    p8_experiment_free(e);
    p8_table_free(t);
}

/* The book's A* columns of b*, d = 4, 6, ..., 22: misplaced tiles (h1), Manhattan distance (h2). */
static const double book_astar[2][10] = {
    {1.48, 1.34, 1.33, 1.38, 1.42, 1.44, 1.45, 1.46, 1.47, 1.48},
    {1.45, 1.30, 1.24, 1.22, 1.24, 1.23, 1.25, 1.26, 1.27, 1.28}};

static void test_textbook_astar(void) {
    p8_experiment *e = NULL;
    double f[P8_EXP_FIELDS];
    unsigned d[10];
    int k, c;
    for (k = 0; k < 10; k++) d[k] = 4 + 2 * (unsigned)k;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    /* the textbook experiment's A* series, on its boards (seed 0, 100 a distance) */
    ASSERT_EQ(p8_experiment_add_series(e, "A*(h1)=astar,heuristic=misplaced,duplicates=graph-undo"), 0);
    ASSERT_EQ(p8_experiment_add_series(e, "A*(h2)=astar,heuristic=manhattan,duplicates=graph-undo"), 1);
    ASSERT_EQ(p8_experiment_add_distances(e, 100, d, 10), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    for (c = 0; c < 2; c++)
        for (k = 0; k < 10; k++) {
            ASSERT_EQ(p8_experiment_row(e, (size_t)(c * 10 + k), f, P8_EXP_FIELDS), P8_EXP_FIELDS);
            if (!(fabs(f[P8_EXP_BSTAR] - book_astar[c][k]) <= 0.05)) {
                ASSERT_TRUE(fabs(f[P8_EXP_BSTAR] - book_astar[c][k]) <= 0.05);
                printf("  %s at d = %u: b* %.3f, the book's %.2f\n", p8_experiment_label(e, (size_t)c),
                       d[k], f[P8_EXP_BSTAR], book_astar[c][k]);
            }
        }
    p8_experiment_free(e);
}

/* ---- A series a limit stops: the table's note, the plot's mark --------------------------------- */

static size_t count_str(const char *s, const char *w) {
    size_t n = 0;
    for (s = strstr(s, w); s != NULL; s = strstr(s + 1, w)) n++;
    return n;
}

static void test_stopped_series(void) {
    static sink s;
    p8_experiment *e = NULL;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "IDS=iddfs,max-expansions=2000,max-time=60000"), 0);
    ASSERT_EQ(p8_experiment_add_series(e, "SMA=smastar,node-budget=20"), 1);
    ASSERT_EQ(p8_experiment_add_distances(e, 3, (const unsigned[]){2, 8, 14, 20}, 4), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, "\nIDS stops after d = 8: at d = 14 its limits (2,000 expansions, 60,000 ms "
                              "a run) stopped 3 of its 3 runs, and greater distances were not run.\n") != NULL);
    ASSERT_TRUE(strstr(s.buf, "\nSMA stops after d = 8: at d = 14 the node budget of 20 nodes stopped ") != NULL);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_GENERATED_MEAN, to_sink, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, ">cut off at d = 14</text>") != NULL);
    ASSERT_EQ(count_str(s.buf, "cut off at d = "), 2);
    ASSERT_TRUE(strstr(s.buf, "stroke-dasharray=\"5 4\"") != NULL);
    /* every row run (no skipping): the rows a limit stopped are listed */
    ASSERT_EQ(p8_experiment_set_skip_deeper(e, 0), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, "\nIDS: its limits (2,000 expansions, 60,000 ms a run) stopped runs at "
                              "d = 14 (3 of 3), 20 (3 of 3); those rows are left out.\n") != NULL);
    /* cut off at the first distance: no point to mark, the note says so */
    p8_experiment_free(e);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "bfs,max-expansions=0"), 0);
    ASSERT_EQ(p8_experiment_add_distances(e, 2, (const unsigned[]){3, 5}, 2), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, "\nBFS has no point: at d = 3 the limit of 0 expansions a run stopped 2 of "
                              "its 2 runs, and greater distances were not run.\n") != NULL);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_GENERATED_MEAN, to_sink, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, "cut off at") == NULL);
    p8_experiment_free(e);
}

/* ---- b* at any depth, at once ------------------------------------------------------------------ */

/* b + ... + b^d with the C library's math, for the check: b (b^d - 1) / (b - 1). */
static double sum_powers(double b, double d) {
    return b == 1.0 ? d : b * (expm1(d * log1p(b - 1.0)) / (b - 1.0));
}

/* The root of sum_powers(b, d) = n by bisection to the last bit: another way to it. */
static double root(double n, double d) {
    double lo = 0, hi = n > 1 ? n : 1, mid;
    for (;;) {
        mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi) return mid;
        if (sum_powers(mid, d) < n) lo = mid;
        else hi = mid;
    }
}

static void test_bstar_any_depth(void) {
    static const double nodes[] = {1e6, 4294967295.0, 4294967295.0 * 2, 1e12, 1e300, 0.5};
    static const unsigned depths[] = {UINT_MAX, 100000000u, 1000u, 31u};
    unsigned k, j;
    /* Any depth at once (the sum of b^i term by term took minutes at depth UINT_MAX): every root
     * within 1e-9 of the one found with the C library's logarithms. */
    for (j = 0; j < sizeof depths / sizeof depths[0]; j++)
        for (k = 0; k < sizeof nodes / sizeof nodes[0]; k++) {
            double b = p8_effective_branching(nodes[k], depths[j]), c = root(nodes[k], depths[j]);
            if (!(fabs(b - c) <= 1e-9 * (c > 1 ? c : 1))) {
                ASSERT_TRUE(fabs(b - c) <= 1e-9 * (c > 1 ? c : 1));
                printf("  N %g d %u: b* %.17g, the root %.17g\n", nodes[k], depths[j], b, c);
            }
        }
    /* below one node a level b < 1, and N = b / (1 - b) in the limit */
    ASSERT_TRUE(fabs(p8_effective_branching(1e6, UINT_MAX) - 1e6 / (1e6 + 1)) < 1e-12);
    /* one node a level: b = 1 */
    ASSERT_TRUE(fabs(p8_effective_branching(1e8, 100000000u) - 1) < 1e-12);
    ASSERT_TRUE(fabs(p8_effective_branching(4294967295.0, UINT_MAX) - 1) < 1e-12);
}

/* ---- Out of memory: each allocation in turn fails; nothing leaks, nothing half-made ----------- */

static void test_oom(void) {
    chaos c;
    unsigned long n;
    int rc, done = 0;
    unsigned long stride = test_level() == 2 ? 1 : 7;
    for (n = 0; n < 400 && !done; n += n < 12 ? 1 : stride) {
        p8_allocator a;
        p8_experiment *e = NULL;
        memset(&c, 0, sizeof c);
        arm(&c, n, 0);
        a = make_alloc(&c);
        rc = p8_experiment_new_with_allocator(&a, &e);
        if (rc == P8_OK) {
            rc = p8_experiment_add_series(e, "A*(pdb)=astar,heuristic=pdb:1234/5678");
            if (rc >= 0) rc = p8_experiment_add_series(e, "smastar,node-budget=50");
            if (rc >= 0) rc = p8_experiment_add_distances(e, 2, (const unsigned[]){3, 7}, 2);
            if (rc >= 0) rc = p8_experiment_run(e, NULL, NULL);
            if (rc == P8_OK) ASSERT_EQ(p8_experiment_rows(e), 4);
            else if (rc == P8_ENOMEM) ASSERT_EQ(p8_experiment_rows(e), 0);
            else ASSERT_EQ(rc, P8_ENOMEM);
            done = rc == P8_OK && c.failures == 0;
            p8_experiment_free(e);
        } else {
            ASSERT_EQ(rc, P8_ENOMEM);
        }
        ASSERT_EQ(c.live, 0);
        ASSERT_EQ(c.bad_free, 0);
    }
    ASSERT_TRUE(done);
}

int main(void) {
    RUN(test_series_text);
    RUN(test_set_option);
    RUN(test_typed_setters);
    RUN(test_refused_at_run);
    RUN(test_series_runs_as_configured);
    RUN(test_add_distances);
    RUN(test_textbook);
    RUN(test_textbook_astar);
    RUN(test_stopped_series);
    RUN(test_bstar_any_depth);
    RUN(test_oom);
    return TEST_REPORT();
}
