/* SPDX-License-Identifier: MIT */
/*
 * fuzz_search.c - libFuzzer target: API sequences over one p8_search.
 *
 * The input bytes choose, in order (missing bytes read as 0): the allocator's failure point
 * (the N-th allocation fails, once or from then on), a preset 0-8 (sometimes out of range) and
 * overrides (frontier 0-3 or out of range, weights among 0, 1, 2, huge and UINT_MAX, graph/tree,
 * reopen, heuristic built-in / out of range / a callback returning input-chosen values up to
 * UINT_MAX), limits (expansions always set and <= MAX_EXPANSIONS so a run stays fast; depth (0 included),
 * memory bytes, time ms sometimes, out-of-range `which` sometimes), an event mask and a callback
 * that may cancel, call its own search (must be P8_EBUSY) or free its search (deferred) at an
 * input-chosen call, the duplicate policy, the driver and the seed (sometimes out of range),
 * then up to three runs: start/goal from ranks or a short scramble, p8_search_run or the step
 * API with an input-chosen step size. A configuration a driver refuses (IDA* with wg 0,
 * bidirectional without FIFO and GRAPH, a random walk with PATH or GRAPH) must answer
 * P8_EINVAL at start with no run.
 *
 * Invariants (a violation aborts): every status is one the header lists for that call; a result
 * agrees with the status; solved paths are valid (the moves lead from start to goal and
 * p8_result_state_at follows them); no path is shorter than the optimum (A* reference, for
 * solved runs only) and an
 * optimal configuration (header: "Optimal configurations") finds a shortest one; statistics
 * respect the limits; callbacks see valid states, g within the depth limit and h equal to the
 * heuristic; reentrant calls answer P8_EBUSY; a run is deterministic (a fresh search with the
 * same configuration and plain p8_search_run gives the same moves and counts); after freeing
 * everything the allocator holds 0 blocks.
 */
#include "puzzle8.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                      \
    do {                                                              \
        if (!(c)) failed(__LINE__, #c, 0, 0);                         \
    } while (0)
#define CHECK_EQ(a, b)                                                \
    do {                                                              \
        long long a_ = (long long)(a), b_ = (long long)(b);           \
        if (a_ != b_) failed(__LINE__, #a " == " #b, a_, b_);         \
    } while (0)

static void failed(int line, const char *what, long long a, long long b) {
    fprintf(stderr, "fuzz_search.c:%d: invariant failed: %s (%lld, %lld)\n", line, what, a, b);
    abort();
}

/* The work per input is bounded by limits derived from the input and clamped small, so the
 * fuzzer runs thousands of inputs a second (fuzz/README.md): at most MAX_EXPANSIONS expansions
 * per run (the frontier, the node table and the queue still grow past their first sizes at a
 * few hundred), memory limits under MAX_MEMORY bytes (so they bite), time limits of 1-2 ms, at
 * most 3 runs and their twin, and the reference optimum only for a solved run. */
#define MAX_EXPANSIONS 1500u
#define MAX_MEMORY 120000u
#define MAX_EVENT_AT 2048u
#define NEVER ULONG_MAX

/* ---- input ------------------------------------------------------------------------------ */
typedef struct input {
    const uint8_t *p;
    size_t n;
} input;

static unsigned u8(input *in) {
    if (!in->n) return 0;
    in->n--;
    return *in->p++;
}
static uint32_t u16(input *in) { return u8(in) | (uint32_t)u8(in) << 8; }
static uint32_t u32(input *in) { return u16(in) | u16(in) << 16; }

/* ---- a counting allocator that fails the N-th allocation (or every one from N on) ------- */
typedef struct counter {
    unsigned long count, fail_at, fired;
    int fail_after;
    long live;
} counter;

static int refuse(counter *c) {
    unsigned long n = c->count++;
    if (n == c->fail_at || (c->fail_after && n >= c->fail_at)) {
        c->fired++;
        return 1;
    }
    return 0;
}
static void *c_malloc(size_t size, void *ud) {
    counter *c = ud;
    void *p;
    if (refuse(c)) return NULL;
    p = malloc(size ? size : 1);
    if (p) c->live++;
    return p;
}
static void *c_realloc(void *ptr, size_t size, void *ud) {
    counter *c = ud;
    if (!ptr) return c_malloc(size, ud);
    if (refuse(c)) return NULL;
    return realloc(ptr, size ? size : 1);
}
static void c_free(void *ptr, void *ud) {
    counter *c = ud;
    CHECK(ptr != NULL); /* header: free_fn is never called with NULL */
    c->live--;
    free(ptr);
}

/* ---- the configuration the input chose ---------------------------------------------------- */
static const int bad_ints[] = { -1, INT_MIN, INT_MAX, 5, 3, 4, 7, -2 };
static const unsigned weight_vals[] = { 0, 1, 1, 2, 3, 100, 0x7fffffffu, UINT_MAX };
static const unsigned h_vals[] = { 0, 1, 2, 5, 31, 1000, UINT_MAX / 2, UINT_MAX };
#define N_BUILTINS 10 /* P8_H_ZERO .. P8_H_CORNER_LAST_MOVES; p8_heuristic_callback gives each */
#define N_ALGS 11     /* P8_ALG_BFS .. P8_ALG_SMASTAR */
#define N_DRIVERS 7   /* P8_DRIVER_ONCE .. P8_DRIVER_SMASTAR */
/* The drivers that take their nodes from no frontier (the snapshot has no entries). */
#define NO_FRONTIER(d) ((d) == P8_DRIVER_RANDOM_WALK || (d) == P8_DRIVER_RBFS || (d) == P8_DRIVER_SMASTAR)
/* The drivers that report a bound (P8_NODE_BOUND, P8_STAT_BOUND). */
#define BOUNDED(d) ((d) == P8_DRIVER_DEEPEN_DEPTH || (d) == P8_DRIVER_DEEPEN_F || \
                    (d) == P8_DRIVER_RBFS || (d) == P8_DRIVER_SMASTAR)

/* How the fuzzed caller's frontier misbehaves (see fz_push/fz_pop below). */
enum { FZ_HONEST, FZ_NEVER_PUSHED, FZ_REPEAT, FZ_EXTRA, FZ_EMPTY_EARLY, FZ_SIZE_LIES, FZ_PUSH_FAILS,
       FZ_PUSH_ENOMEM, FZ_POP_FAILS, FZ_BEAM, FZ_MODES };

typedef struct config {
    /* effective configuration (after preset + overrides) */
    int frontier;
    unsigned wg, wh;
    int graph, reopen;
    int dup, driver;             /* P8_DUP_*, P8_DRIVER_* (graph == (dup == P8_DUP_GRAPH)) */
    int caller;                  /* a caller's frontier (a heap wrapped by `fz`, below) */
    int fz_mode;                 /* how it misbehaves (FZ_*), from call fz_at on */
    unsigned long fz_at;
    uint32_t fz_beam;            /* FZ_BEAM: entries kept */
    int builtin;                 /* -1: callback */
    unsigned hv[4];              /* callback values */
    uint64_t limit[4];
    unsigned emask;
    unsigned long cancel_at, reenter_at, free_at;        /* event calls (0: never) */
    unsigned long h_cancel_at, h_reenter_at, h_free_at;  /* heuristic calls (0: never) */
    int cancel_by_call;          /* cancel with p8_search_cancel instead of returning 1 */
    unsigned snap_n, snap_fields, snap_every; /* p8_search_frontier: entries, fields, how often
                                                 (every k-th callback; 0: never) */
} config;

/* The presets, as the header describes them. */
static void preset(config *c, int alg) {
    static const struct { int f; unsigned wg, wh; int dup, reopen, h, driver; } p[N_ALGS] = {
        { P8_FRONTIER_FIFO, 1, 0, P8_DUP_GRAPH, 1, P8_H_ZERO, P8_DRIVER_ONCE },
        { P8_FRONTIER_LIFO, 1, 0, P8_DUP_GRAPH, 0, P8_H_ZERO, P8_DRIVER_ONCE },
        { P8_FRONTIER_BUCKET, 1, 0, P8_DUP_GRAPH, 1, P8_H_ZERO, P8_DRIVER_ONCE },
        { P8_FRONTIER_BUCKET, 0, 1, P8_DUP_GRAPH, 1, P8_H_MANHATTAN, P8_DRIVER_ONCE },
        { P8_FRONTIER_BUCKET, 1, 1, P8_DUP_GRAPH, 1, P8_H_MANHATTAN, P8_DRIVER_ONCE },
        { P8_FRONTIER_LIFO, 1, 0, P8_DUP_PARENT, 1, P8_H_ZERO, P8_DRIVER_DEEPEN_DEPTH },
        { P8_FRONTIER_LIFO, 1, 1, P8_DUP_PARENT, 1, P8_H_MANHATTAN, P8_DRIVER_DEEPEN_F },
        { P8_FRONTIER_FIFO, 1, 0, P8_DUP_GRAPH, 1, P8_H_ZERO, P8_DRIVER_BIDIRECTIONAL },
        { P8_FRONTIER_FIFO, 1, 0, P8_DUP_NONE, 1, P8_H_ZERO, P8_DRIVER_RANDOM_WALK },
        { P8_FRONTIER_FIFO, 1, 1, P8_DUP_PARENT, 1, P8_H_MANHATTAN, P8_DRIVER_RBFS },
        { P8_FRONTIER_FIFO, 1, 1, P8_DUP_PARENT, 1, P8_H_MANHATTAN, P8_DRIVER_SMASTAR },
    };
    c->frontier = p[alg].f;
    c->wg = p[alg].wg;
    c->wh = p[alg].wh;
    c->dup = p[alg].dup;
    c->graph = c->dup == P8_DUP_GRAPH;
    c->reopen = p[alg].reopen;
    c->builtin = p[alg].h;
    c->driver = p[alg].driver;
}

/* 1 if a driver refuses the configuration at start (header, "Drivers"). */
static int refused(const config *c) {
    if (c->caller && c->driver == P8_DRIVER_BIDIRECTIONAL) return 1;
    switch (c->driver) {
    case P8_DRIVER_DEEPEN_F: return c->wg == 0;
    case P8_DRIVER_BIDIRECTIONAL: return c->frontier != P8_FRONTIER_FIFO || c->dup != P8_DUP_GRAPH;
    case P8_DRIVER_RANDOM_WALK: return c->dup != P8_DUP_NONE && c->dup != P8_DUP_PARENT;
    case P8_DRIVER_RBFS: return c->dup > P8_DUP_PATH || c->wg == 0;
    case P8_DRIVER_SMASTAR: return c->dup > P8_DUP_PATH;
    default: return 0;
    }
}

/* Header, "Optimal configurations" and "Drivers". */
static int optimal(const config *c) {
    /* within a bound: graph search without reopening, and a closed list (which never reopens),
     * may close a state first reached by a longer path */
    int complete = c->dup == P8_DUP_CLOSED ? 0
                   : (c->dup != P8_DUP_GRAPH && c->dup != P8_DUP_GRAPH_UNDO) || c->reopen;
    if (c->caller && c->fz_mode == FZ_BEAM) return 0;
    switch (c->driver) {
    case P8_DRIVER_BIDIRECTIONAL: return 1;
    case P8_DRIVER_RANDOM_WALK: return 0;
    case P8_DRIVER_DEEPEN_DEPTH: return complete;
    case P8_DRIVER_DEEPEN_F:
        return c->dup <= P8_DUP_PATH && c->wg == 1 && (c->wh == 0 || (c->wh == 1 && c->builtin >= 0));
    case P8_DRIVER_RBFS:
    case P8_DRIVER_SMASTAR: /* the default node budget holds every solution's path */
        return c->dup <= P8_DUP_PATH && c->wg == 1 && (c->wh == 0 || (c->wh == 1 && c->builtin >= 0));
    default: break;
    }
    if (c->frontier == P8_FRONTIER_FIFO) return 1;
    if (c->frontier != P8_FRONTIER_HEAP && c->frontier != P8_FRONTIER_BUCKET) return 0;
    if (c->wg == 1 && c->wh == 0) return 1;
    if (c->wg == 1 && c->wh == 1 && c->builtin >= 0) return complete;
    return 0;
}

/* ---- callbacks ----------------------------------------------------------------------------- */
struct fz_frontier;
typedef struct ctx {
    struct fz_frontier *fz;      /* the caller's frontier, if any (freed by the input's end) */
    p8_search *s;
    const config *c;
    uint8_t goal[9];
    uint8_t from[9];             /* the start of the run in progress (side 1's target) */
    const p8_board *start;
    unsigned long events, hcalls;
    int freed;                   /* p8_search_free was called from a callback */
    int reentered;
    int snap_failed;             /* a p8_search_frontier call failed (it set the errmsg) */
    int quiet;                   /* no reentry and no free: the determinism twin */
} ctx;

static int valid_tiles(const uint8_t t[9]) {
    unsigned seen = 0;
    int i;
    for (i = 0; i < 9; i++) {
        if (t[i] > 8) return 0;
        seen |= 1u << t[i];
    }
    return seen == 0x1ffu;
}

static unsigned custom_h(const config *c, const uint8_t t[9]) {
    unsigned i, x = 0;
    for (i = 0; i < 9; i++) x = x * 31u + t[i];
    return c->hv[x & 3u];
}

static unsigned h_of(const config *c, const uint8_t t[9], const uint8_t goal[9]) {
    return c->builtin >= 0 ? p8_heuristic_callback(c->builtin)(t, goal, NULL) : custom_h(c, t);
}

/* Calls that must answer P8_EBUSY (or do nothing harmful) from inside a run. */
static void reenter(ctx *x) {
    p8_search *s = x->s;
    p8_result *r = (p8_result *)&r;
    CHECK_EQ(p8_search_run(s, x->start, NULL, &r), P8_EBUSY);
    CHECK(r == NULL);
    CHECK_EQ(p8_search_start(s, x->start, NULL), P8_EBUSY);
    CHECK_EQ(p8_search_step(s, 1), P8_EBUSY);
    CHECK_EQ(p8_search_step(s, 0), P8_EBUSY);
    CHECK_EQ(p8_search_take_result(s, &r), P8_EBUSY);
    CHECK(r == NULL);
    CHECK_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_EBUSY);
    CHECK_EQ(p8_search_set_weights(s, 7, 7), P8_EBUSY);
    CHECK_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 0), P8_EBUSY);
    CHECK_EQ(p8_search_set_duplicates(s, P8_DUP_PATH), P8_EBUSY);
    CHECK_EQ(p8_search_set_driver(s, P8_DRIVER_ONCE), P8_EBUSY);
    CHECK_EQ(p8_search_set_seed(s, 1), P8_EBUSY);
    CHECK_EQ(p8_search_set_event_fn(s, NULL, 0, NULL), P8_EBUSY);
    CHECK_EQ(p8_search_set_heuristic(s, P8_H_ZERO), P8_EBUSY);
    CHECK(p8_search_errmsg(s) != NULL);
    CHECK(p8_search_stat(s, P8_STAT_EXPANDED) <= MAX_EXPANSIONS);
    { /* the configuration getters read only the settings: allowed during the run */
        const char *fu = p8_search_frontier_used(s);
        int wu = p8_search_weights_used(s);
        CHECK(wu == 0 || wu == 1);
        CHECK(fu != NULL && (!strcmp(fu, "fifo") || !strcmp(fu, "lifo") || !strcmp(fu, "heap") ||
                             !strcmp(fu, "bucket") || !strcmp(fu, "custom") || !strcmp(fu, "none")));
    }
    x->reentered++;
}

/* p8_search_frontier with the input's n and fields, from a callback or between steps: the
 * status is one the header lists; the entries written are min(n, live), nothing beyond them is
 * written, and each is a node of the run (a state, g within the depth limit, the configured h,
 * key wg*g + wh*h, a root exactly when it has no parent), in take order within a side. */
static void snapshot(ctx *x) {
    static uint64_t out[64 * 9 + 1];
    const config *c = x->c;
    size_t n = c->snap_n, fields = c->snap_fields, i, k;
    uint64_t live = 99;
    int rc;
    for (i = 0; i <= n * fields && i < sizeof out / sizeof *out; i++) out[i] = 77;
    rc = p8_search_frontier(x->s, n ? out : NULL, n, fields, &live);
    if (rc < 0) {
        x->snap_failed = 1;
        CHECK_EQ(live, 0);
        CHECK(p8_search_errmsg(x->s)[0] != '\0');
    }
    if (fields < 1 || fields > P8_ENTRY_FIELDS) {
        CHECK_EQ(rc, P8_EINVAL);
        return;
    }
    if (c->caller && !NO_FRONTIER(c->driver)) {
        CHECK_EQ(rc, P8_EFRONTIER);
        return;
    }
    if (rc == P8_ENOMEM) return; /* the allocator refused the copy of a heap */
    CHECK_EQ(rc, live < n ? live : n);
    for (i = (size_t)rc * fields; i <= n * fields; i++) CHECK_EQ(out[i], 77); /* untouched */
    CHECK(live <= p8_search_stat(x->s, P8_STAT_FRONTIER));
    if (NO_FRONTIER(c->driver)) CHECK_EQ(live, 0);
    if (fields < P8_ENTRY_FIELDS) return;
    for (i = 0; i < (size_t)rc; i++) {
        const uint64_t *e = out + i * P8_ENTRY_FIELDS, *p = e - P8_ENTRY_FIELDS;
        uint64_t a = (uint64_t)c->wg * e[P8_ENTRY_G], b = (uint64_t)c->wh * e[P8_ENTRY_H];
        p8_board *bd = NULL;
        uint8_t t[9];
        CHECK(e[P8_ENTRY_ID] != P8_NODE_NONE);
        CHECK(e[P8_ENTRY_RANK] < P8_NUM_PERMUTATIONS);
        CHECK(e[P8_ENTRY_G] <= c->limit[P8_LIMIT_DEPTH]);
        CHECK(e[P8_ENTRY_SIDE] <= (c->driver == P8_DRIVER_BIDIRECTIONAL));
        CHECK_EQ(e[P8_ENTRY_KEY], a > UINT64_MAX - b ? UINT64_MAX : a + b);
        CHECK(e[P8_ENTRY_MOVE] <= 4);
        CHECK((e[P8_ENTRY_MOVE] == 4) == (e[P8_ENTRY_PARENT] == P8_NODE_NONE));
        CHECK((e[P8_ENTRY_G] == 0) == (e[P8_ENTRY_PARENT] == P8_NODE_NONE));
        CHECK(e[P8_ENTRY_PARENT] == P8_NODE_NONE || e[P8_ENTRY_PARENT] < e[P8_ENTRY_ID]);
        CHECK_EQ(p8_board_from_rank((uint32_t)e[P8_ENTRY_RANK], &bd), P8_OK);
        CHECK_EQ(p8_board_tiles(bd, t), P8_OK);
        p8_board_free(bd);
        CHECK_EQ(e[P8_ENTRY_H], h_of(c, t, e[P8_ENTRY_SIDE] ? x->from : x->goal));
        if (i == 0 || p[P8_ENTRY_SIDE] != e[P8_ENTRY_SIDE]) {
            CHECK(i == 0 || p[P8_ENTRY_SIDE] < e[P8_ENTRY_SIDE]); /* side 0 first */
            continue;
        }
        if (c->frontier == P8_FRONTIER_FIFO) CHECK(p[P8_ENTRY_ID] < e[P8_ENTRY_ID]);
        else if (c->frontier == P8_FRONTIER_LIFO) CHECK(p[P8_ENTRY_ID] > e[P8_ENTRY_ID]);
        else
            CHECK(p[P8_ENTRY_KEY] < e[P8_ENTRY_KEY] ||
                  (p[P8_ENTRY_KEY] == e[P8_ENTRY_KEY] &&
                   (p[P8_ENTRY_H] < e[P8_ENTRY_H] ||
                    (p[P8_ENTRY_H] == e[P8_ENTRY_H] && p[P8_ENTRY_ID] < e[P8_ENTRY_ID]))));
    }
    for (k = 0; k < (size_t)rc; k++) /* ids are unique */
        for (i = k + 1; i < (size_t)rc; i++)
            CHECK(out[k * P8_ENTRY_FIELDS] != out[i * P8_ENTRY_FIELDS]);
}

static int on_event(int event, const uint8_t state[9], unsigned g, unsigned h, void *ud) {
    ctx *x = ud;
    const config *c = x->c;
    unsigned long n = ++x->events;
    if (x->freed) return 1;
    CHECK(event >= P8_EVENT_EXPAND && event <= P8_EVENT_GOAL);
    CHECK((c->emask >> event) & 1u);
    CHECK(valid_tiles(state));
    {   /* the node's fields agree with the call; side 1 (bidirectional) aims at the start */
        uint64_t f[P8_NODE_FIELDS + 1];
        f[P8_NODE_FIELDS] = 77;
        CHECK_EQ(p8_search_event_node(x->s, f, P8_NODE_FIELDS), P8_NODE_FIELDS);
        CHECK_EQ(f[P8_NODE_FIELDS], 77);
        CHECK_EQ(f[P8_NODE_G], g);
        CHECK_EQ(f[P8_NODE_H], h);
        CHECK(f[P8_NODE_MOVE] <= 4);
        CHECK((f[P8_NODE_MOVE] == 4) == (f[P8_NODE_PARENT] == P8_NODE_NONE));
        CHECK(f[P8_NODE_ID] == P8_NODE_NONE || f[P8_NODE_ID] > f[P8_NODE_PARENT] ||
              f[P8_NODE_PARENT] == P8_NODE_NONE);
        CHECK(f[P8_NODE_SIDE] <= (c->driver == P8_DRIVER_BIDIRECTIONAL));
        if (!BOUNDED(c->driver)) CHECK(f[P8_NODE_BOUND] == P8_NODE_NONE);
        CHECK_EQ(h, h_of(c, state, f[P8_NODE_SIDE] ? x->from : x->goal));
    }
    CHECK(g <= c->limit[P8_LIMIT_DEPTH]);
    if (event == P8_EVENT_EXPAND) CHECK(g < c->limit[P8_LIMIT_DEPTH]);
    if (event == P8_EVENT_GOAL && c->driver != P8_DRIVER_BIDIRECTIONAL)
        CHECK(memcmp(state, x->goal, 9) == 0);
    if (!x->quiet && n == c->reenter_at) reenter(x);
    if (!x->quiet && c->snap_every && n % c->snap_every == 0) snapshot(x);
    if (!x->quiet && n == c->free_at) {
        p8_search_free(x->s); /* deferred until the run/start/step call returns */
        x->freed = 1;
        return 0;
    }
    if (n == c->cancel_at) {
        if (!c->cancel_by_call) return 1;
        CHECK_EQ(p8_search_cancel(x->s), P8_OK);
    }
    return 0;
}

static unsigned on_heuristic(const uint8_t state[9], const uint8_t goal[9], void *ud) {
    ctx *x = ud;
    const config *c = x->c;
    unsigned long n = ++x->hcalls;
    CHECK(valid_tiles(state));
    if (memcmp(goal, x->goal, 9) != 0) { /* bidirectional: side 1 aims at the start */
        CHECK(c->driver == P8_DRIVER_BIDIRECTIONAL);
        CHECK(memcmp(goal, x->from, 9) == 0);
    }
    if (!x->freed) {
        if (!x->quiet && n == c->h_reenter_at) reenter(x);
        if (!x->quiet && c->snap_every && n % c->snap_every == 0) snapshot(x);
        if (!x->quiet && n == c->h_free_at) {
            p8_search_free(x->s);
            x->freed = 1;
        } else if (n == c->h_cancel_at) {
            CHECK_EQ(p8_search_cancel(x->s), P8_OK);
        }
    }
    return custom_h(c, state);
}

/* ---- a caller's frontier that takes its answers from the input ------------------------------ */

typedef struct fz_frontier {
    p8_frontier *f;
    const config *c;
    unsigned long calls;
    uint32_t last;
    int on;                      /* the misbehaviour has started */
} fz_frontier;

static int fz_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    fz_frontier *z = ud;
    int rc;
    if (++z->calls >= z->c->fz_at && z->c->fz_mode != FZ_HONEST) z->on = 1;
    if (z->on && z->c->fz_mode == FZ_PUSH_FAILS) return 42;
    if (z->on && z->c->fz_mode == FZ_PUSH_ENOMEM) return P8_ENOMEM;
    rc = p8_frontier_push(node, key, g, h, z->f);
    if (rc != P8_OK) return rc;
    if (z->c->fz_mode == FZ_BEAM && p8_frontier_size(z->f) > z->c->fz_beam) {
        /* a crude beam: drop everything but the best fz_beam entries */
        uint32_t keep[64], n = 0, x;
        while (n < z->c->fz_beam && p8_frontier_pop(&x, z->f) == 1) keep[n++] = x;
        p8_frontier_clear(z->f);
        while (n > 0) { /* re-pushed with their order: key 0, h 0, by node */
            n--;
            CHECK_EQ(p8_frontier_push(keep[n], 0, 0, 0, z->f), P8_OK);
        }
    }
    return 0;
}

static int fz_pop(uint32_t *node, void *ud) {
    fz_frontier *z = ud;
    int rc;
    if (++z->calls >= z->c->fz_at && z->c->fz_mode != FZ_HONEST) z->on = 1;
    if (z->on) switch (z->c->fz_mode) {
        case FZ_NEVER_PUSHED: *node = 0xFFFFFFF0u; return 1;
        case FZ_REPEAT: *node = z->last; return 1;
        case FZ_EMPTY_EARLY: return 0;
        case FZ_POP_FAILS: return -3;
        default: break;
        }
    rc = p8_frontier_pop(node, z->f);
    if (rc == 0 && z->on && z->c->fz_mode == FZ_EXTRA) {
        *node = z->last;
        return 1;
    }
    if (rc == 1) z->last = *node;
    return rc;
}

static uint64_t fz_size(void *ud) {
    fz_frontier *z = ud;
    return p8_frontier_size(z->f) + (z->on && z->c->fz_mode == FZ_SIZE_LIES);
}

static void fz_clear(void *ud) {
    fz_frontier *z = ud;
    z->calls = 0;
    z->on = 0;
    p8_frontier_clear(z->f);
}

/* ---- reading the configuration and applying it ---------------------------------------------- */
static int bad_int(input *in) { return bad_ints[u8(in) & 7]; }

/* Read a configuration and apply it to s (each setter answer checked); c is the effective one. */
static void configure(input *in, p8_search *s, config *c, ctx *x) {
    unsigned flags, b;
    int i;
    memset(c, 0, sizeof *c);
    preset(c, P8_ALG_ASTAR); /* p8_search_new's configuration */
    b = u8(in);
    if (b < 240) {
        preset(c, (int)(b % N_ALGS));
        CHECK_EQ(p8_search_set_algorithm(s, (int)(b % N_ALGS)), P8_OK);
    } else {
        int v = bad_int(in);
        CHECK_EQ(p8_search_set_algorithm(s, v), v >= 0 && v < N_ALGS ? P8_OK : P8_EINVAL);
        if (v >= 0 && v < N_ALGS) preset(c, v);
    }
    flags = u16(in);
    if (flags & 1) {
        b = u8(in) % 5;
        if (b < 4) {
            CHECK_EQ(p8_search_set_frontier(s, (int)b), P8_OK);
            c->frontier = (int)b;
        } else {
            int v = bad_int(in);
            CHECK_EQ(p8_search_set_frontier(s, v), v >= 0 && v < 4 ? P8_OK : P8_EINVAL);
            if (v >= 0 && v < 4) c->frontier = v;
        }
    }
    if (flags & 2) {
        c->wg = weight_vals[u8(in) & 7];
        c->wh = weight_vals[u8(in) & 7];
        CHECK_EQ(p8_search_set_weights(s, c->wg, c->wh), P8_OK);
    }
    if (flags & 4) {
        c->graph = (int)(u8(in) & 1);
        c->dup = c->graph ? P8_DUP_GRAPH : P8_DUP_PARENT;
        CHECK_EQ(p8_search_set_duplicates(s, c->dup), P8_OK);
    }
    if (flags & 8) {
        c->reopen = (int)(u8(in) & 1);
        CHECK_EQ(p8_search_set_reopen(s, c->reopen ? -1 : 0), P8_OK);
    }
    if (flags & 16) {
        b = u8(in);
        if (b < 100) {
            c->builtin = (int)(b % N_BUILTINS);
            CHECK_EQ(p8_search_set_heuristic(s, c->builtin), P8_OK);
        } else if (b < 130) {
            int v = bad_int(in);
            CHECK_EQ(p8_search_set_heuristic(s, v), v >= 0 && v < N_BUILTINS ? P8_OK : P8_EINVAL);
            if (v >= 0 && v < N_BUILTINS) c->builtin = v;
        } else {
            c->builtin = -1;
            for (i = 0; i < 4; i++) c->hv[i] = h_vals[u8(in) & 7];
            c->h_cancel_at = (flags & 0x2000) ? u16(in) % MAX_EVENT_AT : 0;
            c->h_reenter_at = (flags & 0x4000) ? u8(in) : 0;
            c->h_free_at = (flags & 0x8000) ? u16(in) % MAX_EVENT_AT : 0;
            CHECK_EQ(p8_search_set_heuristic_fn(s, NULL, x), P8_EINVAL);
            CHECK_EQ(p8_search_set_heuristic_fn(s, on_heuristic, x), P8_OK);
        }
    }
    /* Limits: the expansion limit is always set and small (keeps every run short): 1 to
     * MAX_EXPANSIONS, halved 0 to 7 times (mean about MAX_EXPANSIONS / 8); P8_LIMIT_NONE is
     * none, 0 a real limit. */
    b = u16(in);
    c->limit[P8_LIMIT_EXPANSIONS] = 1 + (b % MAX_EXPANSIONS >> (b >> 13));
    c->limit[P8_LIMIT_DEPTH] = c->limit[P8_LIMIT_MEMORY_BYTES] = P8_LIMIT_NONE;
    c->limit[P8_LIMIT_TIME_MS] = P8_LIMIT_NONE;
    if (flags & 32) c->limit[P8_LIMIT_DEPTH] = u8(in) % 40;
    if (flags & 64) c->limit[P8_LIMIT_MEMORY_BYTES] = u32(in) % MAX_MEMORY;
    if (flags & 128) c->limit[P8_LIMIT_TIME_MS] = 1 + u8(in) % 2;
    for (i = 0; i < 4; i++)
        CHECK_EQ(p8_search_set_limit(s, i, c->limit[i]), P8_OK);
    if (flags & 256) {
        int v = bad_int(in);
        CHECK_EQ(p8_search_set_limit(s, v, 1), v >= 0 && v < 4 ? P8_OK : P8_EINVAL);
        if (v >= 0 && v < 4) CHECK_EQ(p8_search_set_limit(s, v, c->limit[v]), P8_OK);
    }
    if (flags & 512) {
        unsigned m = u8(in);
        if (m & 0xf0u) {
            CHECK_EQ(p8_search_set_event_fn(s, on_event, m, x), P8_EINVAL);
            m &= P8_EVENT_ALL;
        }
        c->emask = m;
        c->cancel_at = (flags & 1024) ? u16(in) % MAX_EVENT_AT : 0;
        c->reenter_at = (flags & 2048) ? u8(in) : 0;
        c->free_at = (flags & 4096) ? u16(in) % MAX_EVENT_AT : 0;
        c->cancel_by_call = (int)(u8(in) & 1);
        CHECK_EQ(p8_search_set_event_fn(s, on_event, m, x), P8_OK);
    }
    /* The axes of 0.3.0: duplicate policy, driver, seed. */
    b = u8(in);
    if (b & 1) {
        unsigned d = u8(in) % 7;
        if (d < 6) {
            CHECK_EQ(p8_search_set_duplicates(s, (int)d), P8_OK);
            c->dup = (int)d;
            c->graph = c->dup == P8_DUP_GRAPH;
        } else {
            int v = bad_int(in);
            CHECK_EQ(p8_search_set_duplicates(s, v), v >= 0 && v < 6 ? P8_OK : P8_EINVAL);
            if (v >= 0 && v < 6) c->dup = v, c->graph = v == P8_DUP_GRAPH;
        }
    }
    if (b & 2) {
        unsigned d = u8(in) % (N_DRIVERS + 1);
        if (d < N_DRIVERS) {
            CHECK_EQ(p8_search_set_driver(s, (int)d), P8_OK);
            c->driver = (int)d;
        } else {
            int v = bad_int(in);
            CHECK_EQ(p8_search_set_driver(s, v), v >= 0 && v < N_DRIVERS ? P8_OK : P8_EINVAL);
            if (v >= 0 && v < N_DRIVERS) c->driver = v;
        }
    }
    if (b & 4) CHECK_EQ(p8_search_set_seed(s, u32(in)), P8_OK);
    if (b & 16) { /* frontier snapshots: n 0..64, fields 0..9 (0 and 9 refused), how often */
        unsigned v = u16(in);
        c->snap_n = v % 65;
        c->snap_fields = (v >> 7) % 10;
        c->snap_every = 1 + (v >> 11) % 32;
    }
    if (b & 8) { /* a caller's frontier: a heap behind callbacks, misbehaving as the input says */
        fz_frontier *z = calloc(1, sizeof *z);
        CHECK(z != NULL);
        CHECK_EQ(p8_frontier_new(P8_FRONTIER_HEAP, &z->f), P8_OK);
        z->c = c;
        c->caller = 1;
        c->frontier = P8_FRONTIER_HEAP;
        c->fz_mode = (int)(u8(in) % (2 * FZ_MODES)); /* honest half the time */
        if (c->fz_mode >= FZ_MODES) c->fz_mode = FZ_HONEST;
        c->fz_at = 1 + u16(in) % 3000;
        c->fz_beam = 1 + u8(in) % 64;
        CHECK_EQ(p8_search_set_frontier_fns(s, fz_push, NULL, fz_size, fz_clear, z), P8_EINVAL);
        CHECK_EQ(p8_search_set_frontier_fns(s, fz_push, fz_pop, fz_size, fz_clear, z), P8_OK);
        x->fz = z;
    }
}

static void fz_free(ctx *x) {
    if (!x->fz) return;
    p8_frontier_free(x->fz->f);
    free(x->fz);
    x->fz = NULL;
}

/* ---- checking a result ----------------------------------------------------------------------- */
typedef struct summary {
    int rc, status, solved;
    size_t length;
    uint64_t moves_hash;     /* FNV-1a of the moves */
    uint64_t stat[9];
} summary;

static uint8_t moves[MAX_EXPANSIONS + 2];
static char letters[MAX_EXPANSIONS + 2];

/* The shortest solution length from start to goal, by a reference A* run. */
static size_t optimum(const p8_board *start, const p8_board *goal) {
    static struct { int32_t start, goal; size_t n; } memo[256]; /* pure: cached across inputs */
    int32_t a = p8_board_rank(start), b = goal ? p8_board_rank(goal) : -1;
    unsigned k = ((uint32_t)a * 2654435761u ^ (uint32_t)b) >> 24;
    p8_result *r = NULL;
    size_t n;
    if (memo[k].n && memo[k].start == a && memo[k].goal == b) return memo[k].n - 1;
    CHECK_EQ(p8_solve(start, goal, P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, &r), P8_OK);
    n = p8_result_length(r);
    p8_result_free(r);
    memo[k].start = a;
    memo[k].goal = b;
    memo[k].n = n + 1;
    return n;
}

static void check_result(const p8_result *r, int rc, const config *c, const p8_board *start,
                         const p8_board *goal, summary *sum) {
    uint8_t t[9], want[9];
    size_t len, i, opt;
    p8_board *b = NULL;
    int st;
    memset(sum, 0, sizeof *sum);
    sum->rc = rc;
    CHECK(r != NULL);
    CHECK_EQ(p8_result_status(r), rc);
    CHECK_EQ(p8_result_solved(r), rc == P8_OK);
    sum->status = p8_result_status(r);
    sum->solved = p8_result_solved(r);
    len = p8_result_length(r);
    sum->length = len;
    for (st = 0; st < 9; st++) sum->stat[st] = st == P8_STAT_ELAPSED_NS ? 0 : p8_result_stat(r, st);
    CHECK_EQ(p8_result_stat(r, 9), 0);
    CHECK(sum->stat[P8_STAT_PASSES] >= 1);
    if (!BOUNDED(c->driver)) CHECK(sum->stat[P8_STAT_PASSES] == 1 && sum->stat[P8_STAT_BOUND] == 0);
    if (c->driver == P8_DRIVER_RBFS || c->driver == P8_DRIVER_SMASTAR) CHECK(sum->stat[P8_STAT_PASSES] == 1);
    CHECK_EQ(p8_result_stat(r, -1), 0);
    CHECK(p8_result_expanded(r) == sum->stat[P8_STAT_EXPANDED]);
    CHECK(p8_result_generated(r) == sum->stat[P8_STAT_GENERATED]);
    CHECK(p8_result_duplicates(r) == sum->stat[P8_STAT_DUPLICATES]);
    CHECK(p8_result_max_frontier(r) == sum->stat[P8_STAT_MAX_FRONTIER]);
    CHECK(p8_result_peak_bytes(r) == sum->stat[P8_STAT_PEAK_BYTES]);
    /* statistics against the limits and each other */
    CHECK(sum->stat[P8_STAT_EXPANDED] <= c->limit[P8_LIMIT_EXPANSIONS]);
    CHECK(sum->stat[P8_STAT_DUPLICATES] <= sum->stat[P8_STAT_GENERATED]);
    /* 3 successors a node (4 under NONE), 4 from a root: one root a pass, two when bidirectional */
    CHECK(sum->stat[P8_STAT_GENERATED] <= (c->dup == P8_DUP_NONE || c->dup >= P8_DUP_GRAPH_UNDO ? 4u : 3u) *
                                              sum->stat[P8_STAT_EXPANDED] +
                                              sum->stat[P8_STAT_PASSES] +
                                              (c->driver == P8_DRIVER_BIDIRECTIONAL));
    if (c->dup == P8_DUP_NONE || c->dup == P8_DUP_PARENT) CHECK_EQ(sum->stat[P8_STAT_DUPLICATES], 0);
    if (c->driver == P8_DRIVER_RANDOM_WALK) {
        CHECK_EQ(sum->stat[P8_STAT_GENERATED], sum->stat[P8_STAT_EXPANDED]);
        CHECK_EQ(sum->stat[P8_STAT_MAX_FRONTIER], 0);
    }
    CHECK(sum->stat[P8_STAT_PEAK_BYTES] <= c->limit[P8_LIMIT_MEMORY_BYTES]);
    CHECK(sum->stat[P8_STAT_FRONTIER] <= sum->stat[P8_STAT_MAX_FRONTIER] || sum->stat[P8_STAT_FRONTIER] == 0);
    if (!sum->solved) {
        CHECK_EQ(len, 0);
        CHECK_EQ(p8_result_state_at(r, 0, t), P8_EINVAL);
        CHECK_EQ(p8_result_moves_string(r, letters, sizeof letters), 0);
        CHECK(letters[0] == '\0');
        return;
    }
    opt = optimum(start, goal); /* only for a solved run: the reference costs a search */
    CHECK(len >= opt && (len - opt) % 2 == 0);
    if (optimal(c)) CHECK_EQ(len, opt);
    CHECK(len <= c->limit[P8_LIMIT_DEPTH]);
    if (opt == 0) CHECK_EQ(sum->stat[P8_STAT_EXPANDED], 0);
    CHECK(len <= sum->stat[P8_STAT_EXPANDED] + 1); /* each move on the path was an expansion */
    CHECK(len < sizeof moves);
    CHECK_EQ(p8_result_moves(r, moves, sizeof moves), len);
    sum->moves_hash = UINT64_C(0xcbf29ce484222325);
    for (i = 0; i < len; i++) sum->moves_hash = (sum->moves_hash ^ moves[i]) * UINT64_C(0x100000001b3);
    CHECK_EQ(p8_result_moves_string(r, letters, sizeof letters), len);
    CHECK_EQ(strlen(letters), len);
    CHECK_EQ(p8_result_moves_string(r, letters, 3), len);
    CHECK(strlen(letters) == (len < 2 ? len : 2));
    CHECK_EQ(p8_board_copy(start, &b), P8_OK);
    for (i = 0;; i++) {
        CHECK_EQ(p8_board_tiles(b, want), P8_OK);
        CHECK_EQ(p8_result_state_at(r, i, t), P8_OK);
        CHECK(memcmp(t, want, 9) == 0);
        if (i == len) break;
        CHECK(moves[i] <= P8_MOVE_RIGHT);
        CHECK_EQ(p8_board_apply(b, moves[i]), P8_OK);
    }
    CHECK_EQ(p8_result_state_at(r, len + 1, t), P8_EINVAL);
    if (goal) CHECK_EQ(p8_board_equal(b, goal), 1);
    else {
        uint8_t dg[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
        CHECK(memcmp(want, dg, 9) == 0);
    }
    p8_board_free(b);
}

/* ---- runs -------------------------------------------------------------------------------------- */
static int is_run_status(int rc) {
    return rc == P8_OK || rc == P8_ELIMIT || rc == P8_ECANCELED || rc == P8_ENOTFOUND ||
           rc == P8_EFRONTIER;
}

/* The status of a call during which a callback freed the search (header: P8_ECANCELED). */
static int freed_status(int rc) {
    CHECK_EQ(rc, P8_ECANCELED);
    return rc;
}

/* One run by p8_search_run (step 0) or the step API. Returns the final status; *out the result
 * (or NULL). Sets x->freed when the search was freed from a callback. */
static int do_run(ctx *x, const p8_board *start, const p8_board *goal, int solvable, int use_step,
                  uint64_t step, int abandon, p8_result **out) {
    p8_search *s = x->s;
    int rc, again;
    unsigned long guard = 0;
    *out = NULL;
    if (abandon) { /* a run in progress (goal -> start), then abandoned by the real start/run */
        uint8_t real_goal[9];
        memcpy(real_goal, x->goal, 9);
        CHECK_EQ(p8_board_tiles(start, x->goal), P8_OK);
        CHECK_EQ(p8_board_tiles(goal ? goal : start, x->from), P8_OK);
        rc = p8_search_start(s, goal ? goal : start, start);
        if (x->freed) return freed_status(rc);
        CHECK(rc == P8_OK || rc == P8_ENOMEM || rc == P8_EUNSOLVABLE || (rc == P8_EINVAL && refused(x->c)));
        if (rc == P8_OK) {
            rc = p8_search_step(s, 1);
            if (x->freed) return freed_status(rc);
            CHECK(rc == P8_AGAIN || is_run_status(rc) || rc == P8_ENOMEM);
            if (rc == P8_AGAIN) CHECK_EQ(p8_search_set_weights(s, 1, 1), P8_EBUSY);
        }
        memcpy(x->goal, real_goal, 9);
        CHECK_EQ(p8_board_tiles(start, x->from), P8_OK);
        x->events = x->hcalls = 0;
    }
    if (!use_step) {
        p8_result *r = (p8_result *)&r;
        rc = p8_search_run(s, start, goal, &r);
        if (x->freed) {
            CHECK_EQ(rc, P8_ECANCELED);
            CHECK(r == NULL);
            return rc;
        }
        if (!solvable) {
            CHECK_EQ(rc, P8_EUNSOLVABLE);
            CHECK(r == NULL);
            CHECK(p8_search_errmsg(s)[0] != '\0');
            return rc;
        }
        if (rc == P8_ENOMEM) {
            CHECK(r == NULL);
            return rc;
        }
        if (refused(x->c)) { /* the driver refuses the configuration: no run */
            CHECK_EQ(rc, P8_EINVAL);
            CHECK(r == NULL);
            CHECK(p8_search_errmsg(s)[0] != '\0');
            return rc;
        }
        CHECK(is_run_status(rc));
        CHECK(r != NULL);
        *out = r;
        return rc;
    }
    rc = p8_search_start(s, start, goal);
    if (x->freed) return freed_status(rc);
    if (!solvable) {
        CHECK_EQ(rc, P8_EUNSOLVABLE);
        CHECK_EQ(p8_search_step(s, 1), P8_EINVAL);
        return rc;
    }
    if (rc == P8_ENOMEM || refused(x->c)) {
        if (rc != P8_ENOMEM) CHECK_EQ(rc, P8_EINVAL);
        CHECK_EQ(p8_search_step(s, 1), P8_EINVAL);
        return rc;
    }
    CHECK_EQ(rc, P8_OK);
    do {
        rc = p8_search_step(s, step);
        if (x->freed) return freed_status(rc);
        again = rc == P8_AGAIN;
        if (again) {
            p8_result *r = (p8_result *)&r;
            CHECK_EQ(p8_search_take_result(s, &r), P8_EINVAL); /* still running */
            CHECK(r == NULL);
            CHECK_EQ(p8_search_set_frontier(s, 0), P8_EBUSY);
            if (x->c->snap_every) snapshot(x);
        }
        CHECK(++guard <= MAX_EXPANSIONS + 2);
    } while (again);
    CHECK(is_run_status(rc) || rc == P8_ENOMEM);
    CHECK_EQ(p8_search_step(s, 1), rc); /* the final status again */
    if (rc == P8_ENOMEM) {
        p8_result *r = (p8_result *)&r;
        CHECK_EQ(p8_search_take_result(s, &r), P8_EINVAL);
        CHECK(r == NULL);
        return rc;
    }
    for (guard = 0;; guard++) {
        int t = p8_search_take_result(s, out);
        if (t == P8_OK) break;
        CHECK_EQ(t, P8_ENOMEM);
        CHECK(*out == NULL);
        if (guard == 3) return P8_ENOMEM; /* the allocator fails from now on; the result stays */
    }
    CHECK(*out != NULL);
    CHECK_EQ(p8_search_take_result(s, &(p8_result *){ NULL }), P8_EINVAL); /* taken once */
    return rc;
}

/* A start/goal pair from the input: ranks, or a short scramble of the goal (near instances). */
static void pick_boards(input *in, p8_board **start, p8_board **goal) {
    unsigned how = u8(in);
    *start = *goal = NULL;
    if (how & 1) CHECK_EQ(p8_board_from_rank(u32(in) % P8_NUM_PERMUTATIONS, goal), P8_OK);
    if (how & 2) {
        CHECK_EQ(p8_board_from_rank(u32(in) % P8_NUM_PERMUTATIONS, start), P8_OK);
    } else {
        p8_board *g = *goal;
        if (!g) CHECK_EQ(p8_board_new_goal(&g), P8_OK);
        CHECK_EQ(p8_board_scramble(g, u8(in) % 40, u16(in), start), P8_OK);
        if (g != *goal) p8_board_free(g);
    }
}

/* Same configuration on a fresh search, plain p8_search_run, no reentry: same answer? */
static void twin(const uint8_t *cfg_bytes, size_t cfg_len, const p8_board *start,
                 const p8_board *goal, const summary *want) {
    counter al = { 0, NEVER, 0, 0, 0 };
    p8_allocator a = { c_malloc, c_realloc, c_free, NULL };
    input in = { cfg_bytes, cfg_len };
    p8_search *s = NULL;
    p8_result *r = NULL;
    config c;
    ctx x;
    summary got;
    int rc;
    a.user_data = &al;
    memset(&x, 0, sizeof x);
    x.quiet = 1;
    x.start = start;
    CHECK_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
    x.s = s;
    x.c = &c;
    CHECK_EQ(p8_board_tiles(goal ? goal : start, x.goal), P8_OK);
    CHECK_EQ(p8_board_tiles(start, x.from), P8_OK);
    if (!goal) memcpy(x.goal, (const uint8_t[9]){ 1, 2, 3, 4, 5, 6, 7, 8, 0 }, 9);
    configure(&in, s, &c, &x);
    rc = p8_search_run(s, start, goal, &r);
    CHECK(is_run_status(rc));
    check_result(r, rc, &c, start, goal, &got);
    if (memcmp(&got, want, sizeof got) != 0) {
        fprintf(stderr, "twin: rc %d/%d length %lu/%lu expanded %llu/%llu generated %llu/%llu "
                "peak %llu/%llu\n", got.rc, want->rc, (unsigned long)got.length,
                (unsigned long)want->length, (unsigned long long)got.stat[0],
                (unsigned long long)want->stat[0], (unsigned long long)got.stat[1],
                (unsigned long long)want->stat[1], (unsigned long long)got.stat[4],
                (unsigned long long)want->stat[4]);
        CHECK(!"the same configuration gives the same run");
    }
    p8_result_free(r);
    p8_search_free(s);
    fz_free(&x);
    CHECK_EQ(al.live, 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    input in = { data, size };
    counter al = { 0, NEVER, 0, 0, 0 };
    p8_allocator a = { c_malloc, c_realloc, c_free, NULL };
    p8_search *s = (p8_search *)&s;
    config c;
    ctx x;
    const uint8_t *cfg_bytes;
    size_t cfg_len;
    unsigned b, runs, run;
    int rc;

    a.user_data = &al;
    b = u8(&in);
    if (b & 1) {
        al.fail_at = u16(&in) % 4096;
        al.fail_after = (b & 2) != 0;
    }
    /* NULL hooks are refused */
    a.free_fn = NULL;
    CHECK_EQ(p8_search_new_with_allocator(&a, &s), P8_EINVAL);
    CHECK(s == NULL);
    a.free_fn = c_free;
    rc = p8_search_new_with_allocator(&a, &s);
    if (rc == P8_ENOMEM) {
        CHECK(s == NULL);
        CHECK_EQ(al.live, 0);
        return 0;
    }
    CHECK_EQ(rc, P8_OK);
    memset(&x, 0, sizeof x);
    x.s = s;
    x.c = &c;
    cfg_bytes = in.p;
    configure(&in, s, &c, &x);
    cfg_len = (size_t)(in.p - cfg_bytes);
    runs = 1 + u8(&in) % 3;
    for (run = 0; run < runs && !x.freed; run++) {
        p8_board *start, *goal;
        p8_result *r = NULL;
        unsigned mode = u8(&in);
        int solvable, use_step = (mode & 1) != 0, abandon = (mode & 6) == 6;
        uint64_t step = (mode & 8) ? 0 : 1 + u8(&in) % 300;
        unsigned long fired_before = al.fired;
        pick_boards(&in, &start, &goal);
        if (!(mode & 16) && goal && p8_board_equal(goal, start) != 1) { /* sometimes default goal */
            p8_board_free(goal);
            goal = NULL;
        }
        solvable = p8_board_solvable(start, goal);
        CHECK(solvable == 0 || solvable == 1);
        memset(x.goal, 0, 9);
        if (goal) CHECK_EQ(p8_board_tiles(goal, x.goal), P8_OK);
        else memcpy(x.goal, (const uint8_t[9]){ 1, 2, 3, 4, 5, 6, 7, 8, 0 }, 9);
        x.start = start;
        CHECK_EQ(p8_board_tiles(start, x.from), P8_OK);
        x.events = x.hcalls = 0;
        x.reentered = 0;
        x.snap_failed = 0;
        rc = do_run(&x, start, goal, solvable, use_step, step, abandon, &r);
        /* header: the frontier cannot run empty for a solvable pair in this version (unless a
         * caller's frontier drops entries); only a misbehaving caller's frontier fails */
        if (!(c.caller && c.fz_mode == FZ_BEAM)) CHECK(rc != P8_ENOTFOUND);
        if (rc == P8_EFRONTIER) CHECK(c.caller && c.fz_mode != FZ_HONEST && c.fz_mode != FZ_BEAM);
        if (r) {
            summary sum;
            check_result(r, rc, &c, start, goal, &sum);
            /* Deterministic runs are repeatable: no time limit, no failed allocation, first run. */
            if (run == 0 && c.limit[P8_LIMIT_TIME_MS] == P8_LIMIT_NONE && al.fired == fired_before &&
                !abandon)
                twin(cfg_bytes, cfg_len, start, goal, &sum);
            p8_result_free(r);
        }
        if (!x.freed && rc == P8_OK && !use_step && !x.reentered && !x.snap_failed)
            CHECK_EQ(p8_search_errmsg(s)[0], '\0');
        p8_board_free(start);
        p8_board_free(goal);
    }
    if (!x.freed) p8_search_free(s);
    fz_free(&x);
    CHECK_EQ(al.live, 0);
    return 0;
}
