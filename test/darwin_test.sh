#!/bin/sh
# SPDX-License-Identifier: MIT
# darwin_test.sh - the Makefile's macOS commands, checked on any system by a dry run
# (`make -n UNAME_S=Darwin`; there is no Mac here): the shared library is
# libpuzzle8.X.Y.Z.dylib linked with -dynamiclib, install name @rpath/libpuzzle8.X.dylib,
# compatibility version X.Y and current version X.Y.Z, and the exported-symbols list, with no GNU
# ld flag (-soname, --version-script, -z defs); the two links; the list itself is test/exports.txt
# with "_" in front (made for real: it is one sed); `make install` sets the install name to
# LIBDIR/libpuzzle8.X.dylib and runs no ldconfig. The command's library (when tools/ has
# p8_cli_main) likewise: libpuzzle8cli.X.Y.Z.dylib, install name @rpath/libpuzzle8cli.X.dylib, its
# own exported-symbols list (tools/libpuzzle8cli.map's names), linked to libpuzzle8.X.Y.Z.dylib and
# finding it beside itself (@loader_path). The same dry run without UNAME_S=Darwin shows the ELF
# flags, so the checks can tell the two apart.
# The tree is $P8_ROOT or this script's parent directory; uses $MAKE. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-darwin.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ $# -lt 2 ] || printf '     %s\n' "$2"; }
# has LABEL FILE ERE: pass if a line of FILE matches ERE; lacks: if none does.
has() { if grep -Eq -- "$3" "$2"; then pass "$1"; else fail "$1" "no line matches /$3/"; fi; }
lacks() { if grep -Eq -- "$3" "$2"; then fail "$1" "$(grep -E -- "$3" "$2" | head -n 1 | cut -c1-200)"; else pass "$1"; fi; }

field() { awk -v k="P8_VERSION_$1" '$1 == "#define" && $2 == k { print $3 }' include/puzzle8.h; }
MAJ=$(field MAJOR)
MIN=$(field MINOR)
PAT=$(field PATCH)
V=$MAJ.$MIN.$PAT
B=$TMP/build
LIBDIR=/opt/p8/lib

# Leave the parent make's -j/-n/-s out; CC and the rest reach us as they are.
dry() { MAKEFLAGS= $MAKE --no-print-directory -n "$@" BUILD_DIR="$B" PREFIX=/opt/p8 > "$TMP/out" 2>&1; }
if ! dry UNAME_S=Darwin lib install; then fail "make -n UNAME_S=Darwin lib install" "$(tail -n 3 "$TMP/out")"; fi
grep -E -- "-dynamiclib .* -o $B/lib/libpuzzle8\\.[0-9]" "$TMP/out" > "$TMP/link"
if [ "$(wc -l < "$TMP/link")" -eq 1 ]; then pass "one link line of libpuzzle8 with -dynamiclib"; else
    fail "one link line of libpuzzle8 with -dynamiclib" "$(wc -l < "$TMP/link") lines"; fi
has "it makes $B/lib/libpuzzle8.$V.dylib" "$TMP/link" " -o $B/lib/libpuzzle8\\.$V\\.dylib "
has "install name @rpath/libpuzzle8.$MAJ.dylib" "$TMP/link" " -install_name @rpath/libpuzzle8\\.$MAJ\\.dylib "
has "compatibility version $MAJ.$MIN" "$TMP/link" " -compatibility_version $MAJ\\.$MIN "
has "current version $V" "$TMP/link" " -current_version $V "
has "the exported-symbols list" "$TMP/link" " -Wl,-exported_symbols_list,$B/libpuzzle8\\.exports( |$)"
has "every object of src/ (pic/) is linked" "$TMP/link" " $B/pic/base/version\\.o( |$)"
lacks "no GNU ld flag on the link line" "$TMP/link" "soname|version-script|-z,defs|-Wl,-z|--out-implib|-shared"
lacks "no GNU ld flag anywhere in the Darwin build" "$TMP/out" "-Wl,-soname|--version-script|-Wl,-z,defs"
has "link libpuzzle8.$MAJ.dylib -> libpuzzle8.$V.dylib" "$TMP/out" "^ln -sf libpuzzle8\\.$V\\.dylib $B/lib/libpuzzle8\\.$MAJ\\.dylib$"
has "link libpuzzle8.dylib -> libpuzzle8.$MAJ.dylib" "$TMP/out" "^ln -sf libpuzzle8\\.$MAJ\\.dylib $B/lib/libpuzzle8\\.dylib$"
has "install sets the install name to $LIBDIR/libpuzzle8.$MAJ.dylib" "$TMP/out" \
    "^install_name_tool -id \"$LIBDIR/libpuzzle8\\.$MAJ\\.dylib\" \"$LIBDIR/libpuzzle8\\.$V\\.dylib\"$"
lacks "install runs no ldconfig and no install-note (ELF only)" "$TMP/out" "ldconfig|install-note"
lacks "no .so file" "$TMP/out" "libpuzzle8(cli)?\\.so"

# The command's library.
if [ -f tools/puzzle8_cli.h ]; then
    grep -E -- "-dynamiclib .* -o $B/lib/libpuzzle8cli\\.$V\\.dylib " "$TMP/out" > "$TMP/cli"
    if [ "$(wc -l < "$TMP/cli")" -eq 1 ]; then pass "one link line of libpuzzle8cli.$V.dylib"; else
        fail "one link line of libpuzzle8cli.$V.dylib" "$(wc -l < "$TMP/cli") lines"; fi
    has "libpuzzle8cli: install name @rpath/libpuzzle8cli.$MAJ.dylib" "$TMP/cli" " -install_name @rpath/libpuzzle8cli\\.$MAJ\\.dylib "
    has "libpuzzle8cli: compatibility and current versions" "$TMP/cli" " -compatibility_version $MAJ\\.$MIN -current_version $V "
    has "libpuzzle8cli: its exported-symbols list" "$TMP/cli" " -Wl,-exported_symbols_list,$B/libpuzzle8cli\\.exports "
    has "libpuzzle8cli: finds libpuzzle8 beside itself (@loader_path)" "$TMP/cli" " -Wl,-rpath,@loader_path( |$)"
    has "libpuzzle8cli: linked to libpuzzle8.$V.dylib" "$TMP/cli" " $B/lib/libpuzzle8\\.$V\\.dylib( |$)"
    has "libpuzzle8cli: the command's objects, not main()" "$TMP/cli" " $B/tools/cli_main\\.o "
    lacks "libpuzzle8cli: no GNU ld flag, no main()" "$TMP/cli" "soname|version-script|-Wl,-z|-shared|tools/puzzle8\\.o"
    has "link libpuzzle8cli.$MAJ.dylib -> libpuzzle8cli.$V.dylib" "$TMP/out" "^ln -sf libpuzzle8cli\\.$V\\.dylib $B/lib/libpuzzle8cli\\.$MAJ\\.dylib$"
    has "install sets its install name to $LIBDIR/libpuzzle8cli.$MAJ.dylib" "$TMP/out" \
        "^install_name_tool -id \"$LIBDIR/libpuzzle8cli\\.$MAJ\\.dylib\" \"$LIBDIR/libpuzzle8cli\\.$V\\.dylib\"$"
    if MAKEFLAGS= $MAKE --no-print-directory UNAME_S=Darwin BUILD_DIR="$B" "$B/libpuzzle8cli.exports" > "$TMP/make" 2>&1 &&
            printf '_p8_cli_interrupt\n_p8_cli_main\n' | cmp -s - "$B/libpuzzle8cli.exports"; then
        pass "libpuzzle8cli.exports: _p8_cli_interrupt, _p8_cli_main"
    else
        fail "libpuzzle8cli.exports: _p8_cli_interrupt, _p8_cli_main" "$(cat "$TMP/make" "$B/libpuzzle8cli.exports" 2>&1)"
    fi
fi

# The exported-symbols list, made for real.
if MAKEFLAGS= $MAKE --no-print-directory UNAME_S=Darwin BUILD_DIR="$B" "$B/libpuzzle8.exports" > "$TMP/make" 2>&1 &&
        sed 's/^/_/' test/exports.txt | cmp -s - "$B/libpuzzle8.exports"; then
    pass "libpuzzle8.exports is test/exports.txt with \"_\" ($(wc -l < "$B/libpuzzle8.exports" | tr -d ' ') names)"
else
    fail "libpuzzle8.exports is test/exports.txt with \"_\"" "$(cat "$TMP/make")"
fi

# The same dry run for this system (unless it is a Mac): the ELF flags, which the Darwin one lacks.
if [ "$(uname -s)" != Darwin ]; then
    rm -rf "$B"
    if dry lib; then
        has "the ELF dry run links with -soname libpuzzle8.so.$MAJ and the version script" "$TMP/out" \
            "-Wl,-soname,libpuzzle8\\.so\\.$MAJ -Wl,--version-script=src/libpuzzle8\\.map"
        lacks "the ELF dry run has no Darwin flag" "$TMP/out" "dylib|install_name|exported_symbols_list"
    else
        fail "make -n lib" "$(tail -n 3 "$TMP/out")"
    fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
