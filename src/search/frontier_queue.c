/* SPDX-License-Identifier: MIT */
/* frontier_queue.c - the FIFO queue and the LIFO stack: one ring buffer of node indices, taken
 * from the front (FIFO) or the back (LIFO). Also the size/clear/free shared with the heap. */
#include "frontier_internal.h"

#include <string.h>

int p8__ring_grow(p8__frontier *f) {
    /* Grow; if the ring wrapped, move its front part (head .. old end) to the new end. */
    size_t old = f->cap;
    int rc = p8__mem_grow(f->mem, &f->buf, &f->cap, f->count + 1, sizeof(uint32_t));
    if (rc != P8_OK) return rc;
    if (f->head) {
        uint32_t *r = f->buf;
        memmove(r + (f->cap - (old - f->head)), r + f->head, (old - f->head) * sizeof *r);
        f->head = f->cap - (old - f->head);
    }
    return P8_OK;
}

static int ring_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    (void)key;
    (void)g;
    (void)h;
    return p8__ring_push(ud, node);
}

static int fifo_pop(uint32_t *node, void *ud) {
    return p8__ring_pop_front(ud, node);
}

static int lifo_pop(uint32_t *node, void *ud) {
    return p8__ring_pop_back(ud, node);
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

/* The ring's slot for position i counted from its storage start (i < 2 * cap). */
static size_t wrap(const p8__frontier *f, size_t i) {
    return i < f->cap ? i : i - f->cap;
}

/* The ring front to back (FIFO's order), or back to front (LIFO's). */
static int ring_walk(const p8__frontier *f, int backward, p8__entry_fn fn, void *ctx) {
    const uint32_t *r = f->buf;
    size_t i;
    for (i = 0; i < f->count; i++)
        if (fn(r[wrap(f, f->head + (backward ? f->count - 1 - i : i))], ctx)) break;
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
    p8__frontier_free_buf(f, sizeof(uint32_t));
}

const p8__frontier_kind p8__frontier_fifo = { "fifo", 1, 0, 0, ring_push, fifo_pop,
                                              p8__frontier_count, p8__frontier_empty, ring_release,
                                              fifo_walk };
const p8__frontier_kind p8__frontier_lifo = { "lifo", 0, 1, 0, ring_push, lifo_pop,
                                              p8__frontier_count, p8__frontier_empty, ring_release,
                                              lifo_walk };
