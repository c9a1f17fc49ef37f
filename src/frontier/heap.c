/* SPDX-License-Identifier: MIT */
/* frontier_heap.c - the priority frontier: a 4-ary min-heap. Entries are ordered by key, then by
 * smaller h, then by node index (= generation order, so equal entries leave first-in first-out).
 * The order is total (no two entries share a node index), so the sequence of pops does not depend
 * on the heap's shape: every run is reproducible. Where the compiler has 128-bit integers, an
 * entry is compared as one number, key:64 | h:32 | node:32, without branches. */
#include "frontier.h"

#include <string.h>

#define ARITY 4

#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 order;
static order order_of(const p8__entry *a) { return (order)a->key << 64 | a->tie; }
#define BEFORE(a, b) (order_of(a) < order_of(b))
#else
#define BEFORE(a, b) ((a)->key < (b)->key || ((a)->key == (b)->key && (a)->tie < (b)->tie))
#endif

static void sift_up(p8__entry *e, size_t i, p8__entry x) {
    while (i > 0) {
        size_t parent = (i - 1) / ARITY;
        if (!BEFORE(&x, &e[parent])) break;
        e[i] = e[parent];
        i = parent;
    }
    e[i] = x;
}

int p8__heap_insert(p8__mem *m, void **heap, size_t *cap, size_t *count, p8__entry x) {
    if (*count == *cap) {
        int rc = p8__mem_grow(m, heap, cap, *count + 1, sizeof(p8__entry));
        if (rc != P8_OK) return rc;
    }
    sift_up(*heap, (*count)++, x);
    return P8_OK;
}

static int heap_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    p8__frontier *f = ud;
    p8__entry x;
    (void)g;
    x.key = key;
    x.tie = (uint64_t)h << 32 | node;
    return p8__heap_insert(f->mem, &f->buf, &f->cap, &f->count, x);
}

/* The smallest of the children c .. c+ARITY-1 that exist (c < n). */
static size_t smallest_child(const p8__entry *e, size_t c, size_t n) {
    size_t best = c, k;
    if (c + ARITY <= n) { /* all four: a branch-free tournament */
        size_t a = BEFORE(&e[c + 1], &e[c]) ? c + 1 : c;
        size_t b = BEFORE(&e[c + 3], &e[c + 2]) ? c + 3 : c + 2;
        return BEFORE(&e[b], &e[a]) ? b : a;
    }
    for (k = c + 1; k < n; k++) best = BEFORE(&e[k], &e[best]) ? k : best;
    return best;
}

/* Remove the top: move the hole down along the smallest children to a leaf, then put the last
 * entry there and sift it up (it usually belongs near the bottom: few compares). */
void p8__heap_remove_top(p8__entry *e, size_t *count) {
    size_t i = 0, n = --*count;
    if (!n) return;
    for (;;) {
        size_t c = ARITY * i + 1, best;
        if (c >= n) break;
        best = smallest_child(e, c, n);
        e[i] = e[best];
        i = best;
    }
    sift_up(e, i, e[n]);
}

static int heap_take(uint32_t *node, uint32_t *h, void *ud) {
    p8__frontier *f = ud;
    uint64_t tie;
    if (!f->count) return 0;
    tie = ((const p8__entry *)f->buf)[0].tie;
    *node = (uint32_t)tie;
    *h = (uint32_t)(tie >> 32);
    p8__heap_remove_top(f->buf, &f->count);
    return 1;
}

static int heap_pop(uint32_t *node, void *ud) {
    uint32_t h;
    return heap_take(node, &h, ud);
}

p8__entry *p8__heap_copy(const p8_allocator *a, const void *heap, size_t n) {
    p8__entry *e;
    if (!n || n > SIZE_MAX / sizeof *e) return NULL;
    e = a->malloc_fn(n * sizeof *e, a->user_data);
    if (e) memcpy(e, heap, n * sizeof *e);
    return e;
}

/* Ordered: pop a copy (O(n) to copy, O(log n) a visited entry). */
int p8__heap_walk(const void *heap, size_t n, int ordered, const p8_allocator *a, p8__entry_fn fn,
                  void *ctx) {
    const p8__entry *e = heap;
    p8__entry *copy;
    size_t i;
    if (!ordered || n <= 1) {
        for (i = 0; i < n; i++)
            if (fn((uint32_t)e[i].tie, (uint32_t)(e[i].tie >> 32), ctx)) break;
        return P8_OK;
    }
    copy = p8__heap_copy(a, heap, n);
    if (!copy) return P8_ENOMEM;
    while (n && !fn((uint32_t)copy[0].tie, (uint32_t)(copy[0].tie >> 32), ctx))
        p8__heap_remove_top(copy, &n);
    a->free_fn(copy, a->user_data);
    return P8_OK;
}

static int heap_walk(const p8__frontier *f, int ordered, const p8_allocator *a, p8__entry_fn fn,
                     void *ctx) {
    return p8__heap_walk(f->buf, f->count, ordered, a, fn, ctx);
}

static void heap_release(p8__frontier *f) {
    p8__frontier_free_buf(f, sizeof(p8__entry));
}

const p8__frontier_kind p8__frontier_heap = { P8_FRONTIER_HEAP, 0, 0, 1, 0, heap_push, heap_pop, heap_take,
                                              p8__frontier_count, p8__frontier_empty, heap_release,
                                              heap_walk };
