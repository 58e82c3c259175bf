"""The secret screen's shortcuts (#22 session 15, speed): each gives what the long way gave."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen import value_first
from ltm_chat.memory.screen.secret_speech import _LastSpace, find_spoken_secrets
from ltm_chat.memory.screen.spelled_codes import _run_after
from ltm_chat.memory.screen.spoken_values import _digits_code, chosen_password, random_letters


def test_last_space_is_the_last_space_or_newline_before_each_position():
    text = "alpha beta\ngamma-delta  epsilon\n\nzeta eta" * 3
    spaces = _LastSpace(text)
    for pos in [*range(0, len(text), 3), 5, 40, 2]:  # in order, then out of order
        assert spaces.before(pos) == max(text.rfind(" ", 0, pos), text.rfind("\n", 0, pos))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my api key is (qxzvbnmtrwk), keep it", "qxzvbnmtrwk"),  # brackets stay out
        ('the token: "qxzvbnmtrwk". ok', "qxzvbnmtrwk"),  # quotes and the stop stay out
        ("password is qxzvbnmtrwk, ok", "qxzvbnmtrwk"),
        ("password: 'Xq9!mPz2'", "Xq9!mPz2"),
    ],
)
def test_a_value_span_leaves_out_what_stands_around_the_word(text, value):
    spans = find_spoken_secrets(text)
    assert spans and {text[start:end] for _, start, end in spans} == {value}


@pytest.mark.parametrize(
    ("text", "run"),
    [
        ("q q q q a b then one two three", "one two three"),  # words before the first digit word
        ("the code abc7 8 9 0 done", "8 9 0"),  # "7" touches a letter: not said alone
        ("door x y z 1.2 3 4 5 6", "3 4 5 6"),  # "1.2" is a number, not two digits
        ("safe: a b c d e f seven two one, fine", "seven two one"),
    ],
)
def test_a_spelled_run_starts_where_the_long_way_started_it(text, run):
    found = _run_after(text, 0, len(text))
    assert found is not None and text[found[0] : found[1]] == run


def test_no_digit_in_the_window_is_no_run():
    assert _run_after("door q w e r t y and more words", 0, 30) is None


@pytest.mark.parametrize("word", ["lowercase", "spaces", "Sunflower", "abcdefgh"])
def test_letters_alone_are_no_chosen_password_and_no_digit_code(word):
    assert not chosen_password(word)
    assert not _digits_code(word)


def test_random_letters_still_tell_case_changes_and_clusters():
    assert random_letters("qxzvbnmtrwk")  # no vowel
    assert random_letters("aBcDeFgHiJ")  # the case changes at every letter
    assert not random_letters("PasswordManager")  # a name in CamelCase
    assert not random_letters("Sunflowers")  # a capital first only
    assert not random_letters("lowercase")


def _word_start_by_letters(lowered: str, end: int) -> int:
    """value_first._word_start as it was: one character at a time."""
    start = end
    while start > max(0, end - value_first._REACH) and not lowered[start - 1].isspace():
        start -= 1
    return start


def test_word_start_is_where_the_loop_a_letter_at_a_time_stopped():
    texts = ["", "password", "the password is x", "a\u00a0b\u3000c\td\ne", "y" * 300 + ". is"]
    for text in texts:
        for end in range(len(text) + 1):
            assert value_first._word_start(text, end) == _word_start_by_letters(text, end)


def test_a_spelled_run_is_found_as_reading_every_piece_found_it(monkeypatch):
    """_run_after skips the words of a-z before the first digit word at C speed; reading every
    piece from the window's start (the long way) finds the same run in every window."""
    import random

    from ltm_chat.memory.screen import spelled_codes

    pieces = [
        *"q a b x".split(),
        *"one two seven oh un zéro fünf drei bone then left".split(),
        *"1 22 7 333".split(),
        *" , . : / - – é ४ 7a a7 ab1 \t \n".split(" "),
        "\u0966",
        "ड़",
    ]
    rng = random.Random(22)
    windows = []
    for _ in range(4000):
        text = "".join(
            rng.choice(pieces) + rng.choice([" ", " ", "", ", ", "  "]) for _ in range(12)
        )
        start = rng.randint(0, len(text))
        windows.append((text, start, rng.randint(start, len(text))))
    fast = [_run_after(*window) for window in windows]
    monkeypatch.setattr(spelled_codes, "_pieces_from", lambda lowered, start, stop: start)
    assert fast == [_run_after(*window) for window in windows]
    assert sum(run is not None for run in fast) > 100  # (runs were found, not only misses)


def test_a_reader_of_the_literals_shares_answers_and_words():
    """The spoken scan reads the rule scan's literals through a reader: the same answers as a
    plain search, and the distinct words one of them collected serve both."""
    import itertools

    from ltm_chat.memory.screen.literals import Literals

    text = "we sat on the mat. " * 3000  # (long enough to collect the distinct words)
    first = Literals(text)
    reader = first.reader()
    probes = ["mat", "sat on", "dog", "pass", "the mat.", "xyz", " on "]
    # (absent words of the text's own letters: each needs a search, none is known at once)
    absent = ["".join(p) for p in itertools.product("mwhn", repeat=4)]
    for literal in probes + absent:
        assert first.has(literal) == (literal in text)
    assert first.words_if_read() is not None  # (the searches paid for the words)
    assert reader.words_if_read() is first.words_if_read()
    for literal in [*probes, "at.", "w"]:
        assert reader.has(literal) == (literal in text)
