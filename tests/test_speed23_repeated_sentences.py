"""#22 session 21 (h-speed23): a long text that repeats its sentences (one line pasted over and
over) has its distinct words collected from each distinct sentence once, and sooner; the words
and every answer of `Literals` must be what reading the whole text gives."""

from __future__ import annotations

import random

import pytest

from ltm_chat.memory.screen import literals
from ltm_chat.memory.screen.literals import Literals

_SENTENCES = [
    "we met at the station at noon",
    "the kettle is on",
    "mijn fiets staat buiten.",
    "  spaces before and after  ",
    "",
    "a.b.c",
    "ends with a dot.",
    "tab\there and a line\nbreak",
    "über die Brücke gehen",
    "今日は雨です",
    "пошли гулять",
]


def _repeated_text(seed: int, size: int = 30_000) -> str:
    rng = random.Random(seed)
    pool = rng.sample(_SENTENCES, rng.randint(1, 4))
    parts = []
    while sum(map(len, parts)) < size:
        parts.append(rng.choice(pool) + rng.choice([". ", ". ", ".\n", " "]))
    return "".join(parts) + rng.choice(["", "tail", ". ", "last words."])


def _words(reader: Literals) -> set[str]:
    reader.has("zzz-not-there")  # (any question: the words are collected once bought)
    return set(reader._distinct_words().split("\n")) - {""}


@pytest.mark.parametrize("seed", range(40))
def test_distinct_words_of_a_repeated_text_are_the_texts_words(seed):
    text = _repeated_text(seed)
    assert _words(Literals(text)) == set(text.split())


def test_a_pasted_flood_is_seen_as_repeated_and_prose_is_not():
    flood = "the cat sat on the mat. " * 3_000
    rng = random.Random(7)
    prose = ". ".join(
        " ".join(rng.choice(["red", "blue", "green", "tea", "walk", "home"]) for _ in range(8))
        + str(i)
        for i in range(3_000)
    )
    assert Literals(flood)._repeated()
    assert not Literals(prose)._repeated()
    assert not Literals("no sentence end at all " * 2_000)._repeated()


def test_a_repeated_text_buys_its_words_sooner():
    flood = "the cat sat on the mat. " * 3_000
    reader = Literals(flood)
    reader._words_first()
    assert reader._shared.split_cost < flood.count(" ") * literals._WORD_COST_IN_CHARS // len(flood)


@pytest.mark.parametrize("seed", range(12))
def test_every_answer_is_the_plain_search(seed):
    text = _repeated_text(seed, 40_000)
    rng = random.Random(seed)
    asked = [
        "kettle",
        "station at",
        "dot. a",
        "mat",
        " on",
        "fiets",
        "brücke",
        "雨",
        "гулять",
        "noon. we",
        "ends with a dot.",
        "zebra",
    ]
    asked += [text[i : i + rng.randint(1, 12)] for i in rng.sample(range(len(text) - 12), 30)]
    reader = Literals(text)
    for literal in asked:
        assert reader.has(literal) == (literal in text), literal
        assert reader.has_chars(literal) == all(c in text for c in literal)


def test_a_long_sentence_once_and_short_ones_after_it():
    text = "one long opening sentence that never comes back. " + "short one. " * 4_000 + "end"
    assert _words(Literals(text)) == set(text.split())
