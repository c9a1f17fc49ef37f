/* SPDX-License-Identifier: MIT */
/*
 * option.c - a search's configuration by name: every setting as an option with a name, the form
 * of its value, the list its values name (catalog.c) and a sentence, set from text with the
 * library's own checks and error sentences (p8_search_set_option), read back as text
 * (p8_search_get_option), and asked whether it shapes a run as the search is configured now
 * (p8_search_option_used). Front ends loop over this table instead of writing their own.
 */
#include "search.h"

#include <stdio.h>
#include <string.h>

#define COUNT(a) ((int)(sizeof(a) / sizeof(a)[0]))
/* The most bytes of a text given that an error sentence quotes. */
#define QUOTE_MAX 40

enum { O_ALGORITHM, O_HEURISTIC, O_FRONTIER, O_DUPLICATES, O_REOPEN, O_WEIGHTS, O_DRIVER, O_SEED,
       O_NODE_BUDGET, O_MAX_EXPANSIONS, O_MAX_DEPTH, O_MAX_MEMORY, O_MAX_TIME };

static const struct option {
    const char *name, *argument, *summary;
    int choices; /* P8_CHOICE_* its values name, or -1 */
} option_table[] = {
    { "algorithm", "NAME", "the algorithm: sets the frontier, weights, duplicate policy, "
      "reopening, heuristic and driver of its preset at once (set it first)", P8_CHOICE_ALGORITHM },
    { "heuristic", "NAME", "the heuristic h", P8_CHOICE_HEURISTIC },
    { "frontier", "NAME", "the frontier the nodes wait in", P8_CHOICE_FRONTIER },
    { "duplicates", "NAME", "which repeated boards are dropped", P8_CHOICE_DUPLICATES },
    { "reopen", "on|off", "in graph search, put an expanded board back on the frontier when a "
      "shorter path to it turns up", -1 },
    { "weights", "WG,WH", "the priority wg*g + wh*h of the priority queues and of IDA*'s bounds", -1 },
    { "driver", "NAME", "how passes and sides are arranged around the one loop", P8_CHOICE_DRIVER },
    { "seed", "N", "the seed of the random walk", -1 },
    { "node-budget", "N", "the most nodes SMA* holds at once", -1 },
    { "max-expansions", "N|none", "stop before expansion N + 1", -1 },
    { "max-depth", "N|none", "never expand a node N moves from the start", -1 },
    { "max-memory", "BYTES|none", "stop when the search would hold more than BYTES", -1 },
    { "max-time", "MS|none", "stop after MS milliseconds", -1 },
};

typedef char p8__options_follow_limits[(O_MAX_TIME - O_MAX_EXPANSIONS + 1 == P8__N_LIMITS) ? 1 : -1];

int p8_option_count(void) {
    return COUNT(option_table);
}

const char *p8_option_name(int option) {
    return option >= 0 && option < COUNT(option_table) ? option_table[option].name : NULL;
}

const char *p8_option_argument(int option) {
    return option >= 0 && option < COUNT(option_table) ? option_table[option].argument : NULL;
}

const char *p8_option_summary(int option) {
    return option >= 0 && option < COUNT(option_table) ? option_table[option].summary : NULL;
}

int p8_option_choices(int option) {
    if (option < 0 || option >= COUNT(option_table)) return P8_EINVAL;
    return option_table[option].choices;
}

int p8_option_lookup(const char *name) {
    int i;
    if (name == NULL) return P8_EINVAL;
    for (i = 0; i < COUNT(option_table); i++)
        if (strcmp(option_table[i].name, name) == 0) return i;
    return P8_EINVAL;
}

/* text as a message quotes it: in double quotes, at most QUOTE_MAX bytes of it, control
 * characters, quotes and bytes above 0x7e as \xHH, so no text can split or repaint a message;
 * "..." where it is cut (after QUOTE_MAX bytes, or where buf has no room for one more). */
static const char *option_quote(const char *text, char *buf, size_t cap) {
    size_t n = 0, i;
    buf[n++] = '"';
    for (i = 0; text[i]; i++) {
        unsigned char c = (unsigned char)text[i];
        if (i == QUOTE_MAX || n + 9 > cap) { /* room for an escape, "...", '"' and NUL */
            memcpy(buf + n, "...", 3);
            n += 3;
            break;
        }
        if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') n += (size_t)snprintf(buf + n, cap - n, "\\x%02x", c);
        else buf[n++] = (char)c;
    }
    buf[n++] = '"';
    buf[n] = '\0';
    return buf;
}

/* The names of list `kind`, ", "-separated, into buf (cut at cap). */
static const char *option_list_names(int kind, char *buf, size_t cap) {
    size_t n = 0;
    int v, count = p8_choice_count(kind);
    buf[0] = '\0';
    for (v = 0; v < count && n < cap; v++)
        n += (size_t)snprintf(buf + n, cap - n, "%s%s", v ? ", " : "", p8_choice_name(kind, v));
    return buf;
}

/* A whole option_decimal number up to max into *out; 0 if text is anything else. */
static int option_decimal(const char *text, uint64_t max, uint64_t *out) {
    uint64_t v = 0;
    if (*text < '0' || *text > '9') return 0;
    for (; *text >= '0' && *text <= '9'; text++) {
        unsigned d = (unsigned)(*text - '0');
        if (v > (max - d) / 10) return 0;
        v = v * 10 + d;
    }
    *out = v;
    return *text == '\0';
}

static int option_unknown(p8_search *s, const char *name) {
    char q[160], list[200];
    size_t n = 0;
    int i;
    for (i = 0; i < COUNT(option_table) && n < sizeof list; i++)
        n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", i ? ", " : "", option_table[i].name);
    return p8__search_fail(s, P8_EINVAL, "unknown option %s: one of %s", option_quote(name, q, sizeof q),
                           list);
}

static int option_bad_value(p8_search *s, int o, const char *value, const char *expected) {
    char q[160];
    return p8__search_fail(s, P8_EINVAL, "bad value %s for %s: expected %s",
                           option_quote(value, q, sizeof q), option_table[o].name, expected);
}

int p8_search_set_option(p8_search *s, const char *name, const char *value) {
    char q[160], list[200];
    uint64_t a, b;
    int o, v;
    const char *comma;
    int rc = p8__settable(s);
    if (rc != P8_OK) return rc;
    if (name == NULL || value == NULL)
        return p8__search_fail(s, P8_EINVAL, "p8_search_set_option: %s is NULL",
                               name == NULL ? "the option's name" : "the value");
    if ((o = p8_option_lookup(name)) < 0) return option_unknown(s, name);
    if (option_table[o].choices >= 0) {
        if ((v = p8_choice_lookup(option_table[o].choices, value)) < 0)
            return p8__search_fail(s, P8_EINVAL, "unknown %s %s: one of %s", option_table[o].name,
                                   option_quote(value, q, sizeof q),
                                   option_list_names(option_table[o].choices, list, sizeof list));
        switch (o) {
        case O_ALGORITHM: return p8_search_set_algorithm(s, v);
        case O_HEURISTIC: return p8_search_set_heuristic(s, v);
        case O_FRONTIER: return p8_search_set_frontier(s, v);
        case O_DUPLICATES: return p8_search_set_duplicates(s, v);
        default: return p8_search_set_driver(s, v);
        }
    }
    switch (o) {
    case O_REOPEN:
        if (strcmp(value, "on") && strcmp(value, "off")) return option_bad_value(s, o, value, "on or off");
        return p8_search_set_reopen(s, value[1] == 'n');
    case O_WEIGHTS:
        comma = strchr(value, ',');
        if (comma == NULL || comma - value > 10) return option_bad_value(s, o, value, "WG,WH: two whole "
                                                                 "numbers from 0 to 4294967295");
        memcpy(list, value, (size_t)(comma - value));
        list[comma - value] = '\0';
        if (!option_decimal(list, UINT32_MAX, &a) || !option_decimal(comma + 1, UINT32_MAX, &b))
            return option_bad_value(s, o, value, "WG,WH: two whole numbers from 0 to 4294967295");
        return p8_search_set_weights(s, (unsigned)a, (unsigned)b);
    case O_SEED:
        if (!option_decimal(value, UINT64_MAX, &a))
            return option_bad_value(s, o, value, "a whole number from 0 to 18446744073709551615");
        return p8_search_set_seed(s, a);
    case O_NODE_BUDGET:
        if (!option_decimal(value, UINT64_MAX, &a))
            return option_bad_value(s, o, value, "a whole number of nodes from 1");
        return p8_search_set_node_budget(s, a);
    default: /* the limits */
        if (strcmp(value, "none") == 0) a = P8_LIMIT_NONE;
        else if (!option_decimal(value, UINT64_MAX - 1, &a))
            return option_bad_value(s, o, value, "a whole number, or none for no limit");
        return p8_search_set_limit(s, o - O_MAX_EXPANSIONS, a);
    }
}

/* The algorithm whose preset s holds, heuristic aside; -1 if none does. */
static int option_preset_held(const p8_search *s) {
    int a;
    for (a = 0; a < P8__N_ALGORITHMS; a++) {
        const p8__preset *p = &p8__algorithms[a].preset;
        if (s->kind && s->kind->id == p->frontier && s->wg == p->wg && s->wh == p->wh &&
            s->dup == p->dup && s->reopen == p->reopen && s->driver == p->driver)
            return a;
    }
    return -1;
}

int p8_search_get_option(const p8_search *s, const char *name, char *buf, size_t cap) {
    char text[48];
    const char *t = text;
    int o = p8_option_lookup(name);
    if (s == NULL || o < 0 || (buf == NULL && cap > 0)) return P8_EINVAL;
    switch (o) {
    case O_ALGORITHM: t = option_preset_held(s) >= 0 ? p8_algorithm_name(option_preset_held(s)) : "custom"; break;
    case O_HEURISTIC: t = s->builtin >= 0 ? p8_heuristic_name(s->builtin) : "custom"; break;
    case O_FRONTIER: t = s->kind ? p8_frontier_name(s->kind->id) : "custom"; break;
    case O_DUPLICATES: t = p8_duplicates_name(s->dup); break;
    case O_REOPEN: t = s->reopen ? "on" : "off"; break;
    case O_WEIGHTS:
        snprintf(text, sizeof text, "%llu,%llu", (unsigned long long)s->wg, (unsigned long long)s->wh);
        break;
    case O_DRIVER: t = p8_driver_name(s->driver); break;
    case O_SEED: snprintf(text, sizeof text, "%llu", (unsigned long long)s->seed); break;
    case O_NODE_BUDGET: snprintf(text, sizeof text, "%llu", (unsigned long long)s->node_budget); break;
    default:
        if (s->limit[o - O_MAX_EXPANSIONS] == P8_LIMIT_NONE) t = "none";
        else snprintf(text, sizeof text, "%llu", (unsigned long long)s->limit[o - O_MAX_EXPANSIONS]);
    }
    if (cap > 0) snprintf(buf, cap, "%s", t);
    return (int)strlen(t);
}

int p8_search_option_used(p8_search *s, const char *name) {
    unsigned uses;
    const char *frontier;
    int o = p8_option_lookup(name);
    if (s == NULL) return P8_EINVAL;
    if (o < 0) return option_unknown(s, name == NULL ? "" : name);
    uses = p8__driver_of(s->driver)->uses;
    frontier = p8_search_frontier_used(s);
    switch (o) {
    case O_FRONTIER:
        if (uses & P8__USES_FRONTIER) return 1;
        return p8__search_fail(s, 0, "the frontier has no effect: the %s driver takes no frontier",
                               p8_driver_name(s->driver));
    case O_WEIGHTS:
        if (p8_search_weights_used(s)) return 1;
        if (!(uses & P8__USES_FRONTIER))
            return p8__search_fail(s, 0, "the weights have no effect: the %s driver takes no "
                                   "frontier", p8_driver_name(s->driver));
        if (!(uses & P8__USES_KEY_ORDER)) /* bidirectional: a layer at a time, whatever the frontier */
            return p8__search_fail(s, 0, "the weights have no effect: the %s driver does not order "
                                   "its nodes by them", p8_driver_name(s->driver));
        return p8__search_fail(s, 0, "the weights have no effect: a %s frontier orders by "
                               "generation only (a priority queue, heap or bucket, orders by "
                               "them)", frontier);
    case O_HEURISTIC:
        /* h counts in the key (wh > 0) where the key orders or bounds the nodes; and a priority
         * queue breaks ties of the key by the smaller h, whatever wh (UCS's h shapes its run) */
        if ((p8_search_weights_used(s) && s->wh != 0) ||
            ((uses & P8__USES_FRONTIER) && (s->kind ? s->kind->orders_by_key : 1)))
            return 1;
        return p8__search_fail(s, 0, "the heuristic has no effect on the run: %s",
                               p8_search_weights_used(s) ? "its weight wh is 0"
                               : "the run does not order or bound its nodes by h");
    case O_REOPEN:
        if (p8__policy_table(s->dup) == 1 && (uses & P8__USES_FRONTIER)) return 1;
        return p8__search_fail(s, 0, "reopening has no effect: it applies to the duplicate "
                               "policies graph and graph-undo only, not %s",
                               p8_duplicates_name(s->dup));
    case O_SEED:
        if (s->driver == P8_DRIVER_RANDOM_WALK) return 1;
        return p8__search_fail(s, 0, "the seed has no effect: only the random walk draws moves");
    case O_NODE_BUDGET:
        if (uses & P8__USES_NODE_BUDGET) return 1;
        return p8__search_fail(s, 0, "the node budget has no effect: only SMA* (the smastar "
                               "driver) holds a node budget");
    default:
        return 1;
    }
}
