# SPDX-License-Identifier: MIT
"""Experiments over sets of boards, run by the C library (p8_experiment, docs/experiments.md).

    >>> import puzzle8
    >>> e = puzzle8.experiment("branching", seed=1, boards=10, depths=[2, 4, 6])
    >>> e.rows[0]["bstar"]                  # every field of every row, as the C library has it
    >>> print(e.text())                     # also e.csv(), e.markdown(), e.json()
    >>> e.svg("bstar").save("bstar.svg")    # the plot; Jupyter shows it

Thin: the boards, the runs, the statistics, the tables and the plot are all made in C, so the
numbers are those of ``puzzle8 experiment`` and of JavaScript's ``experiment``. Ctrl-C stops the
run between two searches: the Experiment keeps the rows so far (``interrupted`` is True).
"""
from __future__ import annotations

import ctypes
import math
from ctypes import POINTER, c_char_p, c_double, c_int, c_size_t, c_uint, c_uint64, c_void_p
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple, Union

from . import _lib as _c
from ._lib import lib, text
from .errors import check, error_for
from .view import SVG, WriteFn, collect

__all__ = ["Experiment", "experiment", "EXPERIMENTS", "effective_branching"]

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
        return str(self.svg())


def experiment(name: str, seed: int = 0, boards: int = 0, depths: Optional[Iterable[int]] = None,
               progress: Optional[Progress] = None) -> Experiment:
    """Run the named experiment (EXPERIMENTS) with `boards` boards a distance (0: its default)
    at `depths` (None: its defaults); progress(done, total) is called after each search, and a
    true return stops the run (as Ctrl-C does). Returns an Experiment."""
    h = c_void_p()
    check(_f["p8_experiment_new"](ctypes.byref(h)))
    ds = list(depths or [])
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
        rc = _f["p8_experiment_preset"](h, name.encode(), boards, arr if ds else None, len(ds))
        if rc == 0:
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
