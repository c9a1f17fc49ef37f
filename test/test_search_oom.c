/* SPDX-License-Identifier: MIT */
/*
 * test_search_oom.c - the allocator hook under failure injection (SQLite OOM-loop style): for
 * N = 0, 1, 2, ... the N-th allocation fails (or every allocation from the N-th on); every call
 * must then return P8_ENOMEM (or succeed), leave *out NULL, leak nothing, and the search must
 * stay usable. Uses only the public API.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stddef.h>
#include <stdlib.h>

#define E20 "7 3 4 8 2 6 5 1 0"
#define NEVER (~0ul)

static p8_search *const SSENT = (p8_search *)&SSENT;
static p8_result *const RSENT = (p8_result *)&RSENT;

#include "chaos_alloc.h"

static void test_new_fails(void) {
    chaos c;
    p8_allocator a;
    p8_search *s = SSENT;
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    arm(&c, 0, 0);
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_ENOMEM);
    ASSERT_NULL(s);
    ASSERT_EQ(c.live, 0);
    arm(&c, NEVER, 0);
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
    ASSERT_NOT_NULL(s);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
}

/* The OOM loop over p8_search_run. Returns the number of N tried. */
static unsigned long oom_run_loop(int alg, int fail_after, const p8_board *b, const snap *ref) {
    unsigned long n;
    chaos c;
    p8_allocator a;
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    for (n = 0; n < 10000; n++) {
        p8_search *s = SSENT;
        p8_result *r = RSENT;
        snap x;
        int rc;
        arm(&c, n, fail_after);
        rc = p8_search_new_with_allocator(&a, &s);
        if (rc != P8_OK) {
            ASSERT_EQ(rc, P8_ENOMEM);
            ASSERT_NULL(s);
            ASSERT_EQ(c.live, 0);
            continue;
        }
        p8_search_set_algorithm(s, alg);
        rc = p8_search_run(s, b, NULL, &r);
        if (rc == P8_ENOMEM) {
            ASSERT_NULL(r);
            ASSERT_TRUE(c.failures > 0);
            ASSERT_TRUE(p8_search_errmsg(s)[0] != '\0');
            /* whatever allocation failed (the result's included), the run is gone: no run to
             * step, no result to take (the header's rule for p8_search_run) */
            ASSERT_EQ(p8_search_step(s, 0), P8_EINVAL);
            ASSERT_EQ(p8_search_take_result(s, &r), P8_EINVAL);
            ASSERT_NULL(r);
            /* the same search, allocator fixed, runs again like a fresh one */
            arm(&c, NEVER, 0);
            rc = p8_search_run(s, b, NULL, &r);
            snap_take(&x, rc, r);
            if (!snap_same(&x, ref)) TEST_FAIL_("N=%lu: rerun after ENOMEM differs (rc %d)", n, rc);
            else test_passed_++;
            p8_result_free(r);
            p8_search_free(s);
            ASSERT_EQ(c.live, 0);
            continue;
        }
        if (rc != P8_OK) TEST_FAIL_("N=%lu: run returned %s, expected P8_OK or P8_ENOMEM", n,
                                    p8_status_name(rc));
        snap_take(&x, rc, r);
        ASSERT_TRUE(snap_same(&x, ref));
        p8_search_free(s);
        ASSERT_TRUE(c.live > 0); /* the result's memory comes from the same allocator */
        p8_result_free(r);
        ASSERT_EQ(c.live, 0);
        if (c.failures == 0) break; /* nothing left to fail */
    }
    ASSERT_EQ(c.free_null, 0);
    ASSERT_EQ(c.bad_free, 0);
    return n;
}

/* The reference run: a fresh search with the allocator of the runs it is compared with, never
 * failing. (A caller's allocator puts a run on the observed step, whose depth-first frontier is
 * the ring of arena nodes, not the quiet step's stack: their peak bytes differ.) */
static void snap_ref_chaos(int alg, const p8_board *b, snap *x) {
    chaos c;
    p8_allocator a;
    p8_search *s = NULL;
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    arm(&c, NEVER, 0);
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, alg), P8_OK);
    snap_run(s, b, NULL, x);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
}

static void test_oom_run(void) {
    /* BFS (ring, table), A* (bucket queue), and every driver's allocations: IDDFS (reclaimed
     * arena and its node ids), IDA*, bidirectional BFS (two sides), the random walk's moves */
    static const int algs[] = { P8_ALG_BFS, P8_ALG_ASTAR, P8_ALG_IDDFS, P8_ALG_IDASTAR,
                                P8_ALG_BIBFS, P8_ALG_RANDOM_WALK };
    p8_board *b = mk(E20);
    int alg, mode, k;
    for (k = 0; k < (int)(sizeof algs / sizeof algs[0]); k++) {
        alg = algs[k];
        snap ref;
        snap_ref_chaos(alg, b, &ref);
        ASSERT_EQ(ref.rc, P8_OK);
        for (mode = 0; mode < 2; mode++) {
            unsigned long tried = oom_run_loop(alg, mode, b, &ref);
            printf("note: %s, %s: %lu failure points\n", p8_algorithm_name(alg),
                   mode ? "fail from N on" : "fail the N-th", tried);
            if (tried < 4 || tried >= 10000)
                TEST_FAIL_("%s, mode %d: %lu failure points", p8_algorithm_name(alg), mode, tried);
            else test_passed_++;
        }
    }
    p8_board_free(b);
}

/* The same through start / step / take_result. */
static void test_oom_step(void) {
    p8_board *b = mk(E20);
    snap ref;
    unsigned long n;
    int mode, finished = 0;
    chaos c;
    p8_allocator a;
    snap_ref(P8_ALG_ASTAR, b, NULL, &ref);
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    for (mode = 0; mode < 2; mode++) {
        for (n = 1; n < 10000; n++) {
            p8_search *s = NULL;
            p8_result *r = RSENT;
            snap x;
            int rc;
            arm(&c, NEVER, 0);
            ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
            arm(&c, n, mode);
            c.count = 1; /* the search object itself was allocation 0 */
            rc = p8_search_start(s, b, NULL);
            if (rc == P8_OK)
                do rc = p8_search_step(s, 7); while (rc == P8_AGAIN);
            if (rc == P8_ENOMEM) {
                ASSERT_EQ(p8_search_take_result(s, &r), P8_EINVAL); /* no result to take */
                ASSERT_NULL(r);
            } else {
                ASSERT_EQ(rc, P8_OK);
                ASSERT_EQ(p8_search_step(s, 1), P8_OK);
                rc = p8_search_take_result(s, &r);
                if (rc == P8_ENOMEM) {
                    ASSERT_NULL(r);
                    /* nothing was changed: with the allocator fixed the result can be taken */
                    arm(&c, NEVER, 0);
                    rc = p8_search_take_result(s, &r);
                    ASSERT_EQ(rc, P8_OK);
                } else if (c.failures == 0) {
                    finished = 1;
                }
                ASSERT_EQ(rc, P8_OK);
                snap_take(&x, P8_OK, r);
                ASSERT_TRUE(snap_same(&x, &ref));
                p8_result_free(r);
            }
            /* the search stays usable: a full stepped run with the allocator fixed */
            arm(&c, NEVER, 0);
            ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
            ASSERT_EQ(p8_search_step(s, 0), P8_OK);
            ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
            snap_take(&x, P8_OK, r);
            ASSERT_TRUE(snap_same(&x, &ref));
            p8_result_free(r);
            p8_search_free(s);
            ASSERT_EQ(c.live, 0);
            if (finished) break;
        }
        ASSERT_TRUE(finished);
        ASSERT_TRUE(n > 5);
        printf("note: step API, %s: %lu failure points\n", mode ? "fail from N on" : "fail the N-th", n);
        finished = 0;
    }
    ASSERT_EQ(c.free_null, 0);
    ASSERT_EQ(c.bad_free, 0);
    p8_board_free(b);
}

/* p8_search_frontier's scratch copy of a heap: its failure is P8_ENOMEM with *live 0, nothing
 * leaked, and the run goes on unaffected (the same moves, counts and peak bytes). */
static void test_oom_frontier(void) {
    static const int algs[] = { P8_ALG_ASTAR, P8_ALG_GREEDY, P8_ALG_BFS };
    static uint64_t out[64 * P8_ENTRY_FIELDS];
    p8_board *b = mk(E20);
    int k;
    for (k = 0; k < 3; k++) {
        p8_search *s = NULL;
        p8_result *r = NULL;
        unsigned long enomem = 0, held;
        uint64_t live = 0, count = 0;
        snap ref, x;
        chaos c;
        p8_allocator a;
        int rc;
        memset(&c, 0, sizeof c);
        a = make_alloc(&c);
        arm(&c, NEVER, 0);
        ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
        p8_search_set_algorithm(s, algs[k]);
        if (algs[k] == P8_ALG_ASTAR) p8_search_set_frontier(s, P8_FRONTIER_HEAP);
        snap_run(s, b, NULL, &ref);
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
        while ((rc = p8_search_step(s, 3)) == P8_AGAIN) {
            held = (unsigned long)c.live;
            ASSERT_EQ(p8_search_frontier(s, NULL, 0, 1, &count), 0); /* a count never allocates */
            arm(&c, 0, 0);
            live = 7;
            rc = p8_search_frontier(s, out, 64, P8_ENTRY_FIELDS, &live);
            if (c.failures) {
                ASSERT_EQ(rc, P8_ENOMEM);
                ASSERT_EQ_U64(live, 0);
                ASSERT_TRUE(strstr(p8_search_errmsg(s), "out of memory") != NULL);
                enomem++;
            } else {
                ASSERT_EQ(rc, count < 64 ? (int)count : 64);
            }
            ASSERT_EQ(c.live, (long)held);
            arm(&c, NEVER, 0);
            rc = p8_search_frontier(s, out, 64, P8_ENTRY_FIELDS, &live);
            ASSERT_EQ(rc, count < 64 ? (int)count : 64);
            ASSERT_EQ_U64(live, count);
        }
        ASSERT_EQ(rc, P8_OK);
        ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
        snap_take(&x, rc, r);
        ASSERT_TRUE(snap_same(&x, &ref));
        p8_result_free(r);
        p8_search_free(s);
        ASSERT_EQ(c.live, 0);
        /* the heap (A*) and the bucket's heap of low keys (greedy) need the copy; FIFO never */
        printf("note: frontier snapshot, %s: %lu refused copies\n", p8_algorithm_name(algs[k]),
               enomem);
        if (algs[k] == P8_ALG_BFS) ASSERT_EQ(enomem, 0);
        else ASSERT_TRUE(enomem > 0);
    }
    p8_board_free(b);
}

/* The allocator sees realloc with NULL (the test allocator handles it), and a memory limit is
 * P8_ELIMIT, never P8_ENOMEM, even with a failing allocator behind it. */
static void test_realloc_null_and_limit(void) {
    p8_board *b = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL;
    chaos c;
    p8_allocator a;
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    arm(&c, NEVER, 0);
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_TRUE(c.count >= 3);
    ASSERT_TRUE(p8_result_peak_bytes(r) > 0);
    ASSERT_TRUE(p8_result_peak_bytes(r) <= c.max_live_bytes);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, 1), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
    ASSERT_NOT_NULL(r);
    ASSERT_EQ(p8_result_solved(r), 0);
    p8_result_free(r);
    arm(&c, 0, 1); /* the run stops at the limit, then the result cannot be allocated */
    r = RSENT;
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ENOMEM);
    ASSERT_NULL(r);
    ASSERT_EQ(c.failures, 1);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
    printf("note: realloc_fn was called with NULL %lu times\n", c.realloc_null);
    p8_board_free(b);
}

/* The allocator struct is copied: the caller's copy may change or go away after _new. */
static void test_allocator_copied(void) {
    p8_board *b = mk(E20);
    p8_search *s = NULL;
    p8_result *r = NULL;
    chaos c;
    p8_allocator a;
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    arm(&c, NEVER, 0);
    ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
    memset(&a, 0, sizeof a);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 20);
    ASSERT_TRUE(c.count >= 3);
    p8_result_free(r);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
    p8_board_free(b);
}

/* One run of algorithm alg from E20 with memory limit `limit` on s (a fresh search when s is
 * NULL), as a snapshot. */
static void snap_of(p8_search *s, int alg, uint64_t limit, snap *x) {
    p8_search *own = NULL;
    p8_board *b = NULL;
    p8_result *r = NULL;
    int rc;
    if (!s && p8_search_new(&own) != P8_OK) exit(2);
    if (p8_board_parse(E20, &b, NULL, 0) != P8_OK) exit(2);
    if (!s) s = own;
    p8_search_set_algorithm(s, alg);
    p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, limit);
    rc = p8_search_run(s, b, NULL, &r);
    snap_take(x, rc, r);
    p8_result_free(r);
    p8_board_free(b);
    p8_search_free(own);
}

/* A search with the default allocator keeps the large blocks of a run for its next run: the
 * counters (peak bytes) and the memory limit see exactly what a fresh search's do, run after
 * run, larger and smaller; a caller's allocator gets every block back at the end of a run. */
static void test_large_blocks_kept(void) {
    static const int algs[] = { P8_ALG_BFS, P8_ALG_ASTAR, P8_ALG_UCS, P8_ALG_BFS, P8_ALG_IDASTAR };
    counting_allocator c;
    p8_search *s = NULL;
    p8_board *b = NULL;
    p8_result *r = NULL;
    snap fresh, reused;
    size_t i;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (i = 0; i < sizeof algs / sizeof algs[0]; i++) {
        uint64_t peak;
        snap_of(NULL, algs[i], P8_LIMIT_NONE, &fresh);
        snap_of(s, algs[i], P8_LIMIT_NONE, &reused);
        ASSERT_TRUE(snap_same(&fresh, &reused));
        peak = fresh.st[P8_STAT_PEAK_BYTES];
        if (algs[i] == P8_ALG_BFS || algs[i] == P8_ALG_UCS) ASSERT_TRUE(peak > 65536); /* large */
        snap_of(NULL, algs[i], peak, &fresh); /* the limit at the peak: the same run */
        snap_of(s, algs[i], peak, &reused);
        ASSERT_EQ(reused.rc, P8_OK);
        ASSERT_TRUE(snap_same(&fresh, &reused));
        snap_of(NULL, algs[i], peak - 1, &fresh); /* one byte less: stopped at the same place */
        snap_of(s, algs[i], peak - 1, &reused);
        ASSERT_EQ(reused.rc, P8_ELIMIT);
        ASSERT_TRUE(snap_same(&fresh, &reused));
    }
    p8_search_free(s);
    s = counted_search(&c);
    ASSERT_EQ(p8_board_parse(E20, &b, NULL, 0), P8_OK);
    p8_search_set_algorithm(s, P8_ALG_BFS);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_TRUE(p8_result_peak_bytes(r) > 65536);
    ASSERT_EQ(c.live, 2); /* the search and the result: nothing kept */
    p8_result_free(r);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
    p8_board_free(b);
}

int main(void) {
    RUN(test_new_fails);
    RUN(test_large_blocks_kept);
    RUN(test_oom_run);
    RUN(test_oom_step);
    RUN(test_oom_frontier);
    RUN(test_realloc_null_and_limit);
    RUN(test_allocator_copied);
    return TEST_REPORT();
}
