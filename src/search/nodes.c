/* SPDX-License-Identifier: MIT */
/* nodes.c - the node arena (one 16-byte record per stored node, in order of creation) and the
 * hash index from a state's key to its best node, used by the graph duplicate policy. */
#include "nodes_internal.h"

#include <string.h>

#define FIRST_SLOTS 256

uint64_t p8__pack(const uint8_t t[9]) {
    uint64_t x = 0;
    int i;
    for (i = 0; i < 9; i++) x |= (uint64_t)t[i] << (4 * i);
    return x;
}

void p8__nodes_release(p8__nodes *n, p8__mem *m) {
    p8__mem_free(m, n->node, n->cap * sizeof *n->node);
    p8__mem_free(m, n->id, n->id_cap * sizeof *n->id);
    p8__mem_free(m, n->slot, n->slot_cap * sizeof *n->slot);
    memset(n, 0, sizeof *n);
}

int p8__nodes_make_room(p8__nodes *n, p8__mem *m) {
    if (n->count >= UINT32_MAX - 1) return P8_ELIMIT; /* node indices are 32-bit */
    if (n->count == n->cap) {
        int rc = p8__mem_grow(m, (void **)&n->node, &n->cap, n->count + 1, sizeof *n->node);
        if (rc != P8_OK) return rc;
    }
    if (n->keep_ids && n->count == n->id_cap)
        return p8__mem_grow(m, (void **)&n->id, &n->id_cap, n->count + 1, sizeof *n->id);
    return P8_OK;
}

void p8__nodes_reset(p8__nodes *n) {
    n->count = 0;
    if (n->used) memset(n->slot, 0, n->slot_cap * sizeof *n->slot);
    n->used = 0;
}

static int rehash(p8__nodes *n, p8__mem *m, size_t ncap) {
    uint64_t *tab = p8__mem_alloc(m, ncap * sizeof *tab);
    size_t i, j;
    if (!tab) return m->limit_hit ? P8_ELIMIT : P8_ENOMEM;
    memset(tab, 0, ncap * sizeof *tab);
    for (i = 0; i < n->slot_cap; i++) {
        uint64_t v = n->slot[i];
        if (!v) continue;
        for (j = p8__slot_of((uint32_t)(v >> 32), ncap); tab[j]; j = (j + 1) & (ncap - 1))
            ;
        tab[j] = v;
    }
    p8__mem_free(m, n->slot, n->slot_cap * sizeof *n->slot);
    n->slot = tab;
    n->slot_cap = ncap;
    return P8_OK;
}

int p8__nodes_grow_index(p8__nodes *n, p8__mem *m) {
    size_t ncap;
    if ((n->used + 1) * P8__INDEX_MAX_LOAD_DEN <= n->slot_cap * P8__INDEX_MAX_LOAD_NUM) return P8_OK;
    ncap = n->slot_cap ? n->slot_cap * 2 : FIRST_SLOTS;
    if (ncap > SIZE_MAX / sizeof *n->slot) return P8_ENOMEM;
    return rehash(n, m, ncap);
}
