#!/bin/sh
# SPDX-License-Identifier: MIT
# license_test.sh - the licence is everywhere it must be: LICENSE is MIT with the project's
# copyright line; every source file (C, headers, Python, JavaScript, shell and Lua scripts,
# CSS, HTML, the Makefile, CI) carries "SPDX-License-Identifier: MIT" in its first three lines;
# the Python and npm packages declare the licence; the README ends with a licence section.
# Works in a git checkout and in an unpacked release tarball (no .git: find lists the files).
set -u
cd "${P8_ROOT:-$(dirname "$0")/..}" || exit 1
passed=0; failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; }

if head -n 1 LICENSE 2>/dev/null | grep -qx 'MIT License' &&
   grep -qx 'Copyright (c) 2026 the libpuzzle8 authors' LICENSE; then pass
else fail "LICENSE: the MIT licence with 'Copyright (c) 2026 the libpuzzle8 authors'"; fi

if [ -e .git ] && command -v git > /dev/null 2>&1; then
    list=$(git ls-files)
else
    list=$(find . -type f ! -path './build/*' ! -path './lib/*' ! -path './bin/*' \
        ! -path './dist/*' ! -path '*/node_modules/*' | sed 's|^\./||')
fi
sources=
n=0
for f in $list; do
    case $f in
        fuzz/corpus/*|*/node_modules/*) continue ;;
        *.c|*.h|*.py|*.js|*.cjs|*.ts|*.cts|*.sh|*.lua|*.css|*.html|*.toml|Makefile|.ci/run|puzzle8.pc.in) ;;
        CMakeLists.txt|*/CMakeLists.txt|*.cmake|*.cmake.in) ;;
        *) continue ;;
    esac
    [ -f "$f" ] || continue
    n=$((n + 1))
    sources="$sources $f"
done
# One awk reads the first three lines of every file (a head and a grep per file took seconds):
# it prints the files that have the line; an empty file has none.
# shellcheck disable=SC2086
tagged=$(awk 'FNR <= 3 && /SPDX-License-Identifier: MIT/ && !(FILENAME in seen) { seen[FILENAME] = 1; print FILENAME }' $sources)
for f in $sources; do
    case "
$tagged
" in *"
$f
"*) pass ;;
        *) fail "$f: no 'SPDX-License-Identifier: MIT' in its first three lines" ;;
    esac
done
[ "$n" -gt 100 ] && pass || fail "only $n source files found: the listing is wrong"

grep -qx 'license = "MIT"' bindings/python/pyproject.toml && pass ||
    fail 'bindings/python/pyproject.toml: license = "MIT" (PEP 639)'
grep -q '"license": "MIT"' bindings/js/package.json && pass ||
    fail 'bindings/js/package.json: "license": "MIT"'
last=$(grep '^## ' README.md | tail -n 1)
[ "$last" = "## License" ] && pass || fail "README.md: the last section is '## License' (is '$last')"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
