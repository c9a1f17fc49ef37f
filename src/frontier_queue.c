/* frontier_queue.c - the FIFO queue and the LIFO stack: one ring buffer of (node, h) pairs,
 * taken from the front (FIFO) or the back (LIFO). The capacity is a power of two (p8__mem_grow
 * doubles from 256), so positions wrap with a mask. */
#include "p8_internal.h"

typedef struct pair {
    uint32_t node;
    uint32_t h;
} pair;

static int ring_push(p8__frontier *f, p8__mem *m, uint64_t key, uint32_t h, uint32_t node) {
    pair *r;
    (void)key;
    if (f->count == f->cap) {
        /* Grow, then unwrap: the part before head moves behind the old end. */
        size_t old = f->cap, i;
        int rc = p8__mem_grow(m, &f->buf, &f->cap, f->count + 1, sizeof(pair));
        if (rc != P8_OK) return rc;
        r = f->buf;
        for (i = 0; i < f->head; i++) r[old + i] = r[i];
    }
    r = f->buf;
    r[(f->head + f->count) & (f->cap - 1)].node = node;
    r[(f->head + f->count) & (f->cap - 1)].h = h;
    f->count++;
    return P8_OK;
}

static int fifo_pop(p8__frontier *f, uint32_t *h, uint32_t *node) {
    pair *r = f->buf, x;
    if (!f->count) return 0;
    x = r[f->head];
    f->head = (f->head + 1) & (f->cap - 1);
    f->count--;
    *h = x.h;
    *node = x.node;
    return 1;
}

static int lifo_pop(p8__frontier *f, uint32_t *h, uint32_t *node) {
    pair *r = f->buf, x;
    if (!f->count) return 0;
    f->count--;
    x = r[(f->head + f->count) & (f->cap - 1)];
    *h = x.h;
    *node = x.node;
    return 1;
}

const p8__frontier_ops p8__frontier_fifo = { "fifo", 1, sizeof(pair), ring_push, fifo_pop };
const p8__frontier_ops p8__frontier_lifo = { "lifo", 0, sizeof(pair), ring_push, lifo_pop };

void p8__frontier_release(p8__frontier *f, p8__mem *m) {
    const p8__frontier_ops *ops = f->ops;
    if (f->buf) p8__mem_free(m, f->buf, f->cap * ops->entry_size);
    f->buf = NULL;
    f->cap = f->head = f->count = 0;
}
