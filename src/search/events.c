/* SPDX-License-Identifier: MIT */
/* events.c - what a run reports as it goes: the step's EXPAND, GENERATE and DUPLICATE events
 * and the GOAL that ends a run solved (p8__found), each with its node's fields (P8_NODE_*), to
 * the view's observer first and then to the caller's callback when its mask selects it. A
 * callback's non-zero stops the run (but a GOAL's: the run ends solved anyway). The room
 * below the step: it calls nothing of the search. */
#include "search.h"

#include <string.h>

static int emit_fields(p8_search *s, int event, const uint8_t t[9], const uint64_t *f) {
    int stop = 0;
    memcpy(s->ev, f, sizeof s->ev);
    s->ev_on = 1;
    if (s->obs) stop = s->obs(event, t, f, s->obs_ud); /* the view's recorder first */
    if (!stop && ((s->emask >> event) & 1u))
        stop = s->efn(event, t, (unsigned)f[P8_NODE_G], (unsigned)f[P8_NODE_H], s->eud);
    s->ev_on = 0;
    if (stop && event != P8_EVENT_GOAL) P8__ATOMIC_STORE(&s->cancel, 1);
    return p8__canceled(s);
}

P8__COLD int p8__emit_node(p8_search *s, int event, uint64_t tiles, const p8__side *d,
                           uint32_t index, uint32_t parent, unsigned move, uint32_t g,
                           uint32_t h) {
    uint64_t f[P8_NODE_FIELDS];
    uint8_t t[9];
    p8__unpack(tiles, t);
    f[P8_NODE_ID] = p8__node_id(s, d, index);
    f[P8_NODE_PARENT] = p8__node_id(s, d, parent);
    f[P8_NODE_MOVE] = move;
    f[P8_NODE_G] = g;
    f[P8_NODE_H] = h;
    f[P8_NODE_KEY] = p8__key_of(s, g, h);
    f[P8_NODE_SIDE] = (uint64_t)(d - s->side);
    f[P8_NODE_BOUND] = s->pass.bound;
    return emit_fields(s, event, t, f);
}

int p8__found(p8_search *s, p8__side *d, uint32_t index, uint32_t h, const uint8_t t[9]) {
    const uint32_t gm = d->nodes.node[index].gm;
    d->found = index;
    s->solved_side = (int)(d - s->side);
    if ((s->ev_mask >> P8_EVENT_GOAL) & 1u) /* the run ends solved whatever the callback says */
        (void)p8__emit_node(s, P8_EVENT_GOAL, p8__pack(t), d, index,
                            P8__NODE_G(gm) ? d->nodes.node[index].parent : UINT32_MAX,
                            P8__NODE_MOVE_OR_NONE(gm), P8__NODE_G(gm), h);
    return P8_OK;
}

P8__COLD int p8__found_state(p8_search *s, p8__side *d, uint32_t index, uint32_t h,
                             uint64_t tiles) {
    uint8_t t[9];
    p8__unpack(tiles, t);
    return p8__found(s, d, index, h, t);
}

P8__COLD int p8__emit_duplicate(p8_search *s, p8__side *d, uint64_t tiles, uint32_t g,
                                unsigned move, unsigned tile, unsigned b, uint32_t parent,
                                uint32_t ph) {
    uint32_t h;
    if (!(s->ev_mask & (P8_EVENT_BIT(P8_EVENT_GENERATE) | P8_EVENT_BIT(P8_EVENT_DUPLICATE))))
        return P8_AGAIN;
    h = p8__heuristic_next(&d->heur, tiles, d->target, ph, tile, b, move);
    if (p8__emit_successor(s, P8_EVENT_GENERATE, tiles, d, UINT32_MAX, parent, move, g, h) ||
        p8__emit(s, P8_EVENT_DUPLICATE, tiles, d, UINT32_MAX, parent, move, g, h))
        return P8_ECANCELED;
    return P8_AGAIN;
}
