"""English "password" and "passphrase" as other scripts spell the loanword, Levantine "kalmet el
sir" in Latin letters and leet spellings of "password" name a password (access_nouns.py); the
same words with no value, or in talk about a password, are kept."""

import pytest

from ltm_chat.memory.screen.redact import looks_like_secret


@pytest.mark.parametrize(
    "text",
    [
        "NASのバックアップ用パスフレーズは「yama-kawa-umi-2019」",
        "باسوورد حساب نتفلكس حق البيت Sofa_Night_88",
        "kalmet el sir ta3 el laptop: Zaatar_Man_77",
        "passw0rd for the camera app is Garden_Cam_55",
    ],
)
def test_a_loanword_password_with_its_value_is_refused(text):
    assert looks_like_secret(text)


@pytest.mark.parametrize(
    "text",
    [
        "パスフレーズは長い方が安全だって記事で読んだ",
        "نسيت الباسوورد مرة ثانية، لازم أغيره بكرة",
        "kalmet el sir lazem tkoon tawile, ma tensa",
        "p@ssw0rd is the worst password anyone can pick",
    ],
)
def test_the_words_alone_or_in_talk_are_kept(text):
    assert looks_like_secret(text) is None
