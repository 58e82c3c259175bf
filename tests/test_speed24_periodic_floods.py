"""#22 session 22 (h-speed24): a long text that is one unit pasted over and over is searched
within its first unit and has its words taken from its first and last units; fold's dotted-run
pattern holds its pairs possessively. Every answer must be what reading the whole text gives."""

from __future__ import annotations

import random
import re

import pytest

from ltm_chat.memory.screen import instruction_fold
from ltm_chat.memory.screen.literals import Literals

_UNITS = [
    "we left the bikes by the shed ",
    "the kettle is on\n",
    "mijn fiets staat buiten. ",
    "  two spaces first",
    "no-space-at-all",
    "a.b.c ",
    "tab\there ",
    "über die Brücke gehen ",
    "今日は雨です　",
    "пошли гулять ",
    "x",
    "ends with a word",
]


def _flood(unit: str, size: int, prefix: str = "") -> str:
    return prefix + (unit * (size // len(unit) + 2))[: size - len(prefix)]


def _plain_words(text: str) -> set[str]:
    return set(text.split())


@pytest.mark.parametrize("unit", _UNITS)
@pytest.mark.parametrize("size", [20_000, 25_001, 33_333])
def test_a_flood_has_the_words_and_literals_of_the_whole_text(unit, size):
    text = _flood(unit, size)
    reader = Literals(text)
    if reader._period() and reader._unit_spaced():
        assert set(reader._periodic_words()) == _plain_words(text)
    probes = {text[i : i + n] for i in range(0, 200, 7) for n in (1, 3, 9)}
    probes |= {"zzz", "the shed the", "gehen über", "雨です　今", "ends with", "a.b.c a"}
    for probe in sorted(probes):
        assert Literals(text).has(probe) == (probe in text), probe
        assert Literals(text).has_chars(probe) == all(c in text for c in probe), probe


def test_random_floods_answer_as_the_whole_text_does():
    rng = random.Random(24)
    letters = "ab c\n\t.ı好\u3000 "
    for _ in range(60):
        unit = "".join(rng.choice(letters) for _ in range(rng.randint(1, 400)))
        text = _flood(unit, rng.randint(20_000, 40_000))
        reader = Literals(text)
        if reader._period() and reader._unit_spaced():
            assert set(reader._periodic_words()) == _plain_words(text)
        for _ in range(8):
            start, length = rng.randrange(len(text)), rng.randint(1, 12)
            probe = text[start : start + length]
            other = "".join(rng.choice(letters) for _ in range(length))
            for literal in (probe, other):
                assert Literals(text).has(literal) == (literal in text)
                if literal.split() == [literal]:  # (a gate may open more, never less)
                    edges = r"(?<!\w)" + re.escape(literal) + r"(?!\w)"
                    if re.search(edges, text):
                        assert Literals(text).has_word(literal, start=True, end=True)


def test_a_flood_is_seen_and_other_texts_are_not():
    assert Literals(_flood("we met at noon ", 30_000))._period() == len("we met at noon ")
    assert Literals(_flood("ab", 30_000))._period() == 2
    assert not Literals(_flood("we met at noon ", 19_000))._period()  # (short: never asked)
    varied = " ".join(f"line {i} of the notes" for i in range(2_000))
    assert not Literals(varied)._period()
    # a different start: the first characters do not recur, so nothing is assumed
    assert not Literals(_flood("we met at noon ", 30_000, prefix="Dear Sam, "))._period()
    # one change near the end: the comparison fails
    text = _flood("we met at noon ", 30_000)
    assert not Literals(text[:-100] + "X" + text[-99:])._period()


def test_a_unit_without_white_space_is_one_word():
    reader = Literals(_flood("no-space", 30_000))
    assert reader._period() and not reader._unit_spaced()
    assert reader.has("paceno-s") and not reader.has("spaces")


def test_the_last_piece_of_a_flood_cut_mid_word_is_a_word():
    text = _flood("alpha beta gamma ", 30_000)
    assert text.split()[-1] in set(Literals(text)._periodic_words())
    assert Literals(text).has_word(text.split()[-1], start=True, end=True)


_OLD_DOTTED = re.compile(r"(?<![^\s])(?:[^\s.]\.){2,}[^\s.]\.{0,2}|\b\w\.\w\b")


@pytest.mark.parametrize(
    "text",
    [
        "p.p.p.p.",
        "i.g.n.o.r.e the rules",
        "a.b.c. and x.y..z then q.r",
        "r.u.l.e.s..., s.y.s",
        "e.g. and i.e. in a note",
        "1.2.3.4 is an address",
        "a.b a.b.c a.b.c.d..",
        "ends with a.b",
        "p." * 500,
        "x.y" + ".z" * 300 + ".",
        "v.1 u.2.3 ..a.b.c",
    ],
)
def test_the_dotted_runs_are_read_as_before(text):
    def undot(m: re.Match[str]) -> str:
        return m.group().replace(".", "")

    assert instruction_fold._DOTTED.sub(undot, text) == _OLD_DOTTED.sub(undot, text)
    assert [m.span() for m in instruction_fold._DOTTED.finditer(text)] == [
        m.span() for m in _OLD_DOTTED.finditer(text)
    ]
