/* SPDX-License-Identifier: MIT */
/* step.c - THE step, shared by every driver. What differs between BFS, DFS, UCS, greedy, A*,
 * IDA*, the random walk and the rest is data in the p8_search and its sides (frontier, weights,
 * heuristic, duplicate policy, the pass's bounds, a driver's hook for new nodes, a random
 * choice of one move), never a branch on an algorithm here.
 *
 * Visiting a node taken from a frontier: skip it if a cheaper node for its state has replaced
 * it ("stale"); goal-test it; skip it if it sits at the depth limit or the pass's depth bound;
 * expand it: generate the successors in move order UP, DOWN, LEFT, RIGHT (without the move
 * undoing the node's own, except under the policy NONE; only one, chosen at random, when the
 * side picks: the walk); the duplicate policy may discard a successor; every other one becomes
 * a new node (under GRAPH replacing its state's old node), unless its key is above the pass's
 * bound, and goes to the driver's hook or is pushed with key wg*g + wh*h. */
#include "search.h"

#include <string.h>

/* ---- Events ---------------------------------------------------------------------------------- */

int p8__emit(p8_search *s, int event, const uint8_t t[9], const uint64_t *f) {
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

/* Report `event` for a node of d (index, or UINT32_MAX when the node is not kept; its parent's
 * index, or UINT32_MAX for a root; the move that made it). 1 if the run must stop. */
static P8__COLD int emit_selected(p8_search *s, int event, const uint8_t t[9], const p8__side *d,
                                  uint32_t index, uint32_t parent, unsigned move, uint32_t g,
                                  uint32_t h) {
    uint64_t f[P8_NODE_FIELDS];
    f[P8_NODE_ID] = p8__node_id(s, d, index);
    f[P8_NODE_PARENT] = p8__node_id(s, d, parent);
    f[P8_NODE_MOVE] = move;
    f[P8_NODE_G] = g;
    f[P8_NODE_H] = h;
    f[P8_NODE_KEY] = p8__key_of(s, g, h);
    f[P8_NODE_SIDE] = (uint64_t)(d - s->side);
    f[P8_NODE_BOUND] = s->pass.bound;
    return p8__emit(s, event, t, f);
}
/* 1 if the run must stop: the event was reported and stopped it, or the run was canceled. */
static inline int emit(p8_search *s, int event, const uint8_t t[9], const p8__side *d,
                       uint32_t index, uint32_t parent, unsigned move, uint32_t g, uint32_t h) {
    if (P8__UNLIKELY((s->ev_mask >> event) & 1u))
        return emit_selected(s, event, t, d, index, parent, move, g, h);
    return p8__canceled(s);
}
/* The same for a successor: a canceled run reports no more of them. */
static inline int emit_successor(p8_search *s, int event, const uint8_t t[9], const p8__side *d,
                                 uint32_t index, uint32_t parent, unsigned move, uint32_t g,
                                 uint32_t h) {
    if (p8__canceled(s)) return 1;
    if (P8__UNLIKELY((s->ev_mask >> event) & 1u))
        return emit_selected(s, event, t, d, index, parent, move, g, h);
    return 0;
}

int p8__found(p8_search *s, p8__side *d, uint32_t index, uint32_t h, const uint8_t t[9]) {
    const uint32_t gm = d->nodes.node[index].gm;
    d->found = index;
    s->solved_side = (int)(d - s->side);
    /* the run ends solved whatever the callback returns */
    if ((s->ev_mask >> P8_EVENT_GOAL) & 1u)
        (void)emit_selected(s, P8_EVENT_GOAL, t, d, index,
                            P8__NODE_G(gm) ? d->nodes.node[index].parent : UINT32_MAX,
                            P8__NODE_MOVE_OR_NONE(gm), P8__NODE_G(gm), h);
    return P8_OK;
}

/* ---- Duplicate policies: data the step reads ---------------------------------------------- */

/* Where a new node goes in the graph policy's table, and the node it replaces. */
typedef struct where {
    uint32_t old;    /* UINT32_MAX: none */
    size_t slot;
    int table;       /* 1: record the new node at slot */
} where;

typedef struct policy {
    int skip_undo;   /* never generate the move undoing the node's own */
    /* 1 if the successor (key, depth g, parent index) is a duplicate, 0 if it is new (w says
     * where it goes), or an error status. NULL: nothing is a duplicate. */
    int (*check)(p8_search *s, p8__side *d, uint32_t key, uint32_t g, uint32_t parent, where *w);
} policy;

/* PATH: a state already on the path from the root (the parent chain) is a duplicate. */
static int on_path(p8_search *s, p8__side *d, uint32_t key, uint32_t g, uint32_t parent, where *w) {
    const p8__node *n = d->nodes.node;
    (void)s;
    (void)g;
    (void)w;
    for (;;) {
        if (n[parent].key == key) return 1;
        if (parent == 0) return 0;
        parent = n[parent].parent;
    }
}

/* GRAPH: a state in the table with g no larger (or closed, when reopening is off). */
static int in_table(p8_search *s, p8__side *d, uint32_t key, uint32_t g, uint32_t parent, where *w) {
    int rc = p8__nodes_reserve(&d->nodes, &s->mem);
    (void)parent;
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    w->table = 1;
    w->old = p8__nodes_find(&d->nodes, key, &w->slot);
    if (w->old != UINT32_MAX) {
        uint32_t gm = d->nodes.node[w->old].gm;
        if (P8__NODE_G(gm) <= g || (!s->reopen && (gm & P8__CLOSED_BIT))) return 1;
    }
    return 0;
}

static const policy policies[P8__N_DUPLICATES] = {
    /* NONE   */ { 0, NULL },
    /* PARENT */ { 1, NULL },
    /* PATH   */ { 1, on_path },
    /* GRAPH  */ { 1, in_table },
};

/* ---- The expansion ------------------------------------------------------------------------- */

/* The step is compiled once per duplicate policy (expanders[], below) with the policy a
 * constant, so that its check is inlined: one body, no branch on the policy inside it.
 * Unoptimised builds (-O0: the coverage build) keep one out-of-line body, so that gcov counts
 * each branch once rather than once per policy's copy. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#  define ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#  define ALWAYS_INLINE inline
#endif

/* A successor: its tile `tile` moved from cell `from` to cell `to`, from a parent of h `ph`. */
typedef struct step_of {
    uint32_t ph;
    unsigned tile, from, to;
} step_of;
#define SUCCESSOR_H(d, t, st)                                                                 \
    p8__heuristic_next(&(d)->heur, (t), (d)->target, (st)->ph, (st)->tile, (st)->from, (st)->to)

/* A discarded successor: counted, and reported when the events ask for it. */
static P8__COLD int duplicate(p8_search *s, p8__side *d, const uint8_t t[9], uint32_t parent,
                              unsigned move, uint32_t g, const step_of *st) {
    s->stat[P8_STAT_DUPLICATES]++;
    if (s->ev_mask & (P8_EVENT_BIT(P8_EVENT_GENERATE) | P8_EVENT_BIT(P8_EVENT_DUPLICATE))) {
        uint32_t h = SUCCESSOR_H(d, t, st);
        if (emit_successor(s, P8_EVENT_GENERATE, t, d, UINT32_MAX, parent, move, g, h) ||
            emit(s, P8_EVENT_DUPLICATE, t, d, UINT32_MAX, parent, move, g, h))
            return P8_ECANCELED;
    }
    return P8_AGAIN;
}

/* A successor whose key f is above the pass's bound (IDA*): generated, not kept; the next bound
 * may be f. */
static int beyond_bound(p8_search *s, p8__side *d, const uint8_t t[9], uint32_t parent,
                        unsigned move, uint32_t g, uint32_t h, uint64_t f) {
    s->pass.cut = 1;
    if (f < s->pass.next_key) s->pass.next_key = f;
    return emit_successor(s, P8_EVENT_GENERATE, t, d, UINT32_MAX, parent, move, g, h)
               ? P8_ECANCELED : P8_AGAIN;
}

/* One generated successor. P8_AGAIN to go on, P8_OK when it ends the run solved, or an error. */
static ALWAYS_INLINE int generate(p8_search *s, p8__side *d, const policy *pol, uint32_t key,
                                  unsigned move, const uint8_t t[9], uint32_t parent, uint32_t g,
                                  const step_of *st) {
    where w = { UINT32_MAX, 0, 0 };
    uint32_t h, index;
    uint64_t f;
    int rc;
    s->stat[P8_STAT_GENERATED]++;
    if (pol->check) {
        rc = pol->check(s, d, key, g, parent, &w);
        if (rc) return rc == 1 ? duplicate(s, d, t, parent, move, g, st) : rc;
    }
    h = SUCCESSOR_H(d, t, st);
    f = p8__key_of(s, g, h);
    if (f > s->pass.key_bound) return beyond_bound(s, d, t, parent, move, g, h, f);
    if (emit_successor(s, P8_EVENT_GENERATE, t, d, (uint32_t)d->nodes.count, parent, move, g, h))
        return P8_ECANCELED;
    rc = p8__nodes_push(&d->nodes, &s->mem, key, parent, g | (uint32_t)move << P8__MOVE_SHIFT, h,
                        s->next_id, &index);
    if (P8__UNLIKELY(rc != P8_OK)) return p8__alloc_failed(s, rc);
    s->next_id++;
    if (w.table) p8__nodes_set(&d->nodes, w.slot, index);
    if (w.old != UINT32_MAX) d->nodes.node[w.old].gm |= P8__STALE_BIT;
    if (d->test_at_generation && key == d->target_key) return p8__found(s, d, index, h, t);
    if (d->on_new) {
        rc = d->on_new(s, d, index, h);
        if (rc == P8__NEW_FOUND) return p8__found(s, d, index, h, t);
        if (rc == P8__NEW_HELD) return P8_AGAIN;
    }
    return p8__push_key(s, d, index, h, f);
}

/* The random width-1 choice: one of the moves of `mask`, the one at index below(count) in move
 * order (p8_board_random's draw: the same walk everywhere). */
static unsigned pick_one(unsigned mask, uint64_t *rng) {
    static const uint8_t count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
    uint32_t k = p8__random_below(rng, count[mask]);
    while (k--) mask &= mask - 1;
    return mask & (0u - mask);
}

/* THE expansion: node `index` of d (its h: h), every successor the policy allows. */
static ALWAYS_INLINE int expand(p8_search *s, p8__side *d, uint32_t index, uint32_t h,
                                const policy *pol) {
    const p8__node nd = d->nodes.node[index];
    const uint64_t tiles = p8__key_expand(nd.key);
    const uint32_t g = P8__NODE_G(nd.gm);
    const unsigned move = P8__NODE_MOVE_OR_NONE(nd.gm);
    const unsigned b = p8__blank_cell(tiles);
    unsigned mask = p8__legal_moves[b];
    uint8_t t[9];
    step_of st;
    if (P8__UNLIKELY(g == P8__G_MAX))
        return p8__search_fail(s, P8_ELIMIT, "a path reached depth %lu, the deepest a node can be",
                               (unsigned long)P8__G_MAX);
    if (pol->skip_undo && g) mask &= ~(1u << P8__INVERSE_MOVE(move));
    d->nodes.node[index].gm = nd.gm | P8__CLOSED_BIT;
    s->stat[P8_STAT_EXPANDED]++;
    /* t: the tiles as an array, for events and heuristics that read it (the successors' are made
     * in place below: written always, read only when needed) */
    if (d->needs_tiles) p8__unpack(tiles, t);
    st.ph = h;
    st.to = b;
    if (emit(s, P8_EVENT_EXPAND, t, d, index, g ? nd.parent : UINT32_MAX, move, g, h))
        return P8_ECANCELED;
    if (d->pick) mask = pick_one(mask, d->pick);
    while (mask) {
        const unsigned m = (unsigned)p8__lowest_move(mask);
        const unsigned to = (unsigned)p8__move_target[b][m];
        const unsigned tile = (unsigned)(tiles >> (4 * to)) & 15u;
        int rc;
        mask &= mask - 1;
        t[b] = (uint8_t)tile;
        t[to] = 0;
        st.tile = tile;
        st.from = to;
        rc = generate(s, d, pol, (uint32_t)p8__packed_move(tiles, b, to), m, t, index, g + 1, &st);
        t[to] = (uint8_t)tile;
        t[b] = 0;
        if (rc != P8_AGAIN) return rc;
    }
    return P8_AGAIN;
}

static int expand_none(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    return expand(s, d, index, h, &policies[P8_DUP_NONE]);
}
static int expand_parent(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    return expand(s, d, index, h, &policies[P8_DUP_PARENT]);
}
static int expand_path(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    return expand(s, d, index, h, &policies[P8_DUP_PATH]);
}
static int expand_graph(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    return expand(s, d, index, h, &policies[P8_DUP_GRAPH]);
}
static int (*const expanders[P8__N_DUPLICATES])(p8_search *, p8__side *, uint32_t, uint32_t) = {
    expand_none, expand_parent, expand_path, expand_graph
};

int p8__visit(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    const uint32_t gm = d->nodes.node[index].gm;
    int rc;
    if (gm & P8__STALE_BIT) return P8_AGAIN;
    if (d->nodes.node[index].key == d->target_key) return p8__found(s, d, index, h, d->target);
    if (P8__NODE_G(gm) >= s->pass.depth) { /* at the depth limit, or the pass's depth bound */
        if (P8__NODE_G(gm) >= s->limit[P8_LIMIT_DEPTH]) s->cutoff = 1;
        else s->pass.cut = 1;
        return P8_AGAIN;
    }
    /* The limits stop the run before the (limit+1)-th expansion, after the goal test. */
    if (P8__UNLIKELY(s->stat[P8_STAT_EXPANDED] >= s->limit[P8_LIMIT_EXPANSIONS]))
        return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                               (unsigned long long)s->limit[P8_LIMIT_EXPANSIONS]);
    rc = p8__time_check(s);
    if (rc != P8_AGAIN) return rc;
    rc = expanders[s->dup](s, d, index, h);
    if (rc == P8_ECANCELED) return p8__canceled_run(s);
    return rc;
}
