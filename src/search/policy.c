/* SPDX-License-Identifier: MIT */
/* policy.c - the duplicate policies, as the data the step reads (search.h: p8__policy): which
 * moves each generates, which successors it rejects and what it does as a node is expanded.
 * The graph policies' table of states is probed by the step itself, inline (step.c: in_table);
 * PATH's and CLOSED's checks are here, called through the table. */
#include "search.h"

/* PATH: a state on the path from the root (the chain of parents) is a duplicate. */
static int on_path(p8_search *s, p8__side *d, uint32_t key, uint32_t parent) {
    const p8__node *n = d->nodes.node;
    (void)s;
    for (;; parent = n[parent].parent) {
        if (n[parent].key == key) return 1;
        if (parent == 0) return 0;
    }
}

/* CLOSED: a state already expanded (in the explored set: the table holds only those)... */
static int in_closed(p8_search *s, p8__side *d, uint32_t key, uint32_t parent) {
    size_t slot;
    (void)s;
    (void)parent;
    return p8__nodes_find(&d->nodes, key, &slot) != UINT32_MAX;
}

/* ... to which the state of each node expanded is added (its first copy). */
static int close_state(p8_search *s, p8__side *d, uint32_t index) {
    size_t slot;
    int rc = p8__nodes_reserve(&d->nodes, &s->mem);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    if (p8__nodes_find(&d->nodes, d->nodes.node[index].key, &slot) == UINT32_MAX)
        p8__nodes_set(&d->nodes, slot, index);
    return P8_AGAIN;
}

const p8__policy p8__policies[P8__N_DUPLICATES] = {
    /* NONE       */ { 0, NULL, NULL },
    /* PARENT     */ { 1, NULL, NULL },
    /* PATH       */ { 1, on_path, NULL },
    /* GRAPH      */ { 1, NULL, NULL },
    /* GRAPH_UNDO */ { 0, NULL, NULL },
    /* CLOSED     */ { 0, in_closed, close_state },
};
/* p8__policy_table (search.h) says which keep a table of every state: GRAPH and GRAPH_UNDO */
typedef char p8__policies_agree[(P8__N_DUPLICATES == 6 && P8_DUP_GRAPH == 3 &&
                                 P8_DUP_GRAPH_UNDO == 4) ? 1 : -1];
