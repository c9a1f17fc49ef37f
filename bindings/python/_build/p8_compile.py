# SPDX-License-Identifier: MIT
"""Compile libpuzzle8 from its C sources into one shared library for the Python package.

Used by p8_backend (the wheel's build): standard library only, the system C compiler ($CC, else
cc, gcc or clang: GCC-compatible drivers on Linux, the BSDs, macOS and mingw-w64). The sources
come from the source tree the package sits in (bindings/python/../../: include/, src/, tools/)
or, in an sdist, from csrc/ beside pyproject.toml (build_sdist copies them there).

The library is built the way the Makefile builds its shared library (C99, -O2, hidden symbols
but the P8_API functions) and, when tools/ holds the command as a function (p8_cli_main,
tools/puzzle8_cli.h), the command too: `python3 -m puzzle8` then finds p8_cli_main in the same
library. Its file name is the platform's: libpuzzle8.so.1, libpuzzle8.1.dylib, libpuzzle8.dll.
"""
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class BuildError(Exception):
    """The C library could not be built; the message says what to do."""


def source_root():
    """The directory holding include/puzzle8.h, src/ (and tools/): csrc/ of an sdist, else the
    source tree around bindings/python."""
    for d in (os.path.join(ROOT, "csrc"), os.path.normpath(os.path.join(ROOT, "..", ".."))):
        if os.path.isfile(os.path.join(d, "include", "puzzle8.h")) and os.path.isdir(os.path.join(d, "src")):
            return d
    raise BuildError("the libpuzzle8 C sources are not here: build the package from the libpuzzle8 "
                     "source tree (pip install ./bindings/python) or from its sdist")


def _walk(top, exts):
    out = []
    for d, dirs, files in os.walk(top):
        dirs.sort()
        out += [os.path.join(d, f) for f in sorted(files) if f.endswith(exts)]
    return out


def library_sources(root):
    """(C files to compile, whether the command is among them): src/**.c, and tools/*.c but
    the program's main (puzzle8.c) when tools/ has the command as a function."""
    sources = [f for f in _walk(os.path.join(root, "src"), (".c",))]
    tools = os.path.join(root, "tools")
    with_cli = os.path.isfile(os.path.join(tools, "puzzle8_cli.h"))
    if with_cli:
        sources += [os.path.join(tools, f) for f in sorted(os.listdir(tools))
                    if f.endswith(".c") and f != "puzzle8.c"]
    return sources, with_cli


def sdist_files(root):
    """The C files an sdist carries (relative to root): what library_sources and the headers need."""
    files = ["include/puzzle8.h"] + [os.path.relpath(f, root) for f in _walk(os.path.join(root, "src"), (".c", ".h"))]
    tools = os.path.join(root, "tools")
    if os.path.isfile(os.path.join(tools, "puzzle8_cli.h")):
        files += ["tools/" + f for f in sorted(os.listdir(tools)) if f.endswith((".c", ".h"))]
    return files


def platform():
    if sys.platform == "darwin":
        return "darwin"
    if sys.platform in ("win32", "cygwin"):
        return "windows"
    return "elf"


def library_name(plat=None):
    """The shared library's file name in the package, as _lib.py looks for it."""
    return {"darwin": "libpuzzle8.1.dylib", "windows": "libpuzzle8.dll"}.get(plat or platform(),
                                                                             "libpuzzle8.so.1")


def compiler():
    """The C compiler command as a list: $CC, else the first of cc, gcc, clang on PATH."""
    cc = os.environ.get("CC", "").strip()
    if cc:
        return shlex.split(cc)
    for name in ("cc", "gcc", "clang"):
        if shutil.which(name):
            return [name]
    raise BuildError("no C compiler: the puzzle8 package compiles libpuzzle8 from its C sources "
                     "when it is built. Install one (Debian: apt-get install gcc; macOS: "
                     "xcode-select --install), or set CC")


def _run(cmd, what):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    if r.returncode != 0:
        raise BuildError("%s failed (exit status %d):\n  %s\n%s" % (what, r.returncode,
                                                                   " ".join(shlex.quote(c) for c in cmd), r.stdout))
    return r.stdout


def build(out_dir, jobs=None, log=None):
    """Compile the library into out_dir; returns its path. Objects go to a temporary directory."""
    root = source_root()
    sources, with_cli = library_sources(root)
    cc = compiler()
    plat = platform()
    name = library_name(plat)
    defines = ["-DP8_BUILDING_DLL"] if plat == "windows" else ["-D_POSIX_C_SOURCE=200809L"]
    if plat == "windows" and with_cli:
        defines.append("-DP8_CLI_API=__declspec(dllexport)")
    cflags = ["-std=c99", "-O2", "-fvisibility=hidden", "-I" + os.path.join(root, "include"),
              "-I" + os.path.join(root, "src")] + defines + ([] if plat == "windows" else ["-fPIC"])
    cflags += shlex.split(os.environ.get("CFLAGS", ""))
    if plat == "darwin":
        link = ["-dynamiclib", "-install_name", "@rpath/" + name]
    elif plat == "windows":
        link = ["-shared", "-static-libgcc"]
    else:
        link = ["-shared", "-Wl,-soname," + name]
    libs = ["-pthread"] if with_cli and plat != "windows" else []
    say = log or (lambda msg: None)
    say("p8_backend: compiling libpuzzle8 (%d files%s) with %s from %s" % (
        len(sources), ", the command included" if with_cli else "", " ".join(cc), root))
    objdir = tempfile.mkdtemp(prefix="p8-build-")
    try:
        objs = [os.path.join(objdir, "%03d_%s.o" % (i, re.sub(r"\W", "_", os.path.basename(s))))
                for i, s in enumerate(sources)]
        with concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count() or 2) as pool:
            for f in [pool.submit(_run, cc + cflags + ["-c", "-o", o, s], "compiling " + os.path.relpath(s, root))
                      for s, o in zip(sources, objs)]:
                f.result()
        os.makedirs(out_dir, exist_ok=True)
        target = os.path.join(out_dir, name)
        _run(cc + shlex.split(os.environ.get("LDFLAGS", "")) + link + ["-o", target] + objs + libs,
             "linking " + name)
    finally:
        shutil.rmtree(objdir, ignore_errors=True)
    return target


def check(path, version):
    """Load the built library and check that it is libpuzzle8 `version`, where this Python can
    load it (not when cross-compiling); returns a sentence saying what was checked."""
    import ctypes
    try:
        dll = ctypes.CDLL(path)
    except OSError as e:
        return "not loaded here (%s)" % e
    fn = dll.p8_version_string
    fn.restype, fn.argtypes = ctypes.c_char_p, []
    got = fn().decode()
    if got != version:
        raise BuildError("the C sources are libpuzzle8 %s but the package says %s (pyproject.toml's "
                         "version must be include/puzzle8.h's)" % (got, version))
    return "loads, libpuzzle8 %s" % got
