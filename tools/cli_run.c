/* SPDX-License-Identifier: MIT */
/*
 * cli_run.c - the options that configure a run (solve, tree, grade; compare's limits): every
 * option of the library's table, read as text and checked with the library's own checks and
 * sentences (p8_search_set_option), in the command's forms (--reopen and --tree flags,
 * --algorithm table, --heuristic pdb:GROUPS); configuring a search from them; refusing those
 * the run would ignore (p8_search_option_used) or the library refuses together (usage errors
 * naming the options given); the configuration as solve's report says it; and the library's
 * sentences in the command's words (the settings they name as the options that set them).
 */
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void cli_run_opts_init(cli_run_opts *o) { memset(o, 0, sizeof *o); }

/* Append to buf (cap bytes, *n used), snprintf-style: the text is cut at the end of buf. */
static void append(char *buf, size_t cap, size_t *n, const char *fmt, ...) CLI_PRINTF_LIKE(4, 5);
static void append(char *buf, size_t cap, size_t *n, const char *fmt, ...) {
    va_list ap;
    int w;
    if (*n + 1 >= cap) return;
    va_start(ap, fmt);
    w = vsnprintf(buf + *n, cap - *n, fmt, ap);
    va_end(ap);
    if (w > 0) *n = *n + (size_t)w < cap ? *n + (size_t)w : cap - 1;
}

static int is_option(int k, const char *name) {
    const char *n = p8_option_name(k);
    return n != NULL && strcmp(n, name) == 0;
}

/* 1 if option k of the library was given (a pattern database is the heuristic given). */
static int given(const cli_run_opts *o, int k) {
    return k >= 0 && k < CLI_RUN_MAX && (o->given[k] != NULL || (o->pdb && is_option(k, "heuristic")));
}

/* The options of the run group given, but the algorithm and --goal, in the group's order: the
 * j-th (from 0) into *opt; 0 past the last. */
static int given_at(const cli_run_opts *o, int j, cli_option *opt) {
    int i;
    for (i = 0; cli_option_at(cli_run_options, i, opt); i++) {
        int on = opt->library >= 0 ? given(o, opt->library) && !is_option(opt->library, "algorithm")
                                   : strcmp(opt->name, "--tree") == 0 && o->tree;
        if (on && j-- == 0) return 1;
    }
    return 0;
}

int cli_run_option(cli_run_opts *o, cli_args *a, const cli_item *it) {
    cli_ctx *c = a->c;
    const char *name, *value = it->value;
    char words[512], why[128], q[96];
    p8_search *s = NULL;
    int rc = cli_board_order_option(a, it), k = it->opt.library, n;

    if (rc != CLI_RUN_NOT_MINE) return rc;
    if (strcmp(it->name, "--goal") == 0) {
        o->goal_text = value;
        return CLI_OK;
    }
    if (strcmp(it->name, "--tree") == 0) {
        o->tree = 1;
        return CLI_OK;
    }
    if (k < 0 || k >= CLI_RUN_MAX) return CLI_RUN_NOT_MINE;
    name = p8_option_name(k);
    if (it->opt.arg == NULL) value = "on"; /* the library's option as a flag: --reopen */
    if (is_option(k, "algorithm")) o->table = 0;
    if (is_option(k, "heuristic")) o->pdb = 0;
    if (it->opt.extra != NULL && strcmp(it->opt.extra, "table") == 0 && strcmp(value, "table") == 0) {
        o->table = 1; /* cmd_solve.c walks down a distance table */
        o->given[k] = NULL;
        return CLI_OK;
    }
    if (is_option(k, "heuristic") && strncmp(value, "pdb:", 4) == 0) {
        n = p8_pdb_parse_groups(value, o->pdb_groups, P8_PDB_MAX_GROUPS, why, sizeof why);
        if (n < 0) {
            cli_error(c, "bad %s %s: %s", it->name, cli_quote(value, q, sizeof q), why);
            return CLI_USAGE;
        }
        o->pdb = 1;
        o->pdb_n = (size_t)n;
        o->given[k] = NULL;
        return CLI_OK;
    }
    /* the value as the library reads it, on a search of its own */
    if ((rc = p8_search_new(&s)) != P8_OK) return cli_library_error(c, "cannot create a search", rc, NULL);
    rc = p8_search_set_option(s, name, value);
    if (rc == P8_EINVAL) {
        int unknown = p8_option_choices(k) >= 0 && p8_choice_lookup(p8_option_choices(k), value) < 0;
        const char *extra = unknown ? it->opt.extra : NULL;
        cli_error(c, "%s%s%s%s", cli_run_words(p8_search_errmsg(s), words, sizeof words),
                  extra ? ", or " : "", extra ? extra : "",
                  extra && strncmp(extra, "pdb:", 4) == 0 ? " (a pattern database, e.g. pdb:1234/5678)" : "");
        p8_search_free(s);
        return CLI_USAGE;
    }
    p8_search_free(s);
    if (rc != P8_OK) return cli_library_error(c, "cannot configure the search", rc, NULL);
    o->given[k] = value;
    return CLI_OK;
}

int cli_run_table_check(cli_ctx *c, const cli_run_opts *o, const char *command) {
    cli_option opt;
    char list[512];
    size_t len = 0;
    int j, n;
    for (n = 0; given_at(o, n, &opt); n++) {
    }
    if (n == 0) return CLI_OK;
    list[0] = '\0';
    for (j = 0; given_at(o, j, &opt); j++)
        append(list, sizeof list, &len, "%s%s", j == 0 ? "" : j + 1 < n ? ", " : " or ", opt.name);
    cli_error(c, "%s: --algorithm table takes no %s (it walks down an exact distance table: there "
              "is no search to configure)", command, list);
    return CLI_USAGE;
}

int cli_run_prepare(cli_ctx *c, cli_run_opts *o, const p8_board *goal) {
    if (!o->pdb || o->db != NULL) return CLI_OK;
    return cli_pdb_build(c, o->pdb_groups, o->pdb_n, goal, &o->db);
}

void cli_run_opts_free(cli_run_opts *o) {
    p8_pdb_free(o->db);
    o->db = NULL;
}

int cli_run_set(p8_search *s, const cli_run_opts *o) {
    int k, rc = P8_OK, n = p8_option_count();
    for (k = 0; rc == P8_OK && k < n && k < CLI_RUN_MAX; k++)
        if (o->given[k] != NULL && !is_option(k, "algorithm"))
            rc = p8_search_set_option(s, p8_option_name(k), o->given[k]);
    return rc;
}

/* A pattern database is the caller's heuristic: the database as the callback's user data. */
int cli_run_configure(p8_search *s, cli_run_opts *o) {
    int alg = p8_option_lookup("algorithm"), rc = P8_OK, v;
    if (o->table) return P8_EINVAL;
    if (alg >= 0 && o->given[alg] != NULL) {
        rc = p8_search_set_option(s, "algorithm", o->given[alg]);
        v = p8_choice_lookup(P8_CHOICE_ALGORITHM, o->given[alg]);
        snprintf(o->algorithm, sizeof o->algorithm, "%s", v >= 0 ? p8_algorithm_name(v) : o->given[alg]);
    } else { /* the library's default preset */
        p8_search_get_option(s, "algorithm", o->algorithm, sizeof o->algorithm);
    }
    if (rc == P8_OK && o->tree) rc = p8_search_set_option(s, "duplicates", "parent");
    if (rc == P8_OK && o->pdb) rc = o->db ? p8_search_set_heuristic_fn(s, p8_pdb_heuristic, o->db) : P8_EINVAL;
    return rc == P8_OK ? cli_run_set(s, o) : rc;
}

/* The value of option opt given, as the report and messages say it: the library's name of a
 * list's value, a pattern database's name, a number as the library reads it. */
static const char *value_of(const cli_run_opts *o, const p8_search *s, const cli_option *opt,
                            char *buf, size_t cap) {
    if (opt->library < 0 || opt->arg == NULL) return NULL; /* a flag */
    if (o->pdb && is_option(opt->library, "heuristic") && o->db != NULL) {
        p8_pdb_name(o->db, buf, cap);
        return buf;
    }
    if (s == NULL || p8_search_get_option(s, p8_option_name(opt->library), buf, cap) < 0) return o->given[opt->library];
    return buf;
}

/* The options given that shape the search, as typed: "--algorithm bibfs --frontier heap";
 * without the option named `but` (NULL: none). */
static void shape(const cli_run_opts *o, const p8_search *s, const char *but, char *buf, size_t cap) {
    cli_option opt;
    char value[64];
    const char *v;
    size_t n = 0;
    int j;
    buf[0] = '\0';
    append(buf, cap, &n, "--algorithm %s", o->algorithm);
    for (j = 0; given_at(o, j, &opt); j++) {
        if (opt.library >= 0 && p8_choice_lookup(P8_CHOICE_LIMIT, p8_option_name(opt.library)) >= 0)
            continue; /* a limit stops a run, whatever its shape */
        if (but != NULL && strcmp(opt.name, but) == 0) continue;
        v = value_of(o, s, &opt, value, sizeof value);
        append(buf, cap, &n, " %s%s%s", opt.name, v ? " " : "", v ? v : "");
    }
}

int cli_run_start(cli_ctx *c, p8_search *s, const cli_run_opts *o, const char *command,
                  const p8_board *start, const p8_board *goal, int keep, int *started) {
    char given_text[256], words[512];
    cli_option opt;
    int rc, j;
    *started = 0;
    /* an option given that the run would ignore: echoed, but changing nothing ("solve:
     * --algorithm bfs: --weights has no effect: ...") */
    for (j = 0; given_at(o, j, &opt); j++) {
        if (opt.library < 0 || p8_search_option_used(s, p8_option_name(opt.library)) != 0) continue;
        shape(o, s, opt.name, given_text, sizeof given_text);
        cli_error(c, "%s: %s: %s", command, given_text,
                  cli_run_words(p8_search_errmsg(s), words, sizeof words));
        return CLI_USAGE;
    }
    rc = p8_search_start(s, start, goal);
    if (rc == P8_OK && !keep) { /* abandoned (canceled, stepped once): s is configurable again */
        p8_search_cancel(s);
        p8_search_step(s, 1);
    }
    *started = rc == P8_OK && keep;
    if (rc == P8_OK || rc == P8_EUNSOLVABLE) return CLI_OK; /* unsolvable: the run says it */
    if (rc != P8_EINVAL) return cli_library_error(c, "cannot start the search", rc, s);
    /* The boards are valid: the library refuses the configuration (a driver's needs). */
    shape(o, s, NULL, given_text, sizeof given_text);
    cli_error(c, "%s: %s: %s", command, given_text, cli_run_words(p8_search_errmsg(s), words, sizeof words));
    return CLI_USAGE;
}

/* How the report says an option given: "heuristic manhattan", "at most 10 expansions"; in this
 * order. An option of the library's table not here is said after them as "NAME VALUE". */
static const struct said {
    const char *option, *before, *after;
} said[] = {
    {"--heuristic", "heuristic ", ""},     {"--weights", "weights ", ""},
    {"--tree", "tree search", NULL},       {"--reopen", "reopen", NULL},
    {"--frontier", "frontier ", ""},       {"--duplicates", "duplicates ", ""},
    {"--seed", "seed ", ""},               {"--node-budget", "node budget ", ""},
    {"--max-expansions", "at most ", " expansions"}, {"--max-depth", "depth limit ", ""},
    {"--max-memory", "at most ", " bytes"}, {"--max-time", "at most ", " ms"},
};
#define NSAID (sizeof said / sizeof said[0])

static void say(cli_ctx *c, const cli_run_opts *o, const p8_search *s, const cli_option *opt,
                const struct said *w) {
    char value[64];
    const char *v = value_of(o, s, opt, value, sizeof value);
    if (v != NULL && strcmp(v, "none") == 0) return; /* a limit that does not limit */
    if (w == NULL) cli_printf(c, ", %s%s%s", opt->name + 2, v ? " " : "", v ? v : "");
    else if (w->after == NULL) cli_printf(c, ", %s", w->before);
    else cli_printf(c, ", %s%s%s", w->before, v ? v : "", w->after);
}

void cli_run_describe(cli_ctx *c, const cli_run_opts *o, const p8_search *s) {
    cli_option opt;
    size_t k;
    int j;
    if (o->table || s == NULL) return;
    for (k = 0; k < NSAID; k++)
        for (j = 0; given_at(o, j, &opt); j++)
            if (strcmp(opt.name, said[k].option) == 0) say(c, o, s, &opt, &said[k]);
    for (j = 0; given_at(o, j, &opt); j++) {
        for (k = 0; k < NSAID && strcmp(opt.name, said[k].option) != 0; k++) {
        }
        if (k == NSAID) say(c, o, s, &opt, NULL);
    }
}

/* The library names settings by what they do; the command by the options that set them. */
static const char *const glossary[][2] = {
    {"turn reopening on", "give --reopen"},
    {"use the path policy", "give --duplicates path"},
    {"set the frontier to fifo", "give --frontier fifo"},
    {"needs the graph duplicate policy", "needs --duplicates graph"},
    {"the duplicate policies ", "--duplicates "},
    {"the duplicate policy ", "--duplicates "},
    {"needs wg >= 1", "needs --weights WG,WH with WG >= 1"},
    {"with wg = 0", "with WG = 0"},
    {"its weight wh is 0", "its weight WH is 0"},
    {"the weights have no effect", "--weights has no effect"},
    {"(a priority queue, heap or bucket, orders by them)", "(--frontier heap or bucket orders by them)"},
    {"the frontier has no effect", "--frontier has no effect"},
    {"the heuristic has no effect", "--heuristic has no effect"},
    {"reopening has no effect", "--reopen has no effect"},
    {"the seed has no effect", "--seed has no effect"},
    {"the node budget has no effect", "--node-budget has no effect"},
    {"give at least 1 (", "give --node-budget 1 or more ("},
};
#define NGLOSSARY (sizeof glossary / sizeof glossary[0])

/* The library's "unknown NAME \"" and " for NAME:" (p8_search_set_option's sentences) name an
 * option of its table: the command writes it --NAME. The length of msg's start matched, and
 * the words in *to; 0 if none. */
static size_t option_words(const char *msg, char *to, size_t cap) {
    char from[64];
    int k, n = p8_option_count();
    size_t len;
    for (k = 0; k < n; k++) {
        snprintf(from, sizeof from, "unknown %s \"", p8_option_name(k));
        if (strncmp(msg, from, len = strlen(from)) == 0) {
            snprintf(to, cap, "unknown --%s \"", p8_option_name(k));
            return len;
        }
        snprintf(from, sizeof from, " for %s:", p8_option_name(k));
        if (strncmp(msg, from, len = strlen(from)) == 0) {
            snprintf(to, cap, " for --%s:", p8_option_name(k));
            return len;
        }
    }
    return 0;
}

const char *cli_run_words(const char *msg, char *buf, size_t cap) {
    char opt[80];
    const char *to;
    size_t n = 0, k, len;
    if (cap == 0) return buf;
    while (*msg != '\0' && n + 1 < cap) {
        to = NULL;
        if ((len = option_words(msg, opt, sizeof opt)) > 0) to = opt;
        for (k = 0; to == NULL && k < NGLOSSARY; k++) {
            len = strlen(glossary[k][0]);
            if (strncmp(msg, glossary[k][0], len) == 0) to = glossary[k][1];
        }
        if (to == NULL) {
            buf[n++] = *msg++;
            continue;
        }
        msg += len;
        len = strlen(to);
        if (len > cap - 1 - n) len = cap - 1 - n;
        memcpy(buf + n, to, len);
        n += len;
    }
    buf[n] = '\0';
    return buf;
}
