/* SPDX-License-Identifier: MIT */
/*
 * grade_report.c - the report of `puzzle8 grade`: text for people; Gradescope's results.json
 * ({"tests": [{"name", "score", "max_score", "status", "output"}], "output", "extra_data"}), one
 * point a board; or JUnit XML (a testsuite of one testcase a board, a failure holding the
 * verdict) for GitHub Classroom and CI. Each names the sandbox the runs had (its first line; in
 * the output and extra_data; a property), and goes to the results file grade_results_write
 * puts in place. A student's output can hold any byte: JSON escapes every control byte and
 * every byte above 0x7e as \u00XX, XML writes them as character references (control bytes XML
 * cannot carry become '?'), so the file is always well-formed.
 */
#include "cli.h"

#include <stdio.h>
#include <string.h>

int cli_text_write(const char *data, size_t len, void *user_data) {
    cli_text *t = user_data;
    cli_text_put(t, data, len);
    return t->oom ? -1 : 0;
}

static void json_string(cli_text *t, const char *s, size_t n) {
    size_t i;
    cli_text_put(t, "\"", 1);
    for (i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '"' || ch == '\\') cli_text_printf(t, "\\%c", ch);
        else if (ch == '\n') cli_text_put(t, "\\n", 2);
        else if (ch < 0x20 || ch > 0x7e) cli_text_printf(t, "\\u%04x", ch);
        else cli_text_put(t, (const char *)&s[i], 1);
    }
    cli_text_put(t, "\"", 1);
}

static void xml_text(cli_text *t, const char *s, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '<') cli_text_put(t, "&lt;", 4);
        else if (ch == '>') cli_text_put(t, "&gt;", 4);
        else if (ch == '&') cli_text_put(t, "&amp;", 5);
        else if (ch == '"') cli_text_put(t, "&quot;", 6);
        else if (ch == '\n' || ch == '\t') cli_text_put(t, (const char *)&s[i], 1);
        else if (ch < 0x20) cli_text_put(t, "?", 1);
        else if (ch > 0x7e) cli_text_printf(t, "&#x%x;", ch);
        else cli_text_put(t, (const char *)&s[i], 1);
    }
}

static const char *text_of(const grade_test *g) {
    return g->output.s ? g->output.s : "";
}

int grade_report(cli_ctx *c, int format, grade_isolation *iso, const grade_test *tests, size_t n,
                 size_t passed) {
    const char *sandbox = grade_isolation_sandbox(iso);
    cli_text t = { 0 };
    size_t i;
    int status = passed == n ? CLI_OK : CLI_NO_SOLUTION, rc;
    if (format == FORMAT_TEXT) {
        cli_text_printf(&t, "sandbox: %s\n", sandbox);
        for (i = 0; i < n; i++) {
            const char *o = text_of(&tests[i]), *p;
            cli_text_printf(&t, "%s %s\n", tests[i].passed ? "PASS" : "FAIL", tests[i].name);
            for (p = o; !tests[i].passed && *p;) { /* the verdict, indented */
                size_t len = strcspn(p, "\n");
                cli_text_put(&t, "    ", 4);
                cli_text_put(&t, p, len);
                cli_text_put(&t, "\n", 1);
                p += len + (p[len] == '\n');
            }
        }
        cli_text_printf(&t, "%zu of %zu boards passed\n", passed, n);
    } else if (format == FORMAT_GRADESCOPE) {
        cli_text summary = { 0 };
        cli_text_printf(&t, "{\"score\":%zu,\"output\":", passed);
        cli_text_printf(&summary, "%zu of %zu boards passed\nsandbox: %s", passed, n, sandbox);
        json_string(&t, summary.s ? summary.s : "", summary.len);
        t.oom |= summary.oom;
        cli_text_free(&summary);
        cli_text_printf(&t, ",\"extra_data\":{\"sandbox\":");
        json_string(&t, sandbox, strlen(sandbox));
        cli_text_put(&t, "},\"tests\":[", 11);
        for (i = 0; i < n; i++) {
            const char *o = text_of(&tests[i]);
            cli_text_printf(&t, "%s{\"name\":", i ? "," : "");
            json_string(&t, tests[i].name, strlen(tests[i].name));
            cli_text_printf(&t, ",\"score\":%d,\"max_score\":1,\"status\":\"%s\",\"output\":",
                            tests[i].passed, tests[i].passed ? "passed" : "failed");
            json_string(&t, o, strlen(o));
            cli_text_put(&t, "}", 1);
        }
        cli_text_put(&t, "]}\n", 3);
    } else {
        cli_text_printf(&t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"%zu\" "
                        "failures=\"%zu\">\n<testsuite name=\"puzzle8 grade\" tests=\"%zu\" "
                        "failures=\"%zu\">\n<properties><property name=\"sandbox\" value=\"",
                        n, n - passed, n, n - passed);
        xml_text(&t, sandbox, strlen(sandbox));
        cli_text_put(&t, "\"/></properties>\n", 17);
        for (i = 0; i < n; i++) {
            const char *o = text_of(&tests[i]);
            cli_text_put(&t, "<testcase classname=\"puzzle8.grade\" name=\"", 42);
            xml_text(&t, tests[i].name, strlen(tests[i].name));
            if (tests[i].passed) {
                cli_text_put(&t, "\"/>\n", 4);
                continue;
            }
            cli_text_put(&t, "\">\n<failure message=\"", 21);
            xml_text(&t, o, strcspn(o, "\n"));
            cli_text_put(&t, "\">", 2);
            xml_text(&t, o, strlen(o));
            cli_text_put(&t, "</failure>\n</testcase>\n", 23);
        }
        cli_text_put(&t, "</testsuite>\n</testsuites>\n", 27);
    }
    if (t.oom) {
        cli_text_free(&t);
        return cli_library_error(c, "grade", P8_ENOMEM, NULL);
    }
    rc = grade_results_write(c, iso, t.s, t.len);
    cli_text_free(&t);
    return rc != CLI_OK ? rc : status;
}
