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

The second pass's rules: a card's security code named in several languages (whatever the card
number); a wallet's recovery phrase named in any language, its words after a colon; access
nouns of Bengali, Swahili, Hungarian, Turkish, Vietnamese, Korean and Thai in their common
forms; two words joined by "_" as a password; a value said before its noun in more languages
and for codes. The causes came from train9a's and train9b's misses; every text here was written for these tests (bench/RESULTS.md, "#22 credential rules,
session 11, second pass").
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


# The second pass: (text, the value that must not survive redaction)
SECOND_PASS_REFUSED = [
    # a card's security code, whatever the card number (no Luhn needed)
    ("visa 4111 2222 3333 4445, valid to 11/29, CVV: 702", "702"),
    ("la tarjeta de empresa tiene código de seguridad 5521", "5521"),
    ("Kreditkarte der Firma, Prüfnummer 184", "184"),
    ("ma CB perso: cryptogramme visuel 093", "093"),
    ("cvc2 is 6608 on the amex", "6608"),
    # a recovery phrase named in its language, words from any list after the colon
    (
        "frase de recuperação da carteira: casa mesa livro porta janela cadeira prato copo "
        "garfo faca panela forno",
        "janela cadeira",
    ),
    (
        "Wiederherstellungsphrase: Tisch Stuhl Fenster Lampe Vogel Baum Wolke Regen Sonne "
        "Mond Stern Blume",
        "Vogel Baum",
    ),
    (
        "my seed phrase, do not share: lemon ocean ticket hollow brave sketch garden urban "
        "vivid crane ladder mosaic",
        "hollow brave",
    ),
    # Bengali, Swahili, Hungarian, Turkish, Vietnamese, Korean, Thai nouns
    ("আমার ইমেইলের পাসওয়ার্ড হলো Nodi_Tir88", "Nodi_Tir88"),
    ("অফিসের দরজার কোড ৩৩৯১", "৩৩৯১"),
    ("nywila ya kompyuta ya ofisi ni Simba#2023", "Simba#2023"),
    ("namba ya siri ya kadi ni 8604", "8604"),
    ("a kapu kódja 7719", "7719"),
    ("anyu jelszavát felírtam: Rozsa_Kert55", "Rozsa_Kert55"),
    ("evin alarm şifresini 4812 yaptık", "4812"),
    ("pass wifi nhà mình là Hoa_Sen2022", "Hoa_Sen2022"),
    ("현관 번호 3 8 5 0", "3 8 5 0"),
    ("รหัสประตูโกดังคือ 9035", "9035"),
    ("รหัสผ่านเฟซบุ๊กของแม่คือ Mali_Sawan7", "Mali_Sawan7"),
    # hurried spellings
    ("paswort fürs tablet ist Katze4711", "Katze4711"),
    ("contrasenia del correo: Gato_Negro33", "Gato_Negro33"),
    # two words joined by "_" bound to a password
    ("the tablet password is purple_walrus", "purple_walrus"),
    # the value before its noun
    ("Mx7#kq_T2 — Router Kennwort", "Mx7#kq_T2"),
    ('"Lupa#Verde2019" é a senha do portátil', "Lupa#Verde2019"),
    ("3308 = la combinación del candado", "3308"),
    ("6195 is my PIN for the gym locker", "6195"),
    ('"Maple-River-Lantern" is the passphrase for the backup disk', "Maple-River-Lantern"),
    # Arabic and CJK commas end a value and separate codes as "," does
    ("قالت أختي إن كلمة المرور هي Zaytoun_77، لا تنسَ", "Zaytoun_77"),
    ("رموز الاسترداد: 55102938، 44817263، 90817722", "44817263"),
    ("恢复码：3391-7720，5518-2046，8802-1139", "5518-2046"),
    # "the manager" (with its article) is a person, not a construct's head
    ("أرسل لي المدير كلمة المرور: Qamar#2023، للنظام الجديد", "Qamar#2023"),
    # an "@" inside a password is no account address
    ("mật khẩu wifi quán là Pho@1995, khách hỏi thì đưa", "Pho@1995"),
    # "a"/"ein" before a labelled value
    ("wir haben ein gemeinsames Passwort für den Drucker: Toner!Blau7", "Toner!Blau7"),
    # a code said digit by digit before its noun
    ("six one one nine — that's the door code for the studio", "six one one nine"),
    ("drei acht eins fünf ist die PIN für die Bankkarte", "drei acht eins fünf"),
    ("cuatro, dos, siete, siete: el código del candado", "cuatro, dos, siete, siete"),
    ("onthoud dat 9 3 1 5 de code van de kluis is", "9 3 1 5"),
    # an account in a role's or a CJK word's label, then "pass" and its value
    ("server admin: Frost_Giant pass dragon2021", "dragon2021"),
    ("ゲームのアカウント: hana_chan / pass Sakura2020", "Sakura2020"),
    ("계정: minsu_kim / 비번 Hangang2020", "Hangang2020"),
    # Hebrew "to" joined to the new code
    ("שיניתי את הקוד של השער ל-7305", "7305"),
    # a one-time code while it lives; a code's digits after a colon, even after "a"
    ("the otp they texted me is 804 117", "804 117"),
    ("mein Bestätigungscode: 661203", "661203"),
    ("we set a temporary code for the cleaner: 40917", "40917"),
    ("鍵の保管箱は 5 0 2 8", "5 0 2 8"),
]

# Sentences that share the new rules' words and name no one's secret.
SECOND_PASS_PASSED = [
    # security codes named, no code
    "the CVV is the 3 digits on the back of the card",
    "cvv 3-4 digits, depending on the card",
    "CVV: 3 digits",
    "what's a CVV code and why does the shop need it?",
    # recovery phrases talked about
    "the recovery phrase is the twelve words you write down when you set up the wallet",
    "Recovery phrase: write down these words in order and keep them somewhere safe and offline",
    "seed phrase tips: never type it into a website, never photograph it, store it on steel",
    "mnemonic: every good boy deserves fudge is how I learned the lines of the treble clef",
    # public codes in the new languages
    "รหัสไปรษณีย์ของบ้านคือ 10110",
    "รหัสสินค้า 4471",
    "รหัสนักศึกษา 6401234",
    "รหัสส่วนลด SAVE2024",
    "รหัสผ่านต้องมีอย่างน้อย 8 ตัว",
    "আমাদের পিন কোড 700001",
    "পাসওয়ার্ড ম্যানেজার ব্যবহার করি",
    "আমার ফোন নম্বর 01712345678",
    "msimbo wa posta ni 00100",
    "namba ya simu ni 0712345678",
    "nywila ya wifi ni ndefu sana",
    "a promóciós kód: NYAR2024",
    "a csomag követési kódja 123456789",
    "a QR kód a plakáton van",
    "a széf a szekrényben van",
    "şifresini sıfırladım",
    "kargo takip kodunu 1234567890 aldım",
    "indirim kodunu YAZ2024 kullandım",
    "mật mã học là môn khó",
    "mã đơn hàng 123456",
    "I'll pass wifi details to the guests later",
    # a value first, but not a credential's
    "2019 is the code freeze date",
    "404 is the code for not found",
    "90210 is the zip code",
    "4012 is the error code",
    "10001 is the postal code for Manhattan",
    "28001 es el código postal de Madrid",
    "75008 est le code postal",
    "2024 is the code of the year",
    "1234 is the most common PIN",
    "2020 was the year my password got hacked",
    "Windows11 — password reset guide",
    "2023 — the code review backlog",
    "R2-D2 is the code name",
    "ORD-55123 is the order code",
    # the new separators and the article rules
    "رقم الطلب ٤٥٦٧٨، والشحن خلال يومين",
    "电话：138-0013-8000，微信同号",
    "كلمة المرور قوية، لا تقلق",
    "المدير قال إن كلمة المرور قوية",
    "مدير كلمات المرور عندي هو Bitwarden",
    "das beliebteste Passwort: Passwort1",
    "ein typisches Passwort: Sommer2024",
    "a password is like a toothbrush",
    "a strong password: at least 12 characters",
    # digits before a code word that is not their name
    "one two three, that's the code review plan",
    "1, 2, 3 — the door numbers",
    "chapters 1 2 3 — the code examples",
    "one, two, three: the code is in the drawer",
    "3, 2, 1 — the alarm went off",
    "we need 3 4 5 of the code",
    "admin: Sarah, pass the salt please",
    "アカウント: taro / パスワード変更済み",
    "הקוד נשלח ב-2023 למייל",
    "הקוד נשלח ל-0521234567",
    "הקוד של המבצע ל-50% הנחה",
    "the OTP expired before I typed it",
    "the OTP is 6 digits long",
    "a verification code is sent to your phone",
    "OTP 2023 conference in Houston",
    "a zip code: 90210",
    "an order code: 55123",
]


@pytest.mark.parametrize(("text", "value"), REFUSED + SECOND_PASS_REFUSED)
def test_session11_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED + SECOND_PASS_PASSED)
def test_session11_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
