# SPDX-License-Identifier: MIT
"""The in-tree PEP 517 backend builds a complete wheel and sdist with the standard library only."""
import os
import sys
import tarfile
import tempfile
import unittest
import zipfile

import puzzle8

from util import REPO

PYDIR = os.path.join(REPO, "bindings", "python")
sys.path.insert(0, os.path.join(PYDIR, "_build"))
import p8_backend  # noqa: E402


class TestBackend(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def test_needs_nothing(self):
        self.assertEqual(p8_backend.get_requires_for_build_wheel(), [])
        self.assertEqual(p8_backend.get_requires_for_build_editable(), [])

    def test_wheel(self):
        name = p8_backend.build_wheel(self.tmp.name)
        self.assertEqual(name, "puzzle8-%s-py3-none-any.whl" % puzzle8.__version__)
        with zipfile.ZipFile(os.path.join(self.tmp.name, name)) as z:
            names = set(z.namelist())
            sources = {"puzzle8/" + n for n in os.listdir(os.path.join(PYDIR, "puzzle8"))
                       if n.endswith(".py")}
            self.assertLessEqual(sources, names)
            di = "puzzle8-%s.dist-info/" % puzzle8.__version__
            for f in ("METADATA", "WHEEL", "RECORD", "entry_points.txt"):
                self.assertIn(di + f, names)
            self.assertIn("Version: %s" % puzzle8.__version__, z.read(di + "METADATA").decode())
            record = z.read(di + "RECORD").decode()
            for n in names:
                self.assertIn(n + ",", record)
            self.assertIn("puzzle8-py = puzzle8.__main__:main", z.read(di + "entry_points.txt").decode())

    def test_editable_and_sdist(self):
        name = p8_backend.build_editable(self.tmp.name)
        with zipfile.ZipFile(os.path.join(self.tmp.name, name)) as z:
            pth = [n for n in z.namelist() if n.endswith(".pth")]
            self.assertEqual(z.read(pth[0]).decode().strip(), PYDIR)
        sdist = p8_backend.build_sdist(self.tmp.name)
        with tarfile.open(os.path.join(self.tmp.name, sdist)) as t:
            names = t.getnames()
        self.assertIn("puzzle8-%s/pyproject.toml" % puzzle8.__version__, names)
        self.assertIn("puzzle8-%s/_build/p8_backend.py" % puzzle8.__version__, names)


if __name__ == "__main__":
    unittest.main()
