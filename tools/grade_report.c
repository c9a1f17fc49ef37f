/* SPDX-License-Identifier: MIT */
/*
 * grade_report.c - the report of `puzzle8 grade`: text for people; Gradescope's results.json
 * ({"score", "execution_time", "output", "visibility", "stdout_visibility", "tests": [{"name",
 * "score", "max_score", "status", "output", "visibility", "execution_time"}]}), a board's points
 * its verdict's; or JUnit XML (a testsuite of one testcase a board, a failure holding the
 * verdict, its time) for GitHub Classroom and CI. The verdicts are the library's text
 * (p8_grade_verdict_text): UTF-8 with whatever it quotes of a submission escaped, so the JSON
 * keeps UTF-8 as UTF-8 (escaping quotes, backslashes and control bytes) and the XML too
 * (escaping markup; a control byte XML cannot carry becomes '?'): both are always well-formed.
 * Each names the sandbox the runs had (the text's first line; Gradescope's output and
 * extra_data; a JUnit property), and goes to the results file grade_results_write puts in place.
 */
#include "cli.h"

#include <stdio.h>
#include <string.h>

static void json_string(cli_text *t, const char *s, size_t n) {
    size_t i;
    cli_text_put(t, "\"", 1);
    for (i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '"' || ch == '\\') cli_text_printf(t, "\\%c", ch);
        else if (ch == '\n') cli_text_put(t, "\\n", 2);
        else if (ch == '\t') cli_text_put(t, "\\t", 2);
        else if (ch < 0x20 || ch == 0x7f) cli_text_printf(t, "\\u%04x", ch);
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
        else if (ch < 0x20 || ch == 0x7f) cli_text_put(t, "?", 1);
        else cli_text_put(t, (const char *)&s[i], 1);
    }
}

static const char *text_of(const grade_test *g) {
    return g->output.s ? g->output.s : "";
}

int grade_report(cli_ctx *c, int format, grade_isolation *iso, const char *visibility,
                 const grade_test *tests, size_t n, size_t passed) {
    const char *sandbox = grade_isolation_sandbox(iso);
    cli_text t = { 0 };
    size_t i;
    unsigned score = 0, max_score = 0;
    double seconds = 0;
    int status = passed == n ? CLI_OK : CLI_NO_SOLUTION, rc;
    for (i = 0; i < n; i++) {
        score += tests[i].score;
        max_score += tests[i].max_score;
        seconds += tests[i].seconds;
    }
    if (format == FORMAT_TEXT) {
        cli_text_printf(&t, "sandbox: %s\n", sandbox);
        for (i = 0; i < n; i++) {
            const char *o = text_of(&tests[i]), *p;
            cli_text_printf(&t, "%s %s", tests[i].passed ? "PASS" : "FAIL", tests[i].name);
            if (tests[i].max_score != 1 || tests[i].score != (unsigned)tests[i].passed)
                cli_text_printf(&t, ": %u of %u points", tests[i].score, tests[i].max_score);
            cli_text_put(&t, "\n", 1);
            for (p = o; !tests[i].passed && *p;) { /* the verdict, indented */
                size_t len = strcspn(p, "\n");
                cli_text_put(&t, "    ", 4);
                cli_text_put(&t, p, len);
                cli_text_put(&t, "\n", 1);
                p += len + (p[len] == '\n');
            }
        }
        cli_text_printf(&t, "%u of %u points\n%zu of %zu boards passed\n", score, max_score,
                        passed, n);
    } else if (format == FORMAT_GRADESCOPE) {
        cli_text summary = { 0 };
        cli_text_printf(&t, "{\"score\":%u,\"execution_time\":%.3f,\"output\":", score, seconds);
        cli_text_printf(&summary, "%zu of %zu boards passed (%u of %u points)\nsandbox: %s", passed,
                        n, score, max_score, sandbox);
        json_string(&t, summary.s ? summary.s : "", summary.len);
        t.oom |= summary.oom;
        cli_text_free(&summary);
        cli_text_put(&t, ",", 1);
        if (visibility)
            cli_text_printf(&t, "\"visibility\":\"%s\",\"stdout_visibility\":\"%s\",",
                            visibility, visibility);
        cli_text_printf(&t, "\"extra_data\":{\"sandbox\":");
        json_string(&t, sandbox, strlen(sandbox));
        cli_text_put(&t, "},\"tests\":[", 11);
        for (i = 0; i < n; i++) {
            const char *o = text_of(&tests[i]);
            cli_text_printf(&t, "%s{\"name\":", i ? "," : "");
            json_string(&t, tests[i].name, strlen(tests[i].name));
            cli_text_printf(&t, ",\"score\":%u,\"max_score\":%u,\"status\":\"%s\","
                            "\"execution_time\":%.3f,", tests[i].score, tests[i].max_score,
                            tests[i].passed ? "passed" : "failed", tests[i].seconds);
            if (visibility) cli_text_printf(&t, "\"visibility\":\"%s\",", visibility);
            cli_text_put(&t, "\"output\":", 9);
            json_string(&t, o, strlen(o));
            cli_text_put(&t, "}", 1);
        }
        cli_text_put(&t, "]}\n", 3);
    } else {
        cli_text_printf(&t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"%zu\" "
                        "failures=\"%zu\" time=\"%.3f\">\n<testsuite name=\"puzzle8 grade\" "
                        "tests=\"%zu\" failures=\"%zu\" time=\"%.3f\">\n<properties><property "
                        "name=\"sandbox\" value=\"", n, n - passed, seconds, n, n - passed, seconds);
        xml_text(&t, sandbox, strlen(sandbox));
        cli_text_put(&t, "\"/></properties>\n", 17);
        for (i = 0; i < n; i++) {
            const char *o = text_of(&tests[i]);
            cli_text_put(&t, "<testcase classname=\"puzzle8.grade\" name=\"", 42);
            xml_text(&t, tests[i].name, strlen(tests[i].name));
            cli_text_printf(&t, "\" time=\"%.3f\"", tests[i].seconds);
            if (tests[i].passed) {
                cli_text_put(&t, "/>\n", 3);
                continue;
            }
            cli_text_put(&t, ">\n<failure message=\"", 20);
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
