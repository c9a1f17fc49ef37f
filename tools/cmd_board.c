/* SPDX-License-Identifier: MIT */
/*
 * cmd_board.c - the board commands of puzzle8: check (solvability) and random.
 */
#include "cli.h"

#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* ---- check START [GOAL] -------------------------------------------------------------------- */

static void print_parity_line(cli_ctx *c, const char *label, const p8_board *b) {
    char line[64];
    int inv = p8_board_inversions(b);
    cli_board_line(b, line, sizeof line);
    cli_printf(c, "%-9s %s   inversions %2d (%s)\n", label, line, inv, inv % 2 ? "odd" : "even");
}

static int cmd_check(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    cli_boards pos;
    const char *start_text, *goal_text = NULL;
    p8_board *start = NULL, *goal = NULL;
    char why[256];
    int status, rc, more;

    cli_args_init(&a, c, argc, argv, first, &cli_check);
    cli_boards_init(&pos, 2);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) {
            if (cli_boards_add(&pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            goal_text = it.value;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (cli_boards_end(&pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos.count == 0) {
        cli_error(c, "check: missing START board (see '" CLI_PROG " check --help')");
        return CLI_USAGE;
    }
    if (pos.count == 2 && goal_text != NULL) {
        cli_error(c, "check: the goal is given twice (--goal and GOAL)");
        return CLI_USAGE;
    }
    start_text = pos.text[0];
    if (pos.count == 2) goal_text = pos.text[1];
    if ((status = cli_parse_board(c, "start board", start_text, &start)) != CLI_OK) goto done;
    if ((status = cli_goal_board(c, goal_text, &goal)) != CLI_OK) goto done;

    rc = p8_board_solvable_why(start, goal, why, sizeof why);
    if (rc < 0) {
        status = cli_library_error(c, "check", rc, NULL);
        goto done;
    }
    print_parity_line(c, "start:", start);
    print_parity_line(c, "goal:", goal);
    cli_printf(c, "solvable: %s\nreason:   %s\n", rc == 1 ? "yes" : "no", why);
    status = rc == 1 ? CLI_OK : CLI_NO_SOLUTION;
done:
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}

/* ---- random [--seed N] [--goal G] [--scramble K] [--format F] [--swap A,B] ----------------- */

/* "A,B": two different tiles 1-8. */
static int parse_swap(cli_ctx *c, const char *text, int *a, int *b) {
    char q[96];
    if (strlen(text) != 3 || text[0] < '1' || text[0] > '8' || text[1] != ',' || text[2] < '1' ||
        text[2] > '8' || text[0] == text[2]) {
        cli_error(c, "bad --swap value %s: expected two different tiles 1-8, e.g. 7,8",
                  cli_quote(text, q, sizeof q));
        return CLI_USAGE;
    }
    *a = text[0] - '0';
    *b = text[2] - '0';
    return CLI_OK;
}

static const char *format_name(int style) {
    static const char *const names[] = {"line", "grid", "compact"};
    return style >= 0 && style < 3 ? names[style] : NULL;
}

static int parse_format(cli_ctx *c, const char *text, int *out) {
    char q[96];
    const char *name;
    int i;
    for (i = 0; (name = format_name(i)) != NULL; i++) {
        if (strcmp(text, name) == 0) {
            *out = i;
            return CLI_OK;
        }
    }
    cli_error(c, "bad --format %s: expected one of line, grid, compact", cli_quote(text, q, sizeof q));
    return CLI_USAGE;
}

static int cmd_random(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *v, *goal_text = NULL;
    uint64_t seed = 0, scramble = 0, distance = 0;
    int have_seed = 0, have_scramble = 0, have_distance = 0, style = P8_FORMAT_LINE;
    int swap_a = 0, swap_b = 0;
    p8_board *goal = NULL, *board = NULL;
    char text[64];
    int status = CLI_OK, rc, more;

    cli_args_init(&a, c, argc, argv, first, &cli_random);
    while ((more = cli_args_next(&a, &it)) > 0) {
        v = it.value;
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if (strcmp(it.name, "--seed") == 0) {
            if (cli_parse_u64(c, "--seed", v, UINT64_MAX, &seed) != CLI_OK) return CLI_USAGE;
            have_seed = 1;
        } else if (strcmp(it.name, "--scramble") == 0) {
            if (cli_parse_u64(c, "--scramble", v, UINT_MAX, &scramble) != CLI_OK) return CLI_USAGE;
            have_scramble = 1;
        } else if (strcmp(it.name, "--distance") == 0) { /* cli_table.c draws it */
            if (cli_parse_u64(c, "--distance", v, UINT_MAX, &distance) != CLI_OK) return CLI_USAGE;
            have_distance = 1;
        } else if (strcmp(it.name, "--goal") == 0) {
            goal_text = v;
        } else if (strcmp(it.name, "--format") == 0) {
            if (parse_format(c, v, &style) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--swap") == 0) {
            if (parse_swap(c, v, &swap_a, &swap_b) != CLI_OK) return CLI_USAGE;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (have_distance && have_scramble) {
        cli_error(c, "random: --distance and --scramble cannot be used together");
        return CLI_USAGE;
    }
    if (goal_text != NULL && (status = cli_parse_board(c, "goal board", goal_text, &goal)) != CLI_OK)
        goto done;
    if (!have_seed) { /* after every check, so that an error stays one line */
        time_t now = time(NULL);
        seed = now == (time_t)-1 ? 0 : (uint64_t)now;
        cli_error(c, "random: using --seed %" PRIu64, seed);
    }

    if (have_distance) {
        if ((status = cli_random_at_distance(c, goal, distance, seed, &board)) != CLI_OK) goto done;
        rc = P8_OK;
    } else if (have_scramble) {
        p8_board *from = goal;
        if (from == NULL && (rc = p8_board_new_goal(&from)) != P8_OK) {
            status = cli_library_error(c, "random", rc, NULL);
            goto done;
        }
        rc = p8_board_scramble(from, (unsigned)scramble, seed, &board);
        if (from != goal) p8_board_free(from);
    } else {
        rc = p8_board_random(seed, goal, &board);
    }
    if (rc == P8_OK && swap_a) { /* two tiles swapped: a board that cannot reach the goal */
        p8_board *swapped = NULL;
        rc = p8_board_swap_tiles(board, swap_a, swap_b, &swapped);
        p8_board_free(board);
        board = swapped;
    }
    if (rc != P8_OK) {
        status = cli_library_error(c, "random", rc, NULL);
        goto done;
    }
    if (p8_board_format(board, style, text, sizeof text) >= sizeof text) {
        status = cli_library_error(c, "random", P8_EINVAL, NULL);
        goto done;
    }
    cli_printf(c, "%s\n", text);
done:
    p8_board_free(goal);
    p8_board_free(board);
    return status;
}

static const cli_opt check_options[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board, instead of GOAL (default 1 2 3 4 5 6 7 8 0)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_check = {
    .name = "check",
    .run = cmd_check,
    .summary = "can GOAL be reached from START? (the parities and the reason)",
    .args = "START [GOAL]",
    .text = "Print the inversion count and parity of both boards, whether GOAL (or the default "
            "goal) can be reached from START, and why: it can exactly when the parities are equal. "
            "The reason is the library's sentence, the one solve and compare print for a goal that "
            "cannot be reached. Exits 0 when it can be reached, 1 when it cannot.",
    .options = check_options,
};

static const cli_opt random_options[] = {
    { .name = "--seed", .arg = "N",
      .help = "the seed: the same board for the same seed on every machine (default: from the "
              "clock, printed on the standard error)" },
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .name = "--scramble", .arg = "K", .help = "K random moves from the goal, none undoing the one before" },
    { .name = "--distance", .arg = "D",
      .help = "a board drawn uniformly among those exactly D moves from the goal" },
    { .name = "--format", .arg = "F", .help = "line, grid or compact: how the board is written (default line)" },
    { .name = "--swap", .arg = "A,B",
      .help = "then swap tiles A and B (1-8): a board that cannot reach the goal" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_random = {
    .name = "random",
    .run = cmd_random,
    .summary = "a random board: uniform, scrambled, at a distance, or unsolvable",
    .args = "",
    .text = "Print a board drawn uniformly from the 181,440 boards that can reach the goal, or "
            "K random moves from it (--scramble), or one exactly D moves from it (--distance, "
            "the board the library's p8_table_random_board draws for the same seed; D above the "
            "largest distance is a usage error).",
    .options = random_options,
};
