# SPDX-License-Identifier: MIT
"""The PEP 517 / PEP 660 build backend of the puzzle8 package: standard library only.

`pip install ./bindings/python` and `pip wheel ./bindings/python` need nothing from the network:
no setuptools, no wheel package. A wheel holds the Python modules, py.typed, and libpuzzle8
compiled from the C sources at build time with the system C compiler (p8_compile.py), so the
installed package imports from any directory with no environment variable; it is tagged for
this platform (py3-none-linux_x86_64, ...). The metadata (Metadata-Version 2.4) carries every
field pyproject.toml declares: summary, readme, PEP 639 License-Expression and the licence file,
requires-python, keywords, authors, classifiers, project URLs, console scripts. The sdist carries
the C sources in csrc/ and the tree's LICENSE, so a wheel builds from it alone.

An editable install (pip install -e) is for working in the tree: it points Python at
bindings/python and uses the tree's own build (lib/, `make`), as PYTHONPATH=bindings/python does.
"""
import base64
import hashlib
import io
import json
import os
import re
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

import p8_compile

ROOT = p8_compile.ROOT
PACKAGE = "puzzle8"


# ---- pyproject.toml ----------------------------------------------------------------------------

def _toml(text):
    """pyproject.toml as data: tomllib (Python 3.11+), else _toml_subset."""
    try:
        import tomllib
    except ImportError:
        return _toml_subset(text)
    return tomllib.loads(text)


_STRING = r'"(?:[^"\\]|\\.)*"'


def _uncomment(line):
    """The line without a # comment (outside strings)."""
    quoted = False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif c == "#" and not quoted:
            return line[:i].strip()
    return line.strip()


def _value(text):
    """A "string", or an inline table of strings, as Python data."""
    if text.startswith("{"):
        return {k: json.loads(v) for k, v in re.findall(r'([\w-]+)\s*=\s*(' + _STRING + ')', text)}
    return json.loads(text)


def _toml_subset(text):
    """The TOML pyproject.toml uses, for Python < 3.11: [tables], key = "string", and arrays of
    strings or of inline tables of strings (one value, or one array over several lines)."""
    data, table = {}, {}
    lines = iter(text.splitlines())
    for line in lines:
        line = _uncomment(line)
        if not line:
            continue
        m = re.match(r"^\[([\w.-]+)\]$", line)
        if m:
            table = data
            for part in m.group(1).split("."):
                table = table.setdefault(part, {})
            continue
        key, _, value = line.partition("=")
        key, value = key.strip().strip('"'), value.strip()
        if value.startswith("["):
            while value.count("[") > value.count("]"):
                value += " " + _uncomment(next(lines))
            table[key] = [_value(v) for v in re.findall(r"\{[^}]*\}|" + _STRING, value[1:-1])]
        else:
            table[key] = _value(value)
    return data


def _project():
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        return _toml(f.read())["project"]


def _license_path():
    """The licence file: LICENSE beside pyproject.toml (an sdist), else the source tree's."""
    for p in (os.path.join(ROOT, "LICENSE"), os.path.join(ROOT, "..", "..", "LICENSE")):
        if os.path.isfile(p):
            return p
    return None


def _dist_info(p):
    return "%s-%s.dist-info" % (p["name"], p["version"])


def _metadata(p):
    """METADATA (core metadata 2.4) from every field of [project]."""
    lines = ["Metadata-Version: 2.4", "Name: " + p["name"], "Version: " + p["version"]]
    if p.get("description"):
        lines.append("Summary: " + p["description"])
    if p.get("keywords"):
        lines.append("Keywords: " + ",".join(p["keywords"]))
    for who, field in (("authors", "Author"), ("maintainers", "Maintainer")):
        names = [a["name"] for a in p.get(who, []) if a.get("name") and not a.get("email")]
        emails = ['%s <%s>' % (a["name"], a["email"]) if a.get("name") else a["email"]
                  for a in p.get(who, []) if a.get("email")]
        if names:
            lines.append("%s: %s" % (field, ", ".join(names)))
        if emails:
            lines.append("%s-email: %s" % (field, ", ".join(emails)))
    if isinstance(p.get("license"), str):
        lines.append("License-Expression: " + p["license"])
    if _license_path():
        lines.append("License-File: LICENSE")
    for c in p.get("classifiers", []):
        lines.append("Classifier: " + c)
    for label, url in p.get("urls", {}).items():
        lines.append("Project-URL: %s, %s" % (label, url))
    if p.get("requires-python"):
        lines.append("Requires-Python: " + p["requires-python"])
    for dep in p.get("dependencies", []):
        lines.append("Requires-Dist: " + dep)
    body = ""
    readme = p.get("readme")
    if readme:
        with open(os.path.join(ROOT, readme), encoding="utf-8") as f:
            body = f.read()
        kind = "text/markdown" if readme.lower().endswith(".md") else "text/plain"
        lines.append("Description-Content-Type: " + kind)
    return "\n".join(lines) + "\n\n" + body


def _tag():
    """py3-none-PLATFORM: the wheel holds a compiled library, not pure Python."""
    return "py3-none-" + re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())


def _dist_info_files(p, tag, purelib):
    di = _dist_info(p)
    files = [(di + "/METADATA", _metadata(p).encode()),
             (di + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: p8_backend\nRoot-Is-Purelib: %s\nTag: %s\n"
                              % ("true" if purelib else "false", tag)).encode()),
             (di + "/top_level.txt", (PACKAGE + "\n").encode())]
    if _license_path():
        with open(_license_path(), "rb") as f:
            files.append((di + "/licenses/LICENSE", f.read()))
    scripts = p.get("scripts", {})
    if scripts:
        ep = "[console_scripts]\n" + "".join("%s = %s\n" % kv for kv in scripts.items())
        files.append((di + "/entry_points.txt", ep.encode()))
    return files


def _package_files():
    """(path in the wheel, path on disk) of the Python package: its modules and py.typed."""
    pkg = os.path.join(ROOT, PACKAGE)
    return [("%s/%s" % (PACKAGE, n), os.path.join(pkg, n)) for n in sorted(os.listdir(pkg))
            if n.endswith((".py", ".pyi")) or n == "py.typed"]


def _write_wheel(directory, files, p, tag):
    name = "%s-%s-%s.whl" % (p["name"], p["version"], tag)
    record = []
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            info = zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith((".so.1", ".dylib", ".dll")) else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            record.append("%s,sha256=%s,%d" % (path, digest, len(data)))
        record.append("%s/RECORD,," % _dist_info(p))
        z.writestr(_dist_info(p) + "/RECORD", "\n".join(record) + "\n")
    return name


def _log(msg):
    print(msg, file=sys.stderr, flush=True)


# ---- the hooks ---------------------------------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_sdist = get_requires_for_build_editable = get_requires_for_build_wheel


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    p = _project()
    for path, data in _dist_info_files(p, _tag(), purelib=False):
        full = os.path.join(metadata_directory, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
    return _dist_info(p)


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    p = _project()
    files = []
    for arc, disk in _package_files():
        with open(disk, "rb") as f:
            files.append((arc, f.read()))
    with tempfile.TemporaryDirectory(prefix="p8-wheel-") as tmp:
        lib = p8_compile.build(tmp, log=_log)
        _log("p8_backend: %s: %s" % (os.path.basename(lib), p8_compile.check(lib, p["version"])))
        with open(lib, "rb") as f:
            files.append(("%s/%s" % (PACKAGE, os.path.basename(lib)), f.read()))
    tag = _tag()
    return _write_wheel(wheel_directory, files + _dist_info_files(p, tag, purelib=False), p, tag)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    p = _project()
    files = [("__editable__.%s.pth" % p["name"], (ROOT + "\n").encode())]
    return _write_wheel(wheel_directory, files + _dist_info_files(p, "py3-none-any", purelib=True), p,
                        "py3-none-any")


def build_sdist(sdist_directory, config_settings=None):
    """pyproject.toml, README, the backend, the package, LICENSE, and the C sources in csrc/."""
    p = _project()
    base = "%s-%s" % (p["name"], p["version"])
    name = base + ".tar.gz"
    members = [(os.path.join(ROOT, rel), rel) for rel in ("pyproject.toml", "README.md")]
    members += [(os.path.join(ROOT, "_build", n), "_build/" + n)
                for n in sorted(os.listdir(os.path.join(ROOT, "_build"))) if n.endswith(".py")]
    members += [(disk, arc) for arc, disk in _package_files()]
    if _license_path():
        members.append((_license_path(), "LICENSE"))
    if not os.path.isdir(os.path.join(ROOT, "csrc")):           # the tree's, unless this is an sdist
        croot = p8_compile.source_root()
        members += [(os.path.join(croot, rel), "csrc/" + rel) for rel in p8_compile.sdist_files(croot)]
    else:
        members += [(os.path.join(ROOT, "csrc", rel), "csrc/" + rel)
                    for rel in p8_compile.sdist_files(os.path.join(ROOT, "csrc"))]

    def add(t, arc, data):
        info = tarfile.TarInfo("%s/%s" % (base, arc))
        info.size, info.mtime, info.mode = len(data), 1767225600, 0o644
        t.addfile(info, io.BytesIO(data))

    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as t:
        for disk, arc in members:
            if os.path.exists(disk):
                with open(disk, "rb") as f:
                    add(t, arc, f.read())
        add(t, "PKG-INFO", _metadata(p).encode())
    return name
