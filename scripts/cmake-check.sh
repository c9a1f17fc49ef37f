#!/bin/sh
# SPDX-License-Identifier: MIT
# cmake-check.sh - check CMakeLists.txt (`make cmake-check` runs it; .ci/run too):
#   1. configure (-DPUZZLE8_WERROR=ON), build, and ctest (every C test program);
#   2. the shared library: SONAME libpuzzle8.so.X and exactly the exports of test/exports.txt;
#      the command's library (when tools/ has p8_cli_main) libpuzzle8cli.so.X: exactly
#      p8_cli_main and p8_cli_interrupt, linked to libpuzzle8.so.X, found through $ORIGIN;
#   3. cmake --install --prefix BUILD_DIR/prefix (the build configured for the default prefix:
#      the install prefix is chosen at install time, as a packager's is): header, FFI header,
#      libraries, puzzle8.pc, the config package, the command and its library, and exactly the
#      man pages `make install` puts down (puzzle8(1), the section-3 pages, a link per function
#      name); the installed puzzle8.pc names that prefix, and a copy of the tree moved elsewhere
#      names the copy (it is relative to its own directory); a program built through each
#      puzzle8.pc runs; the installed command and `python3 -m puzzle8` on the installed library
#      (PUZZLE8_LIBRARY; p8_cli_main from the libpuzzle8cli beside it) print what the Makefile's
#      bin/puzzle8 prints (when it is built);
#   4. consumers (test/cmake/): find_package(puzzle8 X.Y CONFIG REQUIRED) against the install,
#      linking puzzle8::puzzle8 (shared) and puzzle8::puzzle8_static, and a request for the
#      next major version refused; add_subdirectory and FetchContent on the source tree;
#   5. the macOS commands CMake generates (a toolchain file that says Darwin; configure only):
#      -dynamiclib, the exported-symbols list, the versions, no GNU ld flag, the install name; the
#      same for libpuzzle8cli, which installed names libpuzzle8 by its install name;
#   6. with mingw-w64 (x86_64-w64-mingw32-gcc): a cross build of libpuzzle8.dll, its import
#      library and the static library, the DLL's exports, libpuzzle8cli.dll (its two exports,
#      linked to libpuzzle8.dll) and puzzle8.exe, and the find_package consumer built against
#      that install (the static one links only if the target brings -DP8_STATIC).
# Usage: scripts/cmake-check.sh BUILD_DIR   (removed and made again). Environment: CMAKE (default
# cmake; ctest beside it), CC, CMAKE_BUILD_PARALLEL_LEVEL (default 2), P8_TEST_QUICK for ctest,
# P8_CMAKE_MINGW=0 to leave out 6. Exit 77 (skip) without cmake.
# Last line: "N passed, N failed" (each ctest test counts as one).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
CMAKE=${CMAKE:-cmake}
if ! command -v "$CMAKE" > /dev/null 2>&1; then
    echo "cmake-check.sh: no $CMAKE (Debian: apt-get install cmake): skipped"
    exit 77
fi
CTEST=$(dirname "$(command -v "$CMAKE")")/ctest
[ -x "$CTEST" ] || CTEST=ctest
CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-2}
export CMAKE_BUILD_PARALLEL_LEVEL
MINGW=x86_64-w64-mingw32
B=${1:?usage: cmake-check.sh BUILD_DIR}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
rm -rf "$B"
mkdir -p "$B" || exit 1
LOG=$B/log

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$LOG" ] && tail -n 25 "$LOG" | sed 's/^/     /'; }
# check LABEL COMMAND...: run it with its output in $LOG; pass if it succeeds.
check() {
    label=$1; shift
    if "$@" > "$LOG" 2>&1; then pass "$label"; return 0; fi
    fail "$label"; return 1
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }
field() { awk -v k="P8_VERSION_$1" '$1 == "#define" && $2 == k { print $3 }' include/puzzle8.h; }
MAJ=$(field MAJOR)
MIN=$(field MINOR)
V=$MAJ.$MIN.$(field PATCH)
BLD=$B/build
PREFIX=$B/prefix

# ---- 1. build and ctest ------------------------------------------------------------------------
check "configure (PUZZLE8_WERROR=ON, the default install prefix)" "$CMAKE" -S . -B "$BLD" \
    -DCMAKE_BUILD_TYPE=Release -DPUZZLE8_WERROR=ON || finish
check "build" "$CMAKE" --build "$BLD" || finish
(cd "$BLD" && "$CTEST" -j"$CMAKE_BUILD_PARALLEL_LEVEL" --output-on-failure) > "$LOG" 2>&1
summary=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$LOG")
ntests=$(ls test/test_*.c | wc -l | tr -d ' ')
if [ -n "$summary" ]; then
    nf=$(echo "$summary" | sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/')
    nt=$(echo "$summary" | sed -E 's/.* out of ([0-9]+).*/\1/')
    passed=$((passed + nt - nf))
    failed=$((failed + nf))
    echo "ctest: $summary"
    [ "$nf" -eq 0 ] || grep -E 'Failed|\*\*\*' "$LOG" | sed 's/^/     /'
    if [ "$nt" -eq "$ntests" ]; then pass "ctest ran the $ntests test/test_*.c programs"; else
        fail "ctest ran the $ntests test/test_*.c programs (it ran $nt)"; fi
else
    fail "ctest printed its summary"
fi

# ---- 2. the shared library ---------------------------------------------------------------------
SO=$BLD/libpuzzle8.so.$V
if [ -f "$SO" ]; then
    check "SONAME libpuzzle8.so.$MAJ" sh -c "readelf -d '$SO' | grep -q 'Library soname: \[libpuzzle8.so.$MAJ\]'"
    nm -D --defined-only "$SO" | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' | sort > "$B/exports"
    sort test/exports.txt > "$B/want"
    check "the shared library exports exactly test/exports.txt" cmp "$B/want" "$B/exports"
    check "the exports carry the version node PUZZLE8_1 of src/libpuzzle8.map" \
        sh -c "nm -D --defined-only '$SO' | grep -q ' p8_version@@PUZZLE8_1$'"
    CLISO=$BLD/libpuzzle8cli.so.$V
    if [ -f tools/puzzle8_cli.h ]; then
        check "libpuzzle8cli: SONAME libpuzzle8cli.so.$MAJ, needs libpuzzle8.so.$MAJ, RUNPATH \$ORIGIN" sh -c \
            "readelf -d '$CLISO' > '$B/cli-dyn' && grep -q 'Library soname: \[libpuzzle8cli.so.$MAJ\]' '$B/cli-dyn' &&
             grep -q 'Shared library: \[libpuzzle8.so.$MAJ\]' '$B/cli-dyn' && grep -Eq 'R(UN)?PATH.*\[\\\$ORIGIN' '$B/cli-dyn'"
        nm -D --defined-only "$CLISO" 2> /dev/null | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' | sort | tr '\n' ' ' > "$B/cli-exports"
        check "libpuzzle8cli exports exactly p8_cli_interrupt and p8_cli_main" \
            sh -c "[ \"\$(cat '$B/cli-exports')\" = 'p8_cli_interrupt p8_cli_main ' ] || { cat '$B/cli-exports'; false; }"
    fi
else
    echo "note: no $SO (not an ELF system): SONAME and export checks left out"
fi

# ---- 3. install -------------------------------------------------------------------------------
# The build was configured for the default prefix; the install prefix is chosen now.
check "cmake --install --prefix $PREFIX" "$CMAKE" --install "$BLD" --prefix "$PREFIX" || finish
PC=$(find "$PREFIX" -name puzzle8.pc | head -n 1)
LIBDIR=$(dirname "$(dirname "$PC")")
missing=
for f in "$PREFIX/include/puzzle8.h" "$PREFIX/include/puzzle8_ffi.h" "$LIBDIR/libpuzzle8.a" \
         "$LIBDIR/libpuzzle8.so.$V" "$LIBDIR/libpuzzle8.so.$MAJ" "$LIBDIR/libpuzzle8.so" "$PC" \
         "$LIBDIR/cmake/puzzle8/puzzle8Config.cmake" "$LIBDIR/cmake/puzzle8/puzzle8ConfigVersion.cmake" \
         "$LIBDIR/cmake/puzzle8/puzzle8Targets.cmake" "$PREFIX/bin/puzzle8" \
         "$PREFIX/share/man/man1/puzzle8.1" "$PREFIX/share/man/man3/p8_search.3" \
         "$PREFIX/share/doc/libpuzzle8/LICENSE"; do
    [ -e "$f" ] || missing="$missing ${f#"$PREFIX"/}"
done
: > "$LOG"
if [ -z "$missing" ]; then pass "installed: headers, libraries, puzzle8.pc, config package, command, man pages"
else echo "missing:$missing" > "$LOG"; fail "installed files"; fi

# The man pages: what the Makefile's install puts down (docs/man/*.1 in man1, docs/man/*.3 in
# man3, and there a symbolic link to its page for every name scripts/man-links.sh lists), each
# file as "DIR/NAME" and each link as "DIR/NAME -> PAGE".
{
    for f in docs/man/*.1; do echo "man1/${f##*/}"; done
    for f in docs/man/*.3; do echo "man3/${f##*/}"; done
    sh scripts/man-links.sh --list docs/man/*.3 | sed 's|^\([^ ]*\) \(.*\)|man3/\1 -> \2|'
} | LC_ALL=C sort > "$B/man-make"
(cd "$PREFIX/share/man" && find . -type f -printf '%P\n' -o -type l -printf '%P -> %l\n') |
    LC_ALL=C sort > "$B/man-cmake"
if [ -s "$B/man-make" ] && cmp -s "$B/man-make" "$B/man-cmake"; then
    pass "installed: the $(wc -l < "$B/man-make" | tr -d ' ') man pages and links make install puts down, and nothing else"
else
    diff "$B/man-make" "$B/man-cmake" > "$LOG"
    fail "installed: the man pages and links make install puts down (< make, > cmake --install)"
fi

# puzzle8.pc: the prefix it names (its prefix variable, its -I and -L), each resolved, is the tree
# it is in: the install prefix, and a copy of the tree moved elsewhere (relative to ${pcfiledir}).
# pc_names TREE: "prefix include lib" as the puzzle8.pc under TREE names them, resolved.
pc_names() {
    pcd=$1/${LIBDIR#"$PREFIX"/}/pkgconfig
    pcq() { PKG_CONFIG_PATH=$pcd PKG_CONFIG_LIBDIR=$pcd pkg-config "$@" puzzle8; }
    real() { (cd "$1" 2> /dev/null && pwd -P) || echo "(no directory $1)"; }
    printf '%s %s %s\n' "$(real "$(pcq --variable=prefix)")" \
        "$(real "$(pcq --cflags-only-I | sed 's/^ *-I//; s/ *$//')")" \
        "$(real "$(pcq --libs-only-L | sed 's/^ *-L//; s/ *$//')")"
}
# pc_consumer TREE LABEL: build test/install/consumer.c through TREE's puzzle8.pc and run it.
pc_consumer() {
    pcd=$1/${LIBDIR#"$PREFIX"/}/pkgconfig
    check "$2" env PKG_CONFIG_PATH="$pcd" PKG_CONFIG_LIBDIR="$pcd" sh -c \
        "${CC:-cc} -std=c99 -Wall -Werror -DHAVE_P8_SOLVE -o '$B/pc-consumer' test/install/consumer.c \
         \$(pkg-config --cflags --libs puzzle8) && LD_LIBRARY_PATH='$1/${LIBDIR#"$PREFIX"/}' '$B/pc-consumer'"
}
check "the installed puzzle8.pc says version $V" env PKG_CONFIG_PATH="$LIBDIR/pkgconfig" \
    PKG_CONFIG_LIBDIR="$LIBDIR/pkgconfig" sh -c "[ \"\$(pkg-config --modversion puzzle8)\" = '$V' ]"
RP=$(cd "$PREFIX" && pwd -P)
want="$RP $RP/include $RP/${LIBDIR#"$PREFIX"/}"
got=$(pc_names "$PREFIX")
echo "prefix, -I, -L: $got" > "$LOG"
if [ "$got" = "$want" ]; then pass "the installed puzzle8.pc names the install prefix $PREFIX (prefix, -I, -L)"
else echo "want:           $want" >> "$LOG"; fail "the installed puzzle8.pc names the install prefix (prefix, -I, -L)"; fi
pc_consumer "$PREFIX" "a program built through the installed puzzle8.pc runs"
MOVED=$B/moved/elsewhere
mkdir -p "$B/moved" && cp -R -P "$PREFIX" "$MOVED"
RM=$(cd "$MOVED" && pwd -P)
want="$RM $RM/include $RM/${LIBDIR#"$PREFIX"/}"
got=$(pc_names "$MOVED")
echo "prefix, -I, -L: $got" > "$LOG"
if [ "$got" = "$want" ]; then pass "a moved copy of the install: its puzzle8.pc names the copy"
else echo "want:           $want" >> "$LOG"; fail "a moved copy of the install: its puzzle8.pc names the copy"; fi
pc_consumer "$MOVED" "a program built through the moved copy's puzzle8.pc runs"
check "the installed command runs" sh -c "LD_LIBRARY_PATH='$LIBDIR' '$PREFIX/bin/puzzle8' --version | grep -qx 'puzzle8 $V'"
if [ -f tools/puzzle8_cli.h ] && [ -f "$SO" ]; then
    : > "$LOG"
    if [ -f "$LIBDIR/libpuzzle8cli.so.$V" ] && [ -L "$LIBDIR/libpuzzle8cli.so.$MAJ" ] && [ ! -e "$LIBDIR/libpuzzle8cli.so" ]; then
        pass "installed: libpuzzle8cli.so.$V and its SONAME link beside libpuzzle8 (no development link)"
    else ls -l "$LIBDIR" > "$LOG"; fail "installed: libpuzzle8cli.so.$V and libpuzzle8cli.so.$MAJ, no libpuzzle8cli.so"; fi
    # The same command line through each door: the installed program, and python3 -m puzzle8 on
    # the installed libraries (the tree's package, PUZZLE8_LIBRARY naming the installed library).
    set -- distance --list 3 "7 2 4 5 0 6 8 3 1"
    "$PREFIX/bin/puzzle8" "$@" > "$B/door-bin" 2>&1
    PYTHONPATH=$ROOT/bindings/python PUZZLE8_LIBRARY=$LIBDIR/libpuzzle8.so.$MAJ ${PYTHON:-python3} -c \
        'import sys, puzzle8.__main__ as m; print(m.library_path(), file=sys.stderr); sys.exit(m.main())' \
        "$@" > "$B/door-py" 2> "$B/door-py-lib"
    if grep -qx "$LIBDIR/libpuzzle8cli.so.$MAJ" "$B/door-py-lib" && [ -s "$B/door-bin" ] &&
            cmp -s "$B/door-bin" "$B/door-py"; then
        pass "python3 -m puzzle8 on the installed libpuzzle8 calls the libpuzzle8cli beside it, and prints what the installed command prints"
    else
        { cat "$B/door-py-lib"; diff "$B/door-bin" "$B/door-py"; } > "$LOG" 2>&1
        fail "python3 -m puzzle8 on the installed libraries prints what the installed command prints"
    fi
    if [ -x bin/puzzle8 ]; then
        bin/puzzle8 "$@" > "$B/door-make" 2>&1
        if cmp -s "$B/door-make" "$B/door-bin"; then pass "CMake's puzzle8 prints what the Makefile's bin/puzzle8 prints"
        else diff "$B/door-make" "$B/door-bin" > "$LOG"; fail "CMake's puzzle8 prints what the Makefile's bin/puzzle8 prints"; fi
    fi
fi

# ---- 4. consumers -----------------------------------------------------------------------------
# consumer LABEL DIR PROGRAM...: configure and build test/cmake/DIR (extra cmake arguments in
# $ARGS), then run each PROGRAM.
consumer() {
    c_label=$1 c_dir=$2
    shift 2
    # shellcheck disable=SC2086
    check "$c_label: configure" "$CMAKE" -S "test/cmake/$c_dir" -B "$B/$c_dir" $ARGS || return 1
    check "$c_label: build" "$CMAKE" --build "$B/$c_dir" || return 1
    for p in "$@"; do
        check "$c_label: $p runs and solves" sh -c "'$B/$c_dir/$p' | grep -q '^solved in '"
    done
}
needs_so() { readelf -d "$1" 2> /dev/null | grep -q "Shared library: \[libpuzzle8.so.$MAJ\]"; }
ARGS="-DCMAKE_PREFIX_PATH=$PREFIX -DP8_WANT_VERSION=$MAJ.$MIN"
if consumer "find_package($MAJ.$MIN CONFIG)" find_package consumer_shared consumer_static && [ -f "$SO" ]; then
    if needs_so "$B/find_package/consumer_shared" && ! needs_so "$B/find_package/consumer_static"; then
        pass "find_package: puzzle8::puzzle8 is the shared library, puzzle8::puzzle8_static the static one"
    else : > "$LOG"; fail "find_package: puzzle8::puzzle8 shared, puzzle8::puzzle8_static static"; fi
fi
if "$CMAKE" -S test/cmake/find_package -B "$B/find_package_next" -DCMAKE_PREFIX_PATH="$PREFIX" \
        -DP8_WANT_VERSION=$((MAJ + 1)).0 > "$LOG" 2>&1; then
    fail "find_package(puzzle8 $((MAJ + 1)).0) is refused by puzzle8ConfigVersion.cmake"
elif grep -q "compatible with requested version" "$LOG"; then
    pass "find_package(puzzle8 $((MAJ + 1)).0) is refused: $V is not compatible"
else
    fail "find_package(puzzle8 $((MAJ + 1)).0) is refused for the version"
fi
ARGS="-DPUZZLE8_SOURCE_DIR=$ROOT"
consumer "add_subdirectory" subdirectory consumer_shared consumer_static
if consumer "FetchContent (static only)" fetchcontent consumer && [ -f "$SO" ]; then
    if needs_so "$B/fetchcontent/consumer"; then : > "$LOG"; fail "FetchContent: PUZZLE8_SHARED=OFF makes puzzle8::puzzle8 the static library"
    else pass "FetchContent: PUZZLE8_SHARED=OFF makes puzzle8::puzzle8 the static library"; fi
fi

# ---- 5. the macOS commands ------------------------------------------------------------------------
cat > "$B/darwin.cmake" << 'EOF'
set(CMAKE_SYSTEM_NAME Darwin)
set(CMAKE_SYSTEM_VERSION 21.6.0)
set(CMAKE_C_COMPILER_WORKS 1)
set(CMAKE_OSX_SYSROOT "/")
EOF
if check "macOS: configure (a Darwin toolchain file, nothing built)" "$CMAKE" -S . -B "$B/darwin" \
        -DCMAKE_TOOLCHAIN_FILE="$B/darwin.cmake" -DCMAKE_INSTALL_PREFIX=/opt/p8 \
        -DPUZZLE8_TESTS=OFF -DCMAKE_HAVE_LIBC_PTHREAD=1; then
    link=$B/darwin/CMakeFiles/puzzle8.dir/link.txt
    inst=$B/darwin/cmake_install.cmake
    : > "$LOG"
    for want in "-dynamiclib" "-o libpuzzle8\\.$V\\.dylib" "-compatibility_version $MAJ\\.$MIN(\\.0)? " \
                "-current_version $V " "-Wl,-exported_symbols_list,[^ ]*/libpuzzle8\\.exports "; do
        what=$(printf '%s' "$want" | tr -d '\\')
        if grep -Eq -- "$want" "$link"; then pass "macOS link line: $what"; else
            cut -c1-300 "$link" > "$LOG"; fail "macOS link line: $what"; fi
    done
    if grep -Eq -- "soname|version-script|-z,defs" "$link"; then cut -c1-300 "$link" > "$LOG"
        fail "macOS link line: no GNU ld flag"; else pass "macOS link line: no GNU ld flag"; fi
    if sed 's/^/_/' test/exports.txt | cmp -s - "$B/darwin/libpuzzle8.exports"; then
        pass "macOS: libpuzzle8.exports is test/exports.txt with \"_\""
    else fail "macOS: libpuzzle8.exports is test/exports.txt with \"_\""; fi
    # The install name's directory: the prefix of `cmake --install` (CMake 3.17 and later),
    # the configured one before.
    cv=$("$CMAKE" --version | sed -n 's/^cmake version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
    if [ "${cv% *}" -gt 3 ] || [ "${cv#* }" -ge 17 ]; then NAMEDIR='${CMAKE_INSTALL_PREFIX}/lib'; else NAMEDIR=/opt/p8/lib; fi
    if grep -qF -- "-id \"$NAMEDIR/libpuzzle8.$MAJ.dylib\"" "$inst"; then
        pass "macOS install: install name $NAMEDIR/libpuzzle8.$MAJ.dylib"
    else fail "macOS install: install name $NAMEDIR/libpuzzle8.$MAJ.dylib"; fi
    if [ -f tools/puzzle8_cli.h ]; then
        link=$B/darwin/CMakeFiles/puzzle8cli.dir/link.txt
        : > "$LOG"
        for want in "-dynamiclib" "-o libpuzzle8cli\\.$V\\.dylib " "-compatibility_version $MAJ\\.$MIN(\\.0)? " \
                    "-current_version $V " "-Wl,-exported_symbols_list,[^ ]*/libpuzzle8cli\\.exports " \
                    "tools/cli_main\\.c\\.o " " libpuzzle8\\.$V\\.dylib( |$)"; do
            what=$(printf '%s' "$want" | tr -d '\\')
            if grep -Eq -- "$want" "$link"; then pass "macOS libpuzzle8cli link line: $what"; else
                cut -c1-300 "$link" > "$LOG"; fail "macOS libpuzzle8cli link line: $what"; fi
        done
        if grep -Eq -- "soname|version-script|-z,defs|tools/puzzle8\\.c" "$link"; then cut -c1-300 "$link" > "$LOG"
            fail "macOS libpuzzle8cli link line: no GNU ld flag, no main()"; else pass "macOS libpuzzle8cli link line: no GNU ld flag, no main()"; fi
        if printf '_p8_cli_interrupt\n_p8_cli_main\n' | cmp -s - "$B/darwin/libpuzzle8cli.exports"; then
            pass "macOS: libpuzzle8cli.exports is _p8_cli_interrupt, _p8_cli_main"
        else fail "macOS: libpuzzle8cli.exports is _p8_cli_interrupt, _p8_cli_main"; fi
        if grep -qF -- "-id \"$NAMEDIR/libpuzzle8cli.$MAJ.dylib\"" "$inst" &&
                grep -F -- "-change \"" "$inst" | grep -qF "/libpuzzle8.$MAJ.dylib\" \"$NAMEDIR/libpuzzle8.$MAJ.dylib\""; then
            pass "macOS install: libpuzzle8cli's install name, and libpuzzle8 named by its installed path"
        else fail "macOS install: libpuzzle8cli's install name, and libpuzzle8 named by its installed path"; fi
    fi
fi

# ---- 6. Windows (mingw-w64) ------------------------------------------------------------------
if [ "${P8_CMAKE_MINGW:-1}" = 0 ] || ! command -v $MINGW-gcc > /dev/null 2>&1; then
    echo "note: no $MINGW-gcc (or P8_CMAKE_MINGW=0): the Windows cross build is left out"
    finish
fi
cat > "$B/mingw.cmake" << EOF
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_C_COMPILER $MINGW-gcc)
set(CMAKE_RC_COMPILER $MINGW-windres)
set(CMAKE_FIND_ROOT_PATH /usr/$MINGW)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
EOF
WP=$B/mingw-prefix
check "Windows: configure" "$CMAKE" -S . -B "$B/mingw" -DCMAKE_TOOLCHAIN_FILE="$B/mingw.cmake" \
    -DCMAKE_BUILD_TYPE=Release -DPUZZLE8_WERROR=ON -DPUZZLE8_TESTS=OFF -DCMAKE_INSTALL_PREFIX="$WP" &&
check "Windows: build" "$CMAKE" --build "$B/mingw" &&
check "Windows: install" "$CMAKE" --install "$B/mingw" || finish
missing=
for f in bin/libpuzzle8.dll bin/puzzle8.exe lib/libpuzzle8.dll.a lib/libpuzzle8.a include/puzzle8.h \
         lib/cmake/puzzle8/puzzle8Config.cmake lib/pkgconfig/puzzle8.pc; do
    [ -e "$WP/$f" ] || missing="$missing $f"
done
: > "$LOG"
if [ -z "$missing" ]; then pass "Windows install: libpuzzle8.dll, its import library, the static library, puzzle8.exe"
else echo "missing:$missing" > "$LOG"; fail "Windows install"; fi
$MINGW-objdump -p "$WP/bin/libpuzzle8.dll" | awk '/\[Ordinal\/Name Pointer\] Table/ { t = 1; next }
    t && NF == 0 { t = 0 } t { print $NF }' | sort > "$B/dll-exports"
sort test/exports.txt > "$B/want"
check "Windows: libpuzzle8.dll exports exactly test/exports.txt" cmp "$B/want" "$B/dll-exports"
if [ -f tools/puzzle8_cli.h ]; then
    $MINGW-objdump -p "$WP/bin/libpuzzle8cli.dll" 2> /dev/null | awk '/\[Ordinal\/Name Pointer\] Table/ { t = 1; next }
        t && NF == 0 { t = 0 } t { print $NF }' | sort | tr '\n' ' ' > "$B/cli-dll-exports"
    $MINGW-objdump -p "$WP/bin/libpuzzle8cli.dll" 2> /dev/null | awk '/DLL Name:/ { print tolower($3) }' > "$B/cli-dll-imports"
    check "Windows: libpuzzle8cli.dll installed in bin/, exporting p8_cli_interrupt and p8_cli_main only, importing libpuzzle8.dll" \
        sh -c "[ \"\$(cat '$B/cli-dll-exports')\" = 'p8_cli_interrupt p8_cli_main ' ] && grep -qx libpuzzle8.dll '$B/cli-dll-imports' ||
               { cat '$B/cli-dll-exports' '$B/cli-dll-imports'; false; }"
fi
if check "Windows: the find_package consumer (shared and static) builds" sh -c \
        "'$CMAKE' -S test/cmake/find_package -B '$B/mingw-consumer' -DCMAKE_TOOLCHAIN_FILE='$B/mingw.cmake' \
         -Dpuzzle8_DIR='$WP/lib/cmake/puzzle8' && '$CMAKE' --build '$B/mingw-consumer'"; then
    imports() { $MINGW-objdump -p "$1" | awk '/DLL Name:/ { print tolower($3) }'; }
    if imports "$B/mingw-consumer/consumer_shared.exe" | grep -qx libpuzzle8.dll &&
            ! imports "$B/mingw-consumer/consumer_static.exe" | grep -qx libpuzzle8.dll; then
        pass "Windows: consumer_shared.exe imports libpuzzle8.dll, consumer_static.exe does not"
    else : > "$LOG"; fail "Windows: consumer_shared.exe imports libpuzzle8.dll, consumer_static.exe does not"; fi
fi
finish
