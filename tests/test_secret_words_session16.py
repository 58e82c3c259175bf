"""Credential rules of #22 session 16, each from what a secret *is*, with look-alikes that share
its words and must pass. The sentences were written for these tests (not copied from any
author); the causes came from the misses of fresh34, fresh35, fresh37 and fresh38 and, in the
second pass, of fresh31, fresh32, fresh33 and fresh36 (bench/RESULTS.md, "#22 credential rules,
session 16").

- the password's and the code's words in languages and forms the table lacked (Scottish Gaelic,
  Irish, Yoruba, Igbo, Zulu, Somali, Amharic, Pashto, Faroese, Luxembourgish, Breton,
  Azerbaijani, Croatian "šifra", Thai's Wi-Fi password, Finnish "tunnusluku", Lithuanian,
  Macedonian, Bulgarian, Romanian, Icelandic, Basque, Catalan code nouns; Turkish typed without
  "ş"; romanised Thai, Persian, Japanese and Vietnamese words).
- a line-opening value, a dash, then its noun in any language.
- a password told with its recipe, then the value ending the line.
- backup codes named in Bulgarian, Albanian and Turkish without its dotted letters, and five
  capitals and digits as a code; a security question in Croatian, Swedish, Norwegian, Danish.
- look-alikes: those words with no value, a string literal in code, a compound's head, a
  public code (course, referral, part; a parcel's tracking code in Polish), a list of capitals
  that are no codes.
(Dropped, no author that did not motivate them gained a line: a message quoted in prose read
as prose, not a string literal; an access code drawn like a key with a symbol; a time phrase
between a code's noun and its copula; an article of the sentence before read as the noun's;
"eg" inside a word read as an example marker; "texted me a code …" as the user's code; a
question's answer "for" it.
Dropped for a wrong
verdict: a code of two or three dashed groups, "TX-5529-AB", newly refused an ordinary line
of an untuned author; Arabic in Latin letters ("3amalt", "bta3") read as prose took away two
instruction lines' refusals, fresh11 and fresh34, that those words had made.)
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # the nouns the table lacked
    ("Seo am facal-faire aig a' choimpiutair: Beinn_Nibheis_44", "Beinn_Nibheis_44"),
    ("An pasfhocal don ríomhphost: Cill_Airne_82", "Cill_Airne_82"),
    ("Okwuntughe laptop m bụ Onitsha_Market7", "Onitsha_Market7"),
    ("iphasiwedi ye-imeyili: Durban_Beach_31", "Durban_Beach_31"),
    ("Furaha sirta ee bangiga waa Mogadishu_Lido5", "Mogadishu_Lido5"),
    ("Mäi Laptop-Passwuert ass Moselle_Wäin_88", "Moselle_Wäin_88"),
    ("šifra za moj laptop je Sarajevo_Bascarsija9", "Sarajevo_Bascarsija9"),
    ("telefon sifresi Kapadokya_2019x, kimseye soyleme", "Kapadokya_2019x"),
    ("Kodas nuo sandėlio: 8 1 4 6", "8 1 4 6"),
    ("El codi del garatge és 5 5 2 0", "5 5 2 0"),
    ("Kóðinn að geymslunni er 7 3 3 9", "7 3 3 9"),
    ("Garaje-kodea: 6 0 4 8", "6 0 4 8"),
    ("ramze laptop-e baba: Shiraz_Bagh77", "Shiraz_Bagh77"),
    ("kinko no bangou wa 8 0 2 6 desu", "8 0 2 6"),
    # a line-opening value, a dash, then its noun in another language
    ("Rila_Planina_61 — това е паролата за лаптопа", "Rila_Planina_61"),
    ("Vltava_Most_48 — to je moje heslo do banky", "Vltava_Most_48"),
    # a password told with its recipe, then the value
    ("Parola e orașul natal + anul nunții: Sibiu1998", "Sibiu1998"),
    ("Passordet er hundens navn + husnummer: Bamse17", "Bamse17"),
    # backup codes in more languages, five capitals and digits as codes
    ("резервни кодове за банката: 5521-8804, 1190-3327, 6648-2215", "6648-2215"),
    ("kodet rezervë për Gmail: 9KT4-W2QA-L7MX-31ZP", "9KT4-W2QA-L7MX-31ZP"),
    ("backup codes for the game: Q4T7M, 8PLX2, W3NB6, Z9KR1", "Z9KR1"),
    # second pass (B's misses read after B's rates): Catalan "clau", Thai's other spelling of
    # the Wi-Fi password, "matkhau", a parcel locker's pickup code, a Finnish key box,
    # Vietnamese recovery codes, a security answer after "→", in Ukrainian, in Romanian
    ("La clau del wifi de casa és Sant_Jordi_23", "Sant_Jordi_23"),
    ("รหัสวายฟายที่บ้านคือ somtam_2567", "somtam_2567"),
    ("matkhau wifi: Pho_Bo_2021", "Pho_Bo_2021"),
    ("取件码 775120", "775120"),
    ("Mökin avainlaatikko aukeaa: 4417", "4417"),
    ("Nhớ giúp: mã khôi phục Zalo là 4419 2203, 8851 0937, 2275 6610", "2275 6610"),
    ('security q: first school? → "Oakfield"', "Oakfield"),
    ("Відповідь на секретне питання «улюблений вчитель» — Петренко", "Петренко"),
    ("Întrebarea de securitate e «prima mașină» și răspunsul meu e Dacia", "Dacia"),
    # a security question in Croatian and Swedish
    ("Sigurnosno pitanje za banku — odgovor je Ivana Horvat", "Ivana Horvat"),
    ("Svaret på säkerhetsfrågan om min första skola är Ekbacken", "Ekbacken"),
]

PASSED = [
    # the new nouns with no value
    "Dhìochuimhnich mi am facal-faire agam a-rithist",
    "Zaboravio sam šifru od maila pa sam je resetirao",
    "He was released on parole in 2019 after serving ten years",
    "sifremi unuttum, yenisini aldim",
    "Codul poștal nou e 400218",
    "mk 11 is still my favourite fighting game",
    # a string literal in code, a quoted message
    'raise ValueError("Code must have 6 digits")',
    'label = "code"; value = 4471',
    'msg = "Password is required"',
    'She texted "PIN changed, all good" after the bank visit',
    # a line-opening value, a dash, then a compound's head or no noun
    "Office365 — my password reset link expired again",
    "Windows11 — the code review is on Friday",
    # a recipe with no value, a compound, an example
    "Password hint: the street I grew up on plus the year, nothing more",
    "Password manager I use at work: 1Password",
    "For example, a password: two words and a year — Summer2024!",
    # public codes
    "the course code is STAT-2041-B, room 12",
    "my referral code is NINA2024, use it for a discount",
    "the part code on the box is HX-7720-C4",
    "my friend code on the console is SW-5512-0937-4410, add me",
    "the parcel's tracking code is RR552109874GB",
    # a parcel's tracking code in Polish; a time phrase with no value
    "Kod śledzenia przesyłki to 6620 1193 0045 2281 9912 07",
    "the code this year is different from last year",
    "La clau és a sota del test, com sempre",
    "la clau de volta del problema és la paciència",
    "this month's code review is on Friday",
    "they sent me a password reset link yesterday",
    "a code like 1234 is the first one thieves try",
    # capitals that are no codes after a backup noun
    "my backup codes are in 1Password: see NOTES, TODO, FIXME",
    "Sigurnosno pitanje mi je bilo glupo pa sam ga promijenila",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session16_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session16_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
