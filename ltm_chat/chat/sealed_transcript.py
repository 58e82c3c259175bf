"""Transcript text sealed at rest when it is sensitive (the write policy's local floor).

A message (or a conversation title, made from the first message) that the policy's local check
calls sensitive — health, money, beliefs, others' private lives — is stored sealed like a
sensitive memory's text (memory/storage/sealed.py): "remember that my blood type is O negative"
leaves its words in the transcript otherwise. The full-text index then holds only the sealed
string: conversation search finds such a message by meaning (its vector), not by its words.
"""

from __future__ import annotations

from typing import Any

from ltm_chat.memory.storage.sealed import CONVERSATIONS, MESSAGES, is_sealed
from ltm_chat.memory.storage.sealed_rows import sealer


def is_sensitive(text: str) -> bool:
    from ltm_chat.memory.write.policy import sensitive_category

    return bool(text) and sensitive_category(text) is not None


def seal_message_row(row: dict[str, Any]) -> dict[str, Any]:
    content = row.get("content") or ""
    if not is_sealed(content) and is_sensitive(content):
        row["content"] = sealer().seal(content, MESSAGES, row["id"])
    return row


def open_message_row(row: dict[str, Any]) -> dict[str, Any]:
    if is_sealed(row.get("content")):
        row = dict(row)
        row["content"] = sealer().open(row["content"], MESSAGES, row["id"], row.get("id"))
    return row


def seal_title_row(row: dict[str, Any]) -> dict[str, Any]:
    title = row.get("title") or ""
    if not is_sealed(title) and is_sensitive(title):
        row["title"] = sealer().seal(title, CONVERSATIONS, row["id"])
    return row


def open_title_row(row: dict[str, Any]) -> dict[str, Any]:
    if is_sealed(row.get("title")):
        row = dict(row)
        row["title"] = sealer().open(row["title"], CONVERSATIONS, row["id"], row.get("id"))
    return row
