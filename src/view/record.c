/* SPDX-License-Identifier: MIT */
/* record.c - recording a run into a tree (p8_tree_run): the run is observed (search/inspect.h),
 * so the recorder sees every event with its node (id, parent, move, key, side, bound) while the
 * search's own event callback, untouched, still gets the events of its mask. A search freed from
 * any callback meanwhile ends the run: p8_tree_run returns P8_ECANCELED, no result, s is gone.
 * Also the node of an event as a record, for the trace lines. */
#include "../search/inspect.h"
#include "view.h"

#include <string.h>

void p8__record_of(const uint64_t *f, const uint8_t *state, p8__record *r) {
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
}

int p8__event_node(const p8_search *s, const uint8_t *state, p8__record *r) {
    uint64_t f[P8_NODE_FIELDS];
    int n = p8_search_event_node(s, f, P8_NODE_FIELDS);
    if (n < 0) return n;
    p8__record_of(f, state, r);
    return P8_OK;
}

/* ---- a run into a tree ------------------------------------------------------------------- */
typedef struct tree_run {
    p8_tree *t;
    int error;                   /* the first failure of p8_tree_add */
} tree_run;

static int record_tree(int event, const uint8_t *state, const uint64_t *node, void *user_data) {
    tree_run *c = user_data;
    p8__record r;
    int rc;
    if (c->error != P8_OK) return 1;
    p8__record_of(node, state, &r);
    rc = p8_tree_add(c->t, event, r.id, r.parent == r.id ? UINT64_MAX : r.parent,
                     r.move < 4 ? r.move : -1, r.g, r.h, r.key, state);
    if (rc != P8_OK) {
        c->error = rc;
        return 1; /* the tree cannot follow: stop the run */
    }
    p8__tree_note(c->t, &r);
    return 0;
}

int p8_tree_run(p8_tree *t, p8_search *s, const p8_board *start, const p8_board *goal,
                p8_result **out) {
    tree_run c;
    p8__config cfg;
    int rc;
    if (out) *out = NULL;
    if (!t || !s || !start || !out) return P8_EINVAL;
    if ((rc = p8__observe_ready(s)) != P8_OK) return rc; /* P8_EBUSY: the tree untouched */
    c.t = t;
    c.error = P8_OK;
    p8__inspect_config(s, &cfg);
    p8__tree_clear(t);
    t->depth_limit = cfg.limit[P8_LIMIT_DEPTH];
    t->bound_is_depth = cfg.bounds_depth;
    rc = p8__run_observed(s, start, goal, record_tree, &c, out);
    if (c.error != P8_OK) {
        p8_result_free(*out);
        *out = NULL;
        return c.error;
    }
    return rc;
}
