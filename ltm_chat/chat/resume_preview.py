"""A resumed conversation's saved messages, read before the chat engine loads.

The engine's load imports litellm (seconds); the transcript needs only lancedb, and the latest
conversation not even that: it is kept as a snapshot after every saved turn (resume_keeping.py)
and when the TUI quits (listing_snapshots.py: void once the transcripts change, deleted
before any write to them). The TUI shows what this
returns at once, and the session's own resume (the same read) replaces it only if the two
differ. Nothing is created: no database, no table; incognito reads and saves nothing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ltm_chat.memory.storage import listing_snapshots as snapshots

SNAPSHOT = "resume"


@dataclass
class ResumePreview:
    conversation_id: str
    title: str
    model: str | None
    messages: list[Any]  # history.Message, oldest first, notices as notes (as resume gives)


def read_resume_preview(settings: Any, ref: str) -> ResumePreview | None:
    """The conversation `ref` ("latest", an id or a unique prefix) as `ChatSession.resume`
    would return it; None when there is none to show (or it cannot be read: the session's
    resume then says why)."""
    if getattr(settings, "incognito", False):
        return None
    quick = _from_snapshot(settings, ref)
    if quick is not None:
        return quick
    paths = settings.paths
    if paths.db_is_local and not (Path(paths.db_uri).expanduser() / "conversations.lance").exists():
        return None
    from ltm_chat.chat.explicit import notes_as_notes
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.memory.storage.db import Database

    try:
        db = Database.at(paths)
        if not db.has_table("conversations"):
            return None
        store = ConversationStore(db, settings.user_id).open()
        conv = store.get(ref)
        messages = notes_as_notes(store.messages(conv.id))
    except Exception:  # noqa: BLE001  (a preview only: the session's resume reports it)
        return None
    return ResumePreview(conv.id, conv.title, conv.model, messages)


def read_snapshot_preview(settings: Any, ref: str) -> ResumePreview | None:
    """`read_resume_preview` from the snapshot alone (never lancedb): None when there is none."""
    if getattr(settings, "incognito", False):
        return None
    return _from_snapshot(settings, ref)


def _root(settings: Any) -> Path | None:
    paths = settings.paths
    return Path(paths.db_uri).expanduser() if paths.db_is_local else None


def _from_snapshot(settings: Any, ref: str) -> ResumePreview | None:
    """The latest conversation as the last TUI left it, while the transcripts are unchanged
    (for "latest" or that conversation's full id: a prefix may name another one)."""
    from ltm_chat.chat.history import Message

    root = _root(settings)
    content = snapshots.load(root, SNAPSHOT) if root is not None else None
    if not isinstance(content, dict) or content.get("user_id") != settings.user_id:
        return None
    if ref not in ("latest", content.get("id")):
        return None
    try:
        messages = [Message.from_row(m) for m in content["messages"]]  # sealed: opened
        return ResumePreview(content["id"], content["title"], content["model"], messages)
    except (KeyError, TypeError):
        return None


def save_resume_snapshot(settings: Any) -> bool:
    """Keep the user's latest conversation for the next `--continue` (at quit, after the last
    write); not in incognito, not for a database on object storage."""
    root = _root(settings)
    if root is None or getattr(settings, "incognito", False):
        return False
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.memory.storage.db import Database

    if not (root / "conversations.lance").exists():
        return False
    taken = snapshots.signature(root, SNAPSHOT)  # before the reads: a change voids the save
    store = ConversationStore(Database.at(settings.paths), settings.user_id).open()
    content = latest_content(store, settings.user_id)
    return content is not None and snapshots.save(root, SNAPSHOT, content, taken)


def latest_content(store: Any, user_id: str) -> dict[str, Any] | None:
    """The snapshot's content: the user's latest conversation and its messages, as `store`
    reads them (a sealed text read marks the process: the save then refuses)."""
    from ltm_chat.chat.explicit import notes_as_notes
    from ltm_chat.chat.history import ConversationNotFound

    try:
        conv = store.get("latest")
    except ConversationNotFound:
        return None
    messages = [asdict(m) for m in notes_as_notes(store.messages(conv.id))]
    return {
        "user_id": user_id,
        "id": conv.id,
        "title": conv.title,
        "model": conv.model,
        "messages": messages,
    }
