/* SPDX-License-Identifier: MIT */
/* stack.c - the depth-first stack (stack.h): its memory, and the moves between it and the
 * LIFO ring that is the frontier at rest. */
#include "stack.h"

#include <string.h>

/* (From 16 entries: a depth-first search holds few.) */
int p8__stack_reserve(p8__stack *k, p8__mem *m, size_t need) {
    const size_t count = p8__stack_count(k);
    size_t cap = k->entry ? (size_t)(k->end - k->entry) : 0;
    const int rc = p8__mem_grow_from(m, (void **)&k->entry, &cap, need, sizeof *k->entry, 16);
    if (rc == P8_OK && k->entry) k->top = k->entry + count, k->end = k->entry + cap;
    return rc;
}

void p8__stack_release(p8__stack *k, p8__mem *m) {
    if (k->entry) p8__mem_free(m, k->entry, (size_t)(k->end - k->entry) * sizeof *k->entry);
    k->entry = k->top = k->end = NULL;
}

int p8__stack_load(p8__stack *k, p8__mem *m, const p8__nodes *n, p8__frontier *ring,
                   uint64_t *most) {
    const p8__ring_entry *r = ring->buf;
    size_t i;
    int rc = p8__stack_reserve(k, m, p8__stack_count(k) + ring->count);
    if (rc != P8_OK) return rc;
    for (i = 0; i < ring->count; i++) { /* (a LIFO's ring never wraps: its head is 0) */
        const size_t at = ring->head + i;
        const p8__node x = n->node[r[at].node];
        p8__pending *e = k->top++;
        e->tiles = p8__key_expand(x.key);
        e->blank = p8__key_blank(x.key);
        e->id = n->keep_ids ? n->id[r[at].node] : 0;
        e->h = r[at].h;
        e->gm = x.gm;
    }
    ring->head = ring->count = 0;
    if (p8__stack_count(k) > *most) *most = p8__stack_count(k);
    return P8_OK;
}

int p8__stack_store(p8__stack *k, p8__mem *m, p8__nodes *n, p8__frontier *ring) {
    const p8__pending *e;
    for (e = k->entry; e && e < k->top; e++) {
        const uint32_t g = P8__NODE_G(e->gm);
        uint32_t index;
        int rc = p8__ring_room(ring);
        if (rc == P8_OK)
            rc = p8__nodes_push(n, m, (uint32_t)e->tiles, p8__stack_parent(g), e->gm, e->h,
                                e->id, &index);
        if (rc != P8_OK) { /* the entries not moved stay: the run fails */
            memmove(k->entry, e, (size_t)(k->top - e) * sizeof *e);
            k->top -= e - k->entry;
            return rc;
        }
        p8__ring_put(ring, index, e->h);
    }
    k->top = k->entry;
    return P8_OK;
}
