/* SPDX-License-Identifier: MIT */
/*
 * test_table_oom.c - the table's allocator under failure injection (SQLite OOM-loop style): for
 * N = 0, 1, 2, ... the N-th allocation fails (or every allocation from the N-th on), until the
 * call succeeds. Each failure must return P8_ENOMEM, leave the outputs as documented (*out NULL,
 * the count unchanged, the callback never called), leak nothing, and leave the table usable.
 * Covers the build, counting, the walk (one board and all), and the heuristic check; listing
 * must not allocate at all.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

#define NEVER (~0ul)

#include "chaos_alloc.h"

static int count_calls(const uint8_t s[9], const uint8_t *m, size_t n, void *ud) {
    (void)s; (void)m; (void)n;
    (*(long *)ud)++;
    return 0;
}

static void test_build(void) {
    chaos c;
    p8_allocator a = make_alloc(&c);
    p8_board *goal = mk("1 2 3 8 0 4 7 6 5");
    int after, rc;
    memset(&c, 0, sizeof c);
    for (after = 0; after < 2; after++) {
        unsigned long n;
        for (n = 0;; n++) {
            p8_table *t = (p8_table *)&t;
            arm(&c, n, after);
            rc = p8_table_build_with_allocator(&a, goal, &t);
            if (rc == P8_OK) {
                ASSERT_EQ(c.failures, 0);
                ASSERT_EQ(p8_table_distance(t, goal), 0);
                ASSERT_EQ(c.live, 1); /* the table alone: the queue was given back */
                p8_table_free(t);
                ASSERT_EQ(c.live, 0);
                ASSERT_EQ(c.bad_free, 0); /* no block's end was overwritten */
                break;
            }
            ASSERT_EQ(rc, P8_ENOMEM);
            ASSERT_NULL(t);
            ASSERT_EQ(c.live, 0);
            ASSERT_EQ(c.bad_free, 0); /* no block's end was overwritten */
        }
        ASSERT_EQ(n, 2); /* two allocations: the table and the queue */
    }
    p8_board_free(goal);
}

static void test_queries(void) {
    chaos c;
    p8_allocator a = make_alloc(&c);
    p8_board *far = mk("8 6 7 2 5 4 3 0 1"), *mid = mk("8 1 3 4 0 2 7 6 5");
    p8_table *t = NULL;
    uint64_t want_far = 0, want_mid = 0;
    int after, rc;
    memset(&c, 0, sizeof c);
    arm(&c, NEVER, 0);
    ASSERT_EQ(p8_table_build_with_allocator(&a, NULL, &t), P8_OK);
    ASSERT_EQ(p8_table_count_solutions(t, far, &want_far), P8_OK);
    ASSERT_EQ(p8_table_count_solutions(t, mid, &want_mid), P8_OK);
    ASSERT_EQ_U64(want_far, 40); /* listed one by one in test_table.c against the oracle */
    for (after = 0; after < 2; after++) {
        unsigned long n;
        int which;
        for (which = 0; which < 4; which++) {
            for (n = 0;; n++) {
                uint64_t count = 777, f[P8_CHECK_COUNT];
                p8_result *r = (p8_result *)&r;
                long calls = 0;
                arm(&c, n, after);
                switch (which) {
                case 0: rc = p8_table_count_solutions(t, n % 2 ? far : mid, &count); break;
                case 1: rc = p8_table_solve(t, far, &r); break;
                case 2: rc = p8_table_solve_all(t, count_calls, &calls); break;
                default: rc = p8_heuristic_check(P8_H_MANHATTAN, NULL, t, f, P8_CHECK_COUNT); break;
                }
                if (rc != P8_ENOMEM) {
                    ASSERT_EQ(c.failures, 0);
                    if (which == 0) ASSERT_EQ_U64(count, n % 2 ? want_far : want_mid);
                    if (which == 1) {
                        ASSERT_EQ(rc, P8_OK);
                        ASSERT_TRUE(path_ok(r, far, NULL));
                        p8_result_free(r);
                    }
                    if (which == 2) ASSERT_EQ(calls, 181440);
                    if (which == 3) ASSERT_EQ(rc, P8_CHECK_COUNT);
                    ASSERT_EQ(c.live, 1);
                    break;
                }
                ASSERT_EQ(c.live, 1); /* nothing leaked: the table alone */
                if (which == 0) ASSERT_EQ_U64(count, 777);
                if (which == 1) ASSERT_NULL(r);
                if (which == 2) ASSERT_EQ(calls, 0);
            }
            ASSERT_TRUE(n >= 1);
        }
    }
    /* listing, distances and random boards do not use the table's allocator at all */
    {
        long calls = 0;
        p8_board *b = NULL;
        arm(&c, 0, 1);
        ASSERT_EQ(p8_table_list_solutions(t, far, count_calls, &calls), P8_OK);
        ASSERT_TRUE(calls > 0);
        ASSERT_EQ(p8_table_distance(t, far), 31);
        ASSERT_EQ(p8_table_random_board(t, 12, 3, &b), P8_OK);
        p8_board_free(b);
        ASSERT_EQ(c.count, 0);
    }
    p8_table_free(t);
    ASSERT_EQ(c.live, 0);
    ASSERT_EQ(c.bad_free, 0); /* no block's end was overwritten */
    p8_board_free(far);
    p8_board_free(mid);
}

int main(void) {
    RUN(test_build);
    RUN(test_queries);
    return TEST_REPORT();
}
