/* SPDX-License-Identifier: MIT */
/* search_internal.h - the p8_search object and the layers of a run. Private.
 *
 * A run flows down these layers, never back up:
 *   search.c          the object and its configuration: presets, setters, names, p8_solve;
 *   search_run.c      a run's lifecycle: start/step/run/take, begin/end/release, the deferred
 *                     free, elapsed time; it calls the run's driver;
 *   driver_*.c        the drivers, one a file: how passes and sides are arranged around the
 *                     step (once, deepening, bidirectional, random walk);
 *   search_expand.c   THE expansion step: visit a node taken from a frontier (stale, goal,
 *                     limits), expand it, generate its successors under the duplicate policy,
 *                     push them; also the run's failures and events;
 *   nodes.c, frontier*.c, result.c   storage (nodes_internal.h, frontier_internal.h) and the
 *                     result; the heuristics are the board layer's (board/heuristic.c).
 */
#ifndef P8_SEARCH_INTERNAL_H
#define P8_SEARCH_INTERNAL_H

#include "../p8_internal.h"
#include "frontier_internal.h"
#include "nodes_internal.h"
#include "result_path.h"

enum { P8__IDLE = 0, P8__RUNNING = 1, P8__ENDED = 2 };
enum { P8__RING_FIFO = 1, P8__RING_LIFO = 2 };
#define P8__N_LIMITS 4
#define P8__N_STATS 9
#define P8__N_DUP 4

/* One direction of a search: its nodes, its frontier and what it searches for. A bidirectional
 * run has two; every other run uses side[0]. */
typedef struct p8__side {
    p8__nodes nodes;
    p8__frontier store;          /* a built-in frontier's storage */
    /* the frontier as the loop calls it (a built-in's functions, or the caller's) */
    int (*push)(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *user_data);
    int (*pop)(uint32_t *node, void *user_data);
    uint64_t (*size)(void *user_data);
    void (*clear)(void *user_data);
    void *fud;
    int test_at_generation;      /* the frontier's: goal-test successors when generated */
    int trusted;                 /* a built-in frontier: its answers need no checking */
    int ring;                    /* the built-in FIFO (P8__RING_FIFO) or LIFO (P8__RING_LIFO):
                                    pushed and popped inline, else 0: through push/pop */
    int reclaims;                /* drop finished nodes when popping (depth-first tree search) */
    /* a test at generation (NULL: none): 1 if the node just made ends the run */
    int (*gen_test)(struct p8_search *s, struct p8__side *d, uint32_t index);
    uint64_t live;               /* entries pushed and not yet popped */
    uint64_t id_base;            /* public id of node 0 when nodes.id is NULL */
    uint8_t target[9];           /* what this side searches for */
    uint32_t target_key;
    p8__heuristic heur;          /* h towards target (a built-in's incremental form: heur.delta) */
    int needs_tiles;             /* the step needs a node's tiles as an array (events, or an h
                                    that reads them); else it works on the packed tiles only */
    uint32_t found;              /* the node that ended the run, or UINT32_MAX */
    uint32_t depth;              /* bidirectional: the depth of the layer being expanded */
} p8__side;

struct p8_search;
typedef struct p8__driver {
    const char *name;
    /* After the run's common setup: make the roots. P8_AGAIN to go on, P8_OK if already solved,
     * or an error status (errmsg set). */
    int (*begin)(struct p8_search *s);
    /* Run until the run ends (its status) or `budget` expansions (0: none) were made (P8_AGAIN). */
    int (*advance)(struct p8_search *s, uint64_t budget);
    /* The result of an ended run. P8_OK or P8_ENOMEM. */
    int (*result)(struct p8_search *s, p8_result **out);
} p8__driver;

extern const p8__driver p8__driver_once, p8__driver_deepen_depth, p8__driver_deepen_f,
    p8__driver_bidirectional, p8__driver_random_walk;

struct p8_search {
    p8__mem mem;
    /* configuration: what an algorithm is */
    const p8__frontier_kind *kind;   /* the built-in frontier, or NULL for the caller's: */
    p8_frontier_push_fn fpush;
    p8_frontier_pop_fn fpop;
    p8_frontier_size_fn fsize;
    p8_frontier_clear_fn fclear;
    void *fud;
    uint64_t wg, wh;
    int dup, reopen;                 /* duplicate policy P8_DUP_*, reopening (graph) */
    int builtin;                     /* P8_H_*, or -1 for the caller's fn */
    p8_heuristic_fn hfn;
    void *hud;
    uint64_t limit[P8__N_LIMITS];
    int driver;                      /* P8_DRIVER_* */
    uint64_t seed;
    p8_event_fn efn;
    unsigned emask;
    void *eud;
    /* the run */
    const p8__driver *drv;
    int phase, status;
    int in_call;                 /* inside start/step: reentry is P8_EBUSY */
    int cancel;                  /* P8__ATOMIC_*: p8_search_cancel may come from any thread */
    int free_requested, cutoff;
    int held;                    /* an outer call holds the search (p8__search_hold): a free
                                    waits for its p8__search_release */
    /* the time limit (search_expand.c): checks between clock reads, and until the next; the
     * run's time (ns spent in it) at the last read (its expansions then: texp, below) */
    uint32_t tevery, tnext;
    uint64_t tlast;
    uint8_t start[9], goal[9];
    p8__side side[2];
    int solved_side;             /* the side whose `found` ended the run solved, or -1 */
    uint64_t live;               /* frontier entries of all sides */
    uint64_t dropped;            /* entries a caller's frontier dropped this run (a beam) */
    uint64_t next_id;            /* the public id of the next node made */
    /* bounds (the deepening drivers): a node is not expanded at depth pass_depth (the depth
     * limit, or the pass's depth bound if smaller); a successor with key above key_bound is not
     * kept, and the smallest such key is next_key */
    uint64_t pass_depth, key_bound, next_key;
    uint64_t bound;              /* the pass's bound, P8_NODE_NONE when not deepening */
    int bound_cut;               /* the pass cut a node off at its bound */
    int layer_side;              /* bidirectional: the side whose layer is expanded, or -1 */
    uint64_t layer_left;         /* bidirectional: entries of that layer still to expand */
    /* the random walk: its moves (2 bits each), state and generator */
    uint8_t *walk;
    size_t walk_cap;
    uint64_t walk_len, walk_state, rng;
    int walk_blank, walk_last;
    /* the event being reported, for p8_search_event_node */
    uint64_t ev[P8_NODE_FIELDS];
    int ev_on;
    uint64_t stat[P8__N_STATS];
    uint64_t call_t0;            /* when the current start/step call began */
    uint64_t texp;               /* time limit: the run's expansions at the last clock read */
    int tcaller;                 /* time limit: the caller's code runs in the loop (heuristic,
                                    events, frontier, allocator): the clock is read at every check */
    char errmsg[256];
};

/* ---- search_run.c: the lifecycle ---------------------------------------------------------- */
/* Release the run's buffers (nodes, frontiers); the configuration stays. */
void p8__run_release(p8_search *s);

/* An outer library call that wraps a run (the view's p8_trace_run and p8_tree_run) holds the
 * search from before it touches the search until after its last touch: a p8_search_free meanwhile
 * (from any callback, the outer call's own included) is deferred to p8__search_release, not to
 * the end of the inner run/start/step call (which still returns P8_ECANCELED, run: no result).
 * p8__search_release performs it and returns 1 (the search is gone), else 0. Holds nest. */
void p8__search_hold(p8_search *s);
int p8__search_release(p8_search *s);

/* ---- search_expand.c: the step, failures and events -------------------------------------- */
/* Record an error message (printf-style) and return code. */
int p8__search_fail(p8_search *s, int code, const char *fmt, ...);
/* The status and message of an allocation failure inside the run (P8_ENOMEM or P8_ELIMIT). */
int p8__alloc_failed(p8_search *s, int rc);
/* 1 if the run was asked to stop. */
static inline int p8__canceled(const p8_search *s) {
    return P8__ATOMIC_LOAD(&s->cancel) != 0;
}
/* Set up side d to search from `from` towards `target` with the configured frontier and
 * heuristic; its node arena and frontier are empty. */
void p8__side_open(p8_search *s, p8__side *d, const uint8_t from[9], const uint8_t target[9]);
/* Make d's root (node 0) from `from`, with its h. P8_AGAIN, or an error status. */
int p8__side_root(p8_search *s, p8__side *d, const uint8_t from[9]);
/* Push node `index` of d. P8_AGAIN, or an error status. */
int p8__push(p8_search *s, p8__side *d, uint32_t index);
/* The same with the node's key wg*g + wh*h already computed: a caller's frontier's answer is
 * checked (p8__push_checked), a built-in's failure can only be an allocation's. */
int p8__push_checked(p8_search *s, p8__side *d, uint32_t index, uint64_t key);
static inline int p8__push_key(p8_search *s, p8__side *d, uint32_t index, uint64_t key) {
    const p8__node *nd = &d->nodes.node[index];
    int rc;
    if (!d->trusted) return p8__push_checked(s, d, index, key);
    rc = d->ring ? p8__ring_push(&d->store, index)
                 : d->push(index, key, P8__NODE_G(nd->gm), nd->h, d->fud);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    d->live++;
    if (++s->live > s->stat[P8_STAT_MAX_FRONTIER]) s->stat[P8_STAT_MAX_FRONTIER] = s->live;
    return P8_AGAIN;
}
/* Start a new pass on side d: empty its nodes, table and frontier, make its root again. P8_AGAIN
 * or an error status. */
int p8__side_restart(p8_search *s, p8__side *d, const uint8_t from[9]);
/* Report `event` with the node fields f (P8_NODE_FIELDS of them) if it is selected; 1 if the run
 * must stop. */
int p8__emit(p8_search *s, int event, const uint8_t t[9], const uint64_t *f);
/* The public id of node `index` of d; P8_NODE_NONE for UINT32_MAX, the next id for the index
 * the next node will get. */
uint64_t p8__node_id(const p8_search *s, const p8__side *d, uint32_t index);
/* The time limit check before an expansion (and, when the caller's code is in play, before a
 * pop of the caller's frontier and before a new pass): P8_AGAIN, or P8_ELIMIT when the time is
 * up. The clock is read every s->tevery checks. */
int p8__time_read(p8_search *s);
static inline int p8__time_check(p8_search *s) {
    if (s->limit[P8_LIMIT_TIME_MS] == P8_LIMIT_NONE || --s->tnext) return P8_AGAIN;
    return p8__time_read(s);
}
/* wg*g + wh*h, saturating. */
uint64_t p8__key_of(const p8_search *s, uint32_t g, uint32_t h);
/* Take the next entry of d's frontier into *index: 1, 0 when empty, or an error status (a
 * caller's frontier's answers are checked against the contract; a built-in's need no check;
 * before a caller's pop, the time limit is checked: P8_ELIMIT when it is reached). */
int p8__pop_checked(p8_search *s, p8__side *d, uint32_t *index);
static inline int p8__pop(p8_search *s, p8__side *d, uint32_t *index) {
    int got;
    if (!d->trusted) return p8__pop_checked(s, d, index);
    if (d->ring == P8__RING_LIFO) got = p8__ring_pop_back(&d->store, index);
    else if (d->ring == P8__RING_FIFO) got = p8__ring_pop_front(&d->store, index);
    else got = d->pop(index, d->fud);
    if (!got) {
        s->live -= d->live;
        d->live = 0;
        return 0;
    }
    d->live--;
    s->live--;
    d->nodes.node[*index].gm |= P8__POPPED_BIT;
    /* LIFO: every node made after this one was popped, and its subtree is finished */
    if (d->reclaims) d->nodes.count = *index + 1;
    return 1;
}
/* Check each side's frontier size against the entries pushed and not popped: more is a lie
 * (P8_EFRONTIER), fewer means entries were dropped (a beam). P8_AGAIN, or P8_EFRONTIER. */
int p8__frontier_audit(p8_search *s);
/* Visit node `index` just taken from d's frontier: skip it if stale, goal-test it, apply the
 * limits, expand it. P8_AGAIN to go on, P8_OK when solved, or an error status. */
int p8__visit(p8_search *s, p8__side *d, uint32_t index);
/* Node `index` of d ends the run solved (t: its tiles). P8_OK. */
int p8__found(p8_search *s, p8__side *d, uint32_t index, const uint8_t t[9]);
/* The status of a run whose frontier ran empty: the depth limit's, or P8_ENOTFOUND. */
int p8__exhausted(p8_search *s);

/* ---- result.c ------------------------------------------------------------------------------ */
/* A result for the ended run of s, with room for `length` moves when solved (set them with
 * p8__result_set_move or p8__result_set_chain, then p8__result_seal). P8_OK or P8_ENOMEM. */
int p8__result_alloc(const p8_search *s, int solved, size_t length, p8_result **out);
void p8__result_set_move(p8_result *r, size_t i, unsigned move);
/* Set moves from the chain of parents ending at node `index` of n: forward (the moves from the
 * root to the node, ending at move `last`), or backward (the inverses of the chain's moves, in
 * chain order, starting at move `first`: the way back to the root of a backward search). */
void p8__result_set_chain(p8_result *r, size_t last_or_first, const p8__nodes *n, uint32_t index,
                          int backward);
/* The moves' packed storage: 4 a byte, move i in bits 2*(i%4) of byte i/4. */
uint8_t *p8__result_packed(p8_result *r);
/* Compute the states along the path from `start` (every move must be legal). */
void p8__result_seal(p8_result *r, const uint8_t start[9]);
/* The usual result: the path to side d's found node (none if not solved). */
int p8__result_of_side(const p8_search *s, const p8__side *d, p8_result **out);

#endif
