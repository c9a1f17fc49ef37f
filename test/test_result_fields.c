/* SPDX-License-Identifier: MIT */
/*
 * test_result_fields.c - p8_result_fields (every field of a result in one call) against the
 * one-field getters, for every algorithm on a sample of boards and for runs that end in each way
 * a run ends with a result; and p8_status_has_result against what p8_search_run really returns.
 */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

#define N_STATS (P8_STAT_BOUND + 1) /* the last P8_STAT_* */
#define N_FIELDS (P8_RESULT_FIELD_STATS + N_STATS)
#define SENTINEL UINT64_C(0xdeadbeefcafef00d)

/* Every field of r equals its getter; a cap of k writes exactly k slots and no more. */
static void check_fields(const p8_result *r) {
    uint64_t f[N_FIELDS + 4];
    size_t i, k;
    for (i = 0; i < N_FIELDS + 4; i++) f[i] = SENTINEL;
    ASSERT_EQ(p8_result_fields(r, f, N_FIELDS + 4), N_FIELDS);
    ASSERT_EQ((int64_t)f[P8_RESULT_FIELD_STATUS], p8_result_status(r));
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_SOLVED], (uint64_t)p8_result_solved(r));
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_LENGTH], (uint64_t)p8_result_length(r));
    for (i = 0; i < N_STATS; i++)
        ASSERT_EQ_U64(f[P8_RESULT_FIELD_STATS + i], p8_result_stat(r, (int)i));
    for (i = N_FIELDS; i < N_FIELDS + 4; i++) ASSERT_EQ_U64(f[i], SENTINEL);
    for (k = 0; k <= N_FIELDS; k++) {
        uint64_t g[N_FIELDS + 1];
        for (i = 0; i <= N_FIELDS; i++) g[i] = SENTINEL;
        ASSERT_EQ(p8_result_fields(r, g, k), N_FIELDS);
        for (i = 0; i <= N_FIELDS; i++) {
            if (i < k) ASSERT_EQ_U64(g[i], f[i]);
            else ASSERT_EQ_U64(g[i], SENTINEL);
        }
    }
}

static void test_fields_match_getters(void) {
    static const char *boards[] = {"123456780", "123456708", "806547231", "867254301",
                                   "012345678", "413726580", "123456780"};
    int alg;
    size_t b;
    for (alg = P8_ALG_BFS; alg <= P8_ALG_ASTAR; alg++) {
        for (b = 0; b < sizeof boards / sizeof boards[0]; b++) {
            p8_board *start = mk(boards[b]);
            p8_result *r = NULL;
            int rc = p8_solve(start, NULL, alg, P8_H_DEFAULT, &r);
            ASSERT_EQ(rc, P8_OK);
            ASSERT_NOT_NULL(r);
            if (r) check_fields(r);
            p8_result_free(r);
            p8_board_free(start);
        }
    }
}

static void test_null_and_no_buffer(void) {
    uint64_t f[2] = {SENTINEL, SENTINEL};
    p8_board *b = mk("806547231");
    p8_result *r = NULL;
    ASSERT_EQ(p8_result_fields(NULL, f, 2), 0);
    ASSERT_EQ_U64(f[0], SENTINEL);
    ASSERT_EQ_U64(f[1], SENTINEL);
    ASSERT_EQ(p8_result_fields(NULL, NULL, 0), 0);
    ASSERT_EQ(p8_solve(b, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &r), P8_OK);
    ASSERT_EQ(p8_result_fields(r, NULL, 0), N_FIELDS);
    ASSERT_EQ(p8_result_fields(r, NULL, 5), N_FIELDS); /* NULL out: nothing written, no crash */
    p8_result_free(r);
    p8_board_free(b);
}

static int cancel_at_third(int event, const uint8_t *state, unsigned int g, unsigned int h, void *ud) {
    int *n = ud;
    (void)event;
    (void)state;
    (void)g;
    (void)h;
    return ++*n >= 3;
}

/* The optimal length from b to the default goal, by the oracle's own BFS. */
static uint64_t optimal_length(const p8_board *b) {
    static const uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    uint8_t t[9], *dist = malloc(362880);
    uint64_t d;
    if (!dist) exit(2);
    oracle_distances(goal, dist);
    p8_board_tiles(b, t);
    d = dist[oracle_index(t)];
    free(dist);
    return d;
}

/* A caller frontier (a built-in heap underneath) whose push fails at push number `fail_at`. */
typedef struct failing {
    p8_frontier *f;
    unsigned long pushes, fail_at;
} failing;
static int failing_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    failing *x = u;
    if (++x->pushes == x->fail_at) return -42;
    return p8_frontier_push(n, k, g, h, x->f);
}
static int failing_pop(uint32_t *n, void *u) {
    return p8_frontier_pop(n, ((failing *)u)->f);
}
static uint64_t failing_size(void *u) {
    return p8_frontier_size(((failing *)u)->f);
}
static void failing_clear(void *u) {
    p8_frontier_clear(((failing *)u)->f);
}

/* A run ending in each way: the status, whether a result came, and its fields. */
static void test_has_result_matches_runs(void) {
    p8_board *far = mk("806547231"), *un = mk("213456780"), *goal = mk("123456780");
    p8_search *s = NULL;
    p8_result *r;
    uint64_t f[N_FIELDS];
    int n = 0, rc;
    ASSERT_EQ(p8_search_new(&s), P8_OK);

    /* P8_ELIMIT, with a result whose status field is negative. */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 10), P8_OK);
    r = NULL;
    rc = p8_search_run(s, far, NULL, &r);
    ASSERT_EQ(rc, P8_ELIMIT);
    ASSERT_EQ(p8_status_has_result(rc), 1);
    ASSERT_NOT_NULL(r);
    ASSERT_EQ(p8_result_fields(r, f, N_FIELDS), N_FIELDS);
    ASSERT_EQ((int64_t)f[P8_RESULT_FIELD_STATUS], P8_ELIMIT);
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_STATUS], UINT64_MAX - 4); /* -5 as two's complement */
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_SOLVED], 0);
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_LENGTH], 0);
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_STATS + P8_STAT_EXPANDED], 10);
    if (r) check_fields(r);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE), P8_OK);

    /* P8_ECANCELED from the event callback. */
    ASSERT_EQ(p8_search_set_event_fn(s, cancel_at_third, P8_EVENT_BIT(P8_EVENT_EXPAND), &n), P8_OK);
    r = NULL;
    rc = p8_search_run(s, far, NULL, &r);
    ASSERT_EQ(rc, P8_ECANCELED);
    ASSERT_EQ(p8_status_has_result(rc), 1);
    ASSERT_NOT_NULL(r);
    if (r) check_fields(r);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_event_fn(s, NULL, 0, NULL), P8_OK);

    /* P8_OK. */
    r = NULL;
    rc = p8_search_run(s, far, goal, &r);
    ASSERT_EQ(rc, P8_OK);
    ASSERT_EQ(p8_status_has_result(rc), 1);
    ASSERT_NOT_NULL(r);
    ASSERT_EQ(p8_result_fields(r, f, N_FIELDS), N_FIELDS);
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_SOLVED], 1);
    ASSERT_EQ_U64(f[P8_RESULT_FIELD_LENGTH], optimal_length(far));
    p8_result_free(r);

    /* P8_EFRONTIER: a caller's frontier whose push fails; the rule says a result came, and
     * its status is P8_EFRONTIER (issue 25.2). */
    {
        failing x;
        memset(&x, 0, sizeof x);
        x.fail_at = 3;
        ASSERT_EQ(p8_frontier_new(P8_FRONTIER_HEAP, &x.f), P8_OK);
        ASSERT_EQ(p8_search_set_frontier_fns(s, failing_push, failing_pop, failing_size,
                                             failing_clear, &x), P8_OK);
        r = NULL;
        rc = p8_search_run(s, far, NULL, &r);
        ASSERT_EQ(rc, P8_EFRONTIER);
        ASSERT_EQ(p8_status_has_result(rc), 1);
        ASSERT_NOT_NULL(r);
        if (r) {
            ASSERT_EQ(p8_result_status(r), P8_EFRONTIER);
            ASSERT_EQ(p8_result_solved(r), 0);
            check_fields(r);
        }
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_ASTAR), P8_OK);
        p8_frontier_free(x.f);
    }

    /* No result: P8_EUNSOLVABLE and P8_EINVAL. */
    r = (p8_result *)&n;
    rc = p8_search_run(s, un, goal, &r);
    ASSERT_EQ(rc, P8_EUNSOLVABLE);
    ASSERT_EQ(p8_status_has_result(rc), 0);
    ASSERT_NULL(r);
    r = (p8_result *)&n;
    rc = p8_search_run(s, NULL, goal, &r);
    ASSERT_EQ(rc, P8_EINVAL);
    ASSERT_EQ(p8_status_has_result(rc), 0);
    ASSERT_NULL(r);

    p8_search_free(s);
    p8_board_free(far);
    p8_board_free(un);
    p8_board_free(goal);
}

/* Exactly five codes come with a result, whatever integer is asked about. */
static void test_has_result_codes(void) {
    int code, yes = 0;
    for (code = -1000; code <= 1000; code++) {
        int v = p8_status_has_result(code);
        ASSERT_TRUE(v == 0 || v == 1);
        yes += v;
    }
    ASSERT_EQ(yes, 5);
    ASSERT_EQ(p8_status_has_result(P8_OK), 1);
    ASSERT_EQ(p8_status_has_result(P8_ELIMIT), 1);
    ASSERT_EQ(p8_status_has_result(P8_ECANCELED), 1);
    ASSERT_EQ(p8_status_has_result(P8_ENOTFOUND), 1);
    ASSERT_EQ(p8_status_has_result(P8_EFRONTIER), 1);
    ASSERT_EQ(p8_status_has_result(P8_AGAIN), 0);
    ASSERT_EQ(p8_status_has_result(P8_ENOMEM), 0);
    ASSERT_EQ(p8_status_has_result(P8_EBUSY), 0);
    ASSERT_EQ(p8_status_has_result(P8_EBADBOARD), 0);
    ASSERT_EQ(p8_status_has_result(-2147483647 - 1), 0);
    ASSERT_EQ(p8_status_has_result(2147483647), 0);
}

int main(void) {
    RUN(test_fields_match_getters);
    RUN(test_null_and_no_buffer);
    RUN(test_has_result_matches_runs);
    RUN(test_has_result_codes);
    return TEST_REPORT();
}
