"""The resume snapshot (resume_preview.py) kept after every saved turn, not only at a clean quit.

A TUI that was killed, or a conversation saved by a one-shot `ask`, otherwise left the next
`--continue` reading lancedb (~1.6 s before the conversation showed). Each saved turn refreshes
the snapshot under the writers' lock, so that no erasure can come between the signature and
what is kept:

- a session over the tables (the TUI, `ask` with memory): the latest conversation is read
  back from the session's own store, in a worker thread, after the turn's writes;
- a one-shot `ask` with memory off (journal_history.py): its own conversation, which it holds
  already, when its journal file is the newest one (no read, no lancedb).

The existing rules hold: incognito keeps nothing, nor does a process that opened or sealed a
sensitive text (sealed.opened_sealed), nor a database on object storage; a write to the
transcripts deletes the snapshot first (Database.write).
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Any

from ltm_chat.chat.resume_preview import SNAPSHOT, latest_content
from ltm_chat.memory.storage import listing_snapshots as snapshots


def keep_after_turn(session: Any) -> bool:
    """After a turn a session saved in the tables: the latest conversation as the resume
    snapshot. Never raises (a shortcut for the next start only)."""
    store = session._history
    db = getattr(store, "db", None)  # the journalled one-shot keeps its own (keep_journalled)
    if db is None or session.incognito or not db.is_local or snapshots.handled_sealed():
        return False
    root = Path(db.uri).expanduser()
    try:
        with db.write_lock():  # no writer between the signature and the reads
            db.merge_row_journal()  # an `ask` meanwhile: its conversation may be the latest
            taken = snapshots.signature(root, SNAPSHOT)
            content = latest_content(store, session.settings.user_id)
            kept = content is not None and snapshots.save_locked(root, SNAPSHOT, content, taken)
        if session.keeps_conversation_listing:  # the TUI: a chat goes on
            _keep_conversation_listing(session.settings, store)
        return kept
    except Exception:  # noqa: BLE001  (the turn is saved; only the shortcut is missing)
        return False


def _keep_conversation_listing(settings: Any, store: Any) -> None:
    """The `conversations list` snapshot saved anew when this session's writes deleted it
    (someone lists conversations here): its rows and message counts, ~tens of ms."""
    from ltm_chat.chat.conversation_rows import NAME, save_conversation_snapshot

    if NAME in store.db.voided_snapshots:
        store.db.voided_snapshots.discard(NAME)
        save_conversation_snapshot(settings, store)


def keep_journalled(
    root: Path, journal_file: Path, user_id: str, conversation: Any, messages: list[Any]
) -> bool:
    """Under the writers' lock, right after `journal_file` was written: `conversation` and its
    `messages` (all of them: it was created in this process) as the resume snapshot, when that
    file is the newest in the journal (so the conversation is the latest)."""
    from ltm_chat.memory.storage import row_journal

    if snapshots.handled_sealed():
        return False
    pending = row_journal.pending(root)
    if not pending or pending[-1].name != journal_file.name:
        return False
    content = {
        "user_id": user_id,
        "id": conversation.id,
        "title": conversation.title,
        "model": conversation.model,
        "messages": [asdict(m) for m in messages],
    }
    return snapshots.save_locked(root, SNAPSHOT, content, snapshots.signature(root, SNAPSHOT))
