"""LanceDB tables for memories: CRUD, history, audit events, search, real erasure.

Every query is prefiltered on the owner (and namespace/workspace scope): a hard boundary, never
a ranking hint. Synchronous; the async facade (service.py) runs it in a thread.
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from typing import Any

from ltm_chat.memory.model import (
    AmbiguousId,
    HistoryEntry,
    InvalidMemory,
    Memory,
    MemoryNotFound,
    StaleVersion,
    StoreUnavailable,
    new_id,
    utcnow,
    validate_text,
)
from ltm_chat.memory.storage import sealed_rows
from ltm_chat.memory.storage.db import SCHEMA_VERSION, Database, sql_in, sql_str
from ltm_chat.memory.storage.erasure import ErasureJournal
from ltm_chat.memory.storage.search_cache import ScopeSnapshot

log = logging.getLogger(__name__)

DEFAULT_DIM = 384  # all-MiniLM-L6-v2; a lexical-only store keeps this width with null vectors
_TS = "timestamp[us, tz=UTC]"
ALL_WORKSPACES = "*"
# A flat vector scan costs ~1.6 ms per 1,000 rows here: past this size an ANN index keeps recall
# interactive. IVF_SQ (8-bit codes, a quarter of the bytes to scan) with NPROBES over lance's
# default partitions (~8,000 rows each, so every partition up to ~500k rows) and the top
# k x REFINE re-scored on the full vectors finds the exact top-k on MiniLM-like data
# (bench/recall_latency.py; issue #18); it builds in ~10 s at 100k rows.
ANN_MIN_ROWS = 20_000
ANN_NPROBES = 64
ANN_REFINE = 4
VECTOR_INDEX = "vector_idx"
VECTOR_INDEX_TYPE = "IVF_SQ"  # an index of another type (IVF_FLAT before #18) is rebuilt
# Bitmap indexes make the per-user prefilter cheap; below this size a scan is just as fast.
SCALAR_INDEX_MIN_ROWS = 2_000
SCALAR_INDEX_COLUMNS = (
    "user_id",
    "namespace",
    "workspace",
    "pinned",
    "embedding_model",
    "status",
    "tier",
)
# A range index answers the scope's "not expired" test, else a scan of the column (~4 ms per
# query at 100k rows, in each of recall's two queries).
RANGE_INDEX_COLUMNS = ("expires_at",)
# Rows added after an index was built are searched flat; past this share, fold them in.
UNINDEXED_SHARE = 0.1
# Up to this many rows in a scope, recall searches an in-process snapshot (search_cache.py):
# one version check instead of three LanceDB queries of ~5 ms each.
SNAPSHOT_MAX_ROWS = ANN_MIN_ROWS


# The write policy's columns (policy.py), with the value an older table's rows get when the
# column is added on open: what they were before the policy existed.
_POLICY_DEFAULTS = {
    "status": "'active'",
    "confidence": "CAST(1.0 AS DOUBLE)",
    "sensitivity": "'normal'",
    "tier": "'hot'",
}


def _policy_fields() -> list[Any]:
    import pyarrow as pa

    return [
        pa.field("status", pa.string()),
        pa.field("confidence", pa.float64()),
        pa.field("sensitivity", pa.string()),
        pa.field("tier", pa.string()),
    ]


def memories_schema(dim: int) -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    policy = _policy_fields()
    return pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("namespace", pa.string(), nullable=False),
            pa.field("workspace", pa.string(), nullable=False),
            pa.field("text", pa.string(), nullable=False),
            pa.field("kind", pa.string(), nullable=False),
            pa.field("importance", pa.float64(), nullable=False),
            pa.field("source", pa.string(), nullable=False),
            pa.field("conversation_id", pa.string()),
            pa.field("message_id", pa.string()),
            pa.field("created_at", ts, nullable=False),
            pa.field("updated_at", ts, nullable=False),
            pa.field("last_accessed_at", ts),
            pa.field("expires_at", ts),
            pa.field("retrieval_count", pa.int64(), nullable=False),
            pa.field("pinned", pa.bool_(), nullable=False),
            pa.field("version", pa.int64(), nullable=False),
            pa.field("embedding_model", pa.string()),
            pa.field("vector", pa.list_(pa.float32(), dim)),
            *policy,
        ],
        metadata={"ltm_chat_schema_version": str(SCHEMA_VERSION)},
    )


def history_schema() -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),
            pa.field("memory_id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("version", pa.int64(), nullable=False),
            pa.field("text", pa.string(), nullable=False),
            pa.field("kind", pa.string()),
            pa.field("importance", pa.float64()),
            pa.field("changed_at", ts, nullable=False),
            pa.field("actor", pa.string(), nullable=False),
            *history_extra_fields(),
        ]
    )


def history_extra_fields() -> list[Any]:
    """Columns memory_history gained with issue #13 (every user-changeable field, the change's
    kind and provenance); an older table gets them as nulls on open (= unknown)."""
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return [
        pa.field("pinned", pa.bool_()),
        pa.field("workspace", pa.string()),
        pa.field("expires_at", ts),
        pa.field("source", pa.string()),
        pa.field("conversation_id", pa.string()),
        pa.field("message_id", pa.string()),
        pa.field("action", pa.string()),
        pa.field("restores", pa.int64()),
    ]


def events_schema() -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),
            pa.field("memory_id", pa.string()),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("action", pa.string(), nullable=False),
            pa.field("actor", pa.string(), nullable=False),
            pa.field("at", ts, nullable=False),
            pa.field("conversation_id", pa.string()),
            pa.field("detail", pa.string()),  # counts and rule names only, never memory text
        ]
    )


_FIELDS = [
    "id",
    "user_id",
    "namespace",
    "workspace",
    "text",
    "kind",
    "importance",
    "source",
    "conversation_id",
    "message_id",
    "created_at",
    "updated_at",
    "last_accessed_at",
    "expires_at",
    "retrieval_count",
    "pinned",
    "version",
    "embedding_model",
    "status",
    "confidence",
    "sensitivity",
    "tier",
]


def _row_to_memory(row: dict[str, Any]) -> Memory:
    sealed_rows.open_memory_row(row)  # a sensitive row's text is sealed at rest
    vec = row.get("vector")
    return Memory(
        **{k: row.get(k) for k in _FIELDS},
        vector=list(vec) if vec is not None else None,
    )


def _memory_to_row(m: Memory) -> dict[str, Any]:
    row = {k: getattr(m, k) for k in _FIELDS}
    row["vector"] = m.vector
    return sealed_rows.seal_memory_row(row)


def _is_about(event: dict[str, Any], memory_id: str) -> bool:
    """The event names the memory: as its subject, or among the ids in its detail."""
    if (event.get("memory_id") or "").startswith(memory_id):
        return True
    try:
        ids = json.loads(event.get("detail") or "{}").get("ids") or []
    except (ValueError, AttributeError):
        return False
    return any(isinstance(i, str) and i.startswith(memory_id) for i in ids)


def _vector_matrix(column: Any, rows: int, dim: int) -> Any:
    """The vector column as a (rows, dim) float32 matrix; rows without a vector are zeros."""
    import numpy as np

    vectors = np.zeros((rows, dim), dtype=np.float32)
    col = column.combine_chunks()
    if not len(col) or col.type.list_size != dim:
        return vectors
    valid = np.asarray(col.is_valid().to_pylist(), dtype=bool)
    if valid.any():
        # `.values` keeps a slot for every entry, null or not (`flatten()` drops the nulls):
        # the rows line up.
        values = col.values.slice(col.offset * dim, rows * dim)
        flat = values.to_numpy(zero_copy_only=False).astype(np.float32)
        vectors = np.nan_to_num(flat.reshape(rows, dim))
        vectors[~valid] = 0.0
    return vectors


def _extend_snapshot(snap: ScopeSnapshot, items: list[Memory], dim: int) -> None:
    import numpy as np

    mine = [m for m in items if snap.matches(m)]
    vectors = np.zeros((len(mine), dim), dtype=np.float32)
    for row, m in enumerate(mine):
        if m.vector is not None:
            vectors[row] = m.vector
    snap.extend(mine, vectors)


class MemoryStore:
    """The `memories`, `memory_history` and `memory_events` tables of one database."""

    def __init__(
        self, db: Database | str, *, dim: int | None = None, clock: Callable[[], datetime] = utcnow
    ):
        self.db = db if isinstance(db, Database) else Database(db)
        self.clock = clock
        self._want_dim = dim
        self._mem: Any = None
        self._hist: Any = None
        self._events: Any = None
        self.dim: int = dim or DEFAULT_DIM
        self._snapshots: dict[tuple, ScopeSnapshot | int] = {}  # int: too big at that version
        self._snap_lock = threading.Lock()
        self._writes_patching = 0  # own writes between their commit and their snapshot patch
        # scope -> (version, its pinned rows, their unit vectors by id: converted once per
        # version, not at every recall; ~2.5 ms for 100 pinned rows)
        self._pinned_cache: dict[tuple, tuple[int, list[Memory], dict[str, Any]]] = {}
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
        self._hist = self.db.table("memory_history", history_schema())
        self._migrate_history()
        self._events = self.db.table("memory_events", events_schema())
        self.finish_pending_erasures()
        sealed_rows.sealer().may_create = lambda: sealed_rows.no_sealed_rows(self)
        sealed_rows.seal_plain_rows(self)  # sensitive rows an older version left in plain text
        return self

    def _migrate_history(self) -> None:
        """Add the columns an older memory_history lacks; its rows read them as null."""
        missing = [f for f in history_extra_fields() if f.name not in self._hist.schema.names]
        if not missing:
            return
        import pyarrow as pa

        def run(t: Any) -> None:
            have = set(t.schema.names)  # another process may have migrated meanwhile
            todo = [f for f in missing if f.name not in have]
            if todo:
                t.add_columns(pa.schema(todo))

        self.db.write(self._hist, run)
        self._hist = self.db.reopen(self._hist)

    def _add_policy_columns(self, schema: Any) -> None:
        """Migrate a table made before the write policy: its rows become active and normal."""
        missing = {k: v for k, v in _POLICY_DEFAULTS.items() if k not in schema.names}
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
        return _row_to_memory(rows[0])

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
        columns = None if with_vectors else list(_FIELDS)
        rows = [_row_to_memory(r) for r in self._query(where, columns=columns)]
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
        return [_row_to_memory(r) for r in self._query(where, columns=list(_FIELDS))]

    def from_conversation(self, user_id: str, conversation_id: str) -> list[Memory]:
        """Every row of the user whose provenance is that conversation."""
        where = f"user_id = {sql_str(user_id)} AND conversation_id = {sql_str(conversation_id)}"
        return [_row_to_memory(r) for r in self._query(where, columns=list(_FIELDS))]

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
            self._events,
            lambda t: (
                t.search()
                .where(named_where, prefilter=True)
                .select(["memory_id"])
                .limit(None)
                .to_list()
            ),
        )
        rows = [_row_to_memory(r) for r in self._query(f"{owner} AND updated_at >= {at}")]
        missing = sorted({r["memory_id"] for r in named} - {m.id for m in rows})
        for start in range(0, len(missing), 1000):  # bounded IN lists
            where = f"{owner} AND {sql_in('id', missing[start : start + 1000])}"
            rows += [_row_to_memory(r) for r in self._query(where)]
        return rows

    def count_stale(self, user_id: str, embedding_model: str | None) -> int:
        """Rows whose vector was made by another embedder (or none): recall can't compare them."""
        where = f"user_id = {sql_str(user_id)}"
        if embedding_model is None:
            return 0
        where += f" AND (embedding_model IS NULL OR embedding_model != {sql_str(embedding_model)})"
        return self._read(lambda t: t.count_rows(where))

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

        return [(_row_to_memory(r), 1.0 - float(r["_distance"])) for r in self._read(run)]

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
                .select(list(_FIELDS))
                .limit(k)
                .to_list()
            )

        out: list[list[tuple[Memory, float]]] = [[] for _ in vectors]
        for r in self._read(run):
            out[int(r.get("query_index") or 0)].append(
                (_row_to_memory(r), 1.0 - float(r["_distance"]))
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
        found = [(_row_to_memory(r), float(r.get("_score", 0.0))) for r in rows]
        return found + sealed_rows.sensitive_text_matches(self, query, where, k)

    def ensure_text_index(self) -> None:
        def has_index(t: Any) -> bool:
            return any("text" in (getattr(i, "columns", None) or []) for i in t.list_indices())

        if self._read(has_index):
            return
        from lancedb.index import FTS

        def build(t: Any) -> None:
            if not has_index(t):
                t.create_index("text", config=FTS(), replace=True)

        self.db.write(self.mem, build)

    def ensure_search_indexes(self) -> None:
        """Past a size, index the prefilter columns and the vectors; fold new rows in later.

        Called after writes (off the chat's critical path), never from a search.
        """

        # Decided on the open table first (row count and index list come from its manifest):
        # most adds have nothing to do and skip the write lock's version check (a LIST on S3).
        if not self._read(self._index_work_due):
            return

        def run(t: Any) -> None:
            if not self._index_work_due(t):
                return
            rows = t.count_rows()
            from lancedb.index import Bitmap, BTree

            indexed = {c for i in t.list_indices() for c in (getattr(i, "columns", None) or [])}
            for column in SCALAR_INDEX_COLUMNS:
                if column not in indexed:
                    t.create_index(column, config=Bitmap())
            for column in RANGE_INDEX_COLUMNS:
                if column not in indexed:
                    t.create_index(column, config=BTree())
            if "vector" not in indexed:
                # The index is trained on the rows that have a vector: a big lexical store with
                # a few vectors has too few to train on ("KMeans cannot train 9 centroids with
                # 2 vectors"), and a flat scan of a few is fast anyway.
                if t.count_rows("embedding_model IS NOT NULL") >= ANN_MIN_ROWS:
                    self._build_vector_index(t)
                return
            stats = t.index_stats(VECTOR_INDEX)
            if stats is not None and stats.num_unindexed_rows > UNINDEXED_SHARE * rows:
                t.optimize()  # adds the new rows to every index (and compacts small fragments)
                stats = t.index_stats(VECTOR_INDEX)
            if stats is not None and stats.index_type != VECTOR_INDEX_TYPE:
                self._build_vector_index(t)

        self.db.write(self.mem, run)

    @staticmethod
    def _index_work_due(t: Any) -> bool:
        """Whether ensure_search_indexes has something to build or fold in."""
        rows = t.count_rows()
        if rows < SCALAR_INDEX_MIN_ROWS:
            return False
        indexed = {c for i in t.list_indices() for c in (getattr(i, "columns", None) or [])}
        if any(column not in indexed for column in SCALAR_INDEX_COLUMNS + RANGE_INDEX_COLUMNS):
            return True
        if "vector" not in indexed:
            # Fewer rows than ANN_MIN_ROWS cannot hold that many vectors: no scan to count them.
            return (
                rows >= ANN_MIN_ROWS and t.count_rows("embedding_model IS NOT NULL") >= ANN_MIN_ROWS
            )
        stats = t.index_stats(VECTOR_INDEX)
        return stats is not None and (
            stats.num_unindexed_rows > UNINDEXED_SHARE * rows
            or stats.index_type != VECTOR_INDEX_TYPE
        )

    @staticmethod
    def _build_vector_index(t: Any) -> None:
        from lancedb.index import IvfSq

        t.create_index(
            "vector", config=IvfSq(distance_type="cosine"), replace=True, name=VECTOR_INDEX
        )

    def _rebuild_vector_index(self, t: Any) -> None:
        """An IVF index holds copies of the vectors: rebuild it from the live rows after erasure
        (erase() then drops the old index files with the old versions)."""
        if not any(i.name == VECTOR_INDEX for i in t.list_indices()):
            return
        if t.count_rows("embedding_model IS NOT NULL") >= ANN_MIN_ROWS:
            self._build_vector_index(t)
        else:
            t.drop_index(VECTOR_INDEX)

    @property
    def snapshot_lock(self) -> Any:
        """Held while reading a snapshot: our own writes patch it under the same lock."""
        return self._snap_lock

    def snapshot(
        self, user_id: str, namespace: str | None, workspace: str | None
    ) -> ScopeSnapshot | None:
        """The scope's snapshot at the table's current version (None: too big, use LanceDB)."""
        key = (user_id, namespace, workspace)
        version = self._read(lambda t: t.version)
        with self._snap_lock:
            cached = self._snapshots.get(key)
            patching = self._writes_patching
        # Newer than the version just read is current too: a background write of ours (recall's
        # access bump) patched it while this read was under way. Older while such a write is
        # between its commit and its patch: it is the state before that write, and the patch
        # brings it up to date. Reloading would cost a scan of the scope (~1 s at 10,000 rows).
        if isinstance(cached, ScopeSnapshot) and (cached.version >= version or patching):
            return cached
        if isinstance(cached, int) and cached == version:
            return None
        where = self.scope_filter(user_id, namespace, workspace)
        if self._read(lambda t: t.count_rows(where)) > SNAPSHOT_MAX_ROWS:
            with self._snap_lock:
                self._snapshots[key] = version
            return None
        snap = self._load_snapshot(key, where)
        with self._snap_lock:
            self._snapshots[key] = snap
        return snap

    def _load_snapshot(self, key: tuple, where: str) -> ScopeSnapshot:

        def run(t: Any) -> tuple[int, Any]:
            version = t.version
            return version, t.search().where(where, prefilter=True).limit(None).to_arrow()

        version, table = self._read(run)
        user_id, namespace, workspace = key
        spaces = None if workspace in (None, ALL_WORKSPACES) else {workspace, ""}
        snap = ScopeSnapshot(user_id, namespace, spaces, version, self.dim)
        columns = {name: table.column(name).to_pylist() for name in _FIELDS}
        columns["text"] = sealed_rows.open_texts(columns["text"], columns["id"])
        memories = [
            Memory(**{name: columns[name][i] for name in _FIELDS}) for i in range(table.num_rows)
        ]
        vectors = _vector_matrix(table.column("vector"), table.num_rows, self.dim)
        snap.extend(memories, vectors)
        return snap

    @contextlib.contextmanager
    def _patching(self) -> Iterator[None]:
        """A write of ours that will patch the snapshots is under way (see _snapshot)."""
        with self._snap_lock:
            self._writes_patching += 1
        try:
            yield
        finally:
            with self._snap_lock:
                self._writes_patching -= 1

    def _after_own_write(
        self,
        before: int,
        after: int,
        patch: Callable[[ScopeSnapshot], None],
        same_rows: bool = False,
    ) -> None:
        """Keep snapshots that were current before our write current after it; drop others.
        `same_rows`: the write changed no row's scope, so a scope too big for a snapshot stays
        too big (no count of it, ~5-15 ms at 100k rows, on the next recall)."""
        with self._snap_lock:
            for key, snap in list(self._snapshots.items()):
                # after > before + 1: another writer's commit landed in between (object
                # storage appends rebase on it), which the patch would not hold.
                if isinstance(snap, ScopeSnapshot) and snap.version == before == after - 1:
                    patch(snap)
                    snap.version = after
                elif same_rows and isinstance(snap, int) and snap == before == after - 1:
                    self._snapshots[key] = after
                else:
                    del self._snapshots[key]

    def pinned_rows(
        self, user_id: str, namespace: str | None, workspace: str | None, now: datetime
    ) -> tuple[list[Memory], dict[str, Any]]:
        """The scope's live pinned rows and their unit vectors by id, kept per table version
        (a query costs ~14 ms at 100k rows; recall's own access bumps carry the cache to the
        next version)."""
        import numpy as np

        key = (user_id, namespace, workspace)
        version = self._read(lambda t: t.version)
        with self._snap_lock:
            cached = self._pinned_cache.get(key)
        if cached is None or cached[0] != version:
            rows = self.pinned(self.scope_filter(user_id, namespace, workspace))
            units = {}
            for m in rows:
                if m.vector is not None:
                    v = np.asarray(m.vector, dtype=np.float32)
                    units[m.id] = v / (float(np.linalg.norm(v)) or 1.0)
            cached = (version, rows, units)
            with self._snap_lock:
                self._pinned_cache[key] = cached
        live = [
            m
            for m in cached[1]
            if (m.expires_at is None or m.expires_at > now)
            and m.status in (None, "active")
            and m.tier != "archived"
        ]
        return live, cached[2]

    def pinned(self, where: str) -> list[Memory]:
        return [_row_to_memory(r) for r in self._query(where + " AND pinned = true")]

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
        rows = [_memory_to_row(m) for m in items]
        self.open()

        def run(t: Any) -> tuple[int, int]:
            before = t.version
            t.add(rows)
            return before, t.version

        with self._patching():
            before, after = self.db.write(self.mem, run, append=True)
            self._after_own_write(
                before, after, lambda snap: _extend_snapshot(snap, items, self.dim)
            )
        try:
            self.ensure_search_indexes()
        except StoreUnavailable:
            raise
        except Exception as exc:  # the rows are committed: an index is an optimisation only
            log.warning("could not build the search indexes (searches scan instead): %s", exc)
        return items

    def update_text(
        self,
        user_id: str,
        memory_id: str,
        text: str,
        *,
        vector: list[float] | None,
        embedding_model: str | None,
        actor: str,
        kind: str | None = None,
        importance: float | None = None,
        now: datetime | None = None,
        expected_version: int | None = None,
    ) -> Memory:
        """Edit a memory's text; the previous version goes to memory_history first."""
        values: dict[str, Any] = {
            "text": validate_text(text),
            "vector": vector,
            "embedding_model": embedding_model if vector is not None else None,
        }
        if kind is not None:
            values["kind"] = kind
        if importance is not None:
            values["importance"] = float(importance)
        return self.change(
            user_id, memory_id, values, actor=actor, now=now, expected_version=expected_version
        )

    def change(
        self,
        user_id: str,
        memory_id: str,
        values: dict[str, Any] | Callable[[Memory], dict],
        *,
        actor: str,
        action: str = "edit",
        expected_version: int | None = None,
        restores: int | None = None,
        now: datetime | None = None,
    ) -> Memory:
        """A compare-and-swap edit: the new version is `version + 1`, the old values go to
        memory_history first. With `expected_version`, a row that moved on raises StaleVersion
        and nothing is written. `values` may be a function of the current row (computed under
        the lock, so increments cannot lose each other).

        Local databases: the whole read-check-write runs under the data dir's write lock, which
        every ltm-chat writer takes, so no other edit can land in between. Object storage has no
        lock: the update is conditional on `version = N` and counts the rows it changed; lance
        refuses the second of two commits that rewrite the same row, our retry re-evaluates the
        condition, and a loser deletes the history row it wrote."""
        self.open()
        now = now or self.clock()
        with self.db.write_lock():
            old = self.get(user_id, memory_id)
            if expected_version is not None and old.version != expected_version:
                raise self._stale(user_id, old, expected_version)
            new = dict(values(old) if callable(values) else values)
            if "text" in new:
                new["text"] = validate_text(new["text"])
            entry = {
                "id": new_id(),
                "memory_id": old.id,
                "user_id": user_id,
                "version": old.version,
                "text": old.text,
                "kind": old.kind,
                "importance": old.importance,
                "changed_at": now,
                "actor": actor,
                "pinned": old.pinned,
                "workspace": old.workspace,
                "expires_at": old.expires_at,
                "source": old.source,
                "conversation_id": old.conversation_id,
                "message_id": old.message_id,
                "action": action,
                "restores": restores,
            }
            newly_sealed = sealed_rows.seal_change(old, new, entry)
            if newly_sealed:  # its plain text is in older versions: journal their scrub first
                sealed_rows.journal(self, user_id, [old.id])
            self.db.write(self._hist, lambda t: t.add([entry]), append=True)
            new.update(updated_at=now, version=old.version + 1)
            where = (
                f"user_id = {sql_str(user_id)} AND id = {sql_str(memory_id)}"
                f" AND version = {int(old.version)}"
            )
            result = self.db.write(self.mem, lambda t: t.update(where=where, values=new))
            if getattr(result, "rows_updated", 1) != 1:
                self.db.erase(self._hist, f"id = {sql_str(entry['id'])}")
                raise self._stale(user_id, self.get(user_id, memory_id), old.version)
            if newly_sealed:
                sealed_rows.after_sealing(self, user_id, [old.id])
        return self.get(user_id, memory_id)

    def _stale(self, user_id: str, current: Memory, expected: int) -> StaleVersion:
        """The error for an edit based on `expected`, naming who made the current version."""
        made = [e for e in self.history(user_id, current.id) if e.version == current.version - 1]
        by = made[-1].actor if made else current.source
        return StaleVersion(current.id, expected, current.version, by, current.updated_at)

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

        with self._patching():
            before, after = self.db.write(self.mem, run)
            self._after_own_write(
                before, after, lambda snap: snap.bump(set(memory_ids), at), same_rows=True
            )
        with self._snap_lock:
            for key, (version, rows, units) in list(self._pinned_cache.items()):
                if version == before:
                    for m in rows:
                        if m.id in memory_ids:
                            m.last_accessed_at = at
                            m.retrieval_count = (m.retrieval_count or 0) + 1
                    self._pinned_cache[key] = (after, rows, units)

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

    # -- history and events --------------------------------------------------------------------
    def history(self, user_id: str, memory_id: str) -> list[HistoryEntry]:
        """Earlier versions, oldest first (rows from an older schema read None for new fields)."""
        return self.histories(user_id, [memory_id]).get(memory_id, [])

    def histories(self, user_id: str, memory_ids: list[str]) -> dict[str, list[HistoryEntry]]:
        """Earlier versions of several memories in one read, by memory id, oldest first."""
        if not memory_ids:
            return {}
        self.open()
        where = f"user_id = {sql_str(user_id)} AND {sql_in('memory_id', memory_ids)}"
        rows = self.db.read(
            self._hist, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        extra = ("kind", "importance", *(f.name for f in history_extra_fields()))
        out: dict[str, list[HistoryEntry]] = {}
        for r in sorted(rows, key=lambda r: (r["memory_id"], r["version"], r["changed_at"])):
            sealed_rows.open_history_row(r)
            entry = HistoryEntry(
                r["id"],
                r["memory_id"],
                r["version"],
                r["text"],
                r["changed_at"],
                r["actor"],
                **{k: r.get(k) for k in extra},
            )
            out.setdefault(r["memory_id"], []).append(entry)
        return out

    def history_rows(self, user_id: str) -> dict[str, list[dict[str, Any]]]:
        """Every previous version of the user's memories, by memory id, oldest first (one read,
        for exports)."""
        self.open()
        where = f"user_id = {sql_str(user_id)}"
        rows = self.db.read(
            self._hist, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        out: dict[str, list[dict[str, Any]]] = {}
        for r in sorted(rows, key=lambda r: (r["memory_id"], r["version"])):
            sealed_rows.open_history_row(r)
            out.setdefault(r["memory_id"], []).append(r)
        return out

    def add_history(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        """Restore previous versions (import): memory_id, version, text, kind, importance,
        changed_at, actor; ids and owner are stamped here."""
        if not rows:
            return
        self.open()
        entries = [{**r, "id": new_id(), "user_id": user_id} for r in rows]
        where = f"user_id = {sql_str(user_id)} AND sensitivity = 'sensitive'"
        sensitive = {r["id"] for r in self._query(where, None, ["id"])}
        for entry in entries:
            if entry["memory_id"] in sensitive:
                sealed_rows.seal_history_row(entry)
        self.db.write(self._hist, lambda t: t.add(entries), append=True)

    def log_event(
        self,
        user_id: str,
        action: str,
        *,
        memory_id: str | None = None,
        actor: str = "user",
        conversation_id: str | None = None,
        detail: dict[str, Any] | None = None,
        at: datetime | None = None,
    ) -> None:
        """Audit trail: ids, actions and counts only; never memory text."""
        row = {
            "id": new_id(),
            "memory_id": memory_id,
            "user_id": user_id,
            "action": action,
            "actor": actor,
            "at": at or self.clock(),
            "conversation_id": conversation_id,
            "detail": json.dumps(detail, sort_keys=True) if detail else None,
        }
        self.open()
        try:
            self.db.write(self._events, lambda t: t.add([row]), append=True)
        except StoreUnavailable:
            raise
        except Exception as exc:  # an audit hiccup must not undo the user's action
            log.warning("could not write audit event %s: %s", action, exc)

    def log_events(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        """Several audit events in one write (an eviction's victims, one row each)."""
        if not rows:
            return
        at = self.clock()
        full = [
            {
                "id": new_id(),
                "memory_id": r.get("memory_id"),
                "user_id": user_id,
                "action": r["action"],
                "actor": r.get("actor", "user"),
                "at": r.get("at") or at,
                "conversation_id": r.get("conversation_id"),
                "detail": json.dumps(r["detail"], sort_keys=True) if r.get("detail") else None,
            }
            for r in rows
        ]
        self.open()
        try:
            self.db.write(self._events, lambda t: t.add(full), append=True)
        except StoreUnavailable:
            raise
        except Exception as exc:  # an audit hiccup must not undo the user's action
            log.warning("could not write %d audit events: %s", len(full), exc)

    def events(
        self, user_id: str, limit: int | None = None, memory_id: str | None = None
    ) -> list[dict[str, Any]]:
        """Audit events, newest first; with `memory_id` (a full id or a prefix), the events
        about that memory, including the recalls it entered."""
        self.open()
        where = f"user_id = {sql_str(user_id)}"
        if memory_id is not None:
            needle = sql_str("%" + memory_id.replace("'", "").replace("%", "") + "%")
            where += f" AND (starts_with(memory_id, {sql_str(memory_id)}) OR detail LIKE {needle})"
        rows = self.db.read(
            self._events, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        if memory_id is not None:
            rows = [r for r in rows if _is_about(r, memory_id)]
        rows.sort(key=lambda r: r["at"], reverse=True)
        return rows[:limit] if limit else rows

    def recalls(self, user_id: str) -> list[tuple[datetime, frozenset[str]]]:
        """When each recall of this user's happened and which memories entered it, oldest
        first (curation counts the recalls that passed a memory over)."""
        self.open()
        where = f"user_id = {sql_str(user_id)} AND action = 'recall'"
        rows = self.db.read(
            self._events,
            lambda t: (
                t.search()
                .where(where, prefilter=True)
                .select(["at", "detail"])
                .limit(None)
                .to_list()
            ),
        )
        out = []
        for r in rows:
            try:
                ids = json.loads(r.get("detail") or "{}").get("ids") or []
            except (ValueError, AttributeError):
                ids = []
            out.append((r["at"], frozenset(i for i in ids if isinstance(i, str))))
        return sorted(out, key=lambda pair: pair[0])

    def last_event(self, user_id: str, action: str) -> dict[str, Any] | None:
        """The user's newest audit event of one action, or None."""
        self.open()
        where = f"user_id = {sql_str(user_id)} AND action = {sql_str(action)}"
        rows = self.db.read(
            self._events, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        return max(rows, key=lambda r: r["at"]) if rows else None

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
        hist = self.db.current(self._hist)
        self.db.erase(hist, f"{owner} AND {sql_in('memory_id', memory_ids)}", force=force)
        return self.db.erase(
            self.mem,
            f"{owner} AND {sql_in('id', memory_ids)}",
            force=force,
            reindex=self._rebuild_vector_index,
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
