/* SPDX-License-Identifier: MIT */
/* stack.c - the depth-first stack (stack.h): its memory, and the moves between it and the
 * LIFO ring that is the frontier at rest. */
#include "stack.h"

#include <string.h>

/* Room for `need` entries, from 16 (a depth-first search holds few). */
static int stack_reserve(p8__stack *k, p8__mem *m, size_t need) {
    return p8__mem_grow_from(m, (void **)&k->entry, &k->cap, need, sizeof *k->entry, 16);
}

int p8__stack_grow(p8__stack *k, p8__mem *m) {
    return stack_reserve(k, m, k->count + 1);
}

void p8__stack_release(p8__stack *k, p8__mem *m) {
    p8__mem_free(m, k->entry, k->cap * sizeof *k->entry);
    k->entry = NULL;
    k->count = k->cap = 0;
}

int p8__stack_load(p8__stack *k, p8__mem *m, const p8__nodes *n, p8__frontier *ring,
                   uint64_t *most) {
    const p8__ring_entry *r = ring->buf;
    size_t i;
    int rc = stack_reserve(k, m, k->count + ring->count);
    if (rc != P8_OK) return rc;
    for (i = 0; i < ring->count; i++) { /* (a LIFO's ring never wraps: its head is 0) */
        const size_t at = ring->head + i;
        const p8__node x = n->node[r[at].node];
        p8__pending *e = &k->entry[k->count++];
        e->tiles = p8__key_expand(x.key);
        e->blank = p8__key_blank(x.key);
        e->id = n->keep_ids ? n->id[r[at].node] : 0;
        e->h = r[at].h;
        e->gm = x.gm;
    }
    ring->head = ring->count = 0;
    if (k->count > *most) *most = k->count;
    return P8_OK;
}

int p8__stack_store(p8__stack *k, p8__mem *m, p8__nodes *n, p8__frontier *ring) {
    size_t i;
    for (i = 0; i < k->count; i++) {
        const p8__pending *e = &k->entry[i];
        const uint32_t g = P8__NODE_G(e->gm);
        uint32_t index;
        int rc = p8__ring_room(ring);
        if (rc == P8_OK)
            rc = p8__nodes_push(n, m, (uint32_t)e->tiles, p8__stack_parent(g), e->gm, e->h,
                                e->id, &index);
        if (rc != P8_OK) { /* the entries not moved stay: the run fails */
            memmove(k->entry, e, (k->count - i) * sizeof *e);
            k->count -= i;
            return rc;
        }
        p8__ring_put(ring, index, e->h);
    }
    k->count = 0;
    return P8_OK;
}
