/* SPDX-License-Identifier: MIT */
/*
 * test_search_events.c - the event callback, cancellation, reentrancy and the step API.
 * Uses only the public API (include/puzzle8.h is the contract).
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>
#include <time.h>

#define E13 "4 1 2 6 8 0 7 3 5"
#define E17 "1 5 3 7 4 0 8 2 6"
#define E21 "6 4 1 8 3 5 2 0 7"

static p8_result *const RSENT = (p8_result *)&RSENT;

/* ---- recording callback ---------------------------------------------------------------- */
typedef struct rec {
    const uint8_t *goal;
    uint64_t n[4];
    uint64_t stop_at[4];       /* return 1 on the k-th event of this kind (0: never) */
    int bad_h, bad_gen, bad_key, bad_order;
    unsigned last_exp_g, last_exp_key;
    uint8_t last_exp[9];
    unsigned goal_g;
} rec;

static int adjacent(const uint8_t a[9], const uint8_t b[9]) {
    int i, diff = 0, ba = -1, bb = -1, d;
    for (i = 0; i < 9; i++) {
        diff += a[i] != b[i];
        if (!a[i]) ba = i;
        if (!b[i]) bb = i;
    }
    d = ba > bb ? ba - bb : bb - ba;
    return diff == 2 && a[bb] == b[ba] && (d == 3 || (d == 1 && ba / 3 == bb / 3));
}

static int rec_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    rec *r = u;
    r->n[e]++;
    if (r->goal && h != p8_heuristic_manhattan(st, r->goal, NULL)) r->bad_h++;
    if (e == P8_EVENT_EXPAND) {
        if (r->n[e] > 1 && g + h < r->last_exp_key) r->bad_key++; /* consistent h: f never drops */
        r->last_exp_g = g;
        r->last_exp_key = g + h;
        memcpy(r->last_exp, st, 9);
    } else if (e == P8_EVENT_GENERATE || e == P8_EVENT_DUPLICATE) {
        if (g != r->last_exp_g + 1 || !adjacent(st, r->last_exp)) r->bad_gen++;
    } else {
        r->goal_g = g;
    }
    return r->stop_at[e] && r->n[e] == r->stop_at[e];
}

static void test_mask_and_counts(void) {
    p8_board *b = mk(E17), *goal = mk("1 2 3 8 0 4 7 6 5"), *b2 = NULL;
    uint8_t gt[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, gt2[9];
    snap ref, ref2;
    unsigned mask;
    int e;
    p8_board_tiles(goal, gt2);
    p8_board_random(5, goal, &b2);
    snap_ref(P8_ALG_ASTAR, b, NULL, &ref);
    snap_ref(P8_ALG_ASTAR, b2, goal, &ref2);
    ASSERT_EQ(ref.rc, P8_OK);
    for (mask = 0; mask <= P8_EVENT_ALL; mask++) {
        p8_search *s = NULL;
        rec r, r2;
        snap x, x2;
        memset(&r, 0, sizeof r);
        memset(&r2, 0, sizeof r2);
        r.goal = gt;
        r2.goal = gt2;
        p8_search_new(&s);
        ASSERT_EQ(p8_search_set_event_fn(s, rec_ev, mask, &r), P8_OK);
        snap_run(s, b, NULL, &x);
        ASSERT_TRUE(snap_same(&x, &ref)); /* events never change the run */
        for (e = 0; e < 4; e++) {
            uint64_t want = e == P8_EVENT_GOAL ? 1 : x.st[e]; /* stats 0..2 are events 0..2 */
            ASSERT_EQ_U64(r.n[e], (mask >> e) & 1u ? want : 0);
        }
        ASSERT_EQ(r.bad_h, 0);
        if (mask & P8_EVENT_BIT(P8_EVENT_GOAL)) ASSERT_EQ(r.goal_g, 17);
        if ((mask & 3u) == 3u) ASSERT_EQ(r.bad_gen, 0);
        if (mask & 1u) ASSERT_EQ(r.bad_key, 0);
        /* another goal: h is measured against the run's goal */
        ASSERT_EQ(p8_search_set_event_fn(s, rec_ev, mask, &r2), P8_OK);
        snap_run(s, b2, goal, &x2);
        ASSERT_TRUE(snap_same(&x2, &ref2));
        ASSERT_EQ(r2.bad_h, 0);
        if ((mask & 3u) == 3u) ASSERT_EQ(r2.bad_gen, 0);
        p8_search_free(s);
    }
    p8_board_free(b);
    p8_board_free(b2);
    p8_board_free(goal);
}

static void test_callback_stops(void) {
    p8_board *b = mk(E21);
    int e;
    for (e = 0; e < 3; e++) {
        p8_search *s = NULL;
        p8_result *r = NULL;
        rec q;
        memset(&q, 0, sizeof q);
        q.stop_at[e] = e == P8_EVENT_DUPLICATE ? 1 : 5; /* this A* run has 2 duplicates */
        p8_search_new(&s);
        p8_search_set_event_fn(s, rec_ev, P8_EVENT_ALL, &q);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ECANCELED);
        ASSERT_NOT_NULL(r);
        ASSERT_EQ(p8_result_status(r), P8_ECANCELED);
        ASSERT_EQ(p8_result_solved(r), 0);
        ASSERT_EQ(p8_result_length(r), 0);
        ASSERT_EQ_U64(q.n[e], q.stop_at[e]); /* no event after the one that said stop */
        ASSERT_EQ_U64(p8_result_expanded(r), q.n[P8_EVENT_EXPAND]);
        ASSERT_EQ_U64(p8_result_generated(r), q.n[P8_EVENT_GENERATE]);
        ASSERT_EQ_U64(p8_result_duplicates(r), q.n[P8_EVENT_DUPLICATE]);
        ASSERT_EQ_U64(q.n[P8_EVENT_GOAL], 0);
        ASSERT_TRUE(p8_search_errmsg(s)[0] != '\0');
        p8_result_free(r);
        p8_search_free(s);
    }
    { /* the GOAL event's return is ignored, also when start == goal */
        p8_search *s = NULL;
        p8_result *r = NULL;
        p8_board *g = NULL;
        rec q;
        memset(&q, 0, sizeof q);
        q.stop_at[P8_EVENT_GOAL] = 1;
        p8_search_new(&s);
        p8_search_set_event_fn(s, rec_ev, P8_EVENT_ALL, &q);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
        ASSERT_EQ(p8_result_solved(r), 1);
        ASSERT_EQ(p8_result_length(r), 21);
        p8_result_free(r);
        p8_board_new_goal(&g);
        q.n[P8_EVENT_GOAL] = 0;
        ASSERT_EQ(p8_search_run(s, g, NULL, &r), P8_OK);
        ASSERT_EQ(p8_result_solved(r), 1);
        ASSERT_EQ_U64(q.n[P8_EVENT_GOAL], 1);
        p8_result_free(r);
        p8_board_free(g);
        p8_search_free(s);
    }
    p8_board_free(b);
}

/* ---- cancel from a heuristic ------------------------------------------------------------- */
typedef struct hcancel { p8_search *s; unsigned long calls, cancel_at; } hcancel;
static unsigned h_cancel(const uint8_t st[9], const uint8_t g[9], void *u) {
    hcancel *c = u;
    if (++c->calls == c->cancel_at) ASSERT_EQ(p8_search_cancel(c->s), P8_OK);
    return p8_heuristic_manhattan(st, g, NULL);
}

static void test_cancel(void) {
    p8_board *b = mk(E21);
    unsigned long at[] = { 1, 2, 50 };
    snap ref, x;
    int i;
    snap_ref(P8_ALG_ASTAR, b, NULL, &ref);
    for (i = 0; i < 3; i++) {
        p8_search *s = NULL;
        p8_result *r = NULL;
        hcancel c = { NULL, 0, 0 };
        p8_search_new(&s);
        c.s = s;
        c.cancel_at = at[i];
        p8_search_set_heuristic_fn(s, h_cancel, &c);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ECANCELED);
        ASSERT_EQ(p8_result_status(r), P8_ECANCELED);
        ASSERT_EQ(p8_result_solved(r), 0);
        ASSERT_EQ(c.calls, at[i]); /* stopped as soon as the callback returned */
        p8_result_free(r);
        /* outside a run, cancel does nothing: the next runs are complete */
        ASSERT_EQ(p8_search_cancel(s), P8_OK);
        c.cancel_at = 0;
        snap_run(s, b, NULL, &x);
        ASSERT_EQ(x.rc, P8_OK);
        ASSERT_TRUE(snap_same(&x, &ref));
        p8_search_free(s);
    }
    p8_board_free(b);
}

/* ---- reentrancy --------------------------------------------------------------------------- */
typedef struct reent { p8_search *s; const p8_board *b; int done, busy, other_rc; size_t other_len; } reent;
static int reent_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    reent *x = u;
    p8_result *r = RSENT;
    (void)st; (void)g; (void)h;
    if (e != P8_EVENT_EXPAND || x->done++) return 0;
#define BUSY(call) x->busy += (call) == P8_EBUSY
    BUSY(p8_search_run(x->s, x->b, NULL, &r));
    if (r != NULL) x->busy -= 100;
    BUSY(p8_search_start(x->s, x->b, NULL));
    BUSY(p8_search_step(x->s, 1));
    BUSY(p8_search_step(x->s, 0));
    /* take_result: the header lists no P8_EBUSY for it (a running run is P8_EINVAL); the
     * library answers P8_EBUSY from inside a callback. Either refuses, with *out NULL. */
    r = RSENT;
    { int t = p8_search_take_result(x->s, &r); x->busy += (t == P8_EBUSY || t == P8_EINVAL) && !r; }
    BUSY(p8_search_set_algorithm(x->s, P8_ALG_BFS));
    BUSY(p8_search_set_frontier(x->s, P8_FRONTIER_FIFO));
    BUSY(p8_search_set_weights(x->s, 3, 1));
    BUSY(p8_search_set_duplicates(x->s, P8_DUP_PARENT));
    BUSY(p8_search_set_reopen(x->s, 0));
    BUSY(p8_search_set_heuristic(x->s, P8_H_ZERO));
    BUSY(p8_search_set_heuristic_fn(x->s, p8_heuristic_zero, NULL));
    BUSY(p8_search_set_limit(x->s, P8_LIMIT_EXPANSIONS, 1));
    BUSY(p8_search_set_event_fn(x->s, NULL, 0, NULL));
#undef BUSY
    { /* a different search runs fine from inside */
        p8_search *o = NULL;
        p8_search_new(&o);
        x->other_rc = p8_search_run(o, x->b, NULL, &r);
        x->other_len = p8_result_length(r);
        p8_result_free(r);
        p8_search_free(o);
    }
    return 0;
}

static void test_reentrancy(void) {
    p8_board *b = mk(E17);
    int alg;
    for (alg = 0; alg < 5; alg++) {
        p8_search *s = NULL;
        reent x;
        snap ref, got;
        memset(&x, 0, sizeof x);
        snap_ref(alg, b, NULL, &ref);
        p8_search_new(&s);
        p8_search_set_algorithm(s, alg);
        x.s = s;
        x.b = b;
        p8_search_set_event_fn(s, reent_ev, P8_EVENT_ALL, &x);
        snap_run(s, b, NULL, &got);
        ASSERT_EQ(x.busy, 14);
        ASSERT_EQ(x.other_rc, P8_OK);
        ASSERT_EQ(x.other_len, 17);
        ASSERT_TRUE(snap_same(&got, &ref));
        p8_search_free(s);
    }
    p8_board_free(b);
}

/* Beyond the header ("must not be called from the search's own callback"), the library defers
 * such a free to the end of the run/step call: check that, and that nothing leaks (valgrind). */
static int free_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    uint64_t *n = u;
    (void)st; (void)g; (void)h; (void)e;
    if (++n[0] == n[1]) p8_search_free((p8_search *)(uintptr_t)n[2]);
    return 0;
}

static void test_free_from_callback(void) {
    p8_board *b = mk(E21);
    p8_search *s = NULL;
    p8_result *r = RSENT;
    uint64_t n[3] = { 0, 10, 0 };
    p8_search_new(&s);
    n[2] = (uint64_t)(uintptr_t)s;
    p8_search_set_event_fn(s, free_ev, P8_EVENT_ALL, n);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ECANCELED);
    ASSERT_NULL(r);
    ASSERT_EQ_U64(n[0], 10); /* no event after the free */
    s = NULL;
    n[0] = 0;
    p8_search_new(&s);
    n[2] = (uint64_t)(uintptr_t)s;
    p8_search_set_event_fn(s, free_ev, P8_EVENT_ALL, n);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 0), P8_ECANCELED); /* s is gone now */
    ASSERT_EQ_U64(n[0], 10);
    p8_board_free(b);
}

/* ---- the step API ------------------------------------------------------------------------ */
static void test_step(void) {
    p8_board *b = mk(E21), *g = NULL, *bc = NULL, *gc = NULL;
    p8_search *s = NULL;
    p8_result *r = RSENT;
    snap ref, x;
    uint64_t before;
    int rc, alg, steps, bad = 0;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_step(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_search_start(NULL, b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_start(s, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_step(s, 1), P8_EINVAL); /* nothing started */
    ASSERT_EQ(p8_search_take_result(s, &r), P8_EINVAL);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_search_take_result(NULL, &r), P8_EINVAL);
    ASSERT_EQ(p8_search_take_result(s, NULL), P8_EINVAL);
    for (alg = 0; alg < 5; alg++) {
        snap_ref(alg, b, NULL, &ref);
        ASSERT_EQ(p8_search_set_algorithm(s, alg), P8_OK);
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
        ASSERT_EQ_U64(p8_search_stat(s, P8_STAT_EXPANDED), 0);
        r = RSENT;
        ASSERT_EQ(p8_search_take_result(s, &r), P8_EINVAL); /* still running */
        ASSERT_NULL(r);
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_EBUSY);
        ASSERT_EQ(p8_search_set_frontier(s, 0), P8_EBUSY);
        ASSERT_EQ(p8_search_set_weights(s, 1, 1), P8_EBUSY);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_GRAPH), P8_EBUSY);
        ASSERT_EQ(p8_search_set_reopen(s, 1), P8_EBUSY);
        ASSERT_EQ(p8_search_set_heuristic(s, 0), P8_EBUSY);
        ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_heuristic_zero, NULL), P8_EBUSY);
        ASSERT_EQ(p8_search_set_limit(s, 0, 5), P8_EBUSY);
        ASSERT_EQ(p8_search_set_event_fn(s, NULL, 0, NULL), P8_EBUSY);
        for (steps = 0;; steps++) {
            before = p8_search_stat(s, P8_STAT_EXPANDED);
            rc = p8_search_step(s, 1);
            if (rc != P8_AGAIN) break;
            bad += p8_search_stat(s, P8_STAT_EXPANDED) != before + 1;
        }
        ASSERT_EQ(bad, 0);
        ASSERT_EQ(rc, P8_OK);
        ASSERT_TRUE(steps > 10);
        ASSERT_EQ(p8_search_step(s, 1), P8_OK); /* ended: the same status again */
        ASSERT_EQ(p8_search_step(s, 0), P8_OK);
        ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
        snap_take(&x, rc, r);
        ASSERT_TRUE(snap_same(&x, &ref));
        p8_result_free(r);
        ASSERT_EQ(p8_search_take_result(s, &r), P8_EINVAL); /* once */
        ASSERT_NULL(r);
        ASSERT_EQ(p8_search_set_algorithm(s, alg), P8_OK); /* idle again */
        /* step(s, 0) runs to the end */
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
        ASSERT_EQ(p8_search_step(s, 0), P8_OK);
        ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
        snap_take(&x, P8_OK, r);
        ASSERT_TRUE(snap_same(&x, &ref));
        p8_result_free(r);
    }
    /* the boards are copied: changing them between steps changes nothing */
    p8_board_new_goal(&g);
    p8_board_copy(b, &bc);
    p8_board_copy(g, &gc);
    snap_ref(P8_ALG_ASTAR, b, g, &ref);
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    ASSERT_EQ(p8_search_start(s, bc, gc), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
    ASSERT_EQ(p8_board_apply(bc, P8_MOVE_UP), P8_OK);
    ASSERT_EQ(p8_board_apply(gc, P8_MOVE_UP), P8_OK);
    ASSERT_EQ(p8_search_step(s, 0), P8_OK);
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    snap_take(&x, P8_OK, r);
    ASSERT_TRUE(snap_same(&x, &ref));
    p8_result_free(r);
    /* start while running abandons the old run (valgrind: no leak) */
    snap_ref(P8_ALG_ASTAR, gc, NULL, &ref);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 100), P8_AGAIN);
    ASSERT_EQ(p8_search_start(s, gc, NULL), P8_OK);
    ASSERT_EQ_U64(p8_search_stat(s, P8_STAT_EXPANDED), 0);
    ASSERT_EQ(p8_search_step(s, 0), P8_OK);
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    snap_take(&x, P8_OK, r);
    ASSERT_TRUE(snap_same(&x, &ref));
    p8_result_free(r);
    /* run while a stepped run is in progress abandons it too */
    snap_ref(P8_ALG_ASTAR, gc, NULL, &ref);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 2), P8_AGAIN);
    snap_run(s, gc, NULL, &x);
    ASSERT_TRUE(snap_same(&x, &ref));
    /* a limit seen through the step API */
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 7);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 5), P8_AGAIN);
    ASSERT_EQ(p8_search_step(s, 5), P8_ELIMIT);
    ASSERT_EQ(p8_search_step(s, 5), P8_ELIMIT);
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    ASSERT_EQ(p8_result_status(r), P8_ELIMIT);
    ASSERT_EQ_U64(p8_result_expanded(r), 7);
    p8_result_free(r);
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE);
    /* free in the middle of stepping (valgrind: no leak) */
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 50), P8_AGAIN);
    p8_search_free(s);
    p8_board_free(bc);
    p8_board_free(gc);
    p8_board_free(g);
    p8_board_free(b);
}

/* The time limit holds for stepped runs too, whatever the step size. */
static void test_step_time_limit(void) {
    p8_board *b = mk(E21);
    uint64_t budgets[] = { 1, 100 };
    int i;
    for (i = 0; i < 2; i++) {
        p8_search *s = NULL;
        int rc = P8_AGAIN;
        clock_t c0 = clock();
        p8_search_new(&s);
        p8_search_set_algorithm(s, P8_ALG_BFS);
        p8_search_set_duplicates(s, P8_DUP_PARENT); /* tree BFS: far longer than 1 ms */
        p8_search_set_limit(s, P8_LIMIT_TIME_MS, 1);
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
        while (rc == P8_AGAIN && clock() - c0 < CLOCKS_PER_SEC / 2) rc = p8_search_step(s, budgets[i]);
        if (rc != P8_ELIMIT)
            TEST_FAIL_("step(s, %d) with a 1 ms limit: %s after %" PRIu64 " expansions, %" PRIu64
                       " ns inside the run", (int)budgets[i], p8_status_name(rc),
                       p8_search_stat(s, P8_STAT_EXPANDED), p8_search_stat(s, P8_STAT_ELAPSED_NS));
        else test_passed_++;
        p8_search_free(s);
    }
    p8_board_free(b);
}

/* p8_search_run "abandons a run in progress first", also when it then finds the pair unsolvable. */
static void test_run_unsolvable_abandons(void) {
    p8_board *b = mk(E21), *u = mk("1 2 3 4 5 6 8 7 0");
    p8_search *s = NULL;
    p8_result *r = RSENT;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
    ASSERT_EQ(p8_search_run(s, u, NULL, &r), P8_EUNSOLVABLE);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK); /* idle: nothing in progress */
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(u);
}

/* ... and when out is NULL (docs/reference.md once said it was kept then): the call fails with
 * P8_EINVAL and the stepped run is gone, so the search is idle and step has nothing to run. */
static void test_run_null_out_abandons(void) {
    p8_board *b = mk(E21);
    p8_search *s = NULL;
    p8_result *r = RSENT;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
    ASSERT_EQ(p8_search_run(s, b, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_search_step(s, 0), P8_EINVAL);           /* no run in progress */
    ASSERT_EQ(p8_search_take_result(s, &r), P8_EINVAL);   /* and none to take */
    ASSERT_NULL(r);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK); /* idle: may be reconfigured */
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- the random walk stopped in an event ---------------------------------------------------- */
/* The walk makes one move a step, and each move is one expansion and one generation
 * (docs/search.md, "Drivers"): a walk stopped in the EXPAND event of its k-th step, before that
 * step's move, has made k - 1 moves, and its statistics say k - 1 expansions and k - 1
 * generations (0.3.0 counted so; the rebuilt walk counted k expansions: fuzz_search found it). */
typedef struct walk_stop {
    p8_search *s;
    uint64_t n[4], stop_at[4];
    int by_call;                 /* cancel with p8_search_cancel instead of returning 1 */
} walk_stop;

static int walk_stop_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    walk_stop *w = u;
    (void)st;
    (void)g;
    (void)h;
    w->n[e]++;
    if (!w->stop_at[e] || w->n[e] != w->stop_at[e]) return 0;
    if (!w->by_call) return 1;
    ASSERT_EQ(p8_search_cancel(w->s), P8_OK);
    return 0;
}

static void test_walk_stopped(void) {
    p8_board *b = mk(E21);
    int policy, by_call, e;
    for (policy = P8_DUP_NONE; policy <= P8_DUP_PARENT; policy++)
        for (by_call = 0; by_call < 2; by_call++)
            for (e = P8_EVENT_EXPAND; e <= P8_EVENT_GENERATE; e++) {
                p8_search *s = NULL;
                p8_result *r = NULL;
                walk_stop w;
                uint64_t moves;
                memset(&w, 0, sizeof w);
                ASSERT_EQ(p8_search_new(&s), P8_OK);
                w.s = s;
                w.by_call = by_call;
                w.stop_at[e] = 5;
                ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_RANDOM_WALK), P8_OK);
                ASSERT_EQ(p8_search_set_duplicates(s, policy), P8_OK);
                ASSERT_EQ(p8_search_set_seed(s, 7), P8_OK);
                ASSERT_EQ(p8_search_set_event_fn(s, walk_stop_ev, P8_EVENT_ALL, &w), P8_OK);
                ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ECANCELED);
                ASSERT_EQ(p8_result_solved(r), 0);
                /* stopped at the 5th EXPAND: 4 moves made; at the 5th GENERATE: 5 */
                moves = e == P8_EVENT_EXPAND ? 4 : 5;
                ASSERT_EQ_U64(w.n[P8_EVENT_EXPAND], 5);
                ASSERT_EQ_U64(w.n[P8_EVENT_GENERATE], moves);
                ASSERT_EQ_U64(p8_result_expanded(r), moves);
                ASSERT_EQ_U64(p8_result_generated(r), moves);
                ASSERT_EQ_U64(p8_search_stat(s, P8_STAT_EXPANDED), moves);
                ASSERT_TRUE(strstr(p8_search_errmsg(s), "canceled") != NULL);
                p8_result_free(r);
                p8_search_free(s);
            }
    p8_board_free(b);
}

/* IDA*: a successor above the pass's bound is reported (GENERATE, id P8_NODE_NONE) but not
 * kept; stopping the run there ends it P8_ECANCELED at once, as at any other event. */
typedef struct cut_stop { p8_search *s; uint64_t events, cut_seen, after; } cut_stop;
static int cut_stop_ev(int e, const uint8_t st[9], unsigned g, unsigned h, void *u) {
    cut_stop *c = u;
    uint64_t f[P8_NODE_FIELDS];
    (void)st;
    (void)g;
    (void)h;
    c->events++;
    if (c->cut_seen) c->after++;
    if (e != P8_EVENT_GENERATE) return 0;
    ASSERT_EQ(p8_search_event_node(c->s, f, P8_NODE_FIELDS), P8_NODE_FIELDS);
    if (f[P8_NODE_ID] != P8_NODE_NONE) return 0;
    c->cut_seen = 1;
    return 1;
}

static void test_cancel_cut_successor(void) {
    p8_board *b = mk(E21);
    p8_search *s = NULL;
    p8_result *r = NULL;
    cut_stop c = { NULL, 0, 0, 0 };
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    c.s = s;
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_IDASTAR), P8_OK);
    ASSERT_EQ(p8_search_set_event_fn(s, cut_stop_ev, P8_EVENT_ALL, &c), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ECANCELED);
    ASSERT_EQ_U64(c.cut_seen, 1);
    ASSERT_EQ_U64(c.after, 0); /* no event after the one that said stop */
    ASSERT_EQ(p8_result_solved(r), 0);
    ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_PASSES), 1); /* the first pass's first cut */
    ASSERT_TRUE(p8_result_generated(r) >= 1 && p8_result_expanded(r) >= 1);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "canceled") != NULL);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_mask_and_counts);
    RUN(test_callback_stops);
    RUN(test_cancel);
    RUN(test_reentrancy);
    RUN(test_free_from_callback);
    RUN(test_step);
    RUN(test_step_time_limit);
    RUN(test_run_unsolvable_abandons);
    RUN(test_run_null_out_abandons);
    RUN(test_walk_stopped);
    RUN(test_cancel_cut_successor);
    return TEST_REPORT();
}
