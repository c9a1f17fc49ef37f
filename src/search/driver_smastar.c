/* SPDX-License-Identifier: MIT */
/* driver_smastar.c - simplified memory-bounded A* (SMA*; Russell 1992, AIMA 3rd ed. §3.5.3)
 * through the one step, holding at most `budget` nodes (p8_search_set_node_budget).
 *
 * The tree in memory: the root, and for each node either all its children (it was expanded:
 * the step generated them at once into the arena) or none (a leaf). Each node has a backed-up
 * F: a child's is max(f(c), F(parent)) when generated (pathmax), f = wg*g + wh*h. The leaves
 * are the open list, best first: lowest F, then deepest, then newest. Each round takes the best
 * leaf n; unless it is the goal or at the depth limit, it needs room for its children (its
 * legal moves, without the undo move but under P8_DUP_NONE): while the nodes held plus these
 * exceed the budget, the worst family is forgotten - of the nodes whose children are all
 * leaves (n's parent excepted), the one whose children's lowest F is highest (ties: the
 * shallowest, then the oldest): its children go, and it becomes a leaf again with F = that
 * lowest F, the best its forgotten subtree promised. If no family can go, n can never be
 * expanded within the budget: its F becomes infinite. Then n is visited by the step (goal
 * test, limits, expansion). A node with no children (all duplicates, or at the depth limit) is
 * a dead end: F infinite, as is a key that saturates (UINT64_MAX). When the best leaf is
 * infinite the run ends: P8_ELIMIT when a node was dropped for want of room ("the node budget
 * is too small") or a key saturated, else as an exhausted search.
 *
 * Forgetting whole families keeps the tree simple (a parent has all its children or none) and
 * keeps SMA*'s guarantee: every F is a lower bound on the solutions below its node, so the goal
 * is taken with the lowest F of all leaves, and the solution is optimal with an admissible
 * heuristic (wg = 1) whenever the budget never left a node without room (at least 3d + 5 nodes
 * for a solution of depth d under P8_DUP_PARENT: 98 for every 8-puzzle state).
 *
 * Events: forgotten nodes get no event; when their parent is taken again, a trace shows its
 * EXPAND a second time (same id) and their states GENERATEd again with new ids. The events'
 * BOUND is the expanded node's backed-up F. Statistics count every expansion and generation,
 * the repeated ones included; P8_STAT_MAX_FRONTIER is the most nodes held at once (at most the
 * budget), P8_STAT_BOUND the F of the last node taken. The arena is compacted when forgotten
 * slots would make it twice the budget, so memory stays O(budget). */
#include "search.h"

#include <string.h>

#define INF UINT64_MAX
#define NONE UINT32_MAX

typedef struct sma_node {
    uint64_t F;                  /* backed-up F */
    uint64_t famF;               /* the lowest F of its children (when it has them) */
    uint32_t first;              /* its children: [first, first + nk) */
    uint32_t open_pos, fam_pos;  /* places in the heaps, NONE when absent */
    uint8_t nk;                  /* children in memory (0: a leaf) */
    uint8_t nonleaf;             /* of them, those that have children */
    uint8_t live;                /* held (not forgotten) */
} sma_node;

typedef struct sma {
    sma_node *n;
    size_t ncap;
    uint32_t *open, *fam, *map; /* heaps of node indices; the compaction's map */
    size_t open_cap, fam_cap, map_cap;
    size_t open_len, fam_len;
    uint64_t live;               /* nodes held */
    int starved;                 /* a node was dropped for want of room */
    int saturated;               /* a key saturated (UINT64_MAX): such a node counts as infinite */
} sma;

/* The driver's own state is the pointer to its sma (s->ds.p). */
static sma *state_of(p8_search *s) {
    return s->ds.p;
}

/* ---- the two heaps: open (best leaf on top) and families (worst on top) ------------------- */

static uint32_t depth_of(const p8__side *d, uint32_t i) {
    return P8__NODE_G(d->nodes.node[i].gm);
}
/* a before b in the open list */
static int open_before(const sma *m, const p8__side *d, uint32_t a, uint32_t b) {
    if (m->n[a].F != m->n[b].F) return m->n[a].F < m->n[b].F;
    if (depth_of(d, a) != depth_of(d, b)) return depth_of(d, a) > depth_of(d, b);
    return a > b;
}
/* family a forgotten before b */
static int fam_before(const sma *m, const p8__side *d, uint32_t a, uint32_t b) {
    if (m->n[a].famF != m->n[b].famF) return m->n[a].famF > m->n[b].famF;
    if (depth_of(d, a) != depth_of(d, b)) return depth_of(d, a) < depth_of(d, b);
    return a < b;
}

typedef int (*before_fn)(const sma *, const p8__side *, uint32_t, uint32_t);
typedef struct heap {
    uint32_t **a;
    size_t *cap, *len;
    before_fn before;
    int fam;                     /* positions in fam_pos (else open_pos) */
} heap;

static uint32_t *pos_of(sma *m, const heap *h, uint32_t i) {
    return h->fam ? &m->n[i].fam_pos : &m->n[i].open_pos;
}
static void heap_place(sma *m, const heap *h, size_t at, uint32_t i) {
    (*h->a)[at] = i;
    *pos_of(m, h, i) = (uint32_t)at;
}
static void heap_fix(sma *m, const p8__side *d, const heap *h, size_t at) {
    uint32_t *a = *h->a, x = a[at];
    size_t len = *h->len;
    while (at > 0 && h->before(m, d, x, a[(at - 1) / 2])) {
        heap_place(m, h, at, a[(at - 1) / 2]);
        at = (at - 1) / 2;
    }
    for (;;) {
        size_t c = 2 * at + 1;
        if (c >= len) break;
        if (c + 1 < len && h->before(m, d, a[c + 1], a[c])) c++;
        if (!h->before(m, d, a[c], x)) break;
        heap_place(m, h, at, a[c]);
        at = c;
    }
    heap_place(m, h, at, x);
}
static int heap_add(p8_search *s, sma *m, const p8__side *d, const heap *h, uint32_t i) {
    int rc = p8__mem_grow(&s->mem, (void **)h->a, h->cap, *h->len + 1, sizeof **h->a);
    if (rc != P8_OK) return rc;
    heap_place(m, h, (*h->len)++, i);
    heap_fix(m, d, h, *h->len - 1);
    return P8_OK;
}
static void heap_remove(sma *m, const p8__side *d, const heap *h, uint32_t i) {
    size_t at = *pos_of(m, h, i);
    uint32_t last = (*h->a)[--*h->len];
    *pos_of(m, h, i) = NONE;
    if (last == i) return;
    heap_place(m, h, at, last);
    heap_fix(m, d, h, at);
}

static heap open_heap(sma *m) {
    heap h = { &m->open, &m->open_cap, &m->open_len, open_before, 0 };
    return h;
}
static heap fam_heap(sma *m) {
    heap h = { &m->fam, &m->fam_cap, &m->fam_len, fam_before, 1 };
    return h;
}

/* ---- the tree ------------------------------------------------------------------------------ */

/* The frontier hook: the step pushes each child kept; its F starts as its f. */
static int sma_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *user_data) {
    p8_search *s = user_data;
    sma *m = state_of(s);
    sma_node *x;
    (void)g;
    (void)h;
    if (node >= m->ncap) {
        int rc = p8__mem_grow(&s->mem, (void **)&m->n, &m->ncap, (size_t)node + 1, sizeof *m->n);
        if (rc != P8_OK) return rc; /* P8_ENOMEM, or P8_ELIMIT at the memory limit */
    }
    if (key == INF) m->saturated = 1;
    x = &m->n[node];
    memset(x, 0, sizeof *x);
    x->F = key;
    x->open_pos = x->fam_pos = NONE;
    x->live = 1;
    return P8_OK;
}

/* The lowest F of p's children. */
static uint64_t lowest_child(const sma *m, uint32_t p) {
    uint64_t low = INF;
    uint32_t c;
    for (c = m->n[p].first; c < m->n[p].first + m->n[p].nk; c++)
        if (m->n[c].F < low) low = m->n[c].F;
    return low;
}

/* Leaf i's F changed: its place in the open list, and its family's. */
static void leaf_changed(sma *m, const p8__side *d, uint32_t i) {
    uint32_t p = d->nodes.node[i].parent;
    heap o = open_heap(m), f = fam_heap(m);
    heap_fix(m, d, &o, m->n[i].open_pos);
    if (i != 0 && m->n[p].fam_pos != NONE) {
        m->n[p].famF = lowest_child(m, p);
        heap_fix(m, d, &f, m->n[p].fam_pos);
    }
}

/* Forget p's children (all leaves): p becomes a leaf with their lowest F. */
static int forget(p8_search *s, sma *m, const p8__side *d, uint32_t p) {
    heap o = open_heap(m), f = fam_heap(m);
    uint32_t c, pp = d->nodes.node[p].parent;
    int rc;
    heap_remove(m, d, &f, p);
    m->n[p].F = lowest_child(m, p);
    for (c = m->n[p].first; c < m->n[p].first + m->n[p].nk; c++) {
        heap_remove(m, d, &o, c);
        m->n[c].live = 0;
        m->live--;
    }
    m->n[p].nk = 0;
    if ((rc = heap_add(s, m, d, &o, p)) != P8_OK) return rc;
    if (p != 0 && --m->n[pp].nonleaf == 0) { /* pp's children are all leaves now */
        m->n[pp].famF = lowest_child(m, pp);
        if ((rc = heap_add(s, m, d, &f, pp)) != P8_OK) return rc;
    }
    return P8_OK;
}

/* The family to forget to make room for n: the worst, n's own (its parent's) excepted. */
static uint32_t worst_family(const sma *m, const p8__side *d, uint32_t n) {
    const uint32_t pn = n ? d->nodes.node[n].parent : NONE;
    uint32_t a, b;
    if (!m->fam_len) return NONE;
    if (m->fam[0] != pn) return m->fam[0];
    a = m->fam_len > 1 ? m->fam[1] : NONE;
    b = m->fam_len > 2 ? m->fam[2] : NONE;
    if (a == NONE) return b;
    if (b == NONE) return a;
    return fam_before(m, d, a, b) ? a : b;
}

/* Drop the forgotten slots from the arena (order kept, so parents stay before children and the
 * heaps' order is unchanged). */
static int compact(p8_search *s, sma *m, p8__side *d) {
    p8__nodes *a = &d->nodes;
    size_t i, k = 0;
    int rc = p8__mem_grow(&s->mem, (void **)&m->map, &m->map_cap, a->count, sizeof *m->map);
    if (rc != P8_OK) return rc;
    for (i = 0; i < a->count; i++) {
        if (!m->n[i].live) continue;
        m->map[i] = (uint32_t)k;
        a->node[k] = a->node[i];
        a->node[k].parent = i ? m->map[a->node[i].parent] : 0;
        a->h[k] = a->h[i];
        a->id[k] = a->id[i];
        m->n[k] = m->n[i];
        k++;
    }
    a->count = k;
    for (i = 0; i < k; i++)
        if (m->n[i].nk) m->n[i].first = m->map[m->n[i].first];
    for (i = 0; i < m->open_len; i++) m->open[i] = m->map[m->open[i]];
    for (i = 0; i < m->fam_len; i++) m->fam[i] = m->map[m->fam[i]];
    return P8_OK;
}

static int sma_begin(p8_search *s) {
    sma *m;
    p8__side *d = &s->side[0];
    heap o;
    uint32_t h;
    int rc;
    if (s->dup > P8_DUP_PATH)
        return p8__search_fail(s, P8_EINVAL, "SMA* is a tree search: it takes the duplicate "
                               "policy none, parent or path, not %s", p8_duplicates_name(s->dup));
    p8__side_open(s, d, s->goal, 0); /* first: a run that fails here has an empty side */
    s->ds.p = m = p8__mem_alloc(&s->mem, sizeof *m);
    if (!m) return p8__alloc_failed(s, s->mem.limit_hit ? P8_ELIMIT : P8_ENOMEM);
    memset(m, 0, sizeof *m);
    d->push = sma_push;          /* the driver's own frontier: it takes what the step pushes */
    d->fud = s;
    d->nodes.keep_ids = 1;       /* forgotten slots are reused */
    d->nodes.keep_h = 1;
    rc = p8__side_root(s, d, s->start, &h);
    if (rc != P8_AGAIN) return rc;
    if (d->nodes.node[0].key == d->target_key) return p8__found(s, d, 0, h, s->start);
    if ((rc = sma_push(0, p8__key_of(s, 0, h), 0, h, s)) != P8_OK) return p8__alloc_failed(s, rc);
    m->live = 1;
    o = open_heap(m);
    if ((rc = heap_add(s, m, d, &o, 0)) != P8_OK) return p8__alloc_failed(s, rc);
    return P8_AGAIN;
}

/* The children n may get: its legal moves, without the undo move but under NONE; 0 for the goal
 * and a node at the depth limit, which are not expanded. */
static unsigned room_needed(const p8_search *s, const p8__side *d, uint32_t n) {
    const p8__node x = d->nodes.node[n];
    unsigned mask, k = 0;
    if (x.key == d->target_key || P8__NODE_G(x.gm) >= s->pass.depth) return 0;
    mask = p8__legal_moves[p8__blank_cell(p8__key_expand(x.key))];
    for (; mask; mask &= mask - 1) k++;
    return k - (s->dup != P8_DUP_NONE && P8__NODE_G(x.gm) > 0);
}

/* After n's visit: its children [first, count) become leaves, n a family. */
static int expanded(p8_search *s, sma *m, p8__side *d, uint32_t n, uint32_t first) {
    heap o = open_heap(m), f = fam_heap(m);
    const uint32_t end = (uint32_t)d->nodes.count, pn = d->nodes.node[n].parent;
    uint32_t c;
    int rc;
    if (first == end) { /* a dead end */
        m->n[n].F = INF;
        leaf_changed(m, d, n);
        return P8_OK;
    }
    heap_remove(m, d, &o, n);
    m->n[n].first = first;
    m->n[n].nk = (uint8_t)(end - first);
    m->n[n].nonleaf = 0;
    for (c = first; c < end; c++) {
        if (m->n[c].F < m->n[n].F) m->n[c].F = m->n[n].F;
        m->live++;
        if ((rc = heap_add(s, m, d, &o, c)) != P8_OK) return rc;
    }
    m->n[n].famF = lowest_child(m, n);
    if ((rc = heap_add(s, m, d, &f, n)) != P8_OK) return rc;
    if (n != 0 && m->n[pn].nonleaf++ == 0 && m->n[pn].fam_pos != NONE) heap_remove(m, d, &f, pn);
    if (m->live > s->stat[P8_STAT_MAX_FRONTIER]) s->stat[P8_STAT_MAX_FRONTIER] = m->live;
    return P8_OK;
}

static int sma_advance(p8_search *s, uint64_t budget) {
    sma *m = state_of(s);
    p8__side *d = &s->side[0];
    const uint64_t stop_at = budget ? s->stat[P8_STAT_EXPANDED] + budget : UINT64_MAX;
    const uint64_t cap = s->node_budget;
    for (;;) {
        uint32_t n, first;
        unsigned need;
        int rc;
        if (p8__canceled(s)) return p8__canceled_run(s);
        if (s->stat[P8_STAT_EXPANDED] >= stop_at) return P8_AGAIN;
        n = m->open[0]; /* the root is a leaf or has children: never empty */
        if (m->n[n].F == INF) {
            if (m->starved)
                return p8__search_fail(s, P8_ELIMIT, "SMA*'s node budget of %llu is too small: "
                                       "every leaf left needs room it cannot have (a solution "
                                       "of depth d needs up to 3d + 5 of them)",
                                       (unsigned long long)cap);
            if (m->saturated && !s->cutoff)
                return p8__search_fail(s, P8_ELIMIT, "SMA* met a key that saturates (weights "
                                       "%llu,%llu): its subtree has no bound; lower the weights or "
                                       "the heuristic", (unsigned long long)s->wg,
                                       (unsigned long long)s->wh);
            return p8__exhausted(s);
        }
        need = room_needed(s, d, n);
        while (need && m->live + need > cap) {
            uint32_t p = worst_family(m, d, n);
            if (p == NONE) break;
            if ((rc = forget(s, m, d, p)) != P8_OK) return p8__alloc_failed(s, rc);
        }
        if (need && m->live + need > cap) { /* no room, ever, under this budget */
            m->starved = 1;
            m->n[n].F = INF;
            leaf_changed(m, d, n);
            continue;
        }
        if (d->nodes.count + need > 2 * cap + 8) {
            if ((rc = compact(s, m, d)) != P8_OK) return p8__alloc_failed(s, rc);
            n = m->open[0];
        }
        first = (uint32_t)d->nodes.count;
        s->pass.bound = m->n[n].F;
        s->stat[P8_STAT_BOUND] = m->n[n].F;
        rc = p8__visit(s, d, n, d->nodes.h[n]);
        if (rc != P8_AGAIN) return rc;
        if ((rc = expanded(s, m, d, n, first)) != P8_OK) return p8__alloc_failed(s, rc);
    }
}

static int sma_result(p8_search *s, p8_result **out) {
    return p8__result_of_side(s, &s->side[0], out);
}

static void sma_release(p8_search *s) {
    sma *m = s->ds.p;
    if (!m) return;
    p8__mem_free(&s->mem, m->n, m->ncap * sizeof *m->n);
    p8__mem_free(&s->mem, m->open, m->open_cap * sizeof *m->open);
    p8__mem_free(&s->mem, m->fam, m->fam_cap * sizeof *m->fam);
    p8__mem_free(&s->mem, m->map, m->map_cap * sizeof *m->map);
    p8__mem_free(&s->mem, m, sizeof *m);
    s->ds.p = NULL;
}

const p8__driver p8__driver_smastar = { P8__USES_KEY_BOUND | P8__USES_NODE_BUDGET, sma_begin, sma_advance, sma_result,
                                        sma_release };
