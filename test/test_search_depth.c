/* SPDX-License-Identifier: MIT */
/* test_search_depth.c - duplicate policies, limits that mean what they say, and depth-limited
 * search (issue 10 items 1-3).
 *
 *  - the policies NONE, PARENT and PATH: under a depth limit that keeps the goal out of reach,
 *    expanded, generated and duplicates equal the counts of an independent enumeration of the
 *    walks (every walk; walks without an immediate undo; walks without a repeated state);
 *  - limits: P8_LIMIT_NONE is the default and the value of p8_limit_none(); 0 is a real limit
 *    for each of the four;
 *  - depth-limited DFS is correct: for every state at distance d from the goal and each limit L
 *    tested, DFS with the path policy, and with the graph policy and reopening, finds a path of
 *    at most L moves when d <= L and ends P8_ELIMIT (never P8_ENOTFOUND) when d > L. All 181,440
 *    states for the limits 0, 2 and 5 (P8_FULL=1: also 7, 9 and 11, ~35 s of CPU; make
 *    check-full runs it in CHECK_FULL_SHARDS processes, P8_SHARD=i/n: every n-th state from the
 *    i-th, shard 0 also running the other tests), distances from test/oracle.h;
 *  - the issue's case: 7 2 4 5 0 6 8 3 1 (26 moves from 0 1 2 3 4 5 6 7 8) with limits 26..35. */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "shard.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

/* ---- an independent enumeration of walks -------------------------------------------------- */

typedef struct walks {
    uint64_t expanded, generated, duplicates;
} walks;

static const int step_r[4] = { -1, 1, 0, 0 }, step_c[4] = { 0, 0, -1, 1 };

/* Count the search tree of depth limit `left` below state t (blank at b) under `policy`;
 * path[0..depth] are the states from the root (packed as 9 digits). */
static void enumerate(uint8_t t[9], int b, int came, int left, int policy, uint64_t *path,
                      int depth, walks *w) {
    int m;
    if (left == 0) return;
    w->expanded++;
    for (m = 0; m < 4; m++) {
        int r = b / 3 + step_r[m], c = b % 3 + step_c[m], to, k, dup = 0;
        uint64_t key = 0;
        if (r < 0 || r > 2 || c < 0 || c > 2) continue;
        if (policy != P8_DUP_NONE && came >= 0 && m == (came ^ 1)) continue;
        to = r * 3 + c;
        t[b] = t[to];
        t[to] = 0;
        for (k = 0; k < 9; k++) key = key * 10 + t[k];
        w->generated++;
        if (policy == P8_DUP_PATH)
            for (k = 0; k <= depth; k++) dup |= path[k] == key;
        if (dup) {
            w->duplicates++;
        } else {
            path[depth + 1] = key;
            enumerate(t, to, m, left - 1, policy, path, depth + 1, w);
        }
        t[to] = t[b];
        t[b] = 0;
    }
}

static void test_policies_count_walks(void) {
    static const char *const starts[] = { "1 2 3 4 0 5 7 8 6", "0 1 2 3 4 5 6 7 8" };
    static const int policies[] = { P8_DUP_NONE, P8_DUP_PARENT, P8_DUP_PATH };
    p8_search *s = NULL;
    int k, p, f, L;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (k = 0; k < 2; k++) {
        p8_board *b = mk(starts[k]);
        uint8_t t[9];
        p8_board_tiles(b, t);
        for (p = 0; p < 3; p++)
            for (f = 0; f < 3; f++)
                for (L = 1; L <= 12; L += 11) {
                    uint64_t path[16];
                    walks w = { 0, 0, 0 };
                    p8_result *r = NULL;
                    int i, bl = 0;
                    uint8_t u[9];
                    memcpy(u, t, 9);
                    for (i = 0; i < 9; i++)
                        if (!u[i]) bl = i;
                    path[0] = 0;
                    for (i = 0; i < 9; i++) path[0] = path[0] * 10 + u[i];
                    enumerate(u, bl, -1, L, policies[p], path, 0, &w);
                    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
                    ASSERT_EQ(p8_search_set_frontier(s, f), P8_OK);
                    ASSERT_EQ(p8_search_set_duplicates(s, policies[p]), P8_OK);
                    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, (uint64_t)L), P8_OK);
                    /* the goal is 20+ moves away from both starts: the whole tree is searched */
                    ASSERT_EQ(p8_search_run(s, b, NULL, &r), k == 0 && L == 12 ? P8_OK : P8_ELIMIT);
                    if (k == 1 || L == 1) {
                        ASSERT_EQ_U64(p8_result_expanded(r), w.expanded);
                        ASSERT_EQ_U64(p8_result_generated(r), w.generated);
                        ASSERT_EQ_U64(p8_result_duplicates(r), w.duplicates);
                    }
                    p8_result_free(r);
                }
        p8_board_free(b);
    }
    /* the textbook's BFS without repeated-state detection generates the undo move: from a
     * corner blank, depth 2 makes 2 + 2*3 = 8 nodes (PARENT: 2 + 2*2 = 6) */
    {
        p8_board *b = mk("0 1 2 3 4 5 6 7 8");
        p8_result *r = NULL;
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_NONE), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 2), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        ASSERT_EQ_U64(p8_result_generated(r), 8);
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        ASSERT_EQ_U64(p8_result_generated(r), 6);
        p8_result_free(r);
        p8_board_free(b);
    }
    p8_search_free(s);
}

/* ---- the setter and the names ------------------------------------------------------------- */

static void test_duplicates_setting(void) {
    p8_search *s = NULL;
    p8_board *b = mk("1 2 3 4 5 6 0 7 8");
    p8_result *r = NULL;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_STR_EQ(p8_duplicates_name(P8_DUP_NONE), "none");
    ASSERT_STR_EQ(p8_duplicates_name(P8_DUP_PARENT), "parent");
    ASSERT_STR_EQ(p8_duplicates_name(P8_DUP_PATH), "path");
    ASSERT_STR_EQ(p8_duplicates_name(P8_DUP_GRAPH), "graph");
    ASSERT_NULL(p8_duplicates_name(P8_DUP_CLOSED + 1));
    ASSERT_NULL(p8_duplicates_name(-1));
    ASSERT_EQ(p8_search_set_duplicates(NULL, P8_DUP_PATH), P8_EINVAL);
    ASSERT_EQ(p8_search_set_duplicates(s, 6), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "duplicate policy 6 is out of range (0..5)") != NULL);
    ASSERT_EQ(p8_search_set_duplicates(s, -1), P8_EINVAL);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PATH), P8_EBUSY);
    ASSERT_EQ(p8_search_step(s, 0), P8_OK);
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    p8_result_free(r);
    /* the same policy set again: the next run is the same (a run keeps nothing that changes it) */
    {
        snap x, y;
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_ASTAR), P8_OK);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
        snap_run(s, b, NULL, &x);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
        snap_run(s, b, NULL, &y);
        ASSERT_TRUE(snap_same(&x, &y));
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_GRAPH), P8_OK);
        snap_run(s, b, NULL, &x);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_GRAPH), P8_OK);
        snap_run(s, b, NULL, &y);
        ASSERT_TRUE(snap_same(&x, &y));
    }
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- limits: none is explicit and the default, 0 is a limit ------------------------------- */

static void test_limits_zero(void) {
    p8_board *far = mk("8 6 7 2 5 4 3 0 1"), *goal = mk("1 2 3 4 5 6 7 8 0");
    p8_search *s = NULL, *fresh = NULL;
    p8_result *r = NULL;
    snap x, y;
    int w;
    ASSERT_EQ_U64(p8_limit_none(), UINT64_MAX);
    ASSERT_EQ_U64(P8_LIMIT_NONE, UINT64_MAX);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_new(&fresh), P8_OK);
    for (w = 0; w < 4; w++) {
        ASSERT_EQ(p8_search_set_limit(s, w, 0), P8_OK);
        /* start == goal: the start's goal test comes before every limit but memory's */
        ASSERT_EQ(p8_search_run(s, goal, NULL, &r), w == P8_LIMIT_MEMORY_BYTES ? P8_ELIMIT : P8_OK);
        ASSERT_EQ_U64(p8_result_expanded(r), 0);
        p8_result_free(r);
        ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_ELIMIT);
        ASSERT_EQ_U64(p8_result_expanded(r), 0);
        ASSERT_EQ_U64(p8_result_generated(r), 0);
        if (w == P8_LIMIT_MEMORY_BYTES) ASSERT_EQ_U64(p8_result_peak_bytes(r), 0);
        p8_result_free(r);
        ASSERT_TRUE(strstr(p8_search_errmsg(s), w == P8_LIMIT_DEPTH ? "depth limit of 0"
                                                : w == P8_LIMIT_EXPANSIONS ? "expansion limit of 0"
                                                : w == P8_LIMIT_TIME_MS ? "time limit of 0"
                                                                         : "memory limit of 0") != NULL);
        ASSERT_EQ(p8_search_set_limit(s, w, P8_LIMIT_NONE), P8_OK);
    }
    /* depth 0 says no solution of 0 moves exists */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 0), P8_OK);
    ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_ELIMIT);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "no solution of at most 0 moves exists") != NULL);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE), P8_OK);
    /* every limit back to P8_LIMIT_NONE: the same run as a fresh search (the default) */
    snap_run(s, far, NULL, &x);
    snap_run(fresh, far, NULL, &y);
    ASSERT_EQ(x.rc, P8_OK);
    ASSERT_TRUE(snap_same(&x, &y));
    /* expansions 1: exactly one */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 1), P8_OK);
    ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_ELIMIT);
    ASSERT_EQ_U64(p8_result_expanded(r), 1);
    p8_result_free(r);
    p8_search_free(s);
    p8_search_free(fresh);
    p8_board_free(far);
    p8_board_free(goal);
}

/* ---- depth-limited DFS over every state --------------------------------------------------- */

static int full;
static test_shard shard;

/* 1 if the next state of the sweeps belongs to this process's shard (P8_SHARD=i/n). */
static int in_shard(void) { return test_shard_mine(&shard); }

/* One DLS configuration over all states (under P8_TEST_QUICK, as in valgrind and asan, every
 * 13th; with P8_SHARD=i/n, this shard's part of them): count the failures (reported once
 * each). */
static void dls_all_states(int policy, int reopen, int L, const uint8_t *dist) {
    p8_search *s = NULL;
    uint32_t i, stride = test_level() == 0 ? 13 : 1;
    long bad = 0, solved = 0, limited = 0, states = 0, checked = 0;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_DFS), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, policy), P8_OK);
    ASSERT_EQ(p8_search_set_reopen(s, reopen), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, (uint64_t)L), P8_OK);
    for (i = 0; i < ORACLE_N; i += stride) {
        uint8_t t[9];
        p8_board *b = NULL;
        p8_result *r = NULL;
        int rc, ok;
        if (dist[i] == ORACLE_UNREACHED) continue;
        states++;
        if (!in_shard()) continue;
        checked++;
        oracle_unindex(i, t);
        if (p8_board_new(t, &b) != P8_OK) exit(2);
        rc = p8_search_run(s, b, NULL, &r);
        if (dist[i] <= L) {
            ok = rc == P8_OK && p8_result_length(r) <= (size_t)L && path_ok(r, b, NULL);
            solved += ok;
        } else {
            ok = rc == P8_ELIMIT && p8_result_solved(r) == 0 &&
                 strstr(p8_search_errmsg(s), "no solution of at most") != NULL;
            limited += ok;
        }
        if (!ok && bad++ < 3)
            fprintf(stderr, "  DLS policy %d reopen %d limit %d: state %u (distance %d): rc %d\n",
                    policy, reopen, L, i, dist[i], rc);
        p8_result_free(r);
        p8_board_free(b);
    }
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(solved + limited, checked);
    ASSERT_TRUE(checked >= states / shard.n);
    if (stride == 1) ASSERT_EQ(states, P8_NUM_REACHABLE);
    p8_search_free(s);
}

static void test_dls_every_state(void) {
    static const int limits[] = { 0, 2, 5, 7, 9, 11 };
    uint8_t *dist = malloc(ORACLE_N);
    const uint8_t goal[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
    int k, n = full ? 6 : 3;
    if (!dist) exit(2);
    ASSERT_EQ(oracle_distances(goal, dist), P8_NUM_REACHABLE);
    for (k = 0; k < n; k++) {
        dls_all_states(P8_DUP_PATH, 0, limits[k], dist);
        dls_all_states(P8_DUP_GRAPH, 1, limits[k], dist);
    }
    free(dist);
}

/* The issue's report: the DFS preset with depth limits 27..35 on a 26-move instance ended
 * "depth limit cut the search off". With the path policy or reopening it finds a path within
 * the limit; below the optimum it says none exists. The preset (no reopening) may still miss
 * one, and then says so. */
static void test_issue_case(void) {
    p8_board *b = mk("7 2 4 5 0 6 8 3 1"), *g = mk("0 1 2 3 4 5 6 7 8");
    p8_search *s = NULL;
    int L;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (L = 25; L <= 35; L++) {
        p8_result *r = NULL;
        int rc;
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_DFS), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, (uint64_t)L), P8_OK);
        ASSERT_EQ(p8_search_set_reopen(s, 1), P8_OK);
        rc = p8_search_run(s, b, g, &r);
        ASSERT_EQ(rc, L < 26 ? P8_ELIMIT : P8_OK);
        if (rc == P8_OK) ASSERT_TRUE(p8_result_length(r) <= (size_t)L && path_ok(r, b, g));
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_reopen(s, 0), P8_OK);
        rc = p8_search_run(s, b, g, &r);
        if (rc == P8_OK) ASSERT_TRUE(p8_result_length(r) <= (size_t)L && path_ok(r, b, g));
        else ASSERT_TRUE(rc == P8_ELIMIT && strstr(p8_search_errmsg(s), "can miss") != NULL);
        p8_result_free(r);
    }
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(g);
}

int main(void) {
    full = test_level() == 2;
    if (test_shard_init(&shard) != 0) return 2;
    printf("test_search_depth: limits %s over every state, shard %ld/%ld\n",
           full ? "0 2 5 7 9 11" : "0 2 5 (P8_FULL=1: also 7 9 11)", shard.i, shard.n);
    if (shard.i == 0) { /* the rest is cheap: shard 0 runs it, so n shards do one run's work */
        RUN(test_policies_count_walks);
        RUN(test_duplicates_setting);
        RUN(test_limits_zero);
        RUN(test_issue_case);
    }
    RUN(test_dls_every_state);
    return TEST_REPORT();
}
