/* SPDX-License-Identifier: MIT */
/* step.c - THE step: the loop of the textbook's search, shared by every driver.
 *
 *   Take a node from the frontier and visit it: skip it if a cheaper path to its state was
 *   found since it was added (it is stale); the goal test; the depth limit (or the pass's
 *   depth bound: IDDFS) and the run's limits; then expand it: one successor for each legal
 *   move of the blank, in the order UP, DOWN, LEFT, RIGHT (without the move undoing the
 *   node's own, under the policies that say so; only one, at random, on a side that picks:
 *   the walk). A successor the duplicate policy rejects is dropped; one whose f is beyond the
 *   pass's bound (IDA*) is cut off, and the least such f is the next bound; every other one
 *   becomes a node, is shown to the driver's hook (the goal test at generation: BFS; the
 *   meeting of two sides: bidirectional) and goes on the frontier with key f = wg*g + wh*h.
 *
 * What differs between BFS, DFS, UCS, greedy, A*, IDA*, the walk and the rest is data: the
 * preset row (object.c: frontier, weights, policy, heuristic, driver), the driver (driver_*.c:
 * passes, sides, bounds, hooks) and the duplicate policy (below); never a branch on an
 * algorithm here. The loop is compiled four times (the bodies, at the end) for two
 * compile-time parameters that measurably pay: the policy's kind (a graph search probes its
 * table of states inline) and whether the run is quiet (only the library's code in the loop:
 * no events, no callbacks to check after) or observed. docs/architecture.md draws it. */
#include "search.h"

#include <string.h>

/* The step's parts are inlined into its bodies; unoptimised builds (-O0: the coverage build)
 * keep them out of line, so that gcov counts each branch once rather than once per copy. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#  define ALWAYS_INLINE __attribute__((always_inline)) inline
#  define NOINLINE __attribute__((noinline))
#else
#  define ALWAYS_INLINE inline
#  define NOINLINE
#endif

/* ---- The events ------------------------------------------------------------------------------ */

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

/* Report `event` for a node of d in state `tiles` (its index, or UINT32_MAX when it is not
 * kept; its parent's, or UINT32_MAX for a root; the move that made it). 1 if the run must stop. */
static P8__COLD int emit_selected(p8_search *s, int event, uint64_t tiles, const p8__side *d,
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
    return p8__emit(s, event, t, f);
}
/* The same when the caller selected it; 1 too if the run was canceled. */
static inline int emit(p8_search *s, int event, uint64_t tiles, const p8__side *d, uint32_t index,
                       uint32_t parent, unsigned move, uint32_t g, uint32_t h) {
    if (P8__UNLIKELY((s->ev_mask >> event) & 1u))
        return emit_selected(s, event, tiles, d, index, parent, move, g, h);
    return p8__canceled(s);
}
/* The same for a successor: a canceled run reports no more of them. */
static inline int emit_successor(p8_search *s, int event, uint64_t tiles, const p8__side *d,
                                 uint32_t index, uint32_t parent, unsigned move, uint32_t g,
                                 uint32_t h) {
    if (p8__canceled(s)) return 1;
    if (P8__UNLIKELY((s->ev_mask >> event) & 1u))
        return emit_selected(s, event, tiles, d, index, parent, move, g, h);
    return 0;
}

int p8__found(p8_search *s, p8__side *d, uint32_t index, uint32_t h, const uint8_t t[9]) {
    const uint32_t gm = d->nodes.node[index].gm;
    d->found = index;
    s->solved_side = (int)(d - s->side);
    if ((s->ev_mask >> P8_EVENT_GOAL) & 1u) /* the run ends solved whatever the callback says */
        (void)emit_selected(s, P8_EVENT_GOAL, p8__pack(t), d, index,
                            P8__NODE_G(gm) ? d->nodes.node[index].parent : UINT32_MAX,
                            P8__NODE_MOVE_OR_NONE(gm), P8__NODE_G(gm), h);
    return P8_OK;
}

/* ---- Duplicate policies: data the step reads ------------------------------------------------ */

/* A tree search's policy: which moves it generates, the successors it rejects, what it does as
 * a node is expanded. The graph policies (GRAPH, GRAPH_UNDO: the table of states, in_table
 * below) are compiled into bodies of their own and read only skip_undo. */
typedef struct policy {
    unsigned skip_undo; /* 1: never generate the move undoing the node's own */
    /* 1 if the successor (its key; parent: the expanded node) is a duplicate, 0 if it is new,
     * or an error status. NULL: nothing is. */
    int (*check)(p8_search *s, p8__side *d, uint32_t key, uint32_t parent);
    /* Called as node `index` is expanded: P8_AGAIN, or an error status. NULL: nothing to do. */
    int (*expanding)(p8_search *s, p8__side *d, uint32_t index);
} policy;

/* PATH: a state on the path from the root (the chain of parents) is a duplicate. */
static int on_path(p8_search *s, p8__side *d, uint32_t key, uint32_t parent) {
    const p8__node *n = d->nodes.node;
    (void)s;
    for (;;) {
        if (n[parent].key == key) return 1;
        if (parent == 0) return 0;
        parent = n[parent].parent;
    }
}

/* CLOSED: a state already expanded (the explored set: the table holds only those). */
static int in_closed(p8_search *s, p8__side *d, uint32_t key, uint32_t parent) {
    size_t slot;
    (void)s;
    (void)parent;
    return p8__nodes_find(&d->nodes, key, &slot) != UINT32_MAX;
}

/* CLOSED: add the state of the node being expanded to the explored set (its first copy). */
static int close_state(p8_search *s, p8__side *d, uint32_t index) {
    size_t slot;
    int rc = p8__nodes_reserve(&d->nodes, &s->mem);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    if (p8__nodes_find(&d->nodes, d->nodes.node[index].key, &slot) == UINT32_MAX)
        p8__nodes_set(&d->nodes, slot, index);
    return P8_AGAIN;
}

static const policy policies[P8__N_DUPLICATES] = {
    /* NONE       */ { 0, NULL, NULL },
    /* PARENT     */ { 1, NULL, NULL },
    /* PATH       */ { 1, on_path, NULL },
    /* GRAPH      */ { 1, NULL, NULL },
    /* GRAPH_UNDO */ { 0, NULL, NULL },
    /* CLOSED     */ { 0, in_closed, close_state },
};
/* search.h's p8__policy_table says which policies keep a table: GRAPH and GRAPH_UNDO (1) */
typedef char p8__policy_tables_agree[(sizeof policies / sizeof policies[0] == 6 &&
                                      P8_DUP_GRAPH == 3 && P8_DUP_GRAPH_UNDO == 4) ? 1 : -1];

/* GRAPH: a successor is a duplicate when the table of states has a node for its state with g
 * no larger, or closed (expanded) when reopening is off; else *old is that node (UINT32_MAX:
 * none), which the new node replaces at *slot. 0, 1, or an allocation's failure. */
static ALWAYS_INLINE int in_table(p8_search *s, p8__side *d, uint32_t key, uint32_t g,
                                  uint32_t *old, size_t *slot) {
    int rc = p8__nodes_reserve(&d->nodes, &s->mem);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    *old = p8__nodes_find(&d->nodes, key, slot);
    if (*old != UINT32_MAX) {
        const uint32_t gm = d->nodes.node[*old].gm;
        if (P8__NODE_G(gm) <= g || (!s->reopen && (gm & P8__CLOSED_BIT))) return 1;
    }
    return 0;
}

/* ---- The visit and the expansion ------------------------------------------------------------- */

/* A node in the step's hands: its index and h, its (g, move, flags) word, its state (the nine
 * cells packed, board.h) and the blank's cell. */
typedef struct hand {
    uint32_t index, h, gm;
    unsigned blank, move;        /* move: the one that made it, P8__NO_MOVE for a root */
    uint64_t tiles;
} hand;

static ALWAYS_INLINE void hand_of(const p8__side *d, uint32_t index, uint32_t h, hand *x) {
    const p8__node n = d->nodes.node[index];
    x->index = index;
    x->h = h;
    x->gm = n.gm;
    x->move = P8__NODE_MOVE_OR_NONE(n.gm);
    x->tiles = p8__key_expand(n.key);
    x->blank = p8__key_blank(n.key);
}

/* What the step reads for every node and successor that stays the same during a call of the
 * loop: read once, into a local the compiler keeps in registers (read where they live, they
 * would be read again after every store to a node, which may alias them). */
enum {
    F_TABLE_H = 1,               /* the heuristic's table form: a successor's h inline */
    F_WH_SMALL = 2,              /* wh <= 1: f = wg*g + wh*h, which cannot saturate */
    F_KEEP_H = 4, F_KEEP_IDS = 8, /* the arena keeps each node's h, its id (nodes.h) */
    F_TEST_NEW = 16,             /* a new node is goal-tested (BFS: the frontier's choice) */
    F_HOLD = 32,                 /* the last successor kept is held for the next visit */
    F_PICK = 64,                 /* a side that picks (the walk): one successor, at random */
    F_RECLAIMS = 128,            /* a LIFO tree search drops the nodes it finished */
    F_TIMED = 256,               /* a time limit is set */
    F_MEET = 512,                /* a new node is looked up in the other side's table (bidi) */
    F_LIFO = 1024,               /* the frontier is a LIFO ring */
    F_READY = 2048,              /* side_flags worked the others out */
    /* what only the observed bodies serve (quiet_body: the rest need no code in the others) */
    F_OBSERVED_ONLY = F_PICK | F_KEEP_H | F_MEET
};
/* The kinds of run a body serves (its `quiet` parameter): the caller's code or events in the
 * loop; only the library's; the same with the heuristic's table form (inline). */
enum { OBSERVED = 0, QUIET = 1, QUIET_TABLE = 2 };
typedef struct fixed {
    unsigned flags;
    policy pol;
    uint64_t wg, wh, key_bound, max_expanded;
    uint64_t wh_bits;            /* F_WH_SMALL: wh * h = h & wh_bits (all ones, or none) */
    uint32_t g_stop;             /* no node this deep is expanded: min(pass's depth, G_MAX) */
    p8__frontier *ring;          /* a built-in ring, pushed and taken inline; else NULL */
    uint32_t target_key;
} fixed;

/* The side's own flags, fixed during a run: worked out at the step's first call of a run (the
 * drivers set their hooks and arena before it), then kept in d->flags. */
static unsigned side_flags(const p8_search *s, p8__side *d) {
    if (!(d->flags & F_READY))
        d->flags = F_READY | (d->heur.form == P8__H_FORM_TABLE ? F_TABLE_H : 0u) |
                   (s->wh <= 1 ? F_WH_SMALL : 0u) | (d->nodes.keep_h ? F_KEEP_H : 0u) |
                   (d->nodes.keep_ids ? F_KEEP_IDS : 0u) |
                   (d->test_at_generation ? F_TEST_NEW : 0u) | (d->meet ? F_MEET : 0u) |
                   (d->pick ? F_PICK : 0u) | (d->reclaims ? F_RECLAIMS : 0u) |
                   (s->limit[P8_LIMIT_TIME_MS] != P8_LIMIT_NONE ? F_TIMED : 0u) |
                   (d->ring && d->ring_back ? F_LIFO : 0u);
    return d->flags;
}

static ALWAYS_INLINE void fixed_of(const p8_search *s, p8__side *d, const int graph,
                                   const int quiet, fixed *f) {
    f->flags = side_flags(s, d);
    /* A LIFO takes its last entry first: a quiet run (no one looks at the frontier meanwhile)
     * keeps the last successor in hand for the next visit, as a recursive search does, rather
     * than push it and take it back. */
    if (quiet && (f->flags & F_LIFO)) f->flags |= F_HOLD;
    if (quiet) f->flags &= ~(unsigned)F_OBSERVED_ONLY; /* none, by the body's choice */
    /* and the quiet bodies' own kinds of side (body_of): a tree search's is depth-first (a LIFO
     * that drops finished subtrees, its nodes' ids kept apart), a graph search's never drops
     * a node (its table refers to them all) */
    if (quiet && !graph) f->flags |= F_HOLD | F_RECLAIMS | F_KEEP_IDS;
    if (quiet && graph) f->flags &= ~(unsigned)(F_RECLAIMS | F_KEEP_IDS);
    /* and the heuristic's form: a quiet body's own (QUIET_TABLE: the table's) */
    if (quiet == QUIET_TABLE) f->flags |= F_TABLE_H;
    else if (quiet) f->flags &= ~(unsigned)F_TABLE_H;
    f->pol = policies[s->dup];
    f->wg = s->wg;
    f->wh = s->wh;
    f->wh_bits = s->wh ? UINT64_MAX : 0;
    f->key_bound = s->pass.key_bound;
    f->g_stop = (uint32_t)(s->pass.depth < P8__G_MAX ? s->pass.depth : P8__G_MAX);
    f->max_expanded = s->limit[P8_LIMIT_EXPANSIONS];
    f->ring = d->ring;
    f->target_key = d->target_key;
}

/* A successor the policy rejected (state `tiles`, depth g, made by the blank's `move` from cell
 * b of `parent`, of h ph, sliding `tile` into b), in an observed run: reported when the events
 * ask. (The cold paths take values: a node in hand stays in registers.) */
static P8__COLD int report_duplicate(p8_search *s, p8__side *d, uint64_t tiles, uint32_t g,
                                     unsigned move, unsigned tile, unsigned b, uint32_t parent,
                                     uint32_t ph) {
    uint32_t h;
    if (!(s->ev_mask & (P8_EVENT_BIT(P8_EVENT_GENERATE) | P8_EVENT_BIT(P8_EVENT_DUPLICATE))))
        return P8_AGAIN;
    h = p8__heuristic_next(&d->heur, tiles, d->target, ph, tile, b, move);
    if (emit_successor(s, P8_EVENT_GENERATE, tiles, d, UINT32_MAX, parent, move, g, h) ||
        emit(s, P8_EVENT_DUPLICATE, tiles, d, UINT32_MAX, parent, move, g, h))
        return P8_ECANCELED;
    return P8_AGAIN;
}

static P8__COLD int found_successor(p8_search *s, p8__side *d, uint32_t index, uint32_t h,
                                    uint64_t tiles) {
    uint8_t t[9];
    p8__unpack(tiles, t);
    return p8__found(s, d, index, h, t);
}

/* f = wg*g + wh*h saturating, kg being wg*g (wg < 2^32, g < 2^27: it cannot overflow). */
static P8__COLD uint64_t f_saturating(uint64_t kg, uint64_t wh, uint32_t h) {
    const uint64_t b = wh * h;
    return kg > UINT64_MAX - b ? UINT64_MAX : kg + b;
}

/* A side that picks keeps a chain, not a tree: its path as moves, and its last node (node 1;
 * node 0 then stands for its parent, whose id, id_base, is all that is read of it). The
 * successor (key, gm) becomes that node. P8_AGAIN, or an allocation's failure. */
static P8__COLD int chain(p8_search *s, p8__side *d, uint32_t key, uint32_t gm) {
    p8__path *p = d->path;
    const size_t i = (size_t)(p->len / 4);
    if (P8__UNLIKELY(i >= p->cap)) { /* grown bytes start at 0: a move is or'ed in */
        size_t old = p->cap;
        int rc = p8__mem_grow(&s->mem, (void **)&p->moves, &p->cap, i + 1, 1);
        if (rc != P8_OK) return p8__alloc_failed(s, rc);
        memset(p->moves + old, 0, p->cap - old);
    }
    p->moves[i] |= (uint8_t)(P8__NODE_MOVE(gm) << (2 * (unsigned)(p->len % 4)));
    p->len++;
    if (d->nodes.count == 2) d->id_base++;
    d->nodes.count = 2;
    d->nodes.node[1].key = key;
    d->nodes.node[1].parent = 0;
    d->nodes.node[1].gm = gm;
    s->next_id++;
    return P8_AGAIN;
}

/* The goal test of a bidirectional run's new node: the two sides meet when its state is in the
 * other side's table (whose node for it is then that side's `found`). */
static ALWAYS_INLINE int meets(p8__side *d, uint32_t key) {
    size_t slot;
    const uint32_t at = p8__nodes_find(&d->meet->nodes, key, &slot);
    if (at == UINT32_MAX) return 0;
    d->meet->found = at;
    return 1;
}

/* Successor y (its f: key; under a graph policy, the node `old` its state had, and the table's
 * slot) passed every test: it becomes a node, child of x in the search tree, and goes on the
 * frontier, or in hand for the next visit. P8_AGAIN, P8_OK when it ends the run solved, or an
 * error status. */
static ALWAYS_INLINE int keep(p8_search *s, p8__side *d, const fixed *f, hand y, uint32_t parent,
                              uint64_t key, uint32_t old, size_t slot, hand *next, int *held,
                              const int graph) {
    int rc;
    if (P8__UNLIKELY(f->flags & F_PICK)) { /* the chain's next node, in hand */
        y.index = 1;
        *next = y;
        *held = 1;
        return chain(s, d, (uint32_t)y.tiles, y.gm);
    }
    rc = p8__nodes_push_kept(&d->nodes, &s->mem, f->flags & F_KEEP_H, f->flags & F_KEEP_IDS,
                             (uint32_t)y.tiles, parent, y.gm, y.h, s->next_id, &y.index);
    if (P8__UNLIKELY(rc != P8_OK)) return p8__alloc_failed(s, rc);
    s->next_id++;
    if (graph) { /* the table now leads to the new node; the old one, if any, is stale */
        p8__nodes_set(&d->nodes, slot, y.index);
        if (old != UINT32_MAX) d->nodes.node[old].gm |= P8__STALE_BIT;
    }
    if (((f->flags & F_TEST_NEW) && (uint32_t)y.tiles == f->target_key) ||
        (P8__UNLIKELY(f->flags & F_MEET) && meets(d, (uint32_t)y.tiles)))
        return found_successor(s, d, y.index, y.h, y.tiles);
    if (f->flags & F_HOLD) {
        /* in hand, rather than pushed now and taken back first: the one in hand before goes
         * on the ring, and room is made for y's entry as its push would (the ring grows when
         * it would have; the entry is put there if the loop returns before y's visit) */
        if (*held) p8__ring_put(f->ring, next->index, next->h);
        *next = y;
        rc = p8__ring_room(f->ring);
        *held = rc == P8_OK;
        return P8__LIKELY(rc == P8_OK) ? P8_AGAIN : p8__push_failed(s, rc);
    }
    if (f->ring) {
        rc = p8__ring_push(f->ring, y.index, y.h);
        return P8__LIKELY(rc == P8_OK) ? P8_AGAIN : p8__push_failed(s, rc);
    }
    return p8__push_key(s, d, y.index, y.h, key);
}

/* Generate the successor of x by move m (its wg*g: kg): the blank goes to cell `to`, the tile
 * there slides into the blank's cell. P8_AGAIN to go on, P8_OK when it ends the run solved, or
 * an error status. */
static ALWAYS_INLINE int generate(p8_search *s, p8__side *d, const fixed *f, const hand *x,
                                  unsigned m, uint64_t kg, const int8_t *slides, hand *next,
                                  int *held, const int graph, const int quiet) {
    const unsigned to = p8__target_of(x->blank, m);
    const unsigned tile = (unsigned)(x->tiles >> (4 * to)) & 15u;
    const uint32_t g = P8__NODE_G(x->gm) + 1;
    uint32_t old = UINT32_MAX, h;
    size_t slot = 0;
    uint64_t key;
    hand y;
    int rc;
/* the successor's state, where it is needed (a tree search cuts many off without it) */
#define SUCCESSOR_TILES p8__packed_slide(x->tiles, tile, x->blank, to)
    s->stat[P8_STAT_GENERATED]++;
    /* duplicate detection: the table of states (graph search), or the policy's check */
    rc = graph    ? in_table(s, d, (uint32_t)SUCCESSOR_TILES, g, &old, &slot)
         : !quiet && f->pol.check ? f->pol.check(s, d, (uint32_t)SUCCESSOR_TILES, x->index) : 0;
    if (rc) {
        if (rc != 1) return rc; /* an allocation failed */
        s->stat[P8_STAT_DUPLICATES]++;
        return quiet ? P8_AGAIN
                     : report_duplicate(s, d, SUCCESSOR_TILES, g, m, tile, x->blank, x->index,
                                        x->h);
    }
    h = f->flags & F_TABLE_H ? p8__heuristic_table_next(slides, x->h, tile, m)
                             : p8__heuristic_next(&d->heur, SUCCESSOR_TILES, d->target, x->h,
                                                  tile, x->blank, m);
    key = f->flags & F_WH_SMALL ? kg + (h & f->wh_bits) : f_saturating(kg, f->wh, h);
    if (key > f->key_bound) { /* beyond the pass's bound (IDA*): cut off */
        s->pass.cut = 1;
        if (key < s->pass.next_key) s->pass.next_key = key; /* the next bound: the least cut */
        if (!quiet && emit_successor(s, P8_EVENT_GENERATE, SUCCESSOR_TILES, d, UINT32_MAX,
                                     x->index, m, g, h))
            return P8_ECANCELED;
        return P8_AGAIN;
    }
    y.tiles = SUCCESSOR_TILES;
#undef SUCCESSOR_TILES
    if (!quiet && emit_successor(s, P8_EVENT_GENERATE, y.tiles, d, (uint32_t)d->nodes.count,
                                 x->index, m, g, h))
        return P8_ECANCELED;
    y.blank = to;
    y.h = h;
    y.gm = g | (uint32_t)m << P8__MOVE_SHIFT;
    y.move = m;
    y.index = 0;
    return keep(s, d, f, y, x->index, key, old, slot, next, held, graph);
}

/* The random width-1 choice: one of the moves of `mask`, the one at index below(count) in move
 * order (p8_board_random's draw: the same walk everywhere). */
static NOINLINE unsigned pick_one(unsigned mask, uint64_t *rng) {
    static const uint8_t count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
    static const uint8_t kth[16][4] = { /* [mask][k]: the k-th move of the mask, as a mask */
        { 0, 0, 0, 0 }, { 1, 0, 0, 0 }, { 2, 0, 0, 0 }, { 1, 2, 0, 0 },
        { 4, 0, 0, 0 }, { 1, 4, 0, 0 }, { 2, 4, 0, 0 }, { 1, 2, 4, 0 },
        { 8, 0, 0, 0 }, { 1, 8, 0, 0 }, { 2, 8, 0, 0 }, { 1, 2, 8, 0 },
        { 4, 8, 0, 0 }, { 1, 4, 8, 0 }, { 2, 4, 8, 0 }, { 1, 2, 4, 8 }
    };
    return kth[mask][p8__random_below_4(rng, count[mask])]; /* a mask is never empty */
}

/* A node at depth g >= f->g_stop: not expanded (P8_AGAIN) at the depth limit or the pass's
 * depth bound (IDDFS); else it is at the deepest a node can be, which fails the run once the
 * other limits are checked (as visit does, in the same order). */
static P8__COLD int too_deep(p8_search *s, uint32_t g) {
    int rc;
    if (g >= s->pass.depth) {
        if (g >= s->limit[P8_LIMIT_DEPTH]) s->cutoff = 1; /* the depth limit */
        else s->pass.cut = 1;                             /* the pass's bound */
        return P8_AGAIN;
    }
    if (s->stat[P8_STAT_EXPANDED] >= s->limit[P8_LIMIT_EXPANSIONS])
        return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                               (unsigned long long)s->limit[P8_LIMIT_EXPANSIONS]);
    if ((rc = p8__time_check(s)) != P8_AGAIN) return rc;
    return p8__search_fail(s, P8_ELIMIT, "a path reached depth %lu, the deepest a node can be",
                           (unsigned long)P8__G_MAX);
}

/* Visit node x of d, then expand it. P8_AGAIN to go on, P8_OK when solved, or an error. */
static ALWAYS_INLINE int visit(p8_search *s, p8__side *d, const fixed *f, const hand *x,
                               hand *next, int *held, const int graph, const int quiet) {
    const uint32_t g = P8__NODE_G(x->gm);
    const int8_t *slides;
    uint64_t kg;
    unsigned mask;
    int rc;
    if (graph && (x->gm & P8__STALE_BIT)) return P8_AGAIN; /* a cheaper path came since */
    if ((uint32_t)x->tiles == f->target_key) return p8__found(s, d, x->index, x->h, d->target);
    if (P8__UNLIKELY(g >= f->g_stop)) return too_deep(s, g); /* the depth limit, or bound */
    /* The limits stop the run before the (limit+1)-th expansion, after the goal test. */
    if (P8__UNLIKELY(s->stat[P8_STAT_EXPANDED] >= f->max_expanded))
        return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                               (unsigned long long)f->max_expanded);
    if ((f->flags & F_TIMED) && (rc = p8__time_check(s)) != P8_AGAIN) return rc;
    /* the expansion */
    if (!graph && !quiet && f->pol.expanding && (rc = f->pol.expanding(s, d, x->index)) != P8_AGAIN)
        return rc;
    if (graph) d->nodes.node[x->index].gm = x->gm | P8__CLOSED_BIT; /* now closed */
    mask = p8__moves_at(x->blank) & ~(f->pol.skip_undo << P8__INVERSE_MOVE(x->move));
    /* A walk's expansion is its one move: a walk stopped in this EXPAND event, before its
     * move, counts no expansion for it. */
    if (quiet || !(f->flags & F_PICK)) s->stat[P8_STAT_EXPANDED]++;
    if (!quiet && emit(s, P8_EVENT_EXPAND, x->tiles, d, x->index,
                       g ? d->nodes.node[x->index].parent : UINT32_MAX, x->move, g, x->h))
        return p8__canceled_run(s);
    if (P8__UNLIKELY(f->flags & F_PICK)) {
        mask = pick_one(mask, d->pick);
        if (!quiet) s->stat[P8_STAT_EXPANDED]++;
    }
    kg = f->wg * (g + 1);
    slides = p8__heuristic_slides(&d->heur, x->blank);
    while (mask) { /* the successors */
        const unsigned m = p8__lowest_move(mask);
        mask &= mask - 1;
        rc = generate(s, d, f, x, m, kg, slides, next, held, graph, quiet);
        if (rc != P8_AGAIN) return rc == P8_ECANCELED ? p8__canceled_run(s) : rc;
    }
    return P8_AGAIN;
}

/* Take the next node of d's frontier into x: 1, or 0 with the loop's status in *rc (P8__EMPTY
 * when there is none). A built-in ring is taken here; for a side that picks the frontier is
 * the node in hand, so without one it is empty (its last node was not expanded). */
static ALWAYS_INLINE int take_next(p8_search *s, p8__side *d, const fixed *f, hand *x, int *rc) {
    uint32_t index, h;
    if (f->ring) {
        if (f->ring->count > s->stat[P8_STAT_MAX_FRONTIER])
            s->stat[P8_STAT_MAX_FRONTIER] = f->ring->count;
        if (!p8__ring_take(f->ring, d->ring_back, &index, &h)) return (*rc = P8__EMPTY, 0);
        /* a LIFO tree search: every node made after this one is finished, and dropped */
        if (f->flags & F_RECLAIMS) d->nodes.count = index + 1;
    } else if (f->flags & F_PICK) {
        return (*rc = P8__EMPTY, 0);
    } else {
        const int r = p8__pop(s, d, &index, &h);
        if (r <= 0) return (*rc = r < 0 ? r : P8__EMPTY, 0);
    }
    hand_of(d, index, h, x);
    return 1;
}

/* The loop of one side: take a node and visit it, until the frontier is empty, the expansions
 * reach stop_at or the run ends; or (once) visit node `first` alone. The drivers that call it
 * run one side at a time, so the most frontier entries are this side's. */
static ALWAYS_INLINE int loop(p8_search *s, p8__side *d, uint64_t stop_at, const int once,
                              uint32_t first, uint32_t first_h, const int graph,
                              const int quiet) {
    fixed f;
    hand x, next = { 0, 0, 0, 0, 0, 0 }; /* the node visited, the node in hand */
    int held = once || (d->pick && d->next_full), rc = P8_AGAIN;
    fixed_of(s, d, graph, quiet, &f);
    if (held) { /* the node to visit: the driver's, or the walk's next */
        hand_of(d, once ? first : (uint32_t)d->nodes.count - 1, once ? first_h : d->next_h,
                &next);
        d->next_full = 0;
    }
    for (;;) {
        if (!once) { /* the driver of one visit checks these itself */
            if (p8__canceled(s)) {
                rc = p8__canceled_run(s);
                break;
            }
            if (s->stat[P8_STAT_EXPANDED] >= stop_at) break;
        }
        if (held) { /* the node in hand: a held successor's entry is counted */
            if ((f.flags & F_HOLD) && !once && f.ring->count >= s->stat[P8_STAT_MAX_FRONTIER])
                s->stat[P8_STAT_MAX_FRONTIER] = f.ring->count + 1;
            x = next;
            held = 0;
        } else if (!take_next(s, d, &f, &x, &rc)) {
            break;
        }
        rc = visit(s, d, &f, &x, &next, &held, graph, quiet);
        if (rc != P8_AGAIN || once) break;
    }
    if (held && (f.flags & F_PICK)) { /* the walk's next node stays in its chain */
        d->next_full = 1;
        d->next_h = next.h;
    } else if (held) { /* the frontier gets its entry back: its room was made */
        p8__ring_put(f.ring, next.index, next.h);
    }
    return rc;
}

/* The bodies: [graph policy][kind of run] (s->dup, s->tcaller and the heuristic are fixed
 * during a run). */
#define BODY(name, graph, quiet)                                                                 \
    static int name(p8_search *s, p8__side *d, uint64_t stop_at, int once, uint32_t first,      \
                    uint32_t first_h) {                                                         \
        return loop(s, d, stop_at, !quiet && once, first, first_h, graph, quiet);               \
    }
BODY(tree_observed, 0, OBSERVED)
BODY(tree_quiet, 0, QUIET)
BODY(tree_quiet_table, 0, QUIET_TABLE)
BODY(graph_observed, 1, OBSERVED)
BODY(graph_quiet, 1, QUIET)
BODY(graph_quiet_table, 1, QUIET_TABLE)
typedef int (*body_fn)(p8_search *, p8__side *, uint64_t, int, uint32_t, uint32_t);
static const body_fn bodies[2][3] = { { tree_observed, tree_quiet, tree_quiet_table },
                                      { graph_observed, graph_quiet, graph_quiet_table } };
/* The quiet bodies serve a run with only the library's code in the loop (no events, no
 * callbacks: s->tcaller) on a side of the usual kinds: not the walk's, SMA*'s (it keeps h) or
 * a bidirectional one (its hook); for a graph search, any frontier; for a tree search, the
 * depth-first kind (IDA*, IDDFS: a LIFO, which drops finished subtrees) under a policy that
 * calls nothing (NONE, PARENT). Every other run takes the observed bodies, whose code serves
 * every kind (these are fixed during a run). */
static body_fn body_of(const p8_search *s, p8__side *d, int once) {
    const unsigned flags = side_flags(s, d), depth_first = F_LIFO | F_RECLAIMS | F_KEEP_IDS;
    const int graph = p8__policy_table(s->dup) == 1;
    const int quiet = !s->tcaller && !once && !(flags & F_OBSERVED_ONLY) &&
                      (graph || (s->dup <= P8_DUP_PARENT && (flags & depth_first) == depth_first));
    return bodies[graph][!quiet ? OBSERVED : flags & F_TABLE_H ? QUIET_TABLE : QUIET];
}

/* One visit: its drivers' sides are of the kinds the quiet bodies do not serve. */
int p8__visit(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    if (!d->visit_body) d->visit_body = body_of(s, d, 1); /* fixed during a run */
    return d->visit_body(s, d, UINT64_MAX, 1, index, h);
}

int p8__drain(p8_search *s, p8__side *d, uint64_t stop_at) {
    if (d->pick && s->dup > P8_DUP_PARENT) /* the walk's driver admits only these two */
        return p8__search_fail(s, P8_EINVAL, "a side that picks takes the policy none or parent");
    return body_of(s, d, 0)(s, d, stop_at, 0, 0, 0);
}
