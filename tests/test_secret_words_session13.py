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
- digits spelled in Lithuanian and Urdu, a digit word with an apostrophe (Ukrainian
  "дев'ять"), the Arabic comma between digits; code nouns of key safes and padlocks in more
  languages.
- a door, gate or alarm of other languages with its code after a colon; "opens with" in other
  languages; Wi-Fi written in Cyrillic, Hangul, Devanagari; "memorable name", "safe word".
- security questions named in nine more languages; two-step and backup codes in six more; a
  recovery code of 12+ digits in groups.
- a PIN said before its noun in any script ("4471 — αυτό είναι το PIN …").
- second pass (fresh12, fresh14, fresh16 read after their rates): a password glued to MySQL's
  "-p", a mobile wallet's MPIN, an Arabic card face.
- look-alikes: a locksmith is a word (a digraph is one sound: "ck", "th"), a licence plate,
  a password hint or book, Arabic written in Latin letters ("taba3" is "of"), a plural's
  "s" after a cluster ("attempts"), money in rupees or shillings, a lowercase word after a
  question's noun ("my security question is stupid").
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
    # spelled digits, code nouns of locks
    ("seifo kodas: penki, trys, devyni, nulis", "penki"),
    ("الماری کا کوڈ تین، پانچ، ایک، آٹھ ہے", "تین"),
    ("код від сейфа: п'ять, нуль, дев'ять, два", "п'ять"),
    ("de sleutelkluis bij de schuur: 7 2 9 0", "7 2 9 0"),
    ("nøgleboksen ved garagen: 5583", "5583"),
    ("lacătul de la boxă: 6-0-3-8", "6-0-3-8"),
    # doors, alarms, opening verbs of other languages, Wi-Fi in other scripts
    ("Πόρτα αποθήκης: 5521#", "5521#"),
    ("para desactivar la alarma: 8830", "8830"),
    ("skåpet i källaren öppnas med 3907", "3907"),
    ("de kluis gaat open met 6 1 4 4", "6 1 4 4"),
    ("вайфай на даче: Berezka_77!", "Berezka_77!"),
    ("사무실 와이파이는 office2580! 입니다", "office2580!"),
    ("ऑफिस का वाईफाई: Neem@2011", "Neem@2011"),
    ("the memorable name for the bank is Hollyhock", "Hollyhock"),
    # a PIN before its noun
    ("6203 — αυτό είναι το PIN του τηλεφώνου", "6203"),
    ("Да не заборавим: 7714 је ПИН за картицу", "7714"),
    # second pass: a password glued to MySQL's -p, a wallet's MPIN, an Arabic card face
    ("mysqldump -u backup -pR1ver#Stone77 shopdb > dump.sql", "R1ver#Stone77"),
    ("mariadb -h 127.0.0.1 -u app -pTeaPot_2291", "TeaPot_2291"),
    ("my Maya MPIN is 730451", "730451"),
    ("بطاقتي 4000 1234 5678 9010 تنتهي 07/28", "4000 1234 5678 9010"),
    # security answers in more languages, two-step and backup codes
    ("turvakysymys pankissa: ensimmäinen lemmikki? Vastaus: Musti7", "Musti7"),
    ("biztonsági kérdés a banknál, a válasz: Cirmos", "Cirmos"),
    ("säkerhetsfrågan är gammal, svaret var Kalmar", "Kalmar"),
    ("nøgle til totrinnsbekreftelse: MZXW 6YTB OI6T 4ZLM", "MZXW 6YTB OI6T 4ZLM"),
    ("coduri de rezervă: 4410 2281, 9930 1172, 5521 0093", "4410 2281"),
    ("recovery code for the work account: 5521-0093-7781-4410", "5521-0093-7781-4410"),
    ("security question: fluffy", "fluffy"),
    # a one-time code in Devanagari, a bank's code word in Russian, a name ending at its comma
    ("डाक का ओटीपी 552901 है", "552901"),
    ("кодовое слово для банка: «Ромашка»", "Ромашка"),
    ("the memorable word for the bank is Harrogate, they ask for two letters", "Harrogate"),
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
    # number words and code nouns as words
    "šifra proizvoda je 4412",
    "du, trys ar keturi vaikai",
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
    "my security question is stupid",
    "the security question is annoying",
    "biztonsági kérdés: nem emlékszem rá",
    "кодовое слово у меня простое",
    "the password is Different, every time",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session13_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session13_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
