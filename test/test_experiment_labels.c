/* SPDX-License-Identifier: MIT */
/*
 * test_experiment_labels.c - what p8_experiment writes of the caller's text and of its own
 * settings: the labels it makes (cut at 63 bytes), the caller's labels (cut at a whole UTF-8
 * character, control characters shown as '?' in the table), the caller's text quoted in its
 * sentences (escaped, cut at a whole character with "..."), and the argument checks of the
 * settings with their exact sentences. Public API only.
 */
#include "test.h"
#include "experiment_support.h"

#include <stdlib.h>

/* The label of a new experiment's only configuration (alg, h) after the settings below. */
static void test_made_labels(void) {
    p8_experiment *e = NULL;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_DEFAULT, P8_DUP_GRAPH, NULL), 0);
    ASSERT_EQ(p8_experiment_set_weights(e, 0, 4000000000u, 4000000000u), P8_OK);
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, P8_FRONTIER_BUCKET), P8_OK);
    /* 74 bytes of words: cut at 63, the frontier's word and what follows left out */
    ASSERT_STR_EQ(p8_experiment_label(e, 0),
                  "A*(h2), weights 4000000000,4000000000, graph search, bucket fro");
    ASSERT_EQ(strlen(p8_experiment_label(e, 0)), 63);
    ASSERT_EQ(p8_experiment_set_reopen(e, 0, 1), P8_OK);
    ASSERT_EQ(p8_experiment_set_node_budget(e, 0, 1000), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0),
                  "A*(h2), weights 4000000000,4000000000, graph search, bucket fro");
    /* without the frontier: the reopen's words and the budget's are cut */
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, -1), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0),
                  "A*(h2), weights 4000000000,4000000000, graph search, reopen, bu");
    ASSERT_EQ(p8_experiment_set_reopen(e, 0, -1), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0),
                  "A*(h2), weights 4000000000,4000000000, graph search, budget 100");
    ASSERT_EQ(p8_experiment_set_weights(e, 0, 1, 1), P8_OK);
    ASSERT_EQ(p8_experiment_set_reopen(e, 0, 0), P8_OK);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h2), weights 1,1, graph search, no reopen, budget 1000");
    p8_experiment_free(e);
}

/* A caller's label: kept up to 63 bytes, cut before a character it would split; its control
 * characters shown as '?' in the table's first column. */
static void test_given_labels(void) {
    p8_experiment *e = NULL;
    char label[80];
    sink s;
    memset(label, 'a', sizeof label);
    memcpy(label + 62, "\xc3\xa9", 2); /* e-acute across the 63-byte cut */
    label[70] = '\0';
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, label), 0);
    ASSERT_EQ(strlen(p8_experiment_label(e, 0)), 62);
    ASSERT_TRUE(strspn(p8_experiment_label(e, 0), "a") == 62);
    memcpy(label + 61, "\xc3\xa9" "a", 3); /* one byte earlier: the whole character fits */
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, label), 1);
    ASSERT_EQ(strlen(p8_experiment_label(e, 1)), 63);
    ASSERT_STR_EQ(p8_experiment_label(e, 1) + 61, "\xc3\xa9");
    p8_experiment_free(e);
    /* a DEL and a tab in a label: kept, and shown as '?' in the table */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, "a\x7f" "b\tc"), 0);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "a\x7f" "b\tc");
    ASSERT_EQ(p8_experiment_add_distance(e, 1, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_OK);
    ASSERT_NOT_NULL(strstr(s.buf, "a?b?c"));
    ASSERT_NULL(strchr(s.buf, '\x7f'));
    ASSERT_NULL(strchr(s.buf, '\t'));
    /* a series' label is one line of a table: a control character is refused */
    ASSERT_EQ(p8_experiment_add_series(e, "a\x7f" "b=bfs"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"a?b=bfs\": the label has a control character "
                  "(byte 2): a label is one line of a table");
    p8_experiment_free(e);
}

/* The caller's text in a sentence: in double quotes, '\n', '\t', '"' and '\\' escaped, other
 * control characters and DEL as '?', cut after 40 bytes (a name) or 24 (a series' word), or
 * where the message's room ends, with "...", never inside a UTF-8 character. */
static void test_quoted_text(void) {
    p8_experiment *e = NULL;
    char name[64];
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_preset(e, "a\tb\\c\"d\x01" "e\x7f", 0, NULL, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "unknown experiment \"a\\tb\\\\c\\\"d?e?\": expected "
                  "branching, duplicates, heuristics, walk, bidirectional or textbook");
    /* 30 newlines: 60 bytes escaped, cut where the quote's room ends */
    memset(name, '\n', 30);
    name[30] = '\0';
    ASSERT_EQ(p8_experiment_preset(e, name, 0, NULL, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "unknown experiment \"\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n"
                  "\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n...\": expected branching, "
                  "duplicates, heuristics, walk, bidirectional or textbook");
    /* 24 bytes of a word, the 24th the middle of a character: cut before it */
    ASSERT_EQ(p8_experiment_add_series(e, "bfs,x\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                                       "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9=1"), P8_EINVAL);
    ASSERT_NOT_NULL(strstr(p8_experiment_errmsg(e), ": unknown option \"x\xc3\xa9\xc3\xa9\xc3\xa9"
                           "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9...\": expected "));
    p8_experiment_free(e);
}

/* The settings' checks, each with its sentence. */
static void test_setting_checks(void) {
    p8_experiment *e = NULL;
    double f[P8_EXP_FIELDS + 1];
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_SMASTAR, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_set_node_budget(e, 0, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "a node budget of 0 holds not even the root: 1 or more "
                  "(a solution of depth d needs up to 3d + 5)");
    ASSERT_EQ(p8_experiment_set_frontier(e, 1, P8_FRONTIER_FIFO), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index 1");
    ASSERT_EQ(p8_experiment_set_frontier(e, 0, -2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "frontier -2 is out of range");
    ASSERT_EQ(p8_experiment_set_pdb(e, 1, (const unsigned[]){ 0x1e }, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index 1");
    ASSERT_EQ(p8_experiment_set_pdb(e, 0, (const unsigned[]){ 0x1 }, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "pattern database: group 1 holds the blank (bit 0): "
                  "groups hold tiles 1-8");
    ASSERT_EQ(p8_experiment_set_reopen(e, 2, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_weights(e, -1, 1, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index -1");
    /* a list of distances: the bad one named by its place; added to the draws there are */
    ASSERT_EQ(p8_experiment_add_distances(e, 1, (const unsigned[]){ 3, 0 }, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "distance 0 (number 2 of the list) is out of range (1..31)");
    ASSERT_EQ(p8_experiment_add_distances(e, 1000001, NULL, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "boards at a distance: 1 .. 1000000");
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 999999), P8_OK);
    ASSERT_EQ(p8_experiment_add_distances(e, 2, (const unsigned[]){ 2, 3 }, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "boards at a distance: 1 .. 1000000 (1000001 at distance 3)");
    ASSERT_EQ(p8_experiment_add_distances(e, 1, (const unsigned[]){ 2, 3 }, 2), P8_OK);
    p8_experiment_free(e);
    /* a row into more room than its fields: the fields only */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_add_distances(e, 2, (const unsigned[]){ 1 }, 1), P8_OK);
    ASSERT_EQ(p8_experiment_add_distances(e, 1, (const unsigned[]){ 1, 2 }, 2), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 2);
    f[P8_EXP_FIELDS] = -3;
    ASSERT_EQ(p8_experiment_row(e, 0, f, P8_EXP_FIELDS + 1), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_FIELDS], -3);
    ASSERT_EQ(f[P8_EXP_DISTANCE], 1);
    ASSERT_EQ(f[P8_EXP_BOARDS], 3);
    ASSERT_EQ(p8_experiment_row(e, 1, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_DISTANCE], 2);
    ASSERT_EQ(f[P8_EXP_BOARDS], 1);
    p8_experiment_free(e);
}

/* A label with a quote, a backslash and a tab as each format writes it (the table: '?' for the
 * tab; JSON: escaped; CSV: the quote doubled), the notes of rows cut off by two limits and by
 * SMA*'s node budget, and the writer's argument checks. */
static void test_labels_written(void) {
    p8_experiment *e = NULL;
    sink s;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, "b\"q\\s\tt"), 0);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, P8_LIMIT_EXPANSIONS, 20), P8_OK);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, P8_LIMIT_TIME_MS, 60000), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_SMASTAR, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 1);
    ASSERT_EQ(p8_experiment_set_node_budget(e, 1, 8), P8_OK);
    ASSERT_EQ(p8_experiment_set_skip_deeper(e, 0), P8_OK);
    ASSERT_EQ(p8_experiment_add_distances(e, 2, (const unsigned[]){ 1, 4, 6, 8 }, 4), P8_OK);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_EINVAL); /* no rows yet */
    ASSERT_EQ(s.len, 0);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_write(NULL, P8_EXP_TEXT, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, NULL, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT - 1, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_JSON + 1, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(s.len, 0);
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_OK);
    ASSERT_NOT_NULL(strstr(s.buf, "\nb\"q\\s?t: its limits (20 expansions, 60,000 ms a run) stopped "
                           "runs at d = 6 (2 of 2), 8 (2 of 2); those rows are left out.\n"));
    ASSERT_NOT_NULL(strstr(s.buf, "\nSMA*(h2), budget 8: the node budget of 8 nodes stopped runs at "
                           "d = 4 (2 of 2), 6 (2 of 2), 8 (2 of 2); those rows are left out.\n"));
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_JSON, to_sink, &s), P8_OK);
    ASSERT_NOT_NULL(strstr(s.buf, "\n{\"label\":\"b\\\"q\\\\s\\u0009t\",\"config\":0,\"distance\":1,"));
    ASSERT_EQ(count_char(s.buf, '\t'), 0);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_CSV, to_sink, &s), P8_OK);
    ASSERT_NOT_NULL(strstr(s.buf, "\n\"b\"\"q\\s\tt\",0,8,2,2,0,2,0,"));
    p8_experiment_free(e);
}

/* The values of the series' settings, each refused with its sentence. */
static void test_series_values(void) {
    p8_experiment *e = NULL;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "astar,reopen=maybe"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"astar,reopen=maybe\": bad reopen value \"maybe\": "
                  "expected on or off");
    ASSERT_EQ(p8_experiment_add_series(e, "smastar,node-budget=0"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"smastar,node-budget=0\": bad node-budget value \"0\": "
                  "expected a whole number of nodes 1 .. 18446744073709551615 (a solution of depth d "
                  "needs up to 3d + 5)");
    ASSERT_EQ(p8_experiment_add_series(e, "astar,weights=1:x"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"astar,weights=1:x\": bad weights value \"1:x\": "
                  "expected WG:WH, two whole numbers 0 .. 4294967295 (the key WG*g + WH*h), e.g. 1:2");
    ASSERT_EQ(p8_experiment_add_series(e, "astar,weights=4294967296:1"), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_series(e, "astar,weights=3"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"astar,weights=3\": bad weights value \"3\": "
                  "expected WG:WH, two whole numbers 0 .. 4294967295 (the key WG*g + WH*h), e.g. 1:2");
    ASSERT_EQ(p8_experiment_add_series(e, "smastar,node-budget=x"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"smastar,node-budget=x\": bad node-budget value "
                  "\"x\": expected a whole number of nodes 1 .. 18446744073709551615 (a solution of "
                  "depth d needs up to 3d + 5)");
    /* "pdb:" with no groups, and groups too long to be any: not a heuristic */
    ASSERT_EQ(p8_experiment_add_series(e, "astar,heuristic=pdb:"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "series \"astar,heuristic=pdb:\": bad heuristic value "
                  "\"pdb:\": expected zero, goal-test, misplaced, manhattan, linear-conflict, gaschnig, "
                  "euclidean, corner-tiles, last-moves, corner-last-moves, exact or pdb:GROUPS (a "
                  "pattern database, e.g. pdb:1234/5678)");
    ASSERT_EQ(p8_experiment_add_series(e, "astar,heuristic=pdb:1        2        3        4        "
                                       "5        6        7        8"), P8_EINVAL);
    ASSERT_NOT_NULL(strstr(p8_experiment_errmsg(e), ": bad heuristic value \"pdb:1        2        "
                           "3 ...\": expected zero, "));
    ASSERT_EQ(p8_experiment_add_series(e, "astar,heuristic=pdb:1 2 3 4 / 5 6 7 8"), 0);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(pdb:1234/5678)");
    ASSERT_EQ(p8_experiment_add_series(e, "astar,reopen=on"), 1);
    ASSERT_STR_EQ(p8_experiment_label(e, 1), "A*(h2), reopen");
    p8_experiment_free(e);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_series(e, "astar,reopen=off,node-budget=18446744073709551615,weights=2:3"), 0);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h2), weights 2,3, no reopen, budget 18446744073709551615");
    ASSERT_EQ(p8_experiment_set_option(e, 1, "reopen", "on"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index 1");
    ASSERT_EQ(p8_experiment_set_option(e, -1, "reopen", "on"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index -1");
    ASSERT_EQ(p8_experiment_set_option(e, 0, "reopen", "yes"), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "configuration 0 (A*(h2), weights 2,3, no reopen, budget "
                  "18446744073709551615): bad reopen value \"yes\": expected on or off");
    p8_experiment_free(e);
}

int main(void) {
    RUN(test_made_labels);
    RUN(test_given_labels);
    RUN(test_quoted_text);
    RUN(test_setting_checks);
    RUN(test_labels_written);
    RUN(test_series_values);
    return TEST_REPORT();
}
