"""Rows written without lancedb, merged into their tables the next time the database opens.

Why: `import lancedb` costs more CPU and memory than everything else a one-shot
`ask --no-memory` does (it alone holds ~140 MiB of the process). Such an `ask` saves its turn
as one journal file in `.row-journal/` inside the local database folder; the next process that
connects (`Database.connect`: any listing, search, resume, erasure, the TUI) merges every
journal file into its tables under the write lock, then overwrites and removes the file.

- Whole or nothing: a file is written under a temporary name, synced, then renamed.
- Merged once: rows are upserted by `id` (merge_insert), so a merge cut short by a crash and
  retried adds nothing twice.
- A table is created with the schema its owner module declares (`schema` names the module
  and function, e.g. "ltm_chat.chat.history:_messages_schema"): this module owns no schema.
- Local databases only (object storage has no cheap private folder to journal in); the
  caller keeps the full path there, and in incognito writes nothing at all.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
import os
import uuid
from datetime import datetime
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

FOLDER = ".row-journal"
SUFFIX = ".json"
FORMAT = 1
ABANDONED_AFTER = 600.0  # seconds: a temporary file this old belongs to a writer that died


def folder(root: Path) -> Path:
    return root / FOLDER


def pending(root: Path) -> list[Path]:
    """The journal files waiting to be merged, oldest first."""
    try:
        names = sorted(n for n in os.listdir(folder(root)) if n.endswith(SUFFIX))
    except OSError:
        return []
    return [folder(root) / n for n in names]


def waiting_rows(root: Path) -> dict[str, list[dict[str, Any]]] | None:
    """The rows every pending journal file holds, by table, oldest first (for a listing that
    shows them before they are merged); None when a file cannot be read or vanished (merged
    meanwhile: the caller takes the full path)."""
    rows: dict[str, list[dict[str, Any]]] = {}
    for path in pending(root):
        try:
            for entry in json.loads(path.read_text(encoding="utf-8"))["tables"]:
                rows.setdefault(entry["table"], []).extend(_decode(r) for r in entry["rows"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
    return rows


def append(root: Path, tables: list[dict[str, Any]]) -> Path:
    """Write one journal file: `tables` is a list of {"table", "schema", "rows"} (rows with
    datetime values); returns its path. Private, whole or absent."""
    os.umask(0o077)
    place = folder(root)
    place.mkdir(parents=True, exist_ok=True, mode=0o700)
    stamp = datetime.now().strftime("%Y%m%dT%H%M%S%f")
    name = f"{stamp}-{uuid.uuid4().hex[:12]}"
    temp = place / f"{name}.tmp"
    data = json.dumps({"format": FORMAT, "tables": tables}, default=_encode, ensure_ascii=False)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, data.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    final = place / f"{name}{SUFFIX}"
    os.rename(temp, final)
    return final


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return {"$datetime": value.isoformat()}
    raise TypeError(f"cannot journal {type(value).__name__}")


def _decode(row: dict[str, Any]) -> dict[str, Any]:
    return {
        k: datetime.fromisoformat(v["$datetime"]) if isinstance(v, dict) and "$datetime" in v else v
        for k, v in row.items()
    }


def merge(db: Any) -> int:
    """Merge every journal file into `db` (connected, local) and erase it; how many files.
    A file that cannot be merged stays for the next open, and is reported in the log."""
    root = Path(db.uri).expanduser()
    if not pending(root):
        return 0
    merged = 0
    with db.write_lock():
        _drop_abandoned(root)
        for path in pending(root):  # listed again under the lock: another process may be done
            try:
                content = json.loads(path.read_text(encoding="utf-8"))
                for entry in content["tables"]:
                    _merge_table(db, entry)
            except FileNotFoundError:
                continue
            except Exception as exc:  # noqa: BLE001  (kept for the next open; never lost)
                log.warning("journal file %s not merged yet: %s", path.name, exc)
                continue
            _erase(path)
            merged += 1
    return merged


def _drop_abandoned(root: Path) -> None:
    """A temporary file left by a writer that died before its rename was never saved: erase
    it once it is clearly abandoned (a live writer renames within milliseconds)."""
    import time

    with contextlib.suppress(OSError):
        for name in os.listdir(folder(root)):
            path = folder(root) / name
            if name.endswith(".tmp") and time.time() - path.stat().st_mtime > ABANDONED_AFTER:
                _erase(path)


def _merge_table(db: Any, entry: dict[str, Any]) -> None:
    rows = [_decode(r) for r in entry["rows"]]
    if not rows:
        return
    module, _, function = str(entry["schema"]).partition(":")
    if not module.startswith("ltm_chat."):
        raise ValueError(f"unexpected schema owner {entry['schema']!r}")
    schema = getattr(importlib.import_module(module), function)()
    tbl = db.table(entry["table"], schema)
    db.write(
        tbl,
        lambda t: (
            t.merge_insert("id")
            .when_matched_update_all()
            .when_not_matched_insert_all()
            .execute(rows)
        ),
    )


def _erase(path: Path) -> None:
    """Overwrite the merged file before removing it: its text must not linger on disk."""
    with contextlib.suppress(OSError):
        size = path.stat().st_size
        fd = os.open(path, os.O_WRONLY)
        try:
            os.write(fd, b"\0" * size)
            os.fsync(fd)
        finally:
            os.close(fd)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
