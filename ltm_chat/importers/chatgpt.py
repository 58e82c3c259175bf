"""ChatGPT's data export (`conversations.json`, alone or in the export's zip).

Each conversation is a tree (`mapping`: node id -> {message, parent, children}); regenerated
replies and edited prompts are sibling branches. The transcript kept is the branch the user
last saw: from `current_node` up through the parents to the root. System, tool and hidden
messages (custom instructions, browsing, code execution, reasoning) are dropped; images and
files are noted in the text, never fetched.
"""

from __future__ import annotations

from typing import Any

from ltm_chat.importers.model import (
    BadExport,
    ImportedConversation,
    ImportedMessage,
    fill_dates,
    from_epoch,
)

# Content that is the model's working, not the conversation: never part of a transcript.
_HIDDEN_CONTENT = frozenset(
    {
        "user_editable_context",
        "model_editable_context",
        "thoughts",
        "reasoning_recap",
        "tether_browsing_display",
        "tether_quote",
        "execution_output",
        "system_error",
        "computer_output",
        "super_widget",
    }
)
_MAX_DEPTH = 100_000  # a parent loop in a damaged export ends here


def parse(item: Any, position: int, label: str) -> ImportedConversation:
    """One element of the array; BadExport when it is not a ChatGPT conversation."""
    if not isinstance(item, dict) or not isinstance(item.get("mapping"), dict):
        raise BadExport(
            label, f"item {position + 1} has no 'mapping': not a ChatGPT conversations.json"
        )
    mapping: dict[str, Any] = item["mapping"]
    source_id = str(item.get("conversation_id") or item.get("id") or f"#{position}")
    path = _branch(mapping, item.get("current_node"))
    messages = [m for node in path if (m := _message(node)) is not None]
    created = from_epoch(item.get("create_time")) or _first_time(messages)
    updated = from_epoch(item.get("update_time")) or created
    models = [m.model for m in messages if m.model]
    conv = ImportedConversation(
        source="chatgpt",
        source_id=source_id,
        title=_title(item.get("title")),
        created_at=created,
        updated_at=max(updated, created),
        model=models[-1] if models else _text(item.get("default_model_slug")) or None,
        messages=messages,
    )
    fill_dates(conv)
    return conv


def _branch(mapping: dict[str, Any], current: Any) -> list[Any]:
    """The nodes from the root down to `current_node` (or, without one, down the newest child
    at each step)."""
    if not isinstance(current, str) or current not in mapping:
        current = _newest_leaf(mapping)
    path, seen = [], set()
    node_id = current
    while isinstance(node_id, str) and node_id in mapping and node_id not in seen:
        seen.add(node_id)
        node = mapping[node_id]
        path.append(node)
        node_id = node.get("parent") if isinstance(node, dict) else None
        if len(path) > _MAX_DEPTH:
            break
    path.reverse()
    return path


def _newest_leaf(mapping: dict[str, Any]) -> str | None:
    roots = [k for k, n in mapping.items() if isinstance(n, dict) and not n.get("parent")]
    node_id = roots[0] if roots else None
    for _ in range(_MAX_DEPTH):
        node = mapping.get(node_id) if node_id else None
        children = node.get("children") if isinstance(node, dict) else None
        if not children or not isinstance(children, list) or children[-1] not in mapping:
            break
        node_id = children[-1]
    return node_id


def _message(node: Any) -> ImportedMessage | None:
    msg = node.get("message") if isinstance(node, dict) else None
    if not isinstance(msg, dict):
        return None
    author = msg.get("author") if isinstance(msg.get("author"), dict) else {}
    role = author.get("role")
    if role not in ("user", "assistant"):
        return None  # system and tool messages
    meta = msg.get("metadata") if isinstance(msg.get("metadata"), dict) else {}
    if meta.get("is_visually_hidden_from_conversation") or msg.get("weight") == 0:
        return None
    if role == "assistant" and msg.get("recipient") not in (None, "all"):
        return None  # a call to a tool (browser, python), not a reply
    content = msg.get("content") if isinstance(msg.get("content"), dict) else {}
    if content.get("content_type") in _HIDDEN_CONTENT:
        return None
    text = "\n\n".join(p for p in (_content(content), _attachments(meta)) if p)
    if not text.strip():
        return None
    return ImportedMessage(
        source_id=str(msg.get("id") or node.get("id") or ""),
        role=role,
        text=text,
        created_at=from_epoch(msg.get("create_time")),
        model=_text(meta.get("model_slug")) or None if role == "assistant" else None,
    )


def _content(content: dict[str, Any]) -> str:
    kind = content.get("content_type")
    if kind == "code":
        language = _text(content.get("language"))
        language = "" if language in ("", "unknown") else language
        return f"```{language}\n{_text(content.get('text')).rstrip()}\n```"
    parts = content.get("parts")
    if not isinstance(parts, list):
        return _text(content.get("text"))
    out = []
    for part in parts:
        if isinstance(part, str):
            if part.strip():
                out.append(part)
        elif isinstance(part, dict):
            out.append(_part_note(part))
    return "\n\n".join(p for p in out if p)


def _part_note(part: dict[str, Any]) -> str:
    kind = _text(part.get("content_type"))
    if kind == "image_asset_pointer":
        return "[image not imported]"
    if kind == "audio_transcription":
        return _text(part.get("text"))
    if kind.endswith("asset_pointer"):
        return f"[{kind.removesuffix('_asset_pointer').replace('_', ' ')} not imported]"
    return ""


def _attachments(meta: dict[str, Any]) -> str:
    files = meta.get("attachments")
    if not isinstance(files, list):
        return ""
    names = [_text(f.get("name")) or "a file" for f in files if isinstance(f, dict)]
    return "\n".join(f"[attached file not imported: {n}]" for n in names)


def _first_time(messages: list[ImportedMessage]) -> Any:
    from datetime import UTC, datetime

    times = [m.created_at for m in messages if m.created_at]
    return min(times) if times else datetime(1970, 1, 1, tzinfo=UTC)


def _title(value: Any) -> str:
    return " ".join(_text(value).split()) or "Untitled"


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""
