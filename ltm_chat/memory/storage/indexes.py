"""The search indexes of the `memories` table: full-text (BM25), bitmap and range indexes on
the prefilter's columns, and past a size an ANN index on the vectors; built after writes (off
the chat's critical path), folded in as rows arrive, rebuilt after an erasure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ltm_chat.memory.storage.db import Database

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


def ensure_text_index(db: Database, table: Any) -> None:
    def has_index(t: Any) -> bool:
        return any("text" in (getattr(i, "columns", None) or []) for i in t.list_indices())

    if db.read(table, has_index):
        return
    from lancedb.index import FTS

    def build(t: Any) -> None:
        if not has_index(t):
            t.create_index("text", config=FTS(), replace=True)

    db.write(db.current(table), build)


def ensure_search_indexes(db: Database, table: Any) -> None:
    """Past a size, index the prefilter columns and the vectors; fold new rows in later.

    Called after writes (off the chat's critical path), never from a search.
    """

    # Decided on the open table first (row count and index list come from its manifest):
    # most adds have nothing to do and skip the write lock's version check (a LIST on S3).
    if not db.read(table, index_work_due):
        return

    def run(t: Any) -> None:
        if not index_work_due(t):
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
                build_vector_index(t)
            return
        stats = t.index_stats(VECTOR_INDEX)
        if stats is not None and stats.num_unindexed_rows > UNINDEXED_SHARE * rows:
            t.optimize()  # adds the new rows to every index (and compacts small fragments)
            stats = t.index_stats(VECTOR_INDEX)
        if stats is not None and stats.index_type != VECTOR_INDEX_TYPE:
            build_vector_index(t)

    db.write(db.current(table), run)


def index_work_due(t: Any) -> bool:
    """Whether ensure_search_indexes has something to build or fold in."""
    rows = t.count_rows()
    if rows < SCALAR_INDEX_MIN_ROWS:
        return False
    indexed = {c for i in t.list_indices() for c in (getattr(i, "columns", None) or [])}
    if any(column not in indexed for column in SCALAR_INDEX_COLUMNS + RANGE_INDEX_COLUMNS):
        return True
    if "vector" not in indexed:
        # Fewer rows than ANN_MIN_ROWS cannot hold that many vectors: no scan to count them.
        return rows >= ANN_MIN_ROWS and t.count_rows("embedding_model IS NOT NULL") >= ANN_MIN_ROWS
    stats = t.index_stats(VECTOR_INDEX)
    return stats is not None and (
        stats.num_unindexed_rows > UNINDEXED_SHARE * rows or stats.index_type != VECTOR_INDEX_TYPE
    )


def build_vector_index(t: Any) -> None:
    from lancedb.index import IvfSq

    t.create_index("vector", config=IvfSq(distance_type="cosine"), replace=True, name=VECTOR_INDEX)


def rebuild_vector_index(t: Any) -> None:
    """An IVF index holds copies of the vectors: rebuild it from the live rows after erasure
    (Database.erase then drops the old index files with the old versions)."""
    if not any(i.name == VECTOR_INDEX for i in t.list_indices()):
        return
    if t.count_rows("embedding_model IS NOT NULL") >= ANN_MIN_ROWS:
        build_vector_index(t)
    else:
        t.drop_index(VECTOR_INDEX)
