"""spelled_values.py reads the text around each noun once per distinct text (a flood repeats
it): the values it finds, and where, are those of reading every noun on its own."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen import spelled_values
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spelled_codes import code_noun_ends

SAID = "my password is capital T, r, zero, u, b, l, e, then the number seven. "
BEFORE = "sierra hotel echo dash four four, that's the password for the bank. "
KEPT = "the password needs a capital letter and a symbol. "


def _each_noun_alone(lowered: str) -> list[tuple[str, int, int]]:
    """The rule as it was before the memo: every noun's window read in full."""
    found: list[tuple[str, int, int]] = []
    for end in code_noun_ends(lowered, Literals(lowered)):
        if found and end < found[-1][2]:
            continue
        value = spelled_values._value_after(lowered, end) or spelled_values._value_before(
            lowered, end
        )
        if value is not None:
            found.append(("spoken-password", *value))
    return sorted(found, key=lambda f: f[1])


@pytest.mark.parametrize(
    "text",
    [
        (SAID + "x " * 200 + KEPT + "y " * 200) * 4 + BEFORE * 3 + SAID,
        SAID * 6,  # the same text around every noun but the first and last
        BEFORE + "z " * 300 + BEFORE + "q " * 127 + BEFORE,
        "the password" + " " * 400 + "is capital T r u then one" + " the password \t" * 40,
        (KEPT + "door a b c then q q q " + "x" * 300 + ". ") * 5,
    ],
)
def test_a_repeated_text_finds_what_each_noun_alone_finds(text: str) -> None:
    lowered = text.lower()
    expected = _each_noun_alone(lowered)
    assert spelled_values.spelled_value_spans(text, lowered, Literals(lowered)) == expected


def test_the_repeated_value_is_found_at_every_place() -> None:
    text = SAID * 6
    found = spelled_values.spelled_value_spans(text, text.lower(), Literals(text.lower()))
    assert [start // len(SAID) for _, start, _ in found] == list(range(6))
    assert len({text[start:end] for _, start, end in found}) == 1


def _windows(text: str) -> list[tuple[str, int, int]]:
    """(lowered, start, stop) of the text after each noun, as _value_after reads it."""
    lowered = text.lower()
    out = []
    for end in code_noun_ends(lowered, Literals(lowered)):
        clause = spelled_values._CLAUSE_END.search(lowered, end, end + 180)
        out.append((lowered, end, clause.start() if clause else min(len(lowered), end + 180)))
    return out


def test_a_window_the_quick_test_passes_over_holds_no_value() -> None:
    from tests.test_spoken_secrets_session13 import LOOK_ALIKES, SAID_ALOUD

    texts = [getattr(t, "values", (t,))[0] for t in SAID_ALOUD + LOOK_ALIKES]  # pytest.param too
    passed = skipped = 0
    for lowered, start, stop in (w for t in texts for w in _windows(t)):
        pieces = spelled_values._PIECE.findall(lowered, start, stop)
        if spelled_values._may_hold_value(pieces):
            passed += 1
            continue
        skipped += 1
        for _, _, kinds, words in spelled_values._runs(lowered, start, stop):
            assert not spelled_values._said_value(kinds, words, True), lowered
            assert not spelled_values._said_value(kinds, words, False), lowered
    assert passed and skipped  # the test both lets windows through and skips some
