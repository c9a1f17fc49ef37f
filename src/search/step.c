/* SPDX-License-Identifier: MIT */
/* step.c - THE step, shared by every driver. What differs between BFS, DFS, UCS, greedy, A*,
 * IDA*, the random walk and the rest is data in the p8_search and its sides (frontier, weights,
 * heuristic, duplicate policy, the pass's bounds, a driver's hook for new nodes, a random
 * choice of one move), never a branch on an algorithm here.
 *
 * Visiting a node taken from a frontier: skip it if a cheaper node for its state has replaced
 * it ("stale"); goal-test it; skip it if it sits at the depth limit or the pass's depth bound;
 * expand it (under CLOSED, first recording its state as closed): generate the successors in
 * move order UP, DOWN, LEFT, RIGHT (without the move undoing the node's own, except under the
 * policies NONE, GRAPH_UNDO and CLOSED; only one, chosen at random, when the side picks: the
 * walk); the duplicate policy may discard a successor; every other one becomes a new node (under
 * GRAPH and GRAPH_UNDO replacing its state's old node), unless its key is above the pass's
 * bound, is shown to the driver's hook, if any, and is pushed with key wg*g + wh*h. */
#include "search.h"

#include <string.h>

/* The step's parts are inlined into its bodies (see "The expansion" below); unoptimised builds
 * (-O0: the coverage build) keep them out of line, so that gcov counts each branch once rather
 * than once per copy. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#  define ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#  define ALWAYS_INLINE inline
#endif

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
    int table;       /* keeps the table of states: marks nodes closed (expanded), and stale */
    /* 1 if the successor (key, depth g, parent index) is a duplicate, 0 if it is new (w says
     * where it goes), or an error status. NULL: nothing is a duplicate. */
    int (*check)(p8_search *s, p8__side *d, uint32_t key, uint32_t g, uint32_t parent, where *w);
    /* Called as node `index` is expanded: P8_AGAIN, or an error status. NULL: nothing to do. */
    int (*expanding)(p8_search *s, p8__side *d, uint32_t index);
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

/* GRAPH: a state in the table with g no larger (or closed, when reopening is off). Inlined
 * into the step's bodies (check, below): every graph search probes the table once a successor. */
static ALWAYS_INLINE int in_table(p8_search *s, p8__side *d, uint32_t key, uint32_t g,
                                  uint32_t parent, where *w) {
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

/* CLOSED: a state already expanded (the table holds only those: see close_state). */
static int in_closed(p8_search *s, p8__side *d, uint32_t key, uint32_t g, uint32_t parent,
                     where *w) {
    size_t slot;
    (void)s;
    (void)g;
    (void)parent;
    (void)w;
    return p8__nodes_find(&d->nodes, key, &slot) != UINT32_MAX;
}

/* CLOSED: record the state of the node being expanded in the table (its first copy). */
static int close_state(p8_search *s, p8__side *d, uint32_t index) {
    size_t slot;
    int rc = p8__nodes_reserve(&d->nodes, &s->mem);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    if (p8__nodes_find(&d->nodes, d->nodes.node[index].key, &slot) == UINT32_MAX)
        p8__nodes_set(&d->nodes, slot, index);
    return P8_AGAIN;
}

static const policy policies[P8__N_DUPLICATES] = {
    /* NONE       */ { 0, 0, NULL, NULL },
    /* PARENT     */ { 1, 0, NULL, NULL },
    /* PATH       */ { 1, 0, on_path, NULL },
    /* GRAPH      */ { 1, 1, in_table, NULL },
    /* GRAPH_UNDO */ { 0, 1, in_table, NULL },
    /* CLOSED     */ { 0, 1, in_closed, close_state },
};

/* search.h's p8__policy_table says what these say */
typedef char p8__policy_tables_agree[(sizeof policies / sizeof policies[0] == 6 &&
                                      P8_DUP_CLOSED == 5 && P8_DUP_GRAPH_UNDO == 4) ? 1 : -1];

/* ---- The expansion ------------------------------------------------------------------------- */

/* The step is compiled once per duplicate policy and per kind of run (the bodies, below) with
 * both constants, so that the policy's check is inlined and a quiet run (no caller's code in the
 * loop: built-in heuristic, frontier and allocator, no events) carries no event or callback
 * code: one body, no branch on either inside it. A quiet run can only be canceled from another
 * thread, so its drivers' check before each expansion is enough; a run with the caller's code
 * checks after each successor too (a callback may have canceled it).
 * Unoptimised builds (-O0: the coverage build) keep one out-of-line body, so that gcov counts
 * each branch once rather than once per copy. */

/* A successor: its tile `tile` moved from cell `from` to cell `to`, from a parent of h `ph`. */
typedef struct step_of {
    uint32_t ph;
    unsigned tile, from, to;
} step_of;
#define SUCCESSOR_H(d, t, st)                                                                 \
    p8__heuristic_next(&(d)->heur, (t), (d)->target, (st)->ph, (st)->tile, (st)->from, (st)->to)

/* What the step reads of the search and the side for every node and successor, all fixed
 * during a loop's call: read once by the loop (the compiler would read them again after every
 * store to a node, which may alias them) and kept in registers or on the stack. */
typedef struct hot {
    p8__frontier *ring;      /* a built-in ring (always trusted), pushed inline; else NULL */
    int hooks;               /* a new node is goal-tested or shown to the driver's hook */
    int table_h;             /* the heuristic's table form: a successor's h inline */
    int keep_h, keep_ids;    /* the arena keeps h, ids (p8__nodes) */
    int reclaims;            /* a popped node's later nodes are dropped (p8__side) */
    uint64_t wg, wh;         /* the weights */
    uint64_t key_bound;      /* the pass's bound on keys */
    /* With wh = 1 (every built-in preset but greedy's 0), a successor's key kg + h is below
     * 2^59 + 2^32 (kg = wg*g, wg < 2^32, g < 2^27): it is cut off at the bound when h is above
     * key_bound - kg, without the key on the way to the test. h_bound: key_bound capped at
     * 2^62, which no such key reaches. */
    int wh_one;
    int64_t h_bound;
} hot;
#define H_BOUND(key_bound)                                                                    \
    ((int64_t)((key_bound) < (UINT64_C(1) << 62) ? (key_bound) : UINT64_C(1) << 62))
static ALWAYS_INLINE void hot_of(const p8_search *s, const p8__side *d, hot *c) {
    c->ring = d->ring;
    c->hooks = d->test_at_generation || d->on_new != NULL;
    c->table_h = d->heur.form == P8__H_FORM_TABLE;
    c->keep_h = d->nodes.keep_h;
    c->keep_ids = d->nodes.keep_ids;
    c->reclaims = d->reclaims;
    c->wg = s->wg;
    c->wh = s->wh;
    c->key_bound = s->pass.key_bound;
    c->wh_one = s->wh == 1;
    c->h_bound = H_BOUND(c->key_bound);
}
/* A field of c as hot_of sets it, or, when c is NULL (one visit: p8__visit's bodies, where
 * reading them all first would cost more than it saves), read where it is. */
#define HOT(c, field, where) ((c) ? (c)->field : (where))
#define HOT_RING(c, d) HOT(c, ring, (d)->ring)
#define HOT_HOOKS(c, d) HOT(c, hooks, (d)->test_at_generation || (d)->on_new != NULL)
#define HOT_TABLE_H(c, d) HOT(c, table_h, (d)->heur.form == P8__H_FORM_TABLE)
#define HOT_KEEP_H(c, d) HOT(c, keep_h, (d)->nodes.keep_h)
#define HOT_KEEP_IDS(c, d) HOT(c, keep_ids, (d)->nodes.keep_ids)
#define HOT_WG(c, s) HOT(c, wg, (s)->wg)
#define HOT_WH(c, s) HOT(c, wh, (s)->wh)
#define HOT_KEY_BOUND(c, s) HOT(c, key_bound, (s)->pass.key_bound)
#define HOT_WH_ONE(c, s) HOT(c, wh_one, (s)->wh == 1)
#define HOT_H_BOUND(c, s) HOT(c, h_bound, H_BOUND((s)->pass.key_bound))

/* A successor's key wg*g + wh*h (p8__key_of), its wg*g being kg: saturating (with wh = 1 it
 * cannot saturate). */
static ALWAYS_INLINE uint64_t successor_key(const p8_search *s, const hot *c, uint64_t kg,
                                            uint32_t h) {
    uint64_t b;
    if (HOT_WH_ONE(c, s)) return kg + h;
    b = HOT_WH(c, s) * h;
    return kg > UINT64_MAX - b ? UINT64_MAX : kg + b;
}

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

/* Keep the new node of a side that picks: the chain's next node. Its move goes on the path;
 * it becomes node 1 (the expanded node, when node 1, is then node 0's: only its id, id_base,
 * is read). P8_AGAIN, or an allocation's failure. */
static ALWAYS_INLINE int chain(p8_search *s, p8__side *d, uint32_t key, unsigned move, uint32_t gm,
                               uint32_t h) {
    p8__path *p = d->path;
    p8__node *n = d->nodes.node;
    const size_t i = (size_t)(p->len / 4);
    if (P8__UNLIKELY(i >= p->cap)) { /* grown bytes start at 0: a move is or'ed in */
        size_t old = p->cap;
        int rc = p8__mem_grow(&s->mem, (void **)&p->moves, &p->cap, i + 1, 1);
        if (rc != P8_OK) return p8__alloc_failed(s, rc);
        memset(p->moves + old, 0, p->cap - old);
    }
    p->moves[i] |= (uint8_t)(move << (2 * (unsigned)(p->len % 4)));
    p->len++;
    if (d->nodes.count == 2) d->id_base++;
    d->nodes.count = 2;
    n[1].key = key;
    n[1].parent = 0;
    n[1].gm = gm;
    s->next_id++;
    d->next_h = h;
    d->next_full = 1;
    return P8_AGAIN;
}

/* One generated successor. P8_AGAIN to go on, P8_OK when it ends the run solved, or an error. */
static ALWAYS_INLINE int generate(p8_search *s, p8__side *d, const hot *c, const policy *pol,
                                  const int quiet, const int pick, uint32_t key, unsigned move,
                                  const uint8_t t[9], uint32_t parent, uint32_t g, uint64_t kg,
                                  int64_t h_cut, const step_of *st) {
    where w = { UINT32_MAX, 0, 0 };
    uint32_t h, index;
    uint64_t f;
    int rc;
    s->stat[P8_STAT_EXPANDED] += (unsigned)pick; /* a side that picks: its expansion is its move */
    s->stat[P8_STAT_GENERATED]++;
    if (pol->check) {
        rc = pol->check(s, d, key, g, parent, &w);
        if (rc) {
            if (rc != 1) return rc;
            if (quiet) {
                s->stat[P8_STAT_DUPLICATES]++;
                return P8_AGAIN;
            }
            return duplicate(s, d, t, parent, move, g, st);
        }
    }
    h = HOT_TABLE_H(c, d) ? st->ph - d->heur.cost[st->tile][st->from] + d->heur.cost[st->tile][st->to]
                   : SUCCESSOR_H(d, t, st);
    if (HOT_WH_ONE(c, s) ? (int64_t)h > h_cut : successor_key(s, c, kg, h) > HOT_KEY_BOUND(c, s)) {
        /* beyond the pass's bound (IDA*): the next bound may be its key */
        f = successor_key(s, c, kg, h);
        s->pass.cut = 1;
        if (f < s->pass.next_key) s->pass.next_key = f;
        if (!quiet && emit_successor(s, P8_EVENT_GENERATE, t, d, UINT32_MAX, parent, move, g, h))
            return P8_ECANCELED;
        return P8_AGAIN;
    }
    if (!quiet &&
        emit_successor(s, P8_EVENT_GENERATE, t, d, (uint32_t)d->nodes.count, parent, move, g, h))
        return P8_ECANCELED;
    if (pick) return chain(s, d, key, move, g | (uint32_t)move << P8__MOVE_SHIFT, h);
    rc = p8__nodes_push_kept(&d->nodes, &s->mem, HOT_KEEP_H(c, d), HOT_KEEP_IDS(c, d), key, parent,
                             g | (uint32_t)move << P8__MOVE_SHIFT, h, s->next_id, &index);
    if (P8__UNLIKELY(rc != P8_OK)) return p8__alloc_failed(s, rc);
    s->next_id++;
    if (w.table) p8__nodes_set(&d->nodes, w.slot, index);
    if (w.old != UINT32_MAX) d->nodes.node[w.old].gm |= P8__STALE_BIT;
    if (P8__UNLIKELY(HOT_HOOKS(c, d))) {
        if (d->test_at_generation && key == d->target_key) return p8__found(s, d, index, h, t);
        if (d->on_new && d->on_new(s, d, index, h)) return p8__found(s, d, index, h, t);
    }
    if (HOT_RING(c, d)) {
        rc = p8__ring_push(HOT_RING(c, d), index, h);
        return P8__LIKELY(rc == P8_OK) ? P8_AGAIN : p8__push_failed(s, rc);
    }
    return p8__push_key(s, d, index, h, successor_key(s, c, kg, h));
}

/* The random width-1 choice: one of the moves of `mask`, the one at index below(count) in move
 * order (p8_board_random's draw: the same walk everywhere). */
static ALWAYS_INLINE unsigned pick_one(unsigned mask, uint64_t *rng) {
    static const uint8_t count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
    /* [mask][k]: the k-th move of the mask, as a mask of one move */
    static const uint8_t kth[16][4] = {
        { 0, 0, 0, 0 }, { 1, 0, 0, 0 }, { 2, 0, 0, 0 }, { 1, 2, 0, 0 },
        { 4, 0, 0, 0 }, { 1, 4, 0, 0 }, { 2, 4, 0, 0 }, { 1, 2, 4, 0 },
        { 8, 0, 0, 0 }, { 1, 8, 0, 0 }, { 2, 8, 0, 0 }, { 1, 2, 8, 0 },
        { 4, 8, 0, 0 }, { 1, 4, 8, 0 }, { 2, 4, 8, 0 }, { 1, 2, 4, 8 }
    };
    return kth[mask][p8__random_below_4(rng, count[mask])]; /* a mask is never empty */
}

/* THE step: visit node `index` of d (its h: h) and expand it, every successor the policy
 * allows (one at random when the side picks). */
static ALWAYS_INLINE int visit(p8_search *s, p8__side *d, const hot *c, uint32_t index,
                               uint32_t h, const policy *pol, const int quiet, const int tiles_too,
                               const int pick) {
    const p8__node nd = d->nodes.node[index];
    const uint32_t g = P8__NODE_G(nd.gm);
    const unsigned move = P8__NODE_MOVE_OR_NONE(nd.gm);
    uint64_t tiles, kg;
    int64_t h_cut;
    unsigned b, mask;
    uint8_t t[9];
    step_of st;
    int rc;
    if (pol->table && (nd.gm & P8__STALE_BIT)) return P8_AGAIN; /* only the table replaces */
    if (nd.key == d->target_key) return p8__found(s, d, index, h, d->target);
    if (g >= s->pass.depth) { /* at the depth limit, or the pass's depth bound */
        if (g >= s->limit[P8_LIMIT_DEPTH]) s->cutoff = 1;
        else s->pass.cut = 1;
        return P8_AGAIN;
    }
    /* The limits stop the run before the (limit+1)-th expansion, after the goal test. */
    if (P8__UNLIKELY(s->stat[P8_STAT_EXPANDED] >= s->limit[P8_LIMIT_EXPANSIONS]))
        return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                               (unsigned long long)s->limit[P8_LIMIT_EXPANSIONS]);
    rc = p8__time_check(s);
    if (rc != P8_AGAIN) return rc;
    if (P8__UNLIKELY(g == P8__G_MAX))
        return p8__search_fail(s, P8_ELIMIT, "a path reached depth %lu, the deepest a node can be",
                               (unsigned long)P8__G_MAX);
    if (pol->expanding && (rc = pol->expanding(s, d, index)) != P8_AGAIN) return rc;
    if (pol->table) d->nodes.node[index].gm = nd.gm | P8__CLOSED_BIT; /* only the table asks */
    /* A side that picks counts the expansion with its one move (generate): each move is one
     * expansion and one generation, so a walk stopped in this EXPAND event, before its move,
     * counts no expansion for it (as 0.3.0 did). */
    s->stat[P8_STAT_EXPANDED] += (unsigned)!pick;
    tiles = p8__key_expand(nd.key);
    b = p8__key_blank(nd.key);
    mask = p8__legal_moves[b];
    if (pol->skip_undo) mask &= ~(1u << P8__INVERSE_MOVE(move)); /* none for a root (move 4) */
    /* t: the tiles as an array, for events and heuristics that read it (the successors' are made
     * in place below) */
    if (tiles_too) p8__unpack(tiles, t);
    st.ph = h;
    st.to = b;
    kg = HOT_WG(c, s) * (g + 1); /* the successors' wg*g (wg < 2^32, g + 1 <= P8__G_MAX: no overflow) */
    h_cut = HOT_H_BOUND(c, s) - (int64_t)kg; /* with wh = 1: cut off when h > h_cut */
    if (!quiet &&
        emit(s, P8_EVENT_EXPAND, t, d, index, g ? nd.parent : UINT32_MAX, move, g, h)) {
        rc = P8_ECANCELED;
        goto canceled;
    }
    if (pick) mask = pick_one(mask, d->pick);
    while (mask) {
        const unsigned m = p8__lowest_move(mask);
        const unsigned to = (unsigned)p8__move_target[b][m];
        const unsigned tile = (unsigned)(tiles >> (4 * to)) & 15u;
        mask &= mask - 1;
        if (tiles_too) {
            t[b] = (uint8_t)tile;
            t[to] = 0;
        }
        st.tile = tile;
        st.from = to;
        rc = generate(s, d, c, pol, quiet, pick, (uint32_t)p8__packed_move(tiles, b, to), m, t,
                      index, g + 1, kg, h_cut, &st);
        if (tiles_too) {
            t[to] = (uint8_t)tile;
            t[b] = 0;
        }
        if (rc != P8_AGAIN) goto canceled;
    }
    return P8_AGAIN;
canceled:
    return rc == P8_ECANCELED ? p8__canceled_run(s) : rc;
}

/* The drivers' loop of one side: take the next node and visit it until the frontier is empty
 * (for a side that picks: no next node, the last one was not expanded), the expansions reach
 * stop_at, or the run ends. The drivers that call it run one side, so the most frontier entries
 * are this side's (a ring's are counted here, before each take; any other frontier's by
 * p8__pop). */
static ALWAYS_INLINE int drain(p8_search *s, p8__side *d, uint64_t stop_at, const policy *pol,
                               const int quiet, const int tiles_too, const int pick) {
    p8__frontier *const ring = d->ring; /* a built-in ring: taken here */
    const size_t back = d->ring_back;
    hot c;
    hot_of(s, d, &c);
    for (;;) {
        uint32_t index, h;
        int rc;
        if (p8__canceled(s)) return p8__canceled_run(s);
        if (s->stat[P8_STAT_EXPANDED] >= stop_at) return P8_AGAIN;
        if (pick) {
            if (!d->next_full) return P8__EMPTY;
            d->next_full = 0;
            index = (uint32_t)d->nodes.count - 1;
            h = d->next_h;
        } else if (ring) {
            if (ring->count > s->stat[P8_STAT_MAX_FRONTIER])
                s->stat[P8_STAT_MAX_FRONTIER] = ring->count;
            if (!p8__ring_take(ring, back, &index, &h)) return P8__EMPTY;
            if (c.reclaims) d->nodes.count = index + 1;
        } else { /* through the kind's or the caller's functions */
            uint32_t taken, taken_h;
            rc = p8__pop(s, d, &taken, &taken_h);
            if (rc <= 0) return rc < 0 ? rc : P8__EMPTY;
            index = taken;
            h = taken_h;
        }
        rc = visit(s, d, &c, index, h, pol, quiet, tiles_too, pick);
        if (rc != P8_AGAIN) return rc;
    }
}

/* The bodies, one a policy and a kind of run: FULL (the caller's code in the loop, or events:
 * the tiles as an array, events, a cancel check after each successor), TILES (quiet, but the
 * heuristic reads the tiles as an array: linear conflict, goal test) and QUIET (neither).
 * p8__visit's bodies (one visit) are FULL or QUIET; the loops of a side that picks exist for the
 * policies a walk takes. */
enum { FULL = 0, TILES = 1, QUIET = 2 };
#define VISIT_BODY(name, dup, mode)                                                            \
    static int visit_##name(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {          \
        return visit(s, d, NULL, index, h, &policies[dup], mode != FULL, mode != QUIET, 0);    \
    }
#define DRAIN_BODY(name, dup, mode, pick)                                                      \
    static int drain_##name(p8_search *s, p8__side *d, uint64_t stop_at) {                     \
        return drain(s, d, stop_at, &policies[dup], mode != FULL, mode != QUIET, pick);        \
    }
VISIT_BODY(none, P8_DUP_NONE, FULL)
VISIT_BODY(parent, P8_DUP_PARENT, FULL)
VISIT_BODY(path, P8_DUP_PATH, FULL)
VISIT_BODY(graph, P8_DUP_GRAPH, FULL)
VISIT_BODY(graph_undo, P8_DUP_GRAPH_UNDO, FULL)
VISIT_BODY(closed, P8_DUP_CLOSED, FULL)
VISIT_BODY(none_quiet, P8_DUP_NONE, QUIET)
VISIT_BODY(parent_quiet, P8_DUP_PARENT, QUIET)
VISIT_BODY(path_quiet, P8_DUP_PATH, QUIET)
VISIT_BODY(graph_quiet, P8_DUP_GRAPH, QUIET)
DRAIN_BODY(none, P8_DUP_NONE, FULL, 0)
DRAIN_BODY(parent, P8_DUP_PARENT, FULL, 0)
DRAIN_BODY(path, P8_DUP_PATH, FULL, 0)
DRAIN_BODY(graph, P8_DUP_GRAPH, FULL, 0)
DRAIN_BODY(graph_undo, P8_DUP_GRAPH_UNDO, FULL, 0)
DRAIN_BODY(closed, P8_DUP_CLOSED, FULL, 0)
DRAIN_BODY(none_tiles, P8_DUP_NONE, TILES, 0)
DRAIN_BODY(parent_tiles, P8_DUP_PARENT, TILES, 0)
DRAIN_BODY(path_tiles, P8_DUP_PATH, TILES, 0)
DRAIN_BODY(graph_tiles, P8_DUP_GRAPH, TILES, 0)
DRAIN_BODY(none_quiet, P8_DUP_NONE, QUIET, 0)
DRAIN_BODY(parent_quiet, P8_DUP_PARENT, QUIET, 0)
DRAIN_BODY(path_quiet, P8_DUP_PATH, QUIET, 0)
DRAIN_BODY(graph_quiet, P8_DUP_GRAPH, QUIET, 0)
DRAIN_BODY(pick_none, P8_DUP_NONE, FULL, 1)
DRAIN_BODY(pick_parent, P8_DUP_PARENT, FULL, 1)
DRAIN_BODY(pick_none_quiet, P8_DUP_NONE, QUIET, 1)
DRAIN_BODY(pick_parent_quiet, P8_DUP_PARENT, QUIET, 1)

typedef int (*visit_fn)(p8_search *, p8__side *, uint32_t, uint32_t);
typedef int (*drain_fn)(p8_search *, p8__side *, uint64_t);
/* [kind of run][policy]. The textbook programs' policies (GRAPH_UNDO, CLOSED), for teaching,
 * have only the FULL bodies, which serve every kind of run (slower, the same run): the code of
 * the library and of the lab's WebAssembly module grows by two bodies each, not six. */
static const visit_fn visitors[3][P8__N_DUPLICATES] = {
    { visit_none, visit_parent, visit_path, visit_graph, visit_graph_undo, visit_closed },
    { visit_none, visit_parent, visit_path, visit_graph, visit_graph_undo, visit_closed },
    { visit_none_quiet, visit_parent_quiet, visit_path_quiet, visit_graph_quiet,
      visit_graph_undo, visit_closed }
};
static const drain_fn drains[3][P8__N_DUPLICATES] = {
    { drain_none, drain_parent, drain_path, drain_graph, drain_graph_undo, drain_closed },
    { drain_none_tiles, drain_parent_tiles, drain_path_tiles, drain_graph_tiles,
      drain_graph_undo, drain_closed },
    { drain_none_quiet, drain_parent_quiet, drain_path_quiet, drain_graph_quiet,
      drain_graph_undo, drain_closed }
};
static const drain_fn picking_drains[3][2] = { /* NONE and PARENT only */
    { drain_pick_none, drain_pick_parent },
    { drain_pick_none, drain_pick_parent },
    { drain_pick_none_quiet, drain_pick_parent_quiet }
};

/* The kind of run (s->tcaller and d->needs_tiles are fixed during a run). */
#define KIND(s, d) ((s)->tcaller ? FULL : (d)->needs_tiles ? TILES : QUIET)

int p8__visit(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    return visitors[KIND(s, d)][s->dup](s, d, index, h);
}

int p8__drain(p8_search *s, p8__side *d, uint64_t stop_at) {
    if (d->pick) /* the driver of a side that picks admits only the policies NONE and PARENT */
        return s->dup <= P8_DUP_PARENT ? picking_drains[KIND(s, d)][s->dup](s, d, stop_at)
                                       : p8__search_fail(s, P8_EINVAL, "a side that picks "
                                                         "takes the policy none or parent");
    return drains[KIND(s, d)][s->dup](s, d, stop_at);
}
