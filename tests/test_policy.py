"""Unit tests of the write policy's parts: the sensitivity floor, confidence, promotion, expiry
parsing, the extraction answer's new fields, and the migration of a table made before them."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ltm_chat.memory.model import InvalidMemory, Memory
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.schema import memories_schema
from ltm_chat.memory.storage.store import MemoryStore
from ltm_chat.memory.write import policy
from ltm_chat.memory.write.expiry import (
    editable_expires,
    parse_expires,
    parse_expires_or_never,
    proposed_expiry,
)
from ltm_chat.memory.write.extract import parse_candidates

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
CASES = Path(__file__).parent / "data" / "sensitivity" / "cases.tsv"


def _cases() -> list[tuple[str, str, str]]:
    rows = []
    for line in CASES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append(tuple(line.split("\t")))
    return rows


def _held_out(text: str) -> bool:  # the same split as bench/sensitivity.py
    return int(hashlib.sha1(text.encode()).hexdigest(), 16) % 10 < 4


def test_the_held_out_cases_are_labelled_as_written():
    held = [r for r in _cases() if _held_out(r[2])]
    assert len(held) > 50
    wrong = [
        r for r in held if (policy.sensitive_category(r[2]) is not None) != (r[0] == "sensitive")
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("User has $40,000 of debt.", "finances"),
        ("User has diabetes and is pregnant.", "health"),
        ("User lives at 14 Elm Street.", "location"),
        ("User's friend's number is +49 30 1234567.", "others"),
        ("User prefers green tea over coffee.", None),
        ("User lives in Oslo.", None),
    ],
)
def test_sensitive_category(text, category):
    assert policy.sensitive_category(text) == category


def test_the_model_cannot_lower_the_local_floor_but_can_raise_it():
    assert policy.sensitivity("User has asthma.", "normal") == "sensitive"
    assert policy.sensitivity("User likes jazz.", "sensitive") == "sensitive"
    assert policy.sensitivity("User likes jazz.", None) == "normal"


def test_judge_per_review_mode():
    assert policy.judge("auto", "User likes jazz.", None, None).status == "active"
    assert policy.judge("auto", "User likes jazz.", None, 0.3).status == "pending"
    assert policy.judge("auto", "User might like jazz.", None, 0.9).status == "pending"  # hedged
    assert policy.judge("auto", "User has asthma.", "normal", 1.0).status == "pending"
    assert policy.judge("pending", "User likes jazz.", None, 1.0).status == "pending"
    assert policy.judge("explicit-only", "User likes jazz.", None, 1.0).status == "pending"


def test_promotion_needs_another_conversation_and_a_normal_pending_memory():
    m = Memory(id="x", user_id="u", text="t", status="pending", conversation_id="c1")
    assert policy.promotes("pending", m, "c2", grounded=True)
    assert not policy.promotes("pending", m, "c2")  # the model's output alone: never
    assert not policy.promotes("pending", m, "c1", grounded=True)
    assert not policy.promotes("pending", m, None, grounded=True)
    assert not policy.promotes("explicit-only", m, "c2", grounded=True)
    m.sensitivity = "sensitive"
    assert not policy.promotes("auto", m, "c2", grounded=True)


def test_grounded_means_mostly_the_users_own_words():
    assert policy.grounded("User likes long, detailed answers", "I like long answers, really.")
    assert policy.grounded("User plays the cello", "Cello again tonight.")  # half of it
    assert not policy.grounded("User owns a sailing yacht", "What is a good name for a boat?")
    assert not policy.grounded("User", "anything")  # no content words: nothing said


def test_restated_lets_a_correction_through():
    coffee = Memory(id="x", user_id="u", text="Prefers dark roast coffee")
    echo = "User prefers dark roast coffee"
    assert policy.restated(echo, [coffee], "What should I drink this morning?") is coffee
    said = "Switch me to decaf green tea."  # its words are new beside the recalled memory
    assert (
        policy.restated("User now prefers decaf green tea over dark roast coffee", [coffee], said)
        is None
    )


def test_intent_never_covers_a_sensitive_fact_the_request_did_not_name():
    said = "Please remember that I'm vegan. My therapist says I have severe anxiety."
    assert policy.explicit_intent(said, "User is vegan")
    assert not policy.explicit_intent(said, "User is vegan and has severe anxiety")
    assert policy.explicit_intent("Remember that I have severe anxiety.", "User has anxiety")


def test_restated_recognises_an_echo_but_not_news():
    cat = Memory(id="x", user_id="u", text="My cat is called Miso")
    assert policy.restated("User's cat is called Miso", [cat], "What is my cat called?") is cat
    assert policy.restated("User's cat Miso is sick", [cat], "My cat Miso is sick") is None
    assert policy.restated("User's cat is called Miso", [], "anything") is None


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("7d", NOW + timedelta(days=7)),
        ("12h", NOW + timedelta(hours=12)),
        ("2w", NOW + timedelta(weeks=2)),
        ("2027-01-31", datetime(2027, 2, 1, tzinfo=UTC)),
        ("2027-01-31T18:00", datetime(2027, 1, 31, 18, tzinfo=UTC)),
        ("2027-01-31T18:00+02:00", datetime(2027, 1, 31, 16, tzinfo=UTC)),
    ],
)
def test_parse_expires(value, expected):
    assert parse_expires(value, NOW) == expected


@pytest.mark.parametrize(
    ("value", "needle"),
    [("2020-01-01", "in the past"), ("soon", "not a date"), ("0d", "is now"), ("", "not a date")],
)
def test_bad_expiry_is_one_clear_line(value, needle):
    with pytest.raises(InvalidMemory, match=needle) as err:
        parse_expires(value, NOW)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("zone", ["UTC", "EST+5", "IST-5:30"])
def test_an_expiry_shown_for_editing_reads_back_as_the_same_minute(zone, monkeypatch):
    from tests.fixtures_tui import set_local_time_zone

    set_local_time_zone(monkeypatch, zone)
    moment = datetime(2027, 1, 31, 18, 0, 59, 12, tzinfo=UTC)
    shown = editable_expires(moment)
    assert parse_expires(shown, NOW, local=True) == moment.replace(second=0, microsecond=0)
    assert editable_expires(None) == ""
    monkeypatch.undo()
    import time

    time.tzset()


def test_empty_or_never_is_no_expiry_and_the_field_names_itself():
    assert [parse_expires_or_never(v, NOW) for v in ("", "  ", "never", "None")] == [None] * 4
    assert parse_expires_or_never("7d", NOW) == NOW + timedelta(days=7)
    with pytest.raises(InvalidMemory, match=r"^Expires 'soon' is not a date"):
        parse_expires_or_never("soon", NOW, name="Expires")


def test_proposed_expiry():
    assert proposed_expiry(None, NOW) == (None, True)
    assert proposed_expiry("2026-12-06", NOW) == (datetime(2026, 12, 7, tzinfo=UTC), True)
    assert proposed_expiry("2026-11-01", NOW) == (None, False)
    assert proposed_expiry(42, NOW) == (None, False)


def test_parse_candidates_reads_the_policy_fields_defensively():
    raw = (
        '{"memories": [{"text": "User has asthma", "confidence": "0.9", "sensitivity": "health",'
        ' "expires": "2026-12-06"}, {"text": "User likes jazz", "confidence": true,'
        ' "sensitivity": 3}, {"text": "User likes tea", "confidence": 7, "sensitivity": "normal"}]}'
    )
    got, dropped = parse_candidates(raw)
    assert dropped == 0
    assert [(c.confidence, c.sensitivity, c.expires) for c in got] == [
        (0.9, "sensitive", "2026-12-06"),
        (None, None, None),
        (1.0, "normal", None),
    ]


def test_a_table_made_before_the_policy_columns_is_migrated(tmp_path):
    import pyarrow as pa

    db = Database(str(tmp_path / "db"))
    full = memories_schema(64)
    old = pa.schema(
        [f for f in full if f.name not in ("status", "confidence", "sensitivity", "tier")],
        metadata=full.metadata,
    )
    table = db.table("memories", old)
    row = {f.name: None for f in old}
    row.update(
        id="0001",
        user_id="alice",
        namespace="chat",
        workspace="",
        text="User likes jazz",
        kind="fact",
        importance=0.5,
        source="manual",
        created_at=NOW,
        updated_at=NOW,
        retrieval_count=0,
        pinned=False,
        version=1,
    )
    table.add(pa.Table.from_pylist([row], schema=old))
    store = MemoryStore(Database(str(tmp_path / "db"))).open()
    [m] = store.list("alice")
    assert (m.status, m.confidence, m.sensitivity, m.tier) == ("active", 1.0, "normal", "hot")
    assert [r.text for r in store.list("alice", status="active")] == ["User likes jazz"]
    assert MemoryStore(Database(str(tmp_path / "db"))).open().count("alice") == 1  # idempotent
