# SPDX-License-Identifier: MIT
"""The in-tree PEP 517 backend, without compiling: the metadata carries every field pyproject.toml
declares, the wheel is tagged for this platform, the sdist carries the C sources and the licence,
the editable wheel points at the tree, the TOML reader for old Pythons agrees with tomllib, and
the package README's example prints what it says. Building and installing real wheels (the C
library compiled in) is scripts/python-package-check.sh (make python-package)."""
import contextlib
import email.parser
import io
import os
import re
import sys
import sysconfig
import tarfile
import tempfile
import unittest
import zipfile

import puzzle8

from util import REPO

PYDIR = os.path.join(REPO, "bindings", "python")
sys.path.insert(0, os.path.join(PYDIR, "_build"))
import p8_backend  # noqa: E402
import p8_compile  # noqa: E402

try:
    import tomllib
except ImportError:                  # Python < 3.11: the backend's own reader is all there is
    tomllib = None


def project():
    with open(os.path.join(PYDIR, "pyproject.toml"), encoding="utf-8") as f:
        return p8_backend._toml(f.read())["project"]


class TestBackend(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def test_needs_nothing(self):
        self.assertEqual(p8_backend.get_requires_for_build_wheel(), [])
        self.assertEqual(p8_backend.get_requires_for_build_editable(), [])
        self.assertEqual(p8_backend.get_requires_for_build_sdist(), [])

    def metadata(self):
        di = p8_backend.prepare_metadata_for_build_wheel(self.tmp.name)
        self.assertEqual(di, "puzzle8-%s.dist-info" % puzzle8.__version__)
        with open(os.path.join(self.tmp.name, di, "METADATA"), encoding="utf-8") as f:
            return di, email.parser.Parser().parse(f)

    def test_metadata_has_every_declared_field(self):
        p = project()
        di, m = self.metadata()
        self.assertEqual(m["Metadata-Version"], "2.4")
        self.assertEqual((m["Name"], m["Version"], m["Summary"]), (p["name"], p["version"], p["description"]))
        self.assertEqual(m["Requires-Python"], p["requires-python"])
        self.assertEqual(m["License-Expression"], "MIT")
        self.assertEqual(m.get_all("License-File"), ["LICENSE"])
        self.assertNotIn("License", m)                       # PEP 639: the expression only
        self.assertFalse([c for c in m.get_all("Classifier") if c.startswith("License ::")])
        self.assertEqual(m.get_all("Classifier"), p["classifiers"])
        self.assertGreater(len(p["classifiers"]), 3)
        self.assertIn("Typing :: Typed", m.get_all("Classifier"))
        self.assertEqual(m.get_all("Project-URL"), ["%s, %s" % kv for kv in p["urls"].items()])
        self.assertEqual(m["Keywords"], ",".join(p["keywords"]))
        self.assertEqual(m["Author"], ", ".join(a["name"] for a in p["authors"]))
        self.assertEqual(m["Description-Content-Type"], "text/markdown")
        with open(os.path.join(PYDIR, p["readme"]), encoding="utf-8") as f:
            self.assertEqual(m.get_payload(), f.read())
        with open(os.path.join(self.tmp.name, di, "licenses", "LICENSE"), "rb") as a, \
                open(os.path.join(REPO, "LICENSE"), "rb") as b:
            self.assertEqual(a.read(), b.read())
        with open(os.path.join(self.tmp.name, di, "entry_points.txt")) as f:
            self.assertIn("puzzle8-py = puzzle8.__main__:main", f.read())

    def test_urls_agree_with_the_npm_package(self):
        import json
        with open(os.path.join(REPO, "bindings", "js", "package.json")) as f:
            npm = json.load(f)
        repo = re.sub(r"^git\+|\.git$", "", npm["repository"]["url"])
        self.assertEqual(project()["urls"]["Source"], repo)
        self.assertEqual(npm["license"], project()["license"])

    def test_wheel_is_tagged_for_this_platform(self):
        di, _ = self.metadata()
        with open(os.path.join(self.tmp.name, di, "WHEEL")) as f:
            wheel = f.read()
        self.assertIn("Root-Is-Purelib: false\n", wheel)
        tag = "py3-none-" + re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())
        self.assertIn("Tag: %s\n" % tag, wheel)
        self.assertNotIn("any", tag)

    def test_library_names(self):
        self.assertEqual(p8_compile.library_name("elf"), "libpuzzle8.so.1")
        self.assertEqual(p8_compile.library_name("darwin"), "libpuzzle8.1.dylib")
        self.assertEqual(p8_compile.library_name("windows"), "libpuzzle8.dll")
        from puzzle8 import _lib
        self.assertEqual(p8_compile.library_name(), _lib.SONAME)     # what the loader looks for

    def test_package_files_include_py_typed(self):
        # PEP 561: with the marker in the package, mypy uses its annotations (mypy-check.sh).
        files = dict(p8_backend._package_files())
        self.assertIn("puzzle8/py.typed", files)
        self.assertTrue(os.path.isfile(files["puzzle8/py.typed"]))
        self.assertIn("puzzle8/search.py", files)
        self.assertFalse([n for n in files if "/tests/" in n or n.endswith(".so.1")])

    def test_command_library_name_follows_the_platform(self):
        import puzzle8.__main__ as cli
        from puzzle8 import _lib
        self.assertEqual(cli.SONAME, _lib.SONAME.replace("libpuzzle8", "libpuzzle8cli"))

    def test_sources_are_the_makefiles(self):
        root = p8_compile.source_root()
        self.assertEqual(os.path.realpath(root), os.path.realpath(REPO))
        sources, with_cli = p8_compile.library_sources(root)
        in_src = sorted(os.path.relpath(s, root) for s in sources if not s.startswith(os.path.join(root, "tools")))
        want = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(os.path.join(root, "src"))
                      for f in fs if f.endswith(".c"))
        self.assertEqual(in_src, want)
        self.assertEqual(with_cli, os.path.exists(os.path.join(root, "tools", "puzzle8_cli.h")))
        self.assertNotIn(os.path.join(root, "tools", "puzzle8.c"), sources)   # main() stays out

    def test_sdist_carries_the_c_sources_and_the_licence(self):
        name = p8_backend.build_sdist(self.tmp.name)
        base = "puzzle8-%s/" % puzzle8.__version__
        with tarfile.open(os.path.join(self.tmp.name, name)) as t:
            names = set(t.getnames())
            pkg_info = t.extractfile(base + "PKG-INFO").read().decode()
            licence = t.extractfile(base + "LICENSE").read()
        for rel in ["pyproject.toml", "README.md", "_build/p8_backend.py", "_build/p8_compile.py", "LICENSE",
                    "csrc/include/puzzle8.h", "csrc/src/base/base.h"] + \
                ["csrc/" + f for f in p8_compile.sdist_files(REPO)] + \
                ["puzzle8/" + n for n in os.listdir(os.path.join(PYDIR, "puzzle8")) if n.endswith(".py")]:
            self.assertIn(base + rel, names)
        self.assertTrue(any(n.endswith(".c") and "/csrc/src/" in n for n in names))
        with open(os.path.join(REPO, "LICENSE"), "rb") as f:
            self.assertEqual(licence, f.read())
        _, m = self.metadata()
        self.assertEqual(pkg_info, p8_backend._metadata(project()))
        self.assertIn("License-Expression: MIT", pkg_info)

    def test_editable(self):
        name = p8_backend.build_editable(self.tmp.name)
        with zipfile.ZipFile(os.path.join(self.tmp.name, name)) as z:
            pth = [n for n in z.namelist() if n.endswith(".pth")]
            self.assertEqual(z.read(pth[0]).decode().strip(), PYDIR)
            self.assertIn("puzzle8-%s.dist-info/METADATA" % puzzle8.__version__, z.namelist())

    @unittest.skipIf(tomllib is None, "no tomllib to compare with (Python < 3.11)")
    def test_old_python_reader_agrees_with_tomllib(self):
        with open(os.path.join(PYDIR, "pyproject.toml"), encoding="utf-8") as f:
            text = f.read()
        self.assertEqual(p8_backend._toml_subset(text), tomllib.loads(text))
        sample = '[a]\nx = "s # not a comment" # a comment\ny = [\n  "1",  # one\n  { name = "n" },\n]\n'
        self.assertEqual(p8_backend._toml_subset(sample), tomllib.loads(sample))

    def test_readme_example_prints_what_it_says(self):
        with open(os.path.join(PYDIR, "README.md"), encoding="utf-8") as f:
            block = re.search(r"```python\n(.*?)```", f.read(), re.S).group(1)
        said = [line.split("# ", 1)[1].strip() for line in block.splitlines() if "print(" in line]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(block, {})
        self.assertEqual(out.getvalue().splitlines(), said)


if __name__ == "__main__":
    unittest.main()
