/* SPDX-License-Identifier: MIT */
/* record.c - recording a run for the view (p8_trace_run, p8_tree_run): the search's own event
 * callback is set aside and a recorder takes every event; the recorder hands each event on to
 * the callback set aside (for the events of its mask) and puts it back when the run ends. The
 * search is held meanwhile (p8__search_hold): freed from any callback, it is freed by
 * p8__hook_restore, after its last use, and the view's call returns P8_ECANCELED. The
 * node behind an event (id, parent, move, key, side, bound) comes from p8_search_event_node. */
#include "../search/search_internal.h"
#include "view_internal.h"

#include <string.h>

int p8__hook_ready(p8_search *s) {
    /* the setter's own checks, nothing changed: P8_EBUSY from a callback or during a run */
    return p8_search_set_event_fn(s, s->efn, s->emask, s->eud);
}

void p8__hook_install(p8__hook *k, p8_search *s, p8_event_fn recorder, void *user_data) {
    k->s = s;
    k->fn = s->efn;
    k->mask = s->emask;
    k->ud = s->eud;
    s->efn = recorder;
    s->emask = P8_EVENT_ALL;
    s->eud = user_data;
    p8__search_hold(s); /* a free from any callback now waits for p8__hook_restore */
}

int p8__hook_restore(p8__hook *k) {
    p8_search *s = k->s;
    s->efn = k->fn; /* as they were set: no check, no failure, no path that keeps the recorder */
    s->emask = k->mask;
    s->eud = k->ud;
    return p8__search_release(s);
}

int p8__hook_forward(p8__hook *k, int event, const uint8_t *state, unsigned g, unsigned h) {
    if (k->fn && ((k->mask >> event) & 1u)) return k->fn(event, state, g, h, k->ud);
    return 0;
}

int p8__event_node(const p8_search *s, const uint8_t *state, p8__record *r) {
    uint64_t f[P8_NODE_FIELDS];
    int n = p8_search_event_node(s, f, P8_NODE_FIELDS);
    if (n < 0) return n;
    memset(r, 0, sizeof *r);
    r->id = f[P8_NODE_ID];
    r->parent = f[P8_NODE_PARENT] == P8_NODE_NONE ? r->id : f[P8_NODE_PARENT];
    r->move = (uint8_t)(f[P8_NODE_MOVE] < 4 ? f[P8_NODE_MOVE] : P8__NO_MOVE);
    r->g = (uint32_t)f[P8_NODE_G];
    r->h = (uint32_t)f[P8_NODE_H];
    r->key = f[P8_NODE_KEY];
    r->side = (uint8_t)(f[P8_NODE_SIDE] != 0);
    r->bound = f[P8_NODE_BOUND];
    r->state = (uint32_t)p8__pack(state);
    return P8_OK;
}

/* ---- a run into a tree ------------------------------------------------------------------- */
typedef struct tree_run {
    p8__hook hook;
    p8_tree *t;
    int error;                   /* the first failure of p8_tree_add */
} tree_run;

static int record_tree(int event, const uint8_t *state, unsigned g, unsigned h, void *user_data) {
    tree_run *c = user_data;
    p8__record r;
    if (c->error == P8_OK && p8__event_node(c->hook.s, state, &r) == P8_OK) {
        int rc = p8_tree_add(c->t, event, r.id, r.parent == r.id ? UINT64_MAX : r.parent,
                             r.move < 4 ? r.move : -1, r.g, r.h, r.key, state);
        if (rc != P8_OK) {
            c->error = rc;
            return 1; /* the tree cannot follow: stop the run */
        }
        p8__tree_note(c->t, &r);
    }
    return p8__hook_forward(&c->hook, event, state, g, h);
}

int p8_tree_run(p8_tree *t, p8_search *s, const p8_board *start, const p8_board *goal,
                p8_result **out) {
    tree_run c;
    int rc;
    if (out) *out = NULL;
    if (!t || !s || !start || !out) return P8_EINVAL;
    if ((rc = p8__hook_ready(s)) != P8_OK) return rc;
    c.t = t;
    c.error = P8_OK;
    p8__hook_install(&c.hook, s, record_tree, &c); /* no return before p8__hook_restore */
    p8__tree_clear(t);
    t->depth_limit = s->limit[P8_LIMIT_DEPTH];
    t->bound_is_depth = s->driver == P8_DRIVER_DEEPEN_DEPTH;
    rc = p8_search_run(s, start, goal, out);
    if (p8__hook_restore(&c.hook)) return P8_ECANCELED; /* freed from a callback: no result */
    if (c.error != P8_OK) {
        p8_result_free(*out);
        *out = NULL;
        return c.error;
    }
    return rc;
}
