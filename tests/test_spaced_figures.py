"""A code dictated as spaced figures bound to what it opens (spaced_figures.py): lines written
for these tests, not taken from the training sets."""

import pytest

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
    "the padlock on the shed at the allotment, set it to 3 0 8 6",
    "6 0 9 1 4 2, that's the pin for my tablet",
    "la cerradura del trastero va con 7 2 0 5",
    "the tablet passcode is 6 digits: 4 0 2 9 1 7",
    "kunci gembok gudang 5 1 7 3 terus tekan enter",
]

KEPT = [
    "steps 1 2 3 4 of the door install guide are missing",
    "my phone number is 0 7 7 0 0 9 0 0 1 2 3 if the door is stuck",
    "we finished 4 3 2 1 in the relay, the door prize went to Sam",
    "the kids lined up 1 2 3 4 5 at the school gate",
    "the score was 3 1 and the tickets cost 2 5 euros each",
    # a time, a measurement, a year, a count: not a code, though a door or a gate is named
    "the back gate opens at 0 6 3 0 every morning",
    "the new garage door is 2 4 0 0 mm wide",
    "the safe path round the lake is 1 5 0 0 metres",
    "the gate of the old mill was built in 1 8 7 4",
    "the door prize draw: we sold 2 4 3 1 tickets this year",
    # another number's noun between the door and the figures: they are that number
    "at the gate desk they gave me ticket 7 3 0 2 for the ferry",
    "the card game ended and the total was 6 4 8 2",
    # the door named in another clause, the figures elsewhere
    "the door was open again. Anyway the tracking says 5 5 0 2 8 is out for delivery",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_figures_are_the_span():
    text = "the garage door at my aunt's, 5 0 7 2, then the big button"
    lowered = text.lower()
    chars = Literals(lowered)
    found = spaced_figure_spans(text, lowered, chars, noun_hits(text, lowered, chars))
    assert [text[a:b] for _, a, b in found] == ["5 0 7 2"]


@pytest.mark.parametrize(
    "text",
    [
        "the door was painted blue and the kids scored 6 2 4 1 at darts",
        "we fixed the garage door with Ahmed last week and then planted 3 8 1 6 tulip bulbs",
    ],
)
def test_a_noun_in_another_clause_does_not_bind(text):
    # (other rules may still read these; this family does not)
    lowered = text.lower()
    chars = Literals(lowered)
    assert spaced_figure_spans(text, lowered, chars, noun_hits(text, lowered, chars)) == []
