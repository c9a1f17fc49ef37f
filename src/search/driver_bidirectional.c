/* SPDX-License-Identifier: MIT */
/* driver_bidirectional.c - bidirectional BFS: side 0 searches from the start towards the goal,
 * side 1 from the goal towards the start, each with a FIFO frontier and the graph table. A whole
 * layer of the side with fewer entries is expanded at a time, and the run ends at the first
 * successor that is in the other side's table (the step's test of a new node: p8__side.meet).
 *
 * Why the first meeting is optimal: before a layer, the two tables hold every state within
 * d0 moves of the start and within d1 moves of the goal, and no state is in both (it would have
 * been met), so the shortest path D is at least d0 + d1 + 1. Expanding side 0's layer d0 makes
 * the states at exactly d0 + 1 moves from the start; one of them in side 1's table (at most d1
 * from the goal) closes a path of at most d0 + 1 + d1 <= D moves: a shortest one. (Switching
 * sides inside a layer would break the first premise: hence whole layers.) */
#include "search.h"

/* The driver's own state: the layer being expanded. */
typedef struct bidi_state {
    uint64_t layer_left;         /* entries of that layer still to expand (0: choose the next) */
    int layer_side;              /* the side whose layer is expanded */
} bidi_state;

static int bidi_begin(p8_search *s) {
    uint32_t h[2];
    int i, rc;
    if (s->kind != p8__frontier_kind_of(P8_FRONTIER_FIFO))
        return p8__search_fail(s, P8_EINVAL, "the bidirectional driver runs two FIFO frontiers: "
                               "set the frontier to fifo (the bibfs preset does)");
    if (s->dup != P8_DUP_GRAPH)
        return p8__search_fail(s, P8_EINVAL, "the bidirectional driver needs the graph "
                               "duplicate policy: its tables are where the two sides meet");
    p8__side_open(s, &s->side[0], s->goal, 1);
    p8__side_open(s, &s->side[1], s->start, 1);
    s->pass.depth = P8_LIMIT_NONE; /* the depth limit bounds the joined path: see below */
    for (i = 0; i < 2; i++) {
        p8__side *d = &s->side[i];
        d->nodes.keep_ids = 1;
        d->test_at_generation = 0;
        d->meet = &s->side[1 - i]; /* a new node in the other side's table: they meet */
        rc = p8__side_root(s, d, i ? s->goal : s->start, &h[i]);
        if (rc != P8_AGAIN) return rc;
    }
    if (s->side[0].nodes.node[0].key == s->side[0].target_key)
        return p8__found(s, &s->side[0], 0, h[0], s->start);
    rc = p8__push(s, &s->side[0], 0, h[0]);
    return rc == P8_AGAIN ? p8__push(s, &s->side[1], 0, h[1]) : rc;
}

static int bidi_advance(p8_search *s, uint64_t budget) {
    bidi_state *b = P8__DRIVER_STATE(s, bidi_state);
    const uint64_t first = s->stat[P8_STAT_EXPANDED], max_depth = s->limit[P8_LIMIT_DEPTH];
    for (;;) {
        p8__side *d;
        uint32_t index, h;
        int rc;
        if (p8__canceled(s)) return p8__canceled_run(s);
        if (budget && s->stat[P8_STAT_EXPANDED] - first >= budget) return P8_AGAIN;
        if (!b->layer_left) { /* the next layer: of the side with fewer entries */
            p8__side *f = &s->side[0], *k = &s->side[1];
            if (!p8__side_live(f) || !p8__side_live(k)) return p8__exhausted(s);
            b->layer_side = p8__side_live(k) < p8__side_live(f);
            /* it can only close paths of f->depth + k->depth + 1 moves */
            if ((uint64_t)f->depth + k->depth >= max_depth) {
                s->cutoff = 1;
                return p8__exhausted(s);
            }
            b->layer_left = p8__side_live(&s->side[b->layer_side]);
        }
        d = &s->side[b->layer_side];
        rc = p8__pop(s, d, &index, &h);
        if (rc <= 0) return rc < 0 ? rc : p8__exhausted(s);
        if (--b->layer_left == 0) d->depth++;
        rc = p8__visit(s, d, index, h);
        if (rc != P8_AGAIN) return rc;
    }
}

static int bidi_result(p8_search *s, p8_result **out) {
    const p8__side *f = &s->side[0], *b = &s->side[1];
    int solved = s->solved_side >= 0;
    size_t gf = solved ? P8__NODE_G(f->nodes.node[f->found].gm) : 0;
    size_t gb = solved && b->found != UINT32_MAX ? P8__NODE_G(b->nodes.node[b->found].gm) : 0;
    int rc = p8__result_alloc(s, solved, gf + gb, out);
    if (rc != P8_OK || !solved) return rc;
    p8__result_set_chain(*out, gf, &f->nodes, f->found, 0);
    if (gb) p8__result_set_chain(*out, gf, &b->nodes, b->found, 1);
    p8__result_seal(*out, s->start);
    return P8_OK;
}

const p8__driver p8__driver_bidirectional = { P8__USES_FRONTIER, bidi_begin, bidi_advance,
                                              bidi_result, NULL };
