"""A lock's code of figures and capitals after the code's noun (lettered_codes.py): lines
written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.lettered_codes import lettered_code_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "a kapukód a nagymamához 41K9, ne felejtsd el",
    "код подъезда у брата 207К, потом ключ",
    "the gym locker code 5R2T8, it resets monthly",
    "they gave me a code 7720-C for the bike locker at the station",
]

KEPT = [
    "the door code for flat 12B is on the board downstairs",
    "error code E404 on the door sensor again",
    "the locker code: 128GB of photos won't fit anyway",
    "the code for room 4A door is on the hotel app",
    "the course code is CS101 and the locker room is downstairs",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_code_is_the_span():
    text = "the parcel locker code 3M9K2 expires tomorrow"
    lowered = text.lower()
    chars = Literals(lowered)
    found = lettered_code_spans(text, lowered, chars, noun_hits(text, lowered, chars))
    assert [text[a:b] for _, a, b in found] == ["3M9K2"]
