# SPDX-License-Identifier: MIT
"""The configuration table of the library (section 7.5 of puzzle8.h), as Python values.

Every named value a search can be given (algorithms, heuristics, duplicate policies, frontiers,
drivers, events, limits) with its name, other names, a course's label and one sentence; each
algorithm's preset and properties; each built-in heuristic's; the options of a search. All of it
is read from the C library, so Python says what the command, JavaScript and the lab say.

    >>> import puzzle8
    >>> [c.label for c in puzzle8.choices("algorithm")][:5]
    ['BFS', 'DFS', 'UCS', 'Greedy', 'A*']
"""
from __future__ import annotations

import ctypes
from typing import List, NamedTuple, Optional, Tuple, Union

from ._lib import CHOICE_KINDS, lib, quote, text
from .errors import InvalidArgumentError

__all__ = ["Choice", "AlgorithmInfo", "HeuristicInfo", "Option", "choices", "choice",
           "algorithm_info", "heuristic_info", "options", "CHOICE_KINDS"]


class Choice(NamedTuple):
    """One named value of a list: its number, name, other names, title, label and sentence."""
    kind: str                   # "algorithm", "heuristic", "duplicates", "frontier", ...
    value: int                  # P8_ALG_*, P8_H_*, ...
    name: str                   # "astar"
    aliases: Tuple[str, ...]    # ("a*", "a-star")
    title: str                  # "A* search": what a menu shows
    label: str                  # "A*": a course's short label, in tables and plots
    summary: str                # one sentence in a student's words


class AlgorithmInfo(NamedTuple):
    """An algorithm's preset (what Search(algorithm=...) sets) and properties (p8_algorithm_info)."""
    name: str
    frontier: str
    weights: Tuple[int, int]
    duplicates: str
    reopen: bool
    heuristic: str
    driver: str
    optimal: bool               # guarantees a shortest solution (with its preset's heuristic)
    memory: str                 # "states", "path", "budget" or "moves"


class HeuristicInfo(NamedTuple):
    """Whether a built-in heuristic is admissible and consistent for every goal."""
    name: str
    admissible: bool
    consistent: bool


class Option(NamedTuple):
    """An option of a search (Search.set_option): its name, the form of its value, its sentence,
    and the list whose names it takes (None for a number, weights, on/off)."""
    name: str
    argument: str
    summary: str
    choices: Optional[str]


def _kind(kind: str) -> int:
    if kind not in CHOICE_KINDS:
        raise InvalidArgumentError("invalid argument: unknown list %s (one of %s)"
                                   % (quote(kind), ", ".join(CHOICE_KINDS)))
    return CHOICE_KINDS.index(kind)


def _choice(k: int, v: int) -> Choice:
    aliases = text(lib.p8_choice_aliases(k, v))
    return Choice(CHOICE_KINDS[k], v, text(lib.p8_choice_name(k, v)),
                  tuple(aliases.split()) if aliases else (), text(lib.p8_choice_title(k, v)),
                  text(lib.p8_choice_label(k, v)),
                  text(lib.p8_choice_summary(k, v)))


def choices(kind: str) -> List[Choice]:
    """Every value of list `kind` ("algorithm", "heuristic", "duplicates", "frontier", "driver",
    "event" or "limit"), in the library's order."""
    k = _kind(kind)
    return [_choice(k, v) for v in range(lib.p8_choice_count(k))]


def choice(kind: str, name: Union[str, int]) -> Choice:
    """The value of list `kind` named `name` (its name or another name, in any case) or numbered
    `name`. InvalidArgumentError if there is none."""
    k = _kind(kind)
    if isinstance(name, str):
        v = lib.p8_choice_lookup(k, name.encode("utf-8")) if "\0" not in name else -1
    else:
        v = name if 0 <= name < lib.p8_choice_count(k) else -1
    if v < 0:
        raise InvalidArgumentError("invalid argument: unknown %s %s (one of %s)"
                                   % (kind, quote(name), ", ".join(c.name for c in choices(kind))))
    return _choice(k, v)


def algorithm_info(name: Union[str, int]) -> AlgorithmInfo:
    """The preset and properties of an algorithm (a name of choices("algorithm") or a number)."""
    c = choice("algorithm", name)
    n = lib.p8_algorithm_info(c.value, None, 0)
    f = (ctypes.c_uint64 * n)()
    lib.p8_algorithm_info(c.value, f, n)
    return AlgorithmInfo(c.name, text(lib.p8_frontier_name(f[0])), (int(f[1]), int(f[2])),
                         text(lib.p8_duplicates_name(f[3])), bool(f[4]),
                         text(lib.p8_heuristic_name(f[5])), text(lib.p8_driver_name(f[6])),
                         bool(f[7]), text(lib.p8_memory_name(f[8])))


def heuristic_info(name: Union[str, int]) -> HeuristicInfo:
    """Whether a built-in heuristic is admissible and consistent for every goal."""
    c = choice("heuristic", name)
    f = (ctypes.c_uint64 * 2)()
    lib.p8_heuristic_info(c.value, f, 2)
    return HeuristicInfo(c.name, bool(f[0]), bool(f[1]))


def options() -> List[Option]:
    """The options of a search (Search.set_option), in the order to apply them."""
    out = []
    for i in range(lib.p8_option_count()):
        k = lib.p8_option_choices(i)
        out.append(Option(text(lib.p8_option_name(i)), text(lib.p8_option_argument(i)),
                          text(lib.p8_option_summary(i)), CHOICE_KINDS[k] if k >= 0 else None))
    return out
