/* frontier_heap.c - the binary min-heap frontier. Entries are ordered by key, then by smaller h,
 * then by node index (= generation order, so equal entries leave first-in first-out). The order
 * is total, which makes every run reproducible. */
#include "p8_internal.h"

static int before(const p8__entry *a, const p8__entry *b) {
    return a->key < b->key || (a->key == b->key && a->tie < b->tie);
}

static int heap_push(p8__frontier *f, p8__mem *m, uint64_t key, uint32_t h, uint32_t node) {
    p8__entry *e, x;
    size_t i;
    if (f->count == f->cap) {
        int rc = p8__mem_grow(m, &f->buf, &f->cap, f->count + 1, sizeof(p8__entry));
        if (rc != P8_OK) return rc;
    }
    e = f->buf;
    x.key = key;
    x.tie = (uint64_t)h << 32 | node;
    for (i = f->count++; i > 0; ) {
        size_t parent = (i - 1) / 2;
        if (!before(&x, &e[parent])) break;
        e[i] = e[parent];
        i = parent;
    }
    e[i] = x;
    return P8_OK;
}

static int heap_pop(p8__frontier *f, uint32_t *h, uint32_t *node) {
    p8__entry *e = f->buf, x;
    size_t i = 0, n;
    if (!f->count) return 0;
    *h = (uint32_t)(e[0].tie >> 32);
    *node = (uint32_t)e[0].tie;
    n = --f->count;
    x = e[n];
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && before(&e[c + 1], &e[c])) c++;
        if (!before(&e[c], &x)) break;
        e[i] = e[c];
        i = c;
    }
    if (n) e[i] = x;
    return 1;
}

const p8__frontier_ops p8__frontier_heap = { "heap", 0, sizeof(p8__entry), heap_push, heap_pop };
