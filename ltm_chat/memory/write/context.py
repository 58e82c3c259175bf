"""What every piece of the write path needs, handed in once by the facade (LongTermMemory):
the store and audit trail, whose memories (user, namespace, workspace), the clock, the review
setting, the embedding step and the JSON model. The pieces never import the facade."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ltm_chat.memory.storage.audit import AuditTrail
    from ltm_chat.memory.storage.store import MemoryStore

JsonLLM = Callable[[list[dict]], Awaitable[str]]
# The facade's embedding step: vectors for texts, or None (lexical); `write=False` for a query.
Embed = Callable[..., Awaitable[list[list[float]] | None]]


@dataclass
class WriteContext:
    store: MemoryStore
    audit: AuditTrail
    user_id: str
    namespace: str
    workspace: str
    clock: Callable[[], datetime]
    review: str
    embed: Embed
    embedding_model: str | None  # the embedder's name (None: lexical)
    llm_json: JsonLLM | None
