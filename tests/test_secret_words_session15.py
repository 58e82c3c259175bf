"""Credential rules of #22 session 15, each from what a secret *is*, with look-alikes that share
its words and must pass. The sentences were written for these tests (not copied from any
author); the causes came from the misses of fresh21, fresh28 and fresh29 and, in the second
pass, fresh22, fresh25 and fresh30 (bench/RESULTS.md, "#22 credential rules, session 15").

- a value told with how to type it, as dictation says it: words after the access noun's
  copula, then a note on case or spacing ("all lowercase", "no spaces", "with a capital R",
  "todo junto", "tutto minuscolo", "hepsi küçük harf"): only a value is typed.
- the password's and the PIN's words as people type them in Latin letters (pasuwaado, mima,
  ramz-e, sisma, kodikos, bimilbeonho, anshou bangou, pasukodo …) and in languages the table
  lacked (Kurdish, Afrikaans, Kinyarwanda, Somali, Zulu, Malagasy, Amharic, Khmer, Lao,
  Punjabi, Gujarati, Malayalam, Telugu, Kannada); Tagalog's "ng", "sa", "ko" between a noun
  and its value.
- backup codes named in Romanian and in the Scandinavian plural, every group hidden.
- second pass: a PIN's compounds ("pincode", "şifresi") said after their digits, with a
  complement after the noun ("… de pincode van …").
- look-alikes: the typing notes with no value (a rule, a description, a reference); a
  booking's or a payment's confirmation code; digits after another number's noun ("ticket
  number"); a factory PIN.
(Dropped, no author that did not motivate them gained a line: a dot said as a word between
a base word and digits; a code said in words before its noun in more languages; a card said
aloud with its expiry whatever its check digit; a BIP-39 checksum for seeds that repeat a
word; Portuguese "a" before a loanword noun.)
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # a value told with how to type it
    ("the router password is silver kettle ninety one all lowercase", "silver kettle ninety one"),
    ("ok so the key for the garage wifi is Rusty Anchor 12 with no spaces", "Rusty Anchor 12"),
    ("my school login password is um paper moon seventeen all one word", "paper moon seventeen"),
    ("the answer to my bank security question is Brown Owl with a space", "Brown Owl"),
    ("mi clave del correo es luna llena tres tres todo junto", "luna llena tres tres"),
    ("a senha do notebook é pipoca doce vinte e um tudo minúsculo", "pipoca doce vinte e um"),
    ("la password del tablet è tramonto rosso novanta tutto minuscolo", "tramonto rosso novanta"),
    ("le mot de passe du wifi est Belle Etoile 44 sans espaces", "Belle Etoile 44"),
    ("das Passwort für den Laptop ist Blauer Hund 19 ohne Leerzeichen", "Blauer Hund 19"),
    ("ofis bilgisayarı şifresi mavi kuş on iki hepsi küçük harf", "mavi kuş on iki"),
    # the password's and the PIN's words in Latin letters and more languages
    ("kaisha no pasuwaado wa Fuji_yama_2231 desu", "Fuji_yama_2231"),
    ("gege de youxiang mima shi panda_2019x", "panda_2019x"),
    ("ramz-e gmail-am Tehran_Gol88 e", "Tehran_Gol88"),
    ("ha-sisma la-bank: Yerushalayim_77", "Yerushalayim_77"),
    ("o kodikos tou email einai Thessaloniki_1912", "Thessaloniki_1912"),
    ("sachinui bimilbeonho 5521*, ijeo beoriji ma", "5521*"),
    ("okaasan no anshou bangou wa 4408 desu", "4408"),
    ("Die wagwoord vir die rekenaar is Tafelberg_1652", "Tafelberg_1652"),
    ("Lambarka sirta ee kaarka bangiga waa 7731", "7731"),
    ("ኤቲኤም ፒን 5508 ነው", "5508"),
    ("ਮੇਰੇ ਕਾਰਡ ਦਾ ਪਿੰਨ 6641 ਹੈ", "6641"),
    ("મારા ફોનનો પિન 2294 છે", "2294"),
    ("Passcode ng tablet ko 447120, huwag mong sabihin", "447120"),
    ("pass ng router sa bahay: Bahay_Kubo_88", "Bahay_Kubo_88"),
    # backup codes in Romanian and the Scandinavian plural
    ("coduri de rezervă pentru email: 5512 9903 1184 2270 6631", "6631"),
    ("backup-koder til banken 44821 90137 22604 71185 38810", "38810"),
    # second pass: a PIN's compound after its digits
    ("6620 — dat is de pincode van mijn bankpas", "6620"),
    ("4417 — kredi kartımın şifresi bu, kimseye söyleme", "4417"),
]

PASSED = [
    # typing notes with no value: a rule, a description, a reference, a place
    "my password is all lowercase",
    "my password is mostly lowercase with no spaces",
    "the password must be all lowercase with no spaces",
    "passwords need at least one capital letter, no spaces",
    "my password is my dog's name all lowercase",
    "the wifi password is printed on the router all lowercase",
    "my password was hacked so I made a new one all lowercase",
    "usernames are all lowercase and the password is case sensitive",
    "my password is long and easy all lowercase",
    "la contraseña tiene que ser todo junto sin espacios",
    # nouns with no value
    "pasuwaado wo wasureta",
    "wagwoord vergeet ek altyd",
    # a booking's or payment's confirmation code, another number's digits, a factory PIN
    "my train confirmation code is R4T9QX, seat 42",
    "the hotel confirmation code was HB77K2 and check-in is at three",
    "the mpesa confirmation code for the school fees was SK83HD72LQ",
    "the parking garage receipt number is 4 4 7 1 2 for the refund",
    "0000 — dat is de standaard pincode van een nieuwe simkaart",
    "1234 is de meest gebruikte pincode van Nederland",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session15_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session15_look_alikes_pass(text):
    assert screening_verdict(text) is None, text


def test_a_sms_confirmation_code_is_still_refused():
    # only a booking's or a payment's confirmation code is its reference
    assert screening_verdict("my confirmation code is 482913, it expires in ten minutes")
