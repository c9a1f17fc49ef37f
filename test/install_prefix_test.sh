#!/bin/sh
# SPDX-License-Identifier: MIT
# install_prefix_test.sh - the installs test/install_test.sh (a DESTDIR staging) does not cover:
#  1. a non-root prefix (PREFIX=<tmp>/home/.local, as `make install PREFIX=$HOME/.local` does
#     for a user without root): make install says what to do; pkg-config finds puzzle8.pc through
#     PKG_CONFIG_PATH; a program linked against the shared library fails to start without help
#     and runs with LD_LIBRARY_PATH, with -Wl,-rpath, and linked statically; the Python binding
#     (a copy outside the source tree) finds the library through pkg-config; uninstall leaves
#     nothing;
#  2. a root install into /usr/local (only as root with P8_INSTALL_ROOT_TEST=1, which CI sets,
#     and only when no libpuzzle8 is installed there): make install runs ldconfig, a program
#     linked through pkg-config's default path runs as is, Python loads the library by SONAME,
#     and uninstall removes every file and the loader's cache entry.
# The tree is $P8_ROOT or this script's parent; uses $MAKE, $CC, $PKG_CONFIG and python3.
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
CC=${CC:-cc}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
PYTHON=${PYTHON:-python3}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-prefix.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
unset PKG_CONFIG_SYSROOT_DIR PKG_CONFIG_LIBDIR LD_LIBRARY_PATH PUZZLE8_LIBRARY

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out"; : > "$TMP/out"; }
check() {
    label=$1; shift
    if "$@" > "$TMP/out" 2>&1; then pass "$label"; : > "$TMP/out"; return 0; fi
    fail "$label"; return 1
}
: > "$TMP/out"
# A copy of the Python package outside the checkout, so its in-tree candidate does not apply.
cp -r bindings/python/puzzle8 "$TMP/puzzle8"
py_loads() {   # py_loads EXPECTED_DIR: the binding loads libpuzzle8 from there and solves
    (cd "$TMP" && "$PYTHON" -c "import os, sys, puzzle8
assert os.path.dirname(puzzle8.library_path) == sys.argv[1], puzzle8.library_path
print(puzzle8.library_path, puzzle8.solve('806547231').moves)" "$1")
}
have_python=no
command -v "$PYTHON" > /dev/null 2>&1 && have_python=yes
cached() { command -v ldconfig > /dev/null 2>&1 && ldconfig -p 2> /dev/null | grep -q 'libpuzzle8\.so\.1 '; }

# ---- 1. a non-root prefix ---------------------------------------------------------------------
P=$TMP/home/.local
if $MAKE --no-print-directory install PREFIX="$P" > "$TMP/install.log" 2>&1; then
    pass "make install PREFIX=<tmp>/home/.local"
    sed -n '/^install-note:/,$p' "$TMP/install.log"
    for word in LD_LIBRARY_PATH "-Wl,-rpath,$P/lib" "$P/lib/libpuzzle8.a" "PKG_CONFIG_PATH=$P/lib/pkgconfig" PUZZLE8_LIBRARY; do
        if grep -qF -- "$word" "$TMP/install.log"; then pass "make install says what to do: $word"; else
            cp "$TMP/install.log" "$TMP/out"; fail "make install says what to do: $word"; fi
    done
    export PKG_CONFIG_PATH="$P/lib/pkgconfig"
    FLAGS=$($PKG_CONFIG --cflags --libs puzzle8 2>&1)
    check "pkg-config through PKG_CONFIG_PATH: $(echo $FLAGS)" test "$(echo $FLAGS)" = "-I$P/include -L$P/lib -lpuzzle8"
    # shellcheck disable=SC2086
    if check "a program builds against the shared library through pkg-config" \
            $CC -std=c99 -Wall -Werror -o "$TMP/shared" test/install/consumer.c $FLAGS; then
        if cached; then
            echo "note: a libpuzzle8.so.1 is in the loader's cache: the 'fails at start' check is skipped"
        elif "$TMP/shared" > "$TMP/out" 2>&1; then
            fail "without help it fails at start (the library is outside the loader's path)"
        elif grep -q 'libpuzzle8.so.1: cannot open shared object file' "$TMP/out"; then
            pass "without help it fails at start: $(head -n 1 "$TMP/out")"; : > "$TMP/out"
        else
            fail "without help it fails at start with 'cannot open shared object file'"
        fi
        check "it runs with LD_LIBRARY_PATH=<prefix>/lib" env LD_LIBRARY_PATH="$P/lib" "$TMP/shared"
    fi
    # shellcheck disable=SC2086
    check "a program linked with -Wl,-rpath,<prefix>/lib runs as is" sh -c \
        "$CC -std=c99 -Wall -Werror -o '$TMP/rpath' test/install/consumer.c $FLAGS -Wl,-rpath,'$P/lib' && '$TMP/rpath'"
    check "a program linked statically with <prefix>/lib/libpuzzle8.a runs as is, needing no libpuzzle8.so" sh -c \
        "$CC -std=c99 -Wall -Werror -o '$TMP/static' test/install/consumer.c $($PKG_CONFIG --cflags puzzle8) '$P/lib/libpuzzle8.a' &&
         ! readelf -d '$TMP/static' | grep -q libpuzzle8 && '$TMP/static'"
    if [ "$have_python" = yes ]; then
        if cached; then echo "note: a libpuzzle8.so.1 is in the loader's cache: the Python pkg-config check is skipped"
        else check "Python (outside the tree) finds the library through pkg-config" py_loads "$P/lib" && cat "$TMP/out"
            check "python3 -m puzzle8 (outside the tree) runs the command installed beside it" sh -c \
                "cd '$TMP' && $PYTHON -m puzzle8 solve 806547231 | grep -qx 'length: *27'"; fi
        unset PKG_CONFIG_PATH
        if ! cached; then
            (cd "$TMP" && "$PYTHON" -c 'import puzzle8') > "$TMP/out" 2>&1
            if grep -q 'PKG_CONFIG_PATH' "$TMP/out" && grep -q 'ldconfig' "$TMP/out" && grep -q 'PUZZLE8_LIBRARY' "$TMP/out"; then
                pass "without PKG_CONFIG_PATH, Python's error says what to do (ldconfig, PKG_CONFIG_PATH, PUZZLE8_LIBRARY)"
                : > "$TMP/out"
            else
                fail "without PKG_CONFIG_PATH, Python's error says what to do (ldconfig, PKG_CONFIG_PATH, PUZZLE8_LIBRARY)"
            fi
        fi
    fi
    unset PKG_CONFIG_PATH
    check "make uninstall PREFIX=<tmp>/home/.local" $MAKE --no-print-directory uninstall PREFIX="$P"
    find "$P" ! -type d > "$TMP/out"
    if [ -s "$TMP/out" ]; then fail "no file left under the prefix after uninstall"; else pass "no file left under the prefix after uninstall"; fi
else
    cp "$TMP/install.log" "$TMP/out"; fail "make install PREFIX=<tmp>/home/.local"
fi

# ---- 2. a root install ------------------------------------------------------------------------
R=/usr/local
if [ "$(id -u)" != 0 ] || [ "${P8_INSTALL_ROOT_TEST:-0}" != 1 ]; then
    echo "note: the root install into $R runs only as root with P8_INSTALL_ROOT_TEST=1 (CI sets it)"
elif [ -e "$R/include/puzzle8.h" ] || ls "$R"/lib/libpuzzle8.* > /dev/null 2>&1 || cached; then
    echo "note: a libpuzzle8 is already installed in $R or cached by ldconfig: the root install is skipped"
elif ! $MAKE --no-print-directory install > "$TMP/root.log" 2>&1; then
    cp "$TMP/root.log" "$TMP/out"; fail "make install (root, PREFIX=$R)"
else
    pass "make install (root, PREFIX=$R)"
    sed -n '/^install-note:/p' "$TMP/root.log"
    if grep -q '^install-note: ran ldconfig' "$TMP/root.log"; then pass "make install ran ldconfig"; else
        cp "$TMP/root.log" "$TMP/out"; fail "make install ran ldconfig"; fi
    check "ldconfig's cache lists libpuzzle8.so.1" cached
    # shellcheck disable=SC2046
    check "a program built through pkg-config's default path runs as is" sh -c \
        "$CC -std=c99 -Wall -Werror -o '$TMP/root' test/install/consumer.c \$($PKG_CONFIG --cflags --libs puzzle8) && '$TMP/root'"
    if [ "$have_python" = yes ]; then
        check "Python (outside the tree) loads libpuzzle8.so.1 by SONAME" sh -c \
            "cd '$TMP' && $PYTHON -c 'import puzzle8; assert puzzle8.library_path == \"libpuzzle8.so.1\", puzzle8.library_path; print(puzzle8.solve(\"806547231\").moves)'"
    fi
    check "make uninstall (root)" $MAKE --no-print-directory uninstall
    : > "$TMP/out"
    for f in "$R/include/puzzle8.h" "$R/include/puzzle8_ffi.h" "$R/lib/pkgconfig/puzzle8.pc" "$R/bin/puzzle8"; do
        [ -e "$f" ] && echo "left: $f" >> "$TMP/out"
    done
    ls "$R"/lib/libpuzzle8.* >> "$TMP/out" 2> /dev/null
    if [ -s "$TMP/out" ]; then fail "uninstall removed every file"; else pass "uninstall removed every file"; fi
    if cached; then fail "ldconfig's cache no longer lists libpuzzle8.so.1"; else pass "ldconfig's cache no longer lists libpuzzle8.so.1"; fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
