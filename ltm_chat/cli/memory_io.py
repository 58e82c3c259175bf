"""Export and import of memories: JSON Lines (a lossless round trip), a Markdown directory
(see memory_md) and a Markdown digest (for reading).

Import judges each entry (a line, an array item, a Markdown file) on its own: one that is not
JSON, looks like a secret, or is not a valid memory is refused and reported by its label; the
rest is imported in one write (memory_records reads the source).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from ltm_chat.cli.common import fail, short_id
from ltm_chat.memory.model import (
    KINDS,
    SOURCES,
    InstructionRefused,
    InvalidMemory,
    Memory,
    SecretRefused,
    new_id,
    utcnow,
)
from ltm_chat.text import plural, safe_text

FORMATS = ("jsonl", "md", "markdown")
_HEX = frozenset("0123456789abcdef")


# -- export --------------------------------------------------------------------------------------


def to_markdown(memories: list[Memory], user_id: str) -> str:
    """A readable list grouped by kind; not meant for import."""
    lines = [f"# Memories of {safe_text(user_id, multiline=False)}", ""]
    if not memories:
        return "\n".join([*lines, "_No memories._", ""])
    lines += [
        f"_{plural(len(memories), 'memory', 'memories')}, exported {utcnow():%Y-%m-%d %H:%M} UTC._",
        "",
    ]
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
                marks.append(f"workspace {safe_text(m.workspace, multiline=False)}")
            lines.append(f"- {m.text} _({' · '.join(marks)} · `{short_id(m.id)}`)_")
        lines.append("")
    return "\n".join(lines)


# -- import --------------------------------------------------------------------------------------


@dataclass
class ImportPlan:
    """What an import source holds: memories ready to insert, refused entries with reasons."""

    memories: list[Memory] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)
    already_present: int = 0
    other_namespace: int = 0  # records from another namespace, imported into the current one
    new_ids: list[tuple[str, str, str]] = field(default_factory=list)  # (label, old id, new id)
    history: list[dict[str, Any]] = field(default_factory=list)  # previous versions (md files)
    evicted: int = 0  # stored rows the cap (max_items) evicted, with --evict
    left_out: int = 0  # rows of the file the cap would evict at once: never written


def cap_refusal(plan: ImportPlan, total: int, victims: list[Memory], cap: int) -> Exception:
    """The error for an import past the cap: what it would evict, and that nothing changed."""
    imported = {m.id for m in plan.memories}
    theirs = sum(m.id in imported for m in victims)
    ours = len(victims) - theirs
    what = " and ".join(
        part
        for part in (
            f"{ours} of the stored memories" if ours else "",
            f"{theirs} of the imported ones" if theirs else "",
        )
        if part
    )
    return fail(
        f"importing {len(plan.memories):,} memories would make {total:,}, over the cap of "
        f"{cap:,} (max_items): it would evict the {len(victims):,} least used ({what}); "
        "nothing was imported (pass --evict to import anyway, or raise max_items)"
    )


def plan_import(
    records: list[tuple[str, dict[str, Any]]],
    *,
    user_id: str,
    namespace: str,
    existing_ids: set[str],
    foreign_ids: set[str] = frozenset(),  # type: ignore[assignment]
) -> ImportPlan:
    """Turn records into memories of `user_id` in `namespace`, refusing secrets and invalid
    entries (by label), skipping ids the user already has (importing the same file twice adds
    nothing) and giving a record whose id another user's memory carries an id of its own
    (derived from the user and the old id, so that a second import finds it present)."""
    plan = ImportPlan()
    seen: set[str] = set()
    for label, obj in records:
        try:
            memory = record_to_memory(obj, user_id=user_id, namespace=namespace)
            history = history_rows(obj.get("history"))
        except (SecretRefused, InstructionRefused) as exc:
            plan.refused.append((label, exc.reason))  # in the user's terms, never the text
            continue
        except InvalidMemory as exc:
            plan.refused.append((label, str(exc)))
            continue
        if memory.id in foreign_ids:
            old, memory.id = memory.id, derived_id(memory.id, user_id)
            plan.new_ids.append((label, old, memory.id))
        if memory.id in existing_ids:
            plan.already_present += 1
            continue
        if memory.id in seen:
            plan.refused.append((label, f"id {memory.id} appears twice in the import"))
            continue
        ns = obj.get("namespace")
        if isinstance(ns, str) and ns and ns != namespace:
            plan.other_namespace += 1
        seen.add(memory.id)
        plan.memories.append(memory)
        # A version without its pin state (exports before it was written) had the memory's:
        # pinning is a version of its own, so the pin changed only where the history says so.
        plan.history.extend(
            {
                **row,
                "memory_id": memory.id,
                "pinned": memory.pinned if row["pinned"] is None else row["pinned"],
            }
            for row in history
        )
    return plan


def history_rows(items: Any) -> list[dict[str, Any]]:
    """Previous versions of one record (Markdown files carry them), each text through the same
    filters as the memory's own; raises InvalidMemory / SecretRefused naming the item."""
    from ltm_chat.memory.model import validate_text
    from ltm_chat.memory.screen.verdict import screen_text

    if items is None:
        return []
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise InvalidMemory("`history` must be a list of previous versions")
    rows = []
    for n, item in enumerate(items, 1):
        try:
            _check_unicode(item)
            text = validate_text(item.get("text"))
            screen_text(text)
            kind = item.get("kind")
            if kind is not None and kind not in KINDS:
                raise InvalidMemory(f"unknown kind {_short(kind)}")
            importance, pinned = item.get("importance"), item.get("pinned")
            rows.append(
                {
                    "version": _whole(item.get("version"), "version", 1, MAX_VERSION),
                    "text": text,
                    "kind": kind,
                    "importance": None if importance is None else _number(importance, "importance"),
                    "pinned": None if pinned is None else _flag(pinned),
                    "changed_at": _moment(item.get("changed_at"), "changed_at") or utcnow(),
                    "actor": _text_field(item, "actor") or "import",
                }
            )
        except SecretRefused as exc:
            raise SecretRefused(exc.rule) from None
        except InvalidMemory as exc:
            raise InvalidMemory(f"history item {n}: {exc}") from None
    return rows


def derived_id(memory_id: str, user_id: str) -> str:
    """A stable id for `user_id`'s copy of a memory whose id another user holds: the same time
    prefix (ids stay time-ordered), a hash of owner and old id for the rest."""
    import hashlib

    digest = hashlib.sha256(f"{user_id}\0{memory_id}".encode()).hexdigest()
    return (memory_id[:13] if len(memory_id) >= 19 else memory_id[:8]) + digest[:6]


# Bounds that keep every value inside its Arrow column (int64, microsecond timestamps).
MAX_VERSION = 2**31 - 1
MAX_COUNT = 2**53
MAX_FIELD_CHARS = 256


def record_to_memory(obj: dict[str, Any], *, user_id: str, namespace: str) -> Memory:
    """One exported record as a Memory of `user_id` in `namespace` (ids, timestamps, pins and
    provenance kept; the record's own namespace and user are not: an import lands where the
    importing user can see, export and clear it). Raises SecretRefused, InstructionRefused or
    InvalidMemory with a short reason."""
    from ltm_chat.memory.model import validate_text
    from ltm_chat.memory.retrieval.tiers import TIERS
    from ltm_chat.memory.screen.verdict import screen_text
    from ltm_chat.memory.write.policy import sensitivity

    if "text" not in obj:
        raise InvalidMemory("no `text` field")
    _check_unicode(obj)
    text = validate_text(obj["text"])
    screen_text(text)
    kind = obj.get("kind", "fact")
    if not isinstance(kind, str) or kind not in KINDS:
        raise InvalidMemory(f"unknown kind {_short(kind)}")
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
        source=source if isinstance(source, str) and source in SOURCES else "import",
        namespace=namespace,
        workspace=_text_field(obj, "workspace") or "",
        conversation_id=_text_field(obj, "conversation_id"),
        message_id=_text_field(obj, "message_id"),
        created_at=created,
        updated_at=_moment(obj.get("updated_at"), "updated_at") or created,
        last_accessed_at=_moment(obj.get("last_accessed_at"), "last_accessed_at"),
        expires_at=_moment(obj.get("expires_at"), "expires_at"),
        retrieval_count=_whole(obj.get("retrieval_count", 0), "retrieval_count", 0, MAX_COUNT),
        pinned=_flag(obj.get("pinned", False)),
        version=_whole(obj.get("version", 1), "version", 1, MAX_VERSION),
        # What was waiting for review still waits; the sensitivity floor applies again.
        status="pending" if obj.get("status") == "pending" else "active",
        confidence=min(1.0, max(0.0, _number(obj.get("confidence", 1.0), "confidence"))),
        sensitivity=sensitivity(text, obj.get("sensitivity")),
        tier=obj.get("tier") if obj.get("tier") in TIERS else "hot",
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _check_unicode(obj: dict[str, Any]) -> None:
    """A lone surrogate (\\ud800 in JSON) cannot be stored as UTF-8: refuse the record."""
    for name, value in obj.items():
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise InvalidMemory(f"`{name}` holds invalid Unicode (a lone surrogate)") from None


def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidMemory(f"`{name}` must be a number")
    try:
        number = float(value)
    except OverflowError:  # an integer beyond any float
        raise InvalidMemory(f"`{name}` is out of range") from None
    if not math.isfinite(number):
        raise InvalidMemory(f"`{name}` must be a finite number")
    return number


def _whole(value: Any, name: str, low: int, high: int) -> int:
    """A whole number in [low, high] (2.0 counts; 2.5, 1e300 and Infinity do not)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidMemory(f"`{name}` must be a whole number")
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        raise InvalidMemory(f"`{name}` must be a whole number")
    if not low <= value <= high:
        raise InvalidMemory(f"`{name}` must be between {low} and {high:,}")
    return int(value)


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
    if len(value) > MAX_FIELD_CHARS or not value.isprintable():
        raise InvalidMemory(f"`{name}` must be printable and at most {MAX_FIELD_CHARS} characters")
    return value


def _moment(value: Any, name: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidMemory(f"`{name}` must be an ISO 8601 date")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    except ValueError:
        raise InvalidMemory(f"`{name}` is not an ISO 8601 date: {value[:40]!r}") from None
    except OverflowError:  # 9999-12-31T23:00-05:00 is past the last representable moment
        raise InvalidMemory(f"`{name}` is out of range: {value[:40]!r}") from None
