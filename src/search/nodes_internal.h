/* SPDX-License-Identifier: MIT */
/* nodes_internal.h - the node arena and its state index (nodes.c). Private, search layer. */
#ifndef P8_NODES_INTERNAL_H
#define P8_NODES_INTERNAL_H

#include "../p8_internal.h"

/* ------------------------------------------------------------------------------------------
 * Nodes: an arena (index = order of creation within the arena, 16 bytes a node) and, for the
 * graph duplicate policy, a hash index from a state's key to the node that holds its best path
 * so far. The root of an arena is node 0 (it has no move); every other node's parent has a
 * smaller index. A depth-first tree search may drop the nodes after a popped one (see
 * p8__nodes_truncate): indices are then reused, so the public node ids are kept apart (id).
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__node {
    uint32_t key;        /* tiles of cells 0..7 */
    uint32_t parent;     /* index of the parent node; the root (index 0) is its own parent */
    uint32_t gm;         /* depth g (27 bits) | move that made it (2 bits) | 3 flags */
    uint32_t h;          /* its heuristic value */
} p8__node;

#define P8__G_MAX ((UINT32_C(1) << 27) - 1)
#define P8__MOVE_SHIFT 27
#define P8__POPPED_BIT (UINT32_C(1) << 29)      /* taken from the frontier */
#define P8__CLOSED_BIT (UINT32_C(1) << 30)      /* expanded */
#define P8__STALE_BIT (UINT32_C(1) << 31)       /* superseded by a cheaper node for its state */
#define P8__NODE_G(gm) ((gm) & P8__G_MAX)
#define P8__NODE_MOVE(gm) (((gm) >> P8__MOVE_SHIFT) & 3u)

typedef struct p8__nodes {
    p8__node *node;
    size_t count, cap;
    uint64_t *id;        /* public node ids, kept when keep_ids (else id = base + index) */
    size_t id_cap;
    int keep_ids;
    uint64_t *slot;      /* open addressing, linear probing; 0 = empty, else key << 32 | (node
                            index + 1): a probe compares keys without touching the nodes */
    size_t slot_cap;     /* power of two, or 0 when no table is kept */
    size_t used;
} p8__nodes;

void p8__nodes_release(p8__nodes *n, p8__mem *m);
/* Make room in the arena (and the ids, when keep_ids) for one more node: P8_OK, P8_ENOMEM or
 * P8_ELIMIT (node indices are 32-bit). Out of line: the rare case of p8__nodes_push. */
int p8__nodes_make_room(p8__nodes *n, p8__mem *m);
/* Append a node with public id `id` (stored when keep_ids); its index in *index. P8_OK,
 * P8_ENOMEM or P8_ELIMIT. Inline: the arena has room in the common case. */
static inline int p8__nodes_push(p8__nodes *n, p8__mem *m, uint32_t key, uint32_t parent,
                                 uint32_t gm, uint32_t h, uint64_t id, uint32_t *index) {
    p8__node *x;
    if (n->count == n->cap || (n->keep_ids && n->count == n->id_cap)) {
        int rc = p8__nodes_make_room(n, m);
        if (rc != P8_OK) return rc;
    }
    if (n->keep_ids) n->id[n->count] = id;
    x = &n->node[n->count];
    x->key = key;
    x->parent = parent;
    x->gm = gm;
    x->h = h;
    *index = (uint32_t)n->count++;
    return P8_OK;
}
/* Empty the arena and the table, keeping their memory. */
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
/* The index's home slot of a key (Fibonacci hashing; cap is a power of two). */
static inline size_t p8__slot_of(uint32_t key, size_t cap) {
    return (size_t)(((uint64_t)key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (cap - 1);
}
/* The node index recorded for this key, or UINT32_MAX; *slot is where it is (or would go). */
static inline uint32_t p8__nodes_find(const p8__nodes *n, uint32_t key, size_t *slot) {
    size_t mask = n->slot_cap - 1, i;
    for (i = p8__slot_of(key, n->slot_cap);; i = (i + 1) & mask) {
        uint64_t v = n->slot[i];
        if (!v || (uint32_t)(v >> 32) == key) {
            *slot = i;
            return v ? (uint32_t)v - 1 : UINT32_MAX;
        }
    }
}
/* Record node `index` at `slot` found by p8__nodes_find for its key (no allocation). */
static inline void p8__nodes_set(p8__nodes *n, size_t slot, uint32_t index) {
    n->used += n->slot[slot] == 0;
    n->slot[slot] = (uint64_t)n->node[index].key << 32 | (index + 1);
}

#endif
