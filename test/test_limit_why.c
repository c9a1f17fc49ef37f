/* SPDX-License-Identifier: MIT */
/*
 * test_limit_why.c - p8_search_limit_why, the paragraph about a run its memory or time limit
 * ended: its refusals (no such run, bad arguments, a message changed since), snprintf-style
 * output, and for each kind of search the facts it states against the search's own statistics
 * and p8_effective_branching, and the advice it gives. The runs are small: limits of at most
 * 1 MiB and a few milliseconds.
 * Uses only the public API.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#define HARDEST "8 6 7 2 5 4 3 0 1" /* 31 moves from the default goal */
#define EASY "1 2 3 4 5 6 7 0 8"

static int contains(const char *hay, const char *needle) {
    return hay && strstr(hay, needle) != NULL;
}

#define ASSERT_HAS(hay, needle)                                                              \
    do {                                                                                     \
        if (contains(hay, needle)) test_passed_++;                                           \
        else TEST_FAIL_("\"%s\" not in \"%s\"", needle, hay);                                \
    } while (0)
#define ASSERT_HAS_NOT(hay, needle)                                                          \
    do {                                                                                     \
        if (!contains(hay, needle)) test_passed_++;                                          \
        else TEST_FAIL_("\"%s\" in \"%s\"", needle, hay);                                    \
    } while (0)

/* n with a comma every three digits, as the paragraph writes counts. */
static const char *commas(uint64_t n, char *out) {
    char d[24];
    int len = snprintf(d, sizeof d, "%llu", (unsigned long long)n), i, j = 0;
    for (i = 0; i < len; i++) {
        if (i && (len - i) % 3 == 0) out[j++] = ',';
        out[j++] = d[i];
    }
    out[j] = '\0';
    return out;
}

/* Run s from `start` to the default goal in steps of `chunk` expansions, reading the depth of
 * the frontier's first entry between steps as a front end does; returns the final status and
 * the depth last seen. */
static int run(p8_search *s, const char *start, uint64_t chunk, unsigned *depth) {
    p8_board *b = mk(start);
    uint64_t e[P8_ENTRY_FIELDS];
    int rc;
    *depth = 0;
    rc = p8_search_start(s, b, NULL);
    if (rc == P8_OK)
        while ((rc = p8_search_step(s, chunk)) == P8_AGAIN)
            if (p8_search_frontier(s, e, 1, P8_ENTRY_FIELDS, NULL) == 1) *depth = (unsigned)e[P8_ENTRY_G];
    p8_board_free(b);
    return rc;
}

static p8_search *searched(int alg, int dup, int which, uint64_t limit, const char *start,
                           unsigned *depth) {
    p8_search *s = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, alg), P8_OK);
    if (dup >= 0) ASSERT_EQ(p8_search_set_duplicates(s, dup), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, which, limit), P8_OK);
    ASSERT_EQ(run(s, start, 2000, depth), P8_ELIMIT);
    return s;
}

static void test_refusals(void) {
    p8_search *s = NULL;
    p8_board *b = mk(EASY);
    p8_result *r = NULL;
    char buf[64] = "x";
    unsigned depth;
    ASSERT_EQ(p8_search_limit_why(NULL, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_limit_why(s, 0, 0, NULL, 0), P8_EINVAL); /* never run */
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);            /* solved */
    p8_result_free(r);
    ASSERT_EQ(p8_search_limit_why(s, 0, 0, buf, sizeof buf), P8_EINVAL);
    /* the expansion and depth limits are not the memory or time limit */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 0), P8_OK);
    ASSERT_EQ(run(s, HARDEST, 10, &depth), P8_ELIMIT);
    ASSERT_EQ(p8_search_limit_why(s, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 3), P8_OK);
    ASSERT_EQ(run(s, HARDEST, 10, &depth), P8_ELIMIT);
    ASSERT_EQ(p8_search_limit_why(s, 0, 0, buf, sizeof buf), P8_EINVAL);
    /* a memory limit: explained; then bad arguments, and a message a failed setter replaced */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 4096), P8_OK);
    ASSERT_EQ(run(s, HARDEST, 10, &depth), P8_ELIMIT);
    ASSERT_TRUE(p8_search_limit_why(s, depth, 31, NULL, 0) > 0);
    ASSERT_EQ(p8_search_limit_why(s, depth, 32, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_search_limit_why(s, depth, 0, NULL, 5), P8_EINVAL);
    ASSERT_EQ(p8_search_set_heuristic(s, 99), P8_EINVAL);
    ASSERT_EQ(p8_search_limit_why(s, depth, 0, buf, sizeof buf), P8_EINVAL);
    /* the same limit value, but the limit was changed after the run: its sentence is not the
     * limit's any more */
    ASSERT_EQ(run(s, HARDEST, 10, &depth), P8_ELIMIT);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 8192), P8_OK);
    ASSERT_EQ(p8_search_limit_why(s, depth, 0, buf, sizeof buf), P8_EINVAL);
    p8_search_free(s);
    p8_board_free(b);
}

/* snprintf-style: the length whatever cap is; at most cap - 1 bytes and a NUL. */
static void test_buffer(void) {
    unsigned depth;
    p8_search *s = searched(P8_ALG_BFS, P8_DUP_NONE, P8_LIMIT_MEMORY_BYTES, 65536, HARDEST, &depth);
    char whole[2048], part[16];
    int n = p8_search_limit_why(s, depth, 31, NULL, 0);
    ASSERT_TRUE(n > 200 && n < (int)sizeof whole);
    ASSERT_EQ(p8_search_limit_why(s, depth, 31, whole, sizeof whole), n);
    ASSERT_EQ((int)strlen(whole), n);
    memset(part, 'x', sizeof part);
    ASSERT_EQ(p8_search_limit_why(s, depth, 31, part, sizeof part), n);
    ASSERT_EQ((int)strlen(part), (int)sizeof part - 1);
    ASSERT_TRUE(strncmp(part, whole, sizeof part - 1) == 0);
    part[0] = 'x';
    ASSERT_EQ(p8_search_limit_why(s, depth, 31, part, 1), n);
    ASSERT_EQ(part[0], '\0');
    /* the same facts, the same paragraph */
    ASSERT_EQ(p8_search_limit_why(s, depth, 31, part, 1), n);
    p8_search_free(s);
}

/* Breadth-first tree search at 1 MiB: the lab's lesson, each fact checked against the run. */
static void test_bfs_tree_memory(void) {
    unsigned depth;
    p8_search *s = searched(P8_ALG_BFS, P8_DUP_NONE, P8_LIMIT_MEMORY_BYTES, 1u << 20, HARDEST, &depth);
    char buf[2048], want[256], a[32], b[32];
    uint64_t generated = p8_search_stat(s, P8_STAT_GENERATED);
    double bstar;
    ASSERT_TRUE(depth >= 5);
    ASSERT_TRUE(p8_search_limit_why(s, depth, 31, buf, sizeof buf) > 0);
    snprintf(want, sizeof want, "Breadth-first tree search (duplicates none) stopped at its memory "
             "limit of 1 MiB after %s expansions in ", commas(p8_search_stat(s, P8_STAT_EXPANDED), a));
    ASSERT_TRUE(strncmp(buf, want, strlen(want)) == 0);
    snprintf(want, sizeof want, ": it had made %s nodes, and its frontier had grown to %s of them (about ",
             commas(generated, a), commas(p8_search_stat(s, P8_STAT_MAX_FRONTIER), b));
    ASSERT_HAS(buf, want);
    if (generated > P8_NUM_REACHABLE) {
        snprintf(want, sizeof want, "so at least %s of its nodes repeated a board",
                 commas(generated - P8_NUM_REACHABLE, a));
        ASSERT_HAS(buf, want);
    }
    bstar = p8_effective_branching((double)generated, depth + 1);
    ASSERT_TRUE(bstar > 2 && bstar < 3.5);
    snprintf(want, sizeof want, "Its nodes reached depth %u: an effective branching factor b* of %.2f,",
             depth + 1, bstar);
    ASSERT_HAS(buf, want);
    ASSERT_HAS(buf, "At that rate a solution 31 moves deep takes about ");
    ASSERT_HAS(buf, " times what fit in the memory limit.");
    ASSERT_HAS(buf, "Try graph search (duplicates graph)");
    ASSERT_HAS(buf, "iterative deepening");
    /* without the depth: no b*; without the solution's depth: ten levels more */
    ASSERT_TRUE(p8_search_limit_why(s, 0, 31, buf, sizeof buf) > 0);
    ASSERT_HAS_NOT(buf, "b*");
    ASSERT_HAS_NOT(buf, "At that rate");
    ASSERT_TRUE(p8_search_limit_why(s, depth, 0, buf, sizeof buf) > 0);
    ASSERT_HAS(buf, "At that rate ten levels more take about ");
    ASSERT_HAS_NOT(buf, "moves deep");
    /* a solution no deeper than the nodes went: nothing predicted */
    ASSERT_TRUE(p8_search_limit_why(s, depth, depth + 1, buf, sizeof buf) > 0);
    ASSERT_HAS_NOT(buf, "At that rate");
    p8_search_free(s);
}

/* The time limit: the time at the run's speed; 0 ms stops before the first expansion. */
static void test_time(void) {
    unsigned depth;
    char buf[2048];
    p8_search *s = searched(P8_ALG_BFS, P8_DUP_NONE, P8_LIMIT_TIME_MS, 0, HARDEST, &depth);
    ASSERT_TRUE(p8_search_limit_why(s, depth, 31, buf, sizeof buf) > 0);
    ASSERT_HAS(buf, "stopped at its time limit of 0 ms after 0 expansions in ");
    ASSERT_HAS(buf, "it had made 0 nodes.");
    p8_search_free(s);
    s = searched(P8_ALG_BFS, P8_DUP_NONE, P8_LIMIT_TIME_MS, 3, HARDEST, &depth);
    ASSERT_TRUE(p8_search_limit_why(s, depth, 31, buf, sizeof buf) > 0);
    ASSERT_HAS(buf, "Breadth-first tree search (duplicates none) stopped at its time limit of 3 ms after ");
    if (depth > 0) ASSERT_HAS(buf, " at its speed.");
    p8_search_free(s);
    /* (under the policy none: with parent's, IDDFS now solves this board in under a second of a
     * fast machine's time, and the run would end solved rather than at its limit) */
    s = searched(P8_ALG_IDDFS, P8_DUP_NONE, P8_LIMIT_TIME_MS, 1000, HARDEST, &depth);
    ASSERT_TRUE(p8_search_limit_why(s, 0, 0, buf, sizeof buf) > 0);
    ASSERT_HAS(buf, "time limit of 1 s after ");
    ASSERT_HAS(buf, "At that rate ten levels more take about ");
    p8_search_free(s);
}

/* Each kind of search is named and advised as it is. */
static void test_kinds(void) {
    static const struct {
        int alg, dup, which;
        uint64_t limit;
        const char *name, *advice;
    } k[] = {
        {P8_ALG_DFS, P8_DUP_NONE, P8_LIMIT_TIME_MS, 2, "Depth-first tree search (duplicates none) stopped",
         "set a max depth (no board needs more than 31 moves)"},
        {P8_ALG_UCS, P8_DUP_PARENT, P8_LIMIT_MEMORY_BYTES, 65536,
         "Uniform-cost tree search (duplicates parent) stopped", "a heuristic (A* with the Manhattan distance)"},
        {P8_ALG_ASTAR, P8_DUP_NONE, P8_LIMIT_MEMORY_BYTES, 0,
         "A* tree search (duplicates none, heuristic manhattan) stopped at its memory limit of 0 bytes",
         "IDA*, which keeps only the path it is on"},
        {P8_ALG_GREEDY, P8_DUP_PATH, P8_LIMIT_MEMORY_BYTES, 0,
         "Greedy best-first tree search (duplicates path, heuristic manhattan)", "Try graph search"},
        {P8_ALG_BFS, P8_DUP_GRAPH, P8_LIMIT_MEMORY_BYTES, 65536,
         "Breadth-first graph search (duplicates graph) stopped", "raise the memory budget"},
        {P8_ALG_IDDFS, -1, P8_LIMIT_TIME_MS, 2, "Iterative deepening (duplicates parent) stopped",
         "IDA* with the Manhattan distance"},
        {P8_ALG_IDASTAR, -1, P8_LIMIT_TIME_MS, 0, "IDA* (duplicates parent, heuristic manhattan)",
         "a pattern database"},
        {P8_ALG_BIBFS, -1, P8_LIMIT_MEMORY_BYTES, 4096, "Bidirectional breadth-first search stopped",
         "raise the memory budget"},
        {P8_ALG_RANDOM_WALK, -1, P8_LIMIT_TIME_MS, 0, "The random walk stopped at its "
         "time limit of 0 ms after 0 moves.", "A random walk remembers nothing"},
        {P8_ALG_RBFS, -1, P8_LIMIT_TIME_MS, 0, "Recursive best-first search (RBFS) (duplicates parent, "
         "heuristic manhattan)", "searches them again later"},
        {P8_ALG_SMASTAR, -1, P8_LIMIT_MEMORY_BYTES, 0, "SMA* (duplicates parent, heuristic manhattan)",
         "lower its node budget"},
    };
    size_t i;
    char buf[2048];
    for (i = 0; i < sizeof k / sizeof k[0]; i++) {
        unsigned depth;
        p8_search *s = searched(k[i].alg, k[i].dup, k[i].which, k[i].limit, HARDEST, &depth);
        ASSERT_TRUE(p8_search_limit_why(s, depth, 31, buf, sizeof buf) > 0);
        ASSERT_HAS(buf, k[i].name);
        ASSERT_HAS(buf, k[i].advice);
        if (k[i].dup == P8_DUP_GRAPH) ASSERT_HAS(buf, "different boards, of the 181,440");
        if (k[i].alg == P8_ALG_DFS && depth > 0) ASSERT_HAS(buf, "Its path had gone down to depth ");
        if (k[i].alg == P8_ALG_IDDFS) {
            char want[64];
            snprintf(want, sizeof want, "Its nodes reached depth %llu:",
                     (unsigned long long)p8_search_stat(s, P8_STAT_BOUND));
            if (p8_search_stat(s, P8_STAT_BOUND) > 1) ASSERT_HAS(buf, want);
            ASSERT_HAS(buf, "its frontier never held more than");
        }
        ASSERT_HAS_NOT(buf, "%");
        p8_search_free(s);
    }
}

int main(void) {
    RUN(test_refusals);
    RUN(test_buffer);
    RUN(test_bfs_tree_memory);
    RUN(test_time);
    RUN(test_kinds);
    return TEST_REPORT();
}
