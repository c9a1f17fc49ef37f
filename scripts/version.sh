#!/bin/sh
# SPDX-License-Identifier: MIT
# version.sh - the version lives in include/puzzle8.h alone (P8_VERSION_MAJOR, _MINOR, _PATCH);
# this script knows every other file that states it.
#
#   sh scripts/version.sh            print the header's version (MAJOR.MINOR.PATCH)
#   sh scripts/version.sh check      compare each statement with the header; one line per
#                                    statement, "ok ..." or "FAIL ..."; exit 1 on any FAIL
#   sh scripts/version.sh update     rewrite each statement from the header (make version-update)
#
# The statements (FILE|ERE before the version|ERE after it), each found at least once:
#   the header's own P8_VERSION_STRING, the Python package (pyproject.toml, __version__), the npm
#   package (package.json, and the top of package-lock.json; its root package's own entry, under
#   "packages", follows with `npm install --package-lock-only` in bindings/js), the #define
#   line of the reference and of p8_version(3) (both made from the header by
#   scripts/refdocs.py; `make` remakes them after an update), the tutorial's name of the shared
#   library.
# And the release history, which is not rewritten: CHANGELOG.md's latest released version (the
# first "## [X.Y.Z] - DATE" heading) is the header's or older, and abi/VERSION (the ABI baseline
# that `make abi-check` compares with: the last release's, written by `make abi-baseline`) is that
# released version. Run from anywhere; works on the tree this script is in.
set -u
cd "$(dirname "$0")/.." || exit 1
mode=${1:-print}
V='[0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*'

field() { awk -v n="P8_VERSION_$1" '$1 == "#define" && $2 == n { print $3; exit }' include/puzzle8.h; }
major=$(field MAJOR) minor=$(field MINOR) patch=$(field PATCH)
case "$major.$minor.$patch" in
    *[!0-9.]* | .* | *..* | *.) echo "version.sh: cannot read P8_VERSION_MAJOR/MINOR/PATCH from include/puzzle8.h" >&2
        exit 1 ;;
esac
version=$major.$minor.$patch
if [ "$mode" = print ]; then
    echo "$version"
    exit 0
fi
case $mode in check | update) ;; *) echo "usage: sh scripts/version.sh [check|update]" >&2; exit 2 ;; esac

statements() {
    cat << 'EOF'
include/puzzle8.h|^#define P8_VERSION_STRING "|"$
bindings/python/pyproject.toml|^version = "|"$
bindings/python/puzzle8/__init__.py|^__version__ = "|"$
bindings/js/package.json|^  "version": "|",$
bindings/js/package-lock.json|^  "version": "|",$
docs/reference.md|^#define P8_VERSION_STRING "|"$
docs/man/p8_version.3|^#define P8_VERSION_STRING "|"$
docs/tutorial.md|lib/libpuzzle8\.so\.| and bin/puzzle8$
EOF
}

status=0
statements > "${TMPDIR:-/tmp}/p8-version.$$" || exit 1
trap 'rm -f "${TMPDIR:-/tmp}/p8-version.$$"' EXIT
while IFS='|' read -r file before after; do
    if [ ! -f "$file" ]; then
        echo "FAIL $file: missing"; status=1; continue
    fi
    found=$(grep -E "$before$V$after" "$file" | sed -E "s@.*$before($V)$after.*@\\1@")
    if [ -z "$found" ]; then
        echo "FAIL $file: no line matches /$before<version>$after/"; status=1; continue
    fi
    if [ "$mode" = update ]; then
        sed -E "s@($before)$V($after)@\\1$version\\2@" "$file" > "$file.tmp.$$" &&
            if cmp -s "$file" "$file.tmp.$$"; then rm -f "$file.tmp.$$"; else
                cat "$file.tmp.$$" > "$file" && rm -f "$file.tmp.$$" && echo "updated $file"; fi
        continue
    fi
    bad=$(printf '%s\n' "$found" | grep -vxF "$version" | head -n 1)
    if [ -n "$bad" ]; then
        echo "FAIL $file states $bad (/$before<version>$after/), the header $version"; status=1
    else
        echo "ok   $file: $version (/$before<version>$after/)"
    fi
done < "${TMPDIR:-/tmp}/p8-version.$$"

[ "$mode" = check ] || exit "$status"

# The release history.
released=$(sed -nE "s/^## \[($V)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}.*/\\1/p" CHANGELOG.md | head -n 1)
# newer A B: A is a later version than B.
newer() {
    printf '%s\n%s\n' "$1" "$2" | awk -F. 'NR == 1 { a = $1 * 1e6 + $2 * 1e3 + $3 }
        NR == 2 { b = $1 * 1e6 + $2 * 1e3 + $3 } END { exit !(a > b) }'
}
if [ -z "$released" ]; then
    echo "FAIL CHANGELOG.md: no released version (## [X.Y.Z] - YYYY-MM-DD)"; status=1
elif newer "$released" "$version"; then
    echo "FAIL CHANGELOG.md's latest release $released is newer than the header's $version"; status=1
else
    echo "ok   CHANGELOG.md: latest release $released, the header's $version or older"
fi
baseline=$(cat abi/VERSION 2> /dev/null)
if [ -n "$released" ] && [ "$baseline" = "$released" ]; then
    echo "ok   abi/VERSION: $baseline, the latest release"
else
    echo "FAIL abi/VERSION is '$baseline', the latest release in CHANGELOG.md is $released (make abi-baseline at a release)"
    status=1
fi
exit "$status"
