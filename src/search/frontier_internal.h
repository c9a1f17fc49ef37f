/* SPDX-License-Identifier: MIT */
/* frontier_internal.h - the built-in frontiers (frontier*.c). Private, search layer. */
#ifndef P8_FRONTIER_INTERNAL_H
#define P8_FRONTIER_INTERNAL_H

#include "../p8_internal.h"

/* ------------------------------------------------------------------------------------------
 * Frontiers. The loop calls every frontier through four functions with the signatures of the
 * public callbacks (user_data last); a built-in is a p8__frontier whose kind supplies them, with
 * the p8__frontier itself as user_data. No branch on the kind anywhere in the loop.
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__frontier {
    const struct p8__frontier_kind *kind;
    p8__mem *mem;
    void *buf;           /* ring of node indices, or heap of p8__entry */
    size_t cap, head, count;
    /* the bucket queue (frontier_bucket.c): buf is its pool of entries */
    uint32_t *cell;      /* grid of FIFO lists, one per (key, h): the last entry + 1, 0 empty */
    uint64_t *bits;      /* per grid row, a bit per h whose list is not empty */
    size_t rows, hcap;   /* grid: keys kbase .. kbase+rows-1, h 0 .. hcap-1 */
    size_t row0;         /* no row before this one has an entry */
    uint64_t kbase;
    size_t in_grid;      /* entries in the grid */
    void *over;          /* heap of the entries outside the grid */
    size_t over_cap, over_count;
    uint32_t free_head;  /* the pool's free entries (index + 1), 0 when none */
} p8__frontier;

typedef struct p8__entry {     /* heap entry */
    uint64_t key;
    uint64_t tie;              /* h << 32 | node: smaller h first, then first-in first-out */
} p8__entry;

/* A visitor of frontier entries (node indices); returns 1 to stop the walk. */
typedef int (*p8__entry_fn)(uint32_t node, void *ctx);

typedef struct p8__frontier_kind {
    const char *name;          /* what p8_frontier_name returns */
    /* 1 if the goal test may be done when a node is generated without losing optimality of the
     * configurations documented as optimal (FIFO: nodes leave in order of depth). */
    int test_at_generation;
    /* 1 if popping node i means every node made after i is finished (LIFO): a tree search may
     * then drop them (O(b*d) memory). */
    int reclaims;
    /* 1 if it orders entries by their key wg*g + wh*h (HEAP, BUCKET): the weights then shape a
     * run (p8_search_weights_used); 0 if it orders by generation only (FIFO, LIFO). */
    int orders_by_key;
    int (*push)(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *f);
    int (*pop)(uint32_t *node, void *f);          /* 1: an entry, 0: empty */
    uint64_t (*size)(void *f);
    void (*clear)(void *f);                       /* empty, keeping the memory */
    void (*release)(p8__frontier *f);             /* free the memory */
    /* Call fn for the entries until it returns 1: in any order, or (ordered) in the order pops
     * would take them. Never changes the frontier. An ordered walk of a heap takes scratch
     * memory from `a` (not counted by the frontier's p8__mem): P8_OK, or P8_ENOMEM with nothing
     * visited. (search_frontier_view.c: the snapshot of p8_search_frontier.) */
    int (*walk)(const p8__frontier *f, int ordered, const p8_allocator *a, p8__entry_fn fn,
                void *ctx);
} p8__frontier_kind;

extern const p8__frontier_kind p8__frontier_fifo, p8__frontier_lifo, p8__frontier_heap,
    p8__frontier_bucket;
/* The FIFO's and LIFO's ring (frontier_queue.c), inline for the search's own frontier: push
 * (P8_OK or an allocation error), and pop from the front (FIFO) or the back (LIFO): 1, or 0
 * when empty. */
int p8__ring_grow(p8__frontier *f);
static inline int p8__ring_push(p8__frontier *f, uint32_t node) {
    size_t i;
    if (f->count == f->cap) {
        int rc = p8__ring_grow(f);
        if (rc != P8_OK) return rc;
    }
    i = f->head + f->count;
    ((uint32_t *)f->buf)[i < f->cap ? i : i - f->cap] = node;
    f->count++;
    return P8_OK;
}
static inline int p8__ring_pop_front(p8__frontier *f, uint32_t *node) {
    size_t next;
    if (!f->count) return 0;
    *node = ((const uint32_t *)f->buf)[f->head];
    next = f->head + 1;
    f->head = next < f->cap ? next : next - f->cap;
    f->count--;
    return 1;
}
static inline int p8__ring_pop_back(p8__frontier *f, uint32_t *node) {
    size_t i;
    if (!f->count) return 0;
    f->count--;
    i = f->head + f->count;
    *node = ((const uint32_t *)f->buf)[i < f->cap ? i : i - f->cap];
    return 1;
}
/* The built-in frontier P8_FRONTIER_* `kind`, or NULL out of range. */
const p8__frontier_kind *p8__frontier_kind_of(int kind);
/* The heap's order on an array of entries (also the bucket queue's home for keys outside its
 * grid): insert (growing the array; P8_OK, P8_ENOMEM or P8_ELIMIT), remove the smallest. */
int p8__heap_insert(p8__mem *m, void **heap, size_t *cap, size_t *count, p8__entry x);
void p8__heap_remove_top(p8__entry *e, size_t *count);
/* A copy of a heap's n entries in memory from `a` (free it with a->free_fn), or NULL when that
 * failed; NULL too when n is 0. */
p8__entry *p8__heap_copy(const p8_allocator *a, const void *heap, size_t n);
/* Walk a heap of n entries (see walk above). */
int p8__heap_walk(const void *heap, size_t n, int ordered, const p8_allocator *a, p8__entry_fn fn,
                  void *ctx);
/* Size and clear shared by the ring and the heap. */
uint64_t p8__frontier_count(void *f);
void p8__frontier_empty(void *f);
/* Free buf (cap entries of `size` bytes); shared by the ring and the heap. */
void p8__frontier_free_buf(p8__frontier *f, size_t size);

#endif
