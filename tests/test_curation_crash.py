"""`ltm-chat memories curate` (issue #14): expiry purge, consolidation of the whole store and
demotion, and the same run killed with SIGKILL after each of its steps (inside the expiry
purge's erasure, after the merge's keeper updates, inside the erasure of the merged rows,
before the merge's watermark, after each tier batch), then rerun; and the daily run's
incremental merge (`--incremental`) killed at each of its steps the same way. The rerun finishes the job: the store ends exactly as an
uninterrupted run leaves it, nothing that should stay is lost, and a byte scan of the data
directory finds none of the expired text. Real LanceDB, real CLI processes; the kill comes
from the test hook in db.crash_point (as tests/test_erasure_crash.py)."""

from __future__ import annotations

import asyncio
import re
import shutil
import signal
from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.memory.storage.db import CRASH_ENV
from tests.cli_helpers import invoke, invoke_json, run_cli
from tests.memory_helpers import files_containing

EXPIRED = "User is in Lisbon this week for the marathon"
JAZZ = "User likes jazz records"
TOMATOES = "User grows tomatoes on the balcony"
STAMPS = "User collected stamps as a child"
SCIFI = "User reads science fiction novels"
FRESH = "User is learning Portuguese"
BOB = "Bob repairs old typewriters"


@pytest.fixture
def template(ltm_home, monkeypatch):
    """alice: an expired memory, a fact stored twice (one pinned, one recalled 4 times), a
    pending fact seen in two conversations, an old, a month-old and a fresh memory, all passed
    over by 20 recalls since; bob's, never passed over."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")  # lexical: fast
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    now = datetime.now(UTC)
    days = lambda n: now - timedelta(days=n)  # noqa: E731

    async def seed() -> None:
        alice = open_long_term_memory(load_settings())
        add = lambda text, **kw: alice.add(  # noqa: E731
            text, dedupe=False, evict=False, source="extracted", **kw
        )
        lisbon = await add(EXPIRED, created_at=days(9))
        old_jazz = await add(JAZZ, created_at=days(100))
        await add(JAZZ + ".", created_at=days(10), pinned=True)
        await add(
            TOMATOES, created_at=days(3), status="pending", conversation_id="c1", confidence=0.7
        )
        await add(
            TOMATOES, created_at=days(2), status="pending", conversation_id="c2", confidence=0.7
        )
        await add(STAMPS, created_at=days(200), importance=0.3)  # trivial: may be archived
        await add(SCIFI, created_at=days(40))
        await add(FRESH, created_at=days(1))
        await asyncio.to_thread(alice.store.set_fields, "alice", [lisbon.id], expires_at=days(1))
        await asyncio.to_thread(alice.store.set_fields, "alice", [old_jazz.id], retrieval_count=4)
        # alice has been chatting: 20 recalls since, none of them chose these memories
        await asyncio.to_thread(
            alice.store.log_events,
            "alice",
            [{"action": "recall", "actor": "chat", "detail": {"ids": []}}] * 20,
        )
        bob = open_long_term_memory(load_settings().with_(user_id="bob"))
        await bob.add(BOB, source="extracted", created_at=days(300), dedupe=False)

    asyncio.run(seed())
    assert files_containing(ltm_home, EXPIRED)  # the scan can see it before
    return ltm_home


def state(env: dict | None = None) -> list[tuple]:
    """Every row of both users, as what a user would notice (text, status, tier, pin, use)."""
    rows = []
    for user in ("alice", "bob"):
        for args in (("memories", "list", "--all-workspaces"), ("memories", "pending")):
            for m in invoke_json(*args, "-u", user, env=env):
                rows.append(
                    (
                        user,
                        m["text"],
                        m["status"],
                        m["tier"],
                        m["pinned"],
                        m["retrieval_count"],
                        m["importance"],
                    )
                )
    return sorted(rows)


def test_curate_purges_merges_and_demotes(template):
    report = invoke_json("memories", "curate")
    assert [m["text"] for m in report["expired"]] == [EXPIRED]
    assert sorted(g["text"] for g in report["merged"]) == sorted([JAZZ + ".", TOMATOES])
    assert files_containing(template, EXPIRED) == []
    after = {row[1]: row for row in state()}
    assert sorted(after) == sorted([JAZZ + ".", TOMATOES, STAMPS, SCIFI, FRESH, BOB])
    # the pinned row stays and takes the other's use; the repeated pending fact stays pending:
    # twins in the store are the extraction model's output, only the user's words promote
    assert after[JAZZ + "."][2:6] == ("active", "hot", True, 4)
    assert after[TOMATOES][2] == "pending"
    assert after[STAMPS][3] == "archived" and after[SCIFI][3] == "warm"
    assert after[FRESH][3] == "hot" and after[BOB][3] == "hot"  # bob's store is not curated
    again = invoke("memories", "curate")  # nothing left to do
    assert again.exit_code == 0, again.stderr
    assert "Erased 0 memories" in again.stdout and "Merged 0 memories" in again.stdout
    assert "Moved between tiers: none." in again.stdout
    assert state() == sorted(after.values())


def test_curate_dry_run_changes_nothing(template):
    from tests.cli_helpers import tree_digest

    before = tree_digest(template)
    report = invoke_json("memories", "curate", "--dry-run")
    assert report["dry_run"] and len(report["merged"]) == 2 and report["expired"]
    assert tree_digest(template) == before


def test_curate_killed_at_every_step_is_finished_by_the_rerun(template, tmp_path):
    reference = tmp_path / "reference"
    shutil.copytree(template, reference)
    ref_env = {"LTM_CHAT_HOME": str(reference)}
    assert invoke("memories", "curate", env=ref_env).exit_code == 0
    expected = state(ref_env)
    killed_after = []
    for step in range(1, 60):
        home = tmp_path / f"step{step}"
        shutil.copytree(template, home)
        env = {"LTM_CHAT_HOME": str(home)}
        result = run_cli("memories", "curate", env={**env, CRASH_ENV: str(step)})
        if result.returncode == 0:  # past the last step: the run went through
            break
        assert result.returncode == -signal.SIGKILL, (step, result.returncode, result.stderr)
        killed_after.append(re.search(r"after step \d+ \((.+?)\)", result.stderr)[1])
        again = invoke("memories", "curate", env=env)
        assert again.exit_code == 0, (step, again.stderr)
        assert state(env) == expected, step
        assert files_containing(home, EXPIRED) == [], step
        shutil.rmtree(home)
    else:
        raise AssertionError("curation never ran to its end")
    # the expiry purge's erasure (record … finish), the merge's keeper updates, the merged
    # rows' erasure, one step per tier batch (archived, warm)
    purge = killed_after[: killed_after.index("finish") + 1]
    assert purge[0] == "record" and len(purge) >= 6, killed_after
    merge = killed_after[len(purge) :]
    assert merge[0] == "consolidate" and merge[1] == "record" and "finish" in merge, killed_after
    assert merge[merge.index("finish") + 1] == "merged", killed_after  # then the watermark
    assert killed_after[-2:] == ["tiers", "tiers"], killed_after


PAINTS = "User paints watercolours at the weekend"
BEES = "User keeps bees on the roof"


@pytest.fixture
def curated(template):
    """The template after a whole-store curation (which records the merge's watermark), then
    rows written since: a restatement of an old fact, a pending restatement of an active one,
    a new pending fact seen in two conversations; and an old pair written before the watermark
    that no event names (as a store from before curation holds it): the full pass's."""
    from ltm_chat.config import load_settings
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.service import open_long_term_memory

    assert invoke("memories", "curate").exit_code == 0
    now = datetime.now(UTC)

    async def seed() -> None:
        alice = open_long_term_memory(load_settings())
        add = lambda text, **kw: alice.add(  # noqa: E731
            text, dedupe=False, evict=False, source="extracted", **kw
        )
        await add(SCIFI + ".", importance=0.9)
        await add(FRESH + "!", status="pending", conversation_id="c3", confidence=0.7)
        await add(BEES, status="pending", conversation_id="c4", confidence=0.7)
        await add(BEES + ".", status="pending", conversation_id="c5", confidence=0.7)
        old = [
            Memory(
                id=new_id(),
                user_id="alice",
                text=PAINTS + end,
                source="extracted",
                created_at=now - timedelta(days=d),
                updated_at=now - timedelta(days=d),
            )
            for end, d in (("", 30), (".", 20))
        ]
        await asyncio.to_thread(alice.store.add, old)

    asyncio.run(seed())
    return template


def test_incremental_curate_merges_what_is_new_and_leaves_old_pairs(curated):
    before = {row[1]: row for row in state()}
    report = invoke_json("memories", "curate", "--incremental")
    assert sorted(g["text"] for g in report["merged"]) == sorted([SCIFI, FRESH, BEES])
    after = {row[1]: row for row in state()}
    assert sorted(after) == sorted(
        [JAZZ + ".", TOMATOES, STAMPS, SCIFI, FRESH, BEES, BOB, PAINTS, PAINTS + "."]
    )
    assert after[SCIFI][6] == 0.9  # the old row stays and takes the restatement's importance
    # seen in c4 and c5, but twins in the store are the model's output: it stays pending
    assert before[BEES][2] == "pending" and after[BEES][2] == "pending"
    again = invoke_json("memories", "curate", "--incremental")
    assert again["merged"] == []
    full = invoke_json("memories", "curate")
    assert [g["text"] for g in full["merged"]] == [PAINTS]


def test_incremental_curate_killed_at_every_step_is_finished_by_the_rerun(curated, tmp_path):
    reference = tmp_path / "reference"
    shutil.copytree(curated, reference)
    ref_env = {"LTM_CHAT_HOME": str(reference)}
    assert invoke("memories", "curate", "--incremental", env=ref_env).exit_code == 0
    expected = state(ref_env)
    assert PAINTS + "." in {row[1] for row in expected}  # the old pair is left as it was
    killed_after = []
    for step in range(1, 40):
        home = tmp_path / f"step{step}"
        shutil.copytree(curated, home)
        env = {"LTM_CHAT_HOME": str(home)}
        result = run_cli("memories", "curate", "--incremental", env={**env, CRASH_ENV: str(step)})
        if result.returncode == 0:
            break
        assert result.returncode == -signal.SIGKILL, (step, result.returncode, result.stderr)
        killed_after.append(re.search(r"after step \d+ \((.+?)\)", result.stderr)[1])
        again = invoke("memories", "curate", "--incremental", env=env)
        assert again.exit_code == 0, (step, again.stderr)
        assert state(env) == expected, step
        assert invoke_json("memories", "curate", "--incremental", env=env)["merged"] == [], step
        shutil.rmtree(home)
    else:
        raise AssertionError("curation never ran to its end")
    # the keeper updates, the merged rows' erasure (record … finish), then the watermark
    assert killed_after[:2] == ["consolidate", "record"], killed_after
    assert killed_after[killed_after.index("finish") + 1] == "merged", killed_after
