"""Export and import of memories: JSON Lines (a lossless round trip) and Markdown (for reading).

Import is all or nothing for a broken file (not UTF-8, a line that is not a JSON object) and
line by line for content: a line whose text looks like a secret, or that is not a valid memory,
is refused and reported by its number; the rest is imported.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ltm_chat.cli.common import fail
from ltm_chat.memory.model import (
    KINDS,
    SOURCES,
    InvalidMemory,
    Memory,
    SecretRefused,
    new_id,
    utcnow,
)

FORMATS = ("jsonl", "markdown")
_HEX = frozenset("0123456789abcdef")


# -- export --------------------------------------------------------------------------------------


def to_jsonl(memories: list[Memory]) -> str:
    """One JSON object per line, fields named as in DESIGN.md §2 (no vectors: they are
    recomputed on import by the active embedder)."""
    return "".join(json.dumps(m.to_json(), ensure_ascii=False) + "\n" for m in memories)


def to_markdown(memories: list[Memory], user_id: str) -> str:
    """A readable list grouped by kind; not meant for import."""
    lines = [f"# Memories of {user_id}", ""]
    if not memories:
        return "\n".join([*lines, "_No memories._", ""])
    lines += [f"_{len(memories)} memories, exported {utcnow():%Y-%m-%d %H:%M} UTC._", ""]
    for kind in KINDS:
        group = [m for m in memories if m.kind == kind]
        if not group:
            continue
        lines += [f"## {kind.capitalize()}", ""]
        for m in sorted(group, key=lambda m: m.created_at):
            marks = [f"{m.created_at:%Y-%m-%d}", f"importance {m.importance:.2f}"]
            if m.pinned:
                marks.insert(0, "pinned")
            if m.workspace:
                marks.append(f"workspace {m.workspace}")
            lines.append(f"- {m.text} _({' · '.join(marks)} · `{m.id[:8]}`)_")
        lines.append("")
    return "\n".join(lines)


# -- import --------------------------------------------------------------------------------------


@dataclass
class ImportPlan:
    """What an import file holds: memories ready to insert, and refused lines with reasons."""

    memories: list[Memory] = field(default_factory=list)
    refused: list[tuple[int, str]] = field(default_factory=list)
    already_present: int = 0


def read_records(path: str) -> list[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line of a JSON Lines file. A JSON array of
    objects (the output of `memories list --json`) is accepted too, numbered by item.
    Raises a CliError, naming the line, for anything that is not UTF-8 JSON objects."""
    source = Path(path).expanduser()
    try:
        data = source.read_bytes()
    except IsADirectoryError:
        raise fail(f"{source} is a directory, not an export file") from None
    except FileNotFoundError:
        raise fail(f"{source} does not exist") from None
    except OSError as exc:
        raise fail(f"cannot read {source}: {exc.strerror}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise fail(
            f"{source} is not UTF-8 text (invalid byte at offset {exc.start}); nothing was imported"
        ) from None
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith("["):
        return _array_records(source, text)
    records: list[tuple[int, dict[str, Any]]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise fail(
                f"{source}, line {number}: not valid JSON ({exc.msg}); nothing was imported "
                "(import reads the jsonl written by `ltm-chat memories export`)"
            ) from None
        if not isinstance(obj, dict):
            raise fail(
                f"{source}, line {number}: expected a JSON object, found "
                f"{type(obj).__name__}; nothing was imported"
            )
        records.append((number, obj))
    if not records:
        raise fail(f"{source} holds no memories; nothing was imported")
    return records


def _array_records(source: Path, text: str) -> list[tuple[int, dict[str, Any]]]:
    try:
        items = json.loads(text)
    except json.JSONDecodeError as exc:
        raise fail(
            f"{source}, line {exc.lineno}: not valid JSON ({exc.msg}); nothing was imported"
        ) from None
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise fail(f"{source}: expected JSON objects; nothing was imported")
    if not items:
        raise fail(f"{source} holds no memories; nothing was imported")
    return list(enumerate(items, 1))


def plan_import(
    records: list[tuple[int, dict[str, Any]]], *, user_id: str, namespace: str,
    existing_ids: set[str],
) -> ImportPlan:  # fmt: skip
    """Turn records into memories of `user_id`, refusing secrets and invalid lines (by number)
    and skipping ids the user already has (importing the same file twice adds nothing)."""
    plan = ImportPlan()
    seen: set[str] = set()
    for number, obj in records:
        try:
            memory = record_to_memory(obj, user_id=user_id, namespace=namespace)
        except SecretRefused as exc:
            plan.refused.append((number, f"looks like a secret ({exc.rule})"))
            continue
        except InvalidMemory as exc:
            plan.refused.append((number, str(exc)))
            continue
        if memory.id in existing_ids:
            plan.already_present += 1
            continue
        if memory.id in seen:
            plan.refused.append((number, f"id {memory.id} appears twice in the file"))
            continue
        seen.add(memory.id)
        plan.memories.append(memory)
    return plan


def record_to_memory(obj: dict[str, Any], *, user_id: str, namespace: str) -> Memory:
    """One exported record as a Memory of `user_id` (ids, timestamps, pins and provenance
    kept). Raises SecretRefused or InvalidMemory with a short reason."""
    from ltm_chat.memory.policy import sensitivity
    from ltm_chat.memory.service import check_secret
    from ltm_chat.memory.store import validate_text
    from ltm_chat.memory.tiers import TIERS

    if "text" not in obj:
        raise InvalidMemory("no `text` field")
    text = validate_text(obj["text"])
    check_secret(text)
    kind = obj.get("kind", "fact")
    if kind not in KINDS:
        raise InvalidMemory(f"unknown kind {kind!r}")
    importance = _number(obj.get("importance", 0.5), "importance")
    if not 0.0 <= importance <= 1.0:
        raise InvalidMemory("importance must be between 0 and 1")
    raw_id = obj.get("id")
    memory_id = (
        raw_id.lower()
        if isinstance(raw_id, str) and 8 <= len(raw_id) <= 64 and set(raw_id.lower()) <= _HEX
        else new_id()
    )
    now = utcnow()
    created = _moment(obj.get("created_at"), "created_at") or now
    source = obj.get("source")
    return Memory(
        id=memory_id,
        user_id=user_id,
        text=text,
        kind=kind,
        importance=importance,
        source=source if source in SOURCES else "import",
        namespace=_text_field(obj, "namespace") or namespace,
        workspace=_text_field(obj, "workspace") or "",
        conversation_id=_text_field(obj, "conversation_id"),
        message_id=_text_field(obj, "message_id"),
        created_at=created,
        updated_at=_moment(obj.get("updated_at"), "updated_at") or created,
        last_accessed_at=_moment(obj.get("last_accessed_at"), "last_accessed_at"),
        expires_at=_moment(obj.get("expires_at"), "expires_at"),
        retrieval_count=max(0, int(_number(obj.get("retrieval_count", 0), "retrieval_count"))),
        pinned=_flag(obj.get("pinned", False)),
        version=max(1, int(_number(obj.get("version", 1), "version"))),
        # What was waiting for review still waits; the sensitivity floor applies again.
        status="pending" if obj.get("status") == "pending" else "active",
        confidence=min(1.0, max(0.0, _number(obj.get("confidence", 1.0), "confidence"))),
        sensitivity=sensitivity(text, obj.get("sensitivity")),
        tier=obj.get("tier") if obj.get("tier") in TIERS else "hot",
    )


def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidMemory(f"`{name}` must be a number")
    return float(value)


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise InvalidMemory("`pinned` must be true or false")


def _text_field(obj: dict[str, Any], name: str) -> str | None:
    value = obj.get(name)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise InvalidMemory(f"`{name}` must be a string")
    return value


def _moment(value: Any, name: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidMemory(f"`{name}` must be an ISO 8601 date")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise InvalidMemory(f"`{name}` is not an ISO 8601 date: {value[:40]!r}") from None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
