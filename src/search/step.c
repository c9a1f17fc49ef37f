/* SPDX-License-Identifier: MIT */
/* step.c - THE step: the loop of the textbook's search, the one every driver runs.
 *   take a node from the frontier, and visit it:
 *     skip it if a cheaper path to its state came since it was added (it is stale);
 *     the goal test; the depth limit (or the pass's bound on depth: IDDFS); the run's limits;
 *     expand it: a successor for each legal move of the blank, in the order UP, DOWN, LEFT,
 *     RIGHT (not the move undoing its own under the policies that say so; one move at
 *     random on a side that picks: the walk);
 *   each successor: the duplicate policy may reject it; if its f = wg*g + wh*h is beyond the
 *   pass's bound (IDA*) it is cut off, and the least such f is the next bound; else it becomes
 *   a node of the search tree, may end the run (the goal test at generation: BFS; the two
 *   sides meeting: bidirectional) and goes on the frontier with key f.
 *
 * What differs between BFS, DFS, UCS, greedy, A*, IDA*, the walk and the rest is data: the
 * preset row (object.c: frontier, weights, policy, heuristic, driver), the driver (driver_*.c:
 * passes, sides, bounds), the duplicate policy (policy.c); no line asks which algorithm runs.
 * Eight bodies (at the end) specialise it where it pays: graph or tree search; quiet (only the
 * library's code in the loop; the walk, bidirectional sides apart) or observed; the table h. */
#include "search.h"

/* ---- What the step holds ------------------------------------------------------------------- */

/* A node in hand: index, h, (g, move, flags) word (the move that made it, P8__NO_MOVE for a
 * root: P8__NODE_MOVE_OR_NONE), its state (the nine cells packed) and the blank's cell. */
typedef struct hand {
    uint32_t index, h, gm, blank;
    uint64_t tiles;
} hand;

/* What the loop changes, in its locals: the node in hand (the driver's node for one visit, the
 * walk's next, a graph search's last successor: F_HOLD), d->stack's copy (F_STACK), and the table
 * body's next id (s->next_id meanwhile) and least `beyond` of a successor cut off (generate). */
typedef struct moving {
    hand next;
    int held;
    p8__stack stack;
    uint64_t next_id, least;
} moving;

static P8__ALWAYS_INLINE void hand_of(const p8__side *d, uint32_t index, uint32_t h, hand *x) {
    const p8__node n = d->nodes.node[index];
    x->index = index, x->h = h, x->gm = n.gm;
    x->tiles = p8__key_expand(n.key), x->blank = p8__key_blank(n.key);
}

/* The run's facts the step reads for every node, fixed during a call of the loop: read into a
 * local once (where they live, they would be read again after every store to a node, which may
 * alias them); the side's yes-or-no ones are flags, worked out once a run (side_flags). */
enum {
    F_TABLE_H = 1,               /* the heuristic's table form: a successor's h inline */
    F_WH_SMALL = 2,              /* wh <= 1: f = wg*g + wh*h, which cannot saturate */
    F_KEEP_H = 4, F_KEEP_IDS = 8, /* the arena keeps each node's h, its public id (nodes.h) */
    F_TEST_NEW = 16,             /* a new node is goal-tested (the frontier says so: FIFO) */
    F_MEET = 32,                 /* a new node is looked up in the other side's table */
    F_PICK = 64,                 /* the side picks (the walk): one successor, at random */
    F_LIFO = 128,                /* the frontier is a LIFO ring... */
    F_RECLAIMS = 256,            /* ... which drops the nodes it finished (tree search) */
    F_TIMED = 512,               /* a time limit is set */
    F_HOLD = 1024,               /* the last successor kept is held for the next visit */
    F_READY = 2048,              /* side_flags has worked the others out */
    F_STACK = 4096,              /* the LIFO is the depth-first stack meanwhile: tree search */
    F_OBSERVED_ONLY = F_KEEP_H | F_MEET | F_PICK /* sides only the observed bodies serve */
};
/* A body's kind of run: events or the caller's code in the loop, or only the library's (with
 * the heuristic's table form inline and wh <= 1; or on the special side of its kind of search:
 * the walk's, a bidirectional one). */
enum { OBSERVED = 0, QUIET = 1, QUIET_TABLE = 2, QUIET_SIDE = 3 };
typedef struct fixed {
    unsigned flags;
    p8__policy pol;
    uint64_t wg, wh, wh_bits;    /* wh_bits: all ones when wh = 1, else 0 (F_WH_SMALL) */
    uint64_t key_bound, max_expanded;
    int64_t beyond_bound;        /* the least f beyond the bound, key_bound + 1, at most 2^62
                                  * (any f is below when wh <= 1: wg < 2^32, g < 2^27, h < 2^32) */
    uint32_t g_stop;             /* no node this deep is expanded: min(pass's depth, G_MAX) */
    uint32_t target_key;
    p8__frontier *ring;          /* a built-in ring, pushed and taken inline; else NULL */
} fixed;

static unsigned side_flags(const p8_search *s, p8__side *d) {
    if (!(d->flags & F_READY)) /* the drivers set the side up before the step's first call */
        d->flags = F_READY | (d->heur.form == P8__H_FORM_TABLE ? F_TABLE_H : 0u) |
                   (s->wh <= 1 ? F_WH_SMALL : 0u) | (d->nodes.keep_h ? F_KEEP_H : 0u) |
                   (d->nodes.keep_ids ? F_KEEP_IDS : 0u) |
                   (d->test_at_generation ? F_TEST_NEW : 0u) | (d->meet ? F_MEET : 0u) |
                   (d->pick ? F_PICK : 0u) | (d->ring && d->ring_back ? F_LIFO : 0u) |
                   (d->reclaims ? F_RECLAIMS : 0u) |
                   (s->limit[P8_LIMIT_TIME_MS] != P8_LIMIT_NONE ? F_TIMED : 0u);
    return d->flags;
}

static P8__ALWAYS_INLINE void fixed_of(const p8_search *s, p8__side *d, const int graph,
                                        const int kind, fixed *f) {
    unsigned flags = side_flags(s, d), vary = F_TABLE_H | F_WH_SMALL | F_TIMED;
    if (kind == QUIET_SIDE) /* the walk's side, or a bidirectional one: only `vary` varies */
        flags = (graph ? F_MEET | F_KEEP_IDS : F_PICK) | (flags & vary);
    else if (kind != OBSERVED) { /* what a quiet body is for (body_of), as constants */
        flags &= ~(unsigned)(F_OBSERVED_ONLY | F_TABLE_H);
        flags |= kind == QUIET_TABLE ? F_TABLE_H | F_WH_SMALL : 0u; /* body_of: both hold */
        /* a tree search's is depth-first (a LIFO dropping finished subtrees, ids kept apart);
         * a graph search's drops nothing (its table refers to every node) */
        flags = graph ? flags & ~(unsigned)(F_RECLAIMS | F_KEEP_IDS)
                      : (flags | F_LIFO | F_RECLAIMS | F_KEEP_IDS) & ~(unsigned)F_TEST_NEW;
        /* No one sees the frontier meanwhile: a tree search's LIFO entries are whole successors
         * on the depth-first stack, not nodes (stack.h); a graph search's keeps its last
         * successor in hand for the next visit rather than push it and take it back. */
        if (flags & F_LIFO) flags |= graph ? F_HOLD : F_STACK;
    }
    f->flags = !graph && (kind == QUIET || kind == QUIET_TABLE) ? flags /* the stack's bodies; */
                                                : flags & ~(unsigned)F_STACK; /* others: no code */
    f->pol = p8__policies[s->dup];
    f->wg = s->wg, f->wh = s->wh, f->wh_bits = s->wh ? UINT64_MAX : 0;
    f->key_bound = s->pass.key_bound, f->max_expanded = s->limit[P8_LIMIT_EXPANSIONS];
    f->beyond_bound = (int64_t)(f->key_bound >> 62 ? UINT64_C(1) << 62 : f->key_bound + 1);
    f->g_stop = (uint32_t)(s->pass.depth < P8__G_MAX ? s->pass.depth : P8__G_MAX);
    f->target_key = d->target_key, f->ring = d->ring;
}

/* ---- The successors ------------------------------------------------------------------------ */

/* Successor y (its f: key; a graph search's old node for its state and the table's slot) passed
 * the tests: a new node, child of `parent`, then onto the frontier or in hand for the next
 * visit (on the stack, not yet a node). P8_AGAIN, P8_OK when it ends the run solved, or an
 * error status. */
static P8__ALWAYS_INLINE int keep(p8_search *s, p8__side *d, const fixed *f, hand *y,
                                   uint32_t parent, uint64_t key, uint32_t old, size_t slot,
                                   uint32_t hash, moving *mv, const int graph) {
    int rc;
    if (P8__UNLIKELY(f->flags & F_PICK)) { /* the walk's next node */
        y->index = 1, mv->next = *y, mv->held = 1;
        return p8__side_chain(s, d, (uint32_t)y->tiles, y->gm);
    }
    if (f->flags & F_STACK) { /* a depth-first tree search's: an entry, its id */
        rc = p8__stack_push(&mv->stack, &d->stack, &s->mem, y->tiles, y->blank, y->h, y->gm,
                            s->next_id++, &s->stat[P8_STAT_MAX_FRONTIER]);
        return P8__LIKELY(rc == P8_OK) ? P8_AGAIN : p8__alloc_failed(s, rc);
    }
    rc = p8__nodes_push_kept(&d->nodes, &s->mem, f->flags & F_KEEP_H, f->flags & F_KEEP_IDS,
                             (uint32_t)y->tiles, parent, y->gm, y->h, s->next_id, &y->index);
    if (P8__UNLIKELY(rc != P8_OK)) return p8__alloc_failed(s, rc);
    s->next_id++;
    if (graph) { /* the table leads to the new node; the old one, if any, is stale */
        p8__nodes_set_hashed(&d->nodes, slot, y->index, hash, old == UINT32_MAX);
        if (old != UINT32_MAX) d->nodes.node[old].gm |= P8__STALE_BIT;
    }
    if (((f->flags & F_TEST_NEW) && (uint32_t)y->tiles == f->target_key) ||
        (P8__UNLIKELY(f->flags & F_MEET) && /* the sides meet: the other's node for y's state */
         (d->meet->found = p8__nodes_find(&d->meet->nodes, (uint32_t)y->tiles, &slot)) !=
             UINT32_MAX))
        return p8__found_state(s, d, y->index, y->h, y->tiles);
    if (f->flags & F_HOLD) { /* the one in hand before on the ring (room made), y in hand */
        if (mv->held &&
            p8__lifo_put(f->ring, mv->next.index, mv->next.h) >= s->stat[P8_STAT_MAX_FRONTIER])
            s->stat[P8_STAT_MAX_FRONTIER] = f->ring->count + 1;
        mv->next = *y, rc = p8__ring_room(f->ring), mv->held = rc == P8_OK;
        return P8__LIKELY(rc == P8_OK) ? P8_AGAIN : p8__push_failed(s, rc);
    }
    if (f->ring) {
        rc = p8__ring_push(f->ring, y->index, y->h);
        return P8__LIKELY(rc == P8_OK) ? P8_AGAIN : p8__push_failed(s, rc);
    }
    return p8__push_key(s, d, y->index, y->h, key);
}

/* The successor of x by the blank's move m, to the cell whose 4 bits are at bit `at` (slides: x's
 * row of the table form, kg: the successors' wg*g). P8_AGAIN to go on, P8_OK when it ends the run
 * solved, or an error. */
static P8__ALWAYS_INLINE int generate(p8_search *s, p8__side *d, const fixed *f, const hand *x,
                                       unsigned m, uint64_t kg, const int8_t *slides, moving *mv,
                                       const int graph, const int kind, const int bounded) {
    const unsigned at16 = p8__targets16(x->blank) >> 8 * m & 0xFFu, at = at16 - 16;
    const unsigned tile = (unsigned)(x->tiles << 16 >> at16) & 15u; /* it slides into the blank */
    const uint32_t g = P8__NODE_G(x->gm) + 1;
    uint32_t old = UINT32_MAX, hash = 0, h;
    size_t slot = 0;
    uint64_t key;
    hand y;
    int rc;
#define STATE p8__packed_slide(x->tiles, tile, x->blank, at) /* where needed: not cut off */
    if (graph || kind != QUIET_TABLE) s->stat[P8_STAT_GENERATED]++; /* (else: visit, once) */
    /* duplicate detection: the table of states, or the policy's check */
    if (graph) hash = p8__key_hash((uint32_t)STATE);
    rc = graph ? p8__graph_duplicate(s, d, (uint32_t)STATE, hash, g, &old, &slot)
         : kind == OBSERVED && f->pol.check ? f->pol.check(s, d, (uint32_t)STATE, x->index) : 0;
    if (rc) {
        if (rc != 1) return rc; /* an allocation failed */
        s->stat[P8_STAT_DUPLICATES]++;
        return kind != OBSERVED ? P8_AGAIN
                                : p8__emit_duplicate(s, d, STATE, g, m, tile, x->blank,
                                                     x->index, x->h);
    }
    h = f->flags & F_TABLE_H ? p8__heuristic_table_next(slides, x->h, tile, m)
                             : p8__heuristic_next(&d->heur, STATE, d->target, x->h, tile,
                                                  x->blank, m);
    if (!graph && kind == QUIET_TABLE) { /* written on the stack, kept if within IDA*'s bound */
        const int64_t beyond = (int64_t)h - (f->beyond_bound - (int64_t)kg); /* f = kg + h: no */
        const uint64_t within = bounded ? (uint64_t)beyond >> 63 : 1; /* branch, a coin toss */
        p8__stack_offer(&mv->stack, STATE, at / 4, h, g | (uint32_t)m << P8__MOVE_SHIFT,
                        mv->next_id, within);
        mv->next_id += within;
        mv->least = bounded && (uint64_t)beyond < mv->least ? (uint64_t)beyond : mv->least;
        return P8_AGAIN;
    }
    key = f->flags & F_WH_SMALL ? kg + (h & f->wh_bits) : p8__key_add(kg, f->wh * h);
    if (key > f->key_bound) { /* cut off */
        p8__pass_cut(s, key);
        return kind == OBSERVED && p8__emit_successor(s, P8_EVENT_GENERATE, STATE, d,
                                                      UINT32_MAX, x->index, m, g, h)
                   ? P8_ECANCELED
                   : P8_AGAIN;
    }
    y.tiles = STATE;
#undef STATE
    if (kind == OBSERVED && p8__emit_successor(s, P8_EVENT_GENERATE, y.tiles, d,
                                               (uint32_t)d->nodes.count, x->index, m, g, h))
        return P8_ECANCELED;
    y.h = h, y.gm = g | (uint32_t)m << P8__MOVE_SHIFT, y.blank = at / 4;
    return keep(s, d, f, &y, x->index, key, old, slot, hash, mv, graph);
}

/* ---- The visit ----------------------------------------------------------------------------- */

/* Visit node x of d, and expand it: P8_AGAIN to go on, P8_OK when solved, or an error. The quiet
 * table body writes all the successors on the stack (room made first, counted once), under IDA*'s
 * bound (`bounded`) keeping those whose f = kg + h is below the least f beyond it. */
static P8__ALWAYS_INLINE int visit(p8_search *s, p8__side *d, const fixed *f, const hand *x,
                                    moving *mv, const int graph, const int kind,
                                    const int bounded) {
    const uint32_t g = P8__NODE_G(x->gm), move = P8__NODE_MOVE_OR_NONE(x->gm);
    const uint64_t kg = f->wg * (g + 1);
    const int8_t *slides = p8__heuristic_slides(&d->heur, x->blank);
    const int stacked = !graph && kind == QUIET_TABLE;
    unsigned mask, n;
    int rc;
    if (graph && (x->gm & P8__STALE_BIT)) return P8_AGAIN; /* a cheaper path came since */
    if ((uint32_t)x->tiles == f->target_key) return p8__found(s, d, x->index, x->h, d->target);
    if (P8__UNLIKELY(g >= f->g_stop)) return p8__too_deep(s, g);
    /* The limits stop the run before the (limit+1)-th expansion, after the goal test. */
    if (P8__UNLIKELY(s->stat[P8_STAT_EXPANDED] >= f->max_expanded)) return p8__expansions_spent(s);
    if ((f->flags & F_TIMED) && (rc = p8__time_check(s)) != P8_AGAIN) return rc;
    /* the expansion */
    if (kind == OBSERVED && f->pol.expanding && (rc = f->pol.expanding(s, d, x->index)) != P8_AGAIN)
        return rc;
    if (graph) d->nodes.node[x->index].gm = x->gm | P8__CLOSED_BIT; /* now closed */
    mask = p8__moves_at(x->blank) & ~(f->pol.skip_undo << P8__INVERSE_MOVE(move));
    /* A walk's expansion is its move: stopped in this event, before it, it counts none. */
    if (kind != OBSERVED || !(f->flags & F_PICK)) s->stat[P8_STAT_EXPANDED]++;
    if (kind == OBSERVED && p8__emit(s, P8_EVENT_EXPAND, x->tiles, d, x->index,
                                     g ? d->nodes.node[x->index].parent : UINT32_MAX, move,
                                     g, x->h))
        return p8__canceled_run(s);
    if (P8__UNLIKELY(f->flags & F_PICK)) {
        mask = p8__random_move(mask, d->pick);
        if (kind == OBSERVED) s->stat[P8_STAT_EXPANDED]++; /* (quiet: counted above) */
    }
    n = p8__moves_count(mask);
    if (stacked && (rc = p8__stack_room(&mv->stack, &d->stack, &s->mem, n)) != P8_OK)
        return p8__alloc_failed(s, rc);
    if (stacked) s->stat[P8_STAT_GENERATED] += n;
    while (mask) { /* the successors */
        const unsigned m = p8__lowest_move(mask);
        mask &= mask - 1;
        rc = generate(s, d, f, x, m, kg, slides, mv, graph, kind, bounded);
        if (rc != P8_AGAIN) return rc == P8_ECANCELED ? p8__canceled_run(s) : rc;
    }
    if (stacked) p8__stack_note(&mv->stack, &s->stat[P8_STAT_MAX_FRONTIER]); /* (as a push) */
    return P8_AGAIN;
}

/* ---- The loop ------------------------------------------------------------------------------ */

/* Take the next node of d's frontier into x: 1, or 0 with the loop's status in *rc (P8__EMPTY:
 * none). A built-in ring is taken here; a side that picks has only its node in hand. */
static P8__ALWAYS_INLINE int take_next(p8_search *s, p8__side *d, const fixed *f, moving *mv,
                                        hand *x, int *rc) {
    uint32_t index, h;
    if (f->flags & F_STACK) { /* the last entry, now the path's node at its depth */
        p8__pending e;
        const int r = p8__stack_take(&mv->stack, &d->nodes, &s->mem, f->flags & F_KEEP_IDS, &e);
        if (r != 1) return (*rc = r ? p8__alloc_failed(s, r) : P8__EMPTY, 0);
        *x = (hand){ P8__NODE_G(e.gm), e.h, e.gm, e.blank, e.tiles };
        return 1;
    }
    if ((f->flags & F_LIFO) || f->ring) { /* (a LIFO is a ring, taken from its back) */
        if (f->ring->count > s->stat[P8_STAT_MAX_FRONTIER])
            s->stat[P8_STAT_MAX_FRONTIER] = f->ring->count;
        if (!p8__ring_take(f->ring, (f->flags & F_LIFO) || d->ring_back, &index, &h))
            return (*rc = P8__EMPTY, 0);
        if (f->flags & F_RECLAIMS) d->nodes.count = index + 1; /* the nodes after it finished */
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
static P8__ALWAYS_INLINE int loop(p8_search *s, p8__side *d, uint64_t stop_at, const int once,
                                   uint32_t first, uint32_t first_h, const int graph,
                                   const int kind) {
    fixed f;
    hand x;                        /* the node visited */
    moving mv = { { 0, 0, 0, 0, 0 }, 0, { NULL, NULL, NULL }, 0, UINT64_MAX };
    int rc, r, bounded;
    fixed_of(s, d, graph, kind, &f);
    bounded = !graph && kind == QUIET_TABLE && s->pass.key_bound >> 62 == 0; /* as body_of's */
    if ((f.flags & F_STACK) &&
        (rc = p8__stack_load(&d->stack, &s->mem, &d->nodes, f.ring,
                             &s->stat[P8_STAT_MAX_FRONTIER])))
        return p8__alloc_failed(s, rc);
    mv.next_id = s->next_id; /* (the table body's, s->next_id meanwhile) */
    mv.stack = d->stack, mv.held = once || (d->pick && d->next_full), rc = P8_AGAIN;
    if (mv.held) { /* the node to visit first: the driver's, or the walk's next */
        hand_of(d, once ? first : (uint32_t)d->nodes.count - 1, once ? first_h : d->next_h,
                &mv.next);
        d->next_full = 0;
    }
    for (;;) {
        if (!once && p8__canceled(s)) { /* the driver of one visit checks these itself */
            rc = p8__canceled_run(s);
            break;
        }
        if (!once && s->stat[P8_STAT_EXPANDED] >= stop_at) break;
        if (!(f.flags & F_STACK) && mv.held) { /* the node in hand (never: a stack) */
            x = mv.next, mv.held = 0;
        } else if (!take_next(s, d, &f, &mv, &x, &rc)) {
            break;
        }
        rc = bounded ? visit(s, d, &f, &x, &mv, graph, kind, 1) /* IDA*'s */
                     : visit(s, d, &f, &x, &mv, graph, kind, 0);
        if (rc != P8_AGAIN || once) break;
    }
    if (!graph && kind == QUIET_TABLE) s->next_id = mv.next_id;
    if (bounded && mv.least >> 63 == 0) /* some were cut off: the least f of those (generate) */
        p8__pass_cut(s, (uint64_t)f.beyond_bound + mv.least);
    d->stack = mv.stack; /* F_STACK: the frontier at rest is the ring (failing to move it fails) */
    if ((f.flags & F_STACK) &&
        (r = p8__stack_store(&d->stack, &s->mem, &d->nodes, f.ring)) && rc >= 0)
        rc = p8__alloc_failed(s, r);
    if (mv.held && (f.flags & F_HOLD)) p8__ring_put(f.ring, mv.next.index, mv.next.h); /* room */
    if (mv.held && (f.flags & F_PICK)) /* the walk's next node stays in its chain */
        d->next_full = 1, d->next_h = mv.next.h;
    return rc;
}

/* ---- The bodies ---------------------------------------------------------------------------- */
#define BODY(name, graph, kind)                                                                  \
    static P8__LINE_ALIGNED int name(p8_search *s, p8__side *d, uint64_t stop_at, int once,     \
                                     uint32_t first, uint32_t first_h) {                        \
        return loop(s, d, stop_at, kind % 3 == 0 && once, first, first_h, graph, kind);         \
    }
BODY(tree_observed, 0, OBSERVED)
BODY(tree_quiet, 0, QUIET)
BODY(tree_quiet_table, 0, QUIET_TABLE)
BODY(tree_quiet_walk, 0, QUIET_SIDE)
BODY(graph_observed, 1, OBSERVED)
BODY(graph_quiet, 1, QUIET)
BODY(graph_quiet_table, 1, QUIET_TABLE)
BODY(graph_quiet_meet, 1, QUIET_SIDE)
typedef int (*body_fn)(p8_search *, p8__side *, uint64_t, int, uint32_t, uint32_t);

/* The body of a run (what it reads is fixed during it): a quiet one when only the library's code
 * is in the loop and the side is of its kinds, a graph search (a bidirectional one apart), a
 * depth-first tree search (IDA*, IDDFS: a LIFO dropping finished subtrees, under NONE or
 * PARENT), the walk; else the observed one, which serves every kind (SMA*'s side, RBFS's). */
static body_fn body_of(const p8_search *s, p8__side *d, int once) {
    static const body_fn bodies[2][4] = {
        { tree_observed, tree_quiet, tree_quiet_table, tree_quiet_walk },
        { graph_observed, graph_quiet, graph_quiet_table, graph_quiet_meet }
    };
    const unsigned flags = side_flags(s, d), depth_first = F_LIFO | F_RECLAIMS | F_KEEP_IDS;
    const int graph = p8__policy_table(s->dup) == 1;
    if (s->tcaller || (flags & F_KEEP_H)) return bodies[graph][OBSERVED];
    if (graph ? flags & F_MEET : flags & F_PICK) /* the walk's, a bidirectional one (FIFO) */
        return bodies[graph][flags & (F_LIFO | F_TEST_NEW | (graph ? F_PICK : F_MEET))
                                 ? OBSERVED : QUIET_SIDE];
    if (once || (flags & (F_PICK | F_MEET)) ||
        (!graph && (s->dup > P8_DUP_PARENT || (flags & depth_first) != depth_first)))
        return bodies[graph][OBSERVED];
    /* the table body: h inline and wh <= 1; a tree search's under a bound on f: f = kg + h */
    return bodies[graph][(flags & F_TABLE_H) && s->wh <= 1 &&
                         (graph || s->wh || s->pass.key_bound >> 62) ? QUIET_TABLE : QUIET];
}

int p8__visit(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    if (!d->visit_body) d->visit_body = body_of(s, d, 1); /* fixed during a run */
    return d->visit_body(s, d, UINT64_MAX, 1, index, h);
}

int p8__drain(p8_search *s, p8__side *d, uint64_t stop_at) {
    if (d->pick && s->dup > P8_DUP_PARENT) /* the walk's driver admits only these two */
        return p8__search_fail(s, P8_EINVAL, "a side that picks takes the policy none or parent");
    return body_of(s, d, 0)(s, d, stop_at, 0, 0, 0);
}
