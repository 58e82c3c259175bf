"""What a chat session spends on memory, measured as it goes and kept in the usage ledger.

Tokens come from the provider's usage when it reports one (the memory model calls); otherwise
they are counted here with litellm's default tokenizer (cl100k, chat/token_counts.py, without
importing litellm), marked `estimated`: the
recalled block (it is part of a larger prompt) and the streamed chat call. Costs are litellm's
price list (offline) times the tokens, None for a model it does not price.

The daily budget (`[memory] daily_token_budget`) counts the memory model calls of the day
(extraction, consolidation, episodes; local date): once reached, extraction pauses (the turns
stay in the outbox and are mined on a later day) and the session says so once a day. Recall and
the chat go on. In incognito there is no ledger: nothing is written and nothing is paused.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.chat.token_counts import count_tokens, price
from ltm_chat.chat.usage_ledger import Usage, UsageLedger

if TYPE_CHECKING:
    from ltm_chat.config import Settings

log = logging.getLogger(__name__)


def memory_call_kind(messages: list[dict]) -> str:
    """Which memory model call this is, from its system prompt: consolidation, episode, or
    extraction (the turn's mining, also the default)."""
    from ltm_chat.memory.write import consolidate, episodes

    system = messages[0].get("content") if messages else None
    if system == consolidate.build_messages([])[0]["content"]:
        return "consolidation"
    if system == episodes.build_messages([])[0]["content"]:
        return "episode"
    return "extraction"


class UsageMeter:
    """The session's meter. Every method is safe to call from a worker thread; a failure to
    write the ledger is logged, never raised (it must not cost the user a turn)."""

    def __init__(
        self,
        ledger: UsageLedger | None,
        settings: Settings,
        clock: Callable[[], datetime],
    ) -> None:
        self.ledger = ledger
        self.settings = settings
        self.clock = clock
        self._told_day: str | None = None
        self.paused_some = False  # a turn waits in the outbox for the budget

    @classmethod
    def for_session(cls, settings: Settings, clock: Callable[[], datetime]) -> UsageMeter:
        ledger = None if settings.incognito else UsageLedger.in_dir(settings.paths.data_dir)
        return cls(ledger, settings, clock)

    def day(self) -> str:
        """Today in local time: a budget and a day's figures follow the user's calendar."""
        return self.clock().astimezone().date().isoformat()

    def _write(self, usage: Usage) -> None:
        if self.ledger is None:
            return
        try:
            self.ledger.add(
                usage,
                at=self.clock(),
                day=self.day(),
                user_id=self.settings.user_id,
                workspace=self.settings.workspace or "",
            )
        except Exception as exc:  # noqa: BLE001  (sqlite3 or disk errors)
            log.warning("usage not recorded: %s", exc)

    def warm(self) -> None:
        """Load the tokenizer now, off the UI path, not at the first recall."""
        try:
            count_tokens("warm-up")
        except Exception as exc:  # noqa: BLE001
            log.info("tokenizer warm-up failed: %s", exc)

    def recall(
        self, block: str | None, recalled: int, withheld: int, seconds: float, model: str | None
    ) -> int:
        """Record one recall; returns the block's tokens (what it added to the call)."""
        tokens = count_tokens(block) if block else 0
        self._write(
            Usage(
                "recall",
                model,
                prompt_tokens=tokens,
                estimated=True,
                cost=price(model, tokens, 0) if tokens else None,
                recalled=recalled,
                withheld=withheld,
                latency_ms=round(seconds * 1000, 3),
            )
        )
        return tokens

    def chat(self, call: list[dict], reply: str, model: str | None) -> None:
        """Record a chat call (streamed: the tokens are counted here)."""
        if self.ledger is None:
            return
        prompt, completion = count_tokens(messages=call), count_tokens(reply)
        self._write(
            Usage("chat", model, prompt, completion, True, price(model, prompt, completion))
        )

    def memory_call(
        self, messages: list[dict], answer: str, reported: dict[str, int], model: str | None
    ) -> None:
        """Record a memory model call: the provider's usage, else counted here."""
        if self.ledger is None:
            return
        if reported:
            prompt, completion = reported["prompt_tokens"], reported["completion_tokens"]
        else:
            prompt, completion = count_tokens(messages=messages), count_tokens(answer)
        self._write(
            Usage(
                memory_call_kind(messages),
                model,
                prompt,
                completion,
                not reported,
                price(model, prompt, completion),
            )
        )

    # -- the daily budget ----------------------------------------------------------------------
    def budget_spent(self) -> tuple[int, int] | None:
        """(spent, budget) when today's memory model calls reached the budget, else None."""
        budget = self.settings.daily_token_budget
        if not budget or self.ledger is None:
            return None
        try:
            spent = self.ledger.memory_call_tokens(self.day())
        except Exception as exc:  # noqa: BLE001  (an unreadable ledger pauses nothing)
            log.warning("usage ledger not readable: %s", exc)
            return None
        return (spent, budget) if spent >= budget else None

    def pause_notice(self) -> str | None:
        """The one notice of the day that extraction is paused (None: not paused, or told)."""
        spent = self.budget_spent()
        if spent is None or self._told_day == self.day():
            return None
        self._told_day = self.day()
        return pause_message(*spent)


def pause_message(spent: int, budget: int) -> str:
    return (
        f"Memory extraction paused for today: {spent:,} of the {budget:,} daily memory tokens "
        "spent ([memory] daily_token_budget). Chat and recall go on; your turns are mined "
        "on a later day."
    )


async def metered_json_call(meter: UsageMeter, messages: list[dict], resolved: Any) -> str:
    """A memory model call (llm.complete_json) with its usage recorded in the ledger."""
    import asyncio

    from ltm_chat import llm

    reported: dict[str, int] = {}  # the provider's token counts, when it gives them
    answer = await llm.complete_json(messages, resolved, usage=reported)
    await asyncio.to_thread(meter.memory_call, messages, answer, reported, resolved.name)
    return answer
