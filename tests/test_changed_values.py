"""A credential given its new value by a verb of changing or setting (changed_values.py): lines
written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.changed_values import changed_value_spans
from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "the Netflix password kept failing so my sister changed it to Orchard_Lane42",
    "we updated the alarm code after the burglary, it's been switched to 8812",
    "he reset my tablet password to 'Mittens7' while I was out",
    "le code du portail, je l'ai changé en 7314 hier soir",
    "la contraseña del banco la cambié a Girasol_1988 porque la otra la sabía mi ex",
    "a senha do e-mail eu mudei para Cacau!2021 ontem",
    "lösenordet till datorn ändrade jag till Blåbär_77 efter inbrottet",
    "Hasło do routera zmieniłem na Kot_Filemon9, zapisz to gdzieś",
    "пароль от почты мы поменяли на Ласточка_55",
    "the PIN on the garage keypad was 1234 but we changed the PIN. New one is 6047",
]

KEPT = [
    "I changed my password to something much harder to guess",
    "the password rules changed to twelve characters minimum",
    "I changed my flight to 7:30 and got a new seat",
    "changed the wifi name to Casa_Azul so guests can find it",
    "he reset the router to factory settings and the password went with it",
    "la contraseña la cambié a una más segura",
    "my PIN changed to six digits when the bank updated the app",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def spans(text: str) -> list[tuple[str, int, int]]:
    lowered = text.lower()
    chars = Literals(lowered)
    return changed_value_spans(text, lowered, chars, noun_hits(text, lowered, chars))


def test_the_value_shaped_for_its_noun_is_the_span():
    text = "the wifi password, I changed it to Lemon-Tree-33 today"
    assert [text[a:b] for _, a, b in spans(text)] == ["Lemon-Tree-33"]
    text = "el PIN de la tarjeta lo cambié a 5920"
    assert spans(text) == [("spoken-pin", text.index("5920"), text.index("5920") + 4)]


def test_a_year_is_no_password_but_is_a_code():
    assert spans("the password policy changed to 2024 rules") == []
    text = "the gate code changed to 1987 last week"
    assert [text[a:b] for _, a, b in spans(text)] == ["1987"]


def test_past_its_sentence_only_the_new_one_is_read():
    assert spans("I changed my PIN. Then I set the timer to 4500 seconds.") == []
