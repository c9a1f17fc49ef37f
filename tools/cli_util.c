/* SPDX-License-Identifier: MIT */
/*
 * cli_util.c - the puzzle8 command's shared helpers: argument scanning against a command's
 * table of options, boards among the positionals, values, messages.
 */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Messages ------------------------------------------------------------------------------ */

const char *cli_quote(const char *text, char *buf, size_t cap) {
    size_t n = 0;
    const size_t keep = cap > 8 ? cap - 8 : 0; /* room for an escape, "...", '"' and NUL */
    const unsigned char *p = (const unsigned char *)text;

    buf[n++] = '"';
    for (; *p != '\0'; p++) {
        if (n >= keep) {
            memcpy(buf + n, "...", 3);
            n += 3;
            break;
        }
        if (*p == '\n' || *p == '\t' || *p == '"' || *p == '\\') {
            buf[n++] = '\\';
            buf[n++] = *p == '\n' ? 'n' : *p == '\t' ? 't' : (char)*p;
        } else if (*p < 0x20 || *p == 0x7f) {
            buf[n++] = '?';
        } else {
            buf[n++] = (char)*p;
        }
    }
    buf[n++] = '"';
    buf[n] = '\0';
    return buf;
}

int cli_library_error(cli_ctx *c, const char *what, int code, const p8_search *s) {
    const char *msg = s != NULL ? p8_search_errmsg(s) : "";
    if (msg == NULL || msg[0] == '\0') msg = p8_strerror(code);
    cli_error(c, "%s: %s", what, msg);
    return CLI_FAILURE;
}

void cli_board_line(const p8_board *b, char *buf, size_t cap) {
    if (p8_board_format(b, P8_FORMAT_LINE, buf, cap) == 0 && cap > 0) buf[0] = '\0';
}

int cli_unsolvable(cli_ctx *c, const p8_board *start, const p8_board *goal) {
    char why[256];
    int rc = p8_board_solvable_why(start, goal, why, sizeof why);
    if (rc < 0) return cli_library_error(c, "check", rc, NULL);
    cli_error(c, "%s", why);
    return CLI_NO_SOLUTION;
}

/* ---- Argument scanning --------------------------------------------------------------------- */

void cli_args_init(cli_args *a, cli_ctx *c, int argc, char **argv, int first,
                   const cli_command *command) {
    a->c = c;
    a->argc = argc;
    a->argv = argv;
    a->next = first;
    a->command = command;
    a->only_positionals = 0;
}

/* " (see 'puzzle8 solve --help')": where the command's usage is. */
static const char *see(const cli_args *a, char *buf, size_t cap) {
    if (a->command->run != NULL) snprintf(buf, cap, " (see '" CLI_PROG " %s --help')", a->command->name);
    else snprintf(buf, cap, " (see '" CLI_PROG " --help')");
    return buf;
}

int cli_args_next(cli_args *a, cli_item *it) {
    char *name = a->name, hint[64], q[96];
    const char *arg;
    const char *eq;
    size_t len;

    it->name = NULL;
    it->value = NULL;
    for (;;) {
        if (a->next >= a->argc) return 0;
        arg = a->argv[a->next++];
        if (a->only_positionals || arg[0] != '-' || arg[1] == '\0') {
            it->value = arg; /* a positional (a lone "-" included) */
            return 1;
        }
        if (strcmp(arg, "--") == 0) {
            a->only_positionals = 1;
            continue;
        }
        break;
    }
    eq = strchr(arg, '=');
    len = eq != NULL ? (size_t)(eq - arg) : strlen(arg);
    if (arg[1] != '-' || len >= sizeof a->name) { /* short or absurdly long: keep it whole */
        it->name = arg;
    } else {
        memcpy(name, arg, len);
        name[len] = '\0';
        it->name = name;
        it->value = eq != NULL ? eq + 1 : NULL;
    }
    if (!cli_option_find(a->command->options, it->name, &it->opt)) {
        cli_error(a->c, "%s: unknown option %s%s", a->command->name, cli_quote(it->name, q, sizeof q),
                  see(a, hint, sizeof hint));
        return -1;
    }
    if (it->opt.arg == NULL && it->value != NULL) {
        cli_error(a->c, "%s: option %s takes no value", a->command->name, it->name);
        return -1;
    }
    if (it->opt.arg != NULL && it->value == NULL) {
        if (a->next >= a->argc) {
            cli_error(a->c, "%s: option %s needs a value", a->command->name, it->name);
            return -1;
        }
        it->value = a->argv[a->next++];
    }
    return 1;
}

int cli_unexpected_argument(const cli_args *a, const char *arg) {
    char q[96], hint[64];
    cli_error(a->c, "%s: unexpected argument %s%s", a->command->name, cli_quote(arg, q, sizeof q),
              see(a, hint, sizeof hint));
    return CLI_USAGE;
}

/* ---- Boards among the positionals ------------------------------------------------------------ */

void cli_boards_init(cli_boards *b, int max) {
    memset(b, 0, sizeof *b);
    b->max = max;
}

/* Add a complete board; a message and CLI_USAGE if the command takes no more. */
static int add_board(cli_boards *b, const cli_args *a, const char *text, const char *first_arg) {
    if (b->count >= b->max) return cli_unexpected_argument(a, first_arg);
    b->text[b->count++] = text;
    return CLI_OK;
}

/* End the current run of one-character arguments. */
static int end_run(cli_boards *b, const cli_args *a) {
    int n = b->run_len, i;
    char *j;
    b->run_len = 0;
    if (n == 0) return CLI_OK;
    if (n == 1) return add_board(b, a, b->run[0], b->run[0]);
    if (n < 9) {
        cli_error(a->c, "%s: %d one-character arguments in a row, but a board needs 9 cells "
                  "(or give it as one argument: \"8 0 6 5 4 7 2 3 1\")", a->command->name, n);
        return CLI_USAGE;
    }
    if (b->count >= b->max) return cli_unexpected_argument(a, b->run[0]);
    j = b->joined[b->count];
    for (i = 0; i < 9; i++) {
        j[2 * i] = b->run[i][0];
        j[2 * i + 1] = i < 8 ? ' ' : '\0';
    }
    return add_board(b, a, j, b->run[0]);
}

int cli_boards_add(cli_boards *b, const cli_args *a, const char *arg) {
    int rc;
    if (arg[0] != '\0' && arg[1] == '\0') {
        if (b->run_len == 0 && b->count >= b->max) return cli_unexpected_argument(a, arg);
        b->run[b->run_len++] = arg;
        return b->run_len == 9 ? end_run(b, a) : CLI_OK;
    }
    if ((rc = end_run(b, a)) != CLI_OK) return rc;
    return add_board(b, a, arg, arg);
}

int cli_boards_end(cli_boards *b, const cli_args *a) { return end_run(b, a); }

/* ---- Values -------------------------------------------------------------------------------- */

int cli_parse_u64(cli_ctx *c, const char *what, const char *text, uint64_t max, uint64_t *out) {
    char q[96];
    char *end = NULL;
    unsigned long long v;

    if (text[0] == '-') {
        cli_error(c, "bad %s value %s: negative numbers are not allowed", what, cli_quote(text, q, sizeof q));
        return CLI_USAGE;
    }
    if (text[0] < '0' || text[0] > '9') {
        cli_error(c, "bad %s value %s: not a non-negative integer", what, cli_quote(text, q, sizeof q));
        return CLI_USAGE;
    }
    errno = 0;
    v = strtoull(text, &end, 10);
    if (*end != '\0') {
        cli_error(c, "bad %s value %s: not a non-negative integer", what, cli_quote(text, q, sizeof q));
        return CLI_USAGE;
    }
    if (errno == ERANGE || v > max) {
        cli_error(c, "bad %s value %s: too large (at most %" PRIu64 ")", what, cli_quote(text, q, sizeof q),
                  max);
        return CLI_USAGE;
    }
    *out = (uint64_t)v;
    return CLI_OK;
}

int cli_board_order_option(const cli_args *a, const cli_item *it) {
    cli_ctx *c = a->c;
    int order = it->name == NULL                         ? CLI_ROWS
                : strcmp(it->name, "--column-major") == 0 ? CLI_COLUMNS
                : strcmp(it->name, "--positions") == 0  ? CLI_POSITIONS
                                                         : CLI_ROWS;
    if (order == CLI_ROWS) return CLI_RUN_NOT_MINE;
    if (c->board_order != CLI_ROWS && c->board_order != order) {
        cli_error(c, "%s: --column-major and --positions cannot be used together", a->command->name);
        return CLI_USAGE;
    }
    c->board_order = order;
    return CLI_OK;
}

int cli_parse_board(cli_ctx *c, const char *what, const char *text, p8_board **out) {
    static const char *const as[] = {"", " (read column by column)",
                                     " (read as tile positions: the cell of tile 0, 1, ..., 8)"};
    char why[128];
    char q[96];
    p8_board *b = NULL;
    uint8_t tiles[9];
    int order = c->board_order;
    int rc = p8_board_parse(text, &b, why, sizeof why);

    *out = NULL;
    if (rc == P8_OK && order == CLI_ROWS) {
        *out = b;
        return CLI_OK;
    }
    if (rc == P8_OK && order == CLI_COLUMNS) rc = p8_board_transpose(b, out);
    if (rc == P8_OK && order == CLI_POSITIONS && (rc = p8_board_tiles(b, tiles)) == P8_OK)
        rc = p8_board_from_positions(tiles, out, why, sizeof why);
    p8_board_free(b);
    if (rc == P8_OK) return CLI_OK;
    if (rc == P8_EBADBOARD) {
        cli_error(c, "bad %s %s%s: %s", what, cli_quote(text, q, sizeof q), as[order],
                  why[0] ? why : p8_strerror(rc));
        return CLI_USAGE;
    }
    cli_error(c, "cannot read %s %s: %s", what, cli_quote(text, q, sizeof q), p8_strerror(rc));
    return CLI_FAILURE;
}

/* The message for `text`, not one of the names name_of(0), name_of(1), ... (until NULL) and
 * `extra` (NULL: none), with `more` after the list ("" or ", or ..."); CLI_USAGE. */
static int bad_name(cli_ctx *c, const char *option, const char *text, const char *(*name_of)(int),
                    const char *extra, const char *more) {
    char list[256];
    char q[96];
    size_t n = 0;
    const char *name;
    int i, w;
    list[0] = '\0';
    for (i = 0; (name = name_of(i)) != NULL || (name = extra) != NULL; i++) {
        w = snprintf(list + n, sizeof list - n, "%s%s", n ? ", " : "", name);
        if (w < 0 || (size_t)w >= sizeof list - n) break;
        n += (size_t)w;
        if (name == extra) break;
    }
    cli_error(c, "bad %s %s: expected one of %s%s", option, cli_quote(text, q, sizeof q), list, more);
    return CLI_USAGE;
}

int cli_parse_name(cli_ctx *c, const char *option, const char *text,
                   const char *(*name_of)(int), int *out) {
    const char *name;
    int i;
    for (i = 0; (name = name_of(i)) != NULL; i++) {
        if (strcmp(text, name) == 0) {
            *out = i;
            return CLI_OK;
        }
    }
    return bad_name(c, option, text, name_of, NULL, "");
}

int cli_parse_heuristic(cli_ctx *c, const char *option, const char *text, int all_too, int *out,
                        unsigned *groups, size_t *n_groups) {
    char why[128], q[96];
    int n;
    if (strncmp(text, "pdb:", 4) != 0) {
        if (all_too && strcmp(text, "all") == 0) {
            *out = CLI_H_ALL;
            return CLI_OK;
        }
        if ((n = p8_choice_lookup(P8_CHOICE_HEURISTIC, text)) >= 0) { /* other names too: h1 */
            *out = n;
            return CLI_OK;
        }
        return bad_name(c, option, text, p8_heuristic_name, all_too ? "all" : NULL,
                        ", or pdb:GROUPS (a pattern database, e.g. pdb:1234/5678)");
    }
    n = p8_pdb_parse_groups(text, groups, P8_PDB_MAX_GROUPS, why, sizeof why);
    if (n < 0) {
        cli_error(c, "bad %s %s: %s", option, cli_quote(text, q, sizeof q), why);
        return CLI_USAGE;
    }
    *out = CLI_H_PDB;
    *n_groups = (size_t)n;
    return CLI_OK;
}

int cli_goal_board(cli_ctx *c, const char *text, p8_board **out) {
    int rc;
    if (text != NULL) return cli_parse_board(c, "goal board", text, out);
    rc = p8_board_new_goal(out);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "goal board", rc, NULL);
}

int cli_pdb_build(cli_ctx *c, const unsigned *groups, size_t n, const p8_board *goal, p8_pdb **out) {
    int rc = p8_pdb_build(goal, groups, n, out);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "cannot build the pattern database", rc, NULL);
}
