"""One LanceDB database per installation: connection, write lock, retrying reads, real erasure.

Shared by the memory store and the conversation history. lancedb is imported lazily.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar

from ltm_chat.memory.model import StoreUnavailable

log = logging.getLogger(__name__)
T = TypeVar("T")

# Writes under way in this process (any Database): a fast exit waits for them (cli/fast_exit.py).
_writes_under_way = 0
_writes_done = threading.Condition()


@contextlib.contextmanager
def _counted_write() -> Iterator[None]:
    global _writes_under_way
    with _writes_done:
        _writes_under_way += 1
    try:
        yield
    finally:
        with _writes_done:
            _writes_under_way -= 1
            _writes_done.notify_all()


def wait_for_writes(timeout: float) -> bool:
    """Wait until no write of this process is under way; True if none is left."""
    with _writes_done:
        return _writes_done.wait_for(lambda: _writes_under_way == 0, timeout)


SCHEMA_VERSION = 1
_COMMIT_RETRIES = 8
TIDY_EVERY_WRITES = 100  # every small write adds a version and a fragment; merge them now and then
TIDY_KEEP = timedelta(days=1)  # old versions a second window may still read (forget drops all)


def sql_str(value: str) -> str:
    """Quote a string literal for a LanceDB filter."""
    return "'" + str(value).replace("'", "''") + "'"


def sql_in(column: str, values: list[str]) -> str:
    return f"{column} IN ({', '.join(sql_str(v) for v in values)})" if values else "false"


def _is_not_found(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "not found" in text or "no such file" in text or "does not exist" in text


def _is_read_only(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "read-only" in text or "permission denied" in text or "os error 30" in text


def make_private(root: Path) -> None:
    """Files 0600, directories 0700: memories are personal data on a shared machine too."""
    for dirpath, _dirnames, filenames in os.walk(root):
        with contextlib.suppress(OSError):
            os.chmod(dirpath, 0o700)
        for name in filenames:
            with contextlib.suppress(OSError):
                os.chmod(os.path.join(dirpath, name), 0o600)


class Database:
    """A LanceDB connection plus what every table needs: locking, retries, erasure."""

    def __init__(self, uri: str):
        self.uri = uri
        self.is_local = "://" not in uri
        self._conn: Any = None
        self._tables: dict[str, Any] = {}
        self._thread_lock = threading.RLock()
        self._writes: dict[str, int] = {}

    # -- connection ---------------------------------------------------------------------------
    def connect(self) -> Any:
        if self._conn is not None:
            return self._conn
        from ltm_chat.memory.lancedb_import import import_lancedb

        lancedb = import_lancedb()  # heavy (~0.5 s): only when the store is first used

        if self.is_local:
            root = Path(self.uri).expanduser()
            os.umask(0o077)  # every file lancedb writes from now on is private to the user
            # The database folder is ours: private. A folder above it is only made private
            # when we create it here (the app's data dir); an existing one (/tmp, a home
            # directory) is someone else's choice and never touched.
            created = [p for p in (root.parent, root) if not p.exists()]
            try:
                root.mkdir(parents=True, exist_ok=True, mode=0o700)
                for folder in {*created, root}:
                    if folder.stat().st_uid == os.getuid():
                        os.chmod(folder, 0o700)
            except OSError as exc:
                raise StoreUnavailable(
                    f"cannot create the database at {root}: {exc.strerror}"
                ) from None
        # A zero interval makes every read see other processes' commits (a second window).
        self._conn = lancedb.connect(self.uri, read_consistency_interval=timedelta(0))
        return self._conn

    def table_names(self) -> list[str]:
        conn = self.connect()
        names = conn.list_tables()
        return list(getattr(names, "tables", names))

    def table(self, name: str, schema: Any) -> Any:
        """Open `name`, creating it with `schema` when missing."""
        with self._thread_lock:
            if name in self._tables:
                return self._tables[name]
            conn = self.connect()
            try:
                if name in self.table_names():
                    tbl = conn.open_table(name)
                else:
                    with self.write_lock():
                        try:
                            tbl = conn.create_table(name, schema=schema, exist_ok=True)
                        except TypeError:
                            tbl = conn.create_table(name, schema=schema)
            except StoreUnavailable:
                raise
            except Exception as exc:
                if _is_read_only(exc):
                    raise StoreUnavailable(
                        f"the data directory {self.uri} is read-only: memory cannot be written"
                    ) from None
                raise StoreUnavailable(f"cannot open table {name!r} in {self.uri}: {exc}") from None
            self._tables[name] = tbl
            return tbl

    # -- locking and retries ------------------------------------------------------------------
    @contextlib.contextmanager
    def write_lock(self) -> Iterator[None]:
        """Serialise writers across processes (local databases); lance retries the rest."""
        with _counted_write(), self._thread_lock:
            if not self.is_local:
                yield
                return
            path = Path(self.uri).expanduser() / ".write.lock"
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError as exc:
                if exc.errno in (13, 30):
                    raise StoreUnavailable(
                        f"the data directory {self.uri} is read-only: nothing was changed"
                    ) from None
                raise
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
                os.close(fd)

    def write(self, tbl: Any, fn: Callable[[Any], T]) -> T:
        """Run a write under the lock, on the latest version, retrying commit conflicts."""
        with self.write_lock():
            for attempt in range(_COMMIT_RETRIES):
                try:
                    with contextlib.suppress(Exception):
                        tbl.checkout_latest()
                    result = fn(tbl)
                    self._tidy_now_and_then(tbl)
                    return result
                except Exception as exc:
                    if _is_read_only(exc):
                        raise StoreUnavailable(
                            f"the data directory {self.uri} is read-only: nothing was changed"
                        ) from None
                    if "conflict" in str(exc).lower() and attempt < _COMMIT_RETRIES - 1:
                        time.sleep(0.02 * (attempt + 1))
                        continue
                    raise
        raise AssertionError("unreachable")

    def _tidy_now_and_then(self, tbl: Any) -> None:
        """Compact small fragments and drop versions older than a day, every N writes."""
        name = getattr(tbl, "name", "")
        self._writes[name] = self._writes.get(name, 0) + 1
        if self._writes[name] % TIDY_EVERY_WRITES:
            return
        try:
            tbl.optimize(cleanup_older_than=TIDY_KEEP)
        except Exception as exc:  # housekeeping must never fail the write that triggered it
            log.info("could not tidy table %s: %s", name, exc)

    def read(self, tbl: Any, fn: Callable[[Any], T]) -> T:
        """Run a read; if another process's erasure removed the files of the version we had
        open, reopen the table at its latest version and retry once."""
        try:
            return fn(tbl)
        except Exception as exc:
            if not _is_not_found(exc):
                raise
            log.info("table files vanished under a read (another process erased); reopening")
            with contextlib.suppress(Exception):
                tbl.checkout_latest()
            return fn(self._reopen(tbl))

    def _reopen(self, tbl: Any) -> Any:
        with self._thread_lock:
            name = tbl.name
            fresh = self.connect().open_table(name)
            self._tables[name] = fresh
            return fresh

    def current(self, tbl: Any) -> Any:
        """The table object currently cached for `tbl`'s name (after a reopen)."""
        return self._tables.get(tbl.name, tbl)

    # -- erasure --------------------------------------------------------------------------------
    def erase(self, tbl: Any, where: str, key: str = "id") -> int:
        """Delete rows for real: delete, rewrite the survivors, drop every older version and
        rebuild the text index, so that no byte of the erased rows stays on disk."""

        def run(t: Any) -> int:
            removed = t.count_rows(where)
            if removed == 0:
                return 0
            t.delete(where)
            # A delete (and every earlier update) only hides rows behind a deletion vector; their
            # bytes stay in the fragment files. Rewriting the survivors leaves every old fragment
            # fully deleted, so it drops out of the manifest and the cleanup removes its file.
            if t.count_rows() > 0:
                t.update(values_sql={key: key})
            self._rebuild_text_index(t)
            self._cleanup(t)
            return removed

        removed = self.write(tbl, run)
        if self.is_local:
            make_private(Path(self.uri).expanduser())
        return removed

    def _rebuild_text_index(self, t: Any) -> None:
        """A full-text index keeps the tokens of deleted rows; rebuild it from the live rows."""
        indices = [i for i in t.list_indices() if "text" in (getattr(i, "columns", None) or [])]
        if not indices:
            return
        if t.count_rows() > 0:
            from lancedb.index import FTS

            t.create_index("text", config=FTS(), replace=True)
        else:
            for index in indices:
                t.drop_index(index.name)

    def _cleanup(self, t: Any) -> None:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the "concurrent readers" warning: reads recover
            t.optimize(cleanup_older_than=timedelta(0))

    def compact(self, tbl: Any) -> None:
        """Merge small fragments and drop old versions (after many small writes)."""
        self.write(tbl, self._cleanup)
