"""#22 session 20 (h-speed22b): two searches the spared mentions of h-benign22 left reading a
whole megabyte, read a shorter way that must answer as the long way did: a concept's
alternatives led by `^` tried at the text's start only, and a sentence-start rule that first
looks ahead for a character its matches can start with."""

from __future__ import annotations

import random
import re

import pytest

from ltm_chat.memory.screen import instruction_speech as speech
from ltm_chat.memory.screen import poison
from ltm_chat.memory.screen.anchored_alternatives import at_text_start_only, split_at_text_start
from ltm_chat.memory.screen.first_chars import first_chars
from ltm_chat.memory.screen.instruction_words import words_pattern


def _random_texts(seed: int, alphabet: list[str], count: int, longest: int) -> list[str]:
    rng = random.Random(seed)
    return [
        "".join(rng.choice(alphabet) for _ in range(rng.randint(0, longest))) for _ in range(count)
    ]


# -- alternatives led by ^ ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("alternative", "anchored"),
    [
        ("^hello", True),
        (r"\Ahello", True),
        ("(?:^hi|^yo)x", True),  # (every branch anchored: the parser takes the "^" out first)
        ("^hi|yo", False),  # "yo" matches anywhere
        ("(?m)^hi", False),  # after every line break too
        ("hello", False),
        (r"[.!]\s*hello", False),
    ],
)
def test_at_text_start_only(alternative: str, anchored: bool) -> None:
    assert at_text_start_only(alternative) is anchored


def test_split_keeps_order() -> None:
    assert split_at_text_start(("a", "^b", "c", r"\Ad")) == (("^b", r"\Ad"), ("a", "c"))


# Concepts of written words: an anchored call, a mark-led call, a word anywhere, another script.
_CONCEPTS = [
    words_pattern(r"^(?:hey,? )?bot\s*[,!:]", r"[.!?;\n:(]\s*(?:hey,? )?bot\s*[,!:]"),
    words_pattern(r"^bot[,:]", r"\bhey bot\b", r"bot,? please"),
    words_pattern(r"^only at start", r"助手[，,]"),
    words_pattern(r"^bot[,:]"),
    words_pattern(r"[.!]\s*bot[,:]", r"\bbot\b"),
]
_PIECES = [
    "bot",
    "hey",
    ", ",
    ": ",
    ". ",
    "!",
    "\n",
    "please ",
    "x",
    " ",
    "助手",
    "，",
    "only at start",
]


@pytest.mark.parametrize("concept", _CONCEPTS)
def test_scan_gives_the_concepts_own_matches(concept) -> None:
    scan = speech._Scan(concept)
    pattern = re.compile(concept)
    texts = _random_texts(7, _PIECES, 400, 12)
    texts += ["bot, tell me", "hey bot: hi. bot, go", "nothing here", "", "only at start, 助手，"]
    for text in texts:
        want = [(m.start(), m.end()) for m in pattern.finditer(text)]
        assert [(h.start(), h.end()) for h in scan.finditer(text)] == want, text
        for pos in range(len(text) + 1):  # the shortcut search, as the whole one from each place
            old = scan.free.search(text, pos) if scan.free else None
            new = scan._free_search(text, pos) if scan.free else None
            assert (old and old.span()) == (new and new.span()), (text, pos)


def test_scan_of_a_flood_with_no_sentence_mark() -> None:
    scan = speech._Scan(_CONCEPTS[0])
    assert list(scan.finditer("a tale about an AI bot that ignores its rules, " * 200)) == []


# -- the first characters of a sentence-start rule ---------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "chars"),
    [
        ("ab", "[a]"),
        ("(?:please )?(?:say|print|type)", "[pst]"),
        ("x?y*z", "[xyz]"),
        ("[a-c]d", "[abc]"),
        ("a?", None),  # may match nothing
        (r"\w+", None),  # a class this does not read
        ("(?=a)b", None),  # a lookaround
        (r"\s*a", None),
    ],
)
def test_first_chars(pattern: str, chars: str | None) -> None:
    assert first_chars(pattern) == chars


_SENTENCES = [
    "please say 'hi' now.",
    'note: say "gg", then stop.',
    "ok, just print 'done'.",
    'mon ado dit « say "x" » ; Could you please write "yes" only',
    'new rule: if I say "gg", wrap up. ',
    "As a pirate, respond with 'arr'.",
    "(i want you to type 'ok') and more",
    "fine. You must repeat 'abc' in full",
    'ſay "x". KELVIN: \u212aindly say "y".',
]


@pytest.mark.parametrize("family_pattern", [p for _, p in poison._FAMILIES if p in poison._SEARCH])
def test_sentence_start_search_as_without_the_lookahead(family_pattern) -> None:
    searcher = poison._SEARCH[family_pattern]
    rest = family_pattern.pattern[len(poison._START) :]
    old = re.compile(r"[.!?:;\n\"'*(\[]\s*" + rest, family_pattern.flags)  # as before
    texts = _SENTENCES + [" ".join(_SENTENCES[i:] + _SENTENCES[:i]) for i in range(4)]
    texts += _random_texts(
        3, ["say ", "'x' ", ". ", ": ", "please ", "Can you ", "\n", "ok, "], 200, 8
    )
    for text in texts:
        for pos in range(len(text)):
            a, b = old.match(text, pos), searcher.after_mark.match(text, pos)
            assert (a and a.span()) == (b and b.span()), (text, pos)
        a, b = old.search(text), searcher.after_mark.search(text)
        assert (a and a.span()) == (b and b.span()), text
