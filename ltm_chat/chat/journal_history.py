"""A one-shot conversation's transcript, saved without lancedb (memory/storage/row_journal.py).

A one-shot `ask` with memory off only writes: one conversation and its turn. Through the row
journal it saves exactly the rows `ConversationStore` would (title, credentials redacted,
sensitive text sealed, timestamps, the owner), and the next process that opens the database
merges them before it reads anything.
"""

from __future__ import annotations

import contextlib
from dataclasses import asdict, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ltm_chat.chat.history import Conversation, Message, make_title, redact_secrets
from ltm_chat.chat.resume_keeping import keep_journalled
from ltm_chat.chat.sealed_transcript import seal_message_row, seal_title_row
from ltm_chat.memory.model import StoreUnavailable, new_id, utcnow
from ltm_chat.memory.storage import listing_snapshots as snapshots
from ltm_chat.memory.storage import row_journal
from ltm_chat.memory.storage.db import check_database_path

CONVERSATIONS = ("conversations", "ltm_chat.chat.history:_conversations_schema")
MESSAGES = ("messages", "ltm_chat.chat.history:_messages_schema")


def usable(paths: Any) -> bool:
    """Only a local database has a journal (object storage takes the full path)."""
    return bool(getattr(paths, "db_is_local", False))


class JournalHistory:
    """The writing half of ConversationStore (`create`, `add_messages`), journalled."""

    def __init__(self, root: str | Path, user_id: str, clock=utcnow) -> None:
        self.root = Path(root).expanduser()
        self.user_id = user_id
        self.clock = clock
        self._conversations: dict[str, Conversation] = {}
        self._messages: dict[str, list[Message]] = {}  # each conversation's, for its snapshot
        self._said: dict[str, str] = {}  # each conversation's first message, whole

    def create(self, title: str, *, model: str | None = None, workspace: str = "") -> Conversation:
        """The conversation, written with its first messages (a conversation is only ever
        created to hold them)."""
        now = self.clock()
        conv = Conversation(new_id(), self.user_id, make_title(title), now, now, model, workspace)
        self._conversations[conv.id] = conv
        self._said[conv.id] = title  # the title is sealed when this is sensitive
        return conv

    def add_messages(
        self,
        conversation_id: str,
        messages: list[tuple[str, str]],
        model: str | None,
        ids: list[str] | None = None,
    ) -> list[Message]:
        """Append (role, content) pairs in one journal file, with the conversation's row as it
        stands after them; credentials redacted as ConversationStore does."""
        now: datetime = self.clock()
        ids = ids or [new_id() for _ in messages]
        saved = [
            Message(i, conversation_id, role, redact_secrets(content), now, model)
            for i, (role, content) in zip(ids, messages, strict=True)
        ]
        conv = replace(self._conversations[conversation_id], updated_at=now, model=model)
        self._conversations[conversation_id] = conv
        kept = self._messages.setdefault(conversation_id, [])
        kept += saved
        check_database_path(self.root)  # a file where the folder should be: said plainly
        tables = [
            _entry(CONVERSATIONS, [seal_title_row(conv.row(), said=self._said.get(conv.id))]),
            _entry(
                MESSAGES,
                [seal_message_row({**asdict(m), "user_id": self.user_id}) for m in saved],
            ),
        ]
        try:
            written = row_journal.append(self.root, tables)
        except OSError as exc:
            raise StoreUnavailable(
                f"cannot save the conversation in {self.root}: {exc.strerror or exc}"
            ) from None
        # Never waits: a writer busy elsewhere only costs the next `--continue` its shortcut.
        # Under the lock, the file still waiting means no merge (nor erasure) came between.
        with snapshots.write_lock(self.root, wait=False) as held:
            if held:
                with contextlib.suppress(Exception):  # a shortcut only: the turn is saved
                    keep_journalled(self.root, written, self.user_id, conv, kept)
        return saved


def _entry(table: tuple[str, str], rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"table": table[0], "schema": table[1], "rows": rows}
