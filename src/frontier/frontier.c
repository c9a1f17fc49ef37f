/* SPDX-License-Identifier: MIT */
/* frontier.c - the built-in frontiers by number, and as objects a caller can use through the
 * public frontier callbacks (p8_frontier_push/pop/size/clear take the object as user_data). */
#include "frontier.h"

#include <string.h>

struct p8_frontier {
    p8__mem mem;
    p8__frontier f;
};

static const p8__frontier_kind *const kinds[] = { &p8__frontier_fifo, &p8__frontier_lifo,
                                                  &p8__frontier_heap, &p8__frontier_bucket };

const p8__frontier_kind *p8__frontier_kind_of(int kind) {
    return kind >= 0 && kind < (int)(sizeof kinds / sizeof kinds[0]) ? kinds[kind] : NULL;
}

int p8_frontier_new(int kind, p8_frontier **out) {
    const p8__frontier_kind *k = p8__frontier_kind_of(kind);
    p8_frontier *fr;
    if (out) *out = NULL;
    if (!k || !out) return P8_EINVAL;
    fr = p8__default_allocator.malloc_fn(sizeof *fr, NULL);
    if (!fr) return P8_ENOMEM;
    memset(fr, 0, sizeof *fr);
    fr->mem.a = p8__default_allocator;
    fr->mem.limit = UINT64_MAX;
    fr->f.kind = k;
    fr->f.mem = &fr->mem;
    *out = fr;
    return P8_OK;
}

void p8_frontier_free(p8_frontier *fr) {
    if (!fr) return;
    fr->f.kind->release(&fr->f);
    fr->mem.a.free_fn(fr, fr->mem.a.user_data);
}

int p8_frontier_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *frontier) {
    p8_frontier *fr = frontier;
    int rc;
    if (!fr) return P8_EINVAL;
    rc = fr->f.kind->push(node, key, g, h, &fr->f);
    return rc == P8_OK ? P8_OK : P8_ENOMEM;
}

int p8_frontier_pop(uint32_t *node, void *frontier) {
    p8_frontier *fr = frontier;
    if (!fr || !node) return P8_EINVAL;
    return fr->f.kind->pop(node, &fr->f);
}

uint64_t p8_frontier_size(void *frontier) {
    p8_frontier *fr = frontier;
    return fr ? fr->f.kind->size(&fr->f) : 0;
}

void p8_frontier_clear(void *frontier) {
    p8_frontier *fr = frontier;
    if (fr) fr->f.kind->clear(&fr->f);
}
