/* SPDX-License-Identifier: MIT */
/*
 * test_table.c - p8_table against the independent oracle (oracle.h, oracle_space.h): the
 * histogram of the default goal as published, and for four goals of both components every
 * board's distance, optimal moves, number of optimal solutions, the listed solutions, the walk
 * down the table (one board and all at once); random boards at a distance (exact and uniform);
 * the table as a heuristic; bad input; queries from several threads.
 * P8_TEST_QUICK=1 (valgrind) checks every 61st board instead of all.
 */
#include "puzzle8.h"
#include "oracle_space.h"
#include "support.h"
#include "test.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static int quick;
static uint8_t odist[ORACLE_N];
static uint64_t opaths[ORACLE_N];

static const char *const goals[] = {"1 2 3 4 5 6 7 8 0", "1 2 3 8 0 4 7 6 5",
                                    "0 1 2 3 4 5 6 7 8", "2 1 3 4 5 6 7 8 0"};

/* The published histogram of 1 2 3 4 5 6 7 8 0 (distances 0..31). */
static const uint64_t published[32] = {1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748,
                                       1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993, 17110,
                                       23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2};

static p8_table *build(const char *goal_text, uint8_t goal[9]) {
    p8_board *g = mk(goal_text);
    p8_table *t = NULL;
    if (p8_table_build(g, &t) != P8_OK) {
        fprintf(stderr, "cannot build the table of %s\n", goal_text);
        exit(2);
    }
    p8_board_tiles(g, goal);
    p8_board_free(g);
    return t;
}

/* Apply move m (the oracle's own rule); 0 if it would leave the grid (t unchanged). */
static int apply_move(uint8_t t[9], int m) {
    int b = 0, r, c;
    while (t[b]) b++;
    r = b / 3 + (m == 0 ? -1 : m == 1 ? 1 : 0);
    c = b % 3 + (m == 2 ? -1 : m == 3 ? 1 : 0);
    if (m < 0 || m > 3 || r < 0 || r > 2 || c < 0 || c > 2) return 0;
    t[b] = t[r * 3 + c];
    t[r * 3 + c] = 0;
    return 1;
}

static void test_published_histogram(void) {
    uint8_t goal[9];
    uint64_t h[40], sum = 0, states = 0;
    p8_table *t = build("1 2 3 4 5 6 7 8 0", goal);
    char mean[16];
    int d;
    oracle_distances(goal, odist);
    for (d = 0; d < 40; d++) h[d] = 99;
    ASSERT_EQ(p8_table_histogram(t, h, 40), 31);
    for (d = 0; d < 32; d++) ASSERT_EQ_U64(h[d], published[d]);
    for (d = 32; d < 40; d++) ASSERT_EQ_U64(h[d], 0);
    for (d = 0; d < ORACLE_N; d++)
        if (odist[d] != ORACLE_UNREACHED) sum += odist[d], states++;
    ASSERT_EQ_U64(p8_table_stat(t, P8_TABLE_STATES), states);
    ASSERT_EQ_U64(p8_table_stat(t, P8_TABLE_STATES), P8_NUM_REACHABLE);
    ASSERT_EQ_U64(p8_table_stat(t, P8_TABLE_SUM_DISTANCES), sum);
    ASSERT_EQ_U64(p8_table_stat(t, P8_TABLE_MAX_DISTANCE), 31);
    snprintf(mean, sizeof mean, "%.2f", (double)p8_table_stat(t, P8_TABLE_SUM_DISTANCES) /
                                            (double)p8_table_stat(t, P8_TABLE_STATES));
    ASSERT_STR_EQ(mean, "21.97");
    ASSERT_TRUE(p8_table_stat(t, P8_TABLE_BYTES) <= 362880);
    ASSERT_TRUE(p8_table_stat(t, P8_TABLE_BYTES) >= 181440);
    ASSERT_TRUE(p8_table_stat(t, P8_TABLE_BUILD_NS) > 0);
    ASSERT_EQ_U64(p8_table_stat(t, 5), 0);
    ASSERT_EQ_U64(p8_table_stat(t, -1), 0);
    ASSERT_EQ_U64(p8_table_stat(NULL, P8_TABLE_STATES), 0);
    ASSERT_EQ(p8_table_histogram(t, NULL, 0), 31);
    ASSERT_EQ(p8_table_histogram(t, h, 3), 31);
    ASSERT_EQ_U64(h[2], 4);
    ASSERT_EQ_U64(h[3], 8); /* untouched beyond cap */
    ASSERT_EQ(p8_table_histogram(t, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_table_histogram(NULL, h, 32), P8_EINVAL);
    p8_table_free(t);
}

/* ---- every board of four goals ------------------------------------------------------------ */

typedef struct listing {
    const uint8_t *start;
    uint8_t prev[32];
    size_t n, bad, expect_len;
    uint8_t first[32];
} listing;

static int collect(const uint8_t start[9], const uint8_t *moves, size_t len, void *ud) {
    listing *L = ud;
    uint8_t t[9];
    size_t i;
    int ok = len == L->expect_len && memcmp(start, L->start, 9) == 0;
    memcpy(t, start, 9);
    for (i = 0; ok && i < len; i++) ok = apply_move(t, moves[i]);
    ok = ok && odist[oracle_index(t)] == 0;
    /* strictly increasing in lexicographic order of the moves */
    if (L->n > 0 && len > 0 && memcmp(L->prev, moves, len) >= 0) ok = 0;
    if (L->n == 0 && len) memcpy(L->first, moves, len);
    if (len) memcpy(L->prev, moves, len);
    L->n++;
    if (!ok) L->bad++;
    return 0;
}

static void check_goal(const char *goal_text) {
    uint8_t goal[9], t[9];
    p8_table *tb = build(goal_text, goal);
    uint64_t hist[32] = {0}, lib_hist[32];
    uint32_t r;
    long wrong_dist = 0, wrong_other = 0, wrong_moves = 0, wrong_count = 0, wrong_list = 0,
         wrong_solve = 0, checked = 0;
    int max = 0;
    oracle_distances(goal, odist);
    oracle_path_counts(odist, opaths);
    for (r = 0; r < ORACLE_N; r++) {
        int got = p8_table_distance_rank(tb, r);
        if (odist[r] == ORACLE_UNREACHED) {
            wrong_other += got != P8_EUNSOLVABLE;
            continue;
        }
        wrong_dist += got != odist[r];
        hist[odist[r]]++;
        if (odist[r] > max) max = odist[r];
    }
    ASSERT_EQ(p8_table_histogram(tb, lib_hist, 32), max);
    ASSERT_TRUE(memcmp(hist, lib_hist, sizeof hist) == 0);
    for (r = 0; r < ORACLE_N; r += quick ? 61 : 1) {
        p8_board *b = NULL;
        uint32_t nb[4];
        int mv[4], n, j, mask = 0;
        uint64_t count = 12345;
        listing L;
        p8_result *res = NULL;
        oracle_unindex(r, t);
        p8_board_new(t, &b);
        if (odist[r] == ORACLE_UNREACHED) {
            wrong_other += p8_table_distance(tb, b) != P8_EUNSOLVABLE;
            wrong_other += p8_table_optimal_moves(tb, b) != P8_EUNSOLVABLE;
            wrong_other += p8_table_count_solutions(tb, b, &count) != P8_EUNSOLVABLE || count != 12345;
            wrong_other += p8_table_list_solutions(tb, b, collect, &L) != P8_EUNSOLVABLE;
            wrong_other += p8_table_solve(tb, b, &res) != P8_EUNSOLVABLE || res != NULL;
            p8_board_free(b);
            continue;
        }
        checked++;
        wrong_dist += p8_table_distance(tb, b) != odist[r];
        n = oracle_neighbors(t, nb, mv);
        for (j = 0; j < n; j++)
            if (odist[nb[j]] + 1 == odist[r]) mask |= 1 << mv[j];
        wrong_moves += p8_table_optimal_moves(tb, b) != mask;
        wrong_count += p8_table_count_solutions(tb, b, &count) != P8_OK || count != opaths[r];
        memset(&L, 0, sizeof L);
        L.start = t;
        L.expect_len = odist[r];
        wrong_list += p8_table_list_solutions(tb, b, collect, &L) != P8_OK || L.n != opaths[r] || L.bad;
        if (p8_table_solve(tb, b, &res) != P8_OK || !res || p8_result_solved(res) != 1 || p8_result_length(res) != odist[r] ||
            p8_result_status(res) != P8_OK ||
            p8_result_expanded(res) != odist[r] || p8_result_duplicates(res) != 0 ||
            p8_result_generated(res) < odist[r]) {
            wrong_solve++;
        } else {
            uint8_t mvs[32], end[9];
            p8_result_moves(res, mvs, 32);
            if (odist[r] && memcmp(mvs, L.first, odist[r]) != 0) wrong_solve++;
            p8_result_state_at(res, odist[r], end);
            if (memcmp(end, goal, 9) != 0) wrong_solve++;
        }
        p8_result_free(res);
        p8_board_free(b);
    }
    ASSERT_EQ(wrong_dist, 0);
    ASSERT_EQ(wrong_other, 0);
    ASSERT_EQ(wrong_moves, 0);
    ASSERT_EQ(wrong_count, 0);
    ASSERT_EQ(wrong_list, 0);
    ASSERT_EQ(wrong_solve, 0);
    ASSERT_TRUE(checked >= (quick ? 2900 : 181440));
    ASSERT_EQ(max, strcmp(goal_text, "1 2 3 8 0 4 7 6 5") == 0 ? 30 : 31);
    p8_table_free(tb);
}

/* Every query on every board for three goals (both components); distances only for a fourth. */
static void test_every_board(void) {
    uint8_t goal[9];
    p8_table *t;
    uint32_t r;
    long wrong = 0;
    size_t i;
    /* make check: one goal of each parity class; P8_FULL: the third too */
    for (i = 0; i < (test_level() == 2 ? 3u : 2u); i++) check_goal(goals[i]);
    t = build(goals[3], goal);
    oracle_distances(goal, odist);
    for (r = 0; r < ORACLE_N; r++)
        wrong += p8_table_distance_rank(t, r) != (odist[r] == ORACLE_UNREACHED ? P8_EUNSOLVABLE : odist[r]);
    ASSERT_EQ(wrong, 0);
    p8_table_free(t);
}

/* ---- solve_all ---------------------------------------------------------------------------- */

typedef struct all_state {
    long calls, bad, stop_at;
    int64_t last_rank;
    uint64_t moves;
} all_state;

static int on_path(const uint8_t start[9], const uint8_t *moves, size_t len, void *ud) {
    all_state *s = ud;
    uint8_t t[9];
    uint32_t r = oracle_index(start);
    size_t i;
    s->calls++;
    s->moves += len;
    if ((int64_t)r <= s->last_rank || odist[r] != len) s->bad++;
    s->last_rank = r;
    memcpy(t, start, 9);
    for (i = 0; i < len; i++) {
        uint32_t before = oracle_index(t);
        if (!apply_move(t, moves[i]) || odist[oracle_index(t)] + 1 != odist[before]) {
            s->bad++;
            break;
        }
    }
    return s->stop_at && s->calls == s->stop_at ? 42 : 0;
}

static void test_solve_all(void) {
    size_t g;
    for (g = 0; g < 2; g++) {
        uint8_t goal[9];
        p8_table *t = build(goals[g], goal);
        all_state s;
        memset(&s, 0, sizeof s);
        s.last_rank = -1;
        oracle_distances(goal, odist);
        ASSERT_EQ(p8_table_solve_all(t, on_path, &s), P8_OK);
        ASSERT_EQ(s.calls, 181440);
        ASSERT_EQ(s.bad, 0);
        ASSERT_EQ_U64(s.moves, p8_table_stat(t, P8_TABLE_SUM_DISTANCES));
        memset(&s, 0, sizeof s);
        s.last_rank = -1;
        s.stop_at = 100;
        ASSERT_EQ(p8_table_solve_all(t, on_path, &s), 42);
        ASSERT_EQ(s.calls, 100);
        ASSERT_EQ(p8_table_solve_all(t, NULL, &s), P8_EINVAL);
        ASSERT_EQ(p8_table_solve_all(NULL, on_path, &s), P8_EINVAL);
        p8_table_free(t);
    }
}

/* ---- listing: stop, goal, NULLs ----------------------------------------------------------- */

static int stop_second(const uint8_t start[9], const uint8_t *moves, size_t len, void *ud) {
    (void)start; (void)moves; (void)len;
    return ++*(int *)ud == 2 ? -77 : 0;
}

static void test_listing_edges(void) {
    uint8_t goal[9];
    p8_table *t = build("1 2 3 4 5 6 7 8 0", goal);
    p8_board *g = mk("1 2 3 4 5 6 7 8 0"), *far = mk("8 6 7 2 5 4 3 0 1");
    p8_result *r = NULL;
    uint64_t count = 0;
    int calls = 0;
    listing L;
    oracle_distances(goal, odist);
    memset(&L, 0, sizeof L);
    L.start = goal;
    ASSERT_EQ(p8_table_list_solutions(t, g, collect, &L), P8_OK);
    ASSERT_EQ(L.n, 1); /* the goal: one solution of length 0 */
    ASSERT_EQ(p8_table_count_solutions(t, g, &count), P8_OK);
    ASSERT_EQ_U64(count, 1);
    ASSERT_EQ(p8_table_optimal_moves(t, g), 0);
    ASSERT_EQ(p8_table_solve(t, g, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 0);
    ASSERT_TRUE(path_ok(r, g, NULL));
    p8_result_free(r);
    ASSERT_EQ(p8_table_list_solutions(t, far, stop_second, &calls), -77);
    ASSERT_EQ(calls, 2);
    ASSERT_EQ(p8_table_list_solutions(t, far, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_table_list_solutions(NULL, far, collect, &L), P8_EINVAL);
    ASSERT_EQ(p8_table_list_solutions(t, NULL, collect, &L), P8_EINVAL);
    ASSERT_EQ(p8_table_count_solutions(t, far, NULL), P8_EINVAL);
    ASSERT_EQ(p8_table_count_solutions(NULL, far, &count), P8_EINVAL);
    ASSERT_EQ(p8_table_count_solutions(t, NULL, &count), P8_EINVAL);
    ASSERT_EQ(p8_table_solve(t, far, NULL), P8_EINVAL);
    r = (p8_result *)&r; /* not NULL: must be set to NULL */
    ASSERT_EQ(p8_table_solve(NULL, far, &r), P8_EINVAL);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_table_solve(t, NULL, &r), P8_EINVAL);
    ASSERT_EQ(p8_table_solve(t, far, &r), P8_OK);
    ASSERT_TRUE(path_ok(r, far, NULL));
    ASSERT_EQ(p8_result_length(r), 31);
    p8_result_free(r);
    p8_board_free(g);
    p8_board_free(far);
    p8_table_free(t);
}

/* ---- random boards at a distance ---------------------------------------------------------- */

static void test_random_board(void) {
    uint8_t goal[9], t[9];
    p8_table *tb = build("1 2 3 4 5 6 7 8 0", goal), *center = build("1 2 3 8 0 4 7 6 5", t);
    p8_board *b = NULL, *c = NULL;
    unsigned d;
    long wrong = 0, differ = 0;
    uint64_t seed;
    static long hits[ORACLE_N];
    double chi = 0, expect;
    long seen = 0;
    oracle_distances(goal, odist);
    for (d = 0; d <= 31; d++) {
        for (seed = 0; seed < (quick ? 3u : 40u); seed++) {
            if (p8_table_random_board(tb, d, seed * 7919u + d, &b) != P8_OK) {
                wrong++;
                continue;
            }
            p8_board_tiles(b, t);
            wrong += odist[oracle_index(t)] != d;
            ASSERT_EQ(p8_table_random_board(tb, d, seed * 7919u + d, &c), P8_OK);
            wrong += p8_board_equal(b, c) != 1; /* same seed, same board */
            p8_board_free(c);
            p8_board_free(b);
        }
    }
    ASSERT_EQ(wrong, 0);
    /* different seeds give different boards (at a distance with many boards) */
    ASSERT_EQ(p8_table_random_board(tb, 20, 1, &b), P8_OK);
    for (seed = 2; seed < 12; seed++) {
        ASSERT_EQ(p8_table_random_board(tb, 20, seed, &c), P8_OK);
        differ += p8_board_equal(b, c) == 0;
        p8_board_free(c);
    }
    ASSERT_TRUE(differ >= 9);
    p8_board_free(b);
    /* no board at a distance: P8_EINVAL, and the reason every front end gives (issue 19) */
    {
        char why[120];
        static const uint64_t far[] = { 32, 33, 1000, UINT32_MAX, (uint64_t)UINT32_MAX + 1,
                                        UINT64_MAX };
        size_t k;
        ASSERT_EQ(p8_table_random_board(tb, 32, 1, &b), P8_EINVAL);
        ASSERT_NULL(b);
        for (k = 0; k < sizeof far / sizeof far[0]; k++) {
            char want[120];
            memset(why, 'x', sizeof why);
            ASSERT_EQ(p8_table_random_board_why(tb, far[k], why, sizeof why), 0);
            snprintf(want, sizeof want, "no board is %llu moves from the goal (the farthest are "
                     "%llu)", (unsigned long long)far[k],
                     (unsigned long long)p8_table_stat(tb, P8_TABLE_MAX_DISTANCE));
            ASSERT_STR_EQ(why, want);
        }
        ASSERT_STR_EQ(why, "no board is 18446744073709551615 moves from the goal (the farthest are 31)");
        for (d = 0; d <= 31; d++) {
            memset(why, 'x', sizeof why);
            ASSERT_EQ(p8_table_random_board_why(tb, d, why, sizeof why), 1);
            ASSERT_STR_EQ(why, "");
        }
        ASSERT_EQ(p8_table_random_board_why(tb, 32, NULL, 0), 0);
        ASSERT_EQ(p8_table_random_board_why(tb, 32, why, 10), 0);
        ASSERT_STR_EQ(why, "no board ");
        memset(why, 'x', sizeof why);
        ASSERT_EQ(p8_table_random_board_why(NULL, 3, why, sizeof why), P8_EINVAL);
        ASSERT_STR_EQ(why, "the table is NULL");
        ASSERT_EQ(p8_table_random_board_why(tb, 3, NULL, 5), P8_EINVAL);
        /* another goal, another farthest distance: the sentence names it */
        {
            uint64_t m = p8_table_stat(center, P8_TABLE_MAX_DISTANCE);
            char want[120];
            ASSERT_TRUE(m < 31);
            ASSERT_EQ(p8_table_random_board_why(center, m, why, sizeof why), 1);
            ASSERT_EQ(p8_table_random_board_why(center, m + 1, why, sizeof why), 0);
            snprintf(want, sizeof want, "no board is %llu moves from the goal (the farthest are "
                     "%llu)", (unsigned long long)(m + 1), (unsigned long long)m);
            ASSERT_STR_EQ(why, want);
            ASSERT_EQ(p8_table_random_board(center, (unsigned)m + 1, 1, &b), P8_EINVAL);
        }
    }
    /* uniform: chi-square over the 39 boards at distance 6, 100 draws expected each */
    memset(hits, 0, sizeof hits);
    for (seed = 0; seed < 3900; seed++) {
        ASSERT_EQ(p8_table_random_board(tb, 6, seed, &b), P8_OK);
        p8_board_tiles(b, t);
        hits[oracle_index(t)]++;
        p8_board_free(b);
    }
    expect = 3900.0 / 39.0;
    for (seed = 0; seed < ORACLE_N; seed++) {
        if (odist[seed] == 6) {
            chi += (hits[seed] - expect) * (hits[seed] - expect) / expect;
            seen += hits[seed] > 0;
        } else {
            ASSERT_EQ(hits[seed], 0);
        }
    }
    ASSERT_EQ(seen, 39);
    ASSERT_TRUE(chi < 70.7); /* 38 degrees of freedom, p = 0.001 */
    printf("chi-square over the 39 boards at distance 6: %.1f (38 d.f.)\n", chi);
    /* distances with no board */
    b = (p8_board *)&b;
    ASSERT_EQ(p8_table_random_board(tb, 32, 1, &b), P8_EINVAL);
    ASSERT_NULL(b);
    ASSERT_EQ(p8_table_random_board(tb, 1000, 1, &b), P8_EINVAL);
    ASSERT_EQ(p8_table_random_board(center, 31, 1, &b), P8_EINVAL); /* its largest is 30 */
    ASSERT_EQ(p8_table_random_board(center, 30, 1, &b), P8_OK);
    ASSERT_EQ(p8_table_distance(center, b), 30);
    p8_board_free(b);
    ASSERT_EQ(p8_table_random_board(tb, 0, 5, &b), P8_OK);
    p8_board_tiles(b, t);
    ASSERT_TRUE(memcmp(t, goal, 9) == 0);
    p8_board_free(b);
    ASSERT_EQ(p8_table_random_board(NULL, 3, 1, &b), P8_EINVAL);
    ASSERT_EQ(p8_table_random_board(tb, 3, 1, NULL), P8_EINVAL);
    p8_table_free(tb);
    p8_table_free(center);
}

/* ---- the table as a heuristic --------------------------------------------------------------- */

static void test_perfect_heuristic(void) {
    uint8_t goal[9], t[9], other[9] = {1, 2, 3, 4, 5, 6, 8, 7, 0}, bad[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
    p8_table *tb = build("1 2 3 4 5 6 7 8 0", goal);
    p8_search *s = NULL;
    uint32_t r;
    long wrong_h = 0, wrong_run = 0, runs = 0;
    oracle_distances(goal, odist);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_table_heuristic, tb), P8_OK);
    for (r = 0; r < ORACLE_N; r++) {
        oracle_unindex(r, t);
        wrong_h += p8_table_heuristic(t, goal, tb) != (odist[r] == ORACLE_UNREACHED ? 0u : odist[r]);
        if (odist[r] != ORACLE_UNREACHED && r % (quick ? 2999 : 97) == 0) {
            p8_board *b = NULL;
            p8_result *res = NULL;
            p8_board_new(t, &b);
            runs++;
            /* A* with the perfect heuristic expands exactly the boards of one optimal path */
            if (p8_search_run(s, b, NULL, &res) != P8_OK || p8_result_length(res) != odist[r] ||
                p8_result_expanded(res) != odist[r])
                wrong_run++;
            p8_result_free(res);
            p8_board_free(b);
        }
    }
    ASSERT_EQ(wrong_h, 0);
    ASSERT_EQ(wrong_run, 0);
    ASSERT_TRUE(runs > 10);
    oracle_unindex(12345, t);
    ASSERT_EQ(p8_table_heuristic(t, other, tb), 0);   /* not the table's goal */
    ASSERT_EQ(p8_table_heuristic(bad, goal, tb), 0);  /* not a permutation */
    ASSERT_EQ(p8_table_heuristic(NULL, goal, tb), 0);
    ASSERT_EQ(p8_table_heuristic(t, NULL, tb), 0);
    ASSERT_EQ(p8_table_heuristic(t, goal, NULL), 0);
    p8_search_free(s);
    p8_table_free(tb);
}

/* ---- bad input ---------------------------------------------------------------------------- */

static void *never_malloc(size_t n, void *ud) { (void)n; (void)ud; return NULL; }
static void *never_realloc(void *p, size_t n, void *ud) { (void)p; (void)n; (void)ud; return NULL; }
static void no_free(void *p, void *ud) { (void)p; (void)ud; }

static void test_bad_input(void) {
    p8_allocator a = {never_malloc, never_realloc, no_free, NULL}, half = a;
    p8_table *t = (p8_table *)&t;
    uint8_t goal[9];
    p8_board *g = mk("8 1 2 0 4 3 7 6 5");
    ASSERT_EQ(p8_table_build(NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_table_build_with_allocator(NULL, NULL, &t), P8_EINVAL);
    ASSERT_NULL(t);
    half.free_fn = NULL;
    ASSERT_EQ(p8_table_build_with_allocator(&half, NULL, &t), P8_EINVAL);
    half = a;
    half.malloc_fn = NULL;
    ASSERT_EQ(p8_table_build_with_allocator(&half, NULL, &t), P8_EINVAL);
    half = a;
    half.realloc_fn = NULL;
    ASSERT_EQ(p8_table_build_with_allocator(&half, NULL, &t), P8_EINVAL);
    ASSERT_EQ(p8_table_build_with_allocator(&a, NULL, &t), P8_ENOMEM);
    ASSERT_NULL(t);
    p8_table_free(NULL);
    ASSERT_EQ(p8_table_build(g, &t), P8_OK);
    ASSERT_EQ(p8_table_goal(t, goal), P8_OK);
    ASSERT_TRUE(memcmp(goal, "\10\1\2\0\4\3\7\6\5", 9) == 0);
    ASSERT_EQ(p8_table_goal(t, NULL), P8_EINVAL);
    ASSERT_EQ(p8_table_goal(NULL, goal), P8_EINVAL);
    ASSERT_EQ(p8_table_distance(t, g), 0);
    ASSERT_EQ(p8_table_distance(NULL, g), P8_EINVAL);
    ASSERT_EQ(p8_table_distance(t, NULL), P8_EINVAL);
    ASSERT_EQ(p8_table_distance_rank(t, P8_NUM_PERMUTATIONS), P8_EINVAL);
    ASSERT_EQ(p8_table_distance_rank(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_table_distance_rank(t, (uint32_t)p8_board_rank(g)), 0);
    ASSERT_EQ(p8_table_optimal_moves(NULL, g), P8_EINVAL);
    ASSERT_EQ(p8_table_optimal_moves(t, NULL), P8_EINVAL);
    p8_table_free(t);
    p8_board_free(g);
}

/* ---- threads: one table, many readers ----------------------------------------------------- */

typedef struct reader {
    const p8_table *t;
    uint32_t from;
    long wrong;
} reader;

static void *read_part(void *arg) {
    reader *rd = arg;
    uint32_t r;
    for (r = rd->from; r < ORACLE_N; r += quick ? 4 * 97 : 4 * 5) {
        p8_board *b = NULL;
        uint64_t count = 0;
        p8_board_from_rank(r, &b);
        if (odist[r] == ORACLE_UNREACHED) {
            rd->wrong += p8_table_distance(rd->t, b) != P8_EUNSOLVABLE;
        } else {
            rd->wrong += p8_table_distance(rd->t, b) != odist[r];
            rd->wrong += p8_table_count_solutions(rd->t, b, &count) != P8_OK || count != opaths[r];
        }
        p8_board_free(b);
    }
    return NULL;
}

static void test_threads(void) {
    uint8_t goal[9];
    p8_table *t = build("1 2 3 4 5 6 7 8 0", goal);
    pthread_t th[4];
    reader rd[4];
    int i;
    oracle_distances(goal, odist);
    oracle_path_counts(odist, opaths);
    for (i = 0; i < 4; i++) {
        rd[i].t = t;
        rd[i].from = (uint32_t)i;
        rd[i].wrong = 0;
        ASSERT_EQ(pthread_create(&th[i], NULL, read_part, &rd[i]), 0);
    }
    for (i = 0; i < 4; i++) {
        pthread_join(th[i], NULL);
        ASSERT_EQ(rd[i].wrong, 0);
    }
    p8_table_free(t);
}

int main(void) {
    quick = test_level() == 0;
    RUN(test_published_histogram);
    RUN(test_every_board);
    RUN(test_solve_all);
    RUN(test_listing_edges);
    RUN(test_random_board);
    RUN(test_perfect_heuristic);
    RUN(test_bad_input);
    RUN(test_threads);
    return TEST_REPORT();
}
