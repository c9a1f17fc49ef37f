/*
 * p8_internal.h - private declarations shared by the library's source files. Not installed.
 * Shared internal functions are named p8__name; a static archive cannot hide them.
 */
#ifndef P8_INTERNAL_H
#define P8_INTERNAL_H

#include "puzzle8.h"

#include <stddef.h>
#include <stdint.h>

/* The board: 9 tiles and the blank's cell, kept in step. Always a permutation of 0..8. */
struct p8_board {
    uint8_t tiles[9];
    uint8_t blank;
};

/* The default goal 1 2 3 4 5 6 7 8 0. */
extern const uint8_t p8__default_goal[9];

/* For each cell and move, the cell the blank moves to, or -1 if the move leaves the grid. */
extern const int8_t p8__move_target[9][4];

/* The move that undoes each move: UP<->DOWN, LEFT<->RIGHT. */
#define P8__INVERSE_MOVE(m) ((m) ^ 1)

/* 1 if t[0..8] is a permutation of 0..8, else 0. */
int p8__tiles_valid(const uint8_t t[9]);
/* Lehmer rank of a permutation of 0..8 (0 .. 362879), and its inverse. */
uint32_t p8__rank(const uint8_t t[9]);
void p8__unrank(uint32_t rank, uint8_t t[9]);
/* Inversions among the non-blank tiles (0 .. 28). */
int p8__inversions(const uint8_t t[9]);
/* The sentence of p8_board_solvable_why for two tile arrays (snprintf-style). */
size_t p8__solvable_reason(const uint8_t start[9], const uint8_t goal[9], char *buf, size_t cap);
/* Cell index of tile 0. */
int p8__blank_of(const uint8_t t[9]);
/* Fill a board from valid tiles (no checks). */
void p8__board_set(p8_board *b, const uint8_t t[9]);
/* A malloc'ed board from valid tiles; P8_OK or P8_ENOMEM (*out NULL). */
int p8__board_make(const uint8_t t[9], p8_board **out);

/* Tiles of a goal parameter: NULL means the default goal. */
static inline const uint8_t *p8__goal_tiles(const p8_board *goal) {
    return goal ? goal->tiles : p8__default_goal;
}

/* Relaxed atomic access to an int flag (p8_search's cancel: set from any thread, read by the
 * run). GCC and clang builtins (also on wasm32); elsewhere a volatile access. */
#if defined(__GNUC__) || defined(__clang__)
#  define P8__ATOMIC_LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#  define P8__ATOMIC_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#else
#  define P8__ATOMIC_LOAD(p) (*(volatile int *)(p))
#  define P8__ATOMIC_STORE(p, v) (*(volatile int *)(p) = (v))
#endif

/* The monotonic clock in nanoseconds (clock.c). */
uint64_t p8__now_ns(void);

/* SplitMix64 (Steele, Lea, Flood 2014): the library's only pseudo-random generator. */
uint64_t p8__splitmix64(uint64_t *state);
/* A uniform integer in [0, n), n >= 1, without modulo bias (rejection sampling). Always draws
 * at least one value from the generator, even when n is 1, so the sequence is fixed. */
uint32_t p8__random_below(uint64_t *state, uint32_t n);

/* snprintf-style copy of a NUL-terminated string into buf/cap; returns strlen(src). */
size_t p8__copy_text(const char *src, char *buf, size_t cap);


/* ------------------------------------------------------------------------------------------
 * Memory: every byte a search holds goes through p8__mem, which counts it (peak_bytes) and
 * enforces P8_LIMIT_MEMORY_BYTES. Callers pass the old size of a block they resize or free.
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__mem {
    p8_allocator a;
    uint64_t cur;        /* bytes held now */
    uint64_t peak;       /* most bytes held at once since the last p8__mem_reset_peak */
    uint64_t limit;      /* UINT64_MAX: none */
    int limit_hit;       /* set when a request was refused because of limit */
} p8__mem;

extern const p8_allocator p8__default_allocator;
/* NULL on failure (limit_hit tells a refused-by-limit request from an allocator failure). */
void *p8__mem_alloc(p8__mem *m, size_t size);
/* Resize; on failure the old block stays valid and NULL is returned. */
void *p8__mem_realloc(p8__mem *m, void *ptr, size_t old_size, size_t new_size);
void p8__mem_free(p8__mem *m, void *ptr, size_t size);
/* Grow an array to hold at least `need` elements of `elem` bytes (by half again, from 64), so
 * at most a third of a grown array is slack. P8_OK, P8_ENOMEM, or P8_ELIMIT when the memory
 * limit refused it. */
int p8__mem_grow(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem);

/* ------------------------------------------------------------------------------------------
 * Packed states: the tile of cell i in bits 4i..4i+3. All 9 cells take 36 bits; a node keeps
 * only cells 0..7 (32 bits, its "key"): the ninth tile is the one the others leave out.
 * ---------------------------------------------------------------------------------------- */
uint64_t p8__pack(const uint8_t t[9]);

static inline void p8__unpack(uint64_t packed, uint8_t t[9]) {
    t[0] = (uint8_t)(packed & 15);
    t[1] = (uint8_t)((packed >> 4) & 15);
    t[2] = (uint8_t)((packed >> 8) & 15);
    t[3] = (uint8_t)((packed >> 12) & 15);
    t[4] = (uint8_t)((packed >> 16) & 15);
    t[5] = (uint8_t)((packed >> 20) & 15);
    t[6] = (uint8_t)((packed >> 24) & 15);
    t[7] = (uint8_t)((packed >> 28) & 15);
    t[8] = (uint8_t)((packed >> 32) & 15);
}

/* The cell of the blank (the one zero nibble) in a 36-bit packing. */
static inline unsigned p8__blank_cell(uint64_t packed) {
    uint64_t z = ~packed;
    z &= z >> 2;
    z &= z >> 1;
    z &= UINT64_C(0x111111111);
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)(__builtin_ctzll(z) >> 2);
#else
    {
        unsigned b = 0;
        while (!(z & 1)) z >>= 4, b++;
        return b;
    }
#endif
}

/* The 36-bit packing of all 9 cells from a node key. */
static inline uint64_t p8__key_expand(uint32_t key) {
    uint32_t pairs = (key & 0x0F0F0F0Fu) + ((key >> 4) & 0x0F0F0F0Fu); /* 4 byte sums <= 30 */
    uint32_t sum = (pairs * 0x01010101u) >> 24;                           /* tiles of cells 0..7 */
    return (uint64_t)key | (uint64_t)(36u - sum) << 32;
}

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
#define P8__NO_MOVE 4u                          /* the root's "move" (not stored) */
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

/* ------------------------------------------------------------------------------------------
 * Heuristics: what the search calls, prepared once per run for its goal.
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__heuristic {
    p8_heuristic_fn fn;
    void *user_data;
    /* A built-in's incremental form (NULL: call fn): h of a state t made from a state of value
     * ph by moving `tile` from cell `from` to cell `to`. Equal to fn(t) on every state. */
    unsigned (*delta)(const struct p8__heuristic *h, const uint8_t t[9], unsigned ph,
                      unsigned tile, unsigned from, unsigned to);
    int delta_manhattan;       /* 1: delta is the Manhattan tables' difference (done inline) */
    int delta_reads_tiles;     /* 1: delta reads t (else only the moved tile and its cells) */
    uint8_t goal_cell[9];      /* goal cell of each tile */
    uint8_t manhattan[9][9];   /* [tile][cell] distance to the tile's goal cell; 0 for the blank */
    /* linear conflict: a tile's code in row r (rowcode[r]: its goal column if its goal row is r)
     * and in column c (colcode[c]: its goal row if its goal column is c); 3 otherwise (blank) */
    uint8_t rowcode[3][9], colcode[3][9];
} p8__heuristic;

/* Prepare h for built-in `builtin` (P8_H_*) or, when builtin < 0, the caller's fn/user_data. */
void p8__heuristic_prepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                           const uint8_t goal[9]);

#endif /* P8_INTERNAL_H */
