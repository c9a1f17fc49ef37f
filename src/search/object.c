/* SPDX-License-Identifier: MIT */
/* object.c - the p8_search object: creation, configuration (presets and setters), what a run
 * of it uses, its statistics, and the one-line p8_solve. Runs live in run.c and the rooms below
 * it; the presets and the names of the values are the configuration table's (catalog.c). */
#include "search.h"

#include <string.h>

#define N_HEURISTICS P8__N_HEURISTICS

uint64_t p8_limit_none(void) {
    return P8_LIMIT_NONE;
}

const char *p8_search_errmsg(const p8_search *s) {
    return s ? s->errmsg : "";
}

int p8_search_new(p8_search **out) {
    return p8_search_new_with_allocator(&p8__default_allocator, out);
}

int p8_search_new_with_allocator(const p8_allocator *a, p8_search **out) {
    p8_search *s;
    int i;
    if (out) *out = NULL;
    if (!a || !out || !a->malloc_fn || !a->realloc_fn || !a->free_fn) return P8_EINVAL;
    s = a->malloc_fn(sizeof *s, a->user_data);
    if (!s) return P8_ENOMEM;
    memset(s, 0, sizeof *s);
    s->mem.a = *a;
    p8__mem_cache_use(&s->mem, &s->mem_cache);
    s->kind = &p8__frontier_heap;
    s->solved_side = -1;
    for (i = 0; i < P8__N_LIMITS; i++) s->limit[i] = P8_LIMIT_NONE;
    s->node_budget = P8_NODE_BUDGET_DEFAULT;
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    *out = s;
    return P8_OK;
}

void p8_search_free(p8_search *s) {
    if (!s) return;
    if (s->in_call || s->held) { /* from a callback: free when the (outer) call returns */
        s->free_requested = 1;
        P8__ATOMIC_STORE(&s->cancel, 1);
        return;
    }
    p8__search_destroy(s);
}

/* Common guard of the setters (search.h). */
int p8__settable(p8_search *s) {
    if (!s) return P8_EINVAL;
    if (s->in_call || s->phase == P8__RUNNING)
        return p8__search_fail(s, P8_EBUSY, "a run is in progress: finish it, or cancel it and "
                                            "step once, before changing the configuration");
    return P8_OK;
}

static int out_of_range(p8_search *s, const char *what, long long v, int max) {
    return p8__search_fail(s, P8_EINVAL, "%s %lld is out of range (0..%d)", what, v, max);
}

int p8_search_set_frontier(p8_search *s, int frontier) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (!p8__frontier_kind_of(frontier))
        return out_of_range(s, "frontier", frontier, P8_FRONTIER_BUCKET);
    s->kind = p8__frontier_kind_of(frontier);
    return P8_OK;
}

int p8_search_set_frontier_fns(p8_search *s, p8_frontier_push_fn push, p8_frontier_pop_fn pop,
                               p8_frontier_size_fn size, p8_frontier_clear_fn clear,
                               void *user_data) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (!push || !pop || !size || !clear)
        return p8__search_fail(s, P8_EINVAL, "a frontier needs all four functions: %s is NULL",
                               !push ? "push" : !pop ? "pop" : !size ? "size" : "clear");
    s->kind = NULL;
    s->fpush = push;
    s->fpop = pop;
    s->fsize = size;
    s->fclear = clear;
    s->fud = user_data;
    return P8_OK;
}

int p8_search_set_weights(p8_search *s, unsigned wg, unsigned wh) {
    int rc = p8__settable(s);
    if (rc) return rc;
    s->wg = wg;
    s->wh = wh;
    return P8_OK;
}

int p8_search_set_duplicates(p8_search *s, int policy) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (policy < 0 || policy >= P8__N_DUPLICATES)
        return out_of_range(s, "duplicate policy", policy, P8__N_DUPLICATES - 1);
    s->dup = policy;
    return P8_OK;
}

int p8_search_set_driver(p8_search *s, int driver) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (driver < 0 || driver >= P8__N_DRIVERS)
        return out_of_range(s, "driver", driver, P8__N_DRIVERS - 1);
    s->driver = driver;
    return P8_OK;
}

int p8_search_set_seed(p8_search *s, uint64_t seed) {
    int rc = p8__settable(s);
    if (rc) return rc;
    s->seed = seed;
    return P8_OK;
}

int p8_search_set_node_budget(p8_search *s, uint64_t nodes) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (nodes == 0)
        return p8__search_fail(s, P8_EINVAL, "a node budget of 0 holds not even the root: give "
                               "at least 1 (SMA* needs up to 3d + 5 for a solution of depth d)");
    s->node_budget = nodes;
    return P8_OK;
}

int p8_search_set_reopen(p8_search *s, int on) {
    int rc = p8__settable(s);
    if (rc) return rc;
    s->reopen = on != 0;
    return P8_OK;
}

int p8_search_set_heuristic(p8_search *s, int builtin) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (builtin < 0 || builtin >= N_HEURISTICS)
        return out_of_range(s, "heuristic", builtin, N_HEURISTICS - 1);
    s->builtin = builtin;
    s->hfn = NULL;
    s->hud = NULL;
    return P8_OK;
}

int p8_search_set_heuristic_fn(p8_search *s, p8_heuristic_fn fn, void *user_data) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (!fn) return p8__search_fail(s, P8_EINVAL, "heuristic function is NULL");
    s->builtin = -1;
    s->hfn = fn;
    s->hud = user_data;
    return P8_OK;
}

int p8_search_set_limit(p8_search *s, int which, uint64_t value) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (which < 0 || which >= P8__N_LIMITS) return out_of_range(s, "limit", which, P8__N_LIMITS - 1);
    s->limit[which] = value;
    return P8_OK;
}

int p8_search_set_event_fn(p8_search *s, p8_event_fn fn, unsigned mask, void *user_data) {
    int rc = p8__settable(s);
    if (rc) return rc;
    if (mask & ~P8_EVENT_ALL)
        return p8__search_fail(s, P8_EINVAL, "event mask 0x%x has bits beyond P8_EVENT_ALL (0x%x)",
                               mask, P8_EVENT_ALL);
    s->efn = fn;
    s->emask = fn ? mask : 0;
    s->eud = user_data;
    return P8_OK;
}

int p8_search_set_algorithm(p8_search *s, int alg) {
    const p8__preset *p;
    int rc = p8__settable(s);
    if (rc) return rc;
    if (alg < 0 || alg >= P8__N_ALGORITHMS)
        return out_of_range(s, "algorithm", alg, P8__N_ALGORITHMS - 1);
    p = &p8__algorithms[alg].preset;
    s->kind = p8__frontier_kind_of(p->frontier);
    s->wg = p->wg;
    s->wh = p->wh;
    s->dup = p->dup;
    s->driver = p->driver;
    s->reopen = p->reopen;
    s->builtin = p->heuristic;
    s->hfn = NULL;
    s->hud = NULL;
    return P8_OK;
}

/* What a run of s would do with the settings, as s is configured now: only the configuration is
 * read, so this is allowed at any time (from callbacks, during a run). */
int p8_search_weights_used(const p8_search *s) {
    unsigned uses;
    if (!s) return P8_EINVAL;
    uses = p8__driver_of(s->driver)->uses;
    /* bounds on the key: whatever the frontier; else the frontier's order decides when the
     * driver follows it (the caller's frontier receives the key) */
    return (uses & P8__USES_KEY_BOUND) ||
           ((uses & P8__USES_KEY_ORDER) && (s->kind ? s->kind->orders_by_key : 1));
}

const char *p8_search_frontier_used(const p8_search *s) {
    if (!s) return NULL;
    if (!(p8__driver_of(s->driver)->uses & P8__USES_FRONTIER)) return "none";
    return s->kind ? p8_frontier_name(s->kind->id) : "custom"; /* "custom": the trace header's name for it */
}

/* Only the flag is touched (atomically), so any thread may call this while a run is in
 * progress; the next start clears it. */
int p8_search_cancel(p8_search *s) {
    if (!s) return P8_EINVAL;
    P8__ATOMIC_STORE(&s->cancel, 1);
    return P8_OK;
}

uint64_t p8_search_stat(const p8_search *s, int which) {
    if (!s || which < 0 || which >= P8__N_STATS) return 0;
    if (which == P8_STAT_PEAK_BYTES) return s->mem.peak;
    if (which == P8_STAT_FRONTIER) return p8__frontier_live(s);
    if (which == P8_STAT_MAX_FRONTIER) return p8__max_frontier(s);
    return s->stat[which];
}

int p8_solve(const p8_board *start, const p8_board *goal, int alg, int heuristic, p8_result **out) {
    p8_search *s;
    int rc;
    if (out) *out = NULL;
    if (!start || !out || alg < 0 || alg >= P8__N_ALGORITHMS ||
        (heuristic != P8_H_DEFAULT && (heuristic < 0 || heuristic >= N_HEURISTICS)))
        return P8_EINVAL;
    rc = p8_search_new(&s);
    if (rc) return rc;
    p8_search_set_algorithm(s, alg);
    if (heuristic != P8_H_DEFAULT) p8_search_set_heuristic(s, heuristic);
    rc = p8_search_run(s, start, goal, out);
    p8_search_free(s);
    return rc;
}
