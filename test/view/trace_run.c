/* SPDX-License-Identifier: MIT */
/*
 * trace_run.c - the C side of test/view_test.py's byte-for-byte trace comparison: the run that
 * `puzzle8 solve --algorithm ALGORITHM [--max-depth N] [--max-expansions N] --goal GOAL START
 * --trace OUT` makes, written by p8_trace_run through a p8_write_fn into OUT.
 *
 *   trace_run OUT START GOAL ALGORITHM [max-depth N] [max-expansions N]
 *
 * Exit status 0 when the run has a result (solved or stopped by a limit), 1 otherwise, 2 for a
 * usage error.
 */
#include <puzzle8.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int to_file(const char *data, size_t len, void *user_data) {
    return fwrite(data, 1, len, (FILE *)user_data) == len ? 0 : -1;
}

int main(int argc, char **argv) {
    p8_board *start = NULL, *goal = NULL;
    p8_search *s = NULL;
    p8_result *r = NULL;
    FILE *f;
    int alg, i, rc, status;
    if (argc < 5 || argc % 2 == 0) {
        fprintf(stderr, "usage: trace_run OUT START GOAL ALGORITHM [max-depth N] [max-expansions N]\n");
        return 2;
    }
    for (alg = 0; p8_algorithm_name(alg) && strcmp(p8_algorithm_name(alg), argv[4]) != 0; alg++)
        ;
    if (!p8_algorithm_name(alg) || p8_board_parse(argv[2], &start, NULL, 0) != P8_OK ||
        p8_board_parse(argv[3], &goal, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK ||
        p8_search_set_algorithm(s, alg) != P8_OK) {
        fprintf(stderr, "trace_run: bad algorithm or board, or out of memory\n");
        return 2;
    }
    for (i = 5; i + 1 < argc; i += 2) {
        int limit = strcmp(argv[i], "max-depth") == 0        ? P8_LIMIT_DEPTH
                    : strcmp(argv[i], "max-expansions") == 0 ? P8_LIMIT_EXPANSIONS
                                                             : -1;
        if (limit < 0 || p8_search_set_limit(s, limit, strtoull(argv[i + 1], NULL, 10)) != P8_OK) {
            fprintf(stderr, "trace_run: bad limit %s %s\n", argv[i], argv[i + 1]);
            return 2;
        }
    }
    if ((f = fopen(argv[1], "wb")) == NULL) {
        perror(argv[1]);
        return 1;
    }
    rc = p8_trace_run(s, start, goal, to_file, f, &r);
    status = r != NULL ? 0 : 1;
    if (fclose(f) != 0) {
        perror(argv[1]);
        status = 1;
    }
    printf("%s\n", p8_status_name(rc));
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}
