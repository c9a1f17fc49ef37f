/* SPDX-License-Identifier: MIT */
/*
 * consumer.c - a program built against an installed libpuzzle8 by test/install_test.sh, through
 * pkg-config, once against the shared library and once statically. Parses a board, checks that
 * it is solvable, prints the version, and (when built with -DHAVE_P8_SOLVE) solves it with A*.
 * Exit status 0 when everything agrees.
 */
#include <puzzle8.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    p8_board *start = NULL;
    char why[128];
    int rc, solvable;

    if (p8_version() != P8_VERSION_HEX || strcmp(p8_version_string(), P8_VERSION_STRING) != 0) {
        fprintf(stderr, "header %s but library %s\n", P8_VERSION_STRING, p8_version_string());
        return 1;
    }
    printf("libpuzzle8 %s\n", p8_version_string());

    rc = p8_board_parse("8 0 6 / 5 4 7 / 2 3 1", &start, why, sizeof why);
    if (rc != P8_OK) {
        fprintf(stderr, "parse: %s (%s)\n", p8_strerror(rc), why);
        return 1;
    }
    solvable = p8_board_solvable(start, NULL);
    printf("solvable %d\n", solvable);
    if (solvable != 1) {
        p8_board_free(start);
        return 1;
    }
#ifdef HAVE_P8_SOLVE
    {
        p8_result *result = NULL;
        char moves[128];
        rc = p8_solve(start, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &result);
        if (rc != P8_OK || p8_result_solved(result) != 1) {
            fprintf(stderr, "solve: %s\n", p8_strerror(rc));
            p8_result_free(result);
            p8_board_free(start);
            return 1;
        }
        p8_result_moves_string(result, moves, sizeof moves);
        printf("solved in %lu moves: %s\n", (unsigned long)p8_result_length(result), moves);
        p8_result_free(result);
    }
#endif
    p8_board_free(start);
    return 0;
}
