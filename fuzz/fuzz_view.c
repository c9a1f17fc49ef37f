/* SPDX-License-Identifier: MIT */
/*
 * fuzz_view.c - libFuzzer target for the view: p8_trace_diff on two arbitrary lines, and
 * p8_tree_add / p8_svg_tree / p8_dot_tree on an arbitrary sequence of events.
 *
 * Input: the first byte picks the part. Even: the rest is two lines A and B, split at the first
 * '\n' byte (B empty without one). Odd: the rest is a list of 4-byte events (event, id, parent,
 * move and tiles seed), added to a tree with a cap taken from the first byte.
 * Invariants (any violation aborts):
 *  - p8_trace_diff returns 0, 1 or P8_EINVAL, the same for why buffers of capacity 0 (NULL),
 *    1, 7 and 300 (exact-size heap blocks, so ASan sees a write past cap); each shorter why is
 *    a prefix of the longest; a why of capacity > 1 is non-empty when the return is not 0;
 *  - it is symmetric: diff(A, B) differs (1), or refuses (P8_EINVAL), exactly when diff(B, A)
 *    does; lines that were compared each compare equal to themselves;
 *  - p8_tree_add returns P8_OK or P8_EINVAL; p8_tree_count never exceeds the events;
 *  - the SVG and DOT of any tree are whole (the XML declaration ... "</svg>\n", "digraph" ...
 *    "}\n"), with as many "<g" as "</g>", one card and one DOT node per record.
 * Built with -fsanitize=fuzzer by `make fuzz`; fuzz/replay.c replays files (`make fuzz-replay`).
 */
#include "puzzle8.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                       \
    do {                                                                               \
        if (!(c)) {                                                                    \
            fprintf(stderr, "fuzz_view.c:%d: invariant failed: %s\n", __LINE__, #c);   \
            abort();                                                                   \
        }                                                                              \
    } while (0)

static const size_t caps[] = { 0, 1, 7, 300 };

/* diff(a, b) with every why capacity; returns the status, the longest why in why300. */
static int diff_all(const char *a, const char *b, char *why300) {
    int first = 0;
    size_t k;
    for (k = 0; k < sizeof caps / sizeof caps[0]; k++) {
        char *why = caps[k] ? malloc(caps[k]) : NULL;
        int rc = p8_trace_diff(a, b, why, caps[k]);
        CHECK(rc == 0 || rc == 1 || rc == P8_EINVAL);
        if (k == 0) first = rc;
        CHECK(rc == first);
        if (why) {
            CHECK(strlen(why) < caps[k]);
            if (caps[k] > 1 && rc != 0) CHECK(why[0] != '\0');
            if (caps[k] == 300) memcpy(why300, why, 300);
        }
        free(why);
    }
    for (k = 1; k + 1 < sizeof caps / sizeof caps[0]; k++) {
        char *why = malloc(caps[k]);
        p8_trace_diff(a, b, why, caps[k]);
        CHECK(strncmp(why, why300, strlen(why)) == 0);
        free(why);
    }
    return first;
}

static void fuzz_diff(const uint8_t *data, size_t size) {
    char *a = malloc(size + 1), *b, *nl, why[300], why2[300];
    int ab, ba;
    memcpy(a, data, size);
    a[size] = '\0';
    nl = memchr(a, '\n', strlen(a));
    if (nl) {
        *nl = '\0';
        b = nl + 1;
    } else {
        b = a + strlen(a);
    }
    ab = diff_all(a, b, why);
    ba = diff_all(b, a, why2);
    CHECK((ab == 1) == (ba == 1));
    CHECK((ab == P8_EINVAL) == (ba == P8_EINVAL));
    if (ab != P8_EINVAL) {
        CHECK(diff_all(a, a, why) == 0);
        CHECK(diff_all(b, b, why) == 0);
    } else {
        int aa = diff_all(a, a, why);
        CHECK(aa == 0 || aa == P8_EINVAL);
    }
    free(a);
}

typedef struct sink {
    char *text;
    size_t len;
} sink;

static size_t count(const char *text, const char *needle) {
    size_t n = 0, k = strlen(needle);
    while ((text = strstr(text, needle)) != NULL) {
        n++;
        text += k;
    }
    return n;
}

static int to_sink(const char *data, size_t len, void *ud) {
    sink *s = ud;
    char *t;
    CHECK(len >= 1 && len <= 4096);
    t = realloc(s->text, s->len + len + 1);
    CHECK(t != NULL);
    memcpy(t + s->len, data, len);
    s->text = t;
    s->len += len;
    t[s->len] = '\0';
    return 0;
}

static int ends_with(const sink *s, const char *tail) {
    size_t k = strlen(tail);
    return s->len >= k && strcmp(s->text + s->len - k, tail) == 0;
}

static void fuzz_tree(uint8_t cap, const uint8_t *data, size_t size) {
    p8_tree *t = NULL;
    size_t i, n = size / 4;
    sink s;
    CHECK(p8_tree_new(cap % 8 == 7 ? UINT64_MAX : cap % 8, &t) == P8_OK);
    for (i = 0; i < n; i++) {
        const uint8_t *e = data + 4 * i;
        uint8_t tiles[9];
        uint32_t r = e[3];
        int k, rc;
        for (k = 0; k < 9; k++) tiles[k] = (uint8_t)k;
        for (k = 8; k > 0; k--) { /* a permutation from the seed byte (or, rarely, a bad one) */
            int j = (int)(r % (unsigned)(k + 1)), tmp = tiles[k];
            r = r * 31 + 7;
            tiles[k] = tiles[j];
            tiles[j] = (uint8_t)tmp;
        }
        if (e[3] == 0xff) tiles[0] = tiles[1];
        rc = p8_tree_add(t, e[0] % 5, e[1] % 65 == 64 ? UINT64_MAX : e[1] % 64,
                         e[2] % 66 == 65 ? UINT64_MAX : e[2] % 64,
                         (int)(e[0] / 5 % 6) - 1, e[1] % 7, e[2] % 9, e[3], tiles);
        CHECK(rc == P8_OK || rc == P8_EINVAL);
    }
    CHECK(p8_tree_count(t) <= n);
    memset(&s, 0, sizeof s);
    CHECK(p8_svg_tree(t, NULL, to_sink, &s) == P8_OK);
    CHECK(strncmp(s.text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 44) == 0);
    CHECK(ends_with(&s, "</svg>\n"));
    CHECK(count(s.text, "<g") == count(s.text, "</g>"));
    CHECK(count(s.text, "rx=\"8\"") == p8_tree_count(t));
    free(s.text);
    memset(&s, 0, sizeof s);
    CHECK(p8_dot_tree(t, NULL, to_sink, &s) == P8_OK);
    CHECK(strstr(s.text, "digraph search_tree {") != NULL);
    CHECK(ends_with(&s, "}\n"));
    CHECK(count(s.text, "[label=<") == p8_tree_count(t));
    free(s.text);
    p8_tree_free(t);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0) return 0;
    if (data[0] % 2 == 0) fuzz_diff(data + 1, size - 1);
    else fuzz_tree(data[0] >> 1, data + 1, size - 1);
    return 0;
}
