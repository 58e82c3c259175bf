"""Row snapshots: what the listing commands print, read back without importing lancedb.

Importing lancedb costs about 0.8 s on a quiet machine, more than a whole `memories list` may.
After a full read, a listing saves the rows it read (never a vector) in `.snapshots/` inside
the database folder, labelled with a signature: every manifest file of the tables it was read
from (name, inode, modification time, size). The next listing compares the signature (a few
directory listings, ~1 ms) and reads the snapshot when nothing changed; otherwise it takes the
full path and saves anew.

Erasure: `Database.write` deletes the snapshots read from the table it writes first, under the
write lock (and notes which, so that a command may save them anew once its writes are done);
a snapshot is saved only under that lock, and only when the signature is still the one taken
before its rows were read. So an erased row never outlives its erasure in a snapshot. Local
databases only; a caller in incognito saves nothing, nor does a process that opened or sealed
a sensitive text. The resume snapshot (chat/resume_keeping.py) may describe a conversation
still in the row journal: its signature also names the journal's files.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

FOLDER = ".snapshots"
ROW_JOURNAL = ".row-journal"  # rows a process saved without lancedb, merged at the next open
FORMAT = 1  # bump when what a snapshot holds changes: older ones are then ignored
# Each snapshot and the tables it is read from (an erasure in progress: the journal's table).
DEPENDS = {
    "memories": ("memories", "memory_erasures"),
    "conversations": ("conversations", "messages", "memory_erasures"),
    "resume": ("conversations", "messages", "memory_erasures"),  # the latest conversation
}
# Snapshots that may describe rows still in the row journal (a one-shot `ask` keeps its own
# conversation as the resume snapshot): their signature names the journal's files instead.
WITH_JOURNAL = frozenset({"resume"})


def signature(root: Path, name: str) -> str | None:
    """A digest of the committed versions of the tables snapshot `name` reads; None when the
    folder cannot be read."""
    parts: list[str] = []
    try:
        for table in DEPENDS[name]:
            versions = root / f"{table}.lance" / "_versions"
            try:
                names = sorted(n for n in os.listdir(versions) if n.endswith(".manifest"))
            except FileNotFoundError:
                names = []
            parts.append(f"{table}:{len(names)}")
            for manifest in names:
                st = os.stat(versions / manifest)
                parts.append(f"{manifest}:{st.st_ino}:{st.st_mtime_ns}:{st.st_size}")
        if name in WITH_JOURNAL:
            parts.append("journal:" + ",".join(_journal_files(root)))
    except OSError:
        return None
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def _journal_files(root: Path) -> list[str]:
    try:
        return sorted(n for n in os.listdir(root / ROW_JOURNAL) if n.endswith(".json"))
    except FileNotFoundError:
        return []


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return {"$t": value.isoformat()}
    raise TypeError(f"cannot keep {type(value).__name__} in a snapshot")


def _decode(obj: dict[str, Any]) -> Any:
    if len(obj) == 1 and "$t" in obj:
        return datetime.fromisoformat(obj["$t"])
    return obj


def _rows_waiting(root: Path, name: str) -> bool:
    """Whether rows written without lancedb wait to join a table snapshot `name` reads (a row
    journal of `ask --no-memory` holds conversation rows only: the memories listing stands)."""
    try:
        if not any(os.scandir(root / ROW_JOURNAL)):
            return False
    except OSError:
        return False
    from ltm_chat.memory.storage.row_journal import waiting_rows

    rows = waiting_rows(root)
    return rows is None or any(table in rows for table in DEPENDS[name])


def load(root: Path, name: str, *, journal_read: bool = False) -> Any | None:
    """The snapshot `name` when it was saved at the database's current signature, else None.
    `journal_read`: the caller adds the journal's waiting rows itself."""
    if name not in WITH_JOURNAL and not journal_read and _rows_waiting(root, name):
        return None  # rows not in any snapshot yet
    path = root / FOLDER / f"{name}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"), object_hook=_decode)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    now = signature(root, name)
    if now is None or data.get("signature") != now:
        return None
    return data.get("content")


def save(root: Path, name: str, content: Any, taken: str | None) -> bool:
    """Keep `content` (read after `taken = signature(root, name)`) as snapshot `name`, unless the
    database changed meanwhile or a writer holds the lock (then nothing is saved: the next
    listing reads the tables). Never raises: a snapshot is only ever a shortcut."""
    if taken is None or handled_sealed():
        return False
    with write_lock(root, wait=False) as held:
        return held and save_locked(root, name, content, taken)
    return False


def handled_sealed() -> bool:
    """Sealed text read or sealed in this process: never kept in a plain file."""
    from ltm_chat.memory.storage.sealed import opened_sealed

    return opened_sealed()


@contextlib.contextmanager
def write_lock(root: Path, *, wait: bool) -> Iterator[bool]:
    """The writers' lock (db.Database's `.write.lock`), without lancedb; yields whether it is
    held (never when the folder cannot be written, or `wait` is False and it is taken)."""
    try:
        fd = os.open(root / ".write.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        yield False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except OSError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def save_locked(root: Path, name: str, content: Any, taken: str | None) -> bool:
    """`save`, for a caller that holds the write lock: whole (written, then renamed) or not at
    all; False when the database changed since `taken`."""
    if taken is None or handled_sealed():
        return False
    with contextlib.suppress(OSError, TypeError, ValueError):
        if signature(root, name) != taken:
            return False
        folder = root / FOLDER
        folder.mkdir(mode=0o700, exist_ok=True)
        text = json.dumps(
            {"format": FORMAT, "signature": taken, "content": content}, default=_encode
        )
        tmp = folder / f".{name}.{os.getpid()}.tmp"
        tmp.unlink(missing_ok=True)
        out = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(out, "w", encoding="utf-8") as f:
            f.write(text)
        tmp.replace(folder / f"{name}.json")
        return True
    return False


def discard(root: Path, table: str) -> set[str]:
    """Delete the snapshots read from `table` (a write is about to change it); called under
    the write lock. Returns the names of those that were there."""
    folder = root / FOLDER
    try:
        files = os.listdir(folder)
    except OSError:
        return set()
    stale = {name for name, tables in DEPENDS.items() if table in tables}
    gone = set()
    for file in files:
        name = file.lstrip(".").split(".")[0]
        if name in stale:  # name.json and .name.PID.tmp
            with contextlib.suppress(OSError):
                (folder / file).unlink()
                if file == f"{name}.json":
                    gone.add(name)
    return gone
