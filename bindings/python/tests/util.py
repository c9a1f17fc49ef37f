# SPDX-License-Identifier: MIT
"""Shared helpers for the tests: paths and the test/data sample sets."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
DATA = os.environ.get("P8_DATA_DIR") or os.path.join(REPO, "test", "data")

# The library under test: the in-tree build, unless PUZZLE8_LIBRARY names another one (make
# python-asan: an ASan build, with the ASan runtime in LD_PRELOAD). Tests of the in-tree search
# order, and RSS measurements (ASan keeps freed memory in quarantine), only run on the former.
IN_TREE = not os.environ.get("PUZZLE8_LIBRARY")
LIBRARY = os.environ.get("PUZZLE8_LIBRARY") or os.path.join(REPO, "lib", "libpuzzle8.so.1")
UNDER_ASAN = "libasan" in os.environ.get("LD_PRELOAD", "")
# make check-full (P8_FULL=1): the long forms of the sampled tests (make check runs a sample).
FULL = os.environ.get("P8_FULL") == "1"

# goal in the file name -> goal tiles as text
SAMPLE_GOALS = ("123456780", "012345678", "123804765")


def sample_path(goal):
    return os.path.join(DATA, "sample_goal_%s.txt" % goal)


def load_samples(goal):
    """[(start_tiles_tuple, optimal_length)] from test/data/sample_goal_<goal>.txt."""
    rows = []
    with open(sample_path(goal)) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            tiles, _, optimal = line.partition("|")
            rows.append((tuple(int(t) for t in tiles.split()), int(optimal)))
    return rows
