"""The previous user message as recall context (memory/retrieval/followup.py): when a message leans on
the one before, and how the query is shaped from both."""

from __future__ import annotations

import math

import pytest

from ltm_chat.memory.retrieval import followup
from tests.memory_helpers import HashEmbedder, make_memory


@pytest.mark.parametrize(
    "message",
    [
        "What should I get her?",  # points back, names nobody
        "What did she paint after the race?",
        "Is that still true for them?",
        "And him?",
    ],
)
def test_a_message_that_points_back_leans_on_the_one_before(message):
    assert followup.leans_on_previous(message)


@pytest.mark.parametrize(
    "message",
    [
        "What did Melanie paint after the race?",  # names who it is about
        "My sister's birthday is next week.",  # no pronoun pointing back, long enough
        "Which pottery classes near Lisbon start in March?",
        "",
        "   ",
    ],
)
def test_a_message_that_stands_on_its_own_does_not(message):
    assert not followup.leans_on_previous(message)


def test_a_capitalised_first_word_is_not_a_name():
    # "What" starts the sentence; "Her" starts the second one: neither names anybody.
    assert followup.leans_on_previous("What should I buy for her birthday? Her party is soon.")
    assert not followup.leans_on_previous("What should I buy for her birthday, says Ana?")


def test_context_is_the_previous_message_only_when_the_current_one_leans_on_it():
    previous = "My sister's birthday is next week."
    assert followup.context_for("What should I get her?", previous) == previous
    assert followup.context_for("What did Melanie paint after the race?", previous) is None
    assert followup.context_for("What should I get her?", None) is None
    assert followup.context_for("What should I get her?", "  ") is None
    # the same message again is no context
    assert followup.context_for("What should I get her?", "What should I get her?") is None


def test_mixed_vector_is_a_unit_vector_leaning_towards_the_previous_one():
    mixed = followup.mixed_vector([2.0, 0.0], [0.0, 3.0], 0.5)
    assert math.isclose(math.hypot(*mixed), 1.0)
    assert math.isclose(mixed[1] / mixed[0], 0.5)


def test_term_weights_keep_the_current_terms_whole_and_add_the_previous_ones_lower():
    weights = followup.term_weights("What should I get her?", "My sister loves pottery", 0.5)
    assert weights == {"get": 1.0, "her": 1.0, "sister": 0.5, "love": 0.5, "pottery": 0.5}
    # a term in both counts as the current message's
    assert followup.term_weights("get pottery", "pottery", 0.5)["pottery"] == 1.0
    assert followup.term_weights("get pottery", None, 0.5) == {"get": 1.0, "pottery": 1.0}


async def test_lexical_mode_uses_the_previous_message_too(tmp_path):
    """No vectors: the previous message's words, at a lower weight, decide between two
    memories that match the current message equally."""
    mem = make_memory(tmp_path)  # no embedder: lexical mode
    pottery = await mem.add("User's sister has a pottery hobby", importance=0.5)
    golf = await mem.add("User's boss has a golf hobby", importance=0.9)
    alone = await mem.search("What hobby does she have?")
    assert [r.memory.id for r in alone] == [golf.id, pottery.id]  # a tie, importance decides
    found = await mem.search("What hobby does she have?", context="Tell me about my sister.")
    assert [r.memory.id for r in found] == [pottery.id, golf.id]
    # a message that names what it is about is recalled on itself alone
    named = await mem.search("What hobby does Marta have?", context="Tell me about my sister.")
    assert [r.memory.id for r in named] == [golf.id, pottery.id]


async def test_the_previous_message_costs_no_second_embedding_when_it_was_the_last_query(tmp_path):
    embedder = HashEmbedder()
    calls: list[list[str]] = []
    embed = embedder.embed
    embedder.embed = lambda texts: calls.append(list(texts)) or embed(texts)
    mem = make_memory(tmp_path, embedder=embedder)
    await mem.add("User's sister loves pottery")
    calls.clear()
    await mem.search("My sister's birthday is next week.")
    await mem.search("What should I get her?", context="My sister's birthday is next week.")
    assert calls == [["My sister's birthday is next week."], ["What should I get her?"]]
    # a resumed conversation's previous message was never embedded here: one call for both
    await mem.search("And for him?", context="My brother's birthday is in May.")
    assert calls[-1] == ["And for him?", "My brother's birthday is in May."]
