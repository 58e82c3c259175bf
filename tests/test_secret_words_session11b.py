"""Credential rules of #22 session 11's second pass, each from what a secret *is*, with
look-alikes that share its words and must pass: a card's security code named in several
languages (whatever the card number); a wallet's recovery phrase named in any language, its
words after a colon; access nouns of Bengali, Swahili, Hungarian, Turkish, Vietnamese, Korean
and Thai in their common forms; two words joined by "_" as a password; a value said before its
noun in more languages and for codes. The causes came from train9a's and train9b's misses;
every text here was written for these tests (bench/RESULTS.md, "#22 credential rules,
session 11, second pass").
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
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
PASSED = [
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


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session11b_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session11b_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
