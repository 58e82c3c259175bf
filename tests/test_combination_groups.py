"""#22 session 30 (h-creds34): a combination written as dashed groups of one or two digits, a
safe, a vault, a locker or a padlock named in its own language a few words away, refused and
hidden. Kept: addresses, scores, phone numbers, dates with their year, factory zeros, a game's
or a film's code, groups in a line that names no lock."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("trezor v kanceláři: 38-12-55", ["38-12-55"]),
    ("seifi kodu evdeki 41-09-27, kimseye söyleme", ["41-09-27"]),
    ("kasaforta e zyrës hapet me 12-37-44", ["12-37-44"]),
    ("dada ka taala wala number 7-2-5 hai, godam ke peeche", ["7-2-5"]),
    ("the strongbox in the attic: 15-40-22", ["15-40-22"]),
    ("ロッカーの番号：9-1-5", ["9-1-5"]),
    ("उनकी तिजोरी 33-47-20 से खुलती है", ["33-47-20"]),
    ("Kombinasjonen til pengeskapet er 44-9-31-2", ["44-9-31-2"]),
]

KEPT = [
    "新しい住所は 大阪市北区梅田3-1-2 です。",
    "the match ended 3-1 and then 2-2 in the rematch with the lock-in crowd",
    "safety drill times for the ward: 7-8-9 in the morning",
    "we fitted the new lock on 2024-03-15, the old one jammed",
    "the padlock shipped set to 0-0, change it before use",
    "the locksmith's shop is at unit 4-12-7 of the market",
    "formation 4-4-2 again tonight, the manager never changes",
    "lockdown lasted from 3-4-20 to 30-5-20 here",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_dashed_combination_beside_a_lock_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_dashed_groups_that_open_nothing_are_kept(text):
    assert screening_verdict(text) is None


def test_session37_safes_in_serbian_and_greek_genitive_are_read():
    # (h-creds42) the safe in Serbian Cyrillic, the Greek safe's genitive
    from ltm_chat.memory.screen.verdict import screening_verdict

    assert screening_verdict("Сеф у канцеларији се отвара на 11-32-07") is not None
    assert screening_verdict("Η σύνθεση του χρηματοκιβωτίου στο γραφείο: 12-33-05") is not None
    assert screening_verdict("сеф за документи, купен 2019-03-12") is None
