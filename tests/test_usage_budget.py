"""The daily token budget in the chat engine (#28 item 3): a ChatSession over real HTTP to the
fake server and a real LanceDB, with an injected clock. The notice comes once a day; a paused
turn waits in the outbox (no attempt counted) and is mined on a later day; the recalled block's
tokens and recall's time reach the turn's RecallDone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ltm_chat.chat.events import RecallDone
from ltm_chat.chat.outbox import ExtractionOutbox
from ltm_chat.chat.session import ChatSession
from ltm_chat.chat.usage_ledger import UsageLedger
from ltm_chat.memory.storage.db import Database


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def settings_for(fake_llm_settings, budget: int):
    return fake_llm_settings.with_(
        memory_env="1", embedding_provider="none", daily_token_budget=budget
    )


async def turn(session, text: str) -> RecallDone:
    events = [ev async for ev in session.send(text)]
    assert await session.wait_for_background(30)
    return next(e for e in events if isinstance(e, RecallDone))


def outbox_rows(settings) -> list[dict]:
    """The outbox's rows as stored (message id, claim, attempts)."""
    outbox = ExtractionOutbox(Database.at(settings.paths))
    table = outbox._table(create=False)
    return [] if table is None else table.to_arrow().to_pylist()


async def test_budget_notice_once_a_day_and_paused_turns_mined_the_next_day(
    fake_llm_settings, fake_openai
):
    settings = settings_for(fake_llm_settings, 40)
    clock = Clock(datetime(2026, 12, 1, 12, 0, tzinfo=UTC))
    session = ChatSession(settings, clock=clock)
    first = await turn(session, "I brew green tea every morning.")
    assert first.budget_note is None
    assert len(fake_openai.extraction_requests) == 1  # spends more than 40 tokens
    second = await turn(session, "Which tea do I brew?")
    third = await turn(session, "And in the evening?")
    assert second.budget_note and "40 daily memory tokens" in second.budget_note
    assert third.budget_note is None  # told once
    assert len(fake_openai.extraction_requests) == 1  # both turns paused
    waiting = outbox_rows(settings)
    assert len(waiting) == 2 and all(r["attempts"] == 0 for r in waiting)
    await session.close()

    # A new day, a new start: the waiting turns are mined, within that day's budget too (one
    # extraction spends it: the other turn waits for the day after).
    for day, mined, left in ((1, 2, 1), (2, 3, 0)):
        clock.now = datetime(2026, 12, 1, 12, 0, tzinfo=UTC) + timedelta(days=day)
        later = ChatSession(settings, clock=clock)
        await later.load()
        assert await later.wait_for_background(30)
        assert len(fake_openai.extraction_requests) == mined
        rows = outbox_rows(settings)
        assert len(rows) == left and all(r["attempts"] == 0 for r in rows)
        await later.close()


async def test_recall_reports_its_block_tokens_and_time(fake_llm_settings, fake_openai):
    settings = settings_for(fake_llm_settings, 0)
    session = ChatSession(settings)
    await session.load()
    await session._open_memory_if_on()
    await session.memory.add("Prefers green tea over coffee.", "preference", 0.6)
    recall = await turn(session, "Which green tea do I prefer?")
    assert recall.block and recall.block_tokens and recall.recall_ms is not None
    rows = UsageLedger.in_dir(settings.paths.data_dir).rows()
    [row] = [r for r in rows if r["kind"] == "recall"]
    assert row["prompt_tokens"] == recall.block_tokens and row["recalled"] == 1
    assert recall.cost_line == f" · +{recall.block_tokens} tokens · {recall.recall_ms:.0f} ms"
    await session.close()
