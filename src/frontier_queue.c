/* frontier_queue.c - the FIFO queue and the LIFO stack: one ring buffer of (node, h) pairs,
 * taken from the front (FIFO) or the back (LIFO). */
#include "p8_internal.h"

#include <string.h>

typedef struct pair {
    uint32_t node;
    uint32_t h;
} pair;

static size_t wrap(const p8__frontier *f, size_t i) {
    return i < f->cap ? i : i - f->cap;
}

static int ring_push(p8__frontier *f, p8__mem *m, uint64_t key, uint32_t h, uint32_t node) {
    pair *r;
    (void)key;
    if (f->count == f->cap) {
        /* Grow; if the ring wrapped, move its front part (head .. old end) to the new end. */
        size_t old = f->cap;
        int rc = p8__mem_grow(m, &f->buf, &f->cap, f->count + 1, sizeof(pair));
        if (rc != P8_OK) return rc;
        if (f->head) {
            r = f->buf;
            memmove(r + (f->cap - (old - f->head)), r + f->head, (old - f->head) * sizeof(pair));
            f->head = f->cap - (old - f->head);
        }
    }
    r = (pair *)f->buf + wrap(f, f->head + f->count);
    r->node = node;
    r->h = h;
    f->count++;
    return P8_OK;
}

static int fifo_pop(p8__frontier *f, uint32_t *h, uint32_t *node) {
    const pair *x;
    if (!f->count) return 0;
    x = (const pair *)f->buf + f->head;
    *h = x->h;
    *node = x->node;
    f->head = wrap(f, f->head + 1);
    f->count--;
    return 1;
}

static int lifo_pop(p8__frontier *f, uint32_t *h, uint32_t *node) {
    const pair *x;
    if (!f->count) return 0;
    f->count--;
    x = (const pair *)f->buf + wrap(f, f->head + f->count);
    *h = x->h;
    *node = x->node;
    return 1;
}

const p8__frontier_ops p8__frontier_fifo = { "fifo", 1, sizeof(pair), ring_push, fifo_pop };
const p8__frontier_ops p8__frontier_lifo = { "lifo", 0, sizeof(pair), ring_push, lifo_pop };

void p8__frontier_release(p8__frontier *f, p8__mem *m) {
    if (f->buf) p8__mem_free(m, f->buf, f->cap * f->ops->entry_size);
    f->buf = NULL;
    f->cap = f->head = f->count = 0;
}
