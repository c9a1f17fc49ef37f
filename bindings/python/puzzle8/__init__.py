# SPDX-License-Identifier: MIT
"""puzzle8: Python binding (ctypes) for libpuzzle8, the 8-puzzle and state-space search library.

    >>> import puzzle8
    >>> r = puzzle8.solve("8 0 6 5 4 7 2 3 1")
    >>> r.length, r.moves[:4]

See docs/python.md in the source tree.
"""
from . import _lib
from ._lib import ABI_MAJOR, LibraryLoadError, lib as _clib, text as _text
from .errors import (BoardError, BusyError, Canceled, Error, IllegalMoveError, InvalidArgumentError,
                     LimitReached, NotFound, OutOfMemoryError, SearchStopped, UnsolvableError)
from .errors import FrontierError
from .board import Board
from .result import Result, Stats
from .search import Search, Snapshot, solve
from .table import (GRAPH_FORMATS, HeuristicCheck, Table, check_heuristic, dominance,  # noqa: E402
                    graph)
from .view import SVG, diff_traces, trace_diff  # noqa: E402
from .search import EventNode, FrontierEntry  # noqa: E402

__version__ = "1.0.0"

#: The version string of the C library actually loaded, e.g. "0.2.0".
library_version = _text(_clib.p8_version_string())
#: The path the C library was loaded from.
library_path = _clib.path

ALGORITHMS = tuple(_lib.ALGORITHMS)     # the library's names, in P8_ALG_* order
HEURISTICS = tuple(_lib.HEURISTICS)
FRONTIERS = tuple(_lib.FRONTIERS)
EVENTS = tuple(_lib.EVENTS)
MOVES = ("U", "D", "L", "R")

__all__ = ["Board", "Result", "Stats", "Search", "Snapshot", "solve", "Error",
           "InvalidArgumentError", "IllegalMoveError", "OutOfMemoryError", "BoardError",
           "UnsolvableError", "SearchStopped", "LimitReached", "Canceled", "NotFound", "BusyError",
           "LibraryLoadError", "ABI_MAJOR", "library_version", "library_path", "ALGORITHMS",
           "HEURISTICS", "FRONTIERS", "EVENTS", "MOVES"]
__all__ += ["Table", "HeuristicCheck", "check_heuristic", "dominance", "graph", "GRAPH_FORMATS"]
__all__ += ["FrontierError", "DUPLICATES"]
DUPLICATES = tuple(_lib.DUPLICATES)
__all__ += ["SVG", "trace_diff", "diff_traces"]
__all__ += ["FrontierEntry", "EventNode"]
from .search import CompareRow, compare_rows  # noqa: E402
__all__ += ["CompareRow", "compare_rows"]
from .experiment import EXPERIMENTS, Experiment, Series, effective_branching, experiment  # noqa: E402
__all__ += ["EXPERIMENTS", "Experiment", "Series", "effective_branching", "experiment"]
from .pdb import PatternDatabase  # noqa: E402
__all__ += ["PatternDatabase"]
from .grade import GradeReport, GradeTest, grade  # noqa: E402
__all__ += ["grade", "GradeReport", "GradeTest"]
from .catalog import (AlgorithmInfo, Choice, HeuristicInfo, Option, algorithm_info,  # noqa: E402
                      choice, choices, heuristic_info, options)
__all__ += ["AlgorithmInfo", "Choice", "HeuristicInfo", "Option", "algorithm_info", "choice",
            "choices", "heuristic_info", "options"]
