"""A credential's value after an aside between its noun and the copula (aside_values.py): lines
written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.aside_values import aside_value_spans
from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "My Dropbox password, which my nephew set up for me last summer, is Harbour!Lights8",
    "The four-digit PIN for the office alarm, in case the manager is away, is 7702.",
    "das Passwort, das ich für alles benutze, ist Schnecke_2019",
    "le mot de passe, celui du portail de la mairie, est Tilleul#44",
]

KEPT = [
    "My password, as the bank keeps saying, is something I should change",
    "The PIN, as everyone knows, is four digits long",
    "my password, the one from work, is on the post-it in the drawer",
    "The code, my landlord says, is written on the fob",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_value_after_the_copula_is_the_span():
    text = "My Steam password, which I use at the club, is Ghost_Rider_77 for now"
    lowered = text.lower()
    chars = Literals(lowered)
    found = aside_value_spans(text, lowered, chars, noun_hits(text, lowered, chars))
    assert [text[a:b] for _, a, b in found] == ["Ghost_Rider_77"]
