"""Which conversations were imported, and which of them were mined: one small append-only file
per user in the data directory (`imports/`), one JSON line per event. A line torn by a kill is
ignored; the transcript tables stay the truth of what is stored (see writer.py)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from ltm_chat.config import ensure_private_dir

IMPORTED, MINED = "imported", "mined"


class Ledger:
    def __init__(self, data_dir: Path, user_id: str):
        digest = hashlib.sha256(user_id.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        self.path = data_dir / "imports" / f"{digest}.jsonl"
        self._events: dict[str, set[str]] | None = None

    def _load(self) -> dict[str, set[str]]:
        if self._events is None:
            events: dict[str, set[str]] = {IMPORTED: set(), MINED: set()}
            try:
                lines = self.path.read_text(encoding="utf-8").splitlines()
            except FileNotFoundError:
                lines = []
            for line in lines:
                try:
                    row = json.loads(line)
                    events.setdefault(row["event"], set()).add(row["conversation"])
                except (ValueError, KeyError, TypeError):
                    continue  # the last line of a killed run
            self._events = events
        return self._events

    def ids(self, event: str) -> set[str]:
        return set(self._load().get(event, set()))

    def record(self, event: str, conversation_ids: list[str]) -> None:
        """Append the events not yet recorded, in one write, flushed to disk."""
        known = self._load().setdefault(event, set())
        new = [c for c in dict.fromkeys(conversation_ids) if c not in known]
        if not new:
            return
        ensure_private_dir(self.path.parent)
        text = "".join(json.dumps({"event": event, "conversation": c}) + "\n" for c in new)
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, text.encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        known.update(new)
