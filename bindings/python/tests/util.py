"""Shared helpers for the tests: paths and the ../shared/data sample sets."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
DATA = os.environ.get("P8_SHARED_DATA") or os.path.normpath(os.path.join(REPO, "..", "shared", "data"))

# goal in the file name -> goal tiles as text
SAMPLE_GOALS = ("123456780", "012345678", "123804765")


def sample_path(goal):
    return os.path.join(DATA, "sample_goal_%s.txt" % goal)


def load_samples(goal):
    """[(start_tiles_tuple, optimal_length)] from ../shared/data/sample_goal_<goal>.txt."""
    rows = []
    with open(sample_path(goal)) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            tiles, _, optimal = line.partition("|")
            rows.append((tuple(int(t) for t in tiles.split()), int(optimal)))
    return rows
