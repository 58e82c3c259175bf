"""Memory records, recall results, errors, and the text check every write goes through."""

from __future__ import annotations

import os
import time
import unicodedata
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

# What a memory can be told as (by the user, extraction or a model's save).
FACT_KINDS = ("preference", "identity", "project", "decision", "event", "fact", "instruction")
# Every kind stored: an `episode` (a conversation's summary) is written only by episodes.py.
KINDS = (*FACT_KINDS, "episode")
SOURCES = ("explicit", "extracted", "manual", "import")
# A pending memory waits for review: listed, never recalled (policy.py decides which).
STATUSES = ("active", "pending")
SENSITIVITIES = ("normal", "sensitive")
MAX_TEXT_CHARS = 500
# A memory typed in by hand (CLI `memories add`, the inspector's Add): deliberate, so above an
# extracted one's 0.5, below "remember that…" (0.9).
MANUAL_IMPORTANCE = 0.7


class MemoryError_(Exception):
    """Base for engine errors that carry a short, human message."""


class InvalidMemory(MemoryError_):
    """Text, kind or importance that cannot be stored."""


# Why a write was refused, in the user's words ("looks like a password for something"): the
# screen names a rule or a family, the user is told what the text looked like, never any of it.
_SECRET_REASONS = {
    "a password for something": (
        "spoken-password password-in-text password-assignment url-credentials url-password "
        "curl-credentials credential-call xml-credential netrc-credentials ldap-credentials "
        "database-connection-string vmware-credentials command-line-password"
    ),
    "a PIN or an access code (a door, an alarm, a card)": "spoken-pin pin-code",
    "a private key": "private-key age-secret-key",
    "a session cookie (it logs in as you)": "session-cookie",
    "a password hash": "password-hash",
    "a wallet seed phrase": "seed-phrase",
    "a payment card number": "payment-card",
    "a two-factor (TOTP) secret": "totp-seed",
    "two-factor backup codes": "backup-codes",
    "so many credential words that the rest was not read": "credential-word-flood",
    "a password or code for something (read from its meaning)": "vector-credential",
}
_SECRET_BY_RULE = {
    rule: reason for reason, rules in _SECRET_REASONS.items() for rule in rules.split()
}
# Every other rule names a key or token format (a vendor's, a JWT, a random token).
_DEFAULT_SECRET = "an access key or token"

_INSTRUCTION_REASONS = {
    "it tells the assistant to drop its rules": "ignore-previous bypass-rules",
    "it asks for the assistant's own instructions": "prompt-leak",
    "it tells the assistant to give away what it stores": "reveal-secrets",
    "it tells the assistant to hide things from you or mislead you": "conceal",
    "it tells the assistant to ask you for a secret": "phishing",
    "it tells the assistant to work against you (push, hurt or endanger you)": "steer-user",
    "it tells the assistant what to tell other people": "scripted-reply",
    "it gives the assistant a standing order to obey (a trigger word, a sender, a source)"
    " or to overrule you later": "standing-order",
    "it claims authority over the assistant": "claimed-authority",
    "it sends conversation data to an address or a link": "exfiltration exfiltration-link",
    "it imitates the assistant's own formatting": "recall-spoof markup",
    "it changes the assistant's role": "persona",
    "it tells the assistant what to say": "fixed-words",
    "it speaks to the assistant": "addresses-assistant",
    "it carries an encoded payload": "encoded",
    "it looks like an adversarial string": "token-soup",
    "it asks the assistant to call a tool": "tool-call",
    "it tells the assistant to hide harmful code in the code it writes": "planted-code",
    "it reads like an order to the assistant (read from its meaning)": "vector-instruction",
}
_INSTRUCTION_BY_FAMILY = {
    family: reason
    for reason, families in _INSTRUCTION_REASONS.items()
    for family in families.split()
}


def secret_reason(rule: str) -> str:
    """What the refused text looked like: "a password for something", "a wallet seed phrase"."""
    return _SECRET_BY_RULE.get(rule, _DEFAULT_SECRET)


def instruction_reason(family: str) -> str:
    """What the refused text does: "it tells the assistant to drop its rules"."""
    return _INSTRUCTION_BY_FAMILY.get(family, "it addresses the assistant")


class SecretRefused(InvalidMemory):
    """A write refused because the text looks like a credential; names the rule only."""

    def __init__(self, rule: str):
        self.reason = f"looks like a secret ({rule}): {secret_reason(rule)}"
        super().__init__(f"refused: the text {self.reason}; nothing was stored")
        self.rule = rule


class InstructionRefused(InvalidMemory):
    """A write refused because the text addresses the assistant instead of describing the user."""

    def __init__(self, family: str):
        self.reason = (
            f"reads as an instruction to the assistant ({family}): {instruction_reason(family)}"
        )
        super().__init__(
            f"refused: the text {self.reason}, not a statement about you; nothing was stored"
        )
        self.family = family


class MemoryVetoed(MemoryError_):
    """A write refused because the operator turned memory off (NODETOOL_MEMORY_ENABLED)."""

    def __init__(self, raw: str):
        super().__init__(
            f"memory is disabled by the operator (NODETOOL_MEMORY_ENABLED={raw}): nothing was "
            "stored; reading and erasing still work"
        )
        self.raw = raw


class MemoryNotFound(MemoryError_):
    def __init__(self, memory_id: str):
        super().__init__(f"no memory with id {memory_id!r}")
        self.memory_id = memory_id


class AmbiguousId(MemoryError_):
    SHOWN = 5  # candidates named in the message

    def __init__(
        self, prefix: str, count: int, things: str = "memories", candidates: list[str] | None = None
    ):
        listed = ""
        if candidates:
            from ltm_chat.text import short_ids

            names = short_ids(candidates[: self.SHOWN], candidates)
            more = f" and {count - self.SHOWN} more" if count > self.SHOWN else ""
            listed = f" ({', '.join(names.values())}{more})"
        super().__init__(
            f"id prefix {prefix!r} matches {count} {things}{listed}; give more characters"
        )
        self.candidates = candidates or []


class StoreUnavailable(MemoryError_):
    """The database cannot be used (read-only, newer schema, broken)."""


class StaleVersion(MemoryError_):
    """An edit based on a version that is no longer current (compare-and-swap failed)."""

    def __init__(
        self, memory_id: str, expected: int, current: int, by: str | None, at: datetime | None
    ):
        who = f" by {by}" if by else ""
        when = f" at {at:%Y-%m-%d %H:%M:%S} UTC" if at else ""
        super().__init__(
            f"memory {memory_id[:8]} changed since you opened it: v{current}{who}{when} "
            f"(you edited v{expected}); nothing was saved"
        )
        self.memory_id, self.expected, self.current, self.by = memory_id, expected, current, by


def utcnow() -> datetime:
    return datetime.now(UTC)


_last_id_ns = 0


def new_id() -> str:
    """A time-ordered unique id: 13 hex chars of microseconds + 6 random hex chars."""
    global _last_id_ns
    now = max(time.time_ns() // 1000, _last_id_ns + 1)  # strictly increasing in this process
    _last_id_ns = now
    return f"{now:013x}{os.urandom(3).hex()}"


@dataclass
class Memory:
    """One durable fact about the user (a row of the `memories` table)."""

    id: str
    user_id: str
    text: str
    kind: str = "fact"
    importance: float = 0.5
    source: str = "manual"
    namespace: str = "chat"
    workspace: str = ""
    conversation_id: str | None = None
    message_id: str | None = None
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    last_accessed_at: datetime | None = None
    expires_at: datetime | None = None
    retrieval_count: int = 0
    pinned: bool = False
    version: int = 1
    embedding_model: str | None = None
    status: str = "active"
    confidence: float = 1.0
    sensitivity: str = "normal"
    tier: str = "hot"  # hot / warm / cold / archived, set by curation (tiers.py)
    vector: list[float] | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able dict named as in DESIGN.md §2 (no vector)."""
        out = asdict(self)
        out.pop("vector", None)
        for key, value in out.items():
            if isinstance(value, datetime):
                out[key] = value.isoformat()
        return out


@dataclass
class RecalledMemory:
    """A memory chosen for a call, with the parts of its score."""

    memory: Memory
    score: float
    similarity: float
    recency: float
    importance: float
    # "since 2026-03-14; before: Lives in Porto" when a changed fact put this text in place.
    since: str | None = None

    def to_json(self) -> dict[str, Any]:
        out = self.memory.to_json()
        out.update(
            score=round(self.score, 4),
            similarity=round(self.similarity, 4),
            recency=round(self.recency, 4),
        )
        if self.since:
            out["since"] = self.since
        return out


@dataclass
class HistoryEntry:
    """A previous version of a memory: its values, and the change that replaced it (`action` by
    `actor` at `changed_at`). Fields an older schema did not record are None (= unknown)."""

    id: str
    memory_id: str
    version: int
    text: str
    changed_at: datetime
    actor: str
    kind: str | None = None
    importance: float | None = None
    pinned: bool | None = None
    workspace: str | None = None
    expires_at: datetime | None = None
    source: str | None = None
    conversation_id: str | None = None
    message_id: str | None = None
    action: str | None = None  # edit, supersede, reinforce, pin, unpin, undo, …
    restores: int | None = None  # for an undo: the version whose values it brought back


@dataclass
class MemoryChange:
    """What one write did, for "Memory updated" notices."""

    action: str  # added, pending, promoted, reinforced, superseded, forgotten, evicted, dropped_*
    memory_id: str | None = None
    text: str | None = None
    previous_text: str | None = None
    version: int | None = None  # the memory's version after the change
    reason: str | None = None  # the consolidation rule (or "model") that decided it

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def to_jsonl(memories: list[Memory]) -> str:
    """One JSON object per line, fields named as in DESIGN.md §2 (no vectors: they are
    recomputed on import by the active embedder). The CLI's export and the inspector's."""
    import json

    return "".join(json.dumps(m.to_json(), ensure_ascii=False) + "\n" for m in memories)


def validate_text(text: Any) -> str:
    """Normalise a memory's text or raise InvalidMemory with a short reason."""
    if not isinstance(text, str):
        raise InvalidMemory("memory text must be a string")
    if not text.isascii():
        # Format characters (zero-width, bidi) are dropped, not spaced: "ig\u200bnore" must
        # reach the write-path filters as "ignore", not as two words.
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    cleaned = "".join(ch if ch.isprintable() else " " for ch in text)
    cleaned = " ".join(cleaned.split())
    if not cleaned:
        raise InvalidMemory("memory text is empty")
    if not any(ch.isalnum() for ch in cleaned):  # "." or ",;" states nothing
        raise InvalidMemory("memory text has no words")
    if len(cleaned) > MAX_TEXT_CHARS:
        raise InvalidMemory(
            f"memory text is {len(cleaned):,} characters; the limit is {MAX_TEXT_CHARS}"
        )
    return cleaned
