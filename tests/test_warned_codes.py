"""#22 session 23 (h-creds25): a code next to the warning never to share it — the sentence a
bank or a service sends with every one-time code, in any language — is refused and hidden
whole. Kept: a warning with no code, a year, an amount, a reference number, a phone number's
groups, a tracking or expired code, an invitation to share."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "Your Parcelo verification: 771 204. Never share it with anyone, not even us.",
        ["771", "204"],
    ),
    ("« 583920 » — ne le donnez à personne, même pas à un conseiller", ["583920"]),
    ("Tu clave de acceso es 4417 08. Bueno, 441708. No la compartas con nadie.", ["441708"]),
    ("Ihr Freigabewert lautet 930127 — bitte niemandem mitteilen", ["930127"]),
    ("mama dostała SMS: 662 018, nikomu nie podawać", ["662 018"]),
    ("Ваш одноразовый: 508 113. Никому не сообщайте его.", ["508 113"]),
    ("確認番号 448 201 は他人に教えないでください", ["448 201"]),
    ("kode 90331 jangan berikan kepada siapa pun ya", ["90331"]),
]

KEPT = [
    "never share your password with anyone, the bank will not ask for it",
    "don't tell anyone but we're moving in 2026",
    "don't tell anyone, I paid 1500 euros for the bike",
    "call 0800 123 456 and don't share your details with anyone",
    "my score was 98765, share it with everyone!",
    "your order 44812 ships today, don't share the tracking link with anyone",
    "that 482915 from the bank expired, don't give it to anyone anyway",
    "nobody came to room 4412 today",
    "don't tell anyone, it's in room 3301",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_code_under_a_warning_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_warnings_without_a_code_are_kept(text):
    assert screening_verdict(text) is None, text
