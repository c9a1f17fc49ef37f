/* SPDX-License-Identifier: MIT */
/* inspect.c - what a search shows, read without changing it (inspect.h is what the view sees
 * of it): the node of the event being reported (p8_search_event_node), the configuration as a
 * trace names it (p8__inspect_config), and the frontier: p8_search_frontier's snapshot of the
 * live entries of a run's frontiers in the order the run would take them. The snapshot reads
 * the frontier through its kind's walk (frontier/) and the nodes, never changing either, and
 * costs nothing while no one asks: the loop does no work for it. */
#include "search.h"

#include <limits.h>
#include <string.h>

typedef struct view {
    const p8_search *s;
    const p8__side *d;
    uint64_t *out;
    size_t fields, max, written;
    uint64_t live;
} view;

static int stale(const view *v, uint32_t node) {
    return (v->d->nodes.node[node].gm & P8__STALE_BIT) != 0;
}

static int count_live(uint32_t node, uint32_t h, void *ctx) {
    view *v = ctx;
    (void)h;
    v->live += !stale(v, node);
    return 0;
}

static int write_entry(uint32_t node, uint32_t h, void *ctx) {
    view *v = ctx;
    const p8__node *nd = &v->d->nodes.node[node];
    uint64_t f[P8_ENTRY_FIELDS];
    uint32_t g = P8__NODE_G(nd->gm);
    uint8_t t[9];
    if (v->written == v->max) return 1;
    if (stale(v, node)) return 0;
    p8__unpack(p8__key_expand(nd->key), t);
    f[P8_ENTRY_ID] = p8__node_id(v->s, v->d, node);
    f[P8_ENTRY_RANK] = p8__rank(t);
    f[P8_ENTRY_G] = g;
    f[P8_ENTRY_H] = h;
    f[P8_ENTRY_KEY] = p8__key_of(v->s, g, h);
    f[P8_ENTRY_SIDE] = (uint64_t)(v->d - v->s->side);
    f[P8_ENTRY_PARENT] = g ? p8__node_id(v->s, v->d, nd->parent) : P8_NODE_NONE;
    f[P8_ENTRY_MOVE] = P8__NODE_MOVE_OR_NONE(nd->gm);
    memcpy(v->out + v->written * v->fields, f, v->fields * sizeof *f);
    return ++v->written == v->max;
}

int p8_search_event_node(const p8_search *s, uint64_t *out, size_t n) {
    if (!s || (!out && n) || !s->ev_on) return P8_EINVAL;
    if (n > P8_NODE_FIELDS) n = P8_NODE_FIELDS;
    if (n) memcpy(out, s->ev, n * sizeof *out);
    return P8_NODE_FIELDS;
}

void p8__inspect_config(const p8_search *s, p8__config *c) {
    const p8__driver *drv = p8__driver_of(s->driver);
    c->driver = p8_driver_name(s->driver);
    c->frontier = s->kind ? p8_frontier_name(s->kind->id) : "custom";
    c->duplicates = p8_duplicates_name(s->dup);
    c->heuristic = s->builtin >= 0 ? p8_heuristic_name(s->builtin) : "custom";
    c->hfn = s->builtin >= 0 ? NULL : s->hfn;
    c->hud = s->builtin >= 0 ? NULL : s->hud;
    c->wg = s->wg;
    c->wh = s->wh;
    c->seed = s->seed;
    c->reopen = s->reopen;
    memcpy(c->limit, s->limit, sizeof c->limit);
    c->bounds_depth = (drv->uses & P8__USES_DEPTH_BOUND) != 0;
    c->node_budget = drv->uses & P8__USES_NODE_BUDGET ? s->node_budget : 0;
}

int p8_search_frontier(p8_search *s, uint64_t *out, size_t max_entries, size_t fields,
                       uint64_t *live) {
    view v;
    int i;
    if (live) *live = 0;
    if (!s) return P8_EINVAL;
    if (fields < 1 || fields > P8_ENTRY_FIELDS)
        return p8__search_fail(s, P8_EINVAL, "an entry has 1 to %d fields (P8_ENTRY_FIELDS), "
                               "not %lu", P8_ENTRY_FIELDS, (unsigned long)fields);
    if (!out && max_entries)
        return p8__search_fail(s, P8_EINVAL, "out is NULL but max_entries is %lu (0 asks for "
                               "the count only)", (unsigned long)max_entries);
    if (s->phase != P8__RUNNING)
        return p8__search_fail(s, P8_EINVAL, s->phase == P8__ENDED
                               ? "the run has ended: the frontier is visible only while a run is "
                                 "in progress (between p8_search_start and the step that ends it)"
                               : "no run is in progress: start one with p8_search_start");
    memset(&v, 0, sizeof v);
    v.s = s;
    v.out = out;
    v.fields = fields;
    /* A side is in use when its frontier is open (the random walk opens none: its slot has no
     * size, and holds no entry of a frontier). The live entries are counted only when asked:
     * the count walks every entry, the snapshot only up to its last. */
    for (i = 0; i < 2 && s->side[i].size; i++) {
        if (s->side[i].fud != &s->side[i].store)
            return p8__search_fail(s, P8_EFRONTIER, "the frontier is the caller's "
                                   "(p8_search_set_frontier_fns): the library cannot see its "
                                   "entries");
        v.d = &s->side[i];
        if (live) (void)v.d->store.kind->walk(&v.d->store, 0, &s->mem.a, count_live, &v);
    }
    v.max = max_entries > INT_MAX ? INT_MAX : max_entries; /* the count returned is an int */
    for (i = 0; i < 2 && s->side[i].size && v.written < v.max; i++) {
        v.d = &s->side[i];
        if (v.d->store.kind->walk(&v.d->store, 1, &s->mem.a, write_entry, &v) != P8_OK)
            return p8__search_fail(s, P8_ENOMEM, "out of memory copying the frontier's heap "
                                   "(%lu entries) for the snapshot",
                                   (unsigned long)v.d->store.count);
    }
    if (live) *live = v.live;
    return (int)v.written;
}
