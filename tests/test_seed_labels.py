"""#22 session 26 (h-creds28b): a wallet's seed said as people say it — after "=", "is", Japanese
"は" or a later colon (a person correcting themselves), quoted, in a Chinese seed of two-Han
words, under "backup phrase", "paper key", an Arabic wallet, or holding one word that is also a
function word elsewhere — refused, every word hidden. Kept: phrases said about a seed."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

_TWELVE = "maple river copper lantern violet orbit pencil thunder walnut saddle ember quartz"

REFUSED = [
    (f'my backup phrase = "{_TWELVE}"', _TWELVE.split()),
    (f"paper key for the old laptop: {_TWELVE}", _TWELVE.split()),
    (
        "恢复钱包助记词：春天 大海 山 学校 苹果 铁路 月亮 花园 电脑 河 老虎 书包",
        "春天 大海 山 学校 苹果 铁路 月亮 花园 电脑 河 老虎 书包".split(),
    ),
    (
        "財布のリカバリーフレーズは うみ そら やま かわ もり はな とり くも ゆき ほし つき かぜ です",
        "うみ そら やま かわ もり はな とり くも ゆき ほし つき かぜ".split(),
    ),
    (
        "recovery phrase: twelve words... wait no, here: " + _TWELVE,
        _TWELVE.split(),
    ),
    (
        "كلمات المحفظة: " + _TWELVE,
        _TWELVE.split(),
    ),
    (
        "fraza seed: dom las okno rower chmura mleko kot pies rzeka góra sosna chleb",
        "dom las okno rower chmura mleko kot pies rzeka góra sosna chleb".split(),
    ),
]

KEPT = [
    "the seed phrase is written on paper and kept in a safe at my parents' house",
    "backup phrase = the one thing you must never lose, write it on steel",
    "keybase paper key: printed it and put it in the drawer with the passports",
    "助记词：一定要写在纸上，不要拍照，也不要存到云端。",
    "recovery phrase: I wrote it down but I'm not sure where I put the notebook now",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_seed_said_as_people_say_it_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_words_about_a_seed_are_kept(text):
    assert screening_verdict(text) is None
