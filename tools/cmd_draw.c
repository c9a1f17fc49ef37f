/* SPDX-License-Identifier: MIT */
/*
 * cmd_draw.c - puzzle8 draw BOARD [--moved TILE] [--svg FILE]: a board as SVG (the library's
 * p8_svg_board), on stdout or into FILE.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cmd_draw(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    cli_boards pos;
    const char *path = "-", *v;
    uint64_t moved = 0;
    p8_board *b = NULL;
    char *svg = NULL;
    cli_file out;
    int status, n;

    cli_args_init(&a, c, argc, argv, first, "draw");
    cli_boards_init(&pos, 1);
    while (cli_args_next(&a, &it)) {
        CLI_TAKE_BOARD_ORDER(a, it);
        if (it.name == NULL) {
            if (cli_boards_add(&pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--svg") == 0 || strcmp(it.name, "--moved") == 0) {
            if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
            if (it.name[2] == 's') path = v;
            else if (cli_parse_u64(c, "--moved", v, 8, &moved) != CLI_OK) return CLI_USAGE;
        } else {
            return cli_unknown_option(&a, &it);
        }
    }
    if (cli_boards_end(&pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos.count == 0) {
        cli_error(c, "draw: missing BOARD (see '" CLI_PROG " --help')");
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
