/* SPDX-License-Identifier: MIT */
/* test_search_drivers.c - the drivers of issue 10: iterative deepening on depth (IDDFS) and on
 * f (IDA*), bidirectional BFS and the random walk; O(b*d) memory of depth-first tree search.
 *
 *  - optimal lengths against test/oracle.h's independent BFS: IDA* (Manhattan, linear conflict)
 *    on every instance of test/data and a spread of states (every 149th of
 *    1 2 3 4 5 6 7 8 0's component; P8_FULL=1: all 181,440); bidirectional BFS likewise (every
 *    61st; P8_FULL=1: all); IDDFS on every state within 12 moves and the data instances within
 *    18 (P8_FULL=1: within 16 and 22). `make check-full` runs P8_FULL=1 in CHECK_FULL_SHARDS
 *    processes (P8_SHARD=i/n: every n-th run of the sweeps from the i-th; shard 0 also runs the
 *    other tests), about 85 s of CPU in all, bidirectional BFS half of it, IDDFS 12 s.
 *    IDDFS over all 181,440 states is out of reach: its cost grows about 1.8x a move (measured
 *    68 ms at 24 moves, 0.8 ms at 16), so all states would take about 4 hours of CPU (the 85,576
 *    states 23 to 31 moves away nearly all of it, those 17 to 22 moves away ~15 minutes); within
 *    17 moves would add ~7 s, within 18 ~27 s. What covers IDDFS's optimality instead: every
 *    state within 16 moves (11,764) and the 623 data instances within 22 moves here; and the
 *    argument's two steps, each tested: IDDFS is depth-limited DFS repeated with the limits 0,
 *    1, 2, ... until a pass finds the goal (test_passes_add_up: its counts are exactly the sum
 *    of those DFS runs), so it is optimal when a pass with limit L finds a path whenever one of
 *    at most L moves exists; test_search_depth checks that depth-limited search with IDDFS's
 *    policy (PARENT, LIFO among the frontiers) expands exactly every walk without an immediate
 *    undo (its counts equal an independent enumeration, limits 1 and 12), and that
 *    depth-limited DFS (path policy; graph policy with reopening) finds a path within the
 *    limit exactly when one exists, on all 181,440 states for the limits 0, 2 and 5
 *    (P8_FULL=1: also 7, 9 and 11, make check-full);
 *  - statistics add up over passes (IDDFS = the sum of the depth-limited runs), passes and
 *    bounds, the step API across passes, an inconsistent heuristic ends;
 *  - peak bytes of IDA* on the 31-move instances stay in the kilobytes;
 *  - the random walk: reproducible by seed, PARENT walks p8_board_scramble's moves, the result
 *    holds the walk (state_at), about 1/4 byte a move;
 *  - p8_search_event_node; the drivers' refusals. */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "shard.h"
#include "test.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int full, quick;
static uint8_t *dist; /* distances to 1 2 3 4 5 6 7 8 0 */
static test_shard shard;

/* 1 if the next candidate run of the optimality sweeps belongs to this process's shard. */
static int in_shard(void) { return test_shard_mine(&shard); }

static p8_search *preset(int alg, int h) {
    p8_search *s = NULL;
    if (p8_search_new(&s) || p8_search_set_algorithm(s, alg) ||
        (h >= 0 && p8_search_set_heuristic(s, h)))
        exit(2);
    return s;
}

/* Run s on every state whose index i satisfies (i % every == 0) and distance <= maxd; count
 * wrong lengths and invalid paths. */
static long sweep(p8_search *s, uint32_t every, int maxd, long *runs) {
    uint32_t i;
    long bad = 0;
    for (i = 0; i < ORACLE_N; i++) {
        uint8_t t[9];
        p8_board *b = NULL;
        p8_result *r = NULL;
        int rc;
        if (dist[i] == ORACLE_UNREACHED || dist[i] > maxd || i % every || !in_shard()) continue;
        oracle_unindex(i, t);
        if (p8_board_new(t, &b) != P8_OK) exit(2);
        rc = p8_search_run(s, b, NULL, &r);
        if (rc != P8_OK || p8_result_length(r) != dist[i] || (i % (every * 7) == 0 && !path_ok(r, b, NULL))) {
            if (bad++ < 3) fprintf(stderr, "  state %u: rc %d length %zu, distance %d\n", i, rc,
                                   p8_result_length(r), dist[i]);
        }
        (*runs)++;
        p8_result_free(r);
        p8_board_free(b);
    }
    return bad;
}

/* The data sets: every instance within maxd moves. */
static long data_sets(p8_search *s, int maxd, long *runs) {
    static const char *const goals[] = { "012345678", "123456780", "123804765" };
    uint8_t (*tiles)[9] = malloc(600 * sizeof *tiles);
    int *moves = malloc(600 * sizeof *moves), gi, n, i, k;
    long bad = 0;
    if (!tiles || !moves) exit(2);
    for (gi = 0; gi < 3; gi++) {
        uint8_t gt[9];
        p8_board *goal = NULL;
        for (k = 0; k < 9; k++) gt[k] = (uint8_t)(goals[gi][k] - '0');
        if (p8_board_new(gt, &goal) != P8_OK) exit(2);
        n = oracle_read_instances(goals[gi], tiles, moves, 600);
        if (n <= 0) bad++;
        for (i = 0; i < n; i++) {
            p8_board *b = NULL;
            p8_result *r = NULL;
            if (moves[i] > maxd || !in_shard()) continue;
            if (p8_board_new(tiles[i], &b) != P8_OK) exit(2);
            if (p8_search_run(s, b, goal, &r) != P8_OK || p8_result_length(r) != (size_t)moves[i] ||
                !path_ok(r, b, goal))
                if (bad++ < 3) fprintf(stderr, "  data %s #%d: wrong\n", goals[gi], i);
            (*runs)++;
            p8_result_free(r);
            p8_board_free(b);
        }
        p8_board_free(goal);
    }
    free(tiles);
    free(moves);
    return bad;
}

static void test_optimal(void) {
    static const struct { int alg, h, maxd_data; } cfg[] = {
        { P8_ALG_IDASTAR, P8_H_MANHATTAN, 31 }, { P8_ALG_IDASTAR, P8_H_LINEAR_CONFLICT, 31 },
        { P8_ALG_BIBFS, -1, 31 }, { P8_ALG_IDDFS, -1, 18 },
    };
    int k;
    for (k = 0; k < 4; k++) {
        p8_search *s = preset(cfg[k].alg, cfg[k].h);
        long runs = 0;
        uint32_t every = full ? 1 : quick ? 997 : cfg[k].alg == P8_ALG_BIBFS ? 61 : 149;
        int iddfs = cfg[k].alg == P8_ALG_IDDFS;
        int maxd = iddfs ? (full ? 16 : quick ? 8 : 12) : 31;
        int maxd_data = full && iddfs ? 22 : quick ? 12 : cfg[k].maxd_data;
        clock_t t0 = clock();
        ASSERT_EQ(sweep(s, iddfs ? 1 : every, maxd, &runs), 0);
        ASSERT_EQ(data_sets(s, maxd_data, &runs), 0);
        /* quick (valgrind, asan): a sample; a shard does about 1/n of the runs */
        ASSERT_TRUE(runs * shard.n > (quick ? 50 : 300));
        if (!quick)
            printf("optimal: %s%s%s: %ld runs (states within %d moves%s, data within %d), "
                   "%.1f s CPU\n", p8_algorithm_name(cfg[k].alg), cfg[k].h >= 0 ? " " : "",
                   cfg[k].h >= 0 ? p8_heuristic_name(cfg[k].h) : "", runs, maxd,
                   iddfs || every == 1 ? ", all" : every == 61 ? ", every 61st" : ", every 149th",
                   maxd_data, (double)(clock() - t0) / CLOCKS_PER_SEC);
        p8_search_free(s);
    }
}

/* IDA*'s peak bytes on the 31-move instances: the current path and its siblings. */
static void test_deepening_memory(void) {
    static const char *const far[] = { "8 6 7 2 5 4 3 0 1", "6 4 7 8 5 0 3 2 1" };
    int k, alg;
    for (alg = P8_ALG_IDDFS; alg <= P8_ALG_IDASTAR; alg++)
        for (k = 0; k < 2; k++) {
            p8_search *s = preset(alg, -1);
            p8_board *b = mk(far[k]);
            p8_result *r = NULL;
            if (alg == P8_ALG_IDDFS) /* a 31-move IDDFS takes minutes: its first passes */
                ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 2000000), P8_OK);
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), alg == P8_ALG_IDDFS ? P8_ELIMIT : P8_OK);
            if (alg == P8_ALG_IDASTAR) ASSERT_EQ(p8_result_length(r), 31);
            ASSERT_TRUE(p8_result_peak_bytes(r) <= 4096);
            if (k == 0 && !quick)
                printf("peak bytes of %s on %s: %llu (%llu expansions, %llu passes)\n",
                       p8_algorithm_name(alg), far[k], (unsigned long long)p8_result_peak_bytes(r),
                       (unsigned long long)p8_result_expanded(r),
                       (unsigned long long)p8_result_stat(r, P8_STAT_PASSES));
            p8_result_free(r);
            p8_board_free(b);
            p8_search_free(s);
        }
    /* depth-first tree search with a depth limit holds O(b*d) nodes whatever it expands */
    {
        p8_search *s = preset(P8_ALG_DFS, -1);
        p8_board *b = mk("8 6 7 2 5 4 3 0 1");
        p8_result *r = NULL;
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 40), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 300000), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        ASSERT_EQ_U64(p8_result_expanded(r), 300000);
        ASSERT_TRUE(p8_result_peak_bytes(r) <= 4096);
        p8_result_free(r);
        p8_board_free(b);
        p8_search_free(s);
    }
}

/* IDDFS is the sum of its depth-limited passes; passes and bound; the step API across passes. */
static void test_passes_add_up(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1");
    p8_search *id = preset(P8_ALG_IDDFS, -1), *dl = preset(P8_ALG_DFS, -1), *st;
    p8_result *r = NULL;
    uint64_t sum_exp = 0, sum_gen = 0;
    snap x, y;
    int L, rc;
    ASSERT_EQ(p8_search_set_duplicates(dl, P8_DUP_PARENT), P8_OK);
    for (L = 0; L <= 9; L++) {
        ASSERT_EQ(p8_search_set_limit(dl, P8_LIMIT_DEPTH, (uint64_t)L), P8_OK);
        ASSERT_EQ(p8_search_run(dl, b, NULL, &r), P8_ELIMIT);
        sum_exp += p8_result_expanded(r);
        sum_gen += p8_result_generated(r);
        p8_result_free(r);
    }
    ASSERT_EQ(p8_search_set_limit(id, P8_LIMIT_DEPTH, 9), P8_OK);
    ASSERT_EQ(p8_search_run(id, b, NULL, &r), P8_ELIMIT);
    ASSERT_EQ_U64(p8_result_expanded(r), sum_exp);
    ASSERT_EQ_U64(p8_result_generated(r), sum_gen);
    ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_PASSES), 10);
    ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_BOUND), 9);
    ASSERT_TRUE(strstr(p8_search_errmsg(id), "no solution of at most 9 moves") != NULL);
    p8_result_free(r);
    /* IDA*: stepping one expansion at a time is the same run */
    st = preset(P8_ALG_IDASTAR, -1);
    p8_search_free(id);
    id = preset(P8_ALG_IDASTAR, -1);
    snap_run(id, b, NULL, &x);
    ASSERT_EQ(p8_search_start(st, b, NULL), P8_OK);
    do rc = p8_search_step(st, 1);
    while (rc == P8_AGAIN);
    ASSERT_EQ(rc, P8_OK);
    ASSERT_EQ(p8_search_take_result(st, &r), P8_OK);
    snap_take(&y, rc, r);
    ASSERT_TRUE(snap_same(&x, &y));
    ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_BOUND), 31);
    ASSERT_TRUE(p8_result_stat(r, P8_STAT_PASSES) >= 2);
    p8_result_free(r);
    /* IDA* needs wg >= 1 */
    ASSERT_EQ(p8_search_set_weights(id, 0, 1), P8_OK);
    ASSERT_EQ(p8_search_run(id, b, NULL, &r), P8_EINVAL);
    ASSERT_NULL(r);
    ASSERT_TRUE(strstr(p8_search_errmsg(id), "needs wg >= 1") != NULL);
    ASSERT_EQ(p8_search_step(id, 0), P8_EINVAL); /* idle */
    p8_search_free(id);
    p8_search_free(dl);
    p8_search_free(st);
    p8_board_free(b);
}

/* An inconsistent heuristic (and one far above the truth) cannot make IDA* loop. */
static unsigned h_noisy(const uint8_t st[9], const uint8_t goal[9], void *ud) {
    unsigned x = st[0] * 5u + st[3] * 3u + st[7], m = p8_heuristic_manhattan(st, goal, NULL);
    (*(unsigned long *)ud)++;
    return m ? m + (x % 3) * 2 : 0;
}

static void test_inconsistent_ends(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1");
    p8_search *s = preset(P8_ALG_IDASTAR, -1);
    p8_result *r = NULL;
    unsigned long calls = 0;
    ASSERT_EQ(p8_search_set_heuristic_fn(s, h_noisy, &calls), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_TRUE(path_ok(r, b, NULL));
    ASSERT_TRUE(p8_result_length(r) >= 31);
    ASSERT_TRUE(calls > 0);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
}

/* Saturated keys (issue 25.5): weights UINT_MAX,UINT_MAX and h = UINT_MAX off the goal make
 * f = wg*g + wh*h reach UINT64_MAX, where keys saturate, at g = 2. A pass bounded at UINT64_MAX
 * admits every key: it was an unbounded depth-first search (a path 4.4 M deep in 2 s). The run
 * ends P8_ELIMIT at once and says why, unless a depth limit bounds that pass; memory O(b*d). */
static unsigned h_saturating(const uint8_t st[9], const uint8_t goal[9], void *ud) {
    (void)ud;
    return memcmp(st, goal, 9) == 0 ? 0u : UINT_MAX;
}

static void test_saturated_bound(void) {
    p8_board *b = mk("1 2 3 4 5 6 0 7 8"); /* 2 moves from the goal */
    p8_board *far = mk("1 2 3 4 8 5 7 0 6"); /* 3 moves: its goal's parent has f = UINT64_MAX */
    p8_search *s = preset(P8_ALG_IDASTAR, -1);
    p8_result *r = NULL;
    ASSERT_EQ(p8_search_set_weights(s, UINT_MAX, UINT_MAX), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, h_saturating, NULL), P8_OK);
    /* a safety net for the test itself: the old code ran into it */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 200000), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK); /* f stays below UINT64_MAX on its path */
    ASSERT_EQ(p8_result_length(r), 2);
    p8_result_free(r);
    ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_ELIMIT);
    ASSERT_NOT_NULL(r);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "saturate") != NULL);
    if (!strstr(p8_search_errmsg(s), "saturate")) fprintf(stderr, "  errmsg: %s\n", p8_search_errmsg(s));
    if (r) {
        ASSERT_TRUE(p8_result_expanded(r) < 100);
        ASSERT_EQ(p8_result_stat(r, P8_STAT_PASSES), 2);
        ASSERT_TRUE(p8_result_stat(r, P8_STAT_BOUND) < UINT64_MAX);
    }
    p8_result_free(r);
    /* a depth limit bounds the saturated pass: it runs, and finds the goal */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 6), P8_OK);
    ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 3);
    ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_BOUND), UINT64_MAX);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(far);
}

/* ---- bidirectional ----------------------------------------------------------------------- */

static int side_seen[2];
static int on_side(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    uint64_t f[P8_NODE_FIELDS];
    (void)e; (void)st; (void)g; (void)h; (void)u;
    if (p8_search_event_node((const p8_search *)u, f, P8_NODE_FIELDS) == P8_NODE_FIELDS)
        side_seen[f[P8_NODE_SIDE] != 0]++;
    return 0;
}

static void test_bidirectional(void) {
    p8_board *b = mk("7 2 4 5 0 6 8 3 1"), *g = mk("0 1 2 3 4 5 6 7 8");
    p8_search *s = preset(P8_ALG_BIBFS, -1), *bfs = preset(P8_ALG_BFS, -1);
    p8_result *r = NULL, *rb = NULL;
    int L;
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_OK);
    ASSERT_EQ(p8_search_run(bfs, b, g, &rb), P8_OK);
    ASSERT_EQ(p8_result_length(r), 26);
    ASSERT_TRUE(path_ok(r, b, g));
    ASSERT_TRUE(p8_result_expanded(r) * 20 < p8_result_expanded(rb));
    p8_result_free(r);
    p8_result_free(rb);
    /* events from both sides */
    ASSERT_EQ(p8_search_set_event_fn(s, on_side, P8_EVENT_ALL, s), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_OK);
    ASSERT_TRUE(side_seen[0] > 0 && side_seen[1] > 0);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_event_fn(s, NULL, 0, NULL), P8_OK);
    /* the depth limit bounds the joined path */
    for (L = 24; L <= 27; L++) {
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, (uint64_t)L), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, g, &r), L < 26 ? P8_ELIMIT : P8_OK);
        if (L < 26) ASSERT_TRUE(strstr(p8_search_errmsg(s), "no solution of at most") != NULL);
        p8_result_free(r);
    }
    /* start == goal; refusals */
    ASSERT_EQ(p8_search_run(s, g, g, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 0);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_frontier(s, P8_FRONTIER_LIFO), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "two FIFO frontiers") != NULL);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BIBFS), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PATH), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, g, &r), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "graph duplicate policy") != NULL);
    p8_search_free(s);
    p8_search_free(bfs);
    p8_board_free(b);
    p8_board_free(g);
}

/* ---- the random walk ------------------------------------------------------------------------ */

static void test_random_walk(void) {
    p8_board *start = mk("1 2 3 4 5 6 7 8 0"), *goal = NULL;
    p8_search *s = preset(P8_ALG_RANDOM_WALK, -1);
    p8_result *r = NULL, *r2 = NULL;
    uint8_t *mv;
    size_t n, i;
    int k, undo = 0;
    /* PARENT walks p8_board_scramble's moves: the goal 30 scrambled moves away is met within
     * 30 moves (exactly 30 unless the walk passes it earlier) */
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PARENT), P8_OK);
    for (k = 0; k < 20; k++) {
        ASSERT_EQ(p8_board_scramble(start, 30, (uint64_t)k * 7919u, &goal), P8_OK);
        ASSERT_EQ(p8_search_set_seed(s, (uint64_t)k * 7919u), P8_OK);
        ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_OK);
        ASSERT_TRUE(p8_result_length(r) <= 30 && path_ok(r, start, goal));
        p8_result_free(r);
        p8_board_free(goal);
    }
    /* NONE: the textbook's walk, with undos; reproducible; the result holds the walk */
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_NONE), P8_OK);
    ASSERT_EQ(p8_search_set_seed(s, 12345), P8_OK);
    goal = mk("1 2 3 4 5 6 0 7 8");
    ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_OK);
    ASSERT_EQ(p8_search_run(s, start, goal, &r2), P8_OK);
    n = p8_result_length(r);
    ASSERT_EQ(p8_result_length(r2), n);
    ASSERT_TRUE(n > 2);
    ASSERT_EQ_U64(p8_result_expanded(r), n);
    ASSERT_EQ_U64(p8_result_generated(r), n);
    ASSERT_TRUE(path_ok(r, start, goal));
    mv = malloc(n);
    if (!mv) exit(2);
    p8_result_moves(r, mv, n);
    for (i = 1; i < n; i++) undo += mv[i] == (mv[i - 1] ^ 1);
    ASSERT_TRUE(undo > 0);
    ASSERT_TRUE(p8_result_peak_bytes(r) <= n * 3 / 8 + 256); /* 2 bits a move, grown by half */
    free(mv);
    p8_result_free(r);
    p8_result_free(r2);
    p8_board_free(goal);
    /* a far goal: a long walk, stored compactly; the depth limit bounds it */
    goal = mk("8 6 7 2 5 4 3 0 1");
    ASSERT_EQ(p8_search_set_seed(s, 1), P8_OK);
    ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_OK);
    n = p8_result_length(r);
    ASSERT_TRUE(n > 10000);
    ASSERT_TRUE(p8_result_peak_bytes(r) <= n / 2);
    ASSERT_TRUE(path_ok(r, start, goal));
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 1000), P8_OK);
    ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_ELIMIT);
    ASSERT_EQ_U64(p8_result_expanded(r), 1000);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "did not reach the goal in 1000 moves") != NULL);
    p8_result_free(r);
    ASSERT_EQ(p8_search_run(s, start, start, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 0);
    p8_result_free(r);
    /* PATH and GRAPH are refused */
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PATH), P8_OK);
    ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "not path") != NULL);
    p8_search_free(s);
    p8_board_free(goal);
    p8_board_free(start);
}

/* IDA* with linear conflict (whose incremental form reads the successor's tiles) under the tree
 * policies none and path, with no event: as short as A*'s, and path never longer in work. */
static void test_tree_policies_tiles(void) {
    p8_board *goal = NULL, *b = NULL;
    int k, policy;
    ASSERT_EQ(p8_board_new_goal(&goal), P8_OK);
    for (k = 0; k < 6; k++) {
        p8_result *ref = NULL;
        uint64_t expanded[4] = { 0, 0, 0, 0 };
        ASSERT_EQ(p8_board_scramble(goal, 12, (uint64_t)k * 104729u + 3u, &b), P8_OK);
        ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, &ref), P8_OK);
        for (policy = P8_DUP_NONE; policy <= P8_DUP_PATH; policy += 2) {
            p8_search *s = preset(P8_ALG_IDASTAR, P8_H_LINEAR_CONFLICT);
            p8_result *r = NULL;
            ASSERT_EQ(p8_search_set_duplicates(s, policy), P8_OK);
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
            ASSERT_EQ(p8_result_length(r), p8_result_length(ref));
            ASSERT_TRUE(path_ok(r, b, NULL));
            expanded[policy] = p8_result_expanded(r);
            p8_result_free(r);
            p8_search_free(s);
        }
        ASSERT_TRUE(expanded[P8_DUP_PATH] <= expanded[P8_DUP_NONE]);
        p8_result_free(ref);
        p8_board_free(b);
    }
    p8_board_free(goal);
}

/* ---- the node getter ------------------------------------------------------------------------ */

typedef struct seen {
    p8_search *s;
    uint64_t last_id, nodes, bad, bound_changes, last_bound;
} seen;

static int on_node(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    seen *x = u;
    uint64_t f[P8_NODE_FIELDS], two[2] = { 7, 7 };
    (void)st;
    if (p8_search_event_node(x->s, f, P8_NODE_FIELDS) != P8_NODE_FIELDS) x->bad++;
    if (p8_search_event_node(x->s, two, 1) != P8_NODE_FIELDS || two[0] != f[0] || two[1] != 7) x->bad++;
    if (p8_search_event_node(x->s, NULL, 0) != P8_NODE_FIELDS) x->bad++;
    if (f[P8_NODE_G] != g || f[P8_NODE_H] != h) x->bad++;
    if (e == P8_EVENT_GENERATE && f[P8_NODE_ID] != P8_NODE_NONE) { /* ids in order of creation */
        if (x->nodes && f[P8_NODE_ID] <= x->last_id) x->bad++;
        if (f[P8_NODE_PARENT] >= f[P8_NODE_ID]) x->bad++;
        x->last_id = f[P8_NODE_ID];
        x->nodes++;
    }
    if (f[P8_NODE_BOUND] != x->last_bound) {
        x->bound_changes++;
        x->last_bound = f[P8_NODE_BOUND];
    }
    return 0;
}

static void test_event_node(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1");
    int alg;
    uint64_t f[P8_NODE_FIELDS];
    for (alg = 0; alg < 9; alg++) {
        seen x;
        p8_search *s = preset(alg, -1);
        p8_result *r = NULL;
        memset(&x, 0, sizeof x);
        x.s = s;
        x.last_bound = P8_NODE_NONE;
        ASSERT_EQ(p8_search_event_node(s, f, P8_NODE_FIELDS), P8_EINVAL); /* not in a callback */
        ASSERT_EQ(p8_search_event_node(NULL, f, 1), P8_EINVAL);
        ASSERT_EQ(p8_search_set_event_fn(s, on_node, P8_EVENT_ALL, &x), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 20000), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), alg == P8_ALG_IDDFS || alg == P8_ALG_RANDOM_WALK ||
                                                     alg == P8_ALG_DFS || alg == P8_ALG_UCS ||
                                                     alg == P8_ALG_BFS ? P8_ELIMIT : P8_OK);
        ASSERT_EQ_U64(x.bad, 0);
        ASSERT_TRUE(x.nodes > 0);
        if (alg == P8_ALG_IDASTAR) ASSERT_EQ_U64(x.bound_changes, p8_result_stat(r, P8_STAT_PASSES));
        ASSERT_EQ(p8_search_event_node(s, f, P8_NODE_FIELDS), P8_EINVAL);
        p8_result_free(r);
        p8_search_free(s);
    }
    p8_board_free(b);
}

static void test_driver_setters(void) {
    p8_search *s = preset(P8_ALG_ASTAR, -1);
    p8_board *b = mk("1 2 3 4 5 6 0 7 8");
    ASSERT_EQ(p8_search_set_driver(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_search_set_driver(s, 7), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "driver 7 is out of range (0..6)") != NULL);
    ASSERT_EQ(p8_search_set_driver(s, -1), P8_EINVAL);
    ASSERT_EQ(p8_search_set_seed(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_set_driver(s, P8_DRIVER_DEEPEN_F), P8_EBUSY);
    ASSERT_EQ(p8_search_set_seed(s, 9), P8_EBUSY);
    p8_search_free(s);
    p8_board_free(b);
}

/* The deepening drivers' edges: a depth limit below the solution ends IDDFS's passes at it; a
 * time limit of 0 ends the run at the first pass's end; every memory limit up to the first that
 * lets the run through ends P8_ELIMIT with the memory limit's reason (8 bytes apart). */
static void test_deepening_edges(void) {
    static const uint8_t t[9] = { 4, 1, 3, 7, 2, 6, 0, 5, 8 };
    p8_board *b = mk("4 1 3 7 2 6 0 5 8");
    const long moves = dist[oracle_index(t)]; /* 6 */
    int alg;
    for (alg = P8_ALG_IDDFS; alg <= P8_ALG_IDASTAR; alg++) {
        p8_search *s = preset(alg, -1);
        p8_result *r = NULL;
        long fails = 0, bad = 0, len;
        ASSERT_TRUE(moves > 3);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 3), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        ASSERT_STR_EQ(p8_search_errmsg(s), "depth limit of 3 cut the search off: no solution of at "
                      "most 3 moves exists");
        ASSERT_TRUE(r != NULL && !p8_result_solved(r));
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_TIME_MS, 0), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        printf("  %s, time limit 0: %s (%llu passes)\n", p8_algorithm_name(alg),
               p8_search_errmsg(s), (unsigned long long)p8_result_stat(r, P8_STAT_PASSES));
        ASSERT_TRUE(strstr(p8_search_errmsg(s), "time limit of 0 ms") != NULL);
        ASSERT_TRUE(r != NULL && !p8_result_solved(r));
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_TIME_MS, P8_LIMIT_NONE), P8_OK);
        len = sweep_memory_limit(s, b, 1u << 16, &fails, &bad);
        ASSERT_EQ(bad, 0);
        ASSERT_TRUE(fails > 0);
        ASSERT_EQ(len, moves);
        p8_search_free(s);
    }
    p8_board_free(b);
}

/* A caller's stack that refuses every push after its second clear (the run's own start clears
 * it first): the second pass's root. */
typedef struct refuser {
    p8_frontier *f;
    int cleared;
} refuser;
static int rf_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    refuser *x = u;
    return x->cleared > 1 ? -42 : p8_frontier_push(n, k, g, h, x->f); /* the run clears first */
}
static int rf_pop(uint32_t *n, void *u) {
    return p8_frontier_pop(n, ((refuser *)u)->f);
}
static uint64_t rf_size(void *u) {
    return p8_frontier_size(((refuser *)u)->f);
}
static void rf_clear(void *u) {
    refuser *x = u;
    x->cleared++;
    p8_frontier_clear(x->f);
}

/* A new pass whose root the caller's frontier refuses: P8_EFRONTIER after the first pass. */
static void test_deepening_restart_refused(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1");
    int alg;
    for (alg = P8_ALG_IDDFS; alg <= P8_ALG_IDASTAR; alg++) {
        p8_search *s = preset(alg, -1);
        p8_result *r = NULL;
        refuser x;
        int rc;
        memset(&x, 0, sizeof x);
        ASSERT_EQ(p8_frontier_new(P8_FRONTIER_LIFO, &x.f), P8_OK);
        ASSERT_EQ(p8_search_set_frontier_fns(s, rf_push, rf_pop, rf_size, rf_clear, &x), P8_OK);
        rc = p8_search_run(s, b, NULL, &r);
        ASSERT_EQ(rc, P8_EFRONTIER);
        ASSERT_STR_EQ(p8_search_errmsg(s), "the frontier's push failed (it returned -42)");
        ASSERT_TRUE(r != NULL && !p8_result_solved(r));
        ASSERT_EQ(x.cleared, 2);
        ASSERT_EQ_U64(r ? p8_result_stat(r, P8_STAT_PASSES) : 0, 2); /* the second pass's root */
        p8_result_free(r);
        p8_search_free(s);
        p8_frontier_free(x.f);
    }
    p8_board_free(b);
}

int main(void) {
    const uint8_t goal[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
    full = test_level() == 2;
    quick = test_level() == 0;
    if (test_shard_init(&shard) != 0) return 2;
    printf("test_search_drivers: %s sweep%s, shard %ld/%ld\n",
           full ? "full" : "sampled (P8_FULL=1 for all states)", quick && !full ? " (quick)" : "",
           shard.i, shard.n);
    dist = malloc(ORACLE_N);
    if (!dist || oracle_distances(goal, dist) != P8_NUM_REACHABLE) return 2;
    if (shard.i == 0) { /* the rest is cheap: shard 0 runs it, so n shards do one run's work */
        RUN(test_driver_setters);
        RUN(test_event_node);
        RUN(test_random_walk);
        RUN(test_tree_policies_tiles);
        RUN(test_bidirectional);
        RUN(test_inconsistent_ends);
        RUN(test_saturated_bound);
        RUN(test_passes_add_up);
        RUN(test_deepening_memory);
        RUN(test_deepening_edges);
        RUN(test_deepening_restart_refused);
    }
    RUN(test_optimal);
    free(dist);
    return TEST_REPORT();
}
