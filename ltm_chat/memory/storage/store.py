"""The memory tables of one database, one door for the rooms above: reads, searches, writes
and real erasure of `memories`; history (history.py), the audit trail (events.py), the search
indexes (indexes.py) and recall's snapshots (snapshots.py) are its parts.

Every query is prefiltered on the owner (and namespace/workspace scope): a hard boundary, never
a ranking hint. Synchronous; the async facade (service.py) runs it in a thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from ltm_chat.memory.model import (
    AmbiguousId,
    HistoryEntry,
    InvalidMemory,
    Memory,
    MemoryNotFound,
    StoreUnavailable,
    utcnow,
    validate_text,
)
from ltm_chat.memory.storage import indexes, sealed_rows, sealed_search, versions
from ltm_chat.memory.storage.db import SCHEMA_VERSION, Database, sql_in, sql_str
from ltm_chat.memory.storage.erasure import ErasureJournal
from ltm_chat.memory.storage.events import EventLog
from ltm_chat.memory.storage.history import HistoryLog
from ltm_chat.memory.storage.indexes import ANN_NPROBES, ANN_REFINE
from ltm_chat.memory.storage.schema import (
    ALL_WORKSPACES,
    DEFAULT_DIM,
    FIELDS,
    POLICY_DEFAULTS,
    memories_schema,
    memory_to_row,
    row_to_memory,
)
from ltm_chat.memory.storage.snapshots import SnapshotCache, extend_snapshot

log = logging.getLogger(__name__)


class MemoryStore:
    """The `memories`, `memory_history` and `memory_events` tables of one database."""

    def __init__(
        self, db: Database | str, *, dim: int | None = None, clock: Callable[[], datetime] = utcnow
    ):
        self.db = db if isinstance(db, Database) else Database(db)
        self.clock = clock
        self._want_dim = dim
        self._mem: Any = None
        self.history_log = HistoryLog(self.db)
        self.event_log = EventLog(self.db, clock)
        self.dim: int = dim or DEFAULT_DIM
        self.snapshots = SnapshotCache(self)
        self.erasures = ErasureJournal(self.db)
        self.recovered: set[str] = set()  # ids whose interrupted erasure this open finished

    # -- opening ------------------------------------------------------------------------------
    def open(self) -> MemoryStore:
        """Open (or create) the tables; refuses a database written by a newer schema."""
        if self._mem is not None:
            return self
        self._mem = self.db.table("memories", memories_schema(self._want_dim or DEFAULT_DIM))
        schema = self._mem.schema
        found = int((schema.metadata or {}).get(b"ltm_chat_schema_version", b"1"))
        if found > SCHEMA_VERSION:
            raise StoreUnavailable(
                f"the database at {self.db.uri} was written by a newer ltm-chat "
                f"(schema {found}, this version reads {SCHEMA_VERSION}): upgrade ltm-chat"
            )
        self.dim = schema.field("vector").type.list_size
        self._add_policy_columns(schema)
        self.history_log.open()
        self.event_log.open()
        self.finish_pending_erasures()
        sealed_rows.sealer().may_create = lambda: sealed_rows.no_sealed_rows(self)
        sealed_rows.seal_plain_rows(self)  # sensitive rows an older version left in plain text
        return self

    def _add_policy_columns(self, schema: Any) -> None:
        """Migrate a table made before the write policy: its rows become active and normal."""
        missing = {k: v for k, v in POLICY_DEFAULTS.items() if k not in schema.names}
        if not missing:
            return
        self.db.write(self._mem, lambda t: t.add_columns(missing))
        self._mem = self.db.reopen(self._mem)

    @property
    def mem(self) -> Any:
        self.open()
        self._mem = self.db.current(self._mem)
        return self._mem

    def _read(self, fn: Callable[[Any], Any]) -> Any:
        return self.db.read(self.mem, fn)

    # -- filters -------------------------------------------------------------------------------
    @staticmethod
    def scope_filter(
        user_id: str,
        namespace: str | None = "chat",
        workspace: str | None = ALL_WORKSPACES,
        include_global: bool = True,
        now: datetime | None = None,
    ) -> str:
        """The prefilter every memory query starts from."""
        parts = [f"user_id = {sql_str(user_id)}"]
        if namespace is not None:
            parts.append(f"namespace = {sql_str(namespace)}")
        if workspace != ALL_WORKSPACES and workspace is not None:
            spaces = {workspace, ""} if include_global else {workspace}
            parts.append(sql_in("workspace", sorted(spaces)))
        if now is not None:  # recall: live rows only (not expired, not pending, not archived)
            parts.append(f"(expires_at IS NULL OR expires_at > timestamp '{now.isoformat()}')")
            # Plain equality terms (every row has both: defaults on add, migration on open),
            # so the bitmap indexes answer them.
            parts.append("status = 'active'")
            parts.append("tier IN ('hot', 'warm', 'cold')")
        return " AND ".join(parts)

    # -- reads ---------------------------------------------------------------------------------
    def _query(
        self, where: str, limit: int | None = None, columns: list[str] | None = None
    ) -> list[dict]:
        def run(t: Any) -> list[dict]:
            q = t.search().where(where, prefilter=True)
            if columns:
                q = q.select(columns)
            return q.limit(limit).to_list()

        return self._read(run)

    def get(self, user_id: str, memory_id: str) -> Memory:
        rows = self._query(f"user_id = {sql_str(user_id)} AND id = {sql_str(memory_id)}", 1)
        if not rows:
            raise MemoryNotFound(memory_id)
        return row_to_memory(rows[0])

    def ids(self, user_id: str) -> list[str]:
        """Every memory id of the user (any namespace, any status): what a short id must not
        be confused with."""
        return [r["id"] for r in self._query(f"user_id = {sql_str(user_id)}", None, ["id"])]

    def resolve_id(self, user_id: str, prefix: str) -> str:
        """A full id from any unique prefix of it (of this user's memories only)."""
        prefix = prefix.strip()
        if not prefix or any(c not in "0123456789abcdef" for c in prefix.lower()):
            raise MemoryNotFound(prefix)
        rows = self._query(
            f"user_id = {sql_str(user_id)} AND starts_with(id, {sql_str(prefix.lower())})",
            None,
            ["id"],
        )
        if not rows:
            raise MemoryNotFound(prefix)
        if len(rows) > 1:
            exact = [r for r in rows if r["id"] == prefix]
            if exact:
                return exact[0]["id"]
            raise AmbiguousId(prefix, len(rows), candidates=sorted(r["id"] for r in rows))
        return rows[0]["id"]

    def ids_of_other_users(self, user_id: str, memory_ids: list[str]) -> set[str]:
        """Which of `memory_ids` another user's memories already carry (import re-ids those)."""
        found: set[str] = set()
        for start in range(0, len(memory_ids), 1000):  # bounded IN lists
            chunk = memory_ids[start : start + 1000]
            where = f"user_id != {sql_str(user_id)} AND {sql_in('id', chunk)}"
            found.update(r["id"] for r in self._query(where, None, ["id"]))
        return found

    def list(
        self,
        user_id: str,
        *,
        namespace: str | None = "chat",
        workspace: str | None = ALL_WORKSPACES,
        include_global: bool = True,
        kind: str | None = None,
        pinned: bool | None = None,
        contains: str | None = None,
        status: str | None = None,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = True,
        with_vectors: bool = True,
        expired: bool | None = None,
        now: datetime | None = None,
    ) -> list[Memory]:
        """The user's memories, filtered, ordered by creation time, paged. `expired` (with
        `now`): False for those not past their expiry, True for only those past it."""
        where = self.scope_filter(user_id, namespace, workspace, include_global)
        if expired is not None:
            moment = f"timestamp '{(now or self.clock()).isoformat()}'"
            where += (
                f" AND expires_at IS NOT NULL AND expires_at <= {moment}"
                if expired
                else f" AND (expires_at IS NULL OR expires_at > {moment})"
            )
        if kind:
            where += f" AND kind = {sql_str(kind)}"
        if pinned is not None:
            where += f" AND pinned = {'true' if pinned else 'false'}"
        if status == "active":
            where += " AND (status IS NULL OR status = 'active')"
        elif status is not None:
            where += f" AND status = {sql_str(status)}"
        # Listings (the inspector) skip vectors: 10,000 rows read ~10x faster without them.
        columns = None if with_vectors else list(FIELDS)
        rows = [row_to_memory(r) for r in self._query(where, columns=columns)]
        if contains:
            needle = contains.casefold()
            rows = [m for m in rows if needle in m.text.casefold()]
        rows.sort(key=lambda m: (m.created_at, m.id), reverse=newest_first)
        end = None if limit is None else offset + limit
        return rows[offset:end]

    def total_rows(self) -> int:
        """Every row of every user (from the manifest: no scan, no request on object storage)."""
        return self._read(lambda t: t.count_rows())

    def count(
        self,
        user_id: str,
        namespace: str | None = "chat",
        workspace: str | None = ALL_WORKSPACES,
        status: str | None = None,
    ) -> int:
        where = self.scope_filter(user_id, namespace, workspace)
        if status is not None:
            where += f" AND status = {sql_str(status)}"
        return self._read(lambda t: t.count_rows(where))

    def expired(self, user_id: str, now: datetime) -> list[Memory]:
        """Every namespace's rows of the user whose expiry has passed."""
        where = (
            f"user_id = {sql_str(user_id)} AND expires_at IS NOT NULL"
            f" AND expires_at <= timestamp '{now.isoformat()}'"
        )
        return [row_to_memory(r) for r in self._query(where, columns=list(FIELDS))]

    def from_conversation(self, user_id: str, conversation_id: str) -> list[Memory]:
        """Every row of the user whose provenance is that conversation."""
        where = f"user_id = {sql_str(user_id)} AND conversation_id = {sql_str(conversation_id)}"
        return [row_to_memory(r) for r in self._query(where, columns=list(FIELDS))]

    def changed_since(
        self, user_id: str, moment: datetime, not_by: str | None = None
    ) -> list[Memory]:
        """Every namespace's rows of the user written or changed at `moment` or later: by
        updated_at, or named by an audit event since (an import keeps its rows' updated_at)
        of an actor other than `not_by`."""
        at = f"timestamp '{moment.isoformat()}'"
        owner = f"user_id = {sql_str(user_id)}"
        named_where = f"{owner} AND at >= {at} AND memory_id IS NOT NULL"
        if not_by is not None:
            named_where += f" AND actor != {sql_str(not_by)}"
        self.open()
        named = self.db.read(
            self.event_log.table,
            lambda t: (
                t.search()
                .where(named_where, prefilter=True)
                .select(["memory_id"])
                .limit(None)
                .to_list()
            ),
        )
        rows = [row_to_memory(r) for r in self._query(f"{owner} AND updated_at >= {at}")]
        missing = sorted({r["memory_id"] for r in named} - {m.id for m in rows})
        for start in range(0, len(missing), 1000):  # bounded IN lists
            where = f"{owner} AND {sql_in('id', missing[start : start + 1000])}"
            rows += [row_to_memory(r) for r in self._query(where)]
        return rows

    def count_stale(self, user_id: str, embedding_model: str | None) -> int:
        """Rows whose vector was made by another embedder (or none): recall can't compare them."""
        where = f"user_id = {sql_str(user_id)}"
        if embedding_model is None:
            return 0
        where += f" AND (embedding_model IS NULL OR embedding_model != {sql_str(embedding_model)})"
        return self._read(lambda t: t.count_rows(where))

    def stored_vectors(
        self, user_id: str, memory_ids: list[str], embedding_model: str
    ) -> dict[str, list[float]]:
        """The vectors `embedding_model` made of these memories, by id, in one read (a memory
        without one, or with another model's, is left out)."""
        if not memory_ids:
            return {}
        where = (
            f"user_id = {sql_str(user_id)} AND {sql_in('id', memory_ids)}"
            f" AND embedding_model = {sql_str(embedding_model)}"
        )
        rows = self._query(where, None, ["id", "vector"])
        return {r["id"]: list(r["vector"]) for r in rows if r.get("vector") is not None}

    def vector_search(self, vector: list[float], where: str, k: int) -> list[tuple[Memory, float]]:
        """Top-k by cosine similarity (1 - cosine distance), prefiltered."""

        def run(t: Any) -> list[dict]:
            # `embedding_model IS NOT NULL` <=> the row has a vector, and unlike `vector IS NOT
            # NULL` it is answered by a bitmap index instead of reading every vector (~150 ms).
            return (
                t.search(vector, vector_column_name="vector")
                .distance_type("cosine")
                .where(where + " AND embedding_model IS NOT NULL", prefilter=True)
                .nprobes(ANN_NPROBES)
                .refine_factor(ANN_REFINE)
                .limit(k)
                .to_list()
            )

        return [(row_to_memory(r), 1.0 - float(r["_distance"])) for r in self._read(run)]

    def vector_search_many(
        self, vectors: list[list[float]], where: str, k: int
    ) -> list[list[tuple[Memory, float]]]:
        """`vector_search` for several vectors in one query: each one's top-k, in order, the
        rows without their vectors (a batch of 2,000 x 10 rows would hold 30 MB of them)."""
        if not vectors:
            return []

        def run(t: Any) -> list[dict]:
            return (
                t.search(vectors if len(vectors) > 1 else vectors[0], vector_column_name="vector")
                .distance_type("cosine")
                .where(where + " AND embedding_model IS NOT NULL", prefilter=True)
                .nprobes(ANN_NPROBES)
                .refine_factor(ANN_REFINE)
                .select(list(FIELDS))
                .limit(k)
                .to_list()
            )

        out: list[list[tuple[Memory, float]]] = [[] for _ in vectors]
        for r in self._read(run):
            out[int(r.get("query_index") or 0)].append(
                (row_to_memory(r), 1.0 - float(r["_distance"]))
            )
        return out

    def text_search(self, query: str, where: str, k: int) -> list[tuple[Memory, float]]:
        """Top-k by BM25 over the full-text index, prefiltered; raw BM25 scores."""
        try:
            self.ensure_text_index()
        except StoreUnavailable as exc:  # a read-only store without the index: no BM25 hits
            log.info("no full-text index: %s", exc)
        words = [w for w in "".join(c if c.isalnum() else " " for c in query).split() if w]
        if not words:
            return []

        def run(t: Any) -> list[dict]:
            return (
                t.search(" ".join(words), query_type="fts")
                .where(where, prefilter=True)
                .limit(k)
                .to_list()
            )

        try:
            rows = self._read(run)
        except Exception as exc:  # an odd query must never break a chat turn
            log.warning("full-text search failed: %s", exc)
            return []
        found = [(row_to_memory(r), float(r.get("_score", 0.0))) for r in rows]
        return found + sealed_search.sensitive_text_matches(self, query, where, k)

    def pinned(self, where: str) -> list[Memory]:
        return [row_to_memory(r) for r in self._query(where + " AND pinned = true")]

    # -- writes --------------------------------------------------------------------------------
    def add(self, memories: Iterable[Memory]) -> list[Memory]:
        items = list(memories)
        if not items:
            return []
        for m in items:
            m.text = validate_text(m.text)
            if m.vector is not None and len(m.vector) != self.dim:
                raise InvalidMemory(
                    f"vector has {len(m.vector)} dimensions; this database stores {self.dim}"
                )
        rows = [memory_to_row(m) for m in items]
        self.open()

        def run(t: Any) -> tuple[int, int]:
            before = t.version
            t.add(rows)
            return before, t.version

        with self.snapshots.patching():
            before, after = self.db.write(self.mem, run, append=True)
            self.snapshots.after_own_write(
                before, after, lambda snap: extend_snapshot(snap, items, self.dim)
            )
        try:
            self.ensure_search_indexes()
        except StoreUnavailable:
            raise
        except Exception as exc:  # the rows are committed: an index is an optimisation only
            log.warning("could not build the search indexes (searches scan instead): %s", exc)
        return items

    def update_text(self, user_id: str, memory_id: str, text: str, **options: Any) -> Memory:
        """Edit a memory's text (versions.update_text)."""
        return versions.update_text(self, user_id, memory_id, text, **options)

    def change(self, user_id: str, memory_id: str, values: Any, **options: Any) -> Memory:
        """A compare-and-swap edit: a new version, the old values to history (versions.change:
        actor, action, expected_version, restores, now)."""
        return versions.change(self, user_id, memory_id, values, **options)

    def set_fields(self, user_id: str, memory_ids: list[str], **values: Any) -> None:
        """Set plain fields (pinned, importance, updated_at…) on some of the user's rows."""
        if not memory_ids:
            return
        if "text" in values or values.get("sensitivity") == "sensitive":
            for memory_id in memory_ids:  # sealed per row (its id is bound into its text)
                sealed_rows.set_row(self, user_id, memory_id, dict(values))
            return
        where = f"user_id = {sql_str(user_id)} AND {sql_in('id', memory_ids)}"
        self.db.write(self.mem, lambda t: t.update(where=where, values=values))

    def bump_access(self, user_id: str, memory_ids: list[str], at: datetime) -> None:
        """Recall's side effect: last_accessed_at and retrieval_count of the returned rows."""
        if not memory_ids:
            return
        where = f"user_id = {sql_str(user_id)} AND {sql_in('id', memory_ids)}"
        values_sql = {
            "last_accessed_at": f"timestamp '{at.isoformat()}'",
            "retrieval_count": "retrieval_count + 1",
        }

        def run(t: Any) -> tuple[int, int]:
            before = t.version
            t.update(where=where, values_sql=values_sql)
            return before, t.version

        with self.snapshots.patching():
            before, after = self.db.write(self.mem, run)
            self.snapshots.after_own_write(
                before, after, lambda snap: snap.bump(set(memory_ids), at), same_rows=True
            )
        self.snapshots.bump_pinned(before, after, memory_ids, at)

    def set_vectors(
        self, user_id: str, vectors: dict[str, list[float]], embedding_model: str
    ) -> None:
        """Store recomputed vectors (reembed); widens the column if the new model's size differs."""
        if not vectors:
            return
        dim = len(next(iter(vectors.values())))
        if dim != self.dim:
            self._change_dim(dim)
        import pyarrow as pa

        ids = list(vectors)
        data = pa.table(
            {
                "id": pa.array(ids, pa.string()),
                "vector": pa.array([vectors[i] for i in ids], pa.list_(pa.float32(), dim)),
                "embedding_model": pa.array([embedding_model] * len(ids), pa.string()),
            }
        )

        def run(t: Any) -> None:
            (
                t.merge_insert("id")
                .when_matched_update_all(where=f"target.user_id = {sql_str(user_id)}")
                .execute(data)
            )

        self.db.write(self.mem, run)

    def fit_dim(self, dim: int) -> bool:
        """Make the vector column `dim` wide if no row has a vector yet (a fresh or lexical-only
        store takes the embedder's size); False when rows hold vectors of another size."""
        if dim == self.dim:
            return True
        self.open()

        def run(t: Any) -> bool:
            if t.schema.field("vector").type.list_size == dim:
                return True
            # `vector IS NOT NULL`, not embedding_model: a vector without a model is one too.
            return t.count_rows("vector IS NOT NULL") == 0

        with self.db.write_lock():
            if not self.db.write(self.mem, run):
                return False
            if self.mem.schema.field("vector").type.list_size != dim:
                self._change_dim(dim)
            self.dim = dim
        return True

    def _change_dim(self, dim: int) -> None:
        import pyarrow as pa

        def run(t: Any) -> None:
            t.drop_columns(["vector"])
            t.add_columns(pa.field("vector", pa.list_(pa.float32(), dim)))
            t.update(values_sql={"embedding_model": "NULL"})

        self.db.write(self.mem, run)
        self.db.reopen(self.mem)
        self.dim = dim

    # -- indexes (indexes.py) ------------------------------------------------------------------
    def ensure_text_index(self) -> None:
        indexes.ensure_text_index(self.db, self.mem)

    def ensure_search_indexes(self) -> None:
        """Past a size, index the prefilter columns and the vectors (after writes, never from
        a search)."""
        indexes.ensure_search_indexes(self.db, self.mem)

    # -- history (history.py) and audit events (events.py) -------------------------------------
    def history(self, user_id: str, memory_id: str) -> list[HistoryEntry]:
        """Earlier versions, oldest first (rows from an older schema read None for new fields)."""
        return self.open().history_log.history(user_id, memory_id)

    def histories(self, user_id: str, memory_ids: list[str]) -> dict[str, list[HistoryEntry]]:
        return self.open().history_log.histories(user_id, memory_ids)

    def history_rows(self, user_id: str) -> dict[str, list[dict[str, Any]]]:
        return self.open().history_log.history_rows(user_id)

    def add_history(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        self.open().history_log.add_history(
            user_id, sealed_rows.seal_imported_history(self, user_id, rows)
        )

    def log_event(self, user_id: str, action: str, **fields: Any) -> None:
        """Audit trail (EventLog.log_event): ids, actions and counts only; never memory text."""
        self.open().event_log.log_event(user_id, action, **fields)

    def log_events(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        self.open().event_log.log_events(user_id, rows)

    def events(
        self, user_id: str, limit: int | None = None, memory_id: str | None = None
    ) -> list[dict[str, Any]]:
        return self.open().event_log.events(user_id, limit, memory_id)

    def recalls(self, user_id: str) -> list[tuple[datetime, frozenset[str]]]:
        return self.open().event_log.recalls(user_id)

    def last_event(self, user_id: str, action: str) -> dict[str, Any] | None:
        return self.open().event_log.last_event(user_id, action)

    # -- erasure --------------------------------------------------------------------------------
    def forget(self, user_id: str, memory_ids: list[str], action: str = "forget") -> int:
        """Real erasure of rows and their history (no byte of their text stays on disk),
        crash-safe: the ids are journaled first and any unfinished erasure is redone on the
        next open (see erasure.py)."""
        if not memory_ids:
            return 0
        self.open()
        with self.db.write_lock():
            self.erasures.record(user_id, list(memory_ids), action, self.clock())
            removed = self._erase_rows(user_id, list(memory_ids), force=False)
            self.erasures.finish(user_id, memory_ids, self.clock())
        return removed

    def _erase_rows(self, user_id: str, memory_ids: list[str], *, force: bool) -> int:
        owner = f"user_id = {sql_str(user_id)}"
        hist = self.db.current(self.history_log.table)
        self.db.erase(hist, f"{owner} AND {sql_in('memory_id', memory_ids)}", force=force)
        return self.db.erase(
            self.mem,
            f"{owner} AND {sql_in('id', memory_ids)}",
            force=force,
            reindex=indexes.rebuild_vector_index,
        )

    def finish_pending_erasures(self) -> int:
        """Redo every erasure a crash interrupted (all steps, even where the rows are already
        gone); the ids are kept in `recovered`. A read-only store is left for a writable open."""
        pending = self.erasures.pending()
        if not pending:
            return 0
        try:
            with self.db.write_lock():
                pending = self.erasures.pending()  # another process may have finished them
                for user_id, ids in pending.items():
                    self._erase_rows(user_id, ids, force=True)
                    self.erasures.finish(user_id, ids, self.clock())
                    self.recovered.update(ids)
        except StoreUnavailable as exc:
            log.warning("an interrupted erasure cannot be finished yet: %s", exc)
            return 0
        return sum(len(ids) for ids in pending.values())

    def erased_id(self, user_id: str, prefix: str) -> str | None:
        """The full id of an erased memory of the user (any prefix), else None."""
        return self.erasures.erased(user_id, prefix)

    def clear(
        self, user_id: str, namespace: str | None = "chat", workspace: str | None = ALL_WORKSPACES
    ) -> int:
        """Erase every memory of the user in scope (a workspace only, when given)."""
        ids = [
            m.id
            for m in self.list(
                user_id, namespace=namespace, workspace=workspace, include_global=False
            )
        ]
        return self.forget(user_id, ids, action="clear")
