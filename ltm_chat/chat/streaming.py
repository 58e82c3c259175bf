"""The streamed chat call of a turn: deltas onto a queue, with the memory tools' rounds
when offered. Functions of a ChatSession's turn, given the session.
"""

from __future__ import annotations

import asyncio
from typing import Any

from ltm_chat.chat.events import ToolUsed

END = object()


async def pump(
    session: Any, call: list[dict[str, Any]], queue: asyncio.Queue[Any], toolbox: Any = None
) -> None:
    from ltm_chat import llm

    try:
        resolved = await asyncio.to_thread(llm.resolve_chat_model, session.settings, session.model)
        if toolbox is None:
            async for delta in llm.stream_chat(call, resolved):
                queue.put_nowait(delta)
        else:
            await tool_rounds(session, list(call), queue, toolbox, resolved)
        queue.put_nowait(END)
    except asyncio.CancelledError as exc:
        queue.put_nowait(exc)
        raise
    except Exception as exc:  # delivered to the consumer as an event
        queue.put_nowait(exc)


async def tool_rounds(
    session: Any, call: list[dict[str, Any]], queue: asyncio.Queue[Any], toolbox: Any, resolved: Any
) -> None:
    """Stream with the memory tools offered, run the calls, send the results back; at most
    MAX_ROUNDS rounds, then one call without tools so that the model answers."""
    from ltm_chat import llm
    from ltm_chat.chat.tools import MAX_CALLS_PER_ROUND, MAX_ROUNDS, TOOL_SPECS

    for round_number in range(MAX_ROUNDS + 1):
        offer = TOOL_SPECS if round_number < MAX_ROUNDS else None
        calls: list[Any] = []
        text: list[str] = []
        try:
            async for item in llm.stream_chat_turn(call, resolved, tools=offer):
                if isinstance(item, str):
                    text.append(item)
                    queue.put_nowait(item)
                elif offer:
                    calls = item
        except llm.ProviderError as exc:
            if offer and round_number == 0 and not text and exc.kind == "bad_request":
                session.tools_unavailable = str(exc)  # e.g. "does not support tools"
                queue.put_nowait(ToolUsed("memory tools are unavailable with this model"))
                async for delta in llm.stream_chat(call, resolved):
                    queue.put_nowait(delta)
                return
            raise
        if not calls:
            return
        call.append(
            {
                "role": "assistant",
                "content": "".join(text) or None,
                "tool_calls": [
                    {
                        "id": c.id,
                        "type": "function",
                        "function": {"name": c.name, "arguments": c.arguments},
                    }
                    for c in calls
                ],
            }
        )
        for n, c in enumerate(calls):
            if n < MAX_CALLS_PER_ROUND:
                outcome = await toolbox.run(c.name, c.arguments)
            else:
                outcome = toolbox.too_many(c.name)
            queue.put_nowait(ToolUsed(outcome.line, outcome.changes))
            call.append({"role": "tool", "tool_call_id": c.id, "content": outcome.result})
