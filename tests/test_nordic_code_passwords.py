"""A login's password called its code in Danish, Norwegian and Swedish (nordic_code_passwords.py):
lines written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.nordic_code_passwords import nordic_code_password_spans
from tests.screen_helpers import screen_cases

REFUSED = [
    "Min kode til e-Boks er Fjord2024!, skriv den ned",
    "hans kode til Outlook er Peter1987Dk hvis du skal logge ind",
    "koden til Netflix-kontoen vår er Nordkapp_99",
    "koden till jobbdatorn är Sommar2024! tills vidare",
]

KEPT = [
    "koden til fitness er det samme som sidst",
    "Koden til wifi er på bagsiden af routeren",
    "koden til bogen er svær at forstå",
    "koden för kursen är inte klar än",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)


def test_digits_alone_are_left_to_the_code_rules():
    text = "koden til porten er 4471"
    assert nordic_code_password_spans(text, text.lower(), Literals(text.lower())) == []
