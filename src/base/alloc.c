/* SPDX-License-Identifier: MIT */
/* alloc.c - the search's memory: caller's allocator hooks, byte counting and the memory limit. */
#include "base.h"

#include <stdlib.h>
#include <string.h>

static void *default_malloc(size_t size, void *ud) { (void)ud; return malloc(size); }
static void *default_realloc(void *p, size_t size, void *ud) { (void)ud; return realloc(p, size); }
static void default_free(void *p, void *ud) { (void)ud; free(p); }

const p8_allocator p8__default_allocator = { default_malloc, default_realloc, default_free, NULL };

/* 1 if growing the held bytes by `more` stays within the limit (UINT64_MAX: none). */
static int within_limit(p8__mem *m, uint64_t more) {
    if (more > m->limit || m->cur > m->limit - more) {
        m->limit_hit = 1;
        return 0;
    }
    return 1;
}

static void count(p8__mem *m, uint64_t old_size, uint64_t new_size) {
    m->cur = m->cur - old_size + new_size;
    if (m->cur > m->peak) m->peak = m->cur;
}

/* ---- The cache of large blocks (base.h) ---- */

void p8__mem_cache_use(p8__mem *m, p8__mem_cache *c) {
    memset(c, 0, sizeof *c);
    m->cache = m->a.malloc_fn == p8__default_allocator.malloc_fn &&
                       m->a.realloc_fn == p8__default_allocator.realloc_fn &&
                       m->a.free_fn == p8__default_allocator.free_fn
                   ? c
                   : NULL;
}

void p8__mem_cache_release(p8__mem *m) {
    int i;
    if (!m->cache) return;
    for (i = 0; i < P8__MEM_CACHE_SLOTS; i++) {
        if (m->cache->held[i].p) free(m->cache->held[i].p);
        m->cache->held[i].p = NULL;
    }
}

/* The slot of lent block p, or NULL. */
static p8__mem_block *lent_slot(p8__mem_cache *c, const void *p) {
    int i;
    for (i = 0; i < P8__MEM_CACHE_SLOTS; i++)
        if (c->lent[i].p == p) return &c->lent[i];
    return NULL;
}

/* A held block of at least `size` bytes (the smallest such), now lent; NULL if none (or no slot
 * to lend it from). */
static void *take_held(p8__mem_cache *c, size_t size) {
    p8__mem_block *best = NULL, *slot = lent_slot(c, NULL);
    int i;
    if (!slot) return NULL;
    for (i = 0; i < P8__MEM_CACHE_SLOTS; i++) {
        p8__mem_block *b = &c->held[i];
        if (b->p && b->size >= size && (!best || b->size < best->size)) best = b;
    }
    if (!best) return NULL;
    *slot = *best;
    best->p = NULL;
    c->n_lent++;
    return slot->p;
}

/* Keep a freed block of `size` real bytes, replacing a smaller one when every slot is taken;
 * 0 if it is not kept (the caller frees it). */
static int hold(p8__mem_cache *c, void *p, size_t size) {
    p8__mem_block *slot = NULL;
    int i;
    if (size < P8__MEM_CACHE_MIN) return 0;
    for (i = 0; i < P8__MEM_CACHE_SLOTS; i++) {
        p8__mem_block *b = &c->held[i];
        if (!b->p) {
            slot = b;
            break;
        }
        if (b->size < size && (!slot || b->size < slot->size)) slot = b;
    }
    if (!slot) return 0;
    if (slot->p) free(slot->p);
    slot->p = p;
    slot->size = size;
    return 1;
}

/* ---- Requests ---- */

void *p8__mem_alloc(p8__mem *m, size_t size) {
    void *p = NULL;
    if (!within_limit(m, size)) return NULL;
    if (m->cache && size >= P8__MEM_CACHE_MIN) p = take_held(m->cache, size);
    if (!p) p = m->a.malloc_fn(size ? size : 1, m->a.user_data);
    if (p) count(m, 0, size);
    return p;
}

void *p8__mem_realloc(p8__mem *m, void *ptr, size_t old_size, size_t new_size) {
    void *p;
    if (new_size > old_size && !within_limit(m, new_size - old_size)) return NULL;
    if (m->cache && ptr && (m->cache->n_lent || new_size >= P8__MEM_CACHE_MIN)) {
        p8__mem_block *l = m->cache->n_lent ? lent_slot(m->cache, ptr) : NULL;
        if (l && new_size <= l->size) { /* within the lent block */
            count(m, old_size, new_size);
            return ptr;
        }
        if (new_size >= P8__MEM_CACHE_MIN && old_size < new_size &&
            (p = take_held(m->cache, new_size)) != NULL) { /* moved into a held block */
            size_t real = old_size;
            memcpy(p, ptr, old_size);
            if (l) { /* the lent block it leaves is held again */
                real = l->size;
                l->p = NULL;
                m->cache->n_lent--;
            }
            if (!hold(m->cache, ptr, real)) m->a.free_fn(ptr, m->a.user_data);
            count(m, old_size, new_size);
            return p;
        }
        p = m->a.realloc_fn(ptr, new_size ? new_size : 1, m->a.user_data);
        if (!p) return NULL;
        if (l) { /* a lent block grown beyond its size: lent still, with its new size */
            l->p = p;
            l->size = new_size;
        }
        count(m, old_size, new_size);
        return p;
    }
    p = m->a.realloc_fn(ptr, new_size ? new_size : 1, m->a.user_data);
    if (p) count(m, old_size, new_size);
    return p;
}

void p8__mem_free(p8__mem *m, void *ptr, size_t size) {
    if (!ptr) return;
    count(m, size, 0);
    if (m->cache) {
        p8__mem_block *l = m->cache->n_lent ? lent_slot(m->cache, ptr) : NULL;
        size_t real = size;
        if (l) {
            real = l->size;
            l->p = NULL;
            m->cache->n_lent--;
        }
        if (hold(m->cache, ptr, real)) return;
    }
    m->a.free_fn(ptr, m->a.user_data);
}

int p8__mem_grow(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem) {
    return p8__mem_grow_from(m, arr, cap, need, elem, 64);
}

int p8__mem_grow_from(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem,
                      size_t first) {
    size_t ncap = *cap ? *cap : first;
    void *p;
    if (need <= *cap) return P8_OK;
    while (ncap < need) {
        if (ncap > SIZE_MAX / 2 / elem) return P8_ENOMEM;
        ncap += ncap / 2;
    }
    p = p8__mem_realloc(m, *arr, *cap * elem, ncap * elem);
    if (!p) return m->limit_hit ? P8_ELIMIT : P8_ENOMEM;
    *arr = p;
    *cap = ncap;
    return P8_OK;
}
