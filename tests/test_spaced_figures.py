"""A code dictated as spaced figures in a sentence that names what it opens (spaced_figures.py):
lines written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spaced_figures import spaced_figure_spans
from tests.screen_helpers import screen_cases

REFUSED = [
    "the side door of the clinic, you type 6 0 3 8 then wait for the beep",
    "yung lock ng bodega namin, 7 2 9 1 tapos pindutin ang check",
    "домофон в подъезде у мамы: сначала 35, потом 8 1 4 6",
    "η κλειδαριά της αποθήκης ανοίγει, γράψε 4 4 0 9 στο keypad",
    "the lock screen on grandpa's tablet is 2 5 8 0 6",
]

KEPT = [
    "steps 1 2 3 4 of the door install guide are missing",
    "my phone number is 0 7 7 0 0 9 0 0 1 2 3 if the door is stuck",
    "we finished 4 3 2 1 in the relay, the door prize went to Sam",
    "the kids lined up 1 2 3 4 5 at the school gate",
    "the score was 3 1 and the tickets cost 2 5 euros each",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_figures_are_the_span():
    text = "the garage door at my aunt's, 5 0 7 2, then the big button"
    lowered = text.lower()
    chars = Literals(lowered)
    found = spaced_figure_spans(text, lowered, chars, noun_hits(text, lowered, chars))
    assert [text[a:b] for _, a, b in found] == ["5 0 7 2"]
