/* SPDX-License-Identifier: MIT */
/* driver_deepen.c - iterative deepening: passes of depth-first search with a bound that grows
 * until a pass finds the goal. On depth (IDDFS: bounds 0, 1, 2 ...: nodes at the bound are
 * goal-tested, not expanded) or on f = wg*g + wh*h (IDA*: the first bound is the start's f, a
 * successor above the bound is not kept, the next bound is the smallest f that exceeded the
 * last). Each pass starts from an empty frontier and a new root; statistics add up. Bounds
 * strictly increase and a pass that cut nothing off at its bound ends the run, so no heuristic
 * makes the run loop forever; a bound where keys saturate is no bound, and ends the run unless
 * the depth limit bounds the pass. The two drivers differ only in data: their `uses` flags (on
 * f, the key bounds the passes). The bounds are the run's pass (s->pass): no state of their own. */
#include "search.h"

static int on_f(const p8_search *s) {
    return (s->drv->uses & P8__USES_KEY_BOUND) != 0;
}

/* The bounds of a pass with bound b: P8_AGAIN, or P8_ELIMIT when the pass would have no bound.
 * Keys saturate at UINT64_MAX, so a bound on f of UINT64_MAX admits every key: such a pass is
 * bounded by the depth limit alone, and without one the run ends here (issue 25.5). */
static int set_bound(p8_search *s, uint64_t b) {
    const uint64_t max_depth = s->limit[P8_LIMIT_DEPTH];
    if (on_f(s) && b == UINT64_MAX && max_depth == P8_LIMIT_NONE)
        return p8__search_fail(s, P8_ELIMIT, "IDA*'s next bound on f = wg*g + wh*h is %llu, where "
                               "keys saturate (weights %llu,%llu): a pass would have no bound; "
                               "set a depth limit, or lower the weights or the heuristic",
                               (unsigned long long)b, (unsigned long long)s->wg,
                               (unsigned long long)s->wh);
    s->pass.bound = b;
    s->stat[P8_STAT_BOUND] = b;
    s->pass.cut = 0;
    s->pass.next_key = UINT64_MAX;
    s->pass.key_bound = on_f(s) ? b : UINT64_MAX;
    s->pass.depth = on_f(s) || b > max_depth ? max_depth : b;
    return P8_AGAIN;
}

static int deepen_begin(p8_search *s) {
    p8__side *d = &s->side[0];
    uint32_t h;
    int rc;
    if (on_f(s) && s->wg == 0)
        return p8__search_fail(s, P8_EINVAL, "the deepen-f driver (IDA*) needs wg >= 1: with "
                               "wg = 0 the bound on f does not bound the depth of a pass");
    p8__side_open(s, d, s->goal, 1);
    rc = p8__side_root(s, d, s->start, &h);
    if (rc != P8_AGAIN) return rc;
    if (d->nodes.node[0].key == d->target_key) return p8__found(s, d, 0, h, s->start);
    rc = set_bound(s, on_f(s) ? p8__key_of(s, 0, h) : 0);
    return rc == P8_AGAIN ? p8__push(s, d, 0, h) : rc;
}

static int deepen_advance(p8_search *s, uint64_t budget) {
    p8__side *d = &s->side[0];
    const uint64_t stop_at = budget ? s->stat[P8_STAT_EXPANDED] + budget : UINT64_MAX;
    for (;;) {
        int rc = p8__drain(s, d, stop_at);
        if (rc != P8__EMPTY) return rc;
        /* the pass is over: deepen if it cut anything off at its bound */
        if (!s->pass.cut) return p8__exhausted(s);
        /* a new pass calls the frontier's clear and the heuristic: a time limit check */
        if ((rc = p8__time_check(s)) != P8_AGAIN) return rc;
        if ((rc = set_bound(s, on_f(s) ? s->pass.next_key : s->pass.bound + 1)) != P8_AGAIN)
            return rc;
        s->stat[P8_STAT_PASSES]++;
        rc = p8__side_restart(s, d, s->start);
        if (rc != P8_AGAIN) return rc;
    }
}

static int deepen_result(p8_search *s, p8_result **out) {
    return p8__result_of_side(s, &s->side[0], out);
}

const p8__driver p8__driver_deepen_depth = {
    P8__USES_FRONTIER | P8__USES_KEY_ORDER | P8__USES_DEPTH_BOUND, deepen_begin, deepen_advance,
    deepen_result, NULL
};
const p8__driver p8__driver_deepen_f = { P8__USES_FRONTIER | P8__USES_KEY_BOUND, deepen_begin,
                                         deepen_advance, deepen_result, NULL };
