/* SPDX-License-Identifier: MIT */
/*
 * fuzz_parse.c - libFuzzer target for p8_board_parse (and p8_board_format on what it accepts).
 *
 * The input bytes, as a NUL-terminated copy (the parser sees the text up to the first NUL), are
 * parsed with why buffers of capacity 0 (buf NULL and not NULL), 1, 7 and 256, each an exact-size
 * heap block so AddressSanitizer sees any write past cap. Invariants (any violation aborts):
 *  - every call returns the same status, P8_OK or P8_EBADBOARD (never P8_EINVAL or anything else);
 *  - on P8_OK: *out is a board whose tiles are the cell characters of the text in order ('_' and
 *    '.' are the blank), why is "" and formats in all three styles parse back to an equal board;
 *  - on P8_EBADBOARD: *out is NULL; why is NUL-terminated, shorter than cap, non-empty when
 *    cap > 1, and each shorter message is a prefix of the full one (snprintf truncation);
 *  - a why buffer of cap 0 is never written; nothing leaks (LeakSanitizer).
 * Built with -fsanitize=fuzzer by `make fuzz`; fuzz/replay.c turns it into a plain program that
 * replays files (`make fuzz-replay`, test/fuzz_replay_test.sh).
 */
#include "puzzle8.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                  \
    do {                                                                          \
        if (!(c)) failed(__LINE__, #c, text);                                     \
    } while (0)

static void failed(int line, const char *what, const char *text) {
    fprintf(stderr, "fuzz_parse.c:%d: invariant failed: %s\n  text: \"", line, what);
    for (; *text; text++) {
        unsigned char c = (unsigned char)*text;
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') fputc(c, stderr);
        else fprintf(stderr, "\\x%02x", c);
    }
    fputs("\"\n", stderr);
    abort();
}

static const char *const style_name[3] = { "line", "grid", "compact" };

/* The cells the text names, in order, as the parser documents them: '0'-'8', '_' and '.'. */
static size_t cells_of(const char *text, uint8_t t[9]) {
    size_t n = 0;
    for (; *text; text++) {
        char c = *text;
        if ((c >= '0' && c <= '8') || c == '_' || c == '.') {
            if (n < 9) t[n] = (uint8_t)(c == '_' || c == '.' ? 0 : c - '0');
            n++;
        }
    }
    return n;
}

static void check_ok(const char *text, const p8_board *b) {
    uint8_t tiles[9], cells[9];
    int style;
    CHECK(b != NULL);
    CHECK(p8_board_tiles(b, tiles) == P8_OK);
    CHECK(cells_of(text, cells) == 9);
    CHECK(memcmp(tiles, cells, 9) == 0);
    for (style = 0; style < 3; style++) {
        char buf[32], why[128];
        size_t n = p8_board_format(b, style, buf, sizeof buf);
        p8_board *back = NULL;
        int rc;
        CHECK(n == strlen(buf));
        CHECK(n == (style == 2 ? 9u : 17u));
        rc = p8_board_parse(buf, &back, why, sizeof why);
        if (rc != P8_OK || !back || p8_board_equal(b, back) != 1) {
            fprintf(stderr, "style %s: \"%s\" did not parse back (%d: %s)\n", style_name[style],
                    buf, rc, why);
            CHECK(!"formatted board parses back equal");
        }
        p8_board_free(back);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const size_t caps[] = { 1, 7, 256 };
    char *text = malloc(size + 1);
    char *full = NULL, *why;
    p8_board *b = NULL;
    char zero_cap = 'Z';
    int rc, rc2;
    size_t i;

    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    /* cap 0: why NULL, then a real byte that must stay untouched. */
    b = (p8_board *)&b; /* a sentinel: must become NULL on failure */
    rc = p8_board_parse(text, &b, NULL, 0);
    CHECK(rc == P8_OK || rc == P8_EBADBOARD);
    if (rc == P8_OK) check_ok(text, b);
    else CHECK(b == NULL);
    p8_board_free(b);
    b = NULL;
    rc2 = p8_board_parse(text, &b, &zero_cap, 0);
    CHECK(rc2 == rc);
    CHECK(zero_cap == 'Z');
    p8_board_free(b);

    for (i = sizeof caps / sizeof caps[0]; i-- > 0;) { /* 256 first: the full message */
        size_t cap = caps[i], len;
        why = malloc(cap);
        if (!why) break;
        memset(why, 'X', cap);
        b = (p8_board *)&b;
        rc2 = p8_board_parse(text, &b, why, cap);
        CHECK(rc2 == rc);
        len = strnlen(why, cap);
        CHECK(len < cap); /* NUL-terminated inside the buffer */
        if (rc2 == P8_OK) {
            CHECK(b != NULL);
            CHECK(len == 0);
        } else {
            CHECK(b == NULL);
            if (cap > 1) CHECK(len > 0);
            if (!full) {
                full = malloc(len + 1);
                if (full) memcpy(full, why, len + 1);
            } else {
                CHECK(len == (strlen(full) < cap - 1 ? strlen(full) : cap - 1));
                CHECK(memcmp(why, full, len) == 0);
            }
        }
        p8_board_free(rc2 == P8_OK ? b : NULL);
        free(why);
    }
    free(full);
    free(text);
    return 0;
}
