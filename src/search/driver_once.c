/* SPDX-License-Identifier: MIT */
/* driver_once.c - the driver of one pass: BFS, DFS, UCS, greedy, A* and every other
 * configuration of the one step. The start is goal-tested first; then, until the frontier is
 * empty or the run ends: take a node, visit it (step.c). It keeps no state of its own. */
#include "search.h"

static int once_begin(p8_search *s) {
    p8__side *d = &s->side[0];
    uint32_t h;
    int rc;
    p8__side_open(s, d, s->goal, 1);
    rc = p8__side_root(s, d, s->start, &h);
    if (rc != P8_AGAIN) return rc;
    if (d->nodes.node[0].key == d->target_key) return p8__found(s, d, 0, h, s->start);
    return p8__push(s, d, 0, h);
}

static int once_advance(p8_search *s, uint64_t budget) {
    int rc = p8__drain(s, &s->side[0], budget ? s->stat[P8_STAT_EXPANDED] + budget : UINT64_MAX);
    return rc == P8__EMPTY ? p8__exhausted(s) : rc;
}

static int once_result(p8_search *s, p8_result **out) {
    return p8__result_of_side(s, &s->side[0], out);
}

const p8__driver p8__driver_once = { P8__USES_FRONTIER | P8__USES_KEY_ORDER, once_begin,
                                     once_advance, once_result, NULL };
