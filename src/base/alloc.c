/* SPDX-License-Identifier: MIT */
/* alloc.c - the search's memory: caller's allocator hooks, byte counting and the memory limit. */
#include "base.h"

#include <stdlib.h>

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

void *p8__mem_alloc(p8__mem *m, size_t size) {
    void *p;
    if (!within_limit(m, size)) return NULL;
    p = m->a.malloc_fn(size ? size : 1, m->a.user_data);
    if (p) count(m, 0, size);
    return p;
}

void *p8__mem_realloc(p8__mem *m, void *ptr, size_t old_size, size_t new_size) {
    void *p;
    if (new_size > old_size && !within_limit(m, new_size - old_size)) return NULL;
    p = m->a.realloc_fn(ptr, new_size ? new_size : 1, m->a.user_data);
    if (p) count(m, old_size, new_size);
    return p;
}

void p8__mem_free(p8__mem *m, void *ptr, size_t size) {
    if (!ptr) return;
    m->a.free_fn(ptr, m->a.user_data);
    count(m, size, 0);
}

int p8__mem_grow(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem) {
    size_t ncap = *cap ? *cap : 64;
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
