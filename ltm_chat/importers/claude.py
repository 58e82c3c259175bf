"""Claude's data export (`conversations.json`, alone or in the export's zip): a list of
conversations (uuid, name, created_at, updated_at, chat_messages), each message with a sender
(human or assistant), its text or content blocks, and attachments/files (noted, not imported).
Tool use, tool results and thinking blocks are dropped."""

from __future__ import annotations

from typing import Any

from ltm_chat.importers.model import (
    BadExport,
    ImportedConversation,
    ImportedMessage,
    fill_dates,
    from_iso,
)

_ROLES = {"human": "user", "user": "user", "assistant": "assistant"}


def parse(item: Any, position: int, label: str) -> ImportedConversation:
    """One element of the array; BadExport when it is not a Claude conversation."""
    if not isinstance(item, dict) or not isinstance(item.get("chat_messages"), list):
        raise BadExport(
            label,
            f"item {position + 1} has no 'chat_messages': not a Claude conversations.json",
        )
    messages = [m for raw in item["chat_messages"] if (m := _message(raw)) is not None]
    times = [m.created_at for m in messages if m.created_at]
    created = from_iso(item.get("created_at")) or (min(times) if times else _EPOCH)
    updated = from_iso(item.get("updated_at")) or (max(times) if times else created)
    conv = ImportedConversation(
        source="claude",
        source_id=str(item.get("uuid") or f"#{position}"),
        title=" ".join(_text(item.get("name")).split()) or "Untitled",
        created_at=created,
        updated_at=max(updated, created),
        model=_text(item.get("model")) or None,
        messages=messages,
    )
    fill_dates(conv)
    return conv


def _message(raw: Any) -> ImportedMessage | None:
    if not isinstance(raw, dict):
        return None
    role = _ROLES.get(_text(raw.get("sender")).lower())
    if role is None:
        return None
    text = "\n\n".join(p for p in (_body(raw), _files(raw)) if p)
    if not text.strip():
        return None
    return ImportedMessage(
        source_id=_text(raw.get("uuid")),
        role=role,
        text=text,
        created_at=from_iso(raw.get("created_at")),
    )


def _body(raw: dict[str, Any]) -> str:
    """The text blocks of `content` when there are any (they are what was shown), else
    `text` (older exports)."""
    blocks = raw.get("content")
    if isinstance(blocks, list):
        texts = [
            _text(b.get("text")) for b in blocks if isinstance(b, dict) and b.get("type") == "text"
        ]
        joined = "\n\n".join(t for t in texts if t.strip())
        if joined:
            return joined
    return _text(raw.get("text"))


def _files(raw: dict[str, Any]) -> str:
    notes = []
    for key in ("attachments", "files"):
        entries = raw.get(key)
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict):
                continue
            name = _text(entry.get("file_name")) or "a file"
            size = entry.get("file_size")
            extra = f", {size:,} bytes" if isinstance(size, int) and size > 0 else ""
            notes.append(f"[attached file not imported: {name}{extra}]")
    return "\n".join(dict.fromkeys(notes))  # a file in both lists is noted once


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


_EPOCH = from_iso("1970-01-01T00:00:00+00:00")
