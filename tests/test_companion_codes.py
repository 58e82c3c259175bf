"""A second code in the sentence of a found one is redacted too (issue #22: a
transcript never keeps any part of a refused secret), and nothing else changes."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.companion_values import companion_codes
from ltm_chat.memory.screen.redact import find_secrets, looks_like_secret, redact_secrets


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Koda za vhod v blok je 2207, za klet pa 1130.", ("2207", "1130")),
        ("The door code is 2207, and for the basement it is 1130.", ("2207", "1130")),
        (
            "Der Code für die Haustür ist 4821, Keller 7733 und Garage 9051.",
            ("4821", "7733", "9051"),
        ),
        (
            "wifi password is Tr0ub4dor&3 and the guest one is Summer2024!",
            ("Tr0ub4dor&3", "Summer2024"),
        ),
        ("My gate code is 4821 and the garage one is 77 33 91.", ("4821", "77 33 91")),
    ],
)
def test_every_value_of_the_sentence_is_hidden(text, hidden):
    redacted = redact_secrets(text)
    for value in hidden:
        assert value not in redacted, redacted
        for piece in value.split():
            assert piece not in redacted, redacted


def test_the_next_sentence_and_other_words_are_left_as_they_are():
    text = "The door code is 2207, the basement 1130. Call me at 5 pm in room 4412, ok?"
    assert redact_secrets(text).endswith("Call me at 5 pm in room 4412, ok?")
    assert "the basement" in redact_secrets(text)


@pytest.mark.parametrize(
    "text",
    [
        "Order 44821 arrives Friday and room 7733 is booked for the team.",
        "Ticket 4821-9930 is about the door code reset, room 7733.",
        "My password manager is 1Password and I use version 8.2.",
    ],
)
def test_a_text_with_no_secret_is_not_touched(text):
    assert not find_secrets(text)
    assert redact_secrets(text) == text


def test_second_codes_never_change_a_verdict():
    # They are read only beside a found code: with none found there is nothing to read.
    assert companion_codes("order 44821 and room 7733", []) == []
    assert not find_secrets("Order 44821 arrives Friday and room 7733 is booked.")
    text = "The door code is 2207, for the basement 1130."
    assert looks_like_secret(text)
    assert [text[s.start : s.end] for s in find_secrets(text)] == ["2207", "1130"]
    first = [("spoken-pin", text.index("2207"), text.index("2207") + 4)]
    assert [text[s:e] for _, s, e in companion_codes(text, first)] == ["1130"]


def test_a_long_text_without_sentence_ends_is_read_near_its_values_only():
    filler = "lorem ipsum 1234 dolor " * 5000
    text = filler + "the door code is 2207 and the shed 4455 " + filler
    redacted = redact_secrets(text)
    assert "2207" not in redacted and "4455" not in redacted
    assert redacted.count("1234") >= 2 * 5000 - 30  # only values within reach are hidden
