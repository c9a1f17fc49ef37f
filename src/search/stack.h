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

/* entry[0] is the oldest entry, top one past the newest, end one past the room (all NULL, or
 * in one block): the loop's next successor is written at top, and the next node taken below it,
 * with no index to work out on the way from one to the other. */
typedef struct p8__stack {
    p8__pending *entry, *top, *end;
} p8__stack;

/* The entries on k. */
static inline size_t p8__stack_count(const p8__stack *k) {
    return k->entry ? (size_t)(k->top - k->entry) : 0;
}

/* The parent of a node of depth g stored from the stack: node g - 1 (the path's node at that
 * depth), a root's itself, node 0; written g - (g != 0), which compiles to no branch. */
static inline uint32_t p8__stack_parent(uint32_t g) {
    return g - (g != 0);
}
/* Room for `need` entries: P8_OK, P8_ENOMEM or P8_ELIMIT (the run's memory limit). */
int p8__stack_reserve(p8__stack *k, p8__mem *m, size_t need);
/* Room for n more entries on k, a loop's copy of *home (whose memory it is: k's own address
 * never leaves the loop, which keeps it in registers), which has memory (a node was taken from
 * it). P8_OK, or an allocation's failure. */
static inline int p8__stack_room(p8__stack *k, p8__stack *home, p8__mem *m, size_t n) {
    int rc;
    if (P8__LIKELY((size_t)(k->end - k->top) >= n)) return P8_OK;
    *home = *k;
    rc = p8__stack_reserve(home, m, p8__stack_count(home) + n);
    *k = *home;
    return rc;
}
/* Write a successor on top of k (room made), kept there when keep is 1; when 0, the next one
 * written replaces it: a caller whose test is hard to foretell keeps or drops it with no branch. */
static inline void p8__stack_offer(p8__stack *k, uint64_t tiles, unsigned blank, uint32_t h,
                                   uint32_t gm, uint64_t id, uint64_t keep) {
    p8__pending *e = k->top;
    e->tiles = tiles, e->id = id, e->h = h, e->gm = gm, e->blank = blank;
    k->top += keep;
}
/* Note in *most the entries on k (which has memory), if more. */
static inline void p8__stack_note(const p8__stack *k, uint64_t *most) {
    if ((uint64_t)(k->top - k->entry) > *most) *most = (uint64_t)(k->top - k->entry);
}
/* Put a successor on top of k (a loop's copy of *home), and note in *most the most entries
 * yet. P8_OK, or an allocation's failure. */
static inline int p8__stack_push(p8__stack *k, p8__stack *home, p8__mem *m, uint64_t tiles,
                                 unsigned blank, uint32_t h, uint32_t gm, uint64_t id,
                                 uint64_t *most) {
    const int rc = p8__stack_room(k, home, m, 1);
    if (P8__UNLIKELY(rc != P8_OK)) return rc;
    p8__stack_offer(k, tiles, blank, h, gm, id, 1);
    p8__stack_note(k, most);
    return P8_OK;
}
/* Take the top entry into *e, and make it the path's node at its depth g in n (node g, whose
 * parent is node g - 1: the nodes after its parent are finished). 1; 0 when the stack is empty;
 * or an allocation's failure (the arena's room for the path). */
static inline int p8__stack_take(p8__stack *k, p8__nodes *n, p8__mem *m, int keep_ids,
                                 p8__pending *e) {
    uint32_t g;
    if (k->top == k->entry) return 0;
    *e = *--k->top;
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
