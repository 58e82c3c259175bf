"""#22 session 25 (h-creds27b): a passphrase said as the words it is — after a passphrase's noun
(a pass phrase, a verbal password or passcode, in several languages) and a label, a copula or
"we chose", the words that end the clause: quoted, ending in a number, or a few capitalised
words — refused, every word hidden. Kept: a phrase that describes a rule or a length, the same
as before, a passphrase in a story, the noun with no value."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the passphrase for my old laptop is lantern pickle orbit 77", ["lantern", "pickle orbit 77"]),
    ("pass phrase of the photo archive: seven green herons 2008", ["seven green herons 2008"]),
    ("the verbal password with the alarm firm is Tangerine Harbour", ["Tangerine Harbour"]),
    ('the gym asked for a verbal passcode, we chose "rusty kettle"', ["rusty kettle"]),
    ('la frase de contraseña del disco es "luna de miel en otoño"', ["luna de miel en otoño"]),
    ("the passphrase on the nas is the crooked barn by the mill 1986", ["crooked barn", "1986"]),
]

KEPT = [
    "the passphrase is at least 12 characters long",
    "the passphrase expires every 90 days",
    "the new passphrase rules need 4 words",
    "I'm writing a story where the spy's passphrase is \"the owl flies at midnight\"",
    "I forgot my passphrase again, the drive is locked",
    "a good pass phrase is four random words",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_passphrase_words_are_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_passphrase_descriptions_are_kept(text):
    assert screening_verdict(text) is None
