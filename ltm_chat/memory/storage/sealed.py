"""Sensitive memories' text sealed at rest: AES-256-GCM under the memory key (memory_key.py).

A sealed value is one string in the same `text` column: `ltm-sealed:1:<key id>:<base64 of
nonce + ciphertext + tag>`. The nonce is 12 random bytes drawn for every seal (a re-seal of the
same text gets a new one). The associated data is the table and the row's id, so a sealed text
copied onto another row (or from history onto the memory) fails to open instead of passing.

A value that cannot be opened (the key is missing, or is another machine's) reads as
UNREADABLE and is recorded by memory id: every command then says in one line what it could not
read (`unreadable_summary`), and nothing is ever written back over it.
"""

from __future__ import annotations

import base64
import binascii
import os
import threading
from collections.abc import Callable

from ltm_chat.memory.model import MemoryError_
from ltm_chat.memory.storage.memory_key import KeyVault, MemoryKeyError, key_id

PREFIX = "ltm-sealed:1:"
NONCE_BYTES = 12
SENSITIVE = "sensitive"
UNREADABLE = "[sensitive memory, unreadable without its memory key]"
MEMORIES = "memories"
HISTORY = "memory_history"
MESSAGES = "messages"
CONVERSATIONS = "conversations"

_unreadable: dict[str, str] = {}  # memory id -> why, for this process (one line per command)
_opened = False  # this process has opened or sealed a value (its plain text is in memory now)
_unreadable_lock = threading.Lock()


class SealedUnreadable(MemoryError_):
    """A sealed memory was asked to change while its text cannot be read."""


def is_sealed(value: object) -> bool:
    return isinstance(value, str) and value.startswith(PREFIX)


def _ad(table: str, row_id: str) -> bytes:
    return f"ltm-chat\x00{table}\x00{row_id}".encode()


def unreadable_ids() -> dict[str, str]:
    with _unreadable_lock:
        return dict(_unreadable)


def unreadable_summary() -> str | None:
    """ "2 sensitive memories (0a1b2c3d, 9f8e7d6c) are unreadable: …" or None. Transcript
    rows (recorded as "message:ID" / "conversation:ID") are counted apart."""
    found = unreadable_ids()
    if not found:
        return None
    ids = sorted(i for i in found if ":" not in i)
    parts = []
    if ids:
        shown = ", ".join(i[:8] for i in ids[:5]) + (
            f" and {len(ids) - 5} more" if len(ids) > 5 else ""
        )
        parts.append(f"{len(ids)} sensitive {'memory' if len(ids) == 1 else 'memories'} ({shown})")
    for kind, noun in (("message", "message"), ("conversation", "conversation title")):
        count = sum(1 for i in found if i.startswith(kind + ":"))
        if count:
            parts.append(f"{count} sealed {noun}{'' if count == 1 else 's'}")
    total = len(found)
    why = sorted(set(found.values()))[0]
    return (
        f"{' and '.join(parts)} {'is' if total == 1 else 'are'} unreadable: {why}; bring the key "
        "back with `ltm-chat keys import-memory-key`"
    )


def opened_sealed() -> bool:
    """Whether this process has opened a sealed value, or sealed one: what it read or wrote
    must not be kept in a plain file (a listing or resume snapshot)."""
    return _opened


def forget_unreadable() -> None:
    with _unreadable_lock:
        _unreadable.clear()


class Sealer:
    """Seals and opens text under the memory key, loading (or making) the key on first need."""

    def __init__(self, vault: KeyVault | None = None):
        self._vault = vault
        self._key: bytes | None = None
        self._kid = ""
        self._lock = threading.Lock()
        # Whether a missing key may be made now: not while rows sealed under a lost key exist
        # (a new key would seal new rows apart from them for good). The store sets this.
        self.may_create: Callable[[], bool] = lambda: True

    @property
    def vault(self) -> KeyVault:
        if self._vault is None:
            self._vault = KeyVault.default()
        return self._vault

    def _loaded(self) -> bytes | None:
        with self._lock:
            if self._key is None:
                key, _source = self.vault.load()
                if key is not None:
                    self._key, self._kid = key, key_id(key)
            return self._key

    def key_for_writing(self) -> tuple[bytes, str]:
        key = self._loaded()
        if key is None:
            if not self.may_create():
                raise MemoryKeyError(
                    "the memory key is missing (sensitive memories sealed with it are stored "
                    "here): bring it back with `ltm-chat keys import-memory-key` before "
                    "storing more sensitive memories"
                )
            with self._lock:
                if self._key is None:
                    self._key, _where = self.vault.create()
                    self._kid = key_id(self._key)
        return self._key, self._kid

    def reset(self) -> None:
        """Read the key again at next use (after an import)."""
        with self._lock:
            self._key, self._kid = None, ""

    def seal(self, text: str, table: str, row_id: str) -> str:
        if is_sealed(text):
            raise ValueError("refusing to seal a sealed value twice")
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        global _opened
        _opened = True  # the plain text passed through here: no snapshot may keep it
        key, kid = self.key_for_writing()
        nonce = os.urandom(NONCE_BYTES)
        body = AESGCM(key).encrypt(nonce, text.encode("utf-8"), _ad(table, row_id))
        return f"{PREFIX}{kid}:{base64.b64encode(nonce + body).decode('ascii')}"

    def open(self, value: str, table: str, row_id: str, subject: str | None = None) -> str:
        """The plain text of a sealed value (a plain value as it is); UNREADABLE when it cannot
        be opened, with `subject` (the memory id) recorded."""
        if not is_sealed(value):
            return value
        global _opened
        _opened = True
        why = self._open_problem(value)
        if why is None:
            from cryptography.exceptions import InvalidTag
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM

            raw = base64.b64decode(value.rsplit(":", 1)[1])
            try:
                plain = AESGCM(self._key).decrypt(
                    raw[:NONCE_BYTES], raw[NONCE_BYTES:], _ad(table, row_id)
                )
                return plain.decode("utf-8")
            except (InvalidTag, ValueError):
                why = "its sealed text does not match its row (altered or moved)"
        with _unreadable_lock:
            _unreadable[subject or row_id] = why
        return UNREADABLE

    def _open_problem(self, value: str) -> str | None:
        parts = value[len(PREFIX) :].split(":")
        if len(parts) != 2:
            return "its sealed text is damaged"
        try:
            base64.b64decode(parts[1], validate=True)
        except (binascii.Error, ValueError):
            return "its sealed text is damaged"
        try:
            key = self._loaded()
        except MemoryKeyError as exc:
            return str(exc)
        if key is None:
            return "the memory key is not in the system keyring or a key file here"
        if parts[0] != self._kid:
            return f"it was sealed with memory key {parts[0]}, and this machine has {self._kid}"
        return None

    def open_row(self, row: dict, table: str, *, id_field: str = "id", subject_field: str = "id"):
        """Open the row's `text` in place (a LanceDB result row); returns the row."""
        value = row.get("text")
        if is_sealed(value):
            row["text"] = self.open(value, table, row[id_field], row.get(subject_field))
        return row
