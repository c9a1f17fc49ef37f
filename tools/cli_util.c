/* SPDX-License-Identifier: MIT */
/*
 * cli_util.c - the puzzle8 command's shared helpers: argument scanning, value parsing, messages.
 */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
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

void cli_args_init(cli_args *a, cli_ctx *c, int argc, char **argv, int first, const char *command) {
    a->c = c;
    a->argc = argc;
    a->argv = argv;
    a->next = first;
    a->command = command;
    a->only_positionals = 0;
}

int cli_args_next(cli_args *a, cli_item *it) {
    char *name = a->name;
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
        return 1;
    }
    memcpy(name, arg, len);
    name[len] = '\0';
    it->name = name;
    it->value = eq != NULL ? eq + 1 : NULL;
    return 1;
}

const char *cli_option_value(cli_args *a, const cli_item *it) {
    if (it->value != NULL) return it->value;
    if (a->next < a->argc) return a->argv[a->next++];
    cli_error(a->c, "%s: option %s needs a value", a->command, it->name);
    return NULL;
}

int cli_option_flag(const cli_args *a, const cli_item *it) {
    if (it->value == NULL) return CLI_OK;
    cli_error(a->c, "%s: option %s takes no value", a->command, it->name);
    return CLI_USAGE;
}

int cli_unknown_option(const cli_args *a, const cli_item *it) {
    char q[96];
    cli_error(a->c, "%s: unknown option %s (see '" CLI_PROG " --help')", a->command,
              cli_quote(it->name, q, sizeof q));
    return CLI_USAGE;
}

int cli_unexpected_argument(const cli_args *a, const char *arg) {
    char q[96];
    cli_error(a->c, "%s: unexpected argument %s (see '" CLI_PROG " --help')", a->command,
              cli_quote(arg, q, sizeof q));
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
                  "(or give it as one argument: \"8 0 6 5 4 7 2 3 1\")", a->command, n);
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
    int order = strcmp(it->name, "--column-major") == 0 ? CLI_COLUMNS
                : strcmp(it->name, "--positions") == 0  ? CLI_POSITIONS
                                                         : CLI_ROWS;
    if (order == CLI_ROWS) return CLI_RUN_NOT_MINE;
    if (cli_option_flag(a, it) != CLI_OK) return CLI_USAGE;
    if (c->board_order != CLI_ROWS && c->board_order != order) {
        cli_error(c, "%s: --column-major and --positions cannot be used together", a->command);
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

/* cli_parse_name, with `more` after the list of names in the message ("" or ", or ..."). */
static int parse_name_more(cli_ctx *c, const char *option, const char *text,
                           const char *(*name_of)(int), const char *extra, int *out,
                           const char *more) {
    char list[256];
    char q[96];
    size_t n = 0;
    const char *name;
    int i, w;

    for (i = 0; (name = name_of(i)) != NULL; i++) {
        if (strcmp(text, name) == 0) {
            *out = i;
            return CLI_OK;
        }
    }
    if (extra != NULL && strcmp(text, extra) == 0) {
        *out = -2;
        return CLI_OK;
    }
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
                   const char *(*name_of)(int), const char *extra, int *out) {
    return parse_name_more(c, option, text, name_of, extra, out, "");
}

int cli_parse_heuristic(cli_ctx *c, const char *option, const char *text, int all_too, int *out,
                        unsigned *groups, size_t *n_groups) {
    char why[128], q[96];
    int n;
    if (strncmp(text, "pdb:", 4) != 0)
        return parse_name_more(c, option, text, p8_heuristic_name, all_too ? "all" : NULL, out,
                               ", or pdb:GROUPS (a pattern database, e.g. pdb:1234/5678)");
    n = p8_pdb_parse_groups(text, groups, P8_PDB_MAX_GROUPS, why, sizeof why);
    if (n < 0) {
        cli_error(c, "bad %s %s: %s", option, cli_quote(text, q, sizeof q), why);
        return CLI_USAGE;
    }
    *out = CLI_H_PDB;
    *n_groups = (size_t)n;
    return CLI_OK;
}

int cli_pdb_build(cli_ctx *c, const unsigned *groups, size_t n, const p8_board *goal, p8_pdb **out) {
    int rc = p8_pdb_build(goal, groups, n, out);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "cannot build the pattern database", rc, NULL);
}

int cli_parse_weights(cli_ctx *c, const char *text, unsigned *wg, unsigned *wh) {
    char q[96];
    char first[32];
    const char *comma = strchr(text, ',');
    uint64_t g, h;
    size_t len;

    if (comma == NULL || (len = (size_t)(comma - text)) >= sizeof first) {
        cli_error(c, "bad --weights value %s: expected two numbers WG,WH, e.g. 1,2",
                  cli_quote(text, q, sizeof q));
        return CLI_USAGE;
    }
    memcpy(first, text, len);
    first[len] = '\0';
    if (cli_parse_u64(c, "--weights WG", first, UINT_MAX, &g) != CLI_OK) return CLI_USAGE;
    if (cli_parse_u64(c, "--weights WH", comma + 1, UINT_MAX, &h) != CLI_OK) return CLI_USAGE;
    *wg = (unsigned)g;
    *wh = (unsigned)h;
    return CLI_OK;
}
