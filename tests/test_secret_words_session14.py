"""Credential rules of #22 session 14, each from what a secret *is*, with look-alikes that share
its words and must pass. The sentences were written for these tests (not copied from any
author); the causes came from the misses of fresh17, fresh20 and fresh23 (bench/RESULTS.md,
"#22 credential rules, session 14").

- the password's own word in languages the table lacked (Georgian, Armenian, Tamil, Kannada,
  Telugu, Malayalam, Gujarati, Punjabi, Sinhala, Burmese, Basque, Welsh, Galician, Albanian,
  Azerbaijani, Uzbek, Kazakh, Kyrgyz, Mongolian, Amharic, Hausa).
- a password that opens a line, named by its noun later in the same sentence after a
  demonstrative or a copula, in any language ("X met een kleine letter, dat is het
  wachtwoord …", "X 就是…的密码").
- look-alikes: a tool's name or version first ("Python3", "Office365"), a noun that heads a
  compound ("password reset"), a relative clause with its own subject ("is the year I …"),
  the same nouns with no value.
- second pass (fresh18, fresh19, fresh24 read after their rates): a door phone's code typed
  in pieces ("31 klucz 6604"), a "pass" of lowercase letters and digits, a chat's sign-off
  after the noun ("pw lol"), a security answer's clause ending at an aside or a correction or
  held in quotes, OTP as Hindi and Bengali write it.
- look-alikes the rules refused before: a compound's head after a value ("password reset",
  "password manager"), a role made a noun ("…にするのはダメ"), a question noun before a
  description or a quoted question, a size glued to its unit ("40mm"), "with" right after the
  noun ("hash the passwords with bcrypt"), a hashtag, a Persian tracking code.
(Recovery words named by their count or their wallet, and after a copula instead of a colon;
a card's four groups named right before them; an arrow before a security answer were written
and dropped: no author that did not motivate them gained a line.)
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # the password's word in more languages
    ("ჩემი ელფოსტის პაროლი არის Mtatsminda_77", "Mtatsminda_77"),
    ("Նոութբուքի գաղտնաբառը՝ Sevan_Lake42", "Sevan_Lake42"),
    ("என் மின்னஞ்சல் கடவுச்சொல் Madurai#2019", "Madurai#2019"),
    ("ಬ್ಯಾಂಕ್ ಪಾಸ್‌ವರ್ಡ್ Hampi_2021 ಮರೆಯಬೇಡ", "Hampi_2021"),
    ("నా మెయిల్ పాస్వర్డ్ Godavari_88", "Godavari_88"),
    ("ਦੁਕਾਨ ਦਾ ਪਾਸਵਰਡ Amritsar_1947 ਹੈ", "Amritsar_1947"),
    ("Ordenagailuaren pasahitza: Bilbo_Zaharra7", "Bilbo_Zaharra7"),
    ("Laptop-ын нууц үг: Khangai_2019", "Khangai_2019"),
    ("Ноутбук құпия сөзі: Shymkent_1990", "Shymkent_1990"),
    ("Pochta parolim: Buxoro_2021", "Buxoro_2021"),
    ("የኢሜይል የይለፍ ቃል Lalibela_88 ነው", "Lalibela_88"),
    ("Kalmar sirri ta email dina: Zaria_Gate_42", "Zaria_Gate_42"),
    ("Lambar sirrin katin banki 4417, kar ka fada", "4417"),
    # a line-opening password its sentence names later
    ("Heron_Bay_1984 — that is the new router password, don't share it", "Heron_Bay_1984"),
    ("Zonnebloem77 met een hoofdletter Z, dat is het wachtwoord van de laptop", "Zonnebloem77"),
    ("Bergamotte42 mit großem B, das ist das Passwort für den Drucker", "Bergamotte42"),
    ("lanzhou2023 就是我公司邮箱的密码", "lanzhou2023"),
    ("Mimosa_1966 αυτό είναι το συνθηματικό του λάπτοπ", "Mimosa_1966"),
    ("Ромашка1977 з маленької літери, це пароль від пошти", "Ромашка1977"),
    ("dolphin88! <- thats the pw for the tablet", "dolphin88!"),
    ("Kestane1970 ofisteki bilgisayarın şifresi bu", "Kestane1970"),
    # second pass: a door phone's code in pieces, a "pass" in lowercase, a sign-off after
    # the noun, a security answer's clause, OTP in Hindi and Bengali
    ("kod do domofonu u wujka: 31 klucz 6604", "31 klucz 6604"),
    ("door code at the flats: 12 key 4471 then wait", "12 key 4471"),
    ("wifi at the cabin, pass trout2019", "trout2019"),
    ("Marlin_2077 — thats my steam pw lol", "Marlin_2077"),
    ("my security answer (first teacher) is Mrs Abbot not just Abbot", "Mrs Abbot"),
    (
        'security q "street you grew up on": Larch Avenue — that is what the bank has',
        "Larch Avenue",
    ),
    ("ओटीपी 839201 आया है, किसी को मत देना", "839201"),
    ("ওটিপি 602114 এসেছে, কাউকে বলবি না", "602114"),
]

PASSED = [
    # the same nouns with no value
    "ჩემი ელფოსტის პაროლი დამავიწყდა",
    "Pasahitza aldatu behar dut bihar",
    "ਮੈਂ ਆਪਣਾ ਪਾਸਵਰਡ ਭੁੱਲ ਗਿਆ",
    "Kalmar sirri ta ta ɓace jiya",
    # a tool's name or version first, a compound's head, a clause with its own subject
    "Windows11 is where I saved my password",
    "Windows11 — that is where the password prompt froze",
    "COVID-19 is why I changed my password",
    "Gmail2024 is the year I got my password",
    "Spotify2024 wrapped is out, that is the best playlist",
    # second pass: look-alikes the rules refused before
    "Python3をパスワードにするのはダメ",
    "Office365 — my password reset failed again",
    "iPhone15 is the phone my password manager runs on",
    "my security question is stupid",
    'the security question is "What was your first pet" — I hate it',
    "the padlock on my locker is 40mm, too small for the hasp",
    "we hash the passwords with bcrypt and a pepper",
    "my sister never shares passwords with anyone",
    "#monday #password #fail at work again",
    "کد رهگیری بسته‌ام ۹۸۷۶۵۴۳۲۱ است",
    "my bus pass is valid till 2026",
    "boarding pass BA2490 seat 14C",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session14_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session14_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
