/* SPDX-License-Identifier: MIT */
/*
 * error.c - names and messages of the status codes, from one table so they cannot drift apart.
 */
#include "base.h"

#include <stddef.h>

/* X(enumerator, message): every p8_status, in enum order. */
#define P8__STATUS_MAP(X)                                     \
    X(P8_OK, "success")                                       \
    X(P8_AGAIN, "search not finished yet")                    \
    X(P8_EINVAL, "invalid argument")                          \
    X(P8_ENOMEM, "out of memory")                             \
    X(P8_EBADBOARD, "not a valid board")                      \
    X(P8_EUNSOLVABLE, "goal not reachable from start")        \
    X(P8_ELIMIT, "search limit reached")                      \
    X(P8_ECANCELED, "search canceled")                        \
    X(P8_ENOTFOUND, "goal not found")                         \
    X(P8_EBUSY, "search object is busy")                     \
    X(P8_EFRONTIER, "frontier failed or broke its contract")

struct status_entry {
    int code;
    const char *name;
    const char *message;
};

#define P8__STATUS_ENTRY(code, message) {code, #code, message},
static const struct status_entry status_table[] = {P8__STATUS_MAP(P8__STATUS_ENTRY)};
#undef P8__STATUS_ENTRY

static const struct status_entry *find_status(int code) {
    size_t i;
    for (i = 0; i < sizeof status_table / sizeof status_table[0]; i++)
        if (status_table[i].code == code) return &status_table[i];
    return NULL;
}

const char *p8_strerror(int code) {
    const struct status_entry *e = find_status(code);
    return e ? e->message : "unknown status code";
}

const char *p8_status_name(int code) {
    const struct status_entry *e = find_status(code);
    return e ? e->name : NULL;
}

int p8_status_has_result(int code) {
    return code == P8_OK || code == P8_ELIMIT || code == P8_ECANCELED || code == P8_ENOTFOUND ||
           code == P8_EFRONTIER;
}
