/* SPDX-License-Identifier: MIT */
/* search.h - the p8_search object and the rooms of the search. Private; the view sees a search
 * only through inspect.h, the space only through result_path.h.
 *
 * The rooms, top to bottom; each calls only rooms below it (test/layers_test.sh checks it from
 * the objects' symbols):
 *   compare.c     the rows of the comparison table (public setters only);
 *   object.c      the object and its configuration: presets, setters, p8_solve, what a run
 *                 uses; inspect.c: what a search shows (the event's node, the frontier
 *                 snapshot, the configuration for traces);
 *   run.c         a run's lifecycle: start/step/run/take, begin/end/release, the deferred free,
 *                 elapsed time, a run observed by the view; the table of drivers;
 *   driver_*.c    the drivers, one a file: how passes and sides are arranged around the step,
 *                 each with the state it owns (a p8__driver);
 *   step.c        THE step: visit a node taken from a frontier (stale, goal, limits), expand
 *                 it, generate its successors under the duplicate policy, keep and push them;
 *   events.c      what a run reports (the events, the goal that ends it solved);
 *   policy.c      the duplicate policies, as data;
 *   side.c        a side of a run: its nodes, its frontier and target; the frontier's calls;
 *   fail.c        how runs fail: the error message, allocation failures, the time limit, the
 *                 statuses of an exhausted frontier, a node too deep to expand;
 *   result.c      p8_result;
 *   stack.c       the depth-first stack: a depth-first tree search's frontier while the quiet
 *                 step runs (stack.h);
 *   nodes.c       the node arena and its state index (nodes.h).
 */
#ifndef P8_SEARCH_H
#define P8_SEARCH_H

#include "../board/heuristic.h"
#include "../frontier/frontier.h"
#include "inspect.h"
#include "nodes.h"
#include "result_path.h"
#include "stack.h"

#include <string.h>

/* The step's parts (step.c, and the few here it inlines) are inlined into its bodies;
 * unoptimised (the coverage build), they stay out of line, so that gcov counts each branch once
 * rather than once per copy. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#  define P8__ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#  define P8__ALWAYS_INLINE inline
#endif
/* The step's bodies start on a 64-byte line: where a body's loop falls in the lines otherwise
 * moves with unrelated code before it (IDA* measured 1.7% apart between two such layouts of one
 * body, instruction for instruction the same). */
#if defined(__GNUC__) || defined(__clang__)
#  define P8__LINE_ALIGNED __attribute__((aligned(64)))
#else
#  define P8__LINE_ALIGNED
#endif

enum { P8__IDLE = 0, P8__RUNNING = 1, P8__ENDED = 2 };
#define P8__N_LIMITS 4
#define P8__N_STATS 9

struct p8_search;

/* The configuration's table (catalog.c): a named value, and an algorithm's preset. */
typedef struct p8__named {
    const char *name, *aliases, *title, *label, *summary;
} p8__named;
typedef struct p8__preset {
    int frontier;
    unsigned wg, wh;
    int dup, reopen, heuristic, driver;
} p8__preset;
typedef struct p8__algorithm {
    p8__named e;
    p8__preset preset;
    int optimal, memory; /* optimal with the preset's heuristic; P8_MEMORY_* */
} p8__algorithm;
extern const p8__algorithm p8__algorithms[P8__N_ALGORITHMS];

/* A path kept as its moves, 2 bits each (move i in bits 2*(i%4) of byte i/4, as p8_result
 * keeps them): the storage of a side that picks (p8__side.path). */
typedef struct p8__path {
    uint8_t *moves;              /* bytes beyond the path's are 0 */
    size_t cap;                  /* bytes */
    uint64_t len;                /* moves */
} p8__path;

/* One direction of a search: its nodes, its frontier and what it searches for. A bidirectional
 * run has two; every other run uses side[0]. */
typedef struct p8__side {
    p8__nodes nodes;
    p8__frontier store;          /* a built-in frontier's storage */
    p8__stack stack;             /* a LIFO's entries while the quiet step runs (stack.h) */
    /* the frontier as the step calls it: a built-in's functions, or the caller's */
    int (*push)(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *user_data);
    int (*pop)(uint32_t *node, void *user_data);
    int (*take)(uint32_t *node, uint32_t *h, void *user_data); /* a built-in's pop with h */
    uint64_t (*size)(void *user_data);
    void (*clear)(void *user_data);
    void *fud;
    int test_at_generation;      /* the frontier's: goal-test successors when generated */
    int trusted;                 /* a built-in frontier: its answers need no checking */
    p8__frontier *ring;          /* a ring (the kind's ring, as data): pushed and taken inline,
                                    from the back when ring_back; else NULL: through push/take */
    size_t ring_back;
    int reclaims;                /* drop finished nodes when popping (depth-first tree search) */
    /* The other side of a bidirectional run (NULL: none): a new node whose state is in that
     * side's table ends the run solved, the sides having met (that side's node for the state
     * is then its `found`), and is not pushed. */
    struct p8__side *meet;
    /* A side that picks (the walk: a random frontier of width 1): only one successor, chosen at
     * random with the generator *pick, is generated, and it is the next node visited. Such a side
     * has no frontier and keeps a chain, not a tree: its path as moves (*path), its last node
     * (node 1, or the root, node 0) and node 0 standing for that node's parent (only its id,
     * id_base, is ever read). NULL: every successor, a frontier and nodes. */
    uint64_t *pick;
    p8__path *path;
    int next_full;               /* the chain's next node is ready (its h: next_h) */
    uint32_t next_h;
    uint64_t live;               /* a caller's frontier: entries pushed and not yet popped (a
                                    built-in's count is its own: p8__side_live) */
    uint64_t id_base;            /* public id of node 0 when the ids are not kept */
    uint8_t target[9];           /* what this side searches for */
    uint32_t target_key;
    p8__heuristic heur;          /* h towards target (a built-in's incremental form: heur.delta) */
    unsigned flags;              /* the step's view of the side (step.c): worked out at its
                                    first call of a run, 0 until then; and its body for one
                                    visit (p8__visit), NULL until then */
    int (*visit_body)(struct p8_search *s, struct p8__side *d, uint64_t stop_at, int once,
                      uint32_t index, uint32_t h);
    uint32_t found;              /* the node that ended the run, or UINT32_MAX */
    uint32_t depth;              /* bidirectional: the depth of the layer being expanded */
} p8__side;

/* ------------------------------------------------------------------------------------------
 * A driver: how passes and sides are arranged around the step. Each is a const p8__driver in
 * a driver_*.c of its own, listed in run.c's table under its P8_DRIVER_* number; what a driver
 * keeps between calls is its own state (p8__driver_state), which its release hook frees. The
 * `uses` flags say what of the configuration its runs use, so that nothing asks which driver a
 * search has. docs/architecture.md tells how to add one.
 * ---------------------------------------------------------------------------------------- */
#define P8__USES_FRONTIER 1u     /* takes its nodes from the configured frontier (else: none) */
#define P8__USES_KEY_ORDER 2u    /* the frontier's order by the key shapes its runs */
#define P8__USES_KEY_BOUND 4u    /* bounds its passes on the key: the weights always matter */
#define P8__USES_DEPTH_BOUND 8u  /* bounds its passes on depth (events' P8_NODE_BOUND is one) */
#define P8__USES_NODE_BUDGET 16u /* holds at most the node budget's nodes (SMA*) */

typedef struct p8__driver {
    unsigned uses;               /* P8__USES_* */
    /* After the run's common setup: make the roots. P8_AGAIN to go on, P8_OK if already solved,
     * or an error status (errmsg set). */
    int (*begin)(struct p8_search *s);
    /* Run until the run ends (its status) or `budget` expansions (0: none) were made (P8_AGAIN). */
    int (*advance)(struct p8_search *s, uint64_t budget);
    /* The result of an ended run. P8_OK or P8_ENOMEM. */
    int (*result)(struct p8_search *s, p8_result **out);
    /* Free what the driver's state holds (NULL: it holds nothing). Called when a run's buffers
     * go, whatever state the run is in (even a begin that failed half way). */
    void (*release)(struct p8_search *s);
} p8__driver;

extern const p8__driver p8__driver_once, p8__driver_deepen_depth, p8__driver_deepen_f,
    p8__driver_bidirectional, p8__driver_random_walk, p8__driver_rbfs, p8__driver_smastar;

/* The driver's own state: room for any driver's struct, which it reaches with
 * P8__DRIVER_STATE(s, type) (a type larger than the room does not compile). Zeroed before
 * each begin. */
#define P8__DRIVER_STATE_WORDS 8
typedef union p8__driver_state {
    uint64_t u[P8__DRIVER_STATE_WORDS];
    void *p;
} p8__driver_state;
#define P8__DRIVER_STATE(s, type)                                                              \
    ((type *)(void *)((s)->ds.u +                                                              \
                      0 * sizeof(char[sizeof(type) <= sizeof(p8__driver_state) ? 1 : -1])))

/* The bounds of the pass in progress, set by the driver and read by the step: a node is not
 * expanded at depth `depth` (the depth limit, or the pass's depth bound if smaller); a
 * successor with key above key_bound is not kept, and the smallest such key is next_key. */
typedef struct p8__pass {
    uint64_t depth, key_bound, next_key;
    uint64_t bound;              /* the pass's bound (events: P8_NODE_BOUND), P8_NODE_NONE when
                                    not deepening */
    int cut;                     /* the pass cut a node off at its bound */
} p8__pass;

struct p8_search {
    p8__mem mem;
    p8__mem_cache mem_cache;         /* mem's: the large blocks of the last run, for the next */
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
    uint64_t node_budget;            /* SMA*'s (p8_search_set_node_budget) */
    p8_event_fn efn;
    unsigned emask;
    void *eud;
    /* the run */
    const p8__driver *drv;
    p8__driver_state ds;
    int phase, status;
    int in_call;                 /* inside start/step: reentry is P8_EBUSY */
    int cancel;                  /* P8__ATOMIC_*: p8_search_cancel may come from any thread */
    int free_requested, cutoff;
    int held;                    /* outer calls holding the search (p8__search_hold, inspect.h):
                                    a free waits for the last p8__search_release */
    /* the events: those reported (the caller's mask, or all for an observer), the observer
     * (inspect.h: called first, for every event) */
    unsigned ev_mask;
    p8__observer_fn obs;
    void *obs_ud;
    /* the time limit (fail.c): checks between clock reads, and until the next; the run's time
     * (ns spent in it) at the last read, and its expansions then */
    uint32_t tevery, tnext;
    uint64_t tlast, texp;
    int tcaller;                 /* the caller's code runs in the loop (heuristic, events,
                                    frontier, allocator): the clock is read at every check */
    uint64_t call_t0;            /* when the current start/step call began */
    uint8_t start[9], goal[9];
    p8__side side[2];
    int solved_side;             /* the side whose `found` ended the run solved, or -1 */
    uint64_t next_id;            /* the public id of the next node made */
    uint64_t dropped;            /* entries a caller's frontier dropped this run (a beam) */
    p8__pass pass;
    /* the event being reported, for p8_search_event_node */
    uint64_t ev[P8_NODE_FIELDS];
    int ev_on;
    uint64_t stat[P8__N_STATS];
    char errmsg[256];
};

/* The table duplicate policy `dup` (P8_DUP_*) keeps: 0 none; 1 every state generated, with its
 * cheapest node (GRAPH, GRAPH_UNDO: the root is recorded too); 2 the states expanded (CLOSED). A
 * policy with a table marks nodes closed and stale, so its nodes are never reclaimed. Here, not
 * in step.c, so that the rooms below the step (side.c, fail.c) may ask; step.c's table of
 * policies says the same (its `table` and `expanding` fields). */
static inline int p8__policy_table(int dup) {
    return dup == P8_DUP_CLOSED ? 2 : dup == P8_DUP_GRAPH || dup == P8_DUP_GRAPH_UNDO;
}

/* a + b, saturating instead of wrapping: a key wg*g + wh*h from its terms (each fits in 64 bits:
 * wg, wh < 2^32, g < 2^27, h < 2^32), and the key itself. */
static inline uint64_t p8__key_add(uint64_t a, uint64_t b) {
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}
static inline uint64_t p8__key_of(const p8_search *s, uint32_t g, uint32_t h) {
    return p8__key_add(s->wg * g, s->wh * h);
}

/* The pass cut off a successor of key `key` at its bound: the least such key is the next bound. */
static P8__ALWAYS_INLINE void p8__pass_cut(p8_search *s, uint64_t key) {
    s->pass.cut = 1;
    if (key < s->pass.next_key) s->pass.next_key = key;
}

/* 1 if the run was asked to stop. */
static inline int p8__canceled(const p8_search *s) {
    return P8__ATOMIC_LOAD(&s->cancel) != 0;
}

/* The public id of node `index` of d; P8_NODE_NONE for UINT32_MAX, the next id for the index
 * the next node will get. */
static inline uint64_t p8__node_id(const p8_search *s, const p8__side *d, uint32_t index) {
    if (index == UINT32_MAX) return P8_NODE_NONE;
    if (index >= d->nodes.count) return s->next_id;
    return d->nodes.keep_ids ? d->nodes.id[index] : d->id_base + index;
}

/* The entries of d's frontier: pushed and not yet popped (none without a frontier). */
static inline uint64_t p8__side_live(const p8__side *d) {
    return d->store.count + d->live; /* one of them is 0: a built-in's store, or a caller's live */
}
/* The entries of all frontiers (P8_STAT_FRONTIER). */
static inline uint64_t p8__frontier_live(const p8_search *s) {
    return p8__side_live(&s->side[0]) + p8__side_live(&s->side[1]);
}
/* The most entries the frontiers held so far (P8_STAT_MAX_FRONTIER, with the entries now). The
 * count of entries only falls at a pop or when a frontier is cleared, so its highest value is
 * reached just before one: p8__note_frontier is called then. */
static inline uint64_t p8__max_frontier(const p8_search *s) {
    const uint64_t live = p8__frontier_live(s);
    return live > s->stat[P8_STAT_MAX_FRONTIER] ? live : s->stat[P8_STAT_MAX_FRONTIER];
}
static inline void p8__note_frontier(p8_search *s) {
    s->stat[P8_STAT_MAX_FRONTIER] = p8__max_frontier(s);
}

/* ---- run.c: the lifecycle -------------------------------------------------------------------- */
/* The driver P8_DRIVER_* `driver` (NULL out of range). */
const p8__driver *p8__driver_of(int driver);
/* Release the run's buffers (the driver's state, nodes, frontiers); the configuration stays. */
void p8__run_release(p8_search *s);
/* Free the search (its run's buffers, then the object). */
void p8__search_destroy(p8_search *s);

/* ---- policy.c: the duplicate policies ----------------------------------------------------- */
/* What a duplicate policy does, as data the step reads: which moves it generates (skip_undo:
 * never the one undoing the node's own), which successors it rejects (check: 1 if the
 * successor `key`, child of node `parent`, is a duplicate, 0 if not, or an error status) and
 * what it does as node `index` is expanded (P8_AGAIN or an error status); NULL: nothing. The
 * graph policies' table of states is the step's own (p8__policy_table). [P8_DUP_*] */
typedef struct p8__policy {
    unsigned skip_undo;
    int (*check)(p8_search *s, p8__side *d, uint32_t key, uint32_t parent);
    int (*expanding)(p8_search *s, p8__side *d, uint32_t index);
} p8__policy;
extern const p8__policy p8__policies[P8__N_DUPLICATES] P8__HIDDEN;

/* ---- step.c: the step ------------------------------------------------------------------ */
/* Visit node `index` of d (its h: h) just taken from d's frontier: skip it if stale, goal-test
 * it, apply the limits, expand it. P8_AGAIN to go on, P8_OK when solved, or an error status. */
int p8__visit(p8_search *s, p8__side *d, uint32_t index, uint32_t h);
/* Take and visit nodes of d until its frontier is empty (P8__EMPTY), the run's expansions reach
 * stop_at (P8_AGAIN; UINT64_MAX: no such stop) or the run ends (its status): the drivers' loop
 * of one side. */
#define P8__EMPTY 2
int p8__drain(p8_search *s, p8__side *d, uint64_t stop_at);

/* ---- events.c: what a run reports ------------------------------------------------------- */
/* Node `index` of d (its h: h; its tiles t, or for p8__found_state the nine cells packed) ends
 * the run solved, and the GOAL event says so. P8_OK. */
int p8__found(p8_search *s, p8__side *d, uint32_t index, uint32_t h, const uint8_t t[9]);
int p8__found_state(p8_search *s, p8__side *d, uint32_t index, uint32_t h, uint64_t tiles);
/* Report `event` for a node of d in state `tiles` (packed): its index (UINT32_MAX when it is
 * not kept), its parent's (UINT32_MAX for a root), the move that made it, g and h. 1 if the run
 * must stop. p8__emit does it when the event is selected, else says whether the run was
 * canceled; p8__emit_successor likewise, but reports nothing more once it is. */
int p8__emit_node(p8_search *s, int event, uint64_t tiles, const p8__side *d, uint32_t index,
                  uint32_t parent, unsigned move, uint32_t g, uint32_t h);
static inline int p8__emit(p8_search *s, int event, uint64_t tiles, const p8__side *d,
                           uint32_t index, uint32_t parent, unsigned move, uint32_t g,
                           uint32_t h) {
    if (P8__UNLIKELY((s->ev_mask >> event) & 1u))
        return p8__emit_node(s, event, tiles, d, index, parent, move, g, h);
    return p8__canceled(s);
}
static inline int p8__emit_successor(p8_search *s, int event, uint64_t tiles, const p8__side *d,
                                     uint32_t index, uint32_t parent, unsigned move, uint32_t g,
                                     uint32_t h) {
    if (p8__canceled(s)) return 1;
    if (P8__UNLIKELY((s->ev_mask >> event) & 1u))
        return p8__emit_node(s, event, tiles, d, index, parent, move, g, h);
    return 0;
}
/* A successor the policy rejected (state `tiles`, depth g, made by the blank's `move` from
 * cell b of node `parent`, of h ph, sliding `tile` into b): its GENERATE and DUPLICATE events,
 * when selected. P8_AGAIN, or P8_ECANCELED. */
int p8__emit_duplicate(p8_search *s, p8__side *d, uint64_t tiles, uint32_t g, unsigned move,
                       unsigned tile, unsigned b, uint32_t parent, uint32_t ph);

/* ---- side.c: a side and its frontier ------------------------------------------------------- */
/* Set up side d to search towards `target` with the heuristic and, when with_frontier, the
 * configured frontier (else none: the driver makes it pick); its node arena and frontier are
 * empty. */
void p8__side_open(p8_search *s, p8__side *d, const uint8_t target[9], int with_frontier);
/* Make d's root (node 0) from `from`, its h in *h. P8_AGAIN, or an error status. */
int p8__side_root(p8_search *s, p8__side *d, const uint8_t from[9], uint32_t *h);
/* Start a new pass on side d: empty its nodes, table and frontier, make its root again and
 * push it. P8_AGAIN or an error status. */
int p8__side_restart(p8_search *s, p8__side *d, const uint8_t from[9]);
/* Push node `index` of d (its h: h). P8_AGAIN, or an error status. */
int p8__push(p8_search *s, p8__side *d, uint32_t index, uint32_t h);
/* The same with the node's key already computed: a caller's frontier's answer is checked
 * (p8__push_checked), a built-in's failure can only be an allocation's. */
int p8__push_checked(p8_search *s, p8__side *d, uint32_t index, uint32_t h, uint64_t key);
int p8__push_failed(p8_search *s, int rc);
static inline int p8__push_key(p8_search *s, p8__side *d, uint32_t index, uint32_t h,
                               uint64_t key) {
    int rc;
    if (P8__UNLIKELY(!d->trusted)) return p8__push_checked(s, d, index, h, key);
    rc = d->ring ? p8__ring_push(d->ring, index, h)
                 : d->push(index, key, P8__NODE_G(d->nodes.node[index].gm), h, d->fud);
    if (P8__UNLIKELY(rc != P8_OK)) return p8__push_failed(s, rc);
    return P8_AGAIN;
}
/* Take the next entry of d's frontier into *index and its h into *h: 1, 0 when empty, or an
 * error status (a caller's frontier's answers are checked against the contract; a built-in's
 * need no check; before a caller's pop, the time limit is checked: P8_ELIMIT when it is
 * reached). */
int p8__pop_checked(p8_search *s, p8__side *d, uint32_t *index, uint32_t *h);
static inline int p8__pop(p8_search *s, p8__side *d, uint32_t *index, uint32_t *h) {
    if (P8__UNLIKELY(!d->trusted)) return p8__pop_checked(s, d, index, h);
    p8__note_frontier(s);
    if (!(d->ring ? p8__ring_take(d->ring, d->ring_back, index, h)
                  : d->take(index, h, d->fud)))
        return 0;
    /* LIFO: every node made after this one was popped, and its subtree is finished */
    if (d->reclaims) d->nodes.count = *index + 1;
    return 1;
}
/* Check each caller's frontier's size against the entries pushed and not popped: more is a lie
 * (P8_EFRONTIER), fewer means entries were dropped (a beam). P8_AGAIN, or P8_EFRONTIER. */
int p8__frontier_audit(p8_search *s);

/* ---- fail.c: how runs fail ---------------------------------------------------------------- */
/* Record an error message (printf-style) and return code. */
int p8__search_fail(p8_search *s, int code, const char *fmt, ...) P8__PRINTF_LIKE(3, 4);
/* P8_OK if s may be configured now; P8_EINVAL for NULL, P8_EBUSY during a run (errmsg set). */
int p8__settable(p8_search *s);
/* The status and message of an allocation failure inside the run (P8_ENOMEM or P8_ELIMIT). */
int p8__alloc_failed(p8_search *s, int rc);
/* The status of a canceled run (P8_ECANCELED) and its message. */
int p8__canceled_run(p8_search *s);
/* The time limit check before an expansion (and, when the caller's code is in play, before a
 * pop of the caller's frontier and before a new pass): P8_AGAIN, or P8_ELIMIT when the time is
 * up. The clock is read every s->tevery checks. */
int p8__time_read(p8_search *s);
static inline int p8__time_check(p8_search *s) {
    if (s->limit[P8_LIMIT_TIME_MS] == P8_LIMIT_NONE || --s->tnext) return P8_AGAIN;
    return p8__time_read(s);
}
/* The status of a run whose frontier ran empty: the depth limit's, or P8_ENOTFOUND. */
int p8__exhausted(p8_search *s);
/* The step's node at depth g >= min(the pass's depth, P8__G_MAX): not expanded at the depth limit
 * or the pass's bound (P8_AGAIN; s->cutoff or s->pass.cut noted); else at the deepest a node can
 * be, which fails the run after the other limits (the visit's order). */
int p8__too_deep(p8_search *s, uint32_t g);
/* The run's expansion limit reached (P8_ELIMIT and its message). */
int p8__expansions_spent(p8_search *s);

/* The graph policy's test in the step: a successor of depth g with this key (its hash) is a
 * duplicate if its state's node in d's table has g no larger, or is closed (expanded) and
 * reopening is off; else the new node will replace *old (UINT32_MAX: none) at *slot. 0, 1, or an
 * allocation's failure (the run fails). */
static P8__ALWAYS_INLINE int p8__graph_duplicate(p8_search *s, p8__side *d, uint32_t key,
                                                 uint32_t hash, uint32_t g, uint32_t *old,
                                                 size_t *slot) {
    uint32_t gm;
    int rc = p8__nodes_reserve(&d->nodes, &s->mem);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    if ((*old = p8__nodes_find_hashed(&d->nodes, key, hash, slot)) == UINT32_MAX) return 0;
    gm = d->nodes.node[*old].gm;
    return P8__NODE_G(gm) <= g || (!s->reopen && (gm & P8__CLOSED_BIT));
}

/* A side that picks keeps a chain, not a tree (p8__side.pick): its path as moves, and its last
 * node (node 1; node 0 stands for that node's parent, whose id, id_base, is all that is read of
 * it). The successor (key, gm) becomes that node. P8_AGAIN, or an allocation's failure. */
static inline int p8__side_chain(p8_search *s, p8__side *d, uint32_t key, uint32_t gm) {
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
