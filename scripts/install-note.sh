#!/bin/sh
# SPDX-License-Identifier: MIT
# install-note.sh - run by `make install` (and `make uninstall`) after the files are in place:
# refresh the dynamic loader's cache when that is possible and useful, and otherwise say what a
# person has to do so programs (and the Python binding) find libpuzzle8 at run time.
#
# Usage: install-note.sh install|uninstall DESTDIR LIBDIR PKGCONFIGDIR [LDCONFIG]
#   LDCONFIG: the ldconfig command (default ldconfig; empty: never run it).
# Cases:
#   - DESTDIR set (a staged or packaged install): nothing is run; a note says that the target
#     system runs ldconfig when the files land there;
#   - LIBDIR is in the loader's path (ldconfig's directories, /lib, /usr/lib...): as root,
#     ldconfig is run; otherwise the note says to run it as root;
#   - LIBDIR is not in the loader's path (e.g. PREFIX=$HOME/.local): the note lists the ways to
#     run a program linked against the shared library: LD_LIBRARY_PATH, -Wl,-rpath, static
#     linking, or adding the directory to the loader's configuration; and PKG_CONFIG_PATH when
#     pkg-config would not find puzzle8.pc on its own.
set -u
ACTION=${1:?usage: install-note.sh install|uninstall DESTDIR LIBDIR PKGCONFIGDIR [LDCONFIG]}
DESTDIR=${2-}
LIBDIR=${3:?missing LIBDIR}
PCDIR=${4:?missing PKGCONFIGDIR}
LDCONFIG=${5-ldconfig}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}

canon() { (cd "$1" 2> /dev/null && pwd -P) || printf '%s\n' "$1"; }

if [ -n "$DESTDIR" ]; then
    [ "$ACTION" = install ] && echo "install-note: staged under DESTDIR=$DESTDIR; on the system the" \
        "files are copied to, run ldconfig (as root) once they are in $LIBDIR."
    exit 0
fi

lib=$(canon "$LIBDIR")
in_path=no
ld_dirs=$( { echo /lib; echo /usr/lib; echo /lib64; echo /usr/lib64
             if command -v "${LDCONFIG:-ldconfig}" > /dev/null 2>&1; then
                 "${LDCONFIG:-ldconfig}" -v -N -X 2> /dev/null | sed -n 's|^\(/[^:]*\):.*|\1|p'
             fi; } )
for d in $ld_dirs; do
    [ "$(canon "$d")" = "$lib" ] && in_path=yes
done

if [ "$in_path" = yes ]; then
    if [ -n "$LDCONFIG" ] && [ "$(id -u)" = 0 ] && command -v "$LDCONFIG" > /dev/null 2>&1; then
        "$LDCONFIG" && echo "install-note: ran $LDCONFIG: the loader's cache now matches $LIBDIR."
    elif [ "$ACTION" = install ]; then
        echo "install-note: $LIBDIR is in the dynamic loader's path, but its cache is not updated:"
        echo "  run 'ldconfig' as root, or programs and the Python binding may not find libpuzzle8.so.1."
    fi
    exit 0
fi
[ "$ACTION" = install ] || exit 0

cat << EOF
install-note: $LIBDIR is not in the dynamic loader's path. Programs built against the shared
library link, but fail at start ("libpuzzle8.so.1: cannot open shared object file") unless one of:
  - run them with   export LD_LIBRARY_PATH=$LIBDIR\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}
  - link with       cc prog.c \$(pkg-config --cflags --libs puzzle8) -Wl,-rpath,$LIBDIR
  - link statically cc prog.c \$(pkg-config --cflags puzzle8) $LIBDIR/libpuzzle8.a
  - or, as root, add $LIBDIR to a file in /etc/ld.so.conf.d/ and run ldconfig.
The Python binding finds the library through pkg-config, or PUZZLE8_LIBRARY=$LIBDIR/libpuzzle8.so.1.
EOF
pc=$(canon "$PCDIR")
found=no
for d in $(echo "${PKG_CONFIG_PATH-}:$($PKG_CONFIG --variable pc_path pkg-config 2> /dev/null)" | tr ':' ' '); do
    [ "$(canon "$d")" = "$pc" ] && found=yes
done
if [ "$found" = no ]; then
    echo "pkg-config does not look in $PCDIR: export PKG_CONFIG_PATH=$PCDIR\${PKG_CONFIG_PATH:+:\$PKG_CONFIG_PATH}"
fi
exit 0
