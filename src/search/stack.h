/* SPDX-License-Identifier: MIT */
/* stack.h - the depth-first stack (stack.c): the frontier of a depth-first tree search (IDA*,
 * IDDFS, DFS under the policies none and parent) while the step's loop runs with no one
 * watching. Private. Uses base/, board/, frontier/ and nodes.h only.
 *
 * At rest, such a frontier is a LIFO ring of (node, h) entries, each entry a node of the arena.
 * While the quiet loop runs, it is this stack of whole successors instead, as a recursive search
 * keeps them: a successor costs one entry (its cells, blank, h, (g, move) and public id), and the
 * arena holds only the path to the node being visited, node i at depth i. The loop moves the
 * ring's entries onto the stack when it starts (p8__stack_load) and back when it stops
 * (p8__stack_store), so the frontier's snapshot, the drivers and the observed step only ever
 * see the ring.
 */
#ifndef P8_STACK_H
#define P8_STACK_H

#include "../frontier/frontier.h"
#include "nodes.h"

typedef struct p8__pending {
    uint64_t tiles;              /* its nine cells packed */
    uint64_t id;                 /* the public id it got when generated */
    uint32_t h, gm;              /* its h; its (g, move) word as the arena's */
    uint32_t blank;              /* its blank's cell */
} p8__pending;

typedef struct p8__stack {
    p8__pending *entry;
    size_t count, cap;
} p8__stack;

/* The parent of a node of depth g stored from the stack: node g - 1 (the path's node at that
 * depth), a root's itself, node 0; written g - (g != 0), which compiles to no branch. */
static inline uint32_t p8__stack_parent(uint32_t g) {
    return g - (g != 0);
}
/* Room for one more entry: P8_OK, P8_ENOMEM or P8_ELIMIT (the run's memory limit). */
int p8__stack_grow(p8__stack *k, p8__mem *m);
/* Put a successor on top of k, a loop's copy of *home (whose memory it is: k's own address never
 * leaves the loop, which keeps it in registers), and note in *most the most entries yet. P8_OK,
 * or an allocation's failure. */
static inline int p8__stack_push(p8__stack *k, p8__stack *home, p8__mem *m, uint64_t tiles,
                                 unsigned blank, uint32_t h, uint32_t gm, uint64_t id,
                                 uint64_t *most) {
    p8__pending *e;
    if (P8__UNLIKELY(k->count == k->cap)) {
        int rc;
        *home = *k;
        if ((rc = p8__stack_grow(home, m)) != P8_OK) return rc;
        *k = *home;
    }
    e = &k->entry[k->count++];
    e->tiles = tiles, e->id = id, e->h = h, e->gm = gm, e->blank = blank;
    if (k->count > *most) *most = k->count;
    return P8_OK;
}
/* Take the top entry into *e, and make it the path's node at its depth g in n (node g, whose
 * parent is node g - 1: the nodes after its parent are finished). 1; 0 when the stack is empty;
 * or an allocation's failure (the arena's room for the path). */
static inline int p8__stack_take(p8__stack *k, p8__nodes *n, p8__mem *m, int keep_ids,
                                 p8__pending *e) {
    uint32_t g;
    if (!k->count) return 0;
    *e = k->entry[--k->count];
    g = P8__NODE_G(e->gm);
    if (P8__UNLIKELY(g >= n->cap)) {
        int rc;
        n->count = g;
        if ((rc = p8__nodes_make_room(n, m)) != P8_OK) return rc;
    }
    p8__nodes_put(n, g, keep_ids, (uint32_t)e->tiles, p8__stack_parent(g), e->gm, e->id);
    return 1;
}

/* Move the ring's entries onto the stack, oldest first, and note in *most the entries then (the
 * ring's count when taken). Each entry's node must have its parent at the index one less than
 * its depth (as p8__stack_store leaves them; a root has none). P8_OK, or an allocation's failure
 * with the ring and the stack as they were. */
int p8__stack_load(p8__stack *k, p8__mem *m, const p8__nodes *n, p8__frontier *ring,
                   uint64_t *most);
/* Move the stack's entries back: each a node after the path (nodes 0 .. n->count - 1, node i at
 * depth i) and an entry of the ring, oldest first. P8_OK, or an allocation's failure. */
int p8__stack_store(p8__stack *k, p8__mem *m, p8__nodes *n, p8__frontier *ring);
void p8__stack_release(p8__stack *k, p8__mem *m);

#endif
