"""A PIN's digits later in its sentence (pin_digits.py): lines written for these tests, not
taken from the training sets."""

from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.pin_digits import pin_digit_spans
from tests.screen_helpers import screen_cases

REFUSED = [
    "mã pin thẻ tín dụng Techcombank của anh là 770312",
    "Is é an PIN ar mo chárta bainc ná 4826",
    "i-PIN yekhadi likababa ngu-6619",
    "the gym locker wants a pin, mine's 3081",
    "here's the PIN for the fuel card the van uses: 5512",
    "PIN karty w Revolut: tak jak zawsze, 9034",
]

KEPT = [
    "dropped a pin at 4471 Elm Street for the party",
    "the card machine asks for a PIN above 5000 shillings only",
    "my PIN is something only I know, my brother tried 1234 and got locked out",
    "got a new PIN letter in 2023 but never opened it",
    "the PIN prompt showed up 2000 times today lol",
    "PIN entry failed, terminal 4471 restarted",
    "the bowling pin cost 1200 yen",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def spans(text: str) -> list[tuple[str, int, int]]:
    lowered = text.lower()
    chars = Literals(lowered)
    return pin_digit_spans(text, lowered, chars, noun_hits(text, lowered, chars))


def test_the_digits_are_the_span_a_joined_prefix_left_out():
    text = "i-PIN yami ye-bank ngu-3390"
    assert [text[a:b] for _, a, b in spans(text)] == ["3390"]


def test_a_number_named_between_is_another_number():
    assert spans("the PIN letter came with order 55120 today") == []
    assert spans("PIN reminder for flat 1204 arrived") == []
