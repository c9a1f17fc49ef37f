/* SPDX-License-Identifier: MIT */
/*
 * solve.c - solve one 8-puzzle with A* and print the moves and every board on the way.
 *
 *   cc -o solve solve.c $(pkg-config --cflags --libs puzzle8)
 *   ./solve                      # the board "4 1 3 / 7 2 6 / 0 5 8"
 *   ./solve "8 0 6 5 4 7 2 3 1"  # any board the parser accepts; the goal is 1 2 3 4 5 6 7 8 0
 */
#include <puzzle8.h>
#include <stdio.h>

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "4 1 3 / 7 2 6 / 0 5 8";
    p8_board *start = NULL;
    p8_result *result = NULL;
    char why[128], moves[64];
    size_t i;
    int rc;

    rc = p8_board_parse(text, &start, why, sizeof why);
    if (rc != P8_OK) {
        /* P8_EBADBOARD comes with a reason in why, e.g. "tile 3 appears twice" */
        fprintf(stderr, "solve: %s: %s\n", p8_strerror(rc), why);
        return 1;
    }

    /* A* with its preset heuristic (Manhattan distance); NULL goal = 1 2 3 4 5 6 7 8 0 */
    rc = p8_solve(start, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &result);
    if (rc != P8_OK) {
        /* P8_EUNSOLVABLE: the start is in the other parity class; no result is made */
        fprintf(stderr, "solve: %s (%s)\n", p8_strerror(rc), p8_status_name(rc));
        p8_board_free(start);
        return 1;
    }

    p8_result_moves_string(result, moves, sizeof moves);
    printf("%zu moves: %s\n", p8_result_length(result), moves);
    printf("expanded %llu nodes, generated %llu\n",
           (unsigned long long)p8_result_expanded(result),
           (unsigned long long)p8_result_generated(result));

    /* Every state of the path, start (0) to goal (length). */
    for (i = 0; i <= p8_result_length(result); i++) {
        uint8_t tiles[9];
        p8_board *b = NULL;
        char line[32];
        p8_result_state_at(result, i, tiles);
        if (p8_board_new(tiles, &b) != P8_OK) break;
        p8_board_format(b, P8_FORMAT_LINE, line, sizeof line);
        printf("%2zu  %s\n", i, line);
        p8_board_free(b);
    }

    p8_result_free(result);
    p8_board_free(start);
    return 0;
}
