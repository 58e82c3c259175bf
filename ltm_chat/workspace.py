"""`workspace = "auto"`: the workspace is the project you work in, found from the directory.

Inside a git checkout it is the `origin` remote as host/path ("github.com/acme/shop", so two
clones of one project share their memories), or the checkout's top-level directory name when
there is no remote; outside one it is the current directory's name, and in the home or root
directory there is no project (global). The repository's config is read as a file, never
through `git`, so this costs no process; credentials in a remote URL are never kept.
"""

from __future__ import annotations

import configparser
import re
from pathlib import Path

AUTO = "auto"


def _git_dir(top: Path) -> Path | None:
    """The repository directory of a checkout (`.git` itself, or where a `.git` file points)."""
    dot = top / ".git"
    if dot.is_dir():
        return dot
    if dot.is_file():  # a worktree or submodule: "gitdir: <path>"
        found = re.match(r"gitdir:\s*(.+)", dot.read_text(encoding="utf-8", errors="replace"))
        if found:
            path = Path(found[1].strip())
            return path if path.is_absolute() else (top / path).resolve()
    return None


def _origin_url(git_dir: Path) -> str | None:
    for candidate in (git_dir / "config", git_dir.parent.parent / "config"):  # worktrees share it
        if not candidate.is_file():
            continue
        parser = configparser.ConfigParser(strict=False, interpolation=None)
        try:
            parser.read(candidate, encoding="utf-8")
        except configparser.Error:
            return None
        section = 'remote "origin"'
        if parser.has_section(section) and parser.has_option(section, "url"):
            return parser.get(section, "url")
    return None


def remote_name(url: str) -> str | None:
    """host/path of a remote URL, without user, password, port or ".git":
    "https://tok@github.com/acme/shop.git" and "git@github.com:acme/shop.git" are both
    "github.com/acme/shop"."""
    url = url.strip()
    if m := re.match(r"^[\w.-]+@([\w.-]+):(?!//)(.+)$", url):  # scp-like: git@host:path
        host, path = m[1], m[2]
    elif m := re.match(r"^[a-z][\w+.-]*://(?:[^@/]*@)?([^/:]+)(?::\d+)?/(.+)$", url, re.I):
        host, path = m[1], m[2]
    elif url.startswith("/") or url.startswith("file://"):  # a local remote: its directory
        return Path(url.removeprefix("file://")).name.removesuffix(".git") or None
    else:
        return None
    path = path.strip("/").removesuffix(".git")
    return f"{host.lower()}/{path}" if path else None


def auto_workspace(cwd: Path | None = None) -> str:
    """The workspace for `cwd` (see the module docstring); "" for global."""
    here = (cwd or Path.cwd()).resolve()
    for top in (here, *here.parents):
        git_dir = _git_dir(top)
        if git_dir is not None:
            url = _origin_url(git_dir)
            return (remote_name(url) if url else None) or top.name
    if here in (Path.home().resolve(), Path(here.anchor)):
        return ""
    return here.name
