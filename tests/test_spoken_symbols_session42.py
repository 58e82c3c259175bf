"""#22 session 42 (h-dictated45): a value dictated with its symbols said as words, read back as
typed ("tigre guion bajo nove nove" is "tigre_99", "colon slash slash … at … dot …" a connection
string), is refused and hidden whole. Kept: an e-mail address, a phone number or an order
number said so, a symbol word beside a function word ("a dash of", "a punto de")."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "la contraseña del wifi es gatito guion bajo nueve nueve",
    "mot de passe du compte: soleil tiret bleu 42",
    "das Passwort fürs Tablet ist Sonne Klammeraffe Haus 12",
    "la password della mail è girasole trattino 2020",
    "a senha do banco é tucano traço sete sete",
    "my router password is maple underscore capital t 55 exclamation mark",
    "yung password ng laptop ko ay Bahay dash Kubo 12",
    "the stripe key is sk underscore live underscore 8Kd2LmQ9xZ4tP7wR1nB5vC",
    "save the db url: mysql colon slash slash root colon Tr0mb0ne7 at db dot example dot org",
]
KEPT = [
    "mi correo es ana punto ruiz arroba gmail punto com",
    "my number is five five five dash two one nine eight",
    "the order number is A B dash four four seven one",
    "add a dash of salt and a pinch of pepper",
    "la reunión está a punto de empezar",
    "I wrote the password down, it's on the fridge dot com style notes",
    "le point de vue de ma soeur est différent",
    "she said hashtag blessed under every photo",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("la contraseña es gatito guion bajo nueve nueve", ["gatito", "nueve"]),
        ("the password is maple underscore tree 55", ["maple", "tree", "55"]),
    ],
)
def test_dictated_value_is_hidden_whole(text, pieces):
    assert_refused_and_hidden(text, pieces)


# A number said digit by digit in words is read as its digits ("sieben vier neun" is "749").
REFUSED_DIGITS = [
    "das WLAN-Passwort ist Garten sechs drei neun eins alles zusammen",
    "la contraseña del router es Nube cuatro cuatro ocho uno todo junto",
    "the wifi password is Bluebird seven seven two one, all one word",
]
KEPT_DIGITS = [
    "my phone number is five five five one two three four",
    "count with me one two three four five",
    "la dirección es calle Mayor uno dos tres, segundo piso",
    "the flight is seat three four two on Friday",
]

test_refused_digits, test_kept_digits = screen_cases(REFUSED_DIGITS, KEPT_DIGITS, "secret")


# A letter's case said as a word is read as the letter in its case, joined to the word it
# starts ("capital b big dog" is "Big dog"); a name spelled "with a capital K" stays a name.
REFUSED_CASE = [
    "the router password is capital R river stone 42 no spaces",
    "the email password is capital J jelly bean 7 all one word",
]
KEPT_CASE = [
    "my name is Kathryn with a capital K",
    "the capital A in the logo should be blue",
    "write Lisa with a big L please",
]

test_refused_case, test_kept_case = screen_cases(REFUSED_CASE, KEPT_CASE, "secret")


@pytest.mark.parametrize(
    "text",
    [
        "le code de la route : trois un huit neuf voitures par jour",
        "the door code meeting had four five six people",
        "el código del portal lo cambiaron hace setenta y siete días",
    ],
)
def test_a_count_said_in_words_is_no_code(text):
    assert screening_verdict(text) is None


def test_a_run_before_a_typing_note_is_read_though_a_plural_looks_like_a_count():
    assert screening_verdict("das WLAN-Passwort ist Garten sechs drei neun eins alles zusammen")


def test_a_long_text_is_read_near_its_dictated_value():
    chat = "We talked about the garden and the weather for a long while. " * 60
    text = chat + "la contraseña del wifi es gatito guion bajo nueve nueve. " + chat
    assert screening_verdict(text) is not None
