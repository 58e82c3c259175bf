"""One LanceDB database per installation: connection, write lock, retrying reads, real erasure.

Shared by the memory store and the conversation history. lancedb is imported lazily.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import re
import signal
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar

from ltm_chat.memory.model import StoreUnavailable
from ltm_chat.memory.storage.listing_snapshots import discard as discard_snapshots

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
# Every small write adds a version and a fragment. Past this many fragments (the table's own
# count, so it holds across short-lived processes) they are merged: ~0.5 s at 20,000 rows.
TIDY_MAX_FRAGMENTS = 32
TIDY_KEEP = timedelta(days=1)  # old versions a second window may still read (forget drops all)
# How stale a read may be. Local: never (a check is a directory listing, ~0.1 ms). Object
# storage: every check is a LIST request, and a zero interval checks on every table access
# (~47 LISTs per add); one second still shows another machine's write at the next chat turn,
# and every write checks out the latest version first anyway.
LOCAL_CONSISTENCY = timedelta(0)
REMOTE_CONSISTENCY = timedelta(seconds=1)


# Columns with a full-text index (memories' text, messages' content): erasure rebuilds them.
TEXT_COLUMNS = frozenset({"text", "content"})
CRASH_ENV = "LTM_CHAT_TEST_CRASH_AT_STEP"  # test hook: SIGKILL this process at erasure step N
_crash_steps = 0


def crash_point(step: str) -> None:
    """Count erasure (and curation) steps; with CRASH_ENV=N the process kills itself (SIGKILL)
    after step N, so that tests can prove every interrupted erasure is finished on the next
    open and every interrupted curation by the next run."""
    global _crash_steps
    at = os.environ.get(CRASH_ENV)
    if not at:
        return
    _crash_steps += 1
    if _crash_steps == int(at):
        # On stderr itself (logging may be quiet): the test reads which step it killed.
        os.write(
            2, f"test hook: killing this process after step {_crash_steps} ({step})\n".encode()
        )
        # LTM_CHAT_TEST_CRASH_SIGNAL=INT: a Ctrl-C at that step instead of a kill.
        interrupt = os.environ.get("LTM_CHAT_TEST_CRASH_SIGNAL") == "INT"
        os.kill(os.getpid(), signal.SIGINT if interrupt else signal.SIGKILL)


def sql_str(value: str) -> str:
    """Quote a string literal for a LanceDB filter."""
    return "'" + str(value).replace("'", "''") + "'"


def sql_in(column: str, values: list[str]) -> str:
    return f"{column} IN ({', '.join(sql_str(v) for v in values)})" if values else "false"


def _is_not_found(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "not found" in text or "no such file" in text or "does not exist" in text


def _is_disk_full(exc: BaseException) -> bool:
    if isinstance(exc, OSError) and exc.errno == 28:
        return True
    text = str(exc).lower()
    return "no space left on device" in text or "os error 28" in text or "disk quota" in text


def _is_damaged(exc: BaseException) -> bool:
    """A table file lance cannot decode (truncated, overwritten): its IO or corruption error,
    not a commit conflict or a missing table."""
    return re.search(r"LanceError\((IO|Corrupt\w*)\)", str(exc)) is not None and not (
        _is_not_found(exc) or _is_read_only(exc)
    )


def _is_read_only(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "read-only" in text or "permission denied" in text or "os error 30" in text


def make_private(table_folder: Path) -> None:
    """Files 0600, directories 0700 inside one table's folder (what the store itself wrote):
    memories are personal data on a shared machine too. Symlinks are never followed (a link
    out of the folder would change someone else's file), nor anything beside the tables (a
    database URI may point into a project with executable scripts in it)."""
    import stat

    for dirpath, dirnames, filenames in os.walk(table_folder, followlinks=False):
        for name, mode in [(dirpath, 0o700)] + [
            (os.path.join(dirpath, n), 0o600) for n in filenames
        ]:
            with contextlib.suppress(OSError):
                st = os.lstat(name)
                if stat.S_ISLNK(st.st_mode) or st.st_uid != os.getuid():
                    continue
                if (stat.S_ISDIR(st.st_mode) or stat.S_ISREG(st.st_mode)) and (
                    stat.S_IMODE(st.st_mode) != mode
                ):
                    os.chmod(name, mode)
        dirnames[:] = [d for d in dirnames if not os.path.islink(os.path.join(dirpath, d))]


def check_database_path(root: Path) -> None:
    """A local database is a folder: anything else there is a clear error, never "empty"."""
    if root.exists() and not root.is_dir():
        raise StoreUnavailable(
            f"{root} is a file, not a database folder: move it away, or point LTM_CHAT_DB_URI "
            "at a folder"
        )


def _strip_group_and_other(folder: Path) -> None:
    """Private, without ever adding a permission: a folder the user made read-only stays so
    (and on a read-only file system nothing is tried when it is private already)."""
    try:
        st = folder.stat()
        if st.st_uid == os.getuid() and st.st_mode & 0o077:
            os.chmod(folder, st.st_mode & 0o700)
    except OSError as exc:
        log.info("cannot make %s private: %s", folder, exc.strerror)


def _has_manifest(folder: Path) -> bool:
    """Whether a lance table folder holds a committed version (a manifest file)."""
    versions = folder / "_versions"
    try:
        return any(p.name.endswith(".manifest") for p in versions.iterdir())
    except FileNotFoundError:
        return False
    except OSError:  # unreadable: assume committed, never remove what we cannot see
        return True


# beside the tables: the lock, listing snapshots (listing_snapshots.py), the row journal
_OWN_FILES = frozenset({".write.lock", ".snapshots", ".row-journal"})


def _only_tables(root: Path) -> bool:
    """Whether a database folder holds only what the store writes (tables, lock, snapshots,
    the row journal)."""
    try:
        return all(n.endswith(".lance") or n in _OWN_FILES for n in os.listdir(root))
    except OSError:
        return False


def _remove_tree(folder: Path) -> None:
    """Remove a folder the store made, without following a symlink inside it."""
    import shutil

    try:
        shutil.rmtree(folder)
    except OSError as exc:
        raise StoreUnavailable(
            f"{folder} is a table that was never written (an interrupted creation) and "
            f"cannot be removed: {exc.strerror}; remove it by hand"
        ) from None


class Database:
    """A LanceDB connection plus what every table needs: locking, retries, erasure."""

    def __init__(
        self,
        uri: str,
        storage_options: dict[str, str] | None = None,
        storage_keyring: dict[str, str] | None = None,
    ):
        self.uri = uri
        self.is_local = "://" not in uri
        self.storage_options = dict(storage_options or {})
        self.storage_keyring = dict(storage_keyring or {})  # option -> keyring entry
        self._conn: Any = None
        self._tables: dict[str, Any] = {}
        self._listed: list[str] | None = None  # table names as last listed
        self._thread_lock = threading.RLock()
        self._lock_depth = 0  # how deep this database's holder is in nested write_lock()s
        # Listing snapshots this process's writes deleted (a command may save them anew after).
        self.voided_snapshots: set[str] = set()

    @classmethod
    def at(cls, paths: Any) -> Database:
        """The database the resolved paths name (URI and object-store options)."""
        return cls(
            paths.db_uri,
            getattr(paths, "storage_options", None),
            getattr(paths, "storage_keyring", None),
        )

    def _explained(self, exc: BaseException, table: str | None = None) -> StoreUnavailable | None:
        """A full disk, a damaged table file, or an object store's Rust debug dump, as one line
        saying what to do; else None."""
        if _is_disk_full(exc):
            log.debug("disk full under %s: %s", self.uri, exc)
            return StoreUnavailable(
                f"disk full: no space left on the device holding {self.uri}; free some space "
                "and run the command again (an interrupted erasure is finished then)"
            )
        if self.is_local and _is_damaged(exc):
            log.debug("damaged table %s under %s: %s", table, self.uri, exc)
            which = f"the {table} table" if table else "a table"
            return StoreUnavailable(
                f"{which} in {self.uri} is damaged (one of its files cannot be read): restore "
                "the folder from a backup (LTM_CHAT_DEBUG=1 shows the storage engine's error)"
            )
        from ltm_chat.memory.storage.object_store import explain_store_error

        message = explain_store_error(exc, self.uri, self.storage_options)
        if message is None:
            return None
        log.debug("object store failure at %s: %s", self.uri, exc)
        return StoreUnavailable(message)

    # -- connection ---------------------------------------------------------------------------
    def connect(self) -> Any:
        if self._conn is not None:
            return self._conn
        from ltm_chat.memory.storage.lancedb_import import import_lancedb

        lancedb = import_lancedb()  # heavy (~0.5 s): only when the store is first used

        if self.is_local:
            root = Path(self.uri).expanduser()
            os.umask(0o077)  # every file lancedb writes from now on is private to the user
            check_database_path(root)
            # The database folder is ours: private. A folder above it is only made private
            # when we create it here (the app's data dir); an existing one (/tmp, a home
            # directory) is someone else's choice and never touched.
            created = [p for p in (root.parent, root) if not p.exists()]
            if created:
                try:
                    root.mkdir(parents=True, exist_ok=True, mode=0o700)
                except OSError as exc:
                    raise StoreUnavailable(
                        f"cannot create the database at {root}: {exc.strerror}"
                    ) from None
            # A folder that holds other things too (LTM_CHAT_DB_URI pointing into a project)
            # is the user's: only the tables in it are ours.
            for folder in {*created, root} if created or _only_tables(root) else ():
                _strip_group_and_other(folder)
        if self.storage_keyring and not self.is_local:  # read once, when the store opens
            from ltm_chat.memory.storage.object_store import read_keyring_secrets

            self.storage_options.update(read_keyring_secrets(self.storage_keyring))
            self.storage_keyring = {}
        options = {"storage_options": self.storage_options} if self.storage_options else {}
        interval = LOCAL_CONSISTENCY if self.is_local else REMOTE_CONSISTENCY
        try:
            self._conn = lancedb.connect(self.uri, read_consistency_interval=interval, **options)
        except Exception as exc:
            raise self._explained(exc) or exc from None
        if self.is_local:
            self.merge_row_journal()
        return self._conn

    def merge_row_journal(self) -> None:
        """Rows saved without lancedb (row_journal.py) join their tables before any read: at
        connect, and by a long-lived reader (the TUI's conversations) before it lists."""
        from ltm_chat.memory.storage import row_journal

        if not self.is_local or self._conn is None:
            return
        if not row_journal.pending(Path(self.uri).expanduser()):
            return
        try:
            row_journal.merge(self)
        except Exception as exc:  # a read-only folder, a full disk: the rows wait, never lost
            log.warning("the row journal was not merged: %s", exc)

    def table_names(self) -> list[str]:
        conn = self.connect()
        try:
            names = conn.list_tables()
        except Exception as exc:
            raise self._explained(exc) or exc from None
        return list(getattr(names, "tables", names))

    def has_table(self, name: str) -> bool:
        """Whether `name` exists, without creating anything (read paths ask this first)."""
        if self.is_local and not Path(self.uri).expanduser().exists():
            return False
        if name not in self.table_names():
            return False
        # a folder never committed (an interrupted creation) holds no table yet
        return not self.is_local or _has_manifest(Path(self.uri).expanduser() / f"{name}.lance")

    def table(self, name: str, schema: Any) -> Any:
        """Open `name`, creating it with `schema` when missing."""
        with self._thread_lock:
            if name in self._tables:
                return self._tables[name]
            conn = self.connect()
            try:
                # One listing per database for all its tables (a LIST request on S3); a name
                # missing from it is listed again before it is created.
                if self._listed is None or name not in self._listed:
                    self._listed = self.table_names()
                if name in self._listed and self._repair_uncommitted(name):
                    self._listed = [n for n in self._listed if n != name]
                if name in self._listed:
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
                raise self._explained(exc, name) or StoreUnavailable(
                    f"cannot open table {name!r} in {self.uri}: {exc}"
                ) from None
            self._tables[name] = tbl
            return tbl

    def _repair_uncommitted(self, name: str) -> bool:
        """Remove a table folder that was never committed (a crash or a full disk during its
        first creation left a folder without a manifest): without this, every open failed
        with "table not found" for good. A table with any committed version is never touched.
        Local databases only; True when a folder was removed (the caller creates it anew)."""
        if not self.is_local:
            return False
        folder = Path(self.uri).expanduser() / f"{name}.lance"
        if folder.is_symlink() or not folder.is_dir() or _has_manifest(folder):
            return False
        with self.write_lock():  # a creation under way in another process holds this lock
            if folder.is_symlink() or not folder.is_dir() or _has_manifest(folder):
                return False
            log.warning("table %s was never committed (an interrupted creation): recreating", name)
            _remove_tree(folder)
        return True

    # -- locking and retries ------------------------------------------------------------------
    @contextlib.contextmanager
    def write_lock(self) -> Iterator[None]:
        """Serialise writers across processes (local databases); lance retries the rest."""
        with _counted_write(), self._thread_lock:
            if not self.is_local or self._lock_depth:  # remote, or this thread holds it already
                self._lock_depth += 1
                try:
                    yield
                finally:
                    self._lock_depth -= 1
                return
            path = Path(self.uri).expanduser() / ".write.lock"
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError as exc:
                if exc.errno in (13, 30):
                    raise StoreUnavailable(
                        f"the data directory {self.uri} is read-only: nothing was changed"
                    ) from None
                raise self._explained(exc) or exc from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                self._lock_depth = 1
                yield
            finally:
                self._lock_depth = 0
                fcntl.flock(fd, fcntl.LOCK_UN)
                os.close(fd)

    def write(self, tbl: Any, fn: Callable[[Any], T], *, append: bool = False) -> T:
        """Run a write under the lock, on the latest version, retrying commit conflicts.

        `append`: the write only adds rows, which never depend on the version they start from
        (the commit rebases them): on object storage it skips the version check, a LIST."""
        with self.write_lock():
            if self.is_local:  # listings' snapshots go before any change (erasure: no copy left)
                self.voided_snapshots |= discard_snapshots(
                    Path(self.uri).expanduser(), getattr(tbl, "name", "")
                )
            for attempt in range(_COMMIT_RETRIES):
                try:
                    if self.is_local or not append or attempt:
                        with contextlib.suppress(Exception):
                            tbl.checkout_latest()
                    result = fn(tbl)
                    self._tidy_if_fragmented(tbl)
                    return result
                except Exception as exc:
                    if _is_read_only(exc):
                        raise StoreUnavailable(
                            f"the data directory {self.uri} is read-only: nothing was changed"
                        ) from None
                    if "conflict" in str(exc).lower() and attempt < _COMMIT_RETRIES - 1:
                        time.sleep(0.02 * (attempt + 1))
                        continue
                    raise self._explained(exc, getattr(tbl, "name", None)) or exc from None
        raise AssertionError("unreachable")

    def _tidy_if_fragmented(self, tbl: Any) -> None:
        """Compact the fragments and drop versions older than a day once the table holds more
        than TIDY_MAX_FRAGMENTS (read from its manifest: ~1 ms at 300 fragments)."""
        name = getattr(tbl, "name", "")
        try:
            if tbl.stats()["fragment_stats"]["num_fragments"] <= TIDY_MAX_FRAGMENTS:
                return
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
                raise self._explained(exc, getattr(tbl, "name", None)) or exc from None
            log.info("table files vanished under a read (another process erased); reopening")
            with contextlib.suppress(Exception):
                tbl.checkout_latest()
            return fn(self.reopen(tbl))

    def reopen(self, tbl: Any) -> Any:
        with self._thread_lock:
            name = tbl.name
            fresh = self.connect().open_table(name)
            self._tables[name] = fresh
            return fresh

    def current(self, tbl: Any) -> Any:
        """The table object currently cached for `tbl`'s name (after a reopen)."""
        return self._tables.get(tbl.name, tbl)

    # -- erasure --------------------------------------------------------------------------------
    def erase(
        self,
        tbl: Any,
        where: str,
        key: str = "id",
        *,
        force: bool = False,
        reindex: Callable[[Any], None] | None = None,
    ) -> int:
        """Delete rows for real: delete, rewrite the survivors, rebuild the text index (and
        `reindex`, e.g. a vector index), drop every older version, so that no byte of the
        erased rows stays on disk. `force` runs every step even when no row matches any more
        (finishing an erasure that a crash interrupted after its delete)."""

        def run(t: Any) -> int:
            removed = t.count_rows(where)
            if removed == 0 and not force:
                return 0
            if removed:
                t.delete(where)
                crash_point("delete")
            # A delete (and every earlier update) only hides rows behind a deletion vector; their
            # bytes stay in the fragment files. Rewriting the survivors leaves every old fragment
            # fully deleted, so it drops out of the manifest and the cleanup removes its file.
            if t.count_rows() > 0:
                t.update(values_sql={key: key})
                crash_point("rewrite")
            self._rebuild_text_index(t)
            crash_point("text index")
            if reindex is not None:
                reindex(t)
                crash_point("reindex")
            self._cleanup(t)
            crash_point("cleanup")
            return removed

        removed = self.write(tbl, run)
        if self.is_local and getattr(tbl, "name", None):
            folder = Path(self.uri).expanduser() / f"{tbl.name}.lance"
            if not folder.is_symlink():
                make_private(folder)
        return removed

    def _rebuild_text_index(self, t: Any) -> None:
        """A full-text index keeps the tokens of deleted rows; rebuild it from the live rows."""
        indices = [
            i for i in t.list_indices() if set(getattr(i, "columns", None) or []) & TEXT_COLUMNS
        ]
        if not indices:
            return
        if t.count_rows() > 0:
            from lancedb.index import FTS

            for index in indices:
                t.create_index(index.columns[0], config=FTS(), replace=True)
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
