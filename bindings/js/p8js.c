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
