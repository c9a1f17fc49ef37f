/* SPDX-License-Identifier: MIT */
/*
 * cmd_draw.c - puzzle8 draw BOARD [--moved TILE] [--svg FILE]: a board as SVG (the library's
 * p8_svg_board), on stdout or into FILE.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static int cmd_draw(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    cli_boards pos;
    const char *path = "-";
    uint64_t moved = 0;
    p8_board *b = NULL;
    char *svg = NULL;
    cli_file out;
    int status, n, more;

    cli_args_init(&a, c, argc, argv, first, &cli_draw);
    cli_boards_init(&pos, 1);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) {
            if (cli_boards_add(&pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--svg") == 0) {
            path = it.value;
        } else if (strcmp(it.name, "--moved") == 0) {
            if (cli_parse_u64(c, "--moved", it.value, 8, &moved) != CLI_OK) return CLI_USAGE;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (cli_boards_end(&pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos.count == 0) {
        cli_error(c, "draw: missing BOARD (see '" CLI_PROG " draw --help')");
        return CLI_USAGE;
    }
    if ((status = cli_parse_board(c, "board", pos.text[0], &b)) != CLI_OK) return status;
    n = p8_svg_board(b, (int)moved, NULL, 0);
    if (n < 0 || (svg = malloc((size_t)n + 1)) == NULL) {
        status = cli_library_error(c, "draw", n < 0 ? n : P8_ENOMEM, NULL);
    } else if ((status = cli_file_open(c, &out, "--svg", path)) == CLI_OK) {
        p8_svg_board(b, (int)moved, svg, (size_t)n + 1);
        cli_file_write(svg, (size_t)n, &out);
        status = cli_file_close(&out, CLI_OK);
    }
    free(svg);
    p8_board_free(b);
    return status;
}

static const cli_opt draw_options[] = {
    { .name = "--moved", .arg = "TILE", .help = "highlight tile TILE (1-8), the one that just moved" },
    { .name = "--svg", .arg = "FILE", .help = "write it into FILE (default: the standard output, -)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_draw = {
    .name = "draw",
    .run = cmd_draw,
    .summary = "a board as SVG",
    .args = "BOARD",
    .text = "Write BOARD as SVG (p8_svg_board) on the standard output or into a file.",
    .options = draw_options,
};
