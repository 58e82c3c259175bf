"""Memories past their expiry are not listed, recalled or shown in the inspector unless asked
for (issue 23, item 13): `memories list` leaves them out (and says so), `--expired` lists them,
and the list shows each expiry. Real CLI, real LanceDB, the real inspector through Pilot."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.config import load_settings
from ltm_chat.memory.service import open_long_term_memory
from tests.cli_helpers import invoke, invoke_json
from tests.fixtures_tui import wait_until


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("LTM_CHAT_USER", "alice")
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def _seed() -> dict[str, str]:
    """One memory that expired yesterday (added ten days ago), one that expires in a week, one
    that never does; their ids by a short name."""
    now = datetime.now(UTC)
    ten_days_ago = lambda: now - timedelta(days=10)  # noqa: E731
    memory = open_long_term_memory(load_settings(), embedder=None, clock=ten_days_ago)

    async def go() -> dict[str, str]:
        past = await memory.add(
            "Is in Berlin for a conference.", "event", expires_at=now - timedelta(days=1)
        )
        soon = await memory.add(
            "Is on call this week.", "event", expires_at=now + timedelta(days=7)
        )
        kept = await memory.add("Prefers green tea over coffee.", "preference")
        return {"past": past.id, "soon": soon.id, "kept": kept.id}

    return asyncio.run(go())


def test_list_leaves_out_expired_memories_and_shows_the_expiry(home):
    ids = _seed()
    listed = {m["id"] for m in invoke_json("memories", "list")}
    assert listed == {ids["soon"], ids["kept"]}
    shown = invoke("memories", "list")
    assert shown.exit_code == 0
    assert "Berlin" not in shown.stdout and "expires" in shown.stdout
    week = (datetime.now(UTC) + timedelta(days=7)).strftime("%Y-%m-%d")
    assert f"expires {week}" in shown.stdout
    assert "1 memory past its expiry left out: `--expired` lists them" in shown.stderr
    expired = invoke("memories", "list", "--expired")
    assert "Berlin" in expired.stdout and "expired " in expired.stdout
    assert [m["id"] for m in invoke_json("memories", "list", "--expired")] == [ids["past"]]


def test_recall_leaves_out_expired_memories(home):
    ids = _seed()
    memory = open_long_term_memory(load_settings(), embedder=None)
    found = asyncio.run(memory.recall("Berlin conference", limit=6))
    assert ids["past"] not in {r.memory.id for r in found}


async def test_the_inspector_leaves_out_expired_memories_and_counts_them(home):
    from ltm_chat.tui.screens.inspector_app import make_inspector_app
    from ltm_chat.tui.widgets.memory_table import MemoryTable

    await asyncio.to_thread(_seed)
    settings = load_settings()
    async with make_inspector_app(settings).run_test(size=(120, 36)) as pilot:
        screen = pilot.app.screen
        await wait_until(pilot, lambda: screen.memory is not None and screen.rows, timeout=20)
        table = screen.query_one(MemoryTable)
        assert sorted(m.text for m in table.view) == [
            "Is on call this week.",
            "Prefers green tea over coffee.",
        ]
        assert "1 expired, hidden" in str(screen.query_one("#inspector-title").render())
