/* SPDX-License-Identifier: MIT */
/* frontier.h - the built-in frontiers (frontier room: frontier.c, queue.c, heap.c, bucket.c).
 * Private. Uses base/ only; the search calls them through their kind.
 *
 * Every frontier holds entries (node index, h) ordered by its policy. The search calls a
 * built-in through its kind's functions, with the p8__frontier itself as user_data: push and
 * pop with the signatures of the public callbacks (a caller's frontier has only those), and take,
 * which is pop with the entry's h (so the search's nodes need not keep h when the frontier
 * does). A ring (FIFO, LIFO) is also pushed and taken inline by the search: its kind says which
 * end it is taken from, as data (ring_back), so no code asks which kind a frontier is.
 */
#ifndef P8_FRONTIER_H
#define P8_FRONTIER_H

#include "../base/base.h"

typedef struct p8__frontier {
    const struct p8__frontier_kind *kind;
    p8__mem *mem;
    void *buf;           /* ring of p8__ring_entry, or heap of p8__entry */
    size_t cap, head, count;
    /* the bucket queue (bucket.c): buf is its pool of entries */
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

typedef struct p8__ring_entry { /* ring entry */
    uint32_t node, h;
} p8__ring_entry;

/* A visitor of frontier entries (node index and h); returns 1 to stop the walk. */
typedef int (*p8__entry_fn)(uint32_t node, uint32_t h, void *ctx);

typedef struct p8__frontier_kind {
    int id;                    /* its P8_FRONTIER_* number (search/catalog.c names it) */
    /* 1 if the goal test may be done when a node is generated without losing optimality of the
     * configurations documented as optimal (FIFO: nodes leave in order of depth). */
    int test_at_generation;
    /* 1 if popping node i means every node made after i is finished (LIFO): a tree search may
     * then drop them (O(b*d) memory). */
    int reclaims;
    /* 1 if it orders entries by their key wg*g + wh*h (HEAP, BUCKET): the weights then shape a
     * run (p8_search_weights_used); 0 if it orders by generation only (FIFO, LIFO). */
    int orders_by_key;
    /* A ring (p8__ring_*: pushed and taken inline by the search): 1 taken from the front
     * (FIFO), 2 from the back (LIFO); 0 for the others. */
    int ring;
    int (*push)(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *f);
    int (*pop)(uint32_t *node, void *f);          /* 1: an entry, 0: empty */
    /* pop, and the entry's h; NULL for a ring, which the search takes inline (p8__ring_take) */
    int (*take)(uint32_t *node, uint32_t *h, void *f);
    uint64_t (*size)(void *f);
    void (*clear)(void *f);                       /* empty, keeping the memory */
    void (*release)(p8__frontier *f);             /* free the memory */
    /* Call fn for the entries until it returns 1: in any order, or (ordered) in the order pops
     * would take them. Never changes the frontier. An ordered walk of a heap takes scratch
     * memory from `a` (not counted by the frontier's p8__mem): P8_OK, or P8_ENOMEM with nothing
     * visited. (The search's inspect.c: the snapshot of p8_search_frontier.) */
    int (*walk)(const p8__frontier *f, int ordered, const p8_allocator *a, p8__entry_fn fn,
                void *ctx);
} p8__frontier_kind;

extern const p8__frontier_kind p8__frontier_fifo, p8__frontier_lifo, p8__frontier_heap,
    p8__frontier_bucket;

/* The ring of FIFO and LIFO (queue.c), inline for the search: make room for one more entry
 * (P8_OK or an allocation error), put an entry at the back (room made), push (both), and take
 * from the front (back = 0, FIFO) or the back (back = 1, LIFO): 1, or 0 when empty. The end is
 * data; a LIFO's ring never wraps (its head stays 0). */
int p8__ring_grow(p8__frontier *f);
static inline int p8__ring_room(p8__frontier *f) {
    return P8__LIKELY(f->count < f->cap) ? P8_OK : p8__ring_grow(f);
}
static inline void p8__ring_put(p8__frontier *f, uint32_t node, uint32_t h) {
    const size_t i = f->head + f->count;
    p8__ring_entry *e = &((p8__ring_entry *)f->buf)[i < f->cap ? i : i - f->cap];
    e->node = node;
    e->h = h;
    f->count++;
}
/* The same for a LIFO's ring, which never wraps; the entries it then holds. */
static inline size_t p8__lifo_put(p8__frontier *f, uint32_t node, uint32_t h) {
    p8__ring_entry *e = &((p8__ring_entry *)f->buf)[f->head + f->count];
    e->node = node;
    e->h = h;
    return ++f->count;
}
static inline int p8__ring_push(p8__frontier *f, uint32_t node, uint32_t h) {
    const int rc = p8__ring_room(f);
    if (rc == P8_OK) p8__ring_put(f, node, h);
    return rc;
}
static inline int p8__ring_take(p8__frontier *f, size_t back, uint32_t *node, uint32_t *h) {
    size_t i;
    const p8__ring_entry *e;
    if (!f->count) return 0;
    if (back) { /* a LIFO's head is 0: its back never wraps */
        i = f->head + --f->count;
    } else {
        i = f->head;
        f->head = i + 1 < f->cap ? i + 1 : 0;
        f->count--;
    }
    e = &((const p8__ring_entry *)f->buf)[i];
    *node = e->node;
    *h = e->h;
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
