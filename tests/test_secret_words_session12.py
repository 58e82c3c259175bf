"""Credential rules of #22 session 12, each from what a secret *is*, with look-alikes that share
its words and must pass. The probes were written for these tests, thinking as a new author in
another language would say each class of secret (bench/RESULTS.md, "#22 credential rules,
session 12"); one cause came from a training author's miss (train7's Korean "API 키").

- an access noun in the case a sentence puts it in (Polish, Czech, Russian, Serbo-Croatian,
  Romanian), in Urdu and Persian spelling, Korean's 키 and 패스워드, Bengali's PIN alone; the
  genitive plural and the head-first public codes ("menedżer haseł", "kod rabatowy", "codul
  poștal") stay topics.
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # nouns in their cases, Urdu, Persian, Korean, Bengali
    ("drzwi do piwnicy otwierasz kodem 4471", "4471"),
    ("s heslem Praha#1989 se přihlásíš do pošty", "Praha#1989"),
    ("дверь в подъезд открывается кодом 4471", "4471"),
    ("lozinku za wifi: Zagreb_2020", "Zagreb_2020"),
    ("codul de la ușă este 4471", "4471"),
    ("cheia API este 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d", "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d"),
    ("میرا پاس ورڈ Lahore@786 ہے", "Lahore@786"),
    ("میرا اے ٹی ایم پن 5522 ہے", "5522"),
    ("پسوردم Tehran#1400 است", "Tehran#1400"),
    ("API 키: 4cdbd36a85458667bba99931e16fa742", "4cdbd36a85458667bba99931e16fa742"),
    ("내 패스워드는 Haneul2024! 이야", "Haneul2024!"),
    ("আমার পিন ৪৮২১", "৪৮২১"),
]

# Sentences that share the new rules' words and name no one's secret.
PASSED = [
    "menedżer haseł to Bitwarden",
    "мой менеджер паролей — KeePass",
    "správce hesel je Bitwarden",
    "не помню пароля от почты",
    "пароли должны быть длинными",
    "паролем мы не делимся",
    "kody rabatowe: LATO20",
    "kod rabatowy LATO2024",
    "kod pocztowy: 00-950",
    "codul poștal este 010011",
    "код заказа 448812",
    "кода ошибки 404 нет",
    "cheia de la casă e sub preș",
    "আমাদের পিন কোড 700001",
    "키는 180이야",
    "스키는 재밌어",
    "키보드 새로 샀어",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session12_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session12_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
