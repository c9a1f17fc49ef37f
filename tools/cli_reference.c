/* SPDX-License-Identifier: MIT */
/*
 * cli_reference.c - `puzzle8 help --json`: the command's reference as one JSON object, printed
 * from the commands' tables and the library's, for the programs that lay it out
 * (scripts/clidocs.py writes puzzle8(1) and docs/cli.md's option lists from it):
 *   {"program", "version",
 *    "commands": [{"name", "summary", "usage": [lines], "text": [paragraphs],
 *                  "sections": [{"label": heading or null, "items": [
 *                      {"name", "arg" (null: a flag), "help", "default" (or null), "repeat",
 *                       "list" (the list its values name, or null), "topic" (its help topic),
 *                       "extra": {"name", "help"} or null} or {"text": a paragraph}]}]}],
 *    "lists": {"algorithm": {"option": "--algorithm", "topic": "algorithms", "values": [
 *                  {"name", "aliases": [...], "label", "summary", "facts" (the label, other
 *                   names and properties on a line, as `help TOPIC` says them), and for algorithms
 *                   "optimal", "memory"; for heuristics "admissible", "consistent"}]}, ...}}
 */
#include "cli.h"

#include <string.h>

static void json_string(cli_text *t, const char *s) {
    cli_text_put(t, "\"", 1);
    for (; s != NULL && *s != '\0'; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\') cli_text_printf(t, "\\%c", ch);
        else if (ch == '\n') cli_text_puts(t, "\\n");
        else if (ch < 0x20) cli_text_printf(t, "\\u%04x", ch);
        else cli_text_put(t, s, 1);
    }
    cli_text_put(t, "\"", 1);
}

static void json_or_null(cli_text *t, const char *s) {
    if (s == NULL) cli_text_puts(t, "null");
    else json_string(t, s);
}

/* A list's name in the reference: the library's option that takes it ("algorithm"). */
static const char *list_name(int kind) {
    int k;
    for (k = 0; k < p8_option_count(); k++)
        if (p8_option_choices(k) == kind) return p8_option_name(k);
    return NULL;
}

static void item(cli_text *t, const cli_option *o) {
    char def[64], topic[40];
    if (o->name[0] == '\0') {
        cli_text_puts(t, "{\"text\": ");
        json_string(t, o->text);
        cli_text_puts(t, "}");
        return;
    }
    cli_text_puts(t, "{\"name\": ");
    json_string(t, o->name);
    cli_text_puts(t, ", \"arg\": ");
    json_or_null(t, o->arg);
    cli_text_puts(t, ", \"help\": ");
    json_or_null(t, o->help);
    cli_text_puts(t, ", \"default\": ");
    json_or_null(t, cli_option_default(o, def, sizeof def));
    cli_text_printf(t, ", \"repeat\": %s, \"list\": ", o->repeat ? "true" : "false");
    json_or_null(t, o->choices >= 0 ? list_name(o->choices) : NULL);
    cli_text_puts(t, ", \"topic\": ");
    json_or_null(t, o->choices >= 0 ? cli_option_topic(o->library, topic, sizeof topic) : NULL);
    cli_text_puts(t, ", \"extra\": ");
    if (o->extra == NULL) {
        cli_text_puts(t, "null");
    } else {
        cli_text_puts(t, "{\"name\": ");
        json_string(t, o->extra);
        cli_text_puts(t, ", \"help\": ");
        json_string(t, o->extra_help);
        cli_text_puts(t, "}");
    }
    cli_text_puts(t, "}");
}

static int same_section(const char *a, const char *b) {
    return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

static void command(cli_text *t, const cli_command *cmd) {
    const char *seen[8], *p;
    size_t nseen = 0, k;
    cli_option o, e;
    int i, j, more, first;
    cli_text_puts(t, "    {\"name\": ");
    json_string(t, cmd->name);
    cli_text_puts(t, ", \"summary\": ");
    json_string(t, cmd->summary);
    cli_text_puts(t, ",\n     \"usage\": [");
    for (more = 0; more < 2; more++) {
        cli_text line = { 0 };
        if (more && cmd->more_usage == NULL) break;
        cli_command_usage(cmd, more, &line);
        if (more) cli_text_puts(t, ", ");
        json_string(t, line.s);
        t->oom |= line.oom;
        cli_text_free(&line);
    }
    cli_text_puts(t, "],\n     \"text\": [");
    for (p = cmd->text, first = 1; p != NULL && *p != '\0'; first = 0) {
        const char *end = strstr(p, "\n\n");
        cli_text para = { 0 };
        cli_text_put(&para, p, end ? (size_t)(end - p) : strlen(p));
        if (!first) cli_text_puts(t, ", ");
        json_string(t, para.s);
        t->oom |= para.oom;
        cli_text_free(&para);
        p = end ? end + 2 : NULL;
    }
    cli_text_puts(t, "],\n     \"sections\": [");
    for (i = 0; cli_option_at(cmd->options, i, &o); i++) {
        for (k = 0; k < nseen && !same_section(seen[k], o.section); k++) {
        }
        if (k < nseen || nseen == sizeof seen / sizeof seen[0]) continue;
        seen[nseen++] = o.section;
        cli_text_puts(t, nseen > 1 ? ",\n      {\"label\": " : "\n      {\"label\": ");
        json_or_null(t, o.section);
        cli_text_puts(t, ", \"items\": [");
        for (j = 0, first = 1; cli_option_at(cmd->options, j, &e); j++) {
            if (!same_section(e.section, o.section)) continue;
            cli_text_puts(t, first ? "\n        " : ",\n        ");
            item(t, &e);
            first = 0;
        }
        cli_text_puts(t, "]}");
    }
    cli_text_puts(t, "]}");
}

static void values(cli_text *t, int kind) {
    cli_text facts = { 0 };
    uint64_t f[(int)P8_ALGINFO_FIELDS + (int)P8_HINFO_FIELDS];
    const char *a;
    int v;
    for (v = 0; v < p8_choice_count(kind); v++) {
        cli_text_puts(t, v ? ",\n        {\"name\": " : "\n        {\"name\": ");
        json_string(t, p8_choice_name(kind, v));
        cli_text_puts(t, ", \"aliases\": [");
        for (a = p8_choice_aliases(kind, v); a != NULL && *a != '\0';) {
            size_t n = strcspn(a, " ");
            cli_text word = { 0 };
            cli_text_put(&word, a, n);
            if (a != p8_choice_aliases(kind, v)) cli_text_puts(t, ", ");
            json_string(t, word.s);
            t->oom |= word.oom;
            cli_text_free(&word);
            a += n;
            while (*a == ' ') a++;
        }
        cli_text_puts(t, "], \"label\": ");
        json_string(t, p8_choice_label(kind, v));
        cli_text_puts(t, ", \"summary\": ");
        json_string(t, p8_choice_summary(kind, v));
        cli_value_facts(&facts, kind, v);
        cli_text_puts(t, ", \"facts\": ");
        json_string(t, facts.s);
        t->oom |= facts.oom;
        cli_text_free(&facts);
        if (kind == P8_CHOICE_ALGORITHM && p8_algorithm_info(v, f, P8_ALGINFO_FIELDS) >= P8_ALGINFO_FIELDS) {
            cli_text_printf(t, ", \"optimal\": %s, \"memory\": ", f[P8_ALGINFO_OPTIMAL] ? "true" : "false");
            json_string(t, p8_memory_name((int)f[P8_ALGINFO_MEMORY]));
        }
        if (kind == P8_CHOICE_HEURISTIC && p8_heuristic_info(v, f, P8_HINFO_FIELDS) >= P8_HINFO_FIELDS)
            cli_text_printf(t, ", \"admissible\": %s, \"consistent\": %s",
                            f[P8_HINFO_ADMISSIBLE] ? "true" : "false", f[P8_HINFO_CONSISTENT] ? "true" : "false");
        cli_text_puts(t, "}");
    }
}

void cli_usage_json(cli_ctx *c, const cli_command *const *cmds, size_t n) {
    cli_text t = { 0 };
    char topic[40], name[48];
    size_t k;
    int opt, first = 1;
    cli_text_puts(&t, "{\"program\": \"" CLI_PROG "\", \"version\": ");
    json_string(&t, p8_version_string());
    cli_text_puts(&t, ",\n  \"commands\": [\n");
    for (k = 0; k < n; k++) {
        command(&t, cmds[k]);
        cli_text_puts(&t, k + 1 < n ? ",\n" : "\n");
    }
    cli_text_puts(&t, "  ],\n  \"lists\": {");
    for (opt = 0; opt < p8_option_count(); opt++) {
        int kind = p8_option_choices(opt);
        if (kind < 0) continue;
        snprintf(name, sizeof name, "--%s", p8_option_name(opt));
        cli_text_puts(&t, first ? "\n    " : ",\n    ");
        json_string(&t, p8_option_name(opt));
        cli_text_puts(&t, ": {\"option\": ");
        json_string(&t, name);
        cli_text_puts(&t, ", \"topic\": ");
        json_or_null(&t, cli_option_topic(opt, topic, sizeof topic));
        cli_text_puts(&t, ", \"values\": [");
        values(&t, kind);
        cli_text_puts(&t, "]}");
        first = 0;
    }
    cli_text_puts(&t, "}}\n");
    if (t.oom) cli_error(c, "%s", p8_strerror(P8_ENOMEM));
    else cli_write(c, t.s, t.len);
    cli_text_free(&t);
}
