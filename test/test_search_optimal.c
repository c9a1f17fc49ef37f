/* SPDX-License-Identifier: MIT */
/* test_search_optimal.c - search results against exact distances from an independent BFS.
 *
 * For states that reach a goal, every optimal configuration (BFS, UCS, A* with each admissible
 * built-in, in graph search, and A* Manhattan in tree search) must return a path of exactly the
 * optimal length, and every configuration (also greedy, DFS, weighted A*) a valid path: its
 * moves, applied with p8_board_apply to the start, pass through the result's states and end on
 * the goal.
 *
 * By default (make check) the fast configurations run on a spread sample of the 181,440 states
 * and on the test/data sets; with P8_FULL=1 (make check-full) A* Manhattan and A* linear
 * conflict run on ALL 181,440 states of goal 1 2 3 4 5 6 7 8 0, and the slow configurations on
 * every instance of the data sets.
 *
 * Environment (docs/quality.md): P8_TEST_QUICK=1 shrinks the samples about twentyfold (for runs
 * under valgrind); P8_SHARD=i/n runs only every n-th search starting at the i-th (0 <= i < n),
 * so n processes together do exactly the work of one (make check-full runs shards in parallel). */
#include "puzzle8.h"
#include "oracle.h"
#include "shard.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

typedef struct config {
    const char *name;
    int alg, heuristic, graph, optimal;
    unsigned wg, wh; /* 0,0: the preset's */
} config;

static const config configs[] = {
    { "astar-manhattan", P8_ALG_ASTAR, P8_H_MANHATTAN, 1, 1, 0, 0 },
    { "astar-linear-conflict", P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, 1, 1, 0, 0 },
    { "astar-manhattan-tree", P8_ALG_ASTAR, P8_H_MANHATTAN, 0, 1, 0, 0 },
    { "astar-misplaced", P8_ALG_ASTAR, P8_H_MISPLACED, 1, 1, 0, 0 },
    { "bfs", P8_ALG_BFS, P8_H_ZERO, 1, 1, 0, 0 },
    { "ucs", P8_ALG_UCS, P8_H_ZERO, 1, 1, 0, 0 },
    { "greedy", P8_ALG_GREEDY, P8_H_MANHATTAN, 1, 0, 0, 0 },
    { "dfs", P8_ALG_DFS, P8_H_ZERO, 1, 0, 0, 0 },
    { "weighted-astar-1-2", P8_ALG_ASTAR, P8_H_MANHATTAN, 1, 0, 1, 2 },
};
#define N_CONFIGS ((int)(sizeof configs / sizeof configs[0]))
#define FAST 3 /* configs[0..FAST-1] are cheap enough for wide sweeps */

static int full, quick;
static test_shard shard;

/* 1 if the next candidate search belongs to this process's shard. */
static int in_shard(void) { return test_shard_mine(&shard); }

static p8_search *make_search(const config *c) {
    p8_search *s = NULL;
    if (p8_search_new(&s) != P8_OK || p8_search_set_algorithm(s, c->alg) != P8_OK ||
        p8_search_set_heuristic(s, c->heuristic) != P8_OK ||
        p8_search_set_duplicates(s, (c->graph) ? P8_DUP_GRAPH : P8_DUP_PARENT) != P8_OK ||
        (c->wg + c->wh && p8_search_set_weights(s, c->wg, c->wh) != P8_OK)) {
        fprintf(stderr, "cannot configure %s\n", c->name);
        exit(2);
    }
    return s;
}

/* 0 if r is a valid solution from start to goal, else 1 (and a message). */
static int path_invalid(const p8_result *r, const uint8_t start[9], const uint8_t goal[9]) {
    size_t n = p8_result_length(r), i;
    uint8_t *moves = malloc(n + 1), t[9], u[9];
    p8_board *b = NULL;
    int bad = 0;
    if (!moves || p8_board_new(start, &b) != P8_OK) exit(2);
    if (p8_result_moves(r, moves, n) != n) bad = 1;
    for (i = 0; !bad && i <= n; i++) {
        p8_board_tiles(b, t);
        if (p8_result_state_at(r, i, u) != P8_OK || memcmp(t, u, 9) != 0) bad = 2;
        else if (i < n && p8_board_apply(b, moves[i]) != P8_OK) bad = 3;
    }
    if (!bad && memcmp(t, goal, 9) != 0) bad = 4;
    if (bad) fprintf(stderr, "  invalid path (reason %d), length %zu\n", bad, n);
    p8_board_free(b);
    free(moves);
    return bad != 0;
}

typedef struct tally {
    long runs, unsolved, wrong_length, invalid;
} tally;

static void solve_one(p8_search *s, const config *c, const uint8_t start[9], const p8_board *goal,
                      const uint8_t goal_tiles[9], int optimal_moves, tally *t) {
    p8_board *b = NULL;
    p8_result *r = NULL;
    int rc;
    if (p8_board_new(start, &b) != P8_OK) exit(2);
    rc = p8_search_run(s, b, goal, &r);
    t->runs++;
    if (rc != P8_OK || p8_result_solved(r) != 1) {
        t->unsolved++;
        fprintf(stderr, "  %s: status %s on a solvable start\n", c->name, p8_status_name(rc));
    } else {
        if (c->optimal && p8_result_length(r) != (size_t)optimal_moves) {
            t->wrong_length++;
            if (t->wrong_length < 5)
                fprintf(stderr, "  %s: length %zu, optimal %d\n", c->name, p8_result_length(r),
                        optimal_moves);
        }
        t->invalid += path_invalid(r, start, goal_tiles);
    }
    p8_result_free(r);
    p8_board_free(b);
}

static void check_tally(const config *c, const char *where, const tally *t) {
    printf("  %-24s %-28s %6ld runs\n", c->name, where, t->runs);
    ASSERT_TRUE(t->runs > 0 || shard.n > 1);
    ASSERT_EQ(t->unsolved, 0);
    ASSERT_EQ(t->wrong_length, 0);
    ASSERT_EQ(t->invalid, 0);
}

/* Sweep the reachable states of goal 1 2 3 4 5 6 7 8 0, every `stride`-th one by rank. */
static void sweep_states(const config *c, long stride) {
    uint8_t *dist = malloc(ORACLE_N), g[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, t[9];
    p8_search *s = make_search(c);
    tally ty = { 0, 0, 0, 0 };
    long k = 0;
    uint32_t r;
    char where[64];
    if (!dist) exit(2);
    oracle_distances(g, dist);
    for (r = 0; r < ORACLE_N; r++) {
        if (dist[r] == ORACLE_UNREACHED || k++ % stride || !in_shard()) continue;
        oracle_unindex(r, t);
        solve_one(s, c, t, NULL, g, dist[r], &ty);
    }
    snprintf(where, sizeof where, "goal 123456780, 1 in %ld", stride);
    check_tally(c, where, &ty);
    p8_search_free(s);
    free(dist);
}

/* The instances of one data file (at most `max` of them). */
static void sweep_file(const config *c, const char *goal_name, int max) {
    static uint8_t tiles[1000][9];
    static int moves[1000];
    uint8_t g[9];
    p8_board *goal = NULL;
    p8_search *s = make_search(c);
    tally ty = { 0, 0, 0, 0 };
    int n = oracle_read_instances(goal_name, tiles, moves, max < 1000 ? max : 1000), i;
    char where[64];
    ASSERT_TRUE(n > 0);
    for (i = 0; i < 9; i++) g[i] = (uint8_t)(goal_name[i] - '0');
    if (p8_board_new(g, &goal) != P8_OK) exit(2);
    for (i = 0; i < n; i++)
        if (in_shard()) solve_one(s, c, tiles[i], goal, g, moves[i], &ty);
    snprintf(where, sizeof where, "sample_goal_%s.txt", goal_name);
    check_tally(c, where, &ty);
    p8_board_free(goal);
    p8_search_free(s);
}

static void test_state_sweeps(void) {
    int i;
    for (i = 0; i < N_CONFIGS; i++) {
        /* full: every state for the fast configurations; otherwise spread samples. */
        long stride = i < FAST ? (full ? 1 : 193) : (full ? 499 : 3989);
        if (quick && !full) stride *= i < FAST ? 20 : 40;
        sweep_states(&configs[i], stride);
    }
}

static void test_data_files(void) {
    static const char *const goals[] = { "123456780", "012345678", "123804765" };
    int i, j;
    for (i = 0; i < N_CONFIGS; i++)
        for (j = 0; j < 3; j++)
            sweep_file(&configs[i], goals[j],
                       full ? 1000 : i < FAST ? (quick ? 20 : 1000) : (quick ? 1 : 12));
}

int main(void) {
    full = test_level() == 2;
    quick = test_level() == 0;
    if (test_shard_init(&shard) != 0) return 2;
    printf("test_search_optimal: %s sweep%s, shard %ld/%ld\n",
           full ? "full" : "sampled (P8_FULL=1 for all states)", quick && !full ? " (quick)" : "",
           shard.i, shard.n);
    RUN(test_state_sweeps);
    RUN(test_data_files);
    return TEST_REPORT();
}
