"""Credential rules of #22 session 12, each from what a secret *is*, with look-alikes that share
its words and must pass. The probes were written for these tests, thinking as a new author in
another language would say each class of secret (bench/RESULTS.md, "#22 credential rules,
session 12"); one cause came from a training author's miss (train7's Korean "API 키").

- an access noun in the case a sentence puts it in (Polish, Czech, Russian, Serbo-Croatian,
  Romanian), in Urdu and Persian spelling, Korean's 키 and 패스워드, Bengali's PIN alone; the
  genitive plural and the head-first public codes ("menedżer haseł", "kod rabatowy", "codul
  poștal") stay topics.
- "with" before an article qualifies the noun's object ("the password for the folder with the
  photos is X"); it binds a value only when the value follows ("opens with 4471").
- a value given a password's role, value first: "as" in more languages (jako, kao, ca,
  sebagai, bilang) and after a non-English noun whatever word follows ("als Passwort überall");
  Japanese "XをパスワードにN", Korean "X를 비밀번호로", Chinese "用 X 作为…密码", Hindi "X को
  पासवर्ड बनाया"; a noun that heads a compound ("Passwort Manager", "密码管理器") does not.
- the answer to a security question named in 10 more languages (Polish, Czech, Turkish,
  Romanian, Vietnamese, Malay/Indonesian, Spanish/French/Italian/Portuguese "secret answer",
  Japanese, Korean, Chinese with their word for "answer"); a name in a script without case
  (ポチ, 바둑이, 旺财) is an answer; a description or "forgot it" is not.
- a lock with dials opens with 3 digits: after a padlock (in 8 languages), or a lock or locker
  named with its code ("locker code is 319"); a locker's number, a price, a percentage pass.
- Dutch "de" before its own nouns is "the", not Romance "of" ("onthoud dat de pincode … 8822
  is"; a motivating miss of train9a).
- keypads: an alarm is disarmed with its code ("to disarm the alarm enter 4410"); a door's or
  an alarm's code after a dash ("house alarm - 4410"); digits ending in the keypad's "#" or "*"
  after a door or gate; "psw", "p/w", "pword" for password. A range, "#12", a star service
  code, a measure after a dash pass.
- one lowercase word as a password, ending its clause after the copula: 10+ letters with no
  adjective's or participle's ending ("the wifi password is sunflowerfield"), 8+ after a
  label's colon; "ridiculous", "complicated", "everywhere", "vergessen" describe, not values.
- a session cookie assigned ("sessionid=…", "session_key: …", session_cookies.py) logs in as its owner: a random
  value of 16+ letters and digits; a session's time, number or name passes (a motivating miss
  of train9a).
- a passphrase's words may end in a number ("purple elephant dancing slowly 2021"); after a
  passphrase's label a made-up sentence is one (train7's gpg passphrase motivated it), not a
  statement about it (a person, an auxiliary or modal, "check …", a participle first).
- a password by its shape alone (password_shape.py): upper and lower case, a digit and a symbol
  inside the token, named by a short label ("amazon = Kx9!mPq2", "for the bank it's …") or in a
  text that names a password; a closing "!" counts only there. Not: code ("!isReady2",
  "a&&B2"), currency, percentages, "#12", key combinations, hashtags, handles, addresses,
  versions, examples ("passwords like …"), a gamertag or a username.
- a memory's third person: "the user uses X for most accounts", "she has X on every site" (a
  strict shape); a recipe then "=" and what it makes ("the name of my dog + 99 = Rex99").
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# (text, the value that must not survive redaction)
REFUSED = [
    # Icelandic and Estonian password nouns (the lead, after the ten-author opinion stopped
    # reading "lykilorð: …")
    ("lykilorð: Solblom77", "Solblom77"),
    ("wifi lykilorðið er Solblom77", "Solblom77"),
    ("minu salasõna on Päikeseloojang7", "Päikeseloojang7"),
    # nouns in their cases, Urdu, Persian, Korean, Bengali
    ("drzwi do piwnicy otwierasz kodem 4471", "4471"),
    ("s heslem Praha#1989 se přihlásíš do pošty", "Praha#1989"),
    ("дверь в подъезд открывается кодом 4471", "4471"),
    ("lozinku za wifi: Zagreb_2020", "Zagreb_2020"),
    ("codul de la ușă este 4471", "4471"),
    ("cheia API este 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d", "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d"),
    ("میرا پاس ورڈ Lahore@786 ہے", "Lahore@786"),
    ("میرا اے ٹی ایم پن 5522 ہے", "5522"),
    ("پسوردم Tehran#1400 است", "Tehran#1400"),
    ("API 키: 4cdbd36a85458667bba99931e16fa742", "4cdbd36a85458667bba99931e16fa742"),
    ("내 패스워드는 Haneul2024! 이야", "Haneul2024!"),
    ("আমার পিন ৪৮২১", "৪৮২১"),
    ("인증 코드는 552901", "552901"),
    # "with" qualifying the object, then the copula
    (
        "the password for the shared drive folder with the wedding photos is Confetti-2024-Bride",
        "Confetti-2024-Bride",
    ),
    ("das Passwort für den Ordner mit den Fotos ist Konfetti!2024", "Konfetti!2024"),
    # a password's role, value first
    ("ich benutze Sommer2024! als Passwort überall", "Sommer2024!"),
    ("j'utilise Soleil_2024 comme mot de passe partout", "Soleil_2024"),
    ("używam Lato_2023! jako hasła wszędzie", "Lato_2023!"),
    ("я использую Zima2023! как пароль везде", "Zima2023!"),
    ("I use Winter2023! as my password everywhere", "Winter2023!"),
    ("koristim Jadran_2023 kao lozinku svugdje", "Jadran_2023"),
    ("folosesc Carpati_2022 ca parolă peste tot", "Carpati_2022"),
    ("saya pakai Nasi_Lemak99 sebagai kata laluan", "Nasi_Lemak99"),
    ("ginagamit ko ang Mabuhay_2024 bilang password", "Mabuhay_2024"),
    ("Sakura2024! をパスワードとして使ってる", "Sakura2024!"),
    ("Haneul2024!를 비밀번호로 써", "Haneul2024!"),
    ("我拿 Longma2024! 当密码用", "Longma2024!"),
    ("我用 Longma2024! 作为所有网站的密码", "Longma2024!"),
    ("मैंने Neela@2024 को पासवर्ड बनाया", "Neela@2024"),
    ("मैं हर जगह Neela@2024 पासवर्ड इस्तेमाल करता हूँ", "Neela@2024"),
    # security answers
    ("tajna odpowiedź: Burek", "Burek"),
    ("odpowiedź na pytanie bezpieczeństwa: Burek", "Burek"),
    ("respuesta de seguridad: Firulais", "Firulais"),
    ("réponse secrète : Médor", "Médor"),
    ("ответ на секретный вопрос: Шарик", "Шарик"),
    ("güvenlik sorusu cevabı: Karabaş", "Karabaş"),
    ("security q - first pet: Biscuit", "Biscuit"),
    ("秘密の質問の答えはポチ", "ポチ"),
    ("보안 질문 답은 바둑이", "바둑이"),
    ("密保问题答案：旺财", "旺财"),
    # a dial lock's 3 digits
    ("My locker code is 319", "319"),
    ("padlock on the suitcase: 007", "007"),
    ("the bike lock combo is 482", "482"),
    ("kłódka od roweru: 319", "319"),
    # Dutch "de"
    ("weet je nog dat de pincode van de creditcard 4821 is?", "4821"),
    ("ik weet dat de wachtwoord Fiets!2023 is", "Fiets!2023"),
    # keypads and short forms
    ("to disarm the alarm enter 4410", "4410"),
    ("house alarm - 4410", "4410"),
    ("garage door — 7391", "7391"),
    ("front door 4471#", "4471"),
    ("psw: Zaq12wsx!", "Zaq12wsx!"),
    ("p/w for the router: Zaq12wsx!", "Zaq12wsx!"),
    # one lowercase word
    ("the wifi password is sunflowerfield", "sunflowerfield"),
    ("la contraseña del portátil es girasolamarillo", "girasolamarillo"),
    ("my password is literally butterscotch", "butterscotch"),
    # a session cookie
    ("the admin cookie is sessionid=p3v8x2wq7zr4tl1mnb6pyc9k", "p3v8x2wq7zr4tl1mnb6pyc9k"),
    ("session_key: 7c1d9e2a4b6f8a0c3e5d7b9f", "7c1d9e2a4b6f8a0c3e5d7b9f"),
    # passphrases
    (
        "the passphrase on the encrypted drive is purple elephant dancing slowly 2021",
        "purple elephant dancing slowly 2021",
    ),
    ("my wifi password is orange monkey bicycle 77", "orange monkey bicycle 77"),
    ("wifi passphrase: blue moon over tokyo tonight", "blue moon over tokyo tonight"),
    ("passphrase for the backup disk: nine red kites circle above the old barn", "old barn"),
    # by shape
    ("amazon = Kx9!mPq2", "Kx9!mPq2"),
    ("gmail → Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("for the bank it's Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("Kx9!mPq2 (that's for amazon)", "Kx9!mPq2"),
    ("netflix: Sum&mer2024", "Sum&mer2024"),
    ("IT reset me to Welcome123! and said to change that password soon", "Welcome123!"),
    # third person, a recipe's "="
    ("The user uses Summer2024! for most accounts", "Summer2024!"),
    ("she uses Tulip#2020 for everything", "Tulip#2020"),
    ("my password for the bank is the name of my dog + 99 = Rex99", "Rex99"),
]

# Sentences that share the new rules' words and name no one's secret.
PASSED = [
    "ég gleymdi lykilorðinu mínu",
    "ég breytti lykilorðinu í gær",
    "unustasin oma salasõna",
    "menedżer haseł to Bitwarden",
    "мой менеджер паролей — KeePass",
    "správce hesel je Bitwarden",
    "не помню пароля от почты",
    "пароли должны быть длинными",
    "паролем мы не делимся",
    "kody rabatowe: LATO20",
    "kod rabatowy LATO2024",
    "kod pocztowy: 00-950",
    "codul poștal este 010011",
    "код заказа 448812",
    "кода ошибки 404 нет",
    "cheia de la casă e sub preș",
    "আমাদের পিন কোড 700001",
    "키는 180이야",
    "스키는 재밌어",
    "키보드 새로 샀어",
    "인증 코드가 안 와요",
    "the password for the folder with the photos is on the fridge",
    "the password with the most letters is the best",
    "I use Python3 as my code language",
    "I use Bitwarden as my password manager too",
    "I use KeePass2 as my password vault",
    "ich nutze KeePass2 als Passwort Manager",
    "ich nutze KeePass2 als Passwort-Manager",
    "uso Bitwarden2 como gestor de contraseñas",
    "KeePassXCをパスワード管理に使ってる",
    "Bitwarden2를 비밀번호 관리자로 써",
    "我用 KeePass2 作为密码管理器",
    "我用 Bitwarden2 管理密码",
    "the security question was about my first pet",
    "respuesta de seguridad: no me acuerdo",
    "pytanie bezpieczeństwa: imię pierwszego zwierzaka",
    "Sicherheitsfrage: Name des ersten Haustiers",
    "la pregunta de seguridad es el nombre de mi primera mascota",
    "보안 질문 답은 기억 안 나",
    "보안 질문은 설정했어",
    "秘密の質問の答えは忘れた",
    "秘密の質問の答えはどこに書いた？",
    "密保问题答案忘了",
    "my locker is 319",
    "my locker number is 319",
    "the padlock costs: 120 euros",
    "the padlock is 120 euros",
    "the padlock is 100% safe",
    "the padlock: 3 digits",
    "the door code is 319",
    "the locker code is 123 characters long",
    "ik ben de pincode vergeten",
    "vergeet niet dat de pincode 4 cijfers heeft",
    "ik heb de pincode 3 keer fout ingevoerd",
    "the alarm is set for 0630 - 0700",
    "call the building at *2291",
    "apartment door #4471",
    "the door #12 is blue",
    "the alarm - 30 seconds to leave",
    "door - 2 metres wide",
    "the PSW register is 16 bits",
    "p/w ratio is 2.5",
    "disarm the bomb in 30 seconds",
    "I disarmed the alarm yesterday",
    "the password is ridiculous",
    "the password is complicated",
    "the password is embarrassing",
    "my password is unbreakable",
    "the password is everywhere",
    "the password is nonsense",
    "the password is wrong again",
    "passwort: vergessen",
    "wachtwoord: vergeten",
    "session: morning",
    "session id: 2024-03-14-morning",
    "the session ID is 12345",
    "session_id=4f8a2c",
    "We hash the passwords in our booking app with bcrypt, cost factor 12.",
    "the password policy is minimum length 12",
    "passphrase: stored in my password manager",
    "passphrase: I keep it in my vault",
    "passphrase: the one from the notebook",
    "passphrase: same as the wifi one",
    "passphrase: four random words from a list",
    "passphrase: needs to be at least five words",
    "passphrase: changed last week after the leak",
    "passphrase: written on a card in the drawer",
    "we upgraded to Windows11!",
    "press Ctrl+Alt+F2 to switch",
    "raised US$5bn last year",
    "sales +20%YoY",
    "Room#12B is ours",
    "#Summer2024 was fun",
    "@Bob_99 said hi",
    "version v2.3.1-Beta!",
    "**Step1** then go",
    "we won Game7!",
    "if (!isReady2) return",
    "passwords like Summer2024! are weak",
    "such as Tr0ub4dor&3",
    "my gamertag is Sn!per42 on xbox",
    "username: Sn!per42",
    "the user uses Python3 for work",
    "she uses Office365 for everything",
    "the user has Windows11 on the laptop",
    "the password is the same as the wifi one = easy",
    "my password length is the default = 12",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_session12_credentials_are_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value])


@pytest.mark.parametrize("text", PASSED)
def test_session12_look_alikes_pass(text):
    assert screening_verdict(text) is None, text
