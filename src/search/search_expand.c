/* SPDX-License-Identifier: MIT */
/* search_expand.c - THE expansion step, shared by every driver. What differs between BFS, DFS,
 * UCS, greedy, A*, IDA* and the rest is data in the p8_search (frontier functions, weights,
 * heuristic, duplicate policy, bounds), never a branch on an algorithm here.
 *
 * Visiting a node taken from a frontier: skip it if a cheaper node for its state has replaced
 * it ("stale"); goal-test it; skip it if it sits at the depth limit; expand it: generate the
 * successors in move order UP, DOWN, LEFT, RIGHT (without the move undoing the node's own, except
 * under the policy NONE); the duplicate policy may discard a successor; every other one becomes a
 * new node (under GRAPH replacing its state's old node) and is pushed with key wg*g + wh*h. */
#include "search_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* The time limit: the run ends at the first clock read at or after the limit. Reads happen at
 * checks (p8__time_check): before each expansion, and, when the caller's code is in play,
 * before each pop of the caller's frontier and each new pass of a deepening driver.
 *  - The caller's code in the loop (s->tcaller: a heuristic function, an event callback, a
 *    frontier's callbacks, an allocator): the clock is read at every check. Its cost is
 *    unknown and may change at any time (fast for 100,000 calls, then 5 ms a call), so no
 *    interval learned from the past bounds the next one; a read costs some 20-50 ns, little
 *    beside a callback. Between two reads there is then at most one expansion (or one pop, or
 *    a pass's new root): the run stops within that of the limit, whatever the callbacks cost.
 *  - Built-in code only: an expansion costs well under a microsecond, so the clock is read
 *    every `tevery` checks, an interval adapted at each read to the measured time of the
 *    expansions since the last one, so that reads come about TIME_CHECK_NS apart (between 1
 *    and TIME_CHECK_MAX expansions; it at most doubles at a read). A read that follows no
 *    expansion (the first) measures none and leaves the interval as it is. The time is the
 *    run's (ns spent in start/step calls), so the interval is measured right when a run is
 *    stepped in many calls. */
#define TIME_CHECK_NS 100000u  /* 0.1 ms */
#define TIME_CHECK_MAX 4096u

/* The clock read is cold (with built-in code only, one every ~0.1 ms): compilers then move its
 * call out of the hot path of p8__visit, below. */
#if defined(__GNUC__) || defined(__clang__)
#  define COLD __attribute__((cold))
#else
#  define COLD
#endif

int p8__search_fail(p8_search *s, int code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->errmsg, sizeof s->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

int p8__alloc_failed(p8_search *s, int rc) {
    if (rc == P8_ELIMIT && s->mem.limit_hit)
        return p8__search_fail(s, P8_ELIMIT, "memory limit of %llu bytes reached",
                               (unsigned long long)s->limit[P8_LIMIT_MEMORY_BYTES]);
    if (rc == P8_ELIMIT)
        return p8__search_fail(s, P8_ELIMIT, "the search holds 2^32 nodes, the most it can");
    return p8__search_fail(s, P8_ENOMEM, "out of memory after %llu expansions",
                           (unsigned long long)s->stat[P8_STAT_EXPANDED]);
}

/* wg*g + wh*h in 64 bits, saturating instead of wrapping. */
uint64_t p8__key_of(const p8_search *s, uint32_t g, uint32_t h) {
    uint64_t a = s->wg * g, b = s->wh * h;
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* ---- Events ---------------------------------------------------------------------------------- */

int p8__emit(p8_search *s, int event, const uint8_t t[9], const uint64_t *f) {
    if ((s->emask >> event) & 1u) {
        int stop;
        memcpy(s->ev, f, sizeof s->ev);
        s->ev_on = 1;
        stop = s->efn(event, t, (unsigned)f[P8_NODE_G], (unsigned)f[P8_NODE_H], s->eud);
        s->ev_on = 0;
        if (stop && event != P8_EVENT_GOAL) P8__ATOMIC_STORE(&s->cancel, 1);
    }
    return p8__canceled(s);
}

uint64_t p8__node_id(const p8_search *s, const p8__side *d, uint32_t index) {
    if (index == UINT32_MAX) return P8_NODE_NONE;
    if (index >= d->nodes.count) return s->next_id;
    return d->nodes.keep_ids ? d->nodes.id[index] : d->id_base + index;
}

/* Report `event` for a node of d (index, or UINT32_MAX when the node is not kept; its parent's
 * index, or UINT32_MAX for a root; the move that made it). 1 if the run must stop. */
static int emit_selected(p8_search *s, int event, const uint8_t t[9], const p8__side *d,
                         uint32_t index, uint32_t parent, unsigned move, uint32_t g, uint32_t h) {
    {
        uint64_t f[P8_NODE_FIELDS];
        f[P8_NODE_ID] = p8__node_id(s, d, index);
        f[P8_NODE_PARENT] = p8__node_id(s, d, parent);
        f[P8_NODE_MOVE] = move;
        f[P8_NODE_G] = g;
        f[P8_NODE_H] = h;
        f[P8_NODE_KEY] = p8__key_of(s, g, h);
        f[P8_NODE_SIDE] = (uint64_t)(d - s->side);
        f[P8_NODE_BOUND] = s->bound;
        return p8__emit(s, event, t, f);
    }
}
static inline int emit(p8_search *s, int event, const uint8_t t[9], const p8__side *d,
                       uint32_t index, uint32_t parent, unsigned move, uint32_t g, uint32_t h) {
    if ((s->emask >> event) & 1u) return emit_selected(s, event, t, d, index, parent, move, g, h);
    return p8__canceled(s);
}

int p8_search_event_node(const p8_search *s, uint64_t *out, size_t n) {
    if (!s || (!out && n) || !s->ev_on) return P8_EINVAL;
    if (n > P8_NODE_FIELDS) n = P8_NODE_FIELDS;
    if (n) memcpy(out, s->ev, n * sizeof *out);
    return P8_NODE_FIELDS;
}

/* Read the clock for the time limit and adapt the interval to the next read; 1 if the limit
 * is reached. */
static int time_is_up(p8_search *s, uint64_t max_ms) {
    const uint64_t run = s->stat[P8_STAT_ELAPSED_NS] + (p8__now_ns() - s->call_t0);
    const uint64_t since = run - s->tlast, n = s->stat[P8_STAT_EXPANDED] - s->texp;
    s->tlast = run;
    s->texp = s->stat[P8_STAT_EXPANDED];
    if (!s->tcaller && n) { /* n expansions took `since` ns: aim at TIME_CHECK_NS */
        uint64_t every = since ? n * TIME_CHECK_NS / since : TIME_CHECK_MAX;
        if (every > 2 * (uint64_t)s->tevery) every = 2 * (uint64_t)s->tevery;
        s->tevery = every > TIME_CHECK_MAX ? TIME_CHECK_MAX : every ? (uint32_t)every : 1;
    }
    s->tnext = s->tevery;
    return run / 1000000u >= max_ms;
}

COLD int p8__time_read(p8_search *s) {
    const uint64_t max_ms = s->limit[P8_LIMIT_TIME_MS];
    if (time_is_up(s, max_ms))
        return p8__search_fail(s, P8_ELIMIT, "time limit of %llu ms reached",
                               (unsigned long long)max_ms);
    return P8_AGAIN;
}

int p8__found(p8_search *s, p8__side *d, uint32_t index, const uint8_t t[9]) {
    const p8__node *nd = &d->nodes.node[index];
    d->found = index;
    s->solved_side = (int)(d - s->side);
    /* the run ends solved whatever the callback returns */
    (void)emit(s, P8_EVENT_GOAL, t, d, index, index ? nd->parent : UINT32_MAX,
               index ? P8__NODE_MOVE(nd->gm) : P8__NO_MOVE, P8__NODE_G(nd->gm), nd->h);
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
    int table;       /* keep the table of seen states (the root goes in too) */
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

static const policy policies[P8__N_DUP] = {
    /* NONE   */ { 0, 0, NULL },
    /* PARENT */ { 1, 0, NULL },
    /* PATH   */ { 1, 0, on_path },
    /* GRAPH  */ { 1, 1, in_table },
};

/* ---- The expansion ------------------------------------------------------------------------- */

/* The step is compiled once per duplicate policy (expanders[], below) with the policy a
 * constant, so that its check is inlined: one body, no branch on the policy inside it. */
/* Unoptimised builds (-O0: the coverage build) keep one out-of-line body, so that gcov counts
 * each branch once rather than once per policy's copy. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#  define ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#  define ALWAYS_INLINE inline
#endif

/* h of a successor whose tile `tile` moved from cell `from` to cell `to` (t: its tiles; ph: its
 * parent's h): a built-in's incremental form when it has one, else a call. */
typedef struct step_of {
    uint32_t ph;
    unsigned tile, from, to;
} step_of;
#define SUCCESSOR_H(d, t, st)                                                                 \
    ((d)->heur.delta_manhattan                                                                \
         ? (st)->ph - (d)->heur.manhattan[(st)->tile][(st)->from] +                           \
               (d)->heur.manhattan[(st)->tile][(st)->to]                                      \
     : (d)->heur.delta                                                                        \
         ? (d)->heur.delta(&(d)->heur, (t), (st)->ph, (st)->tile, (st)->from, (st)->to)       \
         : (d)->heur.fn((t), (d)->target, (d)->heur.user_data))

/* A discarded successor: counted, and reported when the events ask for it. */
static int duplicate(p8_search *s, p8__side *d, const uint8_t t[9], uint32_t parent, unsigned move,
                     uint32_t g, const step_of *st) {
    s->stat[P8_STAT_DUPLICATES]++;
    if (s->emask & (P8_EVENT_BIT(P8_EVENT_GENERATE) | P8_EVENT_BIT(P8_EVENT_DUPLICATE))) {
        uint32_t h = SUCCESSOR_H(d, t, st);
        if (p8__canceled(s) || emit(s, P8_EVENT_GENERATE, t, d, UINT32_MAX, parent, move, g, h) ||
            emit(s, P8_EVENT_DUPLICATE, t, d, UINT32_MAX, parent, move, g, h))
            return P8_ECANCELED;
    }
    return P8_AGAIN;
}

/* One generated successor. P8_AGAIN to go on, P8_OK when it ends the run solved, or an error. */
static ALWAYS_INLINE int generate(p8_search *s, p8__side *d, const policy *pol, uint32_t key,
                                  unsigned move,
                    const uint8_t t[9], uint32_t parent, uint32_t g, const step_of *st) {
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
    if (f > s->key_bound) { /* IDA*: beyond this pass's bound, the next bound may be f */
        s->bound_cut = 1;
        if (f < s->next_key) s->next_key = f;
        return p8__canceled(s) || emit(s, P8_EVENT_GENERATE, t, d, UINT32_MAX, parent, move, g, h)
                   ? P8_ECANCELED : P8_AGAIN;
    }
    if (p8__canceled(s) || emit(s, P8_EVENT_GENERATE, t, d, d->nodes.count, parent, move, g, h))
        return P8_ECANCELED;
    rc = p8__nodes_push(&d->nodes, &s->mem, key, parent, g | (uint32_t)move << P8__MOVE_SHIFT, h,
                        s->next_id, &index);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    s->next_id++;
    if (w.table) p8__nodes_set(&d->nodes, w.slot, index);
    if (w.old != UINT32_MAX) d->nodes.node[w.old].gm |= P8__STALE_BIT;
    if (d->test_at_generation && key == d->target_key) return p8__found(s, d, index, t);
    if (d->gen_test && d->gen_test(s, d, index)) return p8__found(s, d, index, t);
    return p8__push_key(s, d, index, f);
}

/* THE expansion: node `index` of d, every successor the policy allows. */
static ALWAYS_INLINE int expand(p8_search *s, p8__side *d, uint32_t index, const policy *pol) {
    p8__node nd = d->nodes.node[index];
    uint64_t tiles = p8__key_expand(nd.key);
    uint32_t g = P8__NODE_G(nd.gm);
    unsigned move = index ? P8__NODE_MOVE(nd.gm) : P8__NO_MOVE;
    unsigned undo = pol->skip_undo && index ? P8__INVERSE_MOVE(move) : P8__NO_MOVE;
    unsigned b;
    uint8_t t[9];
    step_of st;
    int m;
    if (g == P8__G_MAX)
        return p8__search_fail(s, P8_ELIMIT, "a path reached depth %lu, the deepest a node can be",
                               (unsigned long)P8__G_MAX);
    d->nodes.node[index].gm |= P8__CLOSED_BIT;
    s->stat[P8_STAT_EXPANDED]++;
    /* t: the tiles as an array, for events and heuristics that read it (the successors' are made
     * in place below: written always, read only when needed) */
    if (d->needs_tiles) p8__unpack(tiles, t);
    b = p8__blank_cell(tiles);
    st.ph = nd.h;
    st.to = b;
    if (emit(s, P8_EVENT_EXPAND, t, d, index, index ? nd.parent : UINT32_MAX, move, g, nd.h))
        return P8_ECANCELED;
    for (m = 0; m < 4; m++) {
        int to = p8__move_target[b][m];
        uint64_t tile, child;
        int rc;
        if (to < 0 || (unsigned)m == undo) continue;
        tile = (tiles >> (4 * to)) & 15;
        child = tiles ^ (tile << (4 * to)) ^ (tile << (4 * b));
        t[b] = (uint8_t)tile;
        t[to] = 0;
        st.tile = (unsigned)tile;
        st.from = (unsigned)to;
        rc = generate(s, d, pol, (uint32_t)child, (unsigned)m, t, index, g + 1, &st);
        t[to] = (uint8_t)tile;
        t[b] = 0;
        if (rc != P8_AGAIN) return rc;
    }
    return P8_AGAIN;
}

static int expand_none(p8_search *s, p8__side *d, uint32_t index) {
    return expand(s, d, index, &policies[P8_DUP_NONE]);
}
static int expand_parent(p8_search *s, p8__side *d, uint32_t index) {
    return expand(s, d, index, &policies[P8_DUP_PARENT]);
}
static int expand_path(p8_search *s, p8__side *d, uint32_t index) {
    return expand(s, d, index, &policies[P8_DUP_PATH]);
}
static int expand_graph(p8_search *s, p8__side *d, uint32_t index) {
    return expand(s, d, index, &policies[P8_DUP_GRAPH]);
}
static int (*const expanders[P8__N_DUP])(p8_search *, p8__side *, uint32_t) = {
    expand_none, expand_parent, expand_path, expand_graph
};

int p8__visit(p8_search *s, p8__side *d, uint32_t index) {
    const uint64_t max_exp = s->limit[P8_LIMIT_EXPANSIONS];
    p8__node nd = d->nodes.node[index];
    int rc;
    if (nd.gm & P8__STALE_BIT) return P8_AGAIN;
    if (nd.key == d->target_key) return p8__found(s, d, index, d->target);
    if (P8__NODE_G(nd.gm) >= s->pass_depth) { /* at the depth limit, or the pass's depth bound */
        if (P8__NODE_G(nd.gm) >= s->limit[P8_LIMIT_DEPTH]) s->cutoff = 1;
        else s->bound_cut = 1;
        return P8_AGAIN;
    }
    /* The limits stop the run before the (limit+1)-th expansion, after the goal test. */
    if (s->stat[P8_STAT_EXPANDED] >= max_exp)
        return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                               (unsigned long long)max_exp);
    rc = p8__time_check(s);
    if (rc != P8_AGAIN) return rc;
    rc = expanders[s->dup](s, d, index);
    if (rc == P8_ECANCELED) return p8__search_fail(s, rc, "the run was canceled");
    return rc;
}

/* What a depth limit rules out. At limit 0 only the start was goal-tested (and it is not the
 * goal): no solution of 0 moves, whatever the configuration. Beyond, a caller's frontier may
 * have dropped entries (a beam), and graph search without reopening may have closed a state
 * first reached by a longer path: a solution within the limit is then not ruled out. */
int p8__exhausted(p8_search *s) {
    const unsigned long long max_depth = (unsigned long long)s->limit[P8_LIMIT_DEPTH];
    if (s->cutoff && max_depth > 0 && !s->kind)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off; the "
                               "frontier is the caller's, which may drop entries (a beam "
                               "does), so the search may not be complete: a solution of at "
                               "most %llu moves may exist", max_depth, max_depth);
    if (s->cutoff && max_depth > 0 && s->dup == P8_DUP_GRAPH && !s->reopen)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off; graph "
                               "search without reopening can miss a solution within the "
                               "limit: turn reopening on (or use the path policy) to find it",
                               max_depth);
    if (s->cutoff)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off: no "
                               "solution of at most %llu moves exists", max_depth, max_depth);
    if (s->dropped)
        return p8__search_fail(s, P8_ENOTFOUND, "the frontier ran empty after %llu expansions, "
                               "having dropped %llu entries (the caller's frontier drops entries, "
                               "as a beam does): the search was not complete, a solution may "
                               "exist", (unsigned long long)s->stat[P8_STAT_EXPANDED],
                               (unsigned long long)s->dropped);
    return p8__search_fail(s, P8_ENOTFOUND, "the frontier ran empty after %llu expansions",
                           (unsigned long long)s->stat[P8_STAT_EXPANDED]);
}
