"""#22 session 18: text typed decomposed (NFD) gets its composed form's verdict on both screens,
and a redaction of it covers the whole typed secret (base letters and all their marks)."""

from __future__ import annotations

import unicodedata

import pytest

from ltm_chat.memory.screen.composed import composed, in_nfc
from ltm_chat.memory.screen.poison import looks_like_instruction
from ltm_chat.memory.screen.redact import find_secrets, looks_like_secret, redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


SECRETS = [
    "la contraseña de mi portátil es Cañón#2291 y nadie la sabe",
    "das Passwort für den Router lautet Grüße-Öl77",
    "mot de passe du wifi : Été-Forêt-1984",
    "o código do portão é 4471, não esquece",
    "пароль от почты: ёлкаЁж2020",
    "PIN karty to 8842, nie mów nikomu",
    "Şifrem Güneş_çiçek91, unutma",
    "와이파이 비밀번호는 바다하늘0412 이에요",
]

ORDINARY = [
    "we had crème brûlée at the café after the exposé",
    "mi abuela cocinó paella el sábado y salió riquísima",
    "Ich war mit Jürgen in München, es war schön",
    "오늘은 날씨가 좋아서 공원에 갔어요",
    "la señora del piso tercero tiene un perro muy simpático",
]


@pytest.mark.parametrize("text", SECRETS + ORDINARY)
def test_decomposed_text_gets_the_composed_verdict(text: str) -> None:
    assert nfd(text) != text
    assert looks_like_secret(nfd(text)) == looks_like_secret(text)
    assert looks_like_instruction(nfd(text)) == looks_like_instruction(text)
    assert screening_verdict(nfd(text)) == screening_verdict(text)


@pytest.mark.parametrize("text", SECRETS)
def test_decomposed_secrets_are_refused(text: str) -> None:
    assert looks_like_secret(text) is not None
    assert looks_like_secret(nfd(text)) is not None


@pytest.mark.parametrize("text", SECRETS)
def test_a_decomposed_redaction_leaves_no_tail(text: str) -> None:
    redacted = redact_secrets(nfd(text))
    # the same redaction as the composed text's, around the same (decomposed) words
    assert unicodedata.normalize("NFC", redacted) == redact_secrets(text)
    for span in find_secrets(nfd(text)):
        after = nfd(text)[span.end : span.end + 1]
        assert not (after and unicodedata.combining(after)), "a mark of the secret left behind"


def test_a_mark_after_the_secret_is_hidden_with_it() -> None:
    text = nfd("password: Zürich-Größe99é")
    assert redact_secrets(text) == "password: [redacted: password-assignment]"


def test_invisible_characters_and_marks_together() -> None:
    typed = "la contraseña es Cañ\u200bón#2291"
    redacted = redact_secrets(nfd(typed))
    assert "#2291" not in redacted and "\u0303" not in redacted.split("es ")[-1]
    assert redacted.startswith(nfd("la contraseña es "))


def test_seed_words_decomposed() -> None:
    words = "ábaco abdomen abeja abierto abogado abono aborto abrazo abrir abuelo abuso acabar"
    text = f"mis palabras: {words}"
    assert looks_like_secret(text) == "seed-phrase"
    assert looks_like_secret(nfd(text)) == "seed-phrase"


def test_offsets_map_back_to_the_typed_text() -> None:
    typed = nfd("ñandú y pingüino")
    nfc = composed(typed)
    assert nfc is not None and nfc.text == "ñandú y pingüino"
    start = nfc.text.index("pingüino")
    end = start + len("pingüino")
    assert typed[nfc.start(start) : nfc.end(end)] == nfd("pingüino")
    # an end inside a composed letter reaches past all its marks
    u = nfc.text.index("ü")
    assert typed[nfc.start(u) : nfc.end(u + 1)] == "u\u0308"


def test_composed_text_is_left_alone() -> None:
    assert composed("plain ascii") is None
    assert composed("ya está compuesto") is None
    text = "ya está compuesto"
    assert in_nfc(text) is text


def test_hangul_jamo_compose_into_syllables() -> None:
    typed = nfd("비밀번호")
    nfc = composed(typed)
    assert nfc is not None and nfc.text == "비밀번호"
    assert typed[nfc.start(1) : nfc.end(2)] == nfd("밀")
