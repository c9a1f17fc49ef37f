# SPDX-License-Identifier: MIT
"""python3 -m puzzle8: the puzzle8 command, the same C code as bin/puzzle8.

The command is one C function, p8_cli_main (tools/puzzle8_cli.h), in libpuzzle8cli.so.1 beside
libpuzzle8.so.1, or in the library itself when a build compiles the command into it. bin/puzzle8's
main() calls it, and so does this module, through ctypes: both print the same output and messages
and exit with the same status (docs/cli.md). Python only hands over the arguments and the output:

- main(), as a program (`python3 -m puzzle8`, the `puzzle8-py` script): sys.argv, the C library's
  stdout and stderr, and SIGINT and SIGPIPE at their default actions (SIGINT unless the process
  was started ignoring it), as for bin/puzzle8, so that Ctrl-C and a closed pipe end the process as
  they end the C program;
- run(argv), in this process: the output goes to sys.stdout and sys.stderr (or the files given)
  through ctypes callbacks, from a thread of its own, so that Ctrl-C in the main thread can
  interrupt the command (p8_cli_interrupt: the search stops) and raise KeyboardInterrupt.
"""
from __future__ import annotations

import ctypes
import errno
import io
import itertools
import os
import signal
import sys
import threading
from typing import IO, Any, List, Optional, Sequence, Union

from ._lib import IN_TREE_DIR, LibraryLoadError, lib
from ._lib import SONAME as _lib_soname

__all__ = ["main", "run", "library_path", "INTERRUPTED"]

# The command's library by platform, named as libpuzzle8's (_lib.SONAME) and built beside it.
SONAME = _lib_soname.replace("libpuzzle8", "libpuzzle8cli", 1)
INTERRUPTED = 130           # P8_CLI_INTERRUPTED: the exit status of an interrupted command
WriteFn: Any = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p)
_api: List[Any] = []        # [p8_cli_main, p8_cli_interrupt, the path they come from], once loaded
_tokens = itertools.count(1)


def _load() -> List[Any]:
    """p8_cli_main and p8_cli_interrupt: from libpuzzle8 itself if it has them, else from
    libpuzzle8cli.so.1 beside it, in the checkout's lib/, or on the loader's path."""
    if _api:
        return _api
    dirs = [os.path.dirname(lib.path)]
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
    if os.path.exists(os.path.join(root, "include", "puzzle8.h")):      # running from a checkout
        dirs.append(os.path.join(root, IN_TREE_DIR))
    tried: List[str] = []
    candidates: List[Any] = [(lib.dll, lib.path)]
    for dll, path in candidates + [(None, os.path.join(d, SONAME)) for d in dirs if d] + \
            [(None, SONAME)]:
        try:
            dll = dll or ctypes.CDLL(path)
            cli_main, interrupt = dll.p8_cli_main, dll.p8_cli_interrupt
        except (OSError, AttributeError) as e:
            tried.append("  %s: %s" % (path, e))
            continue
        cli_main.restype, interrupt.restype = ctypes.c_int, ctypes.c_int
        cli_main.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)] + [ctypes.c_void_p] * 3
        interrupt.argtypes = [ctypes.c_void_p]
        _api[:] = [cli_main, interrupt, path]
        return _api
    raise LibraryLoadError("the puzzle8 command (p8_cli_main) could not be loaded. Tried:\n" +
                           "\n".join(tried) + "\nBuild it with `make` in the source tree, or "
                           "install it (`make install` puts %s beside libpuzzle8)." % SONAME)


def library_path() -> str:
    """The path (or name) of the library p8_cli_main was loaded from."""
    return str(_load()[2])


def _call(argv: Sequence[Union[str, bytes]], out: Any, err: Any, token: Optional[int]) -> int:
    args = [b"puzzle8"] + [a if isinstance(a, bytes) else os.fsencode(a) for a in argv]
    vector = (ctypes.c_char_p * (len(args) + 1))(*args)        # NULL-terminated, as main()'s
    out, err = [w if w is None else ctypes.cast(w, ctypes.c_void_p) for w in (out, err)]
    return int(_load()[0](len(args), vector, out, err, token))  # NULL writer: C's stdout/stderr


def _closed_fn(data: Any, size: int, user: Any) -> int:
    return errno.EBADF                                          # a stream closed at start


_closed = WriteFn(_closed_fn)


def _writer(f: Optional[IO[Any]]) -> Any:
    """A p8_write_fn writing to the file object f (text or binary) at once, on its raw stream when
    it has one, so that a write error reaches the command (a positive errno) when it happens and
    leaves nothing pending in f, as C's write() does."""
    if f is None:                               # the interpreter started with this stream closed
        return _closed
    binary = getattr(f, "buffer", None) if isinstance(f, io.TextIOBase) else f
    raw = getattr(binary, "raw", None)

    def write(data: Any, size: int, user: Any) -> int:
        try:
            if binary is None:                  # a text stream without a buffer (io.StringIO)
                f.write(ctypes.string_at(data, size).decode("utf-8", "surrogateescape"))
                return 0
            chunk = memoryview(ctypes.string_at(data, size))
            while chunk:
                n = (raw or binary).write(chunk)
                if n is None:                   # a non-blocking stream that would block
                    return errno.EAGAIN
                chunk = chunk[n:]
            if raw is None:
                binary.flush()
            return 0
        except OSError as e:
            return e.errno or errno.EIO
        except Exception:                       # a closed or unusable file
            return errno.EBADF
    return WriteFn(write)


def run(argv: Sequence[Union[str, bytes]], stdout: Optional[IO[Any]] = None,
        stderr: Optional[IO[Any]] = None) -> int:
    """Run the command line argv (str or bytes, without the program's name, e.g. ["solve",
    "806547231"]) in this process and return its exit status (0 success, 1 no solution, 2 usage or
    input error, 3 library or system error). The output goes to stdout and stderr, file objects
    (text or binary), by default sys.stdout and sys.stderr. Ctrl-C (KeyboardInterrupt in the
    calling thread) interrupts the command: its search stops, nothing more is printed, and the
    KeyboardInterrupt is raised again once the command has returned. Thread-safe."""
    interrupt = _load()[1]
    files = [sys.stdout if stdout is None else stdout, sys.stderr if stderr is None else stderr]
    for f in files:
        if f is not None and hasattr(f, "flush"):
            try:
                f.flush()                       # what Python wrote before comes first
            except (OSError, ValueError):
                pass
    out, err = _writer(files[0]), _writer(files[1])
    token, status, done = next(_tokens), [], threading.Event()  # type: int, List[int], threading.Event

    def work() -> None:
        try:
            status.append(_call(argv, out, err, token))
        finally:
            done.set()
    # An Event, not Thread.join/is_alive: a KeyboardInterrupt that lands in join() makes
    # is_alive() say False while the thread still runs (CPython 3.11), and the command would go
    # on uninterrupted after run() returned.
    threading.Thread(target=work, name="puzzle8 command", daemon=True).start()
    try:
        while not done.wait(0.25):
            pass
    except KeyboardInterrupt:
        while not done.wait(0.02):              # a search that is just starting may miss the first
            interrupt(token)
        raise
    return status[0] if status else 3


def main(argv: Optional[Sequence[Union[str, bytes]]] = None) -> int:
    """The command as a program: main() runs sys.argv[1:] with the C library's own stdout and
    stderr and SIGINT and SIGPIPE at their default actions, as bin/puzzle8 does, and returns the exit
    status (sys.exit(main())). main(argv) is run(argv)."""
    if argv is not None:
        return run(argv)
    try:
        _load()
    except LibraryLoadError as e:
        sys.stderr.write("puzzle8: %s\n" % str(e).replace("\n", " "))
        return 3
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:   # not ignored (nohup, &)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    if hasattr(signal, "SIGPIPE"):                      # Python ignores it; a C program does not
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    return _call(sys.argv[1:], None if sys.stdout is not None else _closed,
                 None if sys.stderr is not None else _closed, None)


if __name__ == "__main__":
    sys.exit(main())
