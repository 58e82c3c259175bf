"""A resumed conversation's saved messages, read before the chat engine loads.

The engine's load imports litellm (seconds); the transcript needs only lancedb. The TUI shows
what this returns at once, and the session's own resume (the same read) replaces it only if
the two differ. Nothing is created: no database, no table; incognito reads nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


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
    paths = settings.paths
    if paths.db_is_local and not (Path(paths.db_uri).expanduser() / "conversations.lance").exists():
        return None
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.chat.session import _notes_as_notes
    from ltm_chat.memory.storage.db import Database

    try:
        db = Database.at(paths)
        if not db.has_table("conversations"):
            return None
        store = ConversationStore(db, settings.user_id).open()
        conv = store.get(ref)
        messages = _notes_as_notes(store.messages(conv.id))
    except Exception:  # noqa: BLE001  (a preview only: the session's resume reports it)
        return None
    return ResumePreview(conv.id, conv.title, conv.model, messages)
