/* SPDX-License-Identifier: MIT */
/*
 * base.h - the bottom room of the library, which every other room may use and which uses none:
 * the memory every object counts (alloc.c), the clock (clock.c), status names and messages
 * (error.c), the version (version.c), and how many values each list of the configuration has
 * (search/catalog.c names them).
 * Private, not installed. Shared internal functions are named p8__name (a static archive
 * cannot hide them).
 *
 * The rooms, one folder each; every call points down this list (test/layers_test.sh checks it
 * from the objects' symbols, and the includes):
 *   view/, space/   seeing a search; the whole state space          (docs/architecture.md)
 *   search/         the search object, its run, drivers, the one step, sides, failures
 *   frontier/, board/   the built-in frontiers; boards, packing, ranks, randomness, heuristics
 *   base/           this room
 */
#ifndef P8_BASE_H
#define P8_BASE_H

#include "puzzle8.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h> /* mingw-w64: __MINGW_PRINTF_FORMAT (below) */

/* Relaxed atomic access to an int flag (p8_search's cancel: set from any thread, read by the
 * run). GCC and clang builtins (also on wasm32 and mingw-w64); MSVC's intrinsics (a plain
 * 32-bit load, an Interlocked exchange); elsewhere a volatile access. */
#if defined(__GNUC__) || defined(__clang__)
#  define P8__ATOMIC_LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#  define P8__ATOMIC_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#elif defined(_MSC_VER)
#  include <intrin.h>
#  define P8__ATOMIC_LOAD(p) ((int)__iso_volatile_load32((const volatile __int32 *)(p)))
#  define P8__ATOMIC_STORE(p, v) ((void)_InterlockedExchange((volatile long *)(p), (long)(v)))
#else
#  define P8__ATOMIC_LOAD(p) (*(volatile int *)(p))
#  define P8__ATOMIC_STORE(p, v) (*(volatile int *)(p) = (v))
#endif

/* printf-style functions of the library: the compiler checks their formats. mingw-w64 names its
 * C99 printf's format (with %zu) __MINGW_PRINTF_FORMAT: a plain "printf" there is Microsoft's. */
#if defined(__MINGW_PRINTF_FORMAT)
#  define P8__PRINTF_LIKE(f, a) __attribute__((format(__MINGW_PRINTF_FORMAT, f, a)))
#elif defined(__GNUC__) || defined(__clang__)
#  define P8__PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#  define P8__PRINTF_LIKE(f, a)
#endif

/* Hints for the hot paths (no effect on what the code does). */
#if defined(__GNUC__) || defined(__clang__)
#  define P8__LIKELY(x) __builtin_expect(!!(x), 1)
#  define P8__UNLIKELY(x) __builtin_expect(!!(x), 0)
#  define P8__COLD __attribute__((cold))
#else
#  define P8__LIKELY(x) (x)
#  define P8__UNLIKELY(x) (x)
#  define P8__COLD
#endif

/* Tables of the library that its files share: hidden, so that position-independent code reads
 * them directly rather than through the global offset table (ELF, Mach-O). */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(_WIN32) && !defined(__CYGWIN__)
#  define P8__HIDDEN __attribute__((visibility("hidden")))
#else
#  define P8__HIDDEN
#endif

/* The monotonic clock in nanoseconds (clock.c). */
uint64_t p8__now_ns(void);

/* How many values each enumeration of the configuration has (search/catalog.c names them). */
#define P8__N_ALGORITHMS 11  /* P8_ALG_* */
#define P8__N_DRIVERS 7      /* P8_DRIVER_* */
#define P8__N_DUPLICATES 6   /* P8_DUP_* */
#define P8__N_EVENTS 4       /* P8_EVENT_* */
#define P8__N_HEURISTICS 10  /* P8_H_* */

/* ------------------------------------------------------------------------------------------
 * Memory: every byte a search (or a tree, a table, a frontier object) holds goes through a
 * p8__mem, which counts it (peak) and enforces a limit. Callers pass the old size of a block
 * they resize or free.
 * ---------------------------------------------------------------------------------------- */
/* A cache of large blocks (at least P8__MEM_CACHE_MIN bytes) for an owner that frees and makes
 * the same buffers again and again (a search, run after run): a freed large block is kept
 * (`held`) instead of going back to the allocator, and a later request no larger is given it,
 * so that each run does not fault its pages in again, nor copy them on every growth. A block
 * given out is `lent`, with its real size: growing it within that size costs nothing. The
 * counters (cur, peak, the limit) see the sizes asked for, exactly as without the cache. Only
 * with the default allocator (a caller's allocator sees every request); the owner empties it
 * with p8__mem_cache_release. */
#define P8__MEM_CACHE_MIN (64 * 1024)
#define P8__MEM_CACHE_SLOTS 16
typedef struct p8__mem_block {
    void *p;             /* NULL: a free slot */
    size_t size;         /* its real size */
} p8__mem_block;
typedef struct p8__mem_cache {
    p8__mem_block held[P8__MEM_CACHE_SLOTS], lent[P8__MEM_CACHE_SLOTS];
    int n_lent;          /* blocks in lent (none: a small request looks no further) */
} p8__mem_cache;

typedef struct p8__mem {
    p8_allocator a;
    uint64_t cur;        /* bytes held now */
    uint64_t peak;       /* most bytes held at once since the last reset of peak */
    uint64_t limit;      /* UINT64_MAX: none */
    int limit_hit;       /* set when a request was refused because of limit */
    p8__mem_cache *cache; /* NULL: none */
} p8__mem;

extern const p8_allocator p8__default_allocator;
/* NULL on failure (limit_hit tells a refused-by-limit request from an allocator failure). */
void *p8__mem_alloc(p8__mem *m, size_t size);
/* Resize; on failure the old block stays valid and NULL is returned. */
void *p8__mem_realloc(p8__mem *m, void *ptr, size_t old_size, size_t new_size);
void p8__mem_free(p8__mem *m, void *ptr, size_t size);
/* Give m the cache c (emptied) when m's allocator is the default one (else m keeps none). */
void p8__mem_cache_use(p8__mem *m, p8__mem_cache *c);
/* Free the blocks m's cache holds (every lent block must have been freed). */
void p8__mem_cache_release(p8__mem *m);
/* Grow an array to hold at least `need` elements of `elem` bytes (by half again, from 64), so
 * at most a third of a grown array is slack. P8_OK, P8_ENOMEM, or P8_ELIMIT when the memory
 * limit refused it. */
int p8__mem_grow(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem);
/* The same from `first` elements (>= 1) rather than 64: for an array that stays small. */
int p8__mem_grow_from(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem,
                      size_t first);

/* The well-formed UTF-8 sequence at s (n >= 1 bytes left): its length and, in *cp, its code
 * point; 0 when it is not well-formed (a lone byte above 0x7f, a sequence cut short, an overlong
 * form, a surrogate, a code point above U+10FFFF). The one decoder of the library's text: the
 * board parser, the grader's quoting and the trace sentences. */
static inline size_t p8__utf8_at(const unsigned char *s, size_t n, uint32_t *cp) {
    size_t len, k;
    uint32_t c;
    if (s[0] < 0x80) return *cp = s[0], 1;
    if (s[0] >= 0xc2 && s[0] <= 0xdf) len = 2, c = s[0] & 0x1fu;
    else if (s[0] >= 0xe0 && s[0] <= 0xef) len = 3, c = s[0] & 0x0fu;
    else if (s[0] >= 0xf0 && s[0] <= 0xf4) len = 4, c = s[0] & 0x07u;
    else return 0;
    if (len > n) return 0;
    for (k = 1; k < len; k++) {
        if ((s[k] & 0xc0) != 0x80) return 0;
        c = (c << 6) | (s[k] & 0x3fu);
    }
    if ((len == 3 && c < 0x800) || (len == 4 && (c < 0x10000 || c > 0x10ffff)) ||
        (c >= 0xd800 && c <= 0xdfff))
        return 0;
    *cp = c;
    return len;
}

#endif /* P8_BASE_H */
