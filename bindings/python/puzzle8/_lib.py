# SPDX-License-Identifier: MIT
"""Loading libpuzzle8 and declaring the C prototypes (ctypes, standard library only).

The library's file name is the platform's: ``libpuzzle8.so.1`` (Linux, the BSDs: the SONAME),
``libpuzzle8.1.dylib`` (macOS), ``libpuzzle8.dll`` (Windows). Search order (the first library
that loads and has a compatible major version wins):

1. the path in the environment variable PUZZLE8_LIBRARY;
2. the library inside the package (``puzzle8/libpuzzle8.so.1``...), which an installed package
   carries: ``pip install`` compiles it from the C sources;
3. the in-tree build when the package runs from a checkout (``lib/libpuzzle8.so.1``,
   ``lib/libpuzzle8.1.dylib``; ``bin/libpuzzle8.dll`` on Windows);
4. the name alone (the dynamic loader's search path: the SONAME on Linux);
5. the library in the libdir pkg-config reports for puzzle8 (an install outside the loader's
   path, e.g. ``PREFIX=$HOME/.local`` with ``PKG_CONFIG_PATH`` set);
6. ``ctypes.util.find_library("puzzle8")``.

If none works, :class:`LibraryLoadError` (an ImportError) lists every candidate and why it failed.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import operator
import os
import reprlib
import subprocess
import sys
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterator, List, Optional, Tuple, Type
from ctypes import POINTER, c_char_p, c_int, c_int32, c_size_t, c_uint, c_uint8, c_uint32, c_uint64, c_void_p

#: The C library's major version this binding was written for (the 0.x series).
ABI_MAJOR = 1
if sys.platform == "darwin":
    SONAME = "libpuzzle8.%d.dylib" % ABI_MAJOR
elif sys.platform in ("win32", "cygwin"):
    SONAME = "libpuzzle8.dll"
else:
    SONAME = "libpuzzle8.so.%d" % ABI_MAJOR
#: Where the in-tree build puts it, relative to the tree (Windows: the DLL beside the programs).
IN_TREE_DIR = "bin" if sys.platform in ("win32", "cygwin") else "lib"

# The C types of the prototypes (Any to the type checker: ctypes' own stubs type them loosely).
Tiles: Any = c_uint8 * 9
TilesPtr: Any = POINTER(c_uint8)
HeuristicFn: Any = ctypes.CFUNCTYPE(c_uint, TilesPtr, TilesPtr, c_void_p)
EventFn: Any = ctypes.CFUNCTYPE(c_int, c_int, TilesPtr, c_uint, c_uint, c_void_p)
FrontierPushFn: Any = ctypes.CFUNCTYPE(c_int, c_uint32, c_uint64, c_uint32, c_uint32, c_void_p)
FrontierPopFn: Any = ctypes.CFUNCTYPE(c_int, POINTER(c_uint32), c_void_p)
FrontierSizeFn: Any = ctypes.CFUNCTYPE(c_uint64, c_void_p)
FrontierClearFn: Any = ctypes.CFUNCTYPE(None, c_void_p)
Handle = c_void_p
HandleOut = POINTER(c_void_p)

# Status codes (explicit and append-only in the header, so a binding may hard-code them).
P8_OK, P8_AGAIN = 0, 1
P8_EINVAL, P8_ENOMEM, P8_EBADBOARD, P8_EUNSOLVABLE = -1, -2, -3, -4
P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND, P8_EBUSY = -5, -6, -7, -8
P8_EFRONTIER = -9

MOVE_LETTERS = "UDLR"                       # P8_MOVE_UP .. P8_MOVE_RIGHT
FORMAT_LINE, FORMAT_GRID, FORMAT_COMPACT = 0, 1, 2
LIMITS = {"max_expansions": 0, "max_depth": 1, "max_memory": 2, "max_time_ms": 3}
LIMIT_NONE = 2 ** 64 - 1                    # P8_LIMIT_NONE
STATS = ("expanded", "generated", "duplicates", "max_frontier", "peak_bytes", "elapsed_ns", "frontier")


class Trusted:
    """An integer parameter the binding always fills itself (a buffer's length, a count it
    computed), never with a caller's value: bind() leaves it unchecked, so a hot call (a
    result's fields, read on every solve()) does not pay for the check."""

    def __init__(self, ctype: Any) -> None:
        self.ctype = ctype


# name: (restype, argtypes)
_PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    "p8_version": (c_uint, []),
    "p8_version_string": (c_char_p, []),
    "p8_strerror": (c_char_p, [c_int]),
    "p8_status_name": (c_char_p, [c_int]),
    "p8_move_name": (c_char_p, [c_int]),
    "p8_move_letter": (c_int, [c_int]),
    "p8_board_new": (c_int, [Tiles, HandleOut]),
    "p8_board_new_goal": (c_int, [HandleOut]),
    "p8_board_parse": (c_int, [c_char_p, HandleOut, c_char_p, Trusted(c_size_t)]),
    "p8_board_from_rank": (c_int, [c_uint32, HandleOut]),
    "p8_board_random": (c_int, [c_uint64, Handle, HandleOut]),
    "p8_board_scramble": (c_int, [Handle, c_uint, c_uint64, HandleOut]),
    "p8_board_copy": (c_int, [Handle, HandleOut]),
    "p8_board_free": (None, [Handle]),
    "p8_board_tiles": (c_int, [Handle, Tiles]),
    "p8_board_tile_at": (c_int, [Handle, c_int, c_int]),
    "p8_board_blank": (c_int, [Handle]),
    "p8_board_rank": (c_int32, [Handle]),
    "p8_board_equal": (c_int, [Handle, Handle]),
    "p8_board_format": (c_size_t, [Handle, c_int, c_char_p, Trusted(c_size_t)]),
    "p8_board_legal_moves": (c_uint, [Handle]),
    "p8_board_apply": (c_int, [Handle, c_int]),
    "p8_board_inversions": (c_int, [Handle]),
    "p8_board_solvable": (c_int, [Handle, Handle]),
    "p8_board_solvable_why": (c_int, [Handle, Handle, c_char_p, c_size_t]),
    "p8_board_from_positions": (c_int, [Tiles, HandleOut, c_char_p, c_size_t]),
    "p8_board_positions": (c_int, [Handle, Tiles]),
    "p8_board_transpose": (c_int, [Handle, HandleOut]),
    "p8_board_swap_tiles": (c_int, [Handle, c_int, c_int, HandleOut]),
    "p8_heuristic_value": (c_int, [c_int, Handle, Handle]),
    "p8_heuristic_name": (c_char_p, [c_int]),
    "p8_choice_count": (c_int, [c_int]),
    "p8_choice_name": (c_char_p, [c_int, c_int]),
    "p8_choice_aliases": (c_char_p, [c_int, c_int]),
    "p8_choice_label": (c_char_p, [c_int, c_int]),
    "p8_choice_title": (c_char_p, [c_int, c_int]),
    "p8_choice_summary": (c_char_p, [c_int, c_int]),
    "p8_choice_lookup": (c_int, [c_int, c_char_p]),
    "p8_algorithm_info": (c_int, [c_int, POINTER(c_uint64), Trusted(c_size_t)]),
    "p8_memory_name": (c_char_p, [c_int]),
    "p8_heuristic_info": (c_int, [c_int, POINTER(c_uint64), Trusted(c_size_t)]),
    "p8_option_count": (c_int, []),
    "p8_option_name": (c_char_p, [c_int]),
    "p8_option_argument": (c_char_p, [c_int]),
    "p8_option_summary": (c_char_p, [c_int]),
    "p8_option_choices": (c_int, [c_int]),
    "p8_option_lookup": (c_int, [c_char_p]),
    "p8_search_set_option": (c_int, [Handle, c_char_p, c_char_p]),
    "p8_search_get_option": (c_int, [Handle, c_char_p, c_char_p, Trusted(c_size_t)]),
    "p8_search_option_used": (c_int, [Handle, c_char_p]),
    "p8_algorithm_name": (c_char_p, [c_int]),
    "p8_frontier_name": (c_char_p, [c_int]),
    "p8_event_name": (c_char_p, [c_int]),
    "p8_search_new": (c_int, [HandleOut]),
    "p8_search_free": (None, [Handle]),
    "p8_search_set_algorithm": (c_int, [Handle, c_int]),
    "p8_search_set_frontier": (c_int, [Handle, c_int]),
    "p8_search_set_weights": (c_int, [Handle, c_uint, c_uint]),
    "p8_search_set_reopen": (c_int, [Handle, c_int]),
    "p8_search_set_heuristic": (c_int, [Handle, c_int]),
    "p8_search_set_heuristic_fn": (c_int, [Handle, HeuristicFn, c_void_p]),
    "p8_search_set_limit": (c_int, [Handle, c_int, c_uint64]),
    "p8_search_set_duplicates": (c_int, [Handle, c_int]),
    "p8_duplicates_name": (c_char_p, [c_int]),
    "p8_limit_none": (c_uint64, []),
    "p8_search_set_driver": (c_int, [Handle, c_int]),
    "p8_search_set_seed": (c_int, [Handle, c_uint64]),
    "p8_search_set_node_budget": (c_int, [Handle, c_uint64]),
    "p8_driver_name": (c_char_p, [c_int]),
    "p8_search_event_node": (c_int, [Handle, POINTER(c_uint64), c_size_t]),
    "p8_search_frontier": (c_int, [Handle, POINTER(c_uint64), c_size_t, c_size_t,
                                   POINTER(c_uint64)]),
    "p8_search_set_frontier_fns": (c_int, [Handle, FrontierPushFn, FrontierPopFn, FrontierSizeFn,
                                           FrontierClearFn, c_void_p]),
    "p8_search_set_event_fn": (c_int, [Handle, EventFn, c_uint, c_void_p]),
    "p8_search_run": (c_int, [Handle, Handle, Handle, HandleOut]),
    "p8_search_start": (c_int, [Handle, Handle, Handle]),
    "p8_search_step": (c_int, [Handle, c_uint64]),
    "p8_search_take_result": (c_int, [Handle, HandleOut]),
    "p8_search_cancel": (c_int, [Handle]),
    "p8_search_stat": (c_uint64, [Handle, c_int]),
    "p8_search_errmsg": (c_char_p, [Handle]),
    "p8_search_weights_used": (c_int, [Handle]),
    "p8_search_frontier_used": (c_char_p, [Handle]),
    "p8_search_limit_why": (c_int, [Handle, c_uint, c_uint, c_char_p, c_size_t]),
    "p8_solve": (c_int, [Handle, Handle, c_int, c_int, HandleOut]),
    "p8_compare_rows": (c_int, []),
    "p8_compare_row": (c_int, [c_int, Handle, c_char_p, c_size_t, POINTER(c_int)]),
    "p8_result_free": (None, [Handle]),
    "p8_result_status": (c_int, [Handle]),
    "p8_result_solved": (c_int, [Handle]),
    "p8_result_length": (c_size_t, [Handle]),
    "p8_result_moves_string": (c_size_t, [Handle, c_char_p, c_size_t]),
    "p8_result_state_at": (c_int, [Handle, c_size_t, Tiles]),
    "p8_result_stat": (c_uint64, [Handle, c_int]),
    # One-argument getters for the Stats fields: a ctypes call costs per argument converted, so
    # these are cheaper than p8_result_stat(r, i) on the per-solve() path (result.py).
    "p8_result_expanded": (c_uint64, [Handle]),
    "p8_result_generated": (c_uint64, [Handle]),
    "p8_result_duplicates": (c_uint64, [Handle]),
    "p8_result_max_frontier": (c_uint64, [Handle]),
    "p8_result_peak_bytes": (c_uint64, [Handle]),
    "p8_result_elapsed_ns": (c_uint64, [Handle]),
    # grading (puzzle8.grade.check)
    "p8_trace_header": (c_int, [Handle, Handle, Handle, c_char_p, Trusted(c_size_t)]),
    "p8_grade_new": (c_int, [Handle, Handle, HandleOut]),
    "p8_grade_free": (None, [Handle]),
    "p8_grade_set_check": (c_int, [Handle, c_int]),
    "p8_grade_set_points": (c_int, [Handle, c_int, c_uint]),
    "p8_grade_set_tolerance": (c_int, [Handle, c_uint]),
    "p8_grade_set_flags": (c_int, [Handle, c_uint]),
    "p8_grade_errmsg": (c_char_p, [Handle]),
    "p8_grade_reference": (c_int, [Handle, Handle]),
    "p8_grade_applies": (c_int, [Handle, c_int]),
    "p8_grade_catches": (c_int, [Handle, Handle, POINTER(c_uint64)]),
    "p8_grade_boards": (c_int, [Handle, c_uint, c_uint, c_uint64, POINTER(c_uint8),
                                POINTER(c_uint64), Trusted(c_size_t)]),
    "p8_grade_judge": (c_int, [Handle, Handle, c_char_p, Trusted(c_size_t), c_int, c_uint64,
                               c_char_p, Trusted(c_size_t), HandleOut]),
    "p8_grade_verdict_free": (None, [Handle]),
    "p8_grade_verdict_passed": (c_int, [Handle]),
    "p8_grade_verdict_score": (c_int, [Handle]),
    "p8_grade_verdict_max_score": (c_int, [Handle]),
    "p8_grade_verdict_part": (c_int, [Handle, c_int]),
    "p8_grade_verdict_mistake": (c_int, [Handle]),
    "p8_grade_verdict_exact": (c_int, [Handle]),
    "p8_grade_verdict_line": (c_uint64, [Handle]),
    "p8_grade_verdict_text": (c_size_t, [Handle, c_char_p, Trusted(c_size_t)]),
    "p8_grade_mistake_name": (c_char_p, [c_int]),
    "p8_grade_mistake_what": (c_char_p, [c_int]),
    "p8_grade_mistake_hint": (c_char_p, [c_int]),
    "p8_grade_part_name": (c_char_p, [c_int]),
    "p8_grade_event_line": (c_int, [c_int, c_uint64, c_uint64, c_int, c_uint, c_uint, c_uint64,
                                    Tiles, c_char_p, Trusted(c_size_t)]),
    "p8_grade_summary_line": (c_int, [c_int, c_char_p, c_uint64, c_uint64, c_uint64, c_uint64,
                                      c_char_p, Trusted(c_size_t)]),
}


class LibraryLoadError(ImportError):
    """libpuzzle8 could not be loaded; .tried lists (candidate, reason) pairs."""

    def __init__(self, message: str, tried: Any = ()) -> None:
        super().__init__(message)
        self.tried: List[Tuple[str, str, str]] = list(tried)


def _candidates() -> Iterator[Tuple[str, Optional[str]]]:
    env = os.environ.get("PUZZLE8_LIBRARY")
    if env:
        yield "PUZZLE8_LIBRARY", env
    here = os.path.dirname(os.path.abspath(__file__))
    packaged = os.path.join(here, SONAME)
    if os.path.exists(packaged):                                        # an installed package
        yield "in the package", packaged
    root = os.path.normpath(os.path.join(here, "..", "..", ".."))
    if os.path.exists(os.path.join(root, "include", "puzzle8.h")):     # running from a checkout
        yield "in-tree build", os.path.join(root, IN_TREE_DIR, SONAME)
    yield "SONAME", SONAME
    yield "pkg-config libdir", _pkg_config_library()
    found = ctypes.util.find_library("puzzle8")
    yield "find_library('puzzle8')", found


def _pkg_config_library() -> Optional[str]:
    """libdir/libpuzzle8.so.1 as pkg-config reports it; None without pkg-config or puzzle8.pc."""
    try:
        out = subprocess.run([os.environ.get("PKG_CONFIG", "pkg-config"), "--variable=libdir",
                              "puzzle8"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    libdir = out.stdout.strip() if out.returncode == 0 else ""
    return os.path.join(libdir, SONAME) if libdir else None


def _version_of(dll: ctypes.CDLL) -> Optional[int]:
    try:
        fn = dll.p8_version
    except AttributeError:
        return None
    fn.restype, fn.argtypes = c_uint, []
    return int(fn())


def load() -> Tuple[ctypes.CDLL, str, List[Tuple[str, str, str]]]:
    """Load libpuzzle8 as described in the module docstring; returns (CDLL, path, tried)
    where tried lists the (how, path, why) of candidates skipped before it."""
    tried: List[Tuple[str, str, str]] = []
    for how, path in _candidates():
        if not path:
            tried.append((how, "-", "found nothing"))
            continue
        if os.sep in path and not os.path.exists(path):
            tried.append((how, path, "no such file"))
            continue
        try:
            dll = ctypes.CDLL(path)
        except OSError as e:
            tried.append((how, path, str(e)))
            continue
        version = _version_of(dll)
        if version is None:
            tried.append((how, path, "loaded, but it has no p8_version(): not libpuzzle8"))
        elif version >> 16 != ABI_MAJOR:
            tried.append((how, path, "loaded, but it is version %d.%d.%d and this binding needs %d.x "
                          "(incompatible major version)" % (version >> 16, (version >> 8) & 0xFF,
                                                            version & 0xFF, ABI_MAJOR)))
        else:
            return dll, path, tried
    lines = ["libpuzzle8 (major version %d) could not be loaded. Tried, in order:" % ABI_MAJOR]
    lines += ["  %s: %s: %s" % t for t in tried]
    lines.append("Install the package with pip (`pip install ./bindings/python` in the source tree "
                 "compiles the library into it), or build it with `make` in the source tree, or "
                 "install it (`make install`). After an install, run `ldconfig` as root if make "
                 "install did not; for an install outside the loader's path (PREFIX=$HOME/.local), "
                 "set PKG_CONFIG_PATH to its lib/pkgconfig or LD_LIBRARY_PATH to its lib. Or set "
                 "PUZZLE8_LIBRARY to the path of %s." % SONAME)
    raise LibraryLoadError("\n".join(lines), tried)


class _Missing:
    """Stands in for a function the loaded library does not export (an older or partial build)."""

    def __init__(self, name: str, path: str) -> None:
        self.name, self.path = name, path

    def __call__(self, *args: Any) -> Any:
        raise NotImplementedError("%s is not exported by %s" % (self.name, self.path))


class _Lib:
    """The library's functions as attributes (bound by _declare), and where it came from."""

    dll: ctypes.CDLL
    path: str
    tried: List[Tuple[str, str, str]]
    missing: List[str]
    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...


# ---- integer arguments: the one place their range is checked ---------------------------------
# ctypes converts a Python int to a C integer modulo 2**bits: tile_at(2**32, 0) would be
# tile_at(0, 0), algorithm=2**32+4 A*. Every C function of the package is bound by bind(), which
# gives each integer parameter a checked type: a value outside the C type's range never reaches
# C, and the call raises InvalidArgumentError (P8_EINVAL, as the header says of out-of-range
# values). The check runs inside ctypes' own conversion (from_param); ctypes reports a failed
# conversion as ctypes.ArgumentError, which the bound function turns into InvalidArgumentError.
invalid_argument: Type[ValueError] = ValueError   # errors.py sets it to InvalidArgumentError
_CHECKED: Dict[Any, Any] = {}                       # C integer type -> its checked type


class _OutOfRange(ValueError):
    pass


def _checked(base: Any) -> Any:
    bits = ctypes.sizeof(base) * 8
    signed = base(-1).value == -1
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    # ctypes passes a plain int as a C int: a wider value goes through the type's own conversion
    convert = base.from_param if bits > 32 else int
    label = "%s%d" % ("int" if signed else "uint", bits)

    class Checked(base):  # type: ignore[misc]
        range_ = (lo, hi, label)

        @classmethod
        def from_param(cls, value: Any) -> Any:
            if value.__class__ is not int:
                if isinstance(value, base):
                    return value
                value = operator.index(value)       # TypeError for a float, a str, ...
            if lo <= value <= hi:
                return convert(value)
            raise _OutOfRange(value)
    Checked.__name__ = "checked_" + base.__name__
    return Checked


for _t in (ctypes.c_int, ctypes.c_uint, ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint64,
           ctypes.c_size_t):
    _CHECKED.setdefault(_t, _checked(_t))

#: every function bound so far, as (name, ctypes function, indexes of trusted parameters):
#: tests check that every other integer parameter is checked
bound: List[Tuple[str, Any, Tuple[int, ...]]] = []


def _out_of_range(name: str, argtypes: List[Any], args: Tuple[Any, ...]) -> Optional[ValueError]:
    """The InvalidArgumentError for the first integer argument outside its type's range, or None."""
    for i, (t, v) in enumerate(zip(argtypes, args)):
        r = getattr(t, "range_", None)
        if r is None:
            continue
        try:
            v = operator.index(v)
        except TypeError:
            continue
        if not r[0] <= v <= r[1]:
            return invalid_argument("invalid argument: %d is out of range for argument %d of %s "
                                    "(%s: %d .. %d)" % (v, i + 1, name, r[2], r[0], r[1]))
    return None


def bind(fn: Any, name: str, restype: Any, argtypes: List[Any]) -> Callable[..., Any]:
    """fn (a ctypes function of the library) with its prototype, its integer parameters checked
    (see above); returns the function to call."""
    trusted = tuple(i for i, t in enumerate(argtypes) if isinstance(t, Trusted))
    raw = [t.ctype if isinstance(t, Trusted) else t for t in argtypes]
    checked = [t if i in trusted else _CHECKED.get(t, t) for i, t in enumerate(raw)]
    fn.restype, fn.argtypes = restype, checked
    bound.append((name, fn, trusted))
    if checked == raw:
        return fn  # type: ignore[no-any-return]

    def call(*args: Any) -> Any:
        try:
            return fn(*args)
        except ctypes.ArgumentError:
            e = _out_of_range(name, checked, args)
            if e is None:
                raise
            raise e from None
    call.__name__ = call.__qualname__ = name
    call.__wrapped__ = fn  # type: ignore[attr-defined]
    return call


def _declare(dll: ctypes.CDLL, path: str, tried: List[Tuple[str, str, str]]) -> _Lib:
    lib = _Lib()
    lib.dll, lib.path, lib.tried, lib.missing = dll, path, tried, []
    for name, (restype, argtypes) in _PROTOTYPES.items():
        try:
            fn = getattr(dll, name)
        except AttributeError:
            lib.missing.append(name)
            setattr(lib, name, _Missing(name, path))
            continue
        setattr(lib, name, bind(fn, name, restype, argtypes))
    return lib


lib = _declare(*load())


def text(b: Optional[bytes]) -> str:
    """A C string (bytes or None) as str."""
    return b.decode("utf-8", "replace") if b is not None else ""


#: The most characters of a caller's text a message quotes (the command keeps 88 bytes).
QUOTE_MAX = 80


def quote(value: Any) -> str:
    """A caller's text (str or bytes) quoted for a message as repr() quotes it, whole up to
    QUOTE_MAX characters, else its first QUOTE_MAX and "..." inside the quotes (as the command
    quotes what was typed): a 10 MB text makes a short message. Another value: reprlib's
    abbreviated repr."""
    if not isinstance(value, (str, bytes)):
        return reprlib.repr(value)
    if len(value) <= QUOTE_MAX:
        return repr(value)
    r = repr(value[:QUOTE_MAX])
    return r[:-1] + "..." + r[-1]


# The lists of the configuration table (P8_CHOICE_*, section 7.5 of the header): the names come
# from the library, so a value it adds appears here without a change to the binding.
CHOICE_KINDS = ("algorithm", "heuristic", "duplicates", "frontier", "driver", "event", "limit")


def choice_names(kind: int) -> Dict[str, int]:
    """{name: value} of list `kind` (P8_CHOICE_*), in value order."""
    return {text(lib.p8_choice_name(kind, v)): v for v in range(max(0, lib.p8_choice_count(kind)))}


ALGORITHMS = choice_names(0)
HEURISTICS = choice_names(1)
DUPLICATES = choice_names(2)
FRONTIERS = choice_names(3)
DRIVERS = choice_names(4)
EVENTS = choice_names(5)
EVENT_NAMES: Dict[int, Any] = {v: k for k, v in EVENTS.items()}


def status_name(code: int) -> str:
    return text(lib.p8_status_name(code)) or "status %d" % code
