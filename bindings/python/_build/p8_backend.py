# SPDX-License-Identifier: MIT
"""A minimal PEP 517 / PEP 660 build backend for the pure-Python puzzle8 package.

Standard library only, so `pip install ./bindings/python` works offline (no setuptools or wheel
to fetch). It reads name, version, description, requires-python and [project.scripts] from
pyproject.toml and packs puzzle8/*.py into a py3-none-any wheel.
"""
import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "puzzle8"


def _project():
    text = open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8").read()
    try:
        import tomllib
        data = tomllib.loads(text)
        proj = data["project"]
        return {"name": proj["name"], "version": proj["version"],
                "description": proj.get("description", ""),
                "requires-python": proj.get("requires-python", ""),
                "scripts": proj.get("scripts", {})}
    except ImportError:                     # Python < 3.11: the few simple keys we use
        def get(key):
            m = re.search(r'^%s\s*=\s*"([^"]*)"' % re.escape(key), text, re.M)
            return m.group(1) if m else ""
        scripts = dict(re.findall(r'^(\S+)\s*=\s*"(\S+:\S+)"', text.split("[project.scripts]")[-1], re.M))
        return {"name": get("name"), "version": get("version"), "description": get("description"),
                "requires-python": get("requires-python"), "scripts": scripts}


def _dist_info(p):
    return "%s-%s.dist-info" % (p["name"], p["version"])


def _metadata(p):
    lines = ["Metadata-Version: 2.1", "Name: " + p["name"], "Version: " + p["version"],
             "Summary: " + p["description"]]
    if p["requires-python"]:
        lines.append("Requires-Python: " + p["requires-python"])
    return "\n".join(lines) + "\n"


def _wheel_files(p, editable):
    files = []
    if editable:
        files.append(("__editable__.%s.pth" % p["name"], (ROOT + "\n").encode()))
    else:
        pkg = os.path.join(ROOT, PACKAGE)
        for name in sorted(os.listdir(pkg)):
            if name.endswith(".py"):
                with open(os.path.join(pkg, name), "rb") as f:
                    files.append(("%s/%s" % (PACKAGE, name), f.read()))
    di = _dist_info(p)
    files.append((di + "/METADATA", _metadata(p).encode()))
    files.append((di + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: p8_backend\n"
                                 b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    files.append((di + "/top_level.txt", (PACKAGE + "\n").encode()))
    if p["scripts"]:
        ep = "[console_scripts]\n" + "".join("%s = %s\n" % kv for kv in p["scripts"].items())
        files.append((di + "/entry_points.txt", ep.encode()))
    return files


def _write_wheel(directory, editable):
    p = _project()
    name = "%s-%s-py3-none-any.whl" % (p["name"], p["version"])
    files = _wheel_files(p, editable)
    record = []
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            z.writestr(path, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            record.append("%s,sha256=%s,%d" % (path, digest, len(data)))
        record.append("%s/RECORD,," % _dist_info(p))
        z.writestr(_dist_info(p) + "/RECORD", "\n".join(record) + "\n")
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_sdist = get_requires_for_build_editable = get_requires_for_build_wheel


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    p = _project()
    di = os.path.join(metadata_directory, _dist_info(p))
    os.makedirs(di, exist_ok=True)
    for path, data in _wheel_files(p, editable=True):
        if path.startswith(_dist_info(p) + "/"):
            with open(os.path.join(metadata_directory, path), "wb") as f:
                f.write(data)
    return _dist_info(p)


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, editable=False)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, editable=True)


def build_sdist(sdist_directory, config_settings=None):
    p = _project()
    base = "%s-%s" % (p["name"], p["version"])
    name = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        for rel in ["pyproject.toml", "README.md", "_build/p8_backend.py"] + [
                "%s/%s" % (PACKAGE, n) for n in sorted(os.listdir(os.path.join(ROOT, PACKAGE)))
                if n.endswith(".py")]:
            if os.path.exists(os.path.join(ROOT, rel)):
                t.add(os.path.join(ROOT, rel), arcname="%s/%s" % (base, rel))
        info = tarfile.TarInfo("%s/PKG-INFO" % base)
        data = _metadata(p).encode()
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
    return name
