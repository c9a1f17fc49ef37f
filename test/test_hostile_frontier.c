/* SPDX-License-Identifier: MIT */
/*
 * test_hostile_frontier.c - hostile caller frontiers (issue 11 "Bad input"): pop returning a
 * node never pushed or already popped, an entry when every pushed one was popped, "empty" while
 * entries remain, a size that lies, push failing (its own error, or out of memory) at any
 * point, pop failing, the frontier swapped mid-run, the search re-entered or freed from a
 * frontier callback. Each gets its documented status and an errmsg naming the broken rule;
 * nothing leaks (a counting allocator) and the search stays usable. Public API only.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

enum {
    HONEST, NEVER_PUSHED, REPEAT, EXTRA, EMPTY_EARLY, SIZE_LIES, PUSH_FAILS, PUSH_ENOMEM,
    POP_FAILS, SWAP, REENTER, FREE_IT
};

/* A frontier wrapping a built-in heap that misbehaves as `mode` says from call number `at` on. */
typedef struct liar {
    p8_frontier *f;
    int mode;
    unsigned long at, pushes, pops;
    uint32_t last;
    p8_search *s;
    const p8_board *b;
    int busy, other;
} liar;

static int l_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    liar *l = u;
    if (++l->pushes >= l->at) {
        if (l->mode == PUSH_FAILS) return -42;
        if (l->mode == PUSH_ENOMEM) return P8_ENOMEM;
        if (l->mode == SWAP) {
            l->busy += p8_search_set_frontier(l->s, P8_FRONTIER_FIFO) == P8_EBUSY;
            l->busy += p8_search_set_frontier_fns(l->s, l_push, NULL, NULL, NULL, NULL) == P8_EBUSY;
            l->busy += p8_search_set_algorithm(l->s, P8_ALG_BFS) == P8_EBUSY;
        }
        if (l->mode == REENTER) {
            p8_result *r = NULL;
            l->busy += p8_search_run(l->s, l->b, NULL, &r) == P8_EBUSY;
            l->busy += p8_search_start(l->s, l->b, NULL) == P8_EBUSY;
            l->busy += p8_search_step(l->s, 1) == P8_EBUSY;
            l->other += r != NULL;
        }
        if (l->mode == FREE_IT && l->pushes == l->at) p8_search_free(l->s);
    }
    return p8_frontier_push(n, k, g, h, l->f);
}

static int l_pop(uint32_t *n, void *u) {
    liar *l = u;
    int rc;
    if (++l->pops >= l->at) {
        switch (l->mode) {
        case NEVER_PUSHED: *n = 4000000000u; return 1;
        case REPEAT: *n = l->last; return 1;
        case EMPTY_EARLY: return 0;
        case POP_FAILS: return -3;
        default: break;
        }
    }
    rc = p8_frontier_pop(n, l->f);
    if (rc == 0 && l->mode == EXTRA) { /* claims one more */
        *n = 0;
        return 1;
    }
    if (rc == 1) l->last = *n;
    return rc;
}

static uint64_t l_size(void *u) {
    liar *l = u;
    return p8_frontier_size(l->f) + (l->mode == SIZE_LIES);
}

static void l_clear(void *u) {
    liar *l = u;
    l->pushes = l->pops = 0;
    p8_frontier_clear(l->f);
}

/* Run with the liar in `mode` (from call `at`, depth limit `depth`): the status, errmsg checked
 * against `want` (a substring), then the search is used again with an honest frontier. */
static void hostile(int mode, unsigned long at, uint64_t depth, int want_rc, const char *want) {
    counting_allocator c;
    p8_search *s = counted_search(&c);
    p8_board *b = mk("7 2 4 5 0 6 8 3 1"), *near = mk("1 2 3 4 5 6 0 7 8");
    liar l;
    p8_result *r = NULL;
    int rc;
    memset(&l, 0, sizeof l);
    ASSERT_EQ(p8_frontier_new(P8_FRONTIER_HEAP, &l.f), P8_OK);
    l.mode = mode;
    l.at = at;
    l.s = s;
    l.b = b;
    ASSERT_EQ(p8_search_set_frontier_fns(s, l_push, l_pop, l_size, l_clear, &l), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, depth), P8_OK);
    rc = p8_search_run(s, b, NULL, &r);
    ASSERT_EQ(rc, want_rc);
    if (mode == FREE_IT) { /* freed from its own callback: gone, nothing left */
        ASSERT_NULL(r);
        ASSERT_EQ(c.live, 0);
        p8_frontier_free(l.f);
        p8_board_free(b);
        p8_board_free(near);
        return;
    }
    if (want) {
        ASSERT_TRUE(strstr(p8_search_errmsg(s), want) != NULL);
        if (!strstr(p8_search_errmsg(s), want)) fprintf(stderr, "  errmsg: %s\n", p8_search_errmsg(s));
    }
    if (want_rc == P8_ENOMEM) {
        ASSERT_NULL(r);
        ASSERT_EQ(p8_search_step(s, 0), P8_EINVAL); /* idle: nothing to step */
    } else {
        ASSERT_NOT_NULL(r);
        ASSERT_EQ(p8_result_status(r), want_rc);
    }
    p8_result_free(r);
    /* the search is usable: the same frontier, honest now, and a built-in */
    l.mode = HONEST;
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE), P8_OK);
    ASSERT_EQ(p8_search_run(s, near, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 2);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_frontier(s, P8_FRONTIER_BUCKET), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    p8_result_free(r);
    p8_search_free(s);
    ASSERT_EQ(c.live, 0);
    p8_frontier_free(l.f);
    p8_board_free(b);
    p8_board_free(near);
}

static void test_contract_broken(void) {
    unsigned long at;
    for (at = 1; at <= 40; at += 13) {
        hostile(NEVER_PUSHED, at, P8_LIMIT_NONE, P8_EFRONTIER, "which was never pushed");
        hostile(REPEAT, at + 1, P8_LIMIT_NONE, P8_EFRONTIER, "which was already popped");
        hostile(EMPTY_EARLY, at + 1, P8_LIMIT_NONE, P8_EFRONTIER, "said it was empty, but");
        hostile(POP_FAILS, at, P8_LIMIT_NONE, P8_EFRONTIER, "pop failed (it returned -3)");
        hostile(PUSH_FAILS, at, P8_LIMIT_NONE, P8_EFRONTIER, "push failed (it returned -42)");
        hostile(PUSH_ENOMEM, at, P8_LIMIT_NONE, P8_ENOMEM, "push ran out of memory");
    }
    /* an entry after every pushed entry was popped: depth limit 1 empties the frontier */
    hostile(EXTRA, 1, 1, P8_EFRONTIER, "but every entry pushed was already popped");
    /* a size that claims more than was pushed: found at the first push (the root's) */
    hostile(SIZE_LIES, 1, 2, P8_EFRONTIER, "the frontier's size says 2 entries, but only 1");
}

/* ...through the step API too; the run's result is taken as usual. */
static void test_size_lies_between_steps(void) {
    p8_search *s = NULL;
    p8_board *b = mk("7 2 4 5 0 6 8 3 1");
    p8_result *r = NULL;
    liar l;
    memset(&l, 0, sizeof l);
    ASSERT_EQ(p8_frontier_new(P8_FRONTIER_BUCKET, &l.f), P8_OK);
    l.mode = SIZE_LIES;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_frontier_fns(s, l_push, l_pop, l_size, l_clear, &l), P8_OK);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_EFRONTIER);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "the frontier's size says") != NULL);
    ASSERT_EQ(p8_search_step(s, 3), P8_EFRONTIER);
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    ASSERT_EQ(p8_result_status(r), P8_EFRONTIER);
    ASSERT_EQ_U64(p8_result_expanded(r), 0);
    ASSERT_STR_EQ(p8_status_name(P8_EFRONTIER), "P8_EFRONTIER");
    ASSERT_STR_EQ(p8_strerror(P8_EFRONTIER), "frontier failed or broke its contract");
    p8_result_free(r);
    p8_search_free(s);
    p8_frontier_free(l.f);
    p8_board_free(b);
}

/* Swapping the frontier or re-entering the search from a frontier callback is P8_EBUSY and
 * changes nothing; freeing the search from one is deferred to the end of the call. */
static void test_swap_reenter_free(void) {
    int mode;
    for (mode = SWAP; mode <= REENTER; mode++) {
        p8_search *s = NULL;
        p8_board *b = mk("7 2 4 5 0 6 8 3 1");
        p8_result *r = NULL;
        liar l;
        memset(&l, 0, sizeof l);
        ASSERT_EQ(p8_frontier_new(P8_FRONTIER_HEAP, &l.f), P8_OK);
        l.mode = mode;
        l.at = 5;
        l.b = b;
        ASSERT_EQ(p8_search_new(&s), P8_OK);
        l.s = s;
        ASSERT_EQ(p8_search_set_frontier_fns(s, l_push, l_pop, l_size, l_clear, &l), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK); /* unchanged: A* with the caller's heap */
        ASSERT_EQ(p8_result_length(r), 20);
        ASSERT_TRUE(l.busy >= 3 && (unsigned long)l.busy == 3 * (l.pushes - 4));
        ASSERT_EQ(l.other, 0);
        p8_result_free(r);
        p8_search_free(s);
        p8_frontier_free(l.f);
        p8_board_free(b);
    }
    hostile(FREE_IT, 7, P8_LIMIT_NONE, P8_ECANCELED, NULL);
}

int main(void) {
    RUN(test_contract_broken);
    RUN(test_size_lies_between_steps);
    RUN(test_swap_reenter_free);
    return TEST_REPORT();
}
