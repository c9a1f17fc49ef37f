/* SPDX-License-Identifier: MIT */
/*
 * test_search_frontier_view.c - p8_search_frontier, the frontier snapshot. Uses only the public
 * API (include/puzzle8.h is the contract).
 *
 * The main check rebuilds each run's frontier from its events alone (ids from
 * p8_search_event_node): a kept GENERATE enters (once its callback returned, unless the next
 * event is the GOAL of that very node: found at generation, never pushed), and under the graph
 * policy its state's older entry leaves (stale); EXPAND and GOAL take their node, and every
 * entry ahead of it in take order was taken without an event (a node at the depth bound; only
 * the deepening drivers and a depth limit do that); a root EXPAND that is not in the model
 * starts a new pass (the old entries were all taken). The model is ordered by the header's
 * documented rule, written here independently (FIFO by id, LIFO by id reversed, HEAP and
 * BUCKET by key, then h, then id; side 0 before side 1), and compared, set and order, with the
 * snapshot at every event and after every p8_search_step(s, 1).
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

#define E13 "4 1 2 6 8 0 7 3 5"
#define E17 "1 5 3 7 4 0 8 2 6"
#define NF P8_ENTRY_FIELDS

enum { FIFO, LIFO, PRIO };

typedef struct config {
    const char *name;
    int alg, frontier, heuristic, dup; /* -1: the preset's */
    unsigned wg, wh;
    uint64_t depth_limit;
    int order;
    p8_heuristic_fn h;                 /* the model's h for the roots */
    int silent_ok;                     /* entries may be taken without an event */
} config;

typedef struct ent {
    uint64_t f[NF];
} ent;

typedef struct model {
    p8_search *s;
    const config *c;
    ent *e;
    size_t n, cap;
    ent pending;
    int has_pending;
    unsigned long checks, bad, silent, replaced, taken;
    uint64_t *snap;
    size_t snap_cap;
} model;

static uint64_t rank_of(const uint8_t *t) {
    p8_board *b = NULL;
    int32_t r;
    if (p8_board_new(t, &b) != P8_OK) exit(2);
    r = p8_board_rank(b);
    p8_board_free(b);
    return (uint64_t)r;
}

static void add(model *m, const ent *x) {
    if (m->n == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 64;
        m->e = realloc(m->e, m->cap * sizeof *m->e);
        if (!m->e) exit(2);
    }
    m->e[m->n++] = *x;
}

static void drop(model *m, size_t i) {
    memmove(m->e + i, m->e + i + 1, (m->n - i - 1) * sizeof *m->e);
    m->n--;
}

static int by_priority(const void *a, const void *b) {
    const uint64_t *x = ((const ent *)a)->f, *y = ((const ent *)b)->f;
    if (x[P8_ENTRY_KEY] != y[P8_ENTRY_KEY]) return x[P8_ENTRY_KEY] < y[P8_ENTRY_KEY] ? -1 : 1;
    if (x[P8_ENTRY_H] != y[P8_ENTRY_H]) return x[P8_ENTRY_H] < y[P8_ENTRY_H] ? -1 : 1;
    return x[P8_ENTRY_ID] < y[P8_ENTRY_ID] ? -1 : x[P8_ENTRY_ID] > y[P8_ENTRY_ID];
}

/* The model's entries in take order (a new array of m->n entries): side 0's, then side 1's. */
static ent *take_order(const model *m) {
    ent *o = malloc((m->n + 1) * sizeof *o);
    size_t k = 0, i, first;
    int side;
    if (!o) exit(2);
    for (side = 0; side < 2; side++) {
        first = k;
        for (i = 0; i < m->n; i++) /* m->e is in order of entry, i.e. of id */
            if (m->e[i].f[P8_ENTRY_SIDE] == (uint64_t)side) o[k++] = m->e[i];
        if (m->c->order == LIFO)
            for (i = 0; i < (k - first) / 2; i++) {
                ent t = o[first + i];
                o[first + i] = o[k - 1 - i];
                o[k - 1 - i] = t;
            }
        if (m->c->order == PRIO) qsort(o + first, k - first, sizeof *o, by_priority);
    }
    return o;
}

/* Compare the snapshot with the model, set and order, every field. */
static void check(model *m, const char *where) {
    ent *o = take_order(m);
    uint64_t live = 7;
    int got;
    size_t i;
    if (m->snap_cap < m->n + 1) {
        m->snap_cap = 2 * (m->n + 1);
        m->snap = realloc(m->snap, m->snap_cap * NF * sizeof *m->snap);
        if (!m->snap) exit(2);
    }
    got = p8_search_frontier(m->s, m->snap, m->snap_cap, NF, &live);
    m->checks++;
    if (got < 0 || (size_t)got != m->n || live != m->n) {
        if (m->bad++ < 3)
            fprintf(stderr, "%s %s: snapshot %d entries (live %llu), model %lu (%s)\n",
                    m->c->name, where, got, (unsigned long long)live, (unsigned long)m->n,
                    p8_search_errmsg(m->s));
    } else {
        for (i = 0; i < m->n; i++)
            if (memcmp(o[i].f, m->snap + i * NF, sizeof o[i].f) != 0) {
                if (m->bad++ < 3)
                    fprintf(stderr, "%s %s: entry %lu: snapshot id %llu, model id %llu\n",
                            m->c->name, where, (unsigned long)i,
                            (unsigned long long)m->snap[i * NF], (unsigned long long)o[i].f[0]);
                break;
            }
    }
    free(o);
}

/* The pending kept successor enters (its state's older entry leaves under the graph policy). */
static void commit(model *m) {
    size_t i;
    if (!m->has_pending) return;
    m->has_pending = 0;
    if (m->c->dup == P8_DUP_GRAPH)
        for (i = 0; i < m->n; i++)
            if (m->e[i].f[P8_ENTRY_RANK] == m->pending.f[P8_ENTRY_RANK] &&
                m->e[i].f[P8_ENTRY_SIDE] == m->pending.f[P8_ENTRY_SIDE]) {
                drop(m, i);
                m->replaced++;
                break;
            }
    add(m, &m->pending);
}

/* Node `id` of `side` was taken: it and every entry ahead of it in take order leave. */
static void take(model *m, uint64_t id, uint64_t side, uint64_t parent) {
    ent *o = take_order(m);
    size_t i, j, n0 = m->n, at = m->n;
    for (i = 0; i < n0; i++)
        if (o[i].f[P8_ENTRY_ID] == id) at = i;
    if (at == n0 && parent != P8_NODE_NONE) {
        if (m->bad++ < 3) fprintf(stderr, "%s: node %llu taken, not in the model\n", m->c->name,
                                  (unsigned long long)id);
        free(o);
        return;
    }
    /* a root not in the model: a new pass, after every entry of its side was taken */
    for (i = 0; i < n0; i++) {
        if (o[i].f[P8_ENTRY_SIDE] != side || (at < n0 && i > at)) continue;
        for (j = 0; j < m->n && m->e[j].f[P8_ENTRY_ID] != o[i].f[P8_ENTRY_ID]; j++)
            ;
        if (i != at) m->silent++;
        drop(m, j);
    }
    m->taken++;
    free(o);
}

static int on_event(int e, const uint8_t *st, unsigned g, unsigned h, void *u) {
    model *m = u;
    uint64_t f[P8_NODE_FIELDS];
    (void)g;
    (void)h;
    if (p8_search_event_node(m->s, f, P8_NODE_FIELDS) != P8_NODE_FIELDS) m->bad++;
    if (e == P8_EVENT_GOAL && m->has_pending && m->pending.f[P8_ENTRY_ID] == f[P8_NODE_ID]) {
        m->has_pending = 0; /* found at generation: never pushed */
    } else if (e == P8_EVENT_EXPAND || e == P8_EVENT_GOAL) {
        commit(m);
        take(m, f[P8_NODE_ID], f[P8_NODE_SIDE], f[P8_NODE_PARENT]);
    }
    commit(m);
    check(m, p8_event_name(e));
    if (e == P8_EVENT_GENERATE && f[P8_NODE_ID] != P8_NODE_NONE) {
        ent x;
        x.f[P8_ENTRY_ID] = f[P8_NODE_ID];
        x.f[P8_ENTRY_RANK] = rank_of(st);
        x.f[P8_ENTRY_G] = f[P8_NODE_G];
        x.f[P8_ENTRY_H] = f[P8_NODE_H];
        x.f[P8_ENTRY_KEY] = f[P8_NODE_KEY];
        x.f[P8_ENTRY_SIDE] = f[P8_NODE_SIDE];
        x.f[P8_ENTRY_PARENT] = f[P8_NODE_PARENT];
        x.f[P8_ENTRY_MOVE] = f[P8_NODE_MOVE];
        m->pending = x;
        m->has_pending = 1;
    }
    return 0;
}

static ent root(const model *m, uint64_t id, const p8_board *from, const p8_board *to, int side) {
    uint8_t t[9], u[9];
    ent x;
    p8_board_tiles(from, t);
    p8_board_tiles(to, u);
    x.f[P8_ENTRY_ID] = id;
    x.f[P8_ENTRY_RANK] = (uint64_t)p8_board_rank(from);
    x.f[P8_ENTRY_G] = 0;
    x.f[P8_ENTRY_H] = m->c->h(t, u, NULL);
    x.f[P8_ENTRY_KEY] = (uint64_t)m->c->wh * x.f[P8_ENTRY_H];
    x.f[P8_ENTRY_SIDE] = (uint64_t)side;
    x.f[P8_ENTRY_PARENT] = P8_NODE_NONE;
    x.f[P8_ENTRY_MOVE] = 4;
    return x;
}

static p8_search *configure(const config *c) {
    p8_search *s = NULL;
    p8_search_new(&s);
    p8_search_set_algorithm(s, c->alg);
    if (c->frontier >= 0) p8_search_set_frontier(s, c->frontier);
    if (c->heuristic >= 0) p8_search_set_heuristic(s, c->heuristic);
    if (c->dup >= 0) p8_search_set_duplicates(s, c->dup);
    p8_search_set_weights(s, c->wg, c->wh);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, c->depth_limit);
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 400);
    return s;
}

/* One run, stepped one expansion at a time, checked at every event and step. */
static void run_checked(const config *c, const p8_board *start, const p8_board *goal,
                        unsigned long *replaced) {
    model m;
    p8_board *g0 = NULL;
    p8_result *r = NULL, *ref = NULL;
    p8_search *plain = configure(c);
    snap x, y;
    uint64_t live = 9;
    int rc;
    memset(&m, 0, sizeof m);
    m.c = c;
    m.s = configure(c);
    if (!goal) p8_board_new_goal(&g0);
    ASSERT_EQ(p8_search_set_event_fn(m.s, on_event, P8_EVENT_ALL, &m), P8_OK);
    ASSERT_EQ(p8_search_start(m.s, start, goal), P8_OK);
    {
        ent a = root(&m, 0, start, goal ? goal : g0, 0);
        add(&m, &a);
        if (c->alg == P8_ALG_BIBFS) {
            ent b = root(&m, 1, goal ? goal : g0, start, 1);
            add(&m, &b);
        }
    }
    check(&m, "start");
    while ((rc = p8_search_step(m.s, 1)) == P8_AGAIN) {
        commit(&m);
        check(&m, "step");
    }
    /* the run ended: no snapshot */
    ASSERT_EQ(p8_search_frontier(m.s, NULL, 0, NF, &live), P8_EINVAL);
    ASSERT_EQ_U64(live, 0);
    ASSERT_EQ(p8_search_take_result(m.s, &r), P8_OK);
    snap_take(&x, rc, r);
    /* snapshots and events changed nothing: the same run without either */
    rc = p8_search_run(plain, start, goal, &ref);
    snap_take(&y, rc, ref);
    /* (but its memory: unwatched, a depth-first tree search's frontier is the depth-first stack,
     * not a ring of arena nodes; test_search_stack.c compares such runs at every pause) */
    if (c->order == LIFO && (c->dup == P8_DUP_NONE || c->dup == P8_DUP_PARENT))
        x.st[P8_STAT_PEAK_BYTES] = y.st[P8_STAT_PEAK_BYTES];
    if (!snap_same(&x, &y)) TEST_FAIL_("%s: the run with snapshots differs", c->name);
    else test_passed_++;
    if (m.bad) TEST_FAIL_("%s: %lu of %lu snapshots differ from the events' frontier", c->name,
                          m.bad, m.checks);
    else test_passed_++;
    ASSERT_TRUE(m.checks > 2 * m.taken && m.taken > 0);
    if (!c->silent_ok && m.silent) TEST_FAIL_("%s: %lu entries taken without an event", c->name,
                                              m.silent);
    else test_passed_++;
    *replaced += m.replaced;
    p8_result_free(r);
    p8_result_free(ref);
    p8_search_free(m.s);
    p8_search_free(plain);
    p8_board_free(g0);
    free(m.e);
    free(m.snap);
}

static const config configs[] = {
    { "bfs", P8_ALG_BFS, -1, -1, P8_DUP_GRAPH, 1, 0, P8_LIMIT_NONE, FIFO, p8_heuristic_zero, 0 },
    { "dfs", P8_ALG_DFS, -1, -1, P8_DUP_GRAPH, 1, 0, P8_LIMIT_NONE, LIFO, p8_heuristic_zero, 0 },
    { "dfs-tree-depth-7", P8_ALG_DFS, -1, -1, P8_DUP_PARENT, 1, 0, 7, LIFO, p8_heuristic_zero, 1 },
    { "ucs", P8_ALG_UCS, -1, -1, P8_DUP_GRAPH, 1, 0, P8_LIMIT_NONE, PRIO, p8_heuristic_zero, 0 },
    { "greedy", P8_ALG_GREEDY, -1, -1, P8_DUP_GRAPH, 0, 1, P8_LIMIT_NONE, PRIO, p8_heuristic_manhattan, 0 },
    { "astar", P8_ALG_ASTAR, -1, -1, P8_DUP_GRAPH, 1, 1, P8_LIMIT_NONE, PRIO, p8_heuristic_manhattan, 0 },
    { "astar-misplaced", P8_ALG_ASTAR, -1, P8_H_MISPLACED, P8_DUP_GRAPH, 1, 1, P8_LIMIT_NONE,
      PRIO, p8_heuristic_misplaced, 0 },
    { "astar-heap", P8_ALG_ASTAR, P8_FRONTIER_HEAP, -1, P8_DUP_GRAPH, 1, 1, P8_LIMIT_NONE, PRIO,
      p8_heuristic_manhattan, 0 },
    { "wastar-heap-1-3", P8_ALG_ASTAR, P8_FRONTIER_HEAP, -1, P8_DUP_GRAPH, 1, 3, P8_LIMIT_NONE,
      PRIO, p8_heuristic_manhattan, 0 },
    { "greedy-heap", P8_ALG_GREEDY, P8_FRONTIER_HEAP, -1, P8_DUP_GRAPH, 0, 1, P8_LIMIT_NONE, PRIO,
      p8_heuristic_manhattan, 0 },
    { "astar-tree-depth-12", P8_ALG_ASTAR, -1, -1, P8_DUP_PARENT, 1, 1, 12, PRIO, p8_heuristic_manhattan,
      1 },
    { "iddfs", P8_ALG_IDDFS, -1, -1, P8_DUP_PARENT, 1, 0, P8_LIMIT_NONE, LIFO, p8_heuristic_zero, 1 },
    { "idastar", P8_ALG_IDASTAR, -1, -1, P8_DUP_PARENT, 1, 1, P8_LIMIT_NONE, LIFO, p8_heuristic_manhattan,
      0 },
    { "idastar-path", P8_ALG_IDASTAR, -1, -1, P8_DUP_PATH, 1, 1, P8_LIMIT_NONE, LIFO,
      p8_heuristic_manhattan, 0 },
    { "bibfs", P8_ALG_BIBFS, -1, -1, P8_DUP_GRAPH, 1, 0, P8_LIMIT_NONE, FIFO, p8_heuristic_zero, 0 },
};

static void test_matches_events(void) {
    static const char *const boards[][2] = {
        { "1 2 3 4 5 6 0 7 8", NULL },
        { "1 2 3 4 0 6 7 5 8", NULL },
        { E13, NULL },
        { E17, NULL },
        { "1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5" },
        { "7 3 4 8 2 6 5 1 0", NULL },
        { "6 4 1 8 3 5 2 0 7", NULL },
    };
    size_t c, b;
    unsigned long replaced_greedy = 0, replaced_astar = 0, other = 0;
    for (c = 0; c < sizeof configs / sizeof configs[0]; c++)
        for (b = 0; b < sizeof boards / sizeof boards[0]; b++) {
            p8_board *start = mk(boards[b][0]), *goal = boards[b][1] ? mk(boards[b][1]) : NULL;
            unsigned long *rep = configs[c].alg == P8_ALG_GREEDY  ? &replaced_greedy
                                 : configs[c].alg == P8_ALG_ASTAR ? &replaced_astar
                                                                   : &other;
            run_checked(&configs[c], start, goal, rep);
            p8_board_free(start);
            p8_board_free(goal);
        }
    /* the stale rule was exercised: replaced entries left the snapshot */
    printf("note: stale replacements seen: greedy %lu, A* %lu, others %lu\n", replaced_greedy,
           replaced_astar, other);
    ASSERT_TRUE(replaced_greedy > 0);
    ASSERT_TRUE(replaced_astar > 0);
}

/* ---- arguments, states of the run, prefixes ------------------------------------------------ */

static int callback_calls(int e, const uint8_t *st, unsigned g, unsigned h, void *u) {
    p8_search *s = u;
    uint64_t one[NF], live = 0;
    (void)e;
    (void)st;
    (void)g;
    (void)h;
    /* allowed from a callback, while the run functions stay P8_EBUSY */
    if (p8_search_frontier(s, one, 1, NF, &live) < 0) return 1;
    if (p8_search_step(s, 1) != P8_EBUSY) return 1;
    return 0;
}

static void test_arguments(void) {
    p8_board *b = mk(E17), *goal = NULL;
    p8_search *s = NULL;
    static uint64_t all[4096 * NF], part[4096 * NF];
    uint64_t live = 99, live2 = 0;
    size_t fields, i;
    int n;
    p8_board_new_goal(&goal);
    p8_search_new(&s);
    ASSERT_EQ(p8_search_frontier(NULL, all, 1, NF, &live), P8_EINVAL);
    ASSERT_EQ_U64(live, 0);
    live = 99;
    ASSERT_EQ(p8_search_frontier(s, NULL, 0, NF, &live), P8_EINVAL); /* never started */
    ASSERT_EQ_U64(live, 0);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "no run is in progress") != NULL);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 30), P8_AGAIN);
    ASSERT_EQ(p8_search_frontier(s, all, 1, 0, &live), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "1 to 8 fields") != NULL);
    ASSERT_EQ(p8_search_frontier(s, all, 1, NF + 1, &live), P8_EINVAL);
    ASSERT_EQ(p8_search_frontier(s, NULL, 1, NF, &live), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "out is NULL") != NULL);
    /* the count query, and n = 0 with a buffer */
    ASSERT_EQ(p8_search_frontier(s, NULL, 0, NF, &live), 0);
    ASSERT_TRUE(live > 20 && live < 4096);
    ASSERT_EQ(p8_search_frontier(s, all, 0, 1, &live2), 0);
    ASSERT_EQ_U64(live2, live);
    ASSERT_EQ(p8_search_frontier(s, NULL, 0, NF, NULL), 0);
    /* a huge n writes the live entries only */
    n = p8_search_frontier(s, all, (size_t)-1, NF, NULL);
    ASSERT_EQ_U64((uint64_t)n, live);
    /* every n and every field count gives the prefix of the full snapshot */
    for (fields = 1; fields <= NF; fields++) {
        size_t want[] = { 1, 2, 3, (size_t)live - 1, (size_t)live, (size_t)live + 1 };
        for (i = 0; i < sizeof want / sizeof want[0]; i++) {
            size_t k, j, got_n = want[i] < live ? want[i] : (size_t)live;
            int bad = 0;
            memset(part, 0xa5, sizeof part);
            n = p8_search_frontier(s, part, want[i], fields, &live2);
            ASSERT_EQ(n, (int)got_n);
            ASSERT_EQ_U64(live2, live);
            for (k = 0; k < got_n; k++)
                for (j = 0; j < fields; j++) bad |= part[k * fields + j] != all[k * NF + j];
            bad |= part[got_n * fields] != UINT64_C(0xa5a5a5a5a5a5a5a5); /* nothing beyond */
            ASSERT_EQ(bad, 0);
        }
    }
    /* allowed inside callbacks; other calls stay P8_EBUSY */
    p8_search_set_event_fn(s, callback_calls, P8_EVENT_ALL, s);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 0), P8_OK);
    /* ended: P8_EINVAL with the reason; after the result was taken too */
    live = 5;
    ASSERT_EQ(p8_search_frontier(s, all, 4, NF, &live), P8_EINVAL);
    ASSERT_EQ_U64(live, 0);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "the run has ended") != NULL);
    {
        p8_result *r = NULL;
        ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
        p8_result_free(r);
    }
    ASSERT_EQ(p8_search_frontier(s, all, 4, NF, &live), P8_EINVAL);
    /* a run that ended during start (start == goal) */
    p8_search_set_event_fn(s, NULL, 0, NULL);
    ASSERT_EQ(p8_search_start(s, goal, NULL), P8_OK);
    ASSERT_EQ(p8_search_frontier(s, all, 4, NF, &live), P8_EINVAL);
    /* the random walk keeps no frontier */
    p8_search_set_algorithm(s, P8_ALG_RANDOM_WALK);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
    live = 5;
    ASSERT_EQ(p8_search_frontier(s, all, 4, NF, &live), 0);
    ASSERT_EQ_U64(live, 0);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(goal);
}

/* The caller's frontier: the library cannot see inside it. */
static void test_callers_frontier(void) {
    p8_board *b = mk(E13);
    p8_search *s = NULL;
    p8_frontier *f = NULL;
    uint64_t out[NF], live = 3;
    p8_search_new(&s);
    p8_frontier_new(P8_FRONTIER_HEAP, &f);
    ASSERT_EQ(p8_search_set_frontier_fns(s, p8_frontier_push, p8_frontier_pop, p8_frontier_size,
                                         p8_frontier_clear, f), P8_OK);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 5), P8_AGAIN);
    ASSERT_EQ(p8_search_frontier(s, out, 1, NF, &live), P8_EFRONTIER);
    ASSERT_EQ_U64(live, 0);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "the caller's") != NULL);
    ASSERT_EQ(p8_search_frontier(s, NULL, 0, NF, &live), P8_EFRONTIER);
    /* the run goes on as if nothing happened */
    ASSERT_EQ(p8_search_step(s, 0), P8_OK);
    p8_search_free(s);
    p8_frontier_free(f);
    p8_board_free(b);
}

/* Stale entries are not live: the count excludes them, P8_STAT_FRONTIER includes them; the
 * snapshot skips them alike whether or not the live entries are counted (live NULL). */
static void test_stale_excluded(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    p8_search *s = NULL;
    uint64_t live = 0, counted[30 * NF], uncounted[30 * NF];
    int seen = 0, k;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK); /* A*: stale entries from step 19 on */
    for (k = 0; k < 200 && p8_search_step(s, 1) == P8_AGAIN; k++) {
        int n;
        ASSERT_EQ(p8_search_frontier(s, NULL, 0, 1, &live), 0);
        ASSERT_TRUE(live <= p8_search_stat(s, P8_STAT_FRONTIER));
        seen |= live < p8_search_stat(s, P8_STAT_FRONTIER);
        n = p8_search_frontier(s, counted, 30, NF, &live);
        ASSERT_EQ(p8_search_frontier(s, uncounted, 30, NF, NULL), n);
        ASSERT_TRUE(n > 0 && memcmp(counted, uncounted, (size_t)n * NF * sizeof *counted) == 0);
    }
    ASSERT_TRUE(seen);
    p8_search_free(s);
    p8_board_free(b);
}

/* The bucket queue's grid has 64 columns of h at first: entries in the last column, over two
 * keys, are listed in take order (key, then h, then the order they were made). */
static unsigned h_63(const uint8_t *st, const uint8_t *goal, void *ud) {
    (void)st;
    (void)goal;
    (void)ud;
    return 63;
}

static void test_bucket_last_column(void) {
    p8_board *b = mk("1 2 3 4 0 5 6 7 8");
    p8_search *s = NULL;
    uint64_t out[8 * P8_ENTRY_FIELDS], live = 0;
    int n, i, rows = 1;
    p8_search_new(&s);
    ASSERT_EQ(p8_search_set_frontier(s, P8_FRONTIER_BUCKET), P8_OK);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, h_63, NULL), P8_OK);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 2), P8_AGAIN); /* the start (4 successors), then one of them */
    n = p8_search_frontier(s, out, 8, P8_ENTRY_FIELDS, &live);
    ASSERT_EQ(n, 5); /* 3 left of the start's, 2 of the one expanded (blank on an edge) */
    ASSERT_EQ_U64(live, 5);
    for (i = 0; i < n; i++) {
        const uint64_t *e = out + i * P8_ENTRY_FIELDS, *p = e - P8_ENTRY_FIELDS;
        ASSERT_EQ_U64(e[P8_ENTRY_H], 63);
        ASSERT_EQ_U64(e[P8_ENTRY_KEY], e[P8_ENTRY_G] + 63);
        if (i == 0) continue;
        ASSERT_TRUE(p[P8_ENTRY_KEY] < e[P8_ENTRY_KEY] ||
                    (p[P8_ENTRY_KEY] == e[P8_ENTRY_KEY] && p[P8_ENTRY_ID] < e[P8_ENTRY_ID]));
        rows += p[P8_ENTRY_KEY] != e[P8_ENTRY_KEY];
    }
    ASSERT_EQ(rows, 2);
    ASSERT_EQ_U64(out[P8_ENTRY_KEY], 64);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_matches_events);
    RUN(test_arguments);
    RUN(test_callers_frontier);
    RUN(test_stale_excluded);
    RUN(test_bucket_last_column);
    return TEST_REPORT();
}
