/* SPDX-License-Identifier: MIT */
/* nodes.h - the node arena and its state index (nodes.c): the bottom room of the search.
 * Private. Uses base/ and board/ only.
 *
 * An arena of 12-byte nodes in order of creation (a node's index), and, for the graph duplicate
 * policy, a hash index from a state's key to the node that holds its best path so far. The
 * root of an arena is node 0; every other node's parent has a smaller index, and only roots
 * have g = 0. A node keeps its state, its parent and (g, move, flags); two things live beside
 * it only when a run needs them:
 *  - h (keep_h): a built-in frontier keeps each entry's h and hands it back with the entry, so
 *    the arena keeps h only for a caller's frontier, which hands back the node alone;
 *  - the public id (keep_ids): node i has id id_base + i, unless nodes are dropped and their
 *    indices reused (a depth-first tree search drops finished subtrees; a walk keeps only its
 *    last nodes), or two arenas share the ids (bidirectional): then each id is kept.
 */
#ifndef P8_NODES_H
#define P8_NODES_H

#include "../board/board.h"

typedef struct p8__node {
    uint32_t key;        /* tiles of cells 0..7 */
    uint32_t parent;     /* index of the parent node; a root is its own parent */
    uint32_t gm;         /* depth g (27 bits) | move that made it (2 bits) | 3 flags */
} p8__node;

#define P8__G_MAX ((UINT32_C(1) << 27) - 1)
#define P8__MOVE_SHIFT 27
/* The flags: a caller's frontier's nodes are marked when popped (a node popped twice breaks
 * the frontier's contract); the graph policy's, when expanded (closed) and when a cheaper node
 * for their state replaces them (stale). */
#define P8__POPPED_BIT (UINT32_C(1) << 29)      /* taken from a caller's frontier */
#define P8__CLOSED_BIT (UINT32_C(1) << 30)      /* expanded (graph policy) */
#define P8__STALE_BIT (UINT32_C(1) << 31)       /* superseded by a cheaper node (graph policy) */
#define P8__NODE_G(gm) ((gm) & P8__G_MAX)
#define P8__NODE_MOVE(gm) (((gm) >> P8__MOVE_SHIFT) & 3u)
/* The move that made a node, or P8__NO_MOVE for a root (the only nodes with g = 0). */
#define P8__NODE_MOVE_OR_NONE(gm) (P8__NODE_G(gm) ? P8__NODE_MOVE(gm) : P8__NO_MOVE)

typedef struct p8__nodes {
    p8__node *node;
    size_t count;
    size_t cap;          /* nodes the arena has room for: the least of the three below in use */
    size_t node_cap, h_cap, id_cap;
    uint32_t *h;         /* the nodes' h, when keep_h */
    uint64_t *id;        /* the nodes' public ids, when keep_ids */
    int keep_h, keep_ids;
    /* The index: open addressing, linear probing; 0 = empty, else tag | (node index + 1), the
     * tag being the bits of tag_mask of the key's hash, so that a probe reads a node only when
     * the tags agree (1 time in 256 for another key). tag_mask is 0xFF000000 while the arena
     * holds fewer than 2^24 nodes, 0 (no tags) beyond. */
    uint32_t *slot;
    size_t slot_cap;     /* a power of two, or 0 when no index is kept */
    size_t used;         /* states in the index */
    uint32_t tag_mask;
} p8__nodes;

void p8__nodes_release(p8__nodes *n, p8__mem *m);
/* Make room in the arena (and its h and ids) for one more node: P8_OK, P8_ENOMEM or P8_ELIMIT
 * (node indices are 32-bit). Out of line: the rare case of p8__nodes_push. */
int p8__nodes_make_room(p8__nodes *n, p8__mem *m);
/* Hold exactly `cap` nodes (an arena that never grows beyond: the walk's). P8_OK, P8_ENOMEM or
 * P8_ELIMIT. */
int p8__nodes_reserve_exact(p8__nodes *n, p8__mem *m, size_t cap);
/* Make node i (i < n->cap) the arena's last, its id stored when keep_ids (h apart): the write
 * of every node (p8__nodes_push_kept's; a depth-first search's path, node i at depth i). */
static inline void p8__nodes_put(p8__nodes *n, size_t i, int keep_ids, uint32_t key,
                                 uint32_t parent, uint32_t gm, uint64_t id) {
    p8__node *x = &n->node[i];
    x->key = key;
    x->parent = parent;
    x->gm = gm;
    if (keep_ids) n->id[i] = id;
    n->count = i + 1;
}
/* Append a node with h and public id `id` (each stored when keep_h, keep_ids: the arena's, as
 * read by the caller: they are fixed during a run, so a loop reads them once); its index in
 * *index. P8_OK, P8_ENOMEM or P8_ELIMIT. Inline: the arena has room in the common case. */
static inline int p8__nodes_push_kept(p8__nodes *n, p8__mem *m, int keep_h, int keep_ids,
                                      uint32_t key, uint32_t parent, uint32_t gm, uint32_t h,
                                      uint64_t id, uint32_t *index) {
    const size_t i = n->count;
    if (P8__UNLIKELY(i == n->cap)) {
        int rc = p8__nodes_make_room(n, m);
        if (rc != P8_OK) return rc;
    }
    if (keep_h) n->h[i] = h;
    p8__nodes_put(n, i, keep_ids, key, parent, gm, id);
    *index = (uint32_t)i;
    return P8_OK;
}
/* The same with the arena's own keep_h and keep_ids. */
static inline int p8__nodes_push(p8__nodes *n, p8__mem *m, uint32_t key, uint32_t parent,
                                 uint32_t gm, uint32_t h, uint64_t id, uint32_t *index) {
    return p8__nodes_push_kept(n, m, n->keep_h, n->keep_ids, key, parent, gm, h, id, index);
}
/* Empty the arena and the index, keeping their memory. */
void p8__nodes_reset(p8__nodes *n);
/* Make room in the index for one more state (call before p8__nodes_find when the state may be
 * added). P8_OK, P8_ENOMEM or P8_ELIMIT. */
int p8__nodes_grow_index(p8__nodes *n, p8__mem *m);
#define P8__INDEX_MAX_LOAD_NUM 3 /* the index grows when it would be more than 3/4 full */
#define P8__INDEX_MAX_LOAD_DEN 4
static inline int p8__nodes_reserve(p8__nodes *n, p8__mem *m) {
    if ((n->used + 1) * P8__INDEX_MAX_LOAD_DEN <= n->slot_cap * P8__INDEX_MAX_LOAD_NUM) return P8_OK;
    return p8__nodes_grow_index(n, m);
}
/* The hash of a key (Fibonacci hashing): its home slot is in the low bits, its tag in the high. */
static inline uint32_t p8__key_hash(uint32_t key) {
    return (uint32_t)(((uint64_t)key * UINT64_C(0x9E3779B97F4A7C15)) >> 32);
}
/* The node index recorded for this key (its hash: p8__key_hash), or UINT32_MAX; *slot is where
 * it is (or would go). */
static inline uint32_t p8__nodes_find_hashed(const p8__nodes *n, uint32_t key, uint32_t hash,
                                             size_t *slot) {
    const uint32_t tag = hash & n->tag_mask;
    const size_t mask = n->slot_cap - 1;
    size_t i;
    for (i = hash & mask;; i = (i + 1) & mask) {
        uint32_t v = n->slot[i];
        if (!v) {
            *slot = i;
            return UINT32_MAX;
        }
        if ((v & n->tag_mask) == tag) {
            uint32_t at = (v & ~n->tag_mask) - 1;
            if (n->node[at].key == key) {
                *slot = i;
                return at;
            }
        }
    }
}
static inline uint32_t p8__nodes_find(const p8__nodes *n, uint32_t key, size_t *slot) {
    return p8__nodes_find_hashed(n, key, p8__key_hash(key), slot);
}
/* Record node `index` at `slot` found by p8__nodes_find for its key (no allocation); the same
 * with the key's hash, and whether the slot was empty (its state new to the index). */
static inline void p8__nodes_set_hashed(p8__nodes *n, size_t slot, uint32_t index, uint32_t hash,
                                        int fresh) {
    n->used += (size_t)fresh;
    n->slot[slot] = (hash & n->tag_mask) | (index + 1);
}
static inline void p8__nodes_set(p8__nodes *n, size_t slot, uint32_t index) {
    p8__nodes_set_hashed(n, slot, index, p8__key_hash(n->node[index].key), n->slot[slot] == 0);
}

#endif
