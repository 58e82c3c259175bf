"""#22 session 24 (h-creds26): a value told with how to type it, for the notes the table lacked
("no caps", "with the dots", "med stort K", "isolla M kirjaimella", "s velkým P", "egybeírva"),
after the copulas of Finnish, the South Slavic languages and the Baltic ones, with a comma or a
"but" between the value and its note — refused and hidden whole. Kept: a note with no value, a
place or a rule where the value would be, a note on something that is not an access noun's."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the router password is kettlecorn (no caps)", ["kettlecorn"]),
    ("my tablet password is Rainy.Tuesday.Tea with the dots", ["Rainy.Tuesday.Tea"]),
    ("lösenordet till datorn är hallonsaft med stort H", ["hallonsaft"]),
    ("verkkopankin salasana on lumiukko isolla L kirjaimella", ["lumiukko"]),
    ("heslo do počítače je jahoda s velkým J", ["jahoda"]),
    ("a wifi jelszó: piros alma, egybeírva", ["piros", "alma"]),
    ("wifi geslo je zelena hiša, no spaces", ["zelena", "hiša"]),
    ("the passphrase is Lighthouse Keeper 12 but with no spaces", ["Lighthouse", "Keeper"]),
    ("wifi key is paper lantern twelve, all run together", ["paper lantern", "twelve"]),
    ("la clave del correo es gato-rojo sin guiones", ["gato-rojo"]),
]

KEPT = [
    "my password has no caps and that's why the site refused it",
    "the password is on the fridge, with the dots I told you about",
    "the password must be eight characters but with no spaces",
    "write your name in capital letters, with the dots after initials",
    "the file name is final report with no spaces",
    "salasana on liian lyhyt isolla kirjaimella tai ilman",
    "the hashtag is summerfest, all run together",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_value_with_a_typing_note_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_typing_notes_without_a_value_are_kept(text):
    assert screening_verdict(text) is None, text
