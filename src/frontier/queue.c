/* SPDX-License-Identifier: MIT */
/* queue.c - the FIFO queue and the LIFO stack: one ring buffer of entries (node, h), taken from
 * the front (FIFO) or the back (LIFO). Also the size/clear/free shared with the heap. */
#include "frontier.h"

#include <string.h>

int p8__ring_grow(p8__frontier *f) {
    /* Grow; if the ring wrapped, move its front part (head .. old end) to the new end. */
    size_t old = f->cap;
    int rc;
    if (!f->mem) return P8_ENOMEM; /* a ring of fixed room (the search's slot) */
    rc = p8__mem_grow(f->mem, &f->buf, &f->cap, f->count + 1, sizeof(p8__ring_entry));
    if (rc != P8_OK) return rc;
    if (f->head) {
        p8__ring_entry *r = f->buf;
        memmove(r + (f->cap - (old - f->head)), r + f->head, (old - f->head) * sizeof *r);
        f->head = f->cap - (old - f->head);
    }
    return P8_OK;
}

static int ring_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    (void)key;
    (void)g;
    return p8__ring_push(ud, node, h);
}

static int fifo_pop(uint32_t *node, void *ud) {
    uint32_t h;
    return p8__ring_take(ud, 0, node, &h);
}

static int lifo_pop(uint32_t *node, void *ud) {
    uint32_t h;
    return p8__ring_take(ud, 1, node, &h);
}

uint64_t p8__frontier_count(void *ud) {
    return ((const p8__frontier *)ud)->count;
}

void p8__frontier_empty(void *ud) {
    p8__frontier *f = ud;
    f->head = f->count = 0;
}

void p8__frontier_free_buf(p8__frontier *f, size_t size) {
    if (f->buf) p8__mem_free(f->mem, f->buf, f->cap * size);
    f->buf = NULL;
    f->cap = f->head = f->count = 0;
}

/* The ring front to back (FIFO's order), or back to front (LIFO's). */
static int ring_walk(const p8__frontier *f, int backward, p8__entry_fn fn, void *ctx) {
    const p8__ring_entry *r = f->buf;
    size_t i;
    for (i = 0; i < f->count; i++) {
        size_t at = f->head + (backward ? f->count - 1 - i : i);
        const p8__ring_entry *e = &r[at < f->cap ? at : at - f->cap];
        if (fn(e->node, e->h, ctx)) break;
    }
    return P8_OK;
}

static int fifo_walk(const p8__frontier *f, int ordered, const p8_allocator *a, p8__entry_fn fn,
                     void *ctx) {
    (void)ordered;
    (void)a;
    return ring_walk(f, 0, fn, ctx);
}

static int lifo_walk(const p8__frontier *f, int ordered, const p8_allocator *a, p8__entry_fn fn,
                     void *ctx) {
    (void)a;
    return ring_walk(f, ordered, fn, ctx);
}

static void ring_release(p8__frontier *f) {
    p8__frontier_free_buf(f, sizeof(p8__ring_entry));
}

const p8__frontier_kind p8__frontier_fifo = { P8_FRONTIER_FIFO, 1, 0, 0, 1, ring_push, fifo_pop, NULL,
                                              p8__frontier_count, p8__frontier_empty, ring_release,
                                              fifo_walk };
const p8__frontier_kind p8__frontier_lifo = { P8_FRONTIER_LIFO, 0, 1, 0, 2, ring_push, lifo_pop, NULL,
                                              p8__frontier_count, p8__frontier_empty, ring_release,
                                              lifo_walk };
