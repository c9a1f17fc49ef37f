/* SPDX-License-Identifier: MIT */
/*
 * p8js.c - the C side of the JavaScript binding, linked into puzzle8.wasm (make wasm).
 *
 * A WebAssembly module cannot be handed a JavaScript function as a C function pointer, so the
 * binding's callbacks go through two trampolines: C functions with the p8_heuristic_fn and
 * p8_event_fn signatures that call functions imported from JavaScript (module "puzzle8"),
 * passing the search's callback id (the user_data) and the tiles' addresses in linear memory.
 * puzzle8.js provides the imports and turns an exception thrown by a callback into a canceled
 * run (it never unwinds through C).
 */
#include "puzzle8.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define P8JS_IMPORT(name) __attribute__((import_module("puzzle8"), import_name(name)))
#define P8JS_EXPORT(name) __attribute__((export_name(name), visibility("default")))

P8JS_IMPORT("heuristic")
unsigned int p8js_heuristic_import(uint32_t id, const uint8_t *state, const uint8_t *goal);
P8JS_IMPORT("event")
int p8js_event_import(uint32_t id, int event, const uint8_t *state, unsigned int g, unsigned int h);

static unsigned int heuristic_trampoline(const uint8_t *state, const uint8_t *goal, void *user_data) {
    return p8js_heuristic_import((uint32_t)(uintptr_t)user_data, state, goal);
}

static int event_trampoline(int event, const uint8_t *state, unsigned int g, unsigned int h,
                            void *user_data) {
    return p8js_event_import((uint32_t)(uintptr_t)user_data, event, state, g, h);
}

/* p8_search_set_heuristic_fn with the JavaScript heuristic registered as `id`. */
P8JS_EXPORT("p8js_set_heuristic") int p8js_set_heuristic(p8_search *s, uint32_t id);
int p8js_set_heuristic(p8_search *s, uint32_t id) {
    return p8_search_set_heuristic_fn(s, heuristic_trampoline, (void *)(uintptr_t)id);
}

/* p8_search_set_event_fn with the JavaScript event callback registered as `id`. */
P8JS_EXPORT("p8js_set_event") int p8js_set_event(p8_search *s, unsigned int mask, uint32_t id);
int p8js_set_event(p8_search *s, unsigned int mask, uint32_t id) {
    return p8_search_set_event_fn(s, event_trampoline, mask, (void *)(uintptr_t)id);
}

/* The callbacks as function pointers (their index in the module's function table), for the
 * library functions that take a callback and a user_data directly: p8_heuristic_check_fn with
 * the heuristic trampoline (user_data: the callback id), and every p8_write_fn writer
 * (p8_svg_solution, p8_svg_tree, p8_dot_tree, ...) with the collecting writer below. */
P8JS_EXPORT("p8js_heuristic_fn") p8_heuristic_fn p8js_heuristic_fn(void);
p8_heuristic_fn p8js_heuristic_fn(void) { return heuristic_trampoline; }

/* p8_pdb_heuristic as a function pointer, for p8_search_set_heuristic_fn and
 * p8_heuristic_check_fn with a pattern database as user_data (a C heuristic: no JavaScript per
 * call). */
P8JS_EXPORT("p8js_pdb_heuristic_fn") p8_heuristic_fn p8js_pdb_heuristic_fn(void);
p8_heuristic_fn p8js_pdb_heuristic_fn(void) { return p8_pdb_heuristic; }

/* A growing buffer a writer appends to: data (malloc'd, NUL-terminated when not NULL), length,
 * capacity. JavaScript allocates the struct zeroed, passes it as user_data, reads data/len and
 * frees data. Out of memory stops the writer with P8_ENOMEM. */
typedef struct p8js_buffer {
    char *data;
    size_t len, cap;
} p8js_buffer;

static int collect_writer(const char *data, size_t len, void *user_data) {
    p8js_buffer *b = user_data;
    if (len + 1 > b->cap - b->len || b->data == NULL) {
        size_t cap = b->cap ? b->cap : 4096;
        char *grown;
        while (cap - b->len < len + 1) {
            if (cap > SIZE_MAX / 2) return P8_ENOMEM;
            cap *= 2;
        }
        grown = realloc(b->data, cap);
        if (grown == NULL) return P8_ENOMEM;
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
    b->data[b->len] = '\0';
    return 0;
}

P8JS_EXPORT("p8js_writer") p8_write_fn p8js_writer(void);
p8_write_fn p8js_writer(void) { return collect_writer; }
