#!/bin/sh
# SPDX-License-Identifier: MIT
# install_test.sh - `make install` into a staging DESTDIR, build test/install/consumer.c against
# the staged copy through pkg-config (shared, then static), run both, check the SONAME and the
# modes; check that puzzle8.pc is relative to ${prefix} (pkg-config --define-prefix finds the
# staged tree, and the tree still works after it is moved); then `make uninstall` and check that
# no file is left behind. test/install_prefix_test.sh covers a non-root prefix and a root install.
# The tree is $P8_ROOT or this script's parent directory; uses $MAKE, $CC, $PKG_CONFIG.
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
CC=${CC:-cc}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
PREFIX=/usr/local
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-install.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
STAGE=$TMP/stage
LIBDIR=$STAGE$PREFIX/lib

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out"; }
# check LABEL COMMAND...: run it with output to $TMP/out; pass if it succeeds.
check() {
    label=$1; shift
    if "$@" > "$TMP/out" 2>&1; then pass "$label"; return 0; fi
    fail "$label"; return 1
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

# Leave the parent make's flags alone (CC=clang WERROR=1 reach us through MAKEFLAGS), but do not
# let -j/-n/-s of a parent make change what we run.
if ! check "make install DESTDIR=<tmp> PREFIX=$PREFIX" \
        $MAKE --no-print-directory install DESTDIR="$STAGE" PREFIX="$PREFIX"; then
    finish
fi

SO=$(cd "$LIBDIR" 2>/dev/null && ls libpuzzle8.so.*.*.* 2>/dev/null | head -n 1)
for f in "$STAGE$PREFIX/include/puzzle8.h" "$STAGE$PREFIX/include/puzzle8_ffi.h" "$LIBDIR/libpuzzle8.a" "$LIBDIR/$SO" \
         "$LIBDIR/libpuzzle8.so" "$LIBDIR/pkgconfig/puzzle8.pc"; do
    if [ -n "$SO" ] && [ -e "$f" ]; then pass "installed ${f#$STAGE}"; else : > "$TMP/out"; fail "installed ${f#$STAGE}"; fi
done
[ -n "$SO" ] || finish
MAJOR=${SO#libpuzzle8.so.}; MAJOR=${MAJOR%%.*}

# SONAME, the links, the modes.
readelf -d "$LIBDIR/$SO" > "$TMP/out" 2>&1
if grep -q "Library soname: \[libpuzzle8.so.$MAJOR\]" "$TMP/out"; then
    pass "SONAME of $SO is libpuzzle8.so.$MAJOR"
else
    fail "SONAME of $SO is libpuzzle8.so.$MAJOR"
fi
: > "$TMP/out"
if [ "$(readlink "$LIBDIR/libpuzzle8.so.$MAJOR")" = "$SO" ] &&
   [ "$(readlink "$LIBDIR/libpuzzle8.so")" = "libpuzzle8.so.$MAJOR" ]; then
    pass "links libpuzzle8.so -> libpuzzle8.so.$MAJOR -> $SO"
else
    ls -l "$LIBDIR" > "$TMP/out"; fail "links libpuzzle8.so -> libpuzzle8.so.$MAJOR -> $SO"
fi
for f in "$LIBDIR/$SO" "$LIBDIR/libpuzzle8.a" "$STAGE$PREFIX/include/puzzle8.h" "$STAGE$PREFIX/include/puzzle8_ffi.h" "$LIBDIR/pkgconfig/puzzle8.pc" "$STAGE$PREFIX/share/doc/libpuzzle8/LICENSE" \
         "$STAGE$PREFIX/share/doc/libpuzzle8/reference.md" "$STAGE$PREFIX/share/doc/libpuzzle8/search.md"; do
    mode=$(stat -c %a "$f")
    : > "$TMP/out"
    if [ "$mode" = 644 ]; then pass "mode 644: ${f#$STAGE}"; else fail "mode 644: ${f#$STAGE} (is $mode)"; fi
done
# The command as a library (tools/puzzle8_cli.h), for python3 -m puzzle8: beside libpuzzle8,
# needing it, finding it beside itself, exporting its two functions only.
CLI=$LIBDIR/libpuzzle8cli.so.$MAJOR
if [ -f lib/libpuzzle8cli.so.$MAJOR ]; then
    readelf -d "$CLI" > "$TMP/out" 2>&1
    if [ "$(readlink "$CLI")" = "libpuzzle8cli.${SO#libpuzzle8.}" ] &&
       grep -q "Library soname: \[libpuzzle8cli.so.$MAJOR\]" "$TMP/out" &&
       grep -q "Shared library: \[libpuzzle8.so.$MAJOR\]" "$TMP/out" && grep -q 'runpath: \[\$ORIGIN\]' "$TMP/out" &&
       [ "$(nm -D --defined-only "$CLI" | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' | sort | tr '\n' ' ')" = \
         "p8_cli_interrupt p8_cli_main " ]; then
        : > "$TMP/out"; pass "installed libpuzzle8cli.so.$MAJOR: needs libpuzzle8.so.$MAJOR beside it, exports p8_cli_main and p8_cli_interrupt"
    else
        ls -l "$LIBDIR" >> "$TMP/out"; fail "installed libpuzzle8cli.so.$MAJOR (a link to the real file, its SONAME, NEEDED, RUNPATH, exports)"
    fi
fi
if [ -f bin/puzzle8 ]; then
    mode=$(stat -c %a "$STAGE$PREFIX/bin/puzzle8" 2>/dev/null)
    : > "$TMP/out"
    if [ "$mode" = 755 ]; then pass "installed /usr/local/bin/puzzle8 mode 755"; else fail "installed /usr/local/bin/puzzle8 mode 755 (is ${mode:-missing})"; fi
fi

# A man page name per function: links to the page that documents it.
MAN3=$STAGE$PREFIX/share/man/man3
nlinks=$(find "$MAN3" -type l 2>/dev/null | wc -l | tr -d ' ')
: > "$TMP/out"
if [ "$(readlink "$MAN3/p8_board_new.3" 2>/dev/null)" = p8_board.3 ] && [ "$nlinks" -gt 0 ] &&
   [ -z "$(find -L "$MAN3" -type l 2>/dev/null)" ]; then
    pass "man page links installed ($nlinks, none dangling): p8_board_new.3 -> p8_board.3"
else
    ls -l "$MAN3" > "$TMP/out" 2>&1; fail "man page links installed: p8_board_new.3 -> p8_board.3"
fi
if command -v man > /dev/null 2>&1; then
    check "man p8_board_new finds the staged page (MANPATH=<stage>/share/man)" sh -c \
        "MANPATH='$STAGE$PREFIX/share/man' man -w p8_board_new | grep -q 'man3/p8_board.3'"
fi

# puzzle8.pc names its directories relative to ${prefix}, so --define-prefix (the prefix taken
# from where the .pc file is) finds the staged tree, and a moved copy of it.
check "puzzle8.pc: libdir=\${prefix}/lib, includedir=\${prefix}/include" sh -c \
    "grep -qx 'libdir=\${prefix}/lib' '$LIBDIR/pkgconfig/puzzle8.pc' && grep -qx 'includedir=\${prefix}/include' '$LIBDIR/pkgconfig/puzzle8.pc'"
DP=$(PKG_CONFIG_PATH=$LIBDIR/pkgconfig PKG_CONFIG_LIBDIR=$LIBDIR/pkgconfig $PKG_CONFIG --define-prefix --cflags --libs puzzle8 2>&1)
echo "pkg-config --define-prefix --cflags --libs puzzle8: $DP"
check "pkg-config --define-prefix after a DESTDIR install names the staged tree" \
    test "$(echo $DP)" = "-I$STAGE$PREFIX/include -L$LIBDIR -lpuzzle8"
MOVED=$TMP/moved
cp -a "$STAGE$PREFIX" "$MOVED"
DPM=$(PKG_CONFIG_PATH=$MOVED/lib/pkgconfig PKG_CONFIG_LIBDIR=$MOVED/lib/pkgconfig $PKG_CONFIG --define-prefix --cflags --libs puzzle8 2>&1)
if check "a moved copy of the tree: --define-prefix names it ($DPM)" test "$(echo $DPM)" = "-I$MOVED/include -L$MOVED/lib -lpuzzle8"; then
    check "consumer builds and runs against the moved tree through pkg-config --define-prefix" sh -c \
        "$CC -std=c99 -Wall -Werror -o '$TMP/consumer-moved' test/install/consumer.c $DPM && LD_LIBRARY_PATH='$MOVED/lib' '$TMP/consumer-moved'"
fi
rm -rf "$MOVED"

# pkg-config sees the staged copy with the right prefix and version.
PKG_CONFIG_PATH=$LIBDIR/pkgconfig
PKG_CONFIG_LIBDIR=$LIBDIR/pkgconfig
PKG_CONFIG_SYSROOT_DIR=$STAGE
export PKG_CONFIG_PATH PKG_CONFIG_LIBDIR PKG_CONFIG_SYSROOT_DIR
HDR_VERSION=$(awk '$2 == "P8_VERSION_STRING" { gsub(/"/, "", $3); print $3 }' include/puzzle8.h)
check "pkg-config --modversion puzzle8 is $HDR_VERSION" sh -c \
    "test \"\$($PKG_CONFIG --modversion puzzle8)\" = '$HDR_VERSION'"
check "puzzle8.pc says prefix=$PREFIX" grep -qx "prefix=$PREFIX" "$LIBDIR/pkgconfig/puzzle8.pc"
CFLAGS_PC=$($PKG_CONFIG --cflags puzzle8)
LIBS_PC=$($PKG_CONFIG --libs puzzle8)
LIBS_STATIC_PC=$($PKG_CONFIG --static --libs puzzle8 | sed 's/-lpuzzle8/-Wl,-Bstatic -lpuzzle8 -Wl,-Bdynamic/')
echo "pkg-config: cflags '$CFLAGS_PC' libs '$LIBS_PC'"

# The consumer solves too when the library has p8_solve.
DEFS=
if nm -D --defined-only "$LIBDIR/$SO" | grep -q ' p8_solve@'; then DEFS=-DHAVE_P8_SOLVE; fi

# Shared.
if check "consumer builds against the shared library via pkg-config" \
        $CC -std=c99 -Wall -Wextra -Werror $DEFS $CFLAGS_PC -o "$TMP/consumer" \
        test/install/consumer.c $LIBS_PC; then
    check "consumer (shared) needs libpuzzle8.so.$MAJOR" sh -c \
        "readelf -d '$TMP/consumer' | grep -q 'Shared library: \[libpuzzle8.so.$MAJOR\]'"
    if check "consumer (shared) runs" env LD_LIBRARY_PATH="$LIBDIR" "$TMP/consumer"; then
        cat "$TMP/out"
    fi
fi
# Static.
if check "consumer builds against the static library via pkg-config --static" \
        $CC -std=c99 -Wall -Wextra -Werror $DEFS $CFLAGS_PC -o "$TMP/consumer-static" \
        test/install/consumer.c $LIBS_STATIC_PC; then
    check "consumer (static) does not need libpuzzle8.so" sh -c \
        "! readelf -d '$TMP/consumer-static' | grep -q 'libpuzzle8'"
    check "consumer (static) runs" "$TMP/consumer-static"
fi

# Uninstall leaves no file.
check "make uninstall DESTDIR=<tmp> PREFIX=$PREFIX" \
    $MAKE --no-print-directory uninstall DESTDIR="$STAGE" PREFIX="$PREFIX"
find "$STAGE" ! -type d > "$TMP/out"
if [ -s "$TMP/out" ]; then fail "no file left under DESTDIR after uninstall"; else pass "no file left under DESTDIR after uninstall"; fi

finish
