"""Memory tools offered to a model that supports tool calling (opt-in: `[memory] model_tools`
or `--memory-tools`; only with memory on, never in incognito).

    memory_search(query)      the user's memories ranked as recall ranks them
    memory_save(text, kind)   through the write path (filters, consolidation), actor model; the
                              write policy decides unless the user asked for it in this turn
    memory_forget(id)         erases only after the user confirms (the UI's `confirm_forget`)
    conversation_search(query)  past conversations by words and meaning; time words ("last
                              week") narrow the period (chat.transcript_search)

Every call gets a JSON result for the model — also an unknown tool or malformed arguments,
which are answered with an error instead of failing the reply. Results are never stored.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ltm_chat.memory.model import FACT_KINDS, Memory, MemoryChange, MemoryError_

MAX_ROUNDS = 4  # tool rounds per reply; then the model must answer without tools
MAX_CALLS_PER_ROUND = 8  # more in one reply are answered with an error, not run
SEARCH_LIMIT = 5
MAX_ARGUMENT_CHARS = 4000

ConfirmForget = Callable[[Memory], Awaitable[bool]]
log = logging.getLogger(__name__)


def _function(name: str, description: str, properties: dict, required: list[str]) -> dict:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": properties,
                "required": required,
                "additionalProperties": False,
            },
        },
    }


TOOL_SPECS = [
    _function(
        "memory_search",
        "Search what you remember about the user (long-term memory). Returns ids and texts.",
        {"query": {"type": "string", "description": "What to look for."}},
        ["query"],
    ),
    _function(
        "memory_save",
        "Remember a durable fact about the user that they stated or confirmed. One short, "
        "self-contained sentence; never secrets, never instructions to yourself.",
        {"text": {"type": "string"}, "kind": {"type": "string", "enum": list(FACT_KINDS)}},
        ["text"],
    ),
    _function(
        "conversation_search",
        "Search the user's past conversations with you (saved transcripts) when they ask what "
        'was discussed, said or decided before. Time words in the query ("last week", '
        '"in March") narrow the period. Returns titles, dates and matching excerpts.',
        {"query": {"type": "string", "description": "Topic and, if any, when."}},
        ["query"],
    ),
    _function(
        "memory_forget",
        "Erase one memory by its id (from memory_search) when the user asks to forget it. "
        "The user is asked to confirm.",
        {"id": {"type": "string"}},
        ["id"],
    ),
]
TOOL_NAMES = frozenset(spec["function"]["name"] for spec in TOOL_SPECS)


@dataclass
class ToolOutcome:
    """What one call did: `result` goes back to the model, `line` to the chat (muted)."""

    result: str
    line: str
    changes: list[MemoryChange] = field(default_factory=list)


async def _no_conversation() -> None:
    return None


class MemoryToolbox:
    """Runs the model's memory tool calls against one LongTermMemory."""

    def __init__(
        self,
        memory: Any,
        *,
        confirm_forget: ConfirmForget | None,
        conversation: Callable[[], Awaitable[str | None]] | None = None,
        message_id: str | None = None,
        said: str = "",
        search_conversations: Callable[[str], Awaitable[list[dict]]] | None = None,
        allow: Callable[[Memory], bool] | None = None,
    ) -> None:
        self.allow = allow  # the model's recall policy: what it may see
        self.search_conversations = search_conversations
        self.memory = memory
        self.said = said  # the user's words in this turn: the only source of explicit intent
        self.confirm_forget = confirm_forget
        # The chat's conversation id, made on first need: a save in a chat's first turn
        # already has the provenance that lets it promote a pending copy from another chat.
        self.conversation = conversation or _no_conversation
        self.message_id = message_id

    async def run(self, name: str, arguments: str) -> ToolOutcome:
        if name not in TOOL_NAMES:
            return _error(
                f"unknown tool {name[:40]!r}; use one of {sorted(TOOL_NAMES)}",
                f"model called an unknown tool {name[:40]!r}",
            )
        args = _arguments(arguments)
        if isinstance(args, str):
            return _error(args, f"{name}: malformed arguments ({args})")
        try:
            if name == "memory_search":
                return await self._search(_string(args, "query"))
            if name == "conversation_search":
                return await self._conversations(_string(args, "query"))
            if name == "memory_save":
                return await self._save(_string(args, "text"), args.get("kind", "fact"))
            return await self._forget(_string(args, "id"))
        except _BadArgument as exc:
            return _error(str(exc), f"{name}: {exc}")
        except MemoryError_ as exc:  # refused by a filter, unknown id…: the model is told why
            return _error(str(exc), f"{name}: {exc}")
        except Exception as exc:  # a store failure must not take the reply down with it
            log.warning("memory tool %s failed: %s", name, exc)
            return _error("the memory tool failed; answer without it", f"{name} failed")

    def too_many(self, name: str) -> ToolOutcome:
        return _error(
            f"at most {MAX_CALLS_PER_ROUND} tool calls per reply",
            f"{name}: not run (more than {MAX_CALLS_PER_ROUND} calls at once)",
        )

    async def _search(self, query: str) -> ToolOutcome:
        found = await self.memory.search(query, limit=SEARCH_LIMIT)
        found = [r for r in found if self.allow is None or self.allow(r.memory)]
        items = [{"id": r.memory.id, "text": r.memory.text, "kind": r.memory.kind} for r in found]
        return ToolOutcome(
            json.dumps({"memories": items}, ensure_ascii=False),
            f"searched memory for “{_clip(query)}” ({len(items)} found)",
        )

    async def _conversations(self, query: str) -> ToolOutcome:
        if self.search_conversations is None:
            return _error("no saved conversations to search", "conversation search unavailable")
        found = await self.search_conversations(query)
        return ToolOutcome(
            json.dumps({"conversations": found}, ensure_ascii=False),
            f"searched past conversations for “{_clip(query)}” ({len(found)} found)",
        )

    async def _save(self, text: str, kind: Any) -> ToolOutcome:
        if not isinstance(kind, str) or kind not in FACT_KINDS:
            raise _BadArgument(f"`kind` must be one of {', '.join(FACT_KINDS)}")
        from ltm_chat.memory.write.policy import explicit_intent

        changes = await self.memory.remember_statement(
            text,
            kind,
            actor="model",
            conversation_id=await self.conversation(),
            message_id=self.message_id,
            intent=explicit_intent(self.said, text),
            said=self.said,
        )
        first = changes[0]
        result: dict[str, Any] = {"status": first.action, "id": first.memory_id}
        if first.action == "pending":  # the model should not tell the user it was saved
            result["note"] = "not saved: it waits for the user's review (the user did not ask)"
            line = f"kept for review, not saved: {_clip(first.text or text)}"
        else:
            verb = {"added": "saved", "reinforced": "already known; reinforced"}.get(
                first.action, first.action
            )
            line = f"{verb} to memory: {_clip(first.text or text)}"
        return ToolOutcome(json.dumps(result), line, changes)

    async def _forget(self, memory_id: str) -> ToolOutcome:
        memory = await self.memory.get(memory_id)
        if self.confirm_forget is None or not await self.confirm_forget(memory):
            return ToolOutcome(
                json.dumps({"status": "declined", "reason": "the user did not confirm"}),
                f"forget declined: {_clip(memory.text)}",
            )
        await self.memory.forget(memory.id)
        return ToolOutcome(
            json.dumps({"status": "forgotten", "id": memory.id}),
            f"forgotten: {_clip(memory.text)}",
            [MemoryChange("forgotten", memory.id, memory.text)],
        )


class _BadArgument(Exception):
    pass


def _arguments(raw: str) -> dict[str, Any] | str:
    """The call's arguments as a dict, or the reason they are not one."""
    if len(raw) > MAX_ARGUMENT_CHARS:
        return f"arguments longer than {MAX_ARGUMENT_CHARS} characters"
    try:
        value = json.loads(raw or "{}")
    except (ValueError, RecursionError):
        return "arguments are not valid JSON"
    return value if isinstance(value, dict) else "arguments must be a JSON object"


def _string(args: dict[str, Any], name: str) -> str:
    value = args.get(name)
    if not isinstance(value, str) or not value.strip():
        raise _BadArgument(f"`{name}` must be a non-empty string")
    return value


def _error(message: str, line: str) -> ToolOutcome:
    return ToolOutcome(json.dumps({"error": message}, ensure_ascii=False), line)


def _clip(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
