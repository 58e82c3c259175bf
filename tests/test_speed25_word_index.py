"""The word index (word_index.py) and the token-run candidates answer as the searches they
replace (issue #22, session 23: speed changes that keep every verdict)."""

from __future__ import annotations

import random
import re

import pytest

from ltm_chat.memory.screen import redact
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.secret_rules import _RULES
from ltm_chat.memory.screen.word_index import WordIndex

_PIECES = ["ki", "kid", "d", "é", "x", "-", "(", "_", "1", "ü", "キー", "дa", "ab", "ba", "a"]


def _words(rng: random.Random, n: int) -> str:
    words = {"".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 5))) for _ in range(n)}
    return "\n" + "\n".join(words) + "\n"


def test_the_index_answers_as_a_search_of_the_words_does():
    rng = random.Random(25)
    for _ in range(30):
        words = _words(rng, rng.randint(1, 400))
        index = WordIndex(words)
        listed = [w for w in words.split("\n") if w]
        for _ in range(200):
            # a piece of a word, a whole word, or one made up
            word = rng.choice(listed)
            at = rng.randrange(len(word))
            piece = rng.choice(
                [word, word[at:], word[: at + 1], word[at : at + 2], word + "k", "z" + word]
            )
            for start in (False, True):
                for end in (False, True):
                    wrapped = ("\n" if start else "") + piece + ("\n" if end else "")
                    assert index.has(piece, start=start, end=end) == (wrapped in words), (
                        piece,
                        start,
                        end,
                    )


@pytest.mark.parametrize(
    ("piece", "start", "end", "expected"),
    [
        ("kid", True, True, True),  # a whole word
        ("ki", True, True, False),  # only the start of one
        ("ki", True, False, True),
        ("id", False, True, True),  # the end of "kid"
        ("id", True, False, False),  # no word starts with it
        ("i", False, False, True),
        ("q", False, False, False),  # a character no word has
        ("dk", False, False, False),  # no word holds it
    ],
)
def test_written_cases(piece, start, end, expected):
    index = WordIndex("\nkid\nrules\nignore\n")
    assert index.has(piece, start=start, end=end) == expected


def test_a_long_varied_text_gives_the_answers_of_a_plain_search_once_indexed():
    rng = random.Random(23)
    vocabulary = [
        "".join(rng.choice("abcdeéкиキー-_1") for _ in range(rng.randint(1, 9)))
        for _ in range(3000)
    ]
    text = " ".join(rng.choice(vocabulary) for _ in range(6000))
    found = Literals(text)
    asked = []
    for _ in range(600):  # enough look-ups for the words to be collected, then indexed
        a, b = rng.sample(vocabulary, 2)
        asked += [a + " " + b, " " + a, b + "\n", a + " " + b + " " + a, a[1:] + " " + b[:-1]]
    for literal in asked:
        assert found.has(literal) == (literal in text), repr(literal)
    assert found._shared.index is not None  # (the path under test was taken)


def _token_rule():
    [rule] = [r for r in _RULES if r.name == "random-token"]
    return rule.pattern


@pytest.mark.parametrize(
    "text",
    [
        "y" * 600,  # a run of lower case: no capital anywhere
        "the password is my dog. " + "y" * 600 + ". ",
        "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrstuvwx",  # 56 base32, run ends
        "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrstuvwx==",  # then padding
        "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrstuvwx9",  # a digit goes on
        "key: aB3dE6gH9jK2mN5pQ8sT1vW4 and " + "q" * 60,
        "=" + "a" * 52 + " " + "Ab" * 20,
        "x" * 30 + "é" + "b" * 52,
    ],
)
def test_token_run_candidates_keep_every_match(text):
    pattern = _token_rule()
    spans = [m.span() for m in redact._token_run_matches(pattern, text)]
    assert spans == [m.span() for m in pattern.finditer(text)]


def test_token_run_candidates_keep_every_match_on_random_text():
    rng = random.Random(22)
    pattern = _token_rule()
    matched = 0
    for alphabet in ("aAbB27=+/_.-~ \nxyzé0", "abcxyz234567", "abxyz2345670=é "):
        for _ in range(300):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(20, 200)))
            if rng.random() < 0.5:
                text = text.lower()
            spans = [m.span() for m in redact._token_run_matches(pattern, text)]
            assert spans == [m.span() for m in re.finditer(pattern, text)], repr(text)
            matched += bool(spans)
    assert matched >= 10  # (runs were matched, not only refused)
