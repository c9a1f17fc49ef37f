#!/bin/sh
# SPDX-License-Identifier: MIT
# version_test.sh - the version lives in include/puzzle8.h alone: every other file that states it
# agrees (scripts/version.sh check: the Python and npm packages, the reference, p8_version(3),
# the tutorial; CHANGELOG.md's latest release is the header's or older and abi/VERSION is that
# release), the Makefile's VERSION (P8_VERSION, passed by make) is the header's, and on a copy
# of those files with the header's minor version bumped, `check` fails on each and `update`
# (make version-update) brings every one in step. Works without git (a release tarball).
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-version.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

version=$(sh scripts/version.sh)
sh scripts/version.sh check > "$TMP/check.out" 2>&1
rc=$?
cat "$TMP/check.out"
n_ok=$(grep -c '^ok ' "$TMP/check.out")
n_fail=$(grep -c '^FAIL ' "$TMP/check.out")
passed=$((passed + n_ok))
failed=$((failed + n_fail))
[ "$rc" -eq 0 ] || [ "$n_fail" -gt 0 ] || fail "scripts/version.sh check exited $rc with no FAIL line"
statements=$(sed -n '/^statements()/,/^}/p' scripts/version.sh | grep -c '|')
# each statement, and the two release-history checks (CHANGELOG.md, abi/VERSION)
[ "$n_ok" -ge $((statements + 2)) ] && [ "$statements" -ge 7 ] && pass "scripts/version.sh check: $n_ok statements agree" ||
    fail "scripts/version.sh check found only $n_ok statements agreeing ($statements listed, and the history)"

if [ -n "${P8_VERSION:-}" ]; then
    [ "$P8_VERSION" = "$version" ] && pass "the Makefile's VERSION is the header's ($version)" ||
        fail "the Makefile's VERSION is $P8_VERSION, the header's $version"
fi

# A bump on a copy: check must fail on every statement, update must fix them all.
mkdir -p "$TMP/tree/scripts"
cp scripts/version.sh "$TMP/tree/scripts/"
files=$(sed -n '/^statements()/,/^}/p' scripts/version.sh | sed -n 's/^\([^ |]*\)|.*/\1/p' | sort -u)
for f in $files CHANGELOG.md abi/VERSION; do
    mkdir -p "$TMP/tree/$(dirname "$f")" && cp "$f" "$TMP/tree/$f"
done
minor=$(echo "$version" | cut -d. -f2)
sed "s/^#define P8_VERSION_MINOR $minor\$/#define P8_VERSION_MINOR $((minor + 1))/" include/puzzle8.h \
    > "$TMP/tree/include/puzzle8.h"
bumped=$(sh "$TMP/tree/scripts/version.sh")
[ "$bumped" != "$version" ] && pass "a bumped copy's header says $bumped" || fail "the bump of the copy did not take"
stale=$(sh "$TMP/tree/scripts/version.sh" check 2>&1 | grep -c "^FAIL .* states $version ")
[ "$stale" -eq "$statements" ] && pass "check fails on each of the $statements statements of the bumped copy" ||
    fail "check failed on $stale of the $statements statements of the bumped copy"
sh "$TMP/tree/scripts/version.sh" update > "$TMP/update.out" 2>&1
if sh "$TMP/tree/scripts/version.sh" check > "$TMP/out" 2>&1; then
    pass "update brings every statement to $bumped ($(grep -c '^updated ' "$TMP/update.out") files rewritten)"
else
    fail "after update, check still fails:"; sed 's/^/     /' "$TMP/out"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
