"""Where exports made from the TUI go, and how any export file is written: private.

One place, `<data directory>/exports/` (0700), files 0600 created without replacing anything:
an export holds personal data, so it never lands in whatever directory the app was started in.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ltm_chat.config import ensure_private_dir

if TYPE_CHECKING:
    from ltm_chat.config import Paths

EXPORTS_DIRNAME = "exports"


def exports_dir(paths: Paths) -> Path:
    """`<data directory>/exports` (not created here)."""
    return paths.data_dir / EXPORTS_DIRNAME


def write_private(path: Path, text: str, *, replace: bool = False) -> None:
    """Write `text` to `path` readable by its owner only (0600); the folder is made 0700 when
    it is created. Without `replace`, an existing file is an error (FileExistsError)."""
    if not path.parent.exists():
        ensure_private_dir(path.parent)
    flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if replace else os.O_EXCL)
    fd = os.open(path, flags, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)


def write_new_export(folder: Path, stem: str, suffix: str, text: str) -> Path:
    """Write a new private file `stem[-N]suffix` in `folder`; never overwrites. Its path."""
    for n in range(1, 1000):
        path = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
        try:
            write_private(path, text)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(folder / f"{stem}{suffix}")
