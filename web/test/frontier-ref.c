/* SPDX-License-Identifier: MIT */
/*
 * frontier-ref.c - the C library's frontier snapshot, for the browser tests (web/test): steps
 * a search (A*, heuristic H) from START to GOAL one expansion at a time STEPS times, then prints
 * the frontier's size and its first N entries (p8_search_frontier, in take order) as one JSON
 * object: {"size":S,"entries":[{"id":"0","board":"123456780","g":0,"h":0,"key":0},...]}.
 * Usage: frontier-ref START GOAL HEURISTIC STEPS N. Exit status 1 on any library error.
 */
#include "puzzle8.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *what, int rc) {
    fprintf(stderr, "frontier-ref: %s: %s\n", what, p8_strerror(rc));
    return 1;
}

int main(int argc, char **argv) {
    p8_board *start = NULL, *goal = NULL, *b = NULL;
    p8_search *s = NULL;
    uint64_t *out, live = 0;
    char why[200], text[32];
    int rc, h = -1, i, steps, n, got;

    if (argc != 6) {
        fprintf(stderr, "usage: frontier-ref START GOAL HEURISTIC STEPS N\n");
        return 2;
    }
    for (i = 0; p8_heuristic_name(i) != NULL; i++)
        if (strcmp(p8_heuristic_name(i), argv[3]) == 0) h = i;
    steps = atoi(argv[4]);
    n = atoi(argv[5]);
    if (h < 0 || steps < 0 || n < 1) return fail("arguments", P8_EINVAL);
    out = calloc((size_t)n * P8_ENTRY_FIELDS, sizeof *out);
    if (out == NULL) return fail("calloc", P8_ENOMEM);
    if ((rc = p8_board_parse(argv[1], &start, why, sizeof why)) != P8_OK) return fail(why, rc);
    if ((rc = p8_board_parse(argv[2], &goal, why, sizeof why)) != P8_OK) return fail(why, rc);
    if ((rc = p8_search_new(&s)) != P8_OK) return fail("p8_search_new", rc);
    if ((rc = p8_search_set_algorithm(s, P8_ALG_ASTAR)) != P8_OK) return fail("algorithm", rc);
    if ((rc = p8_search_set_heuristic(s, h)) != P8_OK) return fail("heuristic", rc);
    if ((rc = p8_search_start(s, start, goal)) != P8_OK) return fail("p8_search_start", rc);
    for (i = 0; i < steps; i++)
        if ((rc = p8_search_step(s, 1)) != P8_AGAIN) return fail("p8_search_step (the run ended)", rc);
    got = p8_search_frontier(s, out, (size_t)n, P8_ENTRY_FIELDS, &live);
    if (got < 0) return fail("p8_search_frontier", got);
    printf("{\"size\":%" PRIu64 ",\"entries\":[", live);
    for (i = 0; i < got; i++) {
        const uint64_t *e = out + (size_t)i * P8_ENTRY_FIELDS;
        if ((rc = p8_board_from_rank((uint32_t)e[P8_ENTRY_RANK], &b)) != P8_OK) return fail("rank", rc);
        p8_board_format(b, P8_FORMAT_COMPACT, text, sizeof text);
        p8_board_free(b);
        printf("%s{\"id\":\"%" PRIu64 "\",\"board\":\"%s\",\"g\":%" PRIu64 ",\"h\":%" PRIu64 ",\"key\":%" PRIu64 "}",
               i ? "," : "", e[P8_ENTRY_ID], text, e[P8_ENTRY_G], e[P8_ENTRY_H], e[P8_ENTRY_KEY]);
    }
    printf("]}\n");
    free(out);
    p8_search_free(s);
    p8_board_free(start);
    p8_board_free(goal);
    return 0;
}
