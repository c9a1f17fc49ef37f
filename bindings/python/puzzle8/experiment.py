# SPDX-License-Identifier: MIT
"""Experiments over sets of boards, run by the C library (p8_experiment, docs/experiments.md).

    >>> import puzzle8
    >>> e = puzzle8.experiment("branching", seed=1, boards=10, depths=[2, 4, 6])
    >>> e.rows[0]["bstar"]                  # every field of every row, as the C library has it
    >>> print(e.text())                     # also e.csv(), e.markdown(), e.json()
    >>> e.svg("bstar").save("bstar.svg")    # the plot; Jupyter shows it
    >>> puzzle8.experiment(series=[puzzle8.Series("iddfs", label="IDS", duplicates="none"),
    ...                            "A*(h1)=astar,heuristic=misplaced"], depths=[2, 4, 6])

Thin: the boards, the runs, the statistics, the tables and the plot are all made in C, and the
C library reads the series (p8_experiment_add_series, p8_experiment_set_option), so the numbers
and the messages are those of ``puzzle8 experiment`` and of JavaScript's ``experiment``. Ctrl-C
stops the run between two searches: the Experiment keeps the rows so far (``interrupted`` is
True).
"""
from __future__ import annotations

import ctypes
import math
from ctypes import POINTER, c_char_p, c_double, c_int, c_size_t, c_uint, c_uint64, c_void_p
from dataclasses import dataclass, fields
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from . import _lib as _c
from ._lib import lib, text
from .board import Board, BoardLike, as_board
from .errors import check, error_for
from .view import SVG, WriteFn, collect

__all__ = ["Experiment", "experiment", "EXPERIMENTS", "Series", "effective_branching"]

ProgressFn = ctypes.CFUNCTYPE(c_int, c_uint64, c_uint64, c_void_p)
_FORMATS = {"text": 0, "csv": 1, "markdown": 2, "json": 3}
#: A row: "label" (str), the count fields (int), the others (float), None where C has NaN.
Row = Dict[str, Any]
#: progress(done, total): called after each search; a true return stops the run.
Progress = Callable[[int, int], Any]

_PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    "p8_experiment_new": (c_int, [POINTER(c_void_p)]),
    "p8_experiment_free": (None, [c_void_p]),
    "p8_experiment_preset": (c_int, [c_void_p, c_char_p, c_uint, POINTER(c_uint), c_size_t]),
    "p8_experiment_preset_name": (c_char_p, [c_int]),
    "p8_experiment_add_distances": (c_int, [c_void_p, c_uint, POINTER(c_uint), c_size_t]),
    "p8_experiment_add_board": (c_int, [c_void_p, c_void_p]),
    "p8_experiment_add_series": (c_int, [c_void_p, c_char_p]),
    "p8_experiment_set_option": (c_int, [c_void_p, c_int, c_char_p, c_char_p]),
    "p8_experiment_set_seed": (c_int, [c_void_p, c_uint64]),
    "p8_experiment_run": (c_int, [c_void_p, ProgressFn, c_void_p]),
    "p8_experiment_errmsg": (c_char_p, [c_void_p]),
    "p8_experiment_rows": (c_int, [c_void_p]),
    "p8_experiment_row": (c_int, [c_void_p, c_size_t, POINTER(c_double), c_size_t]),
    "p8_experiment_field_name": (c_char_p, [c_int]),
    "p8_experiment_label": (c_char_p, [c_void_p, c_size_t]),
    "p8_experiment_write": (c_int, [c_void_p, c_int, WriteFn, c_void_p]),
    "p8_experiment_svg": (c_int, [c_void_p, c_int, WriteFn, c_void_p]),
    "p8_effective_branching": (c_double, [c_double, c_uint]),
}
_f: Dict[str, Callable[..., Any]] = {
    name: _c.bind(getattr(lib.dll, name), name, restype, argtypes)
    for name, (restype, argtypes) in _PROTOTYPES.items()}


def _names(fn: Callable[[int], Optional[bytes]]) -> Tuple[str, ...]:
    out: List[str] = []
    i = 0
    while fn(i) is not None:
        out.append(text(fn(i)))
        i += 1
    return tuple(out)


#: The named experiments ("branching", "duplicates", "heuristics", "walk", "bidirectional").
EXPERIMENTS = _names(_f["p8_experiment_preset_name"])
#: The fields of a row, in order (the CSV header after "label").
FIELDS = _names(_f["p8_experiment_field_name"])


#: A limit of a Series: a whole number, or "none".
Limit = Union[int, str, None]


@dataclass(frozen=True)
class Series:
    """A series of an experiment: an algorithm (ALGORITHMS) and its settings, the preset's where
    left None. The settings are the C library's (p8_experiment_set_option): label (default: the
    course's name made from the settings, e.g. "IDS", "A*(h1)", "BFS, tree search"), heuristic (a
    built-in, "exact" or "pdb:GROUPS"), duplicates, weights (wg, wh), frontier, reopen,
    node_budget, and the limits of each run max_expansions, max_depth, max_memory (bytes),
    max_time (ms), each a whole number or "none". The command's text of a series
    ("IDS=iddfs,duplicates=none") goes wherever a Series does."""

    algorithm: str
    label: Optional[str] = None
    heuristic: Optional[str] = None
    duplicates: Optional[str] = None
    weights: Optional[Tuple[int, int]] = None
    frontier: Optional[str] = None
    reopen: Optional[bool] = None
    node_budget: Optional[int] = None
    max_expansions: Limit = None
    max_depth: Limit = None
    max_memory: Limit = None
    max_time: Limit = None


def _quoted(value: Any) -> str:
    """value for a message: a str quoted (its control characters escaped), cut after 40
    characters; anything else as its repr, cut."""
    if isinstance(value, str):
        return repr(value[:40] + "..." if len(value) > 40 else value)
    shown = repr(value)
    return shown[:40] + "..." if len(shown) > 40 else shown


def _c_text(value: Any, what: str) -> bytes:
    """A str for C: without NUL (C would stop there and read less than was given)."""
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (what, _quoted(value)))
    if "\0" in value:
        raise error_for(_c.P8_EINVAL, "%s %s holds a NUL character"
                        % (what, _quoted(value)))
    return value.encode()


def _whole(value: Any, what: str, top: int = 2 ** 64 - 1) -> str:
    if value.__class__ is not int or not 0 <= value <= top:
        raise error_for(_c.P8_EINVAL, "%s must be a whole number 0 .. %d, not %s"
                        % (what, top, _quoted(value)))
    return str(value)


def _setting(name: str, value: Any, what: str) -> bytes:
    """A Series field as the C library's text."""
    if name == "weights":
        if not isinstance(value, (tuple, list)) or len(value) != 2:
            raise error_for(_c.P8_EINVAL, "%s must be (wg, wh), not %s"
                            % (what, _quoted(value)))
        return ("%s:%s" % (_whole(value[0], what + "[0]", 2 ** 32 - 1),
                           _whole(value[1], what + "[1]", 2 ** 32 - 1))).encode()
    if name == "reopen":
        if not isinstance(value, bool):
            raise TypeError("%s must be True or False, not %s" % (what, _quoted(value)))
        return b"on" if value else b"off"
    if name.startswith("max_") or name == "node_budget":
        if value == "none" and name.startswith("max_"):
            return b"none"
        return _whole(value, what).encode()
    return _c_text(value, what)


def _add_series(h: int, one: Union[str, Series], i: int) -> None:
    what = "series[%d]" % i
    if isinstance(one, str):
        rc = _f["p8_experiment_add_series"](h, _c_text(one, what))
        if rc < 0:
            raise error_for(rc, text(_f["p8_experiment_errmsg"](h)))
        return
    if not isinstance(one, Series):
        raise TypeError("%s must be a Series or its text, not %s" % (what, _quoted(one)))
    alg = _c_text(one.algorithm, what + ".algorithm")
    if b"," in alg or b"=" in alg:
        raise error_for(_c.P8_EINVAL, "%s.algorithm %s is not an algorithm's name"
                        % (what, _quoted(one.algorithm)))
    config = _f["p8_experiment_add_series"](h, alg)
    if config < 0:
        raise error_for(config, text(_f["p8_experiment_errmsg"](h)))
    for field in fields(one):
        value = getattr(one, field.name)
        if field.name == "algorithm" or value is None:
            continue
        rc = _f["p8_experiment_set_option"](h, config, field.name.encode(),
                                             _setting(field.name, value, what + "." + field.name))
        if rc < 0:
            raise error_for(rc, text(_f["p8_experiment_errmsg"](h)))


def effective_branching(nodes: float, depth: int) -> float:
    """b*: the root of N + 1 = 1 + b + ... + b^depth (nan for depth 0)."""
    return float(_f["p8_effective_branching"](float(nodes), depth))


class Experiment:
    """The rows of a run: ``rows`` (a dict per configuration and distance: "label" and every
    field of FIELDS, None where C has NaN), ``labels``, and the library's writers."""

    def __init__(self, handle: int, interrupted: bool) -> None:
        self._h: Optional[int] = handle
        self.interrupted = interrupted
        n = check(_f["p8_experiment_rows"](handle))
        buf = (c_double * len(FIELDS))()
        self.labels: List[str] = []
        self.rows: List[Row] = []
        c = 0
        while _f["p8_experiment_label"](handle, c) is not None:
            self.labels.append(text(_f["p8_experiment_label"](handle, c)))
            c += 1
        for r in range(n):
            check(_f["p8_experiment_row"](handle, r, buf, len(FIELDS)))
            row: Row = {"label": self.labels[int(buf[0])]}
            for k, name in enumerate(FIELDS):
                v = buf[k]
                row[name] = None if math.isnan(v) else int(v) if k < 7 or name == "optimal" else v
            self.rows.append(row)

    def __del__(self) -> None:
        h, self._h = getattr(self, "_h", None), None
        if h:
            _f["p8_experiment_free"](h)

    def _write(self, fmt: str) -> str:
        return collect(lambda w: _f["p8_experiment_write"](self._h, _FORMATS[fmt], w, None))

    def text(self) -> str:
        """The aligned text table (what ``puzzle8 experiment`` prints)."""
        return self._write("text")

    def csv(self) -> str:
        return self._write("csv")

    def markdown(self) -> str:
        return self._write("markdown")

    def json(self) -> str:
        return self._write("json")

    def svg(self, field: str = "generated_mean") -> SVG:
        """The plot of `field` (a name of FIELDS: a statistic) against the distance."""
        if field not in FIELDS:
            raise error_for(_c.P8_EINVAL, "unknown field %r" % (field,))
        k = FIELDS.index(field)
        return SVG(collect(lambda w: _f["p8_experiment_svg"](self._h, k, w, None)))

    def _repr_svg_(self) -> str:
        return self.svg()._repr_svg_()


def experiment(name: Optional[str] = None, seed: int = 0,
               boards: Union[int, Sequence[BoardLike]] = 0,
               depths: Optional[Iterable[int]] = None, progress: Optional[Progress] = None,
               series: Optional[Iterable[Union[str, Series]]] = None) -> Experiment:
    """Run the named experiment (EXPERIMENTS) and the series given after its own (a Series, or
    the command's text of one: "IDS=iddfs,duplicates=none"), or the series alone (name None),
    with `boards` boards a distance (0: the named experiment's, else 100) at `depths` (None: the
    named experiment's, else 2, 4, ..., 24), or over the boards given (a list, with series and
    no name nor depths: each counts at its distance from the goal, p8_experiment_add_board);
    progress(done, total) is called after each search, and a true return stops the run (as
    Ctrl-C does). Returns an Experiment."""
    given: Optional[List[Board]] = None
    if not isinstance(boards, int):
        given = [as_board(b) for b in boards]
        if name is not None or depths is not None or not given:
            raise error_for(_c.P8_EINVAL, "a list of boards is run by the series given, without "
                            "a named experiment or depths (they draw boards of their own)"
                            if given else "the list of boards is empty")
        boards = 0
    ds = list(depths or [])
    for i, d in enumerate(ds):                           # each reaches C as given, or not at all
        if d.__class__ is not int or not 0 <= d < 2 ** 32:
            raise error_for(_c.P8_EINVAL, "depths[%d] = %s is not a distance (1..31)" % (i, _quoted(d)))
    items = list(series or [])
    if name is None and not items:
        raise error_for(_c.P8_EINVAL, "give a named experiment or series")
    cname = _c_text(name, "the experiment's name") if name is not None else None
    h = c_void_p()
    check(_f["p8_experiment_new"](ctypes.byref(h)))
    arr = (c_uint * max(1, len(ds)))(*ds)
    stop: List[Union[str, BaseException]] = []

    def on_progress(done: int, total: int, _ud: Any) -> int:
        try:
            if progress is not None and progress(done, total):
                stop.append("callback")
        except KeyboardInterrupt:
            stop.append("interrupt")                     # Ctrl-C: keep the rows so far
        except BaseException as exc:                     # noqa: B902 - re-raised below
            stop.append(exc)
        return 1 if stop else 0
    try:
        if cname is not None:
            rc = _f["p8_experiment_preset"](h, cname, boards, arr if ds else None, len(ds))
        elif given is not None:
            for i, b in enumerate(given):
                rc = _f["p8_experiment_add_board"](h, b._h)
                if rc < 0:
                    raise error_for(rc, "boards[%d] = %s: %s" % (
                        i, b.compact(), text(_f["p8_experiment_errmsg"](h))))
        else:
            rc = _f["p8_experiment_add_distances"](h, boards, arr if ds else None, len(ds))
        if rc < 0:
            raise error_for(rc, text(_f["p8_experiment_errmsg"](h)))
        assert h.value is not None
        for i, one in enumerate(items):
            _add_series(h.value, one, i)
        rc = _f["p8_experiment_set_seed"](h, seed)
        if rc == 0:
            rc = _f["p8_experiment_run"](h, ProgressFn(on_progress), None)
        if rc < 0 and not (rc == _c.P8_ECANCELED and stop):
            raise error_for(rc, text(_f["p8_experiment_errmsg"](h)))
    except BaseException:
        _f["p8_experiment_free"](h)
        raise
    if stop and isinstance(stop[0], BaseException):
        _f["p8_experiment_free"](h)
        raise stop[0]
    assert h.value is not None
    return Experiment(h.value, bool(stop))
