/* SPDX-License-Identifier: MIT */
/*
 * cli_usage.c - the command's usage, printed from the commands' tables: the overview
 * (`puzzle8 --help`), a command's usage (`puzzle8 solve --help`, `puzzle8 help solve`: its
 * usage lines, what it does, its options under their groups' headings, each with its value's
 * form, its help, its default and the names of its list), and the topics of help (`puzzle8 help
 * algorithms`: every value of a run option's list, from the library's table, p8_choice_*: its
 * label, other names, properties and sentence). The text is wrapped at 90 columns.
 */
#include "cli.h"

#include <string.h>

#define WIDTH 90
#define OPTION_COL 22 /* where an option's help starts */

/* ---- Wrapping -------------------------------------------------------------------------------- */

/* Put text into t, starting at column *col, breaking lines before WIDTH at spaces (dropped) and
 * after '|' (kept), never inside [brackets]; a new line starts with `indent` spaces. A space at
 * the start of text is kept (text follows what is on the line already) unless the line breaks. */
static void wrap(cli_text *t, const char *text, size_t indent, size_t *col) {
    const char *p = text;
    while (*p != '\0') {
        size_t len = 0, depth = 0;
        int space = 0;
        while (*p == ' ') p++, space = 1;
        if (*p == '\0') break;
        while (p[len] != '\0' && (depth > 0 || (p[len] != ' ' && (len == 0 || p[len - 1] != '|')))) {
            if (p[len] == '[') depth++;
            else if (p[len] == ']' && depth > 0) depth--;
            len++;
        }
        if (*col > indent && *col + (size_t)space + len > WIDTH) {
            cli_text_printf(t, "\n%*s", (int)indent, "");
            *col = indent;
            space = 0;
        }
        if (space) cli_text_put(t, " ", 1), (*col)++;
        cli_text_put(t, p, len);
        *col += len;
        p += len;
    }
}

/* Paragraphs ("\n\n" between them), each wrapped after `indent` spaces, a blank line after each. */
static void paragraphs(cli_text *t, const char *text, size_t indent) {
    char para[2048];
    while (text != NULL && *text != '\0') {
        const char *end = strstr(text, "\n\n");
        size_t len = end ? (size_t)(end - text) : strlen(text), col = indent;
        if (len >= sizeof para) len = sizeof para - 1;
        memcpy(para, text, len);
        para[len] = '\0';
        cli_text_printf(t, "%*s", (int)indent, "");
        wrap(t, para, indent, &col);
        cli_text_put(t, "\n", 1);
        text = end ? end + 2 : NULL;
        if (text != NULL) cli_text_put(t, "\n", 1);
    }
}

/* Write t on the standard output, or on the error stream (after a usage error); free it. */
static void emit(cli_ctx *c, cli_text *t, int on_err) {
    if (t->oom) cli_error(c, "%s", p8_strerror(P8_ENOMEM));
    else if (t->s != NULL && on_err) cli_error_text(c, t->s, t->len);
    else if (t->s != NULL) cli_write(c, t->s, t->len);
    cli_text_free(t);
}

/* "usage: puzzle8 solve [run options] ... START" and its other usage line, wrapped under the
 * command's first option. */
static void usage_lines(cli_text *t, const cli_command *cmd) {
    cli_text line = { 0 };
    int more;
    for (more = 0; more < 2; more++) {
        size_t col = 7, indent = 7 + strlen(CLI_PROG " ") + strlen(cmd->name) + 1;
        if (more && cmd->more_usage == NULL) break;
        cli_command_usage(cmd, more, &line);
        cli_text_puts(t, more ? "       " : "usage: ");
        wrap(t, line.s ? line.s : "", indent, &col);
        cli_text_put(t, "\n", 1);
        cli_text_free(&line);
    }
}

/* ---- A command's usage ----------------------------------------------------------------------- */

/* One option: "  --name ARG" and its help (with its default and its list's names) wrapped from
 * OPTION_COL. */
static void option_line(cli_text *t, const cli_option *o) {
    char def[64], topic[40];
    const char *d = cli_option_default(o, def, sizeof def), *name;
    size_t col = 2 + strlen(o->name) + (o->arg ? 1 + strlen(o->arg) : 0);
    int v;
    cli_text_printf(t, "  %s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
    cli_text_printf(t, "%*s", col + 2 <= OPTION_COL ? (int)(OPTION_COL - col) : 2, "");
    col = col + 2 <= OPTION_COL ? OPTION_COL : col + 2;
    wrap(t, o->help ? o->help : "", OPTION_COL, &col);
    if (d != NULL) {
        cli_text line = { 0 };
        cli_text_printf(&line, " (default%s%s)", strcmp(d, "the algorithm's own") == 0 ? ": " : " ", d);
        wrap(t, line.s ? line.s : "", OPTION_COL, &col);
        cli_text_free(&line);
    }
    if (o->choices >= 0) {
        cli_text line = { 0 };
        for (v = 0; (name = p8_choice_name(o->choices, v)) != NULL; v++)
            cli_text_printf(&line, "%s%s", v ? "|" : ": ", name);
        if (o->extra) cli_text_printf(&line, ", or %s: %s", o->extra, o->extra_help);
        if (cli_option_topic(o->library, topic, sizeof topic))
            cli_text_printf(&line, " ('" CLI_PROG " help %s')", topic);
        wrap(t, line.s ? line.s : "", OPTION_COL, &col);
        cli_text_free(&line);
    }
    cli_text_put(t, "\n", 1);
}

/* The options of cmd in section `section` (NULL: its own). */
static void section(cli_text *t, const cli_command *cmd, const char *label) {
    cli_option o;
    int i;
    for (i = 0; cli_option_at(cmd->options, i, &o); i++) {
        if (!(o.section == label || (o.section && label && strcmp(o.section, label) == 0))) continue;
        if (o.name[0] != '\0') option_line(t, &o);
        else paragraphs(t, o.text, 2);
    }
}

void cli_usage_command(cli_ctx *c, const cli_command *cmd) {
    cli_text t = { 0 };
    const char *seen[8];
    size_t nseen = 0, k;
    cli_option o;
    int i, own = 0;
    usage_lines(&t, cmd);
    cli_text_put(&t, "\n", 1);
    paragraphs(&t, cmd->text, 0);
    /* each group under its heading, the command's own options under "options:", in the order
     * each first shows in the table */
    for (i = 0; cli_option_at(cmd->options, i, &o); i++) {
        if (o.section == NULL) {
            if (!own) {
                cli_text_puts(&t, "\noptions:\n");
                section(&t, cmd, NULL);
            }
            own = 1;
            continue;
        }
        for (k = 0; k < nseen && strcmp(seen[k], o.section) != 0; k++) {
        }
        if (k < nseen || nseen == sizeof seen / sizeof seen[0]) continue;
        seen[nseen++] = o.section;
        cli_text_printf(&t, "\n%s:\n", o.section);
        section(&t, cmd, o.section);
    }
    if (cli_option_find(cmd->options, "--column-major", &o))
        cli_text_puts(&t, "\nA board is \"8 0 6 5 4 7 2 3 1\", \"806547231\" or \"8 0 6/5 4 7/2 3 1\" "
                          "(0, _ or . for the blank);\n'" CLI_PROG " --help' says more.\n");
    emit(c, &t, 0);
}

/* ---- The overview ---------------------------------------------------------------------------- */

void cli_usage_overview(cli_ctx *c, int on_err, const cli_command *const *cmds, size_t n) {
    cli_text t = { 0 }, line = { 0 };
    char topics[256];
    size_t k, width = 0;
    for (k = 0; k < n; k++)
        if (strlen(cmds[k]->name) > width) width = strlen(cmds[k]->name);
    cli_text_puts(&t, "usage: " CLI_PROG " COMMAND [options] [ARGS...]\n\ncommands:\n");
    for (k = 0; k < n; k++) {
        size_t col = 2 + width + 2;
        cli_text_printf(&t, "  %-*s  ", (int)width, cmds[k]->name);
        wrap(&t, cmds[k]->summary, col, &col);
        cli_text_put(&t, "\n", 1);
    }
    cli_text_puts(&t, "\n");
    cli_text_printf(&line, "'" CLI_PROG " COMMAND --help' or '" CLI_PROG " help COMMAND' gives a "
                    "command's usage and options; '" CLI_PROG " help TOPIC' says what each value "
                    "of a run option does (TOPIC: %s).", cli_usage_topics(topics, sizeof topics));
    paragraphs(&t, line.s ? line.s : "", 0);
    t.oom |= line.oom;
    cli_text_free(&line);
    cli_text_puts(&t, "\n");
    paragraphs(&t, "A board is \"8 0 6 5 4 7 2 3 1\", \"806547231\" or \"8 0 6/5 4 7/2 3 1\" "
                   "(row-major; 0, _ or . for the blank): one argument, or nine one-character "
                   "arguments (8 0 6 5 4 7 2 3 1). A --goal value is one argument. The default goal "
                   "is \"1 2 3 4 5 6 7 8 0\". --column-major (any command that reads boards) reads "
                   "them column by column; --positions reads them as the cell (0-8, row-major) of "
                   "tile 0, 1, ..., 8. Moves name the direction the blank moves: U, D, L, R. "
                   "Options come before or after the arguments, as --name value or --name=value; -- "
                   "ends them. A limit left out is no limit; 0 is a limit of 0.\n\n"
                   "Exit status: 0 success; 1 no solution (goal not reachable, limit reached, not "
                   "found; for check: not reachable); 2 usage or input error; 3 library or system "
                   "error; 130 interrupted.", 0);
    emit(c, &t, on_err);
}

/* ---- Topics ---------------------------------------------------------------------------------- */

const char *cli_usage_topics(char *buf, size_t cap) {
    char topic[40];
    size_t n = 0;
    int k, first = 1;
    buf[0] = '\0';
    for (k = 0; k < p8_option_count(); k++) {
        int w;
        if (cli_option_topic(k, topic, sizeof topic) == NULL) continue;
        w = snprintf(buf + n, cap - n, "%s%s", first ? "" : ", ", topic);
        if (w < 0 || (size_t)w >= cap - n) break;
        n += (size_t)w;
        first = 0;
    }
    return buf;
}

int cli_usage_topic(cli_ctx *c, const char *topic, const cli_command *const *cmds, size_t n) {
    cli_text t = { 0 }, line = { 0 };
    cli_option o, extra;
    char name[48], plural[40];
    const char *takers[32];
    size_t k, ntakers = 0, width = 0, col;
    int opt, kind = -1, v, has_extra = 0;
    memset(&extra, 0, sizeof extra);
    for (opt = 0; opt < p8_option_count(); opt++)
        if (cli_option_topic(opt, plural, sizeof plural) &&
            (strcmp(topic, plural) == 0 || strcmp(topic, p8_option_name(opt)) == 0))
            break;
    if (opt == p8_option_count()) return 0;
    kind = p8_option_choices(opt);
    snprintf(name, sizeof name, "--%s", p8_option_name(opt));
    for (k = 0; k < n && ntakers < sizeof takers / sizeof takers[0]; k++)
        if (cli_option_find(cmds[k]->options, name, &o)) {
            takers[ntakers++] = cmds[k]->name;
            if (o.extra && !has_extra) extra = o, has_extra = 1;
        }
    if (!cli_option_find(cli_run_options, name, &o)) return 0;
    cli_text_printf(&line, "%s %s: %s", o.name, o.arg ? o.arg : "", o.help);
    for (k = 0; k < ntakers; k++) cli_text_printf(&line, "%s%s", k ? ", " : " (" CLI_PROG " ", takers[k]);
    cli_text_puts(&line, ntakers ? ")" : "");
    paragraphs(&t, line.s ? line.s : "", 0);
    cli_text_puts(&t, "\n");
    t.oom |= line.oom;
    cli_text_free(&line);
    for (v = 0; v < p8_choice_count(kind); v++)
        if (strlen(p8_choice_name(kind, v)) > width) width = strlen(p8_choice_name(kind, v));
    if (has_extra && strlen(extra.extra) > width) width = strlen(extra.extra);
    width += 4;
    for (v = 0; v < p8_choice_count(kind); v++) {
        cli_text_printf(&t, "%-*s", (int)width, p8_choice_name(kind, v));
        cli_value_facts(&line, kind, v);
        col = width;
        wrap(&t, line.s ? line.s : "", width, &col);
        cli_text_printf(&t, "\n%*s", (int)width, "");
        col = width;
        wrap(&t, p8_choice_summary(kind, v), width, &col);
        cli_text_put(&t, "\n", 1);
        cli_text_free(&line);
    }
    if (has_extra) { /* the command's own value (table, pdb:GROUPS), and which commands take it */
        for (k = 0; k < n; k++)
            if (cli_option_find(cmds[k]->options, name, &o) && o.extra)
                cli_text_printf(&line, "%s%s", line.s ? ", " : "(" CLI_PROG " ", cmds[k]->name);
        cli_text_printf(&line, ") %s", extra.extra_help);
        cli_text_printf(&t, "%-*s", (int)width, extra.extra);
        col = width;
        wrap(&t, line.s ? line.s : "", width, &col);
        cli_text_put(&t, "\n", 1);
        cli_text_free(&line);
    }
    emit(c, &t, 0);
    return 1;
}

/* ---- help and version ------------------------------------------------------------------------ */

static const cli_opt help_options[] = {
    { .name = "--json", .help = "print the whole reference as JSON instead (scripts/clidocs.py makes "
                                "puzzle8(1) and docs/cli.md's option lists from it)" },
    { .name = NULL },
};

const cli_command cli_help = {
    .name = "help",
    .summary = "this overview, a command's usage, or what each value of a run option does",
    .args = "[COMMAND|TOPIC]",
    .text = "Print the overview, the usage of COMMAND (as COMMAND --help does), or a topic: "
            "every value of a run option's list with its label, other names, properties and "
            "what it does, from the library's table. --help (or -h) anywhere before -- prints "
            "the usage of the command it follows, or the overview. Without any argument, "
            CLI_PROG " prints the overview on the standard error and exits 2.",
    .options = help_options,
};

const cli_command cli_version = {
    .name = "version",
    .summary = "the library's version (also --version, -V)",
    .args = "",
    .text = "Print the version of the library; it takes no other argument.",
    .options = NULL,
};
