/* SPDX-License-Identifier: MIT */
/* run.c - a run's lifecycle: start, step, run, take the result; begin, end and release a run;
 * the free deferred from a callback; the run's elapsed time; a run observed by the view
 * (inspect.h). What a run does between its begin and its end is its driver's (driver_*.c),
 * found in the table below by its P8_DRIVER_* number. */
#include "search.h"

#include <string.h>

static const p8__driver *const drivers[P8__N_DRIVERS] = {
    &p8__driver_once, &p8__driver_deepen_depth, &p8__driver_deepen_f, &p8__driver_bidirectional,
    &p8__driver_random_walk, &p8__driver_rbfs, &p8__driver_smastar
};

const p8__driver *p8__driver_of(int driver) {
    return driver >= 0 && driver < P8__N_DRIVERS ? drivers[driver] : NULL;
}

void p8__run_release(p8_search *s) {
    int i;
    if (s->drv && s->drv->release) s->drv->release(s);
    for (i = 0; i < 2; i++) {
        p8__side *d = &s->side[i];
        p8__nodes_release(&d->nodes, &s->mem);
        p8__stack_release(&d->stack, &s->mem);
        if (d->store.kind) d->store.kind->release(&d->store);
        d->push = NULL;
        d->pop = NULL;
        d->take = NULL;
        d->size = NULL;
        d->clear = NULL;
        d->live = 0;
    }
}

void p8__search_destroy(p8_search *s) {
    p8_allocator a;
    p8__run_release(s);
    p8__mem_cache_release(&s->mem);
    a = s->mem.a;
    a.free_fn(s, a.user_data);
}

/* End the run with `status`. A run ended by P8_ENOMEM has no result: its buffers go at once. */
static int end_run(p8_search *s, int status) {
    s->phase = P8__ENDED;
    s->status = status;
    if (status == P8_ENOMEM) p8__run_release(s);
    return status;
}

/* Time spent inside start/step counts as the run's elapsed time. */
static void enter(p8_search *s) {
    s->in_call = 1;
    s->call_t0 = p8__now_ns();
}
static void leave(p8_search *s) {
    s->stat[P8_STAT_ELAPSED_NS] += p8__now_ns() - s->call_t0;
    s->in_call = 0;
}

static int begin(p8_search *s, const p8_board *start, const p8_board *goal) {
    int rc;
    p8__run_release(s); /* a run in progress is abandoned, whatever happens next */
    s->phase = P8__IDLE;
    if (!start) return p8__search_fail(s, P8_EINVAL, "start board is NULL");
    if (p8_board_solvable(start, goal) != 1) {
        p8__solvable_reason(start->tiles, p8__goal_tiles(goal), s->errmsg, sizeof s->errmsg);
        return P8_EUNSOLVABLE;
    }
    memcpy(s->start, start->tiles, 9);
    memcpy(s->goal, p8__goal_tiles(goal), 9);
    memset(s->stat, 0, sizeof s->stat);
    s->dropped = 0;
    s->mem.peak = s->mem.cur;
    s->mem.limit = s->limit[P8_LIMIT_MEMORY_BYTES];
    s->mem.limit_hit = 0;
    P8__ATOMIC_STORE(&s->cancel, 0);
    s->cutoff = 0;
    s->tevery = s->tnext = 1;
    s->tlast = s->texp = 0;
    s->ev_mask = s->obs ? P8_EVENT_ALL : s->emask;
    /* the caller's code in the loop: its cost is unknown and may change at any time */
    s->tcaller = s->builtin < 0 || s->ev_mask != 0 || !s->kind ||
                 s->mem.a.malloc_fn != p8__default_allocator.malloc_fn ||
                 s->mem.a.realloc_fn != p8__default_allocator.realloc_fn ||
                 s->mem.a.free_fn != p8__default_allocator.free_fn;
    s->solved_side = -1;
    s->errmsg[0] = '\0';
    s->next_id = 0;
    s->pass.depth = s->limit[P8_LIMIT_DEPTH];
    s->pass.key_bound = s->pass.next_key = UINT64_MAX;
    s->pass.bound = P8_NODE_NONE;
    s->pass.cut = 0;
    s->stat[P8_STAT_PASSES] = 1;
    s->drv = drivers[s->driver];
    memset(&s->ds, 0, sizeof s->ds);
    s->phase = P8__RUNNING;
    enter(s);
    rc = s->drv->begin(s);
    leave(s);
    if (rc == P8_ENOMEM || rc == P8_EINVAL) { /* no run to take: the search is idle again */
        p8__run_release(s);
        s->phase = P8__IDLE;
        return rc;
    }
    if (rc != P8_AGAIN) end_run(s, rc);
    return P8_OK;
}

/* A search freed from one of its callbacks is freed here, once the call is over (or, when an
 * outer call holds it, once that call releases it): 1 if the free was asked for. */
static int finish_deferred_free(p8_search *s) {
    if (!s->free_requested) return 0;
    if (s->held) return 1;
    p8__search_destroy(s);
    return 1;
}

void p8__search_hold(p8_search *s) {
    s->held++;
}

int p8__search_release(p8_search *s) {
    s->held--;
    return finish_deferred_free(s);
}

int p8_search_start(p8_search *s, const p8_board *start, const p8_board *goal) {
    int rc;
    if (!s) return P8_EINVAL;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    rc = begin(s, start, goal);
    return finish_deferred_free(s) ? P8_ECANCELED : rc;
}

/* step without the deferred free, shared by p8_search_step and the runs. */
static int step(p8_search *s, uint64_t max_expansions) {
    int rc;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    if (s->phase == P8__IDLE) return p8__search_fail(s, P8_EINVAL, "no run was started");
    if (s->phase == P8__ENDED) return s->status;
    enter(s);
    rc = s->drv->advance(s, max_expansions);
    if (rc == P8_AGAIN) rc = p8__frontier_audit(s);
    leave(s);
    return rc == P8_AGAIN ? rc : end_run(s, rc);
}

int p8_search_step(p8_search *s, uint64_t max_expansions) {
    int rc;
    if (!s) return P8_EINVAL;
    rc = step(s, max_expansions);
    return finish_deferred_free(s) ? P8_ECANCELED : rc;
}

int p8_search_take_result(p8_search *s, p8_result **out) {
    int rc;
    if (out) *out = NULL;
    if (!s || !out) return P8_EINVAL;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    if (s->phase != P8__ENDED || s->status == P8_ENOMEM)
        return p8__search_fail(s, P8_EINVAL, s->phase == P8__RUNNING ? "the run has not ended"
                                                                   : "there is no result to take");
    rc = s->drv->result(s, out);
    if (rc != P8_OK) return p8__search_fail(s, rc, "out of memory building the result");
    p8__run_release(s);
    s->phase = P8__IDLE;
    return P8_OK;
}

/* A whole run: begin, step to the end, take the result. *freed is set when the search was freed
 * from one of its callbacks (the free is done here: nothing may touch s afterwards). */
static int whole_run(p8_search *s, const p8_board *start, const p8_board *goal, p8_result **out,
                     int *freed) {
    int rc, taken;
    *freed = 0;
    if (!out) { /* a run in progress is abandoned first, as for every other failure */
        p8__run_release(s);
        s->phase = P8__IDLE;
        return p8__search_fail(s, P8_EINVAL, "result pointer is NULL");
    }
    rc = begin(s, start, goal);
    if ((*freed = finish_deferred_free(s)) != 0) return P8_ECANCELED;
    if (rc != P8_OK) return rc;
    rc = step(s, 0);
    if ((*freed = finish_deferred_free(s)) != 0) return P8_ECANCELED;
    if (rc == P8_ENOMEM) {
        s->phase = P8__IDLE;
        return rc;
    }
    taken = p8_search_take_result(s, out);
    if (taken != P8_OK) { /* P8_ENOMEM building the result: the run is discarded, no result */
        p8__run_release(s);
        s->phase = P8__IDLE;
        return taken;
    }
    return rc;
}

int p8_search_run(p8_search *s, const p8_board *start, const p8_board *goal, p8_result **out) {
    int freed;
    if (out) *out = NULL;
    if (!s) return P8_EINVAL;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    return whole_run(s, start, goal, out, &freed);
}

int p8__observe_ready(p8_search *s) {
    if (s->in_call || s->phase == P8__RUNNING)
        return p8__search_fail(s, P8_EBUSY, "a run is in progress: finish it, or cancel it and "
                                            "step once, before changing the configuration");
    return P8_OK;
}

int p8__run_observed(p8_search *s, const p8_board *start, const p8_board *goal,
                     p8__observer_fn observer, void *user_data, p8_result **out) {
    int rc, freed;
    const int held = s->held; /* held: s outlives this call even when freed from a callback */
    if (out) *out = NULL;
    if ((rc = p8__observe_ready(s)) != P8_OK) return rc;
    s->obs = observer;
    s->obs_ud = user_data;
    rc = whole_run(s, start, goal, out, &freed);
    if (!freed || held) {
        s->obs = NULL;
        s->obs_ud = NULL;
    }
    return rc;
}
