"""Credential rules of #22 session 11, each from what a secret *is*, with look-alikes that share
its words and must pass: a password's short forms ("pass", "ww", "lösen") and the network said
for its password ("the wifi is …") with a value no name could be; nouns joined to Hebrew and
Arabic prefixes; access nouns of Greek, Indonesian, Arabic, Turkish and the Nordic languages;
codes said digit by digit after a compound ("Entsperrcode"), a lock's word, a dial or in Korean;
a card number said in words; 2FA seeds and recovery codes by their words in many languages; an
account and its password (labels in more languages, an address and a slash, a device's root);
a correction ("…, the real one is X") or a recipe and what it makes ("…, so 19870412"). The
causes came from fresh7's and fresh8's misses; every text here was written for these tests
(bench/RESULTS.md, "#22 credential rules, session 11").
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # "pass" and the network said for its password: a value no name could be
    ("my tiktok pass is sunnyd4ys_!!", "sunnyd4ys_!!"),
    ('pass for the router admin page is "Velvet_Cobra_9"', "Velvet_Cobra_9"),
    ('wifi at the cabin is "Pinecone2020"', "Pinecone2020"),
    ("the wifi: maple-otter-closet-71", "maple-otter-closet-71"),
    ("wifi op kantoor: haring-molen-44", "haring-molen-44"),
    ("WLAN im Keller: Kellerassel#19", "Kellerassel#19"),
    # Hebrew and Arabic prefixes joined to the noun, Arabic's PIN
    ("זוכר שהסיסמה של המייל היא Zayit!Yarok77", "Zayit!Yarok77"),
    ("תרשום לי: בסיסמה Kfar_Saba2019 אני משתמש לכל דבר", "Kfar_Saba2019"),
    ("رقم التعريف الشخصي للبطاقة هو 4 8 1 6", "4 8 1 6"),
    ("وكود البوابة هو 7731", "7731"),
    # nouns of more languages
    ("creds for the NAS: backup_admin / Lantern!Frost29", "Lantern!Frost29"),
    ("Xbox passkey: 3 9 1 1 0 4", "3 9 1 1 0 4"),
    ("the bluetooth passkey is 482913", "482913"),
    ("kunci API toko online: 9c2f7a1e4b8d3c6f0a5e1b7d2c9f4a8e", "9c2f7a1e4b8d3c6f0a5e1b7d2c9f4a8e"),
    ("κλειδί του API: 7d3a9c1f0e8b4d2a6c5f1e9b3a7d0c4f", "7d3a9c1f0e8b4d2a6c5f1e9b3a7d0c4f"),
    ("ο κωδικό του wifi είναι Thalassa#2021", "Thalassa#2021"),
    ("kode PIN ATM aku 4 0 9 2", "4 0 9 2"),
    # codes said digit by digit: a compound's code, a lock, a dial, Korean digits
    ("my Entsperrcode ist drei eins vier eins", "drei eins vier eins"),
    ("der Garagen-Türcode lautet sieben sieben null zwei", "sieben sieben null zwei"),
    ("도어락 비밀번호 구 오 이 일", "구 오 이 일"),
    ("金庫のダイヤルは 4・1・7", "4・1・7"),
    ("hänglåset till cykeln öppnas med 3-3-9-1", "3-3-9-1"),
    ("the kodelåsen on the shed opens with 5-1-8-2", "5-1-8-2"),
    ("το λουκέτο του ντουλαπιού ανοίγει με 2-8-4-0", "2-8-4-0"),
    ("Android unlock pattern: zigzag, 3-5-7-8-9", "3-5-7-8-9"),
    # a card number said in words (passes Luhn)
    (
        "card number four five three two zero one five one one two eight three zero three six "
        "six, cvv 381",
        "zero three six six",
    ),
    # 2FA seeds and recovery codes by their words
    ("Authy seed: JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("the 2FA seed for my exchange account is GEZDGNBVGY3TQOJQ", "GEZDGNBVGY3TQOJQ"),
    ("my GitHub kurtarma kodları: 4h7t-2k9m, 8p3w-6z1q, m5n8-r2t4", "8p3w-6z1q"),
    ("yedek kodlar: 81736492, 20385716, 55421093", "20385716"),
    ("reservkoder till Google: 6gh2-kk91, 3mp8-zq44, 9xx1-ab27", "3mp8-zq44"),
    ("gjenopprettingsnøkkel: 4KD9-QW7P-M2XZ-8RT3-LN5V", "4KD9-QW7P-M2XZ-8RT3-LN5V"),
    # an account and its password
    ("root on the build box is Xr7!pQ2#zW", "Xr7!pQ2#zW"),
    ("admin for the camera is Tq9$Lm2!vB", "Tq9$Lm2!vB"),
    ("ssh into the router with admin2 / Quokka_Heaven5", "Quokka_Heaven5"),
    ("rdp into the office pc as jdoe / Sunset!Blvd88", "Sunset!Blvd88"),
    ("share creds: CORP\\mlee, pass Fjord2021!!", "Fjord2021!!"),
    ("Login für den Dienstplan: Benutzer kmeier, PW Sommer!Regen7", "Sommer!Regen7"),
    ("inloggegevens: gebruikersnaam pjansen, ww Tulpen#Veld8", "Tulpen#Veld8"),
    ("skolans dator: användarnamn a.berg, lösenord Vinter!Sol4", "Vinter!Sol4"),
    ("kirjautuminen: käyttäjä mvirtanen, salasana Kesä!Järvi8", "Kesä!Järvi8"),
    ("account bob@example.org / Cactus!Bloom42", "Cactus!Bloom42"),
    # a correction gives the value after a description
    ("the wifi password on the card is outdated, the real one is Orchard!Lane51", "Orchard!Lane51"),
    ("mein Passwort steht falsch im Heft, das richtige ist Birke#Wald3", "Birke#Wald3"),
    # a recipe, then what it makes
    ("the PDF password: birth date + house number, so 19790311 42B", "19790311"),
]

# Sentences that share the new rules' words and name no one's secret.
PASSED = [
    "I reset my password yesterday",
    "my password manager is Bitwarden",
    "مدير كلمات المرور عندي هو Bitwarden",
    "מנהל הסיסמאות שלי הוא KeePass2",
    "the wifi is down again",
    "the wifi at the cafe is free and fast",
    "our wifi is 100Mbit now",
    "the wifi router is a TP-Link Archer C6",
    "the wifi network is called Home5G",
    "my wifi is Vodafone",
    "I got a boarding pass for BA2490",
    "my ski pass is valid until April",
    "my bus pass number is 4410-2298",
    "you shall not pass!",
    "the pass was closed due to snow",
    "my order number is 4471 2290",
    "call me at 555 0192 3344",
    "the zip code is 90210",
    "the code review took two hours",
    "the dress code is smart casual",
    "Morse code for SOS is three dots three dashes three dots",
    "ticket JIRA-4412 is about the login page",
    "my public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx",
    "the root of the problem is the cache",
    "root on the forum is ModBob",
    "our admin is Tom_Baker22",
    "admin for the group chat is Sarah",
    "I ssh into the server every morning",
    "the seed packet says plant in May",
    "seed round raised 2 million",
    "Authy seed is on my old phone",
    "recovery key is stored in my safe",
    "the Entsperrcode habe ich vergessen",
    "Barcode 4 0 0 6 3 8 1 ist auf der Packung",
    "Ich muss das Rätsel lösen: es hat drei Teile",
    "kodlåset var trasigt igen",
    "Zahlenschloss kaufen für 12 Euro",
    "the combination lock costs 12 euros",
    "κλειδί για το σπίτι είναι στο τραπέζι",
    "kunci rumah ada di bawah pot",
    "kode pos rumah saya 40115",
    "kode booking: XK7P2Q",
    "kode promo: HEMAT50",
    "koder i Python: print2",
    "the product card has six seven eight reviews",
    "my card ends in four four two one",
    "카드 비밀번호를 바꿨어",
    "the password is long, the real problem is the 2FA",
    "the PIN is wrong, the right one is on the letter",
    "contact bob@example.org / phone 555-0192",
    "user experience and password reset are on the agenda",
    "passkeys are replacing passwords",
    "I need a pass for the Louvre, code MUS-441",
    "the PIN is wrong, so 3 tries left",
    "the password is weak, so I changed it",
    "my password expired, so 2024 starts with a reset",
    "creds were rotated last week",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session11_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session11_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
