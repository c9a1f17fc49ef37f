/* SPDX-License-Identifier: MIT */
/*
 * test_catalog.c - the configuration table (section 7.5): every list's names, other names,
 * labels and sentences; lookups; each algorithm's preset and properties against what a search
 * does; the heuristics' admissible and consistent flags against p8_heuristic_check on every
 * board; the options set, read back and refused by name, with their exact sentences.
 * Public API only.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <ctype.h>

static const int KINDS[] = { P8_CHOICE_ALGORITHM, P8_CHOICE_HEURISTIC, P8_CHOICE_DUPLICATES,
                             P8_CHOICE_FRONTIER, P8_CHOICE_DRIVER, P8_CHOICE_EVENT,
                             P8_CHOICE_LIMIT };
#define N_KINDS ((int)(sizeof KINDS / sizeof KINDS[0]))

/* The per-list name functions say what the table says. */
static const char *old_name(int kind, int v) {
    switch (kind) {
    case P8_CHOICE_ALGORITHM: return p8_algorithm_name(v);
    case P8_CHOICE_HEURISTIC: return p8_heuristic_name(v);
    case P8_CHOICE_DUPLICATES: return p8_duplicates_name(v);
    case P8_CHOICE_FRONTIER: return p8_frontier_name(v);
    case P8_CHOICE_DRIVER: return p8_driver_name(v);
    case P8_CHOICE_EVENT: return p8_event_name(v);
    default: return p8_option_name(p8_option_lookup("max-expansions") + v);
    }
}

static void test_lists(void) {
    int k, v, w;
    ASSERT_EQ(p8_choice_count(P8_CHOICE_ALGORITHM), P8_ALG_SMASTAR + 1);
    ASSERT_EQ(p8_choice_count(P8_CHOICE_HEURISTIC), P8_H_CORNER_LAST_MOVES + 1);
    ASSERT_EQ(p8_choice_count(P8_CHOICE_DUPLICATES), P8_DUP_CLOSED + 1);
    ASSERT_EQ(p8_choice_count(P8_CHOICE_FRONTIER), P8_FRONTIER_BUCKET + 1);
    ASSERT_EQ(p8_choice_count(P8_CHOICE_DRIVER), P8_DRIVER_SMASTAR + 1);
    ASSERT_EQ(p8_choice_count(P8_CHOICE_EVENT), P8_EVENT_GOAL + 1);
    ASSERT_EQ(p8_choice_count(P8_CHOICE_LIMIT), P8_LIMIT_TIME_MS + 1);
    ASSERT_EQ(p8_choice_count(-1), P8_EINVAL);
    ASSERT_EQ(p8_choice_count(N_KINDS), P8_EINVAL);
    for (k = 0; k < N_KINDS; k++) {
        int n = p8_choice_count(KINDS[k]);
        ASSERT_NULL(p8_choice_name(KINDS[k], -1));
        ASSERT_NULL(p8_choice_name(KINDS[k], n));
        ASSERT_NULL(p8_choice_aliases(KINDS[k], n));
        ASSERT_NULL(p8_choice_label(KINDS[k], n));
        ASSERT_NULL(p8_choice_title(KINDS[k], n));
        ASSERT_NULL(p8_choice_summary(KINDS[k], n));
        for (v = 0; v < n; v++) {
            const char *name = p8_choice_name(KINDS[k], v), *sum = p8_choice_summary(KINDS[k], v);
            char upper[64];
            size_t i;
            ASSERT_NOT_NULL(name);
            ASSERT_NOT_NULL(p8_choice_aliases(KINDS[k], v));
            ASSERT_TRUE(p8_choice_label(KINDS[k], v) && p8_choice_label(KINDS[k], v)[0]);
            ASSERT_TRUE(p8_choice_title(KINDS[k], v) && p8_choice_title(KINDS[k], v)[0]);
            /* a sentence: starts with a letter, ends with a full stop, one line */
            ASSERT_TRUE(sum && isalpha((unsigned char)sum[0]) && sum[strlen(sum) - 1] == '.' &&
                        !strchr(sum, '\n'));
            ASSERT_STR_EQ(old_name(KINDS[k], v), name);
            ASSERT_EQ(p8_choice_lookup(KINDS[k], name), v);
            for (i = 0; name[i] && i + 1 < sizeof upper; i++) upper[i] = (char)toupper((unsigned char)name[i]);
            upper[i] = '\0';
            ASSERT_EQ(p8_choice_lookup(KINDS[k], upper), v);
            /* names and other names are unique within the list */
            for (w = 0; w < n; w++)
                if (w != v) ASSERT_TRUE(strcmp(p8_choice_name(KINDS[k], w), name) != 0);
        }
        ASSERT_EQ(p8_choice_lookup(KINDS[k], ""), P8_EINVAL);
        ASSERT_EQ(p8_choice_lookup(KINDS[k], NULL), P8_EINVAL);
        ASSERT_EQ(p8_choice_lookup(KINDS[k], "nonesuch"), P8_EINVAL);
    }
    ASSERT_EQ(p8_choice_lookup(-1, "bfs"), P8_EINVAL);
    ASSERT_NULL(p8_choice_name(99, 0));
}

static void test_aliases(void) {
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "A*"), P8_ALG_ASTAR);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "ids"), P8_ALG_IDDFS);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "IDA*"), P8_ALG_IDASTAR);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "a"), P8_EINVAL);      /* no prefixes */
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "a* "), P8_EINVAL);    /* no spaces */
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_ALGORITHM, "bfs dfs"), P8_EINVAL);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_HEURISTIC, "h1"), P8_H_MISPLACED);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_HEURISTIC, "H2"), P8_H_MANHATTAN);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_FRONTIER, "queue"), P8_FRONTIER_FIFO);
    ASSERT_EQ(p8_choice_lookup(P8_CHOICE_DUPLICATES, "tree"), P8_DUP_NONE);
    ASSERT_STR_EQ(p8_choice_label(P8_CHOICE_ALGORITHM, P8_ALG_IDDFS), "IDS");
    ASSERT_STR_EQ(p8_choice_label(P8_CHOICE_HEURISTIC, P8_H_MANHATTAN), "h2");
    ASSERT_STR_EQ(p8_choice_title(P8_CHOICE_ALGORITHM, P8_ALG_BFS), "Breadth-first search");
    ASSERT_STR_EQ(p8_choice_title(P8_CHOICE_DUPLICATES, P8_DUP_GRAPH), "graph search: each board once");
    ASSERT_STR_EQ(p8_choice_label(P8_CHOICE_DUPLICATES, P8_DUP_NONE), "tree search");
    /* every other name of every list finds its value, and none is another value's name */
    {
        int k, v, w;
        for (k = 0; k < N_KINDS; k++)
            for (v = 0; v < p8_choice_count(KINDS[k]); v++) {
                const char *a = p8_choice_aliases(KINDS[k], v);
                char word[64];
                while (*a) {
                    size_t n = strcspn(a, " ");
                    ASSERT_TRUE(n > 0 && n < sizeof word);
                    memcpy(word, a, n);
                    word[n] = '\0';
                    ASSERT_EQ(p8_choice_lookup(KINDS[k], word), v);
                    for (w = 0; w < p8_choice_count(KINDS[k]); w++)
                        ASSERT_TRUE(strcmp(p8_choice_name(KINDS[k], w), word) != 0);
                    a += n;
                    while (*a == ' ') a++;
                }
            }
    }
}

/* Each algorithm's info is the configuration p8_search_set_algorithm leaves. */
static void test_algorithm_info(void) {
    p8_search *s = NULL;
    uint64_t f[P8_ALGINFO_FIELDS + 2];
    char buf[64];
    int a;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_algorithm_info(-1, f, P8_ALGINFO_FIELDS), P8_EINVAL);
    ASSERT_EQ(p8_algorithm_info(P8_ALG_SMASTAR + 1, f, P8_ALGINFO_FIELDS), P8_EINVAL);
    ASSERT_EQ(p8_algorithm_info(0, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_algorithm_info(0, NULL, 0), P8_ALGINFO_FIELDS);
    f[2] = 77;
    ASSERT_EQ(p8_algorithm_info(P8_ALG_ASTAR, f, 2), P8_ALGINFO_FIELDS); /* only cap fields */
    ASSERT_EQ_U64(f[2], 77);
    for (a = 0; a < p8_choice_count(P8_CHOICE_ALGORITHM); a++) {
        ASSERT_EQ(p8_algorithm_info(a, f, P8_ALGINFO_FIELDS + 2), P8_ALGINFO_FIELDS);
        ASSERT_EQ(p8_search_set_algorithm(s, a), P8_OK);
        p8_search_get_option(s, "frontier", buf, sizeof buf);
        ASSERT_STR_EQ(buf, p8_frontier_name((int)f[P8_ALGINFO_FRONTIER]));
        p8_search_get_option(s, "weights", buf, sizeof buf);
        {
            char w[48];
            snprintf(w, sizeof w, "%llu,%llu", (unsigned long long)f[P8_ALGINFO_WG],
                     (unsigned long long)f[P8_ALGINFO_WH]);
            ASSERT_STR_EQ(buf, w);
        }
        p8_search_get_option(s, "duplicates", buf, sizeof buf);
        ASSERT_STR_EQ(buf, p8_duplicates_name((int)f[P8_ALGINFO_DUPLICATES]));
        p8_search_get_option(s, "reopen", buf, sizeof buf);
        ASSERT_STR_EQ(buf, f[P8_ALGINFO_REOPEN] ? "on" : "off");
        p8_search_get_option(s, "heuristic", buf, sizeof buf);
        ASSERT_STR_EQ(buf, p8_heuristic_name((int)f[P8_ALGINFO_HEURISTIC]));
        p8_search_get_option(s, "driver", buf, sizeof buf);
        ASSERT_STR_EQ(buf, p8_driver_name((int)f[P8_ALGINFO_DRIVER]));
        p8_search_get_option(s, "algorithm", buf, sizeof buf);
        ASSERT_STR_EQ(buf, p8_algorithm_name(a));
        ASSERT_TRUE(f[P8_ALGINFO_OPTIMAL] <= 1);
        ASSERT_NOT_NULL(p8_memory_name((int)f[P8_ALGINFO_MEMORY]));
    }
    ASSERT_STR_EQ(p8_memory_name(P8_MEMORY_PATH), "path");
    ASSERT_NULL(p8_memory_name(-1));
    ASSERT_NULL(p8_memory_name(P8_MEMORY_MOVES + 1));
    p8_search_free(s);
}

/* The optimal flag is a fact: every algorithm flagged optimal finds a shortest solution on a
 * spread of boards (the exact distance from a table), and every one not flagged misses one. */
static void test_algorithm_optimal(void) {
    p8_table *t = NULL;
    p8_board *goal = NULL;
    int a, d, k;
    ASSERT_EQ(p8_board_new_goal(&goal), P8_OK);
    ASSERT_EQ(p8_table_build(goal, &t), P8_OK);
    for (a = 0; a < p8_choice_count(P8_CHOICE_ALGORITHM); a++) {
        uint64_t f[P8_ALGINFO_FIELDS];
        int shortest = 1;
        p8_algorithm_info(a, f, P8_ALGINFO_FIELDS);
        for (d = 4; d <= 24; d += 4)
            for (k = 0; k < 3; k++) {
                p8_board *b = NULL;
                p8_result *r = NULL;
                p8_search *s = NULL;
                ASSERT_EQ(p8_table_random_board(t, (unsigned)d, (uint64_t)(d * 10 + k), &b), P8_OK);
                ASSERT_EQ(p8_search_new(&s), P8_OK);
                p8_search_set_algorithm(s, a);
                p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 2000000);
                if (p8_search_run(s, b, goal, &r) == P8_OK && p8_result_length(r) != (size_t)d)
                    shortest = 0;
                p8_result_free(r);
                p8_search_free(s);
                p8_board_free(b);
            }
        if (shortest != (int)f[P8_ALGINFO_OPTIMAL])
            fprintf(stderr, "algorithm %s: optimal flag %d, shortest on every board %d\n",
                    p8_algorithm_name(a), (int)f[P8_ALGINFO_OPTIMAL], shortest);
        ASSERT_EQ(shortest, (int)f[P8_ALGINFO_OPTIMAL]);
    }
    p8_table_free(t);
    p8_board_free(goal);
}

/* The heuristics' flags against p8_heuristic_check on every board: for two goals in make check
 * (the blank in a corner and in the centre), for the blank in each of the 9 cells in check-full.
 * A flag of 1 holds for every goal checked; a flag of 0 fails for one of them. */
static void test_heuristic_info(void) {
    static const char *const goals[] = { "123456780", "123804765", "012345678", "120345678",
                                         "123045678", "123405678", "123450678", "123456078",
                                         "123456708" };
    int ngoals = test_level() == 2 ? 9 : test_level() == 1 ? 2 : 0, g, h;
    uint64_t adm[P8_H_CORNER_LAST_MOVES + 1], con[P8_H_CORNER_LAST_MOVES + 1], f[P8_HINFO_FIELDS];
    ASSERT_EQ(p8_heuristic_info(-1, f, 2), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_info(P8_H_CORNER_LAST_MOVES + 1, f, 2), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_info(0, NULL, 2), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_info(0, NULL, 0), P8_HINFO_FIELDS);
    for (h = 0; h <= P8_H_CORNER_LAST_MOVES; h++) adm[h] = con[h] = 1;
    for (g = 0; g < ngoals; g++) {
        p8_board *goal = mk(goals[g]);
        p8_table *t = NULL;
        ASSERT_EQ(p8_table_build(goal, &t), P8_OK);
        for (h = 0; h <= P8_H_CORNER_LAST_MOVES; h++) {
            uint64_t c[P8_CHECK_INCONSISTENT_EDGES + 1];
            ASSERT_TRUE(p8_heuristic_check(h, goal, t, c, P8_CHECK_INCONSISTENT_EDGES + 1) >= 0);
            adm[h] &= c[P8_CHECK_ADMISSIBLE];
            con[h] &= c[P8_CHECK_CONSISTENT];
        }
        p8_table_free(t);
        p8_board_free(goal);
    }
    for (h = 0; ngoals && h <= P8_H_CORNER_LAST_MOVES; h++) {
        ASSERT_EQ(p8_heuristic_info(h, f, P8_HINFO_FIELDS), P8_HINFO_FIELDS);
        ASSERT_EQ_U64(f[P8_HINFO_ADMISSIBLE], adm[h]);
        ASSERT_EQ_U64(f[P8_HINFO_CONSISTENT], con[h]);
    }
}

static void test_option_table(void) {
    int o, n = p8_option_count();
    ASSERT_EQ(n, 13);
    ASSERT_STR_EQ(p8_option_name(0), "algorithm"); /* first: its preset replaces the rest */
    ASSERT_NULL(p8_option_name(-1));
    ASSERT_NULL(p8_option_name(n));
    ASSERT_NULL(p8_option_argument(n));
    ASSERT_NULL(p8_option_summary(n));
    ASSERT_EQ(p8_option_choices(n), P8_EINVAL);
    ASSERT_EQ(p8_option_choices(-1), P8_EINVAL);
    ASSERT_EQ(p8_option_lookup("nonesuch"), P8_EINVAL);
    ASSERT_EQ(p8_option_lookup(NULL), P8_EINVAL);
    ASSERT_EQ(p8_option_lookup("Algorithm"), P8_EINVAL); /* exact names */
    for (o = 0; o < n; o++) {
        ASSERT_EQ(p8_option_lookup(p8_option_name(o)), o);
        ASSERT_TRUE(p8_option_argument(o)[0] != '\0');
        ASSERT_TRUE(p8_option_summary(o)[0] != '\0');
        ASSERT_TRUE(p8_option_choices(o) >= -1 && p8_option_choices(o) < N_KINDS);
    }
    ASSERT_EQ(p8_option_choices(p8_option_lookup("heuristic")), P8_CHOICE_HEURISTIC);
    ASSERT_EQ(p8_option_choices(p8_option_lookup("weights")), -1);
    /* the limits' options are named as the limits' list names them, in P8_LIMIT_* order */
    for (o = 0; o <= P8_LIMIT_TIME_MS; o++)
        ASSERT_EQ(p8_option_lookup(p8_choice_name(P8_CHOICE_LIMIT, o)),
                  p8_option_lookup("max-expansions") + o);
}

/* set, then get: the text read back is the canonical form of what was set. */
static void set_get(p8_search *s, const char *name, const char *value, const char *back) {
    char buf[64];
    int rc = p8_search_set_option(s, name, value);
    if (rc != P8_OK) fprintf(stderr, "set %s %s: %s\n", name, value, p8_search_errmsg(s));
    ASSERT_EQ(rc, P8_OK);
    ASSERT_EQ(p8_search_get_option(s, name, buf, sizeof buf), (int)strlen(back));
    ASSERT_STR_EQ(buf, back);
}

static void test_set_get(void) {
    p8_search *s = NULL;
    char buf[8];
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    set_get(s, "algorithm", "IDA*", "idastar");
    set_get(s, "algorithm", "bfs", "bfs");
    set_get(s, "heuristic", "h1", "misplaced");
    set_get(s, "frontier", "heap", "heap");
    set_get(s, "algorithm", "astar", "astar"); /* the preset replaces heuristic and frontier */
    set_get(s, "heuristic", "manhattan", "manhattan");
    set_get(s, "frontier", "bucket", "bucket");
    set_get(s, "duplicates", "path", "path");
    set_get(s, "reopen", "off", "off");
    set_get(s, "reopen", "on", "on");
    set_get(s, "weights", "1,2", "1,2");
    set_get(s, "weights", "4294967295,0", "4294967295,0");
    set_get(s, "algorithm", "astar", "astar");
    set_get(s, "weights", "2,1", "2,1");
    set_get(s, "algorithm", "astar", "astar");
    set_get(s, "driver", "deepen-f", "deepen-f");
    set_get(s, "seed", "18446744073709551615", "18446744073709551615");
    set_get(s, "node-budget", "98", "98");
    set_get(s, "max-expansions", "0", "0");
    set_get(s, "max-expansions", "none", "none");
    set_get(s, "max-depth", "31", "31");
    set_get(s, "max-memory", "18446744073709551614", "18446744073709551614");
    set_get(s, "max-time", "250", "250");
    /* algorithm after a change of its preset is "custom"; the heuristic does not count */
    set_get(s, "algorithm", "astar", "astar");
    set_get(s, "heuristic", "misplaced", "misplaced");
    ASSERT_EQ(p8_search_get_option(s, "algorithm", buf, sizeof buf), 5);
    ASSERT_STR_EQ(buf, "astar");
    ASSERT_EQ(p8_search_set_option(s, "frontier", "heap"), P8_OK);
    ASSERT_EQ(p8_search_get_option(s, "algorithm", buf, sizeof buf), 6);
    ASSERT_STR_EQ(buf, "custom");
    /* snprintf-style: the length needed, the text cut */
    ASSERT_EQ(p8_search_get_option(s, "seed", buf, 3), 20);
    ASSERT_STR_EQ(buf, "18");
    ASSERT_EQ(p8_search_get_option(s, "seed", NULL, 0), 20);
    ASSERT_EQ(p8_search_get_option(s, "seed", NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_get_option(s, "nonesuch", buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_search_get_option(NULL, "seed", buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_heuristic_manhattan, NULL), P8_OK);
    ASSERT_EQ(p8_search_get_option(s, "heuristic", buf, sizeof buf), 6);
    ASSERT_STR_EQ(buf, "custom");
    p8_search_free(s);
}

/* Each bad value: P8_EINVAL, the exact sentence, and nothing changed. */
static void refused(p8_search *s, const char *name, const char *value, const char *why) {
    char before[16][64], after[64];
    int o;
    for (o = 0; o < p8_option_count(); o++)
        p8_search_get_option(s, p8_option_name(o), before[o], sizeof before[o]);
    ASSERT_EQ(p8_search_set_option(s, name, value), P8_EINVAL);
    ASSERT_STR_EQ(p8_search_errmsg(s), why);
    for (o = 0; o < p8_option_count(); o++) {
        p8_search_get_option(s, p8_option_name(o), after, sizeof after);
        ASSERT_STR_EQ(after, before[o]);
    }
}

static void test_refused(void) {
    p8_search *s = NULL;
    int o;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_option(NULL, "seed", "1"), P8_EINVAL);
    refused(s, NULL, "1", "p8_search_set_option: the option's name is NULL");
    refused(s, "seed", NULL, "p8_search_set_option: the value is NULL");
    refused(s, "colour", "red",
            "unknown option \"colour\": one of algorithm, heuristic, frontier, duplicates, reopen, "
            "weights, driver, seed, node-budget, max-expansions, max-depth, max-memory, max-time");
    refused(s, "algorithm", "bogo",
            "unknown algorithm \"bogo\": one of bfs, dfs, ucs, greedy, astar, iddfs, idastar, "
            "bibfs, random-walk, rbfs, smastar");
    refused(s, "heuristic", "pdb:1234",
            "unknown heuristic \"pdb:1234\": one of zero, goal-test, misplaced, manhattan, "
            "linear-conflict, gaschnig, euclidean, corner-tiles, last-moves, corner-last-moves");
    refused(s, "frontier", "", "unknown frontier \"\": one of fifo, lifo, heap, bucket");
    refused(s, "duplicates", "graph\nPASS",
            "unknown duplicates \"graph\\x0aPASS\": one of none, parent, path, graph, graph-undo, "
            "closed");
    refused(s, "driver", "\x1b[2J", "unknown driver \"\\x1b[2J\": one of once, deepen-depth, "
            "deepen-f, bidirectional, random-walk, rbfs, smastar");
    /* a long text is cut at 40 bytes */
    refused(s, "driver", "0123456789012345678901234567890123456789012345678901234567890",
            "unknown driver \"0123456789012345678901234567890123456789...\": one of once, "
            "deepen-depth, deepen-f, bidirectional, random-walk, rbfs, smastar");
    /* 40 bytes each written as 4: cut where the sentence's room for them ends, also with "..." */
    {
        char del[41], want[400];
        memset(del, 0x7f, 40);
        del[40] = '\0';
        strcpy(want, "unknown frontier \"");
        for (o = 0; o < 38; o++) strcat(want, "\\x7f");
        strcat(want, "...\": one of fifo, lifo, heap, bucket");
        refused(s, "frontier", del, want);
    }
    refused(s, "frontier", "\"\\\xff", "unknown frontier \"\\x22\\x5c\\xff\": one of fifo, lifo, heap, "
            "bucket");
    refused(s, "seed", "12a", "bad value \"12a\" for seed: expected a whole number from 0 to "
            "18446744073709551615");
    refused(s, "reopen", "yes", "bad value \"yes\" for reopen: expected on or off");
    refused(s, "weights", "1", "bad value \"1\" for weights: expected WG,WH: two whole numbers "
            "from 0 to 4294967295");
    refused(s, "weights", "1,", "bad value \"1,\" for weights: expected WG,WH: two whole numbers "
            "from 0 to 4294967295");
    refused(s, "weights", "1,-2", "bad value \"1,-2\" for weights: expected WG,WH: two whole "
            "numbers from 0 to 4294967295");
    refused(s, "weights", "4294967296,1", "bad value \"4294967296,1\" for weights: expected "
            "WG,WH: two whole numbers from 0 to 4294967295");
    refused(s, "weights", "00000000001,1", "bad value \"00000000001,1\" for weights: expected "
            "WG,WH: two whole numbers from 0 to 4294967295");
    refused(s, "weights", "1,1,1", "bad value \"1,1,1\" for weights: expected WG,WH: two whole "
            "numbers from 0 to 4294967295");
    refused(s, "seed", "18446744073709551616", "bad value \"18446744073709551616\" for seed: "
            "expected a whole number from 0 to 18446744073709551615");
    refused(s, "seed", " 1", "bad value \" 1\" for seed: expected a whole number from 0 to "
            "18446744073709551615");
    refused(s, "node-budget", "0", "a node budget of 0 holds not even the root: give at least 1 "
            "(SMA* needs up to 3d + 5 for a solution of depth d)");
    refused(s, "node-budget", "x", "bad value \"x\" for node-budget: expected a whole number of "
            "nodes from 1");
    refused(s, "max-depth", "-1", "bad value \"-1\" for max-depth: expected a whole number, or "
            "none for no limit");
    refused(s, "max-time", "18446744073709551615", "bad value \"18446744073709551615\" for "
            "max-time: expected a whole number, or none for no limit");
    refused(s, "max-time", "NONE", "bad value \"NONE\" for max-time: expected a whole number, or "
            "none for no limit");
    p8_search_free(s);
}

/* During a run every option is P8_EBUSY, and the option lookups still answer. */
static int busy_event(int event, const uint8_t *state, unsigned g, unsigned h, void *ud) {
    p8_search *s = ud;
    char buf[16];
    (void)event, (void)state, (void)g, (void)h;
    ASSERT_EQ(p8_search_set_option(s, "seed", "1"), P8_EBUSY);
    ASSERT_EQ(p8_search_get_option(s, "seed", buf, sizeof buf), 1);
    ASSERT_EQ(p8_search_option_used(s, "weights"), 1);
    return 1;
}

static void test_busy(void) {
    p8_search *s = NULL;
    p8_result *r = NULL;
    p8_board *b = mk("123456078");
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_event_fn(s, busy_event, P8_EVENT_BIT(P8_EVENT_EXPAND), s), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ECANCELED);
    ASSERT_EQ_U64(p8_result_expanded(r), 1);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_option(s, "seed", "1"), P8_OK); /* ended: configurable again */
    p8_search_free(s);
    p8_board_free(b);
}

/* Whether each option shapes a run, with its sentence where it does not. */
static void used(p8_search *s, const char *alg, const char *option, int expect, const char *why) {
    ASSERT_EQ(p8_search_set_option(s, "algorithm", alg), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, option), expect);
    if (!expect) ASSERT_STR_EQ(p8_search_errmsg(s), why);
}

static void test_used(void) {
    p8_search *s = NULL;
    int a, o;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_option_used(NULL, "seed"), P8_EINVAL);
    ASSERT_EQ(p8_search_option_used(s, "colour"), P8_EINVAL);
    ASSERT_EQ(p8_search_option_used(s, NULL), P8_EINVAL);
    used(s, "bfs", "weights", 0, "the weights have no effect: a fifo frontier orders by generation "
         "only (a priority queue, heap or bucket, orders by them)");
    used(s, "dfs", "weights", 0, "the weights have no effect: a lifo frontier orders by generation "
         "only (a priority queue, heap or bucket, orders by them)");
    used(s, "random-walk", "weights", 0, "the weights have no effect: the random-walk driver takes "
         "no frontier");
    used(s, "random-walk", "frontier", 0, "the frontier has no effect: the random-walk driver "
         "takes no frontier");
    used(s, "rbfs", "frontier", 0, "the frontier has no effect: the rbfs driver takes no frontier");
    used(s, "bfs", "heuristic", 0, "the heuristic has no effect on the run: the run does not "
         "order or bound its nodes by h");
    /* a priority queue breaks ties of the key by h: UCS's h shapes its run though wh is 0 */
    used(s, "ucs", "heuristic", 1, NULL);
    used(s, "bibfs", "weights", 0, "the weights have no effect: the bidirectional driver does not "
         "order its nodes by them");
    ASSERT_EQ(p8_search_set_option(s, "frontier", "heap"), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, "weights"), 0); /* whatever its frontier */
    ASSERT_STR_EQ(p8_search_errmsg(s), "the weights have no effect: the bidirectional driver does "
                  "not order its nodes by them");
    used(s, "rbfs", "heuristic", 1, NULL);
    ASSERT_EQ(p8_search_set_option(s, "weights", "1,0"), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, "heuristic"), 0); /* RBFS's key bounds, and breaks no tie by h */
    ASSERT_STR_EQ(p8_search_errmsg(s), "the heuristic has no effect on the run: its weight wh is 0");
    used(s, "idastar", "heuristic", 1, NULL);
    ASSERT_EQ(p8_search_set_option(s, "weights", "1,0"), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, "heuristic"), 0); /* a LIFO pass bounded by g alone */
    ASSERT_EQ(p8_search_set_option(s, "frontier", "heap"), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, "heuristic"), 1); /* the heap's ties */
    used(s, "bfs", "heuristic", 0, "the heuristic has no effect on the run: the run does not "
         "order or bound its nodes by h");
    ASSERT_EQ(p8_search_set_option(s, "frontier", "bucket"), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, "heuristic"), 1);
    used(s, "astar", "node-budget", 0, "the node budget has no effect: only SMA* (the smastar "
         "driver) holds a node budget");
    used(s, "astar", "seed", 0, "the seed has no effect: only the random walk draws moves");
    used(s, "idastar", "reopen", 0, "reopening has no effect: it applies to the duplicate policies "
         "graph and graph-undo only, not parent");
    used(s, "astar", "weights", 1, NULL);
    used(s, "idastar", "weights", 1, NULL);
    used(s, "rbfs", "weights", 1, NULL);
    used(s, "greedy", "heuristic", 1, NULL);
    used(s, "smastar", "node-budget", 1, NULL);
    used(s, "random-walk", "seed", 1, NULL);
    used(s, "astar", "reopen", 1, NULL);
    ASSERT_EQ(p8_search_set_option(s, "frontier", "heap"), P8_OK);
    ASSERT_EQ(p8_search_set_option(s, "algorithm", "bfs"), P8_OK);
    ASSERT_EQ(p8_search_set_option(s, "frontier", "bucket"), P8_OK);
    ASSERT_EQ(p8_search_option_used(s, "weights"), 1); /* a keyed frontier under BFS's preset */
    /* the others shape every run */
    for (a = 0; a < p8_choice_count(P8_CHOICE_ALGORITHM); a++)
        for (o = 0; o < p8_option_count(); o++) {
            const char *n = p8_option_name(o);
            p8_search_set_algorithm(s, a);
            if (strcmp(n, "algorithm") == 0 || strcmp(n, "duplicates") == 0 ||
                strcmp(n, "driver") == 0 || strncmp(n, "max-", 4) == 0)
                ASSERT_EQ(p8_search_option_used(s, n), 1);
            else
                ASSERT_TRUE(p8_search_option_used(s, n) == 0 || p8_search_option_used(s, n) == 1);
        }
    p8_search_free(s);
}

int main(void) {
    RUN(test_lists);
    RUN(test_aliases);
    RUN(test_algorithm_info);
    RUN(test_algorithm_optimal);
    RUN(test_heuristic_info);
    RUN(test_option_table);
    RUN(test_set_get);
    RUN(test_refused);
    RUN(test_busy);
    RUN(test_used);
    return TEST_REPORT();
}
