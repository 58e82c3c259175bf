"""The tables' schemas (memories, memory_history, memory_events) and the row codec: a
`memories` row to a Memory and back."""

from __future__ import annotations

from typing import Any

from ltm_chat.memory.model import Memory
from ltm_chat.memory.storage import sealed_rows
from ltm_chat.memory.storage.db import SCHEMA_VERSION

DEFAULT_DIM = 384  # all-MiniLM-L6-v2; a lexical-only store keeps this width with null vectors
ALL_WORKSPACES = "*"  # a workspace filter that keeps every workspace


# The write policy's columns (policy.py), with the value an older table's rows get when the
# column is added on open: what they were before the policy existed.
POLICY_DEFAULTS = {
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


FIELDS = [
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


def row_to_memory(row: dict[str, Any]) -> Memory:
    sealed_rows.open_memory_row(row)  # a sensitive row's text is sealed at rest
    vec = row.get("vector")
    return Memory(
        **{k: row.get(k) for k in FIELDS},
        vector=list(vec) if vec is not None else None,
    )


def memory_to_row(m: Memory) -> dict[str, Any]:
    row = {k: getattr(m, k) for k in FIELDS}
    row["vector"] = m.vector
    return sealed_rows.seal_memory_row(row)
