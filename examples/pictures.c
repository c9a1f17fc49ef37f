/* SPDX-License-Identifier: MIT */
/*
 * pictures.c - the library draws: a board and a solution filmstrip as SVG, written through a
 * write callback to files (or, without a directory, the board to stdout).
 *
 *   cc -o pictures pictures.c $(pkg-config --cflags --libs puzzle8)
 *   ./pictures [DIR]     writes DIR/start.svg and DIR/solution.svg
 */
#include <puzzle8.h>
#include <stdio.h>
#include <stdlib.h>

/* A p8_write_fn: the library hands over the SVG in pieces; non-zero stops it. */
static int to_file(const char *data, size_t len, void *user_data) {
    return fwrite(data, 1, len, (FILE *)user_data) == len ? 0 : -1;
}

/* Write `svg` (n bytes) or call draw(r, ...) into dir/name. */
static int save(const char *dir, const char *name, const char *svg, int n, const p8_result *r) {
    char path[512];
    FILE *f;
    int rc = P8_OK;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if ((f = fopen(path, "w")) == NULL) return -1;
    if (svg) fwrite(svg, 1, (size_t)n, f);
    else rc = p8_svg_solution(r, 8, to_file, f);     /* 8 boards a row */
    if (fclose(f) != 0 && rc == P8_OK) rc = -1;
    if (rc == P8_OK) printf("wrote %s\n", path);
    return rc;
}

int main(int argc, char **argv) {
    p8_board *start = NULL, *goal = NULL;
    p8_result *r = NULL;
    char *svg = NULL;
    int n, rc = 1;

    if (p8_board_parse("1 3 4 8 6 2 7 0 5", &start, NULL, 0) != P8_OK ||
        p8_board_parse("1 2 3 8 0 4 7 6 5", &goal, NULL, 0) != P8_OK)
        goto out;
    /* A board: ask for the length first (snprintf-style), then draw into a buffer that fits. */
    n = p8_svg_board(start, 0, NULL, 0);
    if (n < 0 || (svg = malloc((size_t)n + 1)) == NULL) goto out;
    p8_svg_board(start, 0, svg, (size_t)n + 1);
    /* A solution: the filmstrip streams through the write callback. */
    if (p8_solve(start, goal, P8_ALG_ASTAR, P8_H_DEFAULT, &r) != P8_OK) goto out;
    if (argc > 1)
        rc = save(argv[1], "start.svg", svg, n, NULL) || save(argv[1], "solution.svg", NULL, 0, r);
    else
        rc = fwrite(svg, 1, (size_t)n, stdout) != (size_t)n;
out:
    free(svg);
    p8_result_free(r);
    p8_board_free(start);
    p8_board_free(goal);
    return rc != 0;
}
