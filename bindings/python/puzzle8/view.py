# SPDX-License-Identifier: MIT
"""Pictures and traces, made by the C library (so Python, C and the command draw the same).

    >>> import puzzle8
    >>> svg = puzzle8.Board("1 3 4 8 6 2 7 0 5").svg()       # an SVG object
    >>> svg.save("start.svg")
    >>> puzzle8.solve("1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5").svg()   # a filmstrip

In Jupyter a Board, a solved Result and an SVG show as pictures (their ``_repr_svg_``).
trace_diff() and diff_traces() compare traces (docs/trace.md) as ``puzzle8 trace-diff`` does.
"""
from __future__ import annotations

import ctypes
import operator
import os
from typing import IO, TYPE_CHECKING, Any, Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Union
from ctypes import POINTER, c_char, c_char_p, c_int, c_size_t, c_uint, c_void_p

from . import _lib as _c
from ._lib import lib, text
from .errors import check, error_for

if TYPE_CHECKING:
    from .board import Board, BoardLike
    from .result import Result
    from .search import Search

#: A trace: an iterable of its lines, its text, or the path of a trace file.
Trace = Union[str, bytes, "os.PathLike[str]", Iterable[Union[str, bytes]]]

__all__ = ["SVG", "board_svg", "solution_svg", "trace_diff", "trace_line_type", "diff_traces",
           "TraceDifference",
           "trace_run", "tree_picture"]

#: typedef int (*p8_write_fn)(const char *data, size_t len, void *user_data);
WriteFn: Any = ctypes.CFUNCTYPE(c_int, POINTER(c_char), c_size_t, c_void_p)
#: typedef int (*p8_read_fn)(const char **line, size_t *len, void *user_data);
ReadFn: Any = ctypes.CFUNCTYPE(c_int, POINTER(c_void_p), POINTER(c_size_t), c_void_p)

_PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    "p8_trace_run": (c_int, [c_void_p, c_void_p, c_void_p, WriteFn, c_void_p, POINTER(c_void_p)]),
    "p8_tree_new": (c_int, [ctypes.c_uint64, POINTER(c_void_p)]),
    "p8_tree_free": (None, [c_void_p]),
    "p8_tree_count": (c_size_t, [c_void_p]),
    "p8_tree_run": (c_int, [c_void_p, c_void_p, c_void_p, c_void_p, POINTER(c_void_p)]),
    "p8_svg_tree": (c_int, [c_void_p, c_void_p, WriteFn, c_void_p]),
    "p8_dot_tree": (c_int, [c_void_p, c_void_p, WriteFn, c_void_p]),
    "p8_svg_board": (c_int, [c_void_p, c_int, c_char_p, c_size_t]),
    "p8_svg_solution": (c_int, [c_void_p, c_uint, WriteFn, c_void_p]),
    "p8_trace_diff": (c_int, [c_char_p, c_char_p, c_char_p, c_size_t]),
    "p8_trace_line_type": (c_char_p, [c_char_p]),
    "p8_trace_comparison_free": (None, [c_void_p]),
    "p8_trace_comparison_diagnosis": (c_int, [c_void_p]),
    "p8_trace_comparison_why": (c_char_p, [c_void_p]),
    "p8_trace_comparison_line_number": (ctypes.c_uint64, [c_void_p, c_int]),
    "p8_trace_comparison_line": (c_char_p, [c_void_p, c_int]),
    "p8_trace_comparison_events": (ctypes.c_uint64, [c_void_p]),
    "p8_trace_diagnosis_name": (c_char_p, [c_int]),
    "p8_trace_diagnosis_hint": (c_char_p, [c_int]),
}
_PROTOTYPES["p8_trace_compare"] = (c_int, [ReadFn, c_void_p, ReadFn, c_void_p, c_uint,
                                           POINTER(c_void_p)])


_bound: Dict[str, Callable[..., Any]] = {}


def _fn(name: str) -> Callable[..., Any]:
    """The C function `name` with its prototype (NotImplementedError if the library lacks it)."""
    fn = _bound.get(name)
    if fn is None:
        try:
            fn = getattr(lib.dll, name)
        except AttributeError:
            raise NotImplementedError("%s is not exported by %s" % (name, lib.path)) from None
        fn = _bound[name] = _c.bind(fn, name, *_PROTOTYPES[name])
    return fn


class SVG(str):
    """SVG text (a str) that Jupyter shows as a picture; save(path) writes it to a file."""

    def _repr_svg_(self) -> str:
        """The <svg> element without the XML declaration before it, as IPython's own SVG shows
        one: a notebook's outputs are exported to HTML, where a declaration does not belong
        (nbconvert 6.5's HTML export fails on one)."""
        text = str(self)
        return text[text.find("<svg"):] if text.startswith("<?xml") and "<svg" in text else text

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self)


def collect(call: Callable[[Any], Any]) -> str:
    """Run call(write_fn) with a p8_write_fn that gathers the pieces; returns the text.
    An exception inside the gathering stops the C writer and is re-raised."""
    pieces: List[bytes] = []
    failure: List[BaseException] = []

    def write(data: Any, length: int, _user_data: Any) -> int:
        try:
            pieces.append(ctypes.string_at(data, length))
            return 0
        except BaseException as e:                       # noqa: B902 - re-raised below
            failure.append(e)
            return -1
    rc = call(WriteFn(write))
    if failure:
        raise failure[0]
    check(rc)
    return b"".join(pieces).decode("utf-8")


def board_svg(board: Board, moved: int = 0) -> SVG:
    """A board as SVG (204 x 204); moved = the tile (1..8) to highlight, 0 for none."""
    fn = _fn("p8_svg_board")
    n = fn(board._h, moved, None, 0)
    if n < 0:
        raise error_for(n, "moved tile %r is out of range (0..8)" % (moved,))
    buf = ctypes.create_string_buffer(n + 1)
    check(fn(board._h, moved, buf, n + 1))
    return SVG(buf.value.decode("utf-8"))


def solution_svg(result: Result, per_row: int = 8) -> SVG:
    """A solved Result as an SVG filmstrip, per_row boards a row (0: one row)."""
    if not result.solved:
        raise error_for(_c.P8_EINVAL, "the run was not solved: there is no path to draw")
    fn = _fn("p8_svg_solution")
    return SVG(collect(lambda w: fn(result._h, per_row, w, None)))


class TraceDifference(Tuple[Any, ...]):
    """Where two traces first differ, as the library's p8_trace_compare says: (line, event, why,
    line_b, diagnosis, hint, a, b). line and line_b count from 1 in A and in B, skipped lines
    included (a trace that had ended: one past its last line); event is the event number from 1
    (None when the lines are not both event lines); why the sentence; diagnosis its name
    ("stack-for-queue", "undo-move", ...; see docs/trace.md); hint a one-line hint for B's author;
    a and b the differing lines (None for a trace that had ended)."""
    __slots__ = ()

    def __new__(cls, line: int, event: Optional[int], why: str, line_b: Optional[int] = None,
                diagnosis: str = "other", hint: str = "", a: Optional[str] = None,
                b: Optional[str] = None) -> TraceDifference:
        return tuple.__new__(cls, (line, event, why, line_b, diagnosis, hint, a, b))

    @property
    def line(self) -> int:
        v: int = self[0]
        return v

    @property
    def event(self) -> Optional[int]:
        v: Optional[int] = self[1]
        return v

    @property
    def why(self) -> str:
        v: str = self[2]
        return v

    @property
    def line_b(self) -> Optional[int]:
        v: Optional[int] = self[3]
        return v

    @property
    def diagnosis(self) -> str:
        v: str = self[4]
        return v

    @property
    def hint(self) -> str:
        v: str = self[5]
        return v

    @property
    def a(self) -> Optional[str]:
        v: Optional[str] = self[6]
        return v

    @property
    def b(self) -> Optional[str]:
        v: Optional[str] = self[7]
        return v


def trace_diff(a: Union[str, bytes], b: Union[str, bytes]) -> Optional[str]:
    """Compare two trace lines: None if they say the same, else the reason (a str). Raises
    InvalidArgumentError (with the C reason) when a line is not a trace line."""
    why = ctypes.create_string_buffer(512)
    rc = _fn("p8_trace_diff")(_bytes(a), _bytes(b), why, len(why))
    if rc < 0:
        raise error_for(rc, text(why.value))
    return text(why.value) if rc == 1 else None


def trace_line_type(line: Union[str, bytes]) -> Optional[str]:
    """The kind of a trace line as trace_diff reads it (white space included): "header", "event"
    or "summary"; None if it is not a trace line."""
    kind: Optional[bytes] = _fn("p8_trace_line_type")(_bytes(line))
    return kind.decode("ascii") if kind is not None else None


def diff_traces(a: Trace, b: Trace, ignore_header: bool = False,
                events_only: bool = False) -> Optional[TraceDifference]:
    """The first difference between trace A (the reference) and trace B (iterables of lines, or
    paths of trace files), as a TraceDifference, or None if they agree (as ``puzzle8 trace-diff A
    B``; the comparison is the library's p8_trace_compare). ignore_header=True leaves the header
    lines out (``trace-diff --ignore-header``), events_only=True the header and the summary
    (``--events-only``). Raises InvalidArgumentError when a line is not a trace line."""
    readers: List[Any] = []                             # ReadFn thunks
    keep: List[List[Any]] = []
    failure: List[BaseException] = []
    for trace in (a, b):
        lines = iter(_lines(trace))
        held: List[Any] = []                            # the C string of the line lent to C

        def read(line_p: Any, len_p: Any, _ud: Optional[int], lines: Iterator[Union[str, bytes]] = lines,
                 held: List[Any] = held) -> int:
            try:
                data = _bytes(next(lines))
            except StopIteration:
                line_p[0] = None
                return 0
            except BaseException as e:                   # noqa: B902 - re-raised below
                failure.append(e)
                return 1
            held[:] = [ctypes.create_string_buffer(data, len(data))]
            line_p[0] = ctypes.cast(held[0], c_void_p).value
            len_p[0] = len(data)
            return 0
        readers.append(ReadFn(read))
        keep.append(held)
    out = c_void_p()
    flags = (1 if ignore_header else 0) | (2 if events_only else 0)
    rc = _fn("p8_trace_compare")(readers[0], None, readers[1], None, flags, ctypes.byref(out))
    if failure:
        if out.value:
            _fn("p8_trace_comparison_free")(out.value)
        raise failure[0]
    if not out.value:
        raise error_for(rc, "p8_trace_compare failed")
    try:
        h = out.value
        why = text(_fn("p8_trace_comparison_why")(h))
        if rc != 0:
            raise error_for(rc, why)
        d = _fn("p8_trace_comparison_diagnosis")(h)
        if d == 0:
            return None
        la, lb = (_fn("p8_trace_comparison_line")(h, k) for k in (0, 1))
        both_events = la is not None and lb is not None and \
            trace_line_type(la) == "event" and trace_line_type(lb) == "event"
        return TraceDifference(
            _fn("p8_trace_comparison_line_number")(h, 0),
            _fn("p8_trace_comparison_events")(h) + 1 if both_events else None, why,
            _fn("p8_trace_comparison_line_number")(h, 1),
            text(_fn("p8_trace_diagnosis_name")(d)), text(_fn("p8_trace_diagnosis_hint")(d)),
            text(la) if la is not None else None, text(lb) if lb is not None else None)
    finally:
        _fn("p8_trace_comparison_free")(out.value)


def _bytes(line: Union[str, bytes]) -> bytes:
    if isinstance(line, bytes):
        return line.rstrip(b"\n")
    return str(line).rstrip("\n").encode("utf-8")


def _lines(trace: Trace) -> List[Union[str, bytes]]:
    if isinstance(trace, os.PathLike):
        trace = os.fspath(trace)
    if isinstance(trace, (str, bytes)) and "\n" not in str(trace) and "{" not in str(trace):
        with open(trace, encoding="utf-8") as f:
            return list(f.read().splitlines())
    if isinstance(trace, (str, bytes)):
        return list(trace.splitlines() if isinstance(trace, str) else trace.decode().splitlines())
    return [line.rstrip("\n") if isinstance(line, str) else line.rstrip(b"\n") for line in trace]


# ---- runs written as traces and drawn as trees (p8_trace_run, p8_tree_run) -------------------
def _raise_pending(search: Search) -> None:
    """Re-raise the first exception a callback of `search` raised during the run (as
    Search.run() does): the C run only saw a cancel."""
    pending = search._pending
    if pending:
        exc = pending.pop()
        del pending[:]
        raise exc


def _result_or_raise(search: Search, rc: int, handle: Optional[int]) -> Result:
    from .result import Result
    result = Result(handle, getattr(search, "algorithm", None)) if handle else None
    search.result = result
    _raise_pending(search)
    if rc == _c.P8_OK and result is not None:
        return result
    raise error_for(rc, text(lib.p8_search_errmsg(search._h)), result)


def trace_run(search: Search, start: BoardLike, goal: Optional[BoardLike],
              target: Union[str, bytes, "os.PathLike[str]", IO[Any]]) -> Result:
    """Run `search` from start to goal (Boards or text; goal None: the default) writing its trace
    (docs/trace.md) to target: a path (replaced) or a file object (text or binary; the trace is
    appended). The same bytes as `puzzle8 solve --trace` and C's p8_trace_run. A file object with
    an ``encoding`` attribute (open(..., "w"), io.StringIO, gzip.open(..., "wt")) is given str,
    any other (open(..., "wb"), io.BytesIO, gzip.open(..., "wb")) bytes, as graph() decides.
    Returns the Result and raises as Search.run(); an exception of the file object is re-raised."""
    from .board import as_board, goal_handle
    board = as_board(start)
    _g, gh = goal_handle(goal)
    owned = isinstance(target, (str, bytes, os.PathLike))
    f: Any = open(target, "wb") if isinstance(target, (str, bytes, os.PathLike)) else target
    binary = owned or not hasattr(f, "encoding")    # GzipFile.mode is an int, BytesIO has none
    failure: List[BaseException] = []

    def write(data: Any, length: int, _user_data: Any) -> int:
        try:
            chunk = ctypes.string_at(data, length)
            f.write(chunk if binary else chunk.decode("ascii"))
            return 0
        except BaseException as e:                       # noqa: B902 - re-raised below
            failure.append(e)
            return -1
    out = ctypes.c_void_p()
    del search._pending[:]
    err: Optional[BaseException] = None
    rc = _c.P8_EINVAL
    try:
        rc = _fn("p8_trace_run")(search._h, board._h, gh, WriteFn(write), None, ctypes.byref(out))
    except BaseException as e:          # noqa: B902 - re-raised below, once the result is freed
        err = e
    handle = out.value                  # the C result: freed before any exception is raised
    if owned:
        try:
            f.close()                   # a full disk may fail here: the trace sat in the buffer
        except BaseException as e:      # noqa: B902 - re-raised below
            err = err or e
    if failure or err is not None:
        if handle:
            lib.p8_result_free(handle)
        search.result = None
        del search._pending[:]
        raise failure[0] if failure else err  # type: ignore[misc]
    return _result_or_raise(search, rc, handle)


def tree_picture(search: Search, start: BoardLike, goal: Optional[BoardLike] = None,
                 expansions: int = 12, dot: bool = False) -> str:
    """The search tree of the first `expansions` expansions of a run of `search` (p8_tree_run),
    as SVG (an SVG) or, with dot=True, DOT text for Graphviz. The run goes to its end (its Result
    is search.result; the path of a solved run is drawn in orange); a run stopped by a limit
    still draws. expansions is 0 .. 2**64-1 (InvalidArgumentError, a ValueError, otherwise, as
    ``puzzle8 tree --expansions -1`` is a usage error). Raises UnsolvableError for an unsolvable
    pair, OutOfMemoryError, BusyError."""
    from .board import as_board, goal_handle
    from .result import Result
    expansions = operator.index(expansions)
    if not 0 <= expansions < 2 ** 64:
        raise error_for(_c.P8_EINVAL, "expansions must be 0 .. 2**64-1, not %d" % expansions)
    board = as_board(start)
    _g, gh = goal_handle(goal)
    tree, out = c_void_p(), c_void_p()
    check(_fn("p8_tree_new")(expansions, ctypes.byref(tree)))
    del search._pending[:]
    try:
        rc = _fn("p8_tree_run")(tree.value, search._h, board._h, gh, ctypes.byref(out))
        search.result = Result(out.value, getattr(search, "algorithm", None)) if out.value else None
        _raise_pending(search)
        if not out.value:
            raise error_for(rc, text(lib.p8_search_errmsg(search._h)))
        fn = _fn("p8_dot_tree" if dot else "p8_svg_tree")
        drawn = collect(lambda w: fn(tree.value, out.value, w, None))
        return drawn if dot else SVG(drawn)
    finally:
        _fn("p8_tree_free")(tree.value)
