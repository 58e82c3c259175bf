"""Semantic recall with the real local all-MiniLM-L6-v2 model (offline), as users run it."""

from __future__ import annotations

import pytest

from ltm_chat.memory.embed import LocalEmbedder, local_model_available
from tests.memory_helpers import make_memory

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed"),
]

UNRELATED = [
    "Has a cat named Miso",
    "Works as a civil engineer",
    "Lives in Porto",
    "Plays chess on weekends",
    "Is learning Japanese",
    "Drives an electric car",
    "Was born in 1988",
    "Has two brothers",
    "Supports FC Porto",
    "Prefers aisle seats on trains",
    "Uses Linux at work",
    "Is vegetarian",
    "Runs a half marathon every spring",
    "Reads science fiction",
    "Owns a 3D printer",
    "Is allergic to cats",
    "Studied physics at university",
    "Has a vegetable garden",
    "Plays bass guitar in a band",
    "Listens to jazz while working",
    "Collects fountain pens",
    "Went to Iceland last summer",
    "Is afraid of heights",
    "Works remotely on Fridays",
    "Has a daughter called Ines",
    "Speaks French and Spanish",
    "Likes to bake sourdough bread",
    "Writes code mostly in Python",
    "Commutes by bicycle",
    "Dislikes horror films",
    "Volunteers at a food bank",
    "Keeps a paper journal",
    "Prefers dark mode in every app",
    "Is training for a triathlon",
    "Owns a vintage Vespa",
    "Hates waking up early",
    "Has a sister in Toronto",
    "Uses a standing desk",
    "Goes climbing on Tuesdays",
    "Plans a trip to Japan next year",
    "Is a night owl",
    "Likes board games with friends",
    "Manages a team of five",
    "Wears glasses",
    "Enjoys long hikes in the mountains",
    "Has a podcast about urban planning",
    "Grew up in a small village",
    "Prefers email to calls",
    "Is saving for a house",
]


@pytest.fixture(scope="module")
def embedder():
    return LocalEmbedder()


async def test_green_tea_is_recalled_first_for_a_drink_question(tmp_path, embedder):
    mem = make_memory(tmp_path, embedder=embedder)
    for text in UNRELATED:
        await mem.add(text, dedupe=False)
    tea = await mem.add("I prefer green tea over coffee", kind="preference")
    assert await mem.count() == 50
    found = await mem.recall("what should I drink this morning?")
    assert found and found[0].memory.id == tea.id
    assert (await mem.mode()) == "semantic (local:all-MiniLM-L6-v2)"


async def test_paraphrase_is_a_duplicate_with_the_real_model(tmp_path, embedder):
    mem = make_memory(tmp_path, embedder=embedder)
    first = await mem.add("Prefers green tea over coffee")
    again = await mem.add("prefers green tea over coffee!")
    other = await mem.add("Prefers black coffee over tea")
    assert again.id == first.id and other.id != first.id


async def test_a_memory_is_found_through_its_conversation(tmp_path, embedder):
    """'What did I realise after the race?': the realisation never mentions the race, but it
    was mined from the same conversation as the race, which the question matches well."""
    for together in (True, False):
        mem = make_memory(tmp_path / str(together), embedder=embedder)
        for i, text in enumerate(UNRELATED):
            await mem.add(text, dedupe=False, conversation_id=f"chat-{i // 5}")
        await mem.add("Ran a charity race for mental health last Saturday", conversation_id="race")
        care = await mem.add(
            "Is realising how much self-care matters for the family",
            conversation_id="race" if together else "another-day",
        )
        found = await mem.recall("What did I realise after the charity race?", limit=2)
        assert (care.id in [r.memory.id for r in found]) is together


async def test_a_follow_up_is_recalled_through_the_previous_message(tmp_path, embedder):
    """'What should I get her?' names nobody: the previous message says who."""
    mem = make_memory(tmp_path, embedder=embedder)
    for text in UNRELATED:
        await mem.add(text, dedupe=False)
    pottery = await mem.add("User's sister loves pottery", kind="preference")
    alone = await mem.recall("What should I get her?")
    assert pottery.id not in [r.memory.id for r in alone]
    found = await mem.recall("What should I get her?", context="My sister's birthday is next week.")
    assert found[0].memory.id == pottery.id
