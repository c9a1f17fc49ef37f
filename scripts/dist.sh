#!/bin/sh
# SPDX-License-Identifier: MIT
# dist.sh - the release tarball and its checks (make dist, make distcheck).
#
#   sh scripts/dist.sh list            the files of the tarball, one a line, sorted
#   sh scripts/dist.sh dist [OUTDIR]   OUTDIR/libpuzzle8-VERSION.tar.gz and OUTDIR/SHA256SUMS
#                                      (OUTDIR default: the tree's top directory)
#   sh scripts/dist.sh distcheck       dist, then in a new temporary directory: unpack it (alone
#                                      in its directory), `make check` there, `make install` with
#                                      DESTDIR and `make uninstall` (no file may be left),
#                                      `make clean` (the tree must be as unpacked) and `make dist`
#                                      from the unpacked tree (no .git: the same files); the
#                                      temporary directory is removed. Last line: "N passed, N failed".
#
# The files: in a git checkout, the files git tracks (`git ls-files`: the working tree's copies,
# so uncommitted changes are packed too, as automake's dist does); in a tree without git (an
# unpacked tarball), every file but build outputs (build/ lib/ bin/ dist/, node_modules/,
# __pycache__/, *.o *.d *.gcda *.gcno *.pyc, bindings/js/puzzle8.wasm, earlier tarballs and
# SHA256SUMS). The tarball is reproducible: names sorted, owner 0, mode from the file, every
# mtime the last commit's (or SOURCE_DATE_EPOCH, or the newest file's without git), gzip -n.
# MAKE, and the environment of make check (P8_JOBS, P8_REQUIRE_*...), are passed on.
set -u
cd "$(dirname "$0")/.." || exit 1
ROOT=$(pwd)
MAKE=${MAKE:-make}
version=$(sh scripts/version.sh) || exit 1
name=libpuzzle8-$version

in_git() {
    command -v git > /dev/null 2>&1 && [ -e .git ] &&
        [ "$(git rev-parse --show-toplevel 2> /dev/null)" = "$ROOT" ]
}

list() {
    if in_git; then
        # Tracked files that exist (a file deleted but not yet committed is not packed).
        git ls-files | while IFS= read -r f; do [ -f "$f" ] && printf '%s\n' "$f"; done
    else
        find . \( -path ./build -o -path ./lib -o -path ./bin -o -path ./dist \
            -o -name node_modules -o -name __pycache__ -o -name .git \) -prune \
            -o -type f ! -name '*.o' ! -name '*.d' ! -name '*.gcda' ! -name '*.gcno' \
            ! -name '*.pyc' ! -name 'libpuzzle8-*.tar.gz' ! -name SHA256SUMS \
            ! -path ./bindings/js/puzzle8.wasm -print | sed 's|^\./||'
    fi | LC_ALL=C sort
}

# dist OUTDIR: write the tarball and SHA256SUMS into OUTDIR.
dist() {
    out=$1
    mkdir -p "$out" || return 1
    out=$(cd "$out" && pwd) || return 1
    if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then when=$SOURCE_DATE_EPOCH
    elif in_git; then when=$(git log -1 --format=%ct 2> /dev/null)
    else when=; fi
    stage=$(mktemp -d "${TMPDIR:-/tmp}/p8-dist.XXXXXX") || return 1
    list > "$stage/files" || { rm -rf "$stage"; return 1; }
    [ -s "$stage/files" ] || { echo "dist: no files to pack" >&2; rm -rf "$stage"; return 1; }
    # Copy into NAME/ (the tarball's one top directory), then pack that.
    mkdir "$stage/$name"
    tar -cf - --no-recursion --verbatim-files-from -T "$stage/files" | (cd "$stage/$name" && tar -xpf -) ||
        { rm -rf "$stage"; return 1; }
    if [ -z "$when" ]; then
        when=$(cd "$stage" && find "$name" -type f -exec stat -c %Y {} + | sort -n | tail -n 1)
    fi
    (cd "$stage" && tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$when" \
        --format=posix --pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime \
        -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz.tmp") || { rm -rf "$stage"; return 1; }
    mv "$out/$name.tar.gz.tmp" "$out/$name.tar.gz"
    (cd "$out" && sha256sum "$name.tar.gz" > SHA256SUMS) || { rm -rf "$stage"; return 1; }
    echo "dist: $out/$name.tar.gz ($(wc -l < "$stage/files" | tr -d ' ') files, $(wc -c < "$out/$name.tar.gz" | tr -d ' ') bytes)"
    echo "dist: $out/SHA256SUMS: $(cat "$out/SHA256SUMS")"
    rm -rf "$stage"
}

distcheck() {
    passed=0 failed=0
    pass() { passed=$((passed + 1)); echo "distcheck: ok   $1"; }
    fail() { failed=$((failed + 1)); echo "distcheck: FAIL $1"; }
    finish() {
        rm -rf "$tmp"
        echo "$passed passed, $failed failed"
        [ "$failed" -eq 0 ] && echo "distcheck: $name.tar.gz is ready for distribution"
        [ "$failed" -eq 0 ]
        exit
    }
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/p8-distcheck.XXXXXX") || exit 1
    trap 'rm -rf "$tmp"' INT TERM
    if dist "$ROOT"; then pass "make dist: $name.tar.gz and SHA256SUMS"; else fail "make dist"; finish; fi
    (cd "$ROOT" && sha256sum -c SHA256SUMS > /dev/null) && pass "SHA256SUMS matches the tarball" ||
        fail "SHA256SUMS does not match the tarball"
    list > "$tmp/files.tree"

    # The tarball's contents: one top directory, the tree's files, nothing built, no .git.
    mkdir "$tmp/src" "$tmp/dest"
    tar -xzf "$name.tar.gz" -C "$tmp/src" || { fail "tar -xzf $name.tar.gz"; finish; }
    [ "$(ls -A "$tmp/src")" = "$name" ] && pass "the tarball unpacks into $name/ alone" ||
        fail "the tarball unpacks into [$(ls -A "$tmp/src" | tr '\n' ' ')], not $name/ alone"
    tree=$tmp/src/$name
    (cd "$tree" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) > "$tmp/files.tar"
    if cmp -s "$tmp/files.tree" "$tmp/files.tar"; then
        pass "it holds the tree's $(wc -l < "$tmp/files.tar" | tr -d ' ') files"
    else
        fail "its files differ from the tree's:"; diff "$tmp/files.tree" "$tmp/files.tar" | head -n 20
    fi
    bad=$(grep -E '^(\.git/|build/|lib/|bin/|dist/)|node_modules/|\.o$|\.pyc$|^libpuzzle8-.*\.tar\.gz$' "$tmp/files.tar" | head -n 5)
    [ -z "$bad" ] && pass "no .git, no build output, no node_modules" || fail "it holds [$bad]"

    # make check in the unpacked tree, alone in its directory (nothing beside it to lean on).
    echo "distcheck: make check in $tree"
    timed=
    [ -x /usr/bin/time ] && timed="/usr/bin/time -f %U:%S:%e -o $tmp/check.time"
    if (cd "$tree" && $timed $MAKE check); then
        cpu=$(awk -F: 'END { if (NF == 3) printf "%.0f s of CPU (%.0f user + %.0f sys), %.0f s wall", $1 + $2, $1, $2, $3 }' \
            "$tmp/check.time" 2> /dev/null)
        pass "make check in the unpacked tarball${cpu:+, build included: $cpu}"
    else fail "make check in the unpacked tarball"; fi

    # Install into DESTDIR, then uninstall: no file or link may be left.
    if (cd "$tree" && $MAKE --no-print-directory install DESTDIR="$tmp/dest" LDCONFIG= > "$tmp/install.log" 2>&1); then
        n=$(find "$tmp/dest" ! -type d | wc -l | tr -d ' ')
        [ "$n" -gt 0 ] && pass "make install DESTDIR=...: $n files and links" || fail "make install put nothing down"
    else
        fail "make install DESTDIR=..."; tail -n 20 "$tmp/install.log"
    fi
    if (cd "$tree" && $MAKE --no-print-directory uninstall DESTDIR="$tmp/dest" LDCONFIG= > "$tmp/uninstall.log" 2>&1); then
        left=$(find "$tmp/dest" ! -type d | sed "s|^$tmp/dest||" | head -n 10)
        [ -z "$left" ] && pass "make uninstall leaves no file or link" || fail "make uninstall left: $left"
    else
        fail "make uninstall DESTDIR=..."; tail -n 20 "$tmp/uninstall.log"
    fi

    # make clean restores the tree as unpacked; make dist from it (no git) packs the same files.
    if (cd "$tree" && $MAKE --no-print-directory clean > "$tmp/clean.log" 2>&1); then
        (cd "$tree" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) > "$tmp/files.clean"
        if cmp -s "$tmp/files.tar" "$tmp/files.clean"; then pass "make clean leaves the files as unpacked"
        else fail "after make clean, the tree differs from the tarball's:"; diff "$tmp/files.tar" "$tmp/files.clean" | head -n 20; fi
    else
        fail "make clean"
    fi
    if (cd "$tree" && $MAKE --no-print-directory dist > "$tmp/dist2.log" 2>&1) &&
        tar -tzf "$tree/$name.tar.gz" | grep -v '/$' | sed "s|^$name/||" | LC_ALL=C sort > "$tmp/files.dist2" &&
        cmp -s "$tmp/files.tar" "$tmp/files.dist2"; then
        pass "make dist from the unpacked tree (no git) packs the same files"
    else
        fail "make dist from the unpacked tree:"; cat "$tmp/dist2.log"; diff "$tmp/files.tar" "$tmp/files.dist2" 2> /dev/null | head -n 20
    fi
    finish
}

case ${1:-} in
    list) list ;;
    dist) dist "${2:-$ROOT}" ;;
    distcheck) distcheck ;;
    *) echo "usage: sh scripts/dist.sh list|dist [OUTDIR]|distcheck" >&2; exit 2 ;;
esac
