/* SPDX-License-Identifier: MIT */
/*
 * test_experiment.c - p8_experiment: b* against an independent root finder and closed forms,
 * every row's statistics against p8_solve run directly on the same boards (drawn here with
 * p8_table_random_board and the documented seeds), determinism, cut-offs and skipping, cancel,
 * errors, out of memory, the writers and the named experiments.
 * Out of memory: make check fails each of the first 8 allocations of a run and every 5th after
 * (each run that gets past the distance table builds it again); P8_FULL=1 (make check-full)
 * fails every one.
 */
#include "test.h"
#include "experiment_support.h"
#include "support.h"
#include "chaos_alloc.h"

#include <math.h>
#include <stdlib.h>

/* ---- b* ------------------------------------------------------------------------------------ */

/* Newton's method on f(b) = b + ... + b^d - N from b = N (f convex for b >= 0): another method. */
static double newton_bstar(double n, unsigned d) {
    double b = pow(n > 1 ? n : 1, 1.0 / d) + 1, f, df, p; /* right of the root */
    unsigned i;
    int it;
    for (it = 0; it < 500; it++) {
        f = -n;
        df = 0;
        p = 1;
        for (i = 1; i <= d; i++) {
            df += i * p; /* i b^(i-1) */
            p *= b;
            f += p;
        }
        if (fabs(f) < 1e-12 * (n + 1)) break;
        b -= f / df;
    }
    return b;
}

static void test_bstar(void) {
    unsigned d;
    double n;
    ASSERT_TRUE(isnan(p8_effective_branching(10, 0)));
    ASSERT_TRUE(isnan(p8_effective_branching(-1, 3)));
    ASSERT_TRUE(isnan(p8_effective_branching(NAN, 3)));
    ASSERT_TRUE(fabs(p8_effective_branching(37, 1) - 37) < 1e-9);         /* d = 1: b = N */
    ASSERT_TRUE(fabs(p8_effective_branching(12, 12) - 1) < 1e-9);         /* N = d: b = 1 */
    ASSERT_TRUE(fabs(p8_effective_branching(0, 5)) < 1e-9);
    /* d = 2: b^2 + b - N = 0 */
    ASSERT_TRUE(fabs(p8_effective_branching(56, 2) - (-1 + sqrt(1 + 4 * 56.0)) / 2) < 1e-9);
    /* the textbook's example: 52 nodes at depth 5 give 1.92 */
    ASSERT_TRUE(fabs(p8_effective_branching(52, 5) - 1.92) < 0.005);
    /* far from the start of the bisection: N = 1e300 at d = 30 is about 1e10, N = 1e100 at
     * d = 2 about 1e50 (each within 1e-9 of the root, in the decades) */
    ASSERT_TRUE(fabs(log10(p8_effective_branching(1e300, 30)) - 10) < 1e-9);
    ASSERT_TRUE(fabs(log10(p8_effective_branching(1e100, 2)) - 50) < 1e-9);
    ASSERT_TRUE(fabs(log10(p8_effective_branching(1e60, 3)) - 20) < 1e-9);
    for (d = 1; d <= 30; d += 3)
        for (n = 1; n < 1e9; n = n * 7 + 3) {
            double b = p8_effective_branching(n, d), c = newton_bstar(n, d);
            if (!(fabs(b - c) < 1e-6 * (c > 1 ? c : 1))) {
                ASSERT_TRUE(fabs(b - c) < 1e-6 * (c > 1 ? c : 1));
                printf("  N %.0f d %u: %.12g vs %.12g\n", n, d, b, c);
            }
        }
}

/* ---- Rows against p8_solve ----------------------------------------------------------------- */

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The documented seed of board i at distance d. */
static uint64_t board_seed(uint64_t seed, unsigned d, uint64_t i) {
    uint64_t z = (seed ^ ((uint64_t)d << 40) ^ i) + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Check row (config alg/h, distance d, n boards) against p8_solve on the same boards. */
static void check_row(const p8_experiment *e, size_t row, const p8_table *t, int alg, int h,
                      unsigned d, unsigned n, uint64_t seed) {
    double f[P8_EXP_FIELDS];
    uint64_t exp_[64], gen[64], len[64], sum_e = 0, sum_g = 0;
    unsigned i, solved = 0, optimal = 0;
    ASSERT_EQ(p8_experiment_row(e, row, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_DISTANCE], d);
    ASSERT_EQ(f[P8_EXP_BOARDS], n);
    ASSERT_EQ(f[P8_EXP_RUNS], n);
    for (i = 0; i < n && i < 64; i++) {
        p8_board *b = NULL;
        p8_result *r = NULL;
        ASSERT_EQ(p8_table_random_board(t, d, board_seed(seed, d, i), &b), P8_OK);
        ASSERT_EQ(p8_table_distance(t, b), d);
        ASSERT_EQ(p8_solve(b, NULL, alg, h, &r), P8_OK);
        exp_[solved] = p8_result_expanded(r);
        gen[solved] = p8_result_generated(r);
        len[solved] = p8_result_length(r);
        sum_e += exp_[solved];
        sum_g += gen[solved];
        optimal += len[solved] == d;
        solved++;
        p8_result_free(r);
        p8_board_free(b);
    }
    qsort(gen, solved, sizeof gen[0], cmp_u64);
    qsort(exp_, solved, sizeof exp_[0], cmp_u64);
    ASSERT_EQ(f[P8_EXP_SOLVED], solved);
    ASSERT_EQ(f[P8_EXP_OPTIMAL], optimal);
    ASSERT_EQ(f[P8_EXP_CUT_OFF], 0);
    ASSERT_TRUE(fabs(f[P8_EXP_EXPANDED_MEAN] - (double)sum_e / solved) < 1e-9);
    ASSERT_TRUE(fabs(f[P8_EXP_GENERATED_MEAN] - (double)sum_g / solved) < 1e-9);
    ASSERT_EQ(f[P8_EXP_GENERATED_MAX], gen[solved - 1]);
    ASSERT_EQ(f[P8_EXP_EXPANDED_MAX], exp_[solved - 1]);
    ASSERT_TRUE(fabs(f[P8_EXP_GENERATED_MEDIAN] -
                     (solved % 2 ? (double)gen[solved / 2]
                                 : ((double)gen[solved / 2 - 1] + (double)gen[solved / 2]) / 2)) < 1e-9);
    ASSERT_TRUE(fabs(f[P8_EXP_BSTAR] - newton_bstar((double)sum_g / solved, d)) < 1e-6);
    ASSERT_TRUE(fabs(f[P8_EXP_BSTAR_EXPANDED] - newton_bstar((double)sum_e / solved, d)) < 1e-6);
    ASSERT_TRUE(f[P8_EXP_TIME_MS_MAX] >= f[P8_EXP_TIME_MS_MEDIAN]);
    ASSERT_EQ(f[P8_EXP_LENGTH_MAX], len[0] > len[solved - 1] ? len[0] : len[solved - 1]);
}

static void test_rows_match_solve(void) {
    p8_experiment *e = NULL;
    p8_table *t = NULL;
    unsigned dists[3] = {3, 8, 13};
    size_t k;
    ASSERT_EQ(p8_table_build(NULL, &t), P8_OK);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_MISPLACED, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_IDDFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, "ids"), 1);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 2);
    ASSERT_STR_EQ(p8_experiment_label(e, 0), "A*(h1)");
    ASSERT_STR_EQ(p8_experiment_label(e, 1), "ids");
    ASSERT_STR_EQ(p8_experiment_label(e, 2), "BFS");
    ASSERT_NULL(p8_experiment_label(e, 3));
    ASSERT_EQ(p8_experiment_set_seed(e, 77), P8_OK);
    for (k = 0; k < 3; k++) ASSERT_EQ(p8_experiment_add_distance(e, dists[k], 9 + (unsigned)k), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 0);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 9);
    for (k = 0; k < 3; k++) {
        check_row(e, k, t, P8_ALG_ASTAR, P8_H_MISPLACED, dists[k], 9 + (unsigned)k, 77);
        check_row(e, 3 + k, t, P8_ALG_IDDFS, P8_H_DEFAULT, dists[k], 9 + (unsigned)k, 77);
        check_row(e, 6 + k, t, P8_ALG_BFS, P8_H_DEFAULT, dists[k], 9 + (unsigned)k, 77);
    }
    p8_experiment_free(e);
    p8_table_free(t);
}

/* Every field but the times of every row of a into buf (for comparing runs). */
static void fingerprint(const p8_experiment *e, double *buf, size_t cap) {
    int n = p8_experiment_rows(e), r, k;
    double f[P8_EXP_FIELDS];
    size_t at = 0;
    for (r = 0; r < n; r++) {
        p8_experiment_row(e, (size_t)r, f, P8_EXP_FIELDS);
        for (k = 0; k < P8_EXP_FIELDS && at < cap; k++)
            buf[at++] = k >= P8_EXP_TIME_MS_MEAN && k <= P8_EXP_TIME_MS_MAX ? 0 : isnan(f[k]) ? -1 : f[k];
    }
}

static void test_deterministic_and_given_boards(void) {
    p8_experiment *a = NULL, *b = NULL;
    double fa[400] = {0}, fb[400] = {0};
    p8_board *x = NULL, *g = NULL;
    double f[P8_EXP_FIELDS];
    uint8_t tiles[9] = {1, 2, 3, 4, 5, 6, 0, 7, 8}; /* 2 moves */
    ASSERT_EQ(p8_experiment_new(&a), P8_OK);
    ASSERT_EQ(p8_experiment_preset(a, "branching", 5, (const unsigned[]){4, 10}, 2), P8_OK);
    ASSERT_EQ(p8_experiment_set_seed(a, 5), P8_OK);
    ASSERT_EQ(p8_experiment_run(a, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(a), 8);
    fingerprint(a, fa, 400);
    ASSERT_EQ(p8_experiment_run(a, NULL, NULL), P8_OK); /* again: the same rows */
    fingerprint(a, fb, 400);
    ASSERT_TRUE(memcmp(fa, fb, sizeof fa) == 0);
    ASSERT_EQ(p8_experiment_new(&b), P8_OK);
    ASSERT_EQ(p8_experiment_preset(b, "branching", 5, (const unsigned[]){4, 10}, 2), P8_OK);
    ASSERT_EQ(p8_experiment_set_seed(b, 6), P8_OK); /* another seed: other boards */
    ASSERT_EQ(p8_experiment_run(b, NULL, NULL), P8_OK);
    fingerprint(b, fb, 400);
    ASSERT_TRUE(memcmp(fa, fb, sizeof fa) != 0);
    p8_experiment_free(b);
    /* Given boards join the rows of their distance; the goal and the other parity are refused. */
    ASSERT_EQ(p8_experiment_new(&b), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(b, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_board_new(tiles, &x), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(b, x), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(b, x), P8_OK);
    ASSERT_EQ(p8_board_new_goal(&g), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(b, g), P8_EUNSOLVABLE);
    ASSERT_EQ(p8_board_apply(g, P8_MOVE_LEFT), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(b, 1, 3), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(b, g), P8_OK); /* one move: joins the drawn ones */
    ASSERT_EQ(p8_experiment_run(b, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(b), 2);
    p8_experiment_row(b, 0, f, P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_DISTANCE], 1);
    ASSERT_EQ(f[P8_EXP_BOARDS], 4);
    p8_experiment_row(b, 1, f, P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_DISTANCE], 2);
    ASSERT_EQ(f[P8_EXP_BOARDS], 2);
    ASSERT_EQ(f[P8_EXP_OPTIMAL], 2);
    tiles[6] = 8; tiles[8] = 0; /* 1 2 3 4 5 6 8 7 0: the other parity */
    p8_board_free(x);
    ASSERT_EQ(p8_board_new(tiles, &x), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(b, x), P8_EUNSOLVABLE);
    ASSERT_TRUE(strlen(p8_experiment_errmsg(b)) > 0);
    p8_board_free(x);
    p8_board_free(g);
    p8_experiment_free(b);
    p8_experiment_free(a);
}

static void test_cut_off_and_skip(void) {
    p8_experiment *e = NULL;
    double f[P8_EXP_FIELDS];
    int r;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_IDDFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, P8_LIMIT_EXPANSIONS, 2000), P8_OK);
    ASSERT_EQ(p8_experiment_set_limit(e, 1, P8_LIMIT_EXPANSIONS, 2000), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, 9, 2000), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distance(e, 2, 4), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 16, 4), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 20, 4), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    p8_experiment_row(e, 0, f, P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_CUT_OFF], 0);
    ASSERT_EQ(f[P8_EXP_SOLVED], 4);
    p8_experiment_row(e, 1, f, P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_RUNS], 4);
    ASSERT_EQ(f[P8_EXP_CUT_OFF], 4);
    ASSERT_EQ(f[P8_EXP_SKIPPED], 0);
    ASSERT_TRUE(isnan(f[P8_EXP_BSTAR]));
    p8_experiment_row(e, 2, f, P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_SKIPPED], 1);
    ASSERT_EQ(f[P8_EXP_RUNS], 0);
    ASSERT_EQ(f[P8_EXP_CUT_OFF], 4);
    ASSERT_EQ(p8_experiment_set_skip_deeper(e, 0), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 0); /* a change clears the rows */
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    r = p8_experiment_row(e, 2, f, P8_EXP_FIELDS);
    ASSERT_EQ(r, P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_SKIPPED], 0);
    ASSERT_EQ(f[P8_EXP_RUNS], 4);
    ASSERT_EQ(f[P8_EXP_CUT_OFF], 4);
    p8_experiment_free(e);
}

static void test_progress_and_cancel(void) {
    p8_experiment *e = NULL;
    progress_log p = {0, 0, 0, 0, NULL};
    double f[P8_EXP_FIELDS];
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_preset(e, "bidirectional", 3, (const unsigned[]){5, 9}, 2), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, on_progress, &p), P8_OK);
    ASSERT_EQ(p.calls, 12);
    ASSERT_EQ(p.total, 12);
    ASSERT_EQ(p.last_done, 12);
    /* progress returning non-zero after run 4 (distance 5 done: both configurations) */
    memset(&p, 0, sizeof p);
    p.stop_at = 7;
    ASSERT_EQ(p8_experiment_run(e, on_progress, &p), P8_ECANCELED);
    ASSERT_EQ(p.calls, 7);
    ASSERT_EQ(p8_experiment_rows(e), 4);
    p8_experiment_row(e, 0, f, P8_EXP_FIELDS); /* bfs at 5 */
    ASSERT_EQ(f[P8_EXP_RUNS], 3);
    p8_experiment_row(e, 1, f, P8_EXP_FIELDS); /* bfs at 9: the run made */
    ASSERT_EQ(f[P8_EXP_RUNS], 1);
    ASSERT_EQ(f[P8_EXP_SOLVED], 1);
    p8_experiment_row(e, 3, f, P8_EXP_FIELDS); /* bibfs at 9: not run */
    ASSERT_EQ(f[P8_EXP_RUNS], 0);
    ASSERT_TRUE(isnan(f[P8_EXP_GENERATED_MEAN]));
    /* p8_experiment_cancel from the callback (as from another thread) */
    memset(&p, 0, sizeof p);
    p.stop_at = 2;
    p.e = e;
    ASSERT_EQ(p8_experiment_run(e, on_progress, &p), P8_ECANCELED);
    ASSERT_EQ(p.calls, 2);
    /* a cancel while nothing runs has no effect on the next run */
    ASSERT_EQ(p8_experiment_cancel(e), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_cancel(NULL), P8_EINVAL);
    p8_experiment_free(e);
}

static void test_errors(void) {
    p8_experiment *e = NULL;
    const p8_allocator bad = {NULL, NULL, NULL, NULL};
    double f[2];
    ASSERT_EQ(p8_experiment_new(NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_new_with_allocator(&bad, &e), P8_EINVAL);
    ASSERT_NULL(e);
    ASSERT_EQ(p8_experiment_new_with_allocator(NULL, &e), P8_EINVAL);
    p8_experiment_free(NULL);
    ASSERT_EQ(p8_experiment_add_config(NULL, 0, -1, -1, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_run(NULL, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_rows(NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(NULL), "");
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the experiment has no configuration");
    ASSERT_EQ(p8_experiment_add_config(e, 99, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "algorithm 99 is out of range");
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, 99, P8_EXP_DUP_DEFAULT, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, -3, P8_EXP_DUP_DEFAULT, NULL), P8_EINVAL);
    /* the first policy past the last one p8_duplicates_name knows (the list grows) */
    int bad_dup = 0;
    while (p8_duplicates_name(bad_dup) != NULL) bad_dup++;
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_DEFAULT, bad_dup, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_DEFAULT, -2, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BIBFS, P8_H_DEFAULT, P8_DUP_NONE, NULL), 0);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT,
                                       "a label of more than sixty-three bytes, which the "
                                       "experiment cuts to fit its room"), 1);
    ASSERT_EQ(strlen(p8_experiment_label(e, 1)), 63);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the experiment has no board");
    ASSERT_EQ(p8_experiment_add_distance(e, 0, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distance(e, 32, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 0), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 1000001), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 2), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_EINVAL); /* the search refuses bibfs + none */
    if (strncmp(p8_experiment_errmsg(e), "configuration 0 (Bidirectional BFS, tree search): ", 50) != 0) {
        ASSERT_TRUE(0);
        printf("  errmsg: %s\n", p8_experiment_errmsg(e));
    }
    ASSERT_EQ(p8_experiment_rows(e), 0);
    ASSERT_EQ(p8_experiment_row(e, 0, f, 2), P8_EINVAL);
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_CSV, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_preset(e, "branching", 0, NULL, 0), P8_EINVAL); /* not empty */
    p8_experiment_free(e);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_preset(e, "nope", 0, NULL, 0), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_experiment_errmsg(e), "expected branching") != NULL);
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, (const unsigned[]){40}, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_preset(e, NULL, 0, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, NULL, 0), P8_OK);
    ASSERT_STR_EQ(p8_experiment_preset_name(0), "branching");
    ASSERT_STR_EQ(p8_experiment_preset_name(4), "bidirectional");
    ASSERT_STR_EQ(p8_experiment_preset_name(5), "textbook");
    ASSERT_NULL(p8_experiment_preset_name(6));
    ASSERT_NULL(p8_experiment_preset_name(-1));
    ASSERT_STR_EQ(p8_experiment_field_name(0), "config");
    ASSERT_STR_EQ(p8_experiment_field_name(P8_EXP_BSTAR_EXPANDED), "bstar_expanded");
    ASSERT_NULL(p8_experiment_field_name(P8_EXP_FIELDS));
    p8_experiment_free(e);
}

static int h_count(void) {
    int h = 0;
    while (p8_heuristic_name(h) != NULL) h++;
    return h;
}

/* ---- Out of memory: every allocation in turn fails; nothing leaks, nothing half-made. ------- */
static void test_oom(void) {
    chaos c;
    unsigned long n;
    int rc, done = 0;
    unsigned long stride = test_level() == 2 ? 1 : 5;
    for (n = 0; n < 400 && !done; n += n < 8 ? 1 : stride) {
        p8_allocator a;
        p8_experiment *e = NULL;
        memset(&c, 0, sizeof c);
        arm(&c, n, 0);
        a = make_alloc(&c);
        rc = p8_experiment_new_with_allocator(&a, &e);
        if (rc == P8_OK) {
            rc = p8_experiment_preset(e, "heuristics", 2, (const unsigned[]){6, 3}, 2);
            if (rc == P8_OK) rc = p8_experiment_run(e, NULL, NULL);
            if (rc == P8_OK) ASSERT_EQ(p8_experiment_rows(e), 2 * (h_count() + 1));
            else if (rc == P8_ENOMEM) ASSERT_EQ(p8_experiment_rows(e), 0);
            else ASSERT_EQ(rc, P8_ENOMEM);
            done = rc == P8_OK && c.failures == 0;
            p8_experiment_free(e);
        } else {
            ASSERT_EQ(rc, P8_ENOMEM);
            ASSERT_NULL(e);
        }
        ASSERT_EQ(c.live, 0);
        ASSERT_EQ(c.bad_free, 0);
    }
    ASSERT_TRUE(done);
}

/* ---- Writers -------------------------------------------------------------------------------- */

static void test_writers(void) {
    p8_experiment *e = NULL;
    static sink s;
    const char *p;
    size_t lines;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_preset(e, "branching", 4, (const unsigned[]){2, 8, 18, 20}, 4), P8_OK);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, P8_LIMIT_EXPANSIONS, 5000), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_MANHATTAN, P8_EXP_DUP_DEFAULT,
                                       "a \"quoted\" <label>, | too"), 4);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 20);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_CSV, to_sink, &s), P8_OK);
    ASSERT_EQ(count_char(s.buf, '\n'), 21);
    ASSERT_TRUE(strncmp(s.buf, "label,config,distance,boards,runs,solved,cut_off,skipped,", 57) == 0);
    ASSERT_TRUE(strstr(s.buf, "\n\"a \"\"quoted\"\" <label>, | too\",4,2,4,4,4,0,0,") != NULL);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_TEXT, to_sink, &s), P8_OK);
    ASSERT_TRUE(strncmp(s.buf, "configuration", 13) == 0);
    ASSERT_TRUE(strstr(s.buf, "cut off (4 of 4)") != NULL);    /* iddfs at 18, limit 5000 */
    ASSERT_TRUE(strstr(s.buf, "cut off (skipped)") != NULL);   /* and at 20 */
    /* the series that stops says where and why, on a line after its rows */
    ASSERT_TRUE(strstr(s.buf, "\nIDS stops after d = 8: at d = 18 the limit of 5,000 expansions a "
                              "run stopped 4 of its 4 runs, and greater distances were not run.\n\n"
                              "A*(h1) ") != NULL);
    lines = count_char(s.buf, '\n');
    ASSERT_EQ(lines, 1 + 20 + 4 + 1);           /* a blank line between configs, and the note */
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_MARKDOWN, to_sink, &s), P8_OK);
    ASSERT_EQ(count_char(s.buf, '\n'), 22 + 2);                  /* a blank line, the note */
    ASSERT_TRUE(strstr(s.buf, "|\n\n- IDS stops after d = 8: ") != NULL);
    ASSERT_TRUE(strstr(s.buf, "|---|---:|") != NULL);
    ASSERT_TRUE(strstr(s.buf, "\\| too") != NULL);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_JSON, to_sink, &s), P8_OK);
    ASSERT_TRUE(strncmp(s.buf, "{\"format\":\"puzzle8-experiment\",\"version\":1,\"seed\":0,\"rows\":[", 60) == 0);
    ASSERT_TRUE(strstr(s.buf, "\"label\":\"a \\\"quoted\\\" <label>, | too\"") != NULL);
    ASSERT_TRUE(strstr(s.buf, "\"bstar\":null") != NULL);
    ASSERT_EQ(count_char(s.buf, '{'), 21);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_GENERATED_MEAN, to_sink, &s), P8_OK);
    ASSERT_TRUE(strncmp(s.buf, "<?xml", 5) == 0);
    ASSERT_TRUE(strstr(s.buf, "</svg>\n") != NULL);
    ASSERT_TRUE(strstr(s.buf, "a \"quoted\" &lt;label&gt;, | too") != NULL);
    ASSERT_TRUE(strstr(s.buf, "log scale") != NULL);
    p = strstr(s.buf, "nodes generated (mean) by solution depth");
    ASSERT_TRUE(p != NULL);
    memset(&s, 0, sizeof s);
    s.fail_after = -1;
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_BSTAR, to_sink, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, "log scale") == NULL);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_OPTIMAL, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_SOLVED, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_FIELDS, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_write(e, 4, to_sink, &s), P8_EINVAL);
    memset(&s, 0, sizeof s);
    s.fail_after = 0; /* the writer's own status comes back */
    ASSERT_EQ(p8_experiment_write(e, P8_EXP_CSV, to_sink, &s), -7);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_BSTAR, to_sink, &s), -7);
    p8_experiment_free(e);
}

/* Each named experiment runs (small) and its configurations are the documented ones. */
static void test_named(void) {
    static const char *const want[] = {
        "IDS|A*(h1)|A*(h2)|A*(linear conflict)|",
        "BFS, tree search|BFS, no undo|BFS, graph search|",
        NULL, /* heuristics: below */
        "Random walk|Random walk, no undo|",
        "BFS|Bidirectional BFS|",
        "IDS|A*(h1)|A*(h2)|IDS, no undo|"};
    char got[512];
    int i, h, n;
    size_t c;
    for (i = 0; p8_experiment_preset_name(i) != NULL; i++) {
        p8_experiment *e = NULL;
        ASSERT_EQ(p8_experiment_new(&e), P8_OK);
        ASSERT_EQ(p8_experiment_preset(e, p8_experiment_preset_name(i), 2,
                                       (const unsigned[]){1, 6}, 2), P8_OK);
        got[0] = '\0';
        for (c = 0; p8_experiment_label(e, c) != NULL; c++) {
            strcat(got, p8_experiment_label(e, c));
            strcat(got, "|");
        }
        if (want[i] != NULL) {
            ASSERT_STR_EQ(got, want[i]);
        } else {
            char w[512] = "";
            for (h = 0; p8_heuristic_name(h) != NULL; h++) {
                strcat(w, "A*(");
                strcat(w, p8_choice_label(P8_CHOICE_HEURISTIC, h)); /* h1, h2, linear conflict, ... */
                strcat(w, ")|");
            }
            strcat(w, "A*(exact)|");
            ASSERT_STR_EQ(got, w);
            ASSERT_TRUE(strstr(got, "A*(h1)|A*(h2)|A*(linear conflict)|") != NULL);
        }
        ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
        n = p8_experiment_rows(e);
        ASSERT_EQ((size_t)n, 2 * c);
        p8_experiment_free(e);
    }
    ASSERT_EQ(i, 6);
}

int main(void) {
    RUN(test_bstar);
    RUN(test_rows_match_solve);
    RUN(test_deterministic_and_given_boards);
    RUN(test_cut_off_and_skip);
    RUN(test_progress_and_cancel);
    RUN(test_errors);
    RUN(test_oom);
    RUN(test_writers);
    RUN(test_named);
    return TEST_REPORT();
}
