"""Credential rules of #22 session 13, each from what a secret *is*, with look-alikes that share
its words and must pass. The sentences were written for these tests (not copied from any
author); the causes came from the misses of fresh11, fresh13 and fresh15 (bench/RESULTS.md,
"#22 credential rules, session 13").

- a card's face: four groups of four digits, an expiry date after them and a word for a card
  or its expiry near, whatever the check digit (a mistyped number is still a card's).
- a wallet's recovery words named in more languages; a kana list parted by ideographic spaces,
  a Chinese list of one Han character a word.
- PHP's and Java's session cookies ("PHPSESSID=…", "JSESSIONID=…").
- "the" is an article, not a locating preposition: "the login for the course: …" is no film's.
- an aside after a value ends its clause ("is bluecheese (all lowercase)").
- Wi-Fi written in Cyrillic, Hangul, Devanagari, said for its password (a value no name could
  be).
- a PIN said before its noun in any script ("4471 — αυτό είναι το PIN …").
- second pass (fresh12, fresh14, fresh16 read after their rates): a password glued to MySQL's
  "-p", a mobile wallet's MPIN, an Arabic card face.
- look-alikes: a locksmith is a word (a digraph is one sound: "ck", "th"), a licence plate,
  a password hint or book, Arabic written in Latin letters ("taba3" is "of"), a plural's
  "s" after a cluster ("attempts"), money in rupees or shillings.
(Spelled digits in Lithuanian and Urdu, lock nouns of nine languages, doors and "opens with"
of other languages, "memorable name" and "safe word", security questions in nine more
languages, a name's clause ending at its comma, OTP in Devanagari and Bengali were written and
dropped: no author that did not motivate them gained a line; RESULTS says which.)
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # a card's face, check digit or not
    ("my debit card 4000 1234 5678 9010 exp 09/29 cvv 731", "4000 1234 5678 9010"),
    ("Karte: 5300 1111 2222 3334, gültig bis 02/28", "5300 1111 2222 3334"),
    ("kortet mitt 4571 0000 1111 2223 utløp 10/27", "4571 0000 1111 2223"),
    # recovery words in more languages
    (
        "parole di recupero: mela pera fiume monte lago sole luna vento neve fiore mare cielo",
        "mela pera fiume",
    ),
    (
        "frasa pemulihan dompet: kucing meja kursi pintu jendela lampu buku pena tas sepatu topi baju",
        "kucing meja kursi",
    ),
    ("복구 단어: 나무 바다 하늘 구름 바람 사과 포도 우유 의자 책상 연필 가방", "나무 바다 하늘"),
    (
        "シードフレーズ：りんご　みかん　さくら　うみ　やま　かわ　そら　ほし　つき　はな　かぜ　ゆき",
        "りんご",
    ),
    ("助记词：山 水 火 木 金 土 日 月 星 风 雨 雪", "山 水 火"),
    # session cookies of PHP and Java
    ("PHPSESSID=q8w7e6r5t4y3u2i1o9p8a7s6", "q8w7e6r5t4y3u2i1o9p8a7s6"),
    ("JSESSIONID: 9F8E7D6C5B4A39281706F5E4", "9F8E7D6C5B4A39281706F5E4"),
    # "the" is not a place, an aside ends the value's clause
    ("the login for the yoga course: password Lotus_Pose!9", "Lotus_Pose!9"),
    ("pw for the shared album: hummingbird (no capitals)", "hummingbird"),
    # a key safe named in Dutch (its spaced digits read by the older spelled-code rule)
    ("de sleutelkluis bij de schuur: 7 2 9 0", "7 2 9 0"),
    # opening verbs read by older rules, Wi-Fi in other scripts
    ("de kluis gaat open met 6 1 4 4", "6 1 4 4"),
    ("вайфай на даче: Berezka_77!", "Berezka_77!"),
    ("사무실 와이파이는 office2580! 입니다", "office2580!"),
    ("ऑफिस का वाईफाई: Neem@2011", "Neem@2011"),
    # a PIN before its noun
    ("6203 — αυτό είναι το PIN του τηλεφώνου", "6203"),
    ("Да не заборавим: 7714 је ПИН за картицу", "7714"),
    # second pass: a password glued to MySQL's -p, a wallet's MPIN, an Arabic card face
    ("mysqldump -u backup -pR1ver#Stone77 shopdb > dump.sql", "R1ver#Stone77"),
    ("mariadb -h 127.0.0.1 -u app -pTeaPot_2291", "TeaPot_2291"),
    ("my Maya MPIN is 730451", "730451"),
    ("بطاقتي 4000 1234 5678 9010 تنتهي 07/28", "4000 1234 5678 9010"),
    # a numeric recovery code, a security question's labelled answer (older rules)
    ("recovery code for the work account: 5521-0093-7781-4410", "5521-0093-7781-4410"),
    ("security question: fluffy", "fluffy"),
    ("the answer to my security question is fluffy", "fluffy"),
]

PASSED = [
    # a card's look-alikes
    "order 4000 1234 5678 9010 shipped on 09/29",
    "tracking 1234 5678 9012 3456, due 2025-03-01",
    "my card arrived, the number ends in 9010",
    # recovery words talked about
    "parole di recupero: le ho scritte su un foglio e messe nel cassetto",
    "복구 단어는 종이에 적어서 금고에 넣어 뒀어",
    # sessions, logins, asides
    "the session id is 12345",
    "the sessid column is an integer",
    "in the course the password is always Secret123",
    "the password is required (for every login)",
    "my password is weak (I know)",
    # opening verbs and Wi-Fi words as words
    "de winkel gaat open met 2024 een nieuwe afdeling",
    "Вайфай на даче медленный",
    "와이파이는 느려요",
    "2019 - the year I got my first pin badge",
    "4012 - that is the error code",
    # look-alikes the rules refused before
    "lost my keys again, the locksmith came at nine",
    "my licence plate is AB-12-CD-3456, the fine was for that",
    "the password hint was 'my first car', which helps nobody",
    "my mum bought me a password book for Christmas",
    "ghayyart el password taba3 el router la2an kan da3eef",
    "mysql -u root -p -h 127.0.0.1 shopdb",
    "mysql -u root -P 3307 -h db.local",
    "I got three wrong password attempts and then a lockout",
    "the machine wants a PIN for payments above 2000 rupees",
    "the security question is annoying",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session13_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session13_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
