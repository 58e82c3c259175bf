"""Secrets said aloud or spelled out (issue #22, session 13): a password, PIN or code said as
words — digits as number words in many languages, letters spelled one by one with their case,
symbols said as words, pieces joined by "then" — is refused after its access noun; phone numbers,
ages, times, prices, recipes, counting and talk about what a password needs are kept. Written
before the rule (spelled_values.py), from what such a secret is, not from any author's lines."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

# en de fr es pt it nl ru pl hi tr ar zh ja ko no sv da
SAID_ALOUD = [
    "capital R o s e then nine nine, that is my PIN",
    "tango echo alpha dash seven seven, that's the password for the church laptop",
    "my password is capital T, r, zero, u, b, l, e, then the number seven",
    "the PIN for my bank card is four eight two one",
    "my email password is the word sunshine then the year nineteen sixty two",
    "the wifi password is upper case B lower case r a v o then two two exclamation mark",
    "garage door code is one one five nine hash",
    "password for the pharmacy site is m a r y dash one nine five five",
    "the code for the key safe by the back door is three nine zero seven",
    "my password is rosebud underscore four four at sign",
    # a known gap: no word for the secret, only what it opens ("online banking")
    pytest.param(
        "for the online banking it's capital D then daisy then one two three then a dollar sign",
        marks=pytest.mark.xfail(strict=True, reason="no access noun"),
    ),
    "the combination to grandads safe is twenty two left thirty one right eight left",
    "please write down my pin its seven seven three one and dont tell anyone",
    "the passcode on my phone is zero nine one two",
    "password is p for peter a for apple s for sugar s for sugar then one nine four eight",
    "my daughter set the password it is the dog's name buster followed by two zero one nine",
    "the alarm code is six six four two and then you press set",
    "Mein Passwort ist groß K, a, t, z, e, dann eins zwei drei",
    "Die PIN meiner Bankkarte ist neun drei drei eins",
    "Das Passwort vom WLAN lautet Sonnenblume und dann die Zahl neunzehn achtzig",
    "Der Code für die Haustür ist sieben acht null fünf Raute",
    "Mon code de carte bleue c'est quatre neuf deux sept",
    "Le mot de passe c'est soleil puis un deux trois point d'exclamation",
    "le code de la porte d'entrée est deux cinq huit neuf",
    "Mi PIN del banco es cinco tres ocho uno",
    "La contraseña del correo es gato luego dos cero dos cero",
    "la clave de la alarma es siete siete cero dos",
    "A senha do banco é três oito um nove",
    "Minha senha do email é flor depois um dois três",
    "Il PIN del bancomat è otto due sei quattro",
    "la password del wifi è mare poi due zero uno otto",
    "Mijn pincode is vier zes een negen",
    "Het wachtwoord is tulp dan drie drie zeven",
    "Мой пин-код четыре семь два ноль",
    "пароль от почты кошка потом один два три",
    "Mój PIN to siedem trzy jeden dziewięć",
    "hasło do banku to kot potem pięć pięć",
    "mera ATM pin hai chaar do saat nau",
    "mera password hai raju phir ek do teen",
    "Banka şifrem dört yedi iki sıfır",
    "kart şifresi beş beş bir iki",
    "الرقم السري لبطاقتي أربعة سبعة اثنان واحد",
    "我的银行卡密码是三七九一五八",
    "密码是 四 五 六 一 二 三",
    "暗証番号はよん なな に いち です",
    "パスワードはさくら、それから いち に さん",
    "내 비밀번호는 사 칠 이 일",
    "제 카드 비밀번호는 삼 오 칠 구 입니다",
    "Pinkoden min er åtte åtte en null",
    "Min PIN-kod är fyra sju två noll",
    "min pinkode er syv tre to ni",
    "my son wants me to save this so the password for the gas account is capital M a g g i e then nine nine then an exclamation mark thats it",
    "ok so the pin number for the post office card is two five five eight",
    "the code to get into the building is star one four seven nine",
    "the password is all one word greenhouse then the number four then the number two",
    "my login for the library is my card number and the pin is nine one one four",
    "for the tablet the unlock pattern pin is one three five seven",
    "the lock on the shed is a combination and its zero zero seven",
    "write this down the password is h e l e n hash seven",
    "netflix password lowercase s u n n y then at sign then two three",
    "the security code on the back of the card is four one seven",
    "my voicemail PIN is eight eight two two",
    "the key safe code is one nine six three it's by the front door",
    "Meine Geheimzahl ist drei drei sieben acht",
    "Il codice del cancello è uno due tre quattro",
    "the password is sunshine nine nine",
    "Das Passwort ist Sonnenschein neun neun",
]

LOOK_ALIKES = [
    "we meet at seven seven thirty, that is the code club",
    "blue then two of us, that is the door we painted",
    "one two three four, that's the rhythm of the password song",
    "my phone number is zero seven seven nine one two three four five six seven",
    "we live at number forty two Elm street",
    "I am seventy eight years old and my wife is seventy five",
    "the bus comes at half past seven and then again at eight fifteen",
    "the bread was two pounds fifty and the milk one twenty",
    "add two cups of flour then one egg then three spoons of sugar",
    "my PIN has four digits",
    "the password needs a capital letter and a symbol",
    "one two three four five, once I caught a fish alive",
    "our flight is BA two eight three leaving at nine forty",
    "the password must be at least eight characters long with one number",
    "I forgot my PIN again, the bank will send a new one",
    "the code of conduct has four parts",
    "the recipe says bake at one eighty for twenty five minutes",
    "my grandson is twelve and his sister is nine",
    "room three one two on the third floor",
    "call me back on double four seven one",
    "the score was three one to us then two two in the second game",
    "take two tablets then wait four hours then two more",
    "the door is the third one on the left then up two floors",
    "Ich bin achtzig Jahre alt und habe drei Enkel",
    "Wir wohnen in der Hauptstraße zwölf, dritter Stock",
    "Le train part à sept heures puis un autre à huit heures",
    "J'ai acheté deux baguettes et trois croissants",
    "Tengo setenta años y cuatro nietos",
    "La receta lleva dos huevos y tres tazas de harina",
    "Eu moro na rua três, número oito",
    "Ho comprato due chili di mele e tre di pere",
    "Ik heb twee katten en drie honden",
    "Мне семьдесят лет, у меня два внука",
    "Mam trzy koty i dwa psy",
    "mere do bete hain aur teen pote",
    "Üç çocuğum ve yedi torunum var",
    "我有三个孩子，住在五楼",
    "電車は七時に出ます",
    "저는 칠십 살이에요",
    "Jeg har to barn og fire barnebarn",
    "the password reset email never came, can you explain how to do it",
    "how many digits is a PIN usually, four or six",
    "the pin on my brooch fell out, it was my mother's",
    "I'm counting my steps one two three four and so on",
    "my blood pressure was one forty over ninety this morning",
    "the lottery numbers were seven twelve nineteen twenty three thirty",
    "the combination of rice and beans is lovely",
    "the code for the Tuesday class is easy, just bring a mat",
    "my zip code is nine oh two one oh",
    "the hymn number is four five six and then three two one",
    "my password manager suggested a long one with symbols, is that safe",
    "flight number is one two three four from gate six",
    "the tv channel is one oh one then press ok",
    "my bank sort code is on the letter, I'll find it later",
    "I knit two purl two then repeat four times",
    "the PIN pad at the shop was broken so I paid cash",
    "dial zero then one four one before the number to hide it",
    "the word sunshine was in the crossword, seven letters",
    "my granddaughter spelled her name for me, capital E, m, m, a",
    "the combination lock on my suitcase broke",
    "the answer to the quiz was three then five then eight",
    "upper case letters are hard to read on this tablet",
    "it costs four ninety nine then postage is two fifty",
    "my shoe size is seven and a half, then my husband's is ten",
    "the door was blue then two of us painted it red",
    "my PIN was blocked then I called the bank at nine",
    "the door code changed then we waited two hours outside",
    "I typed the password then pressed enter three times",
    "the garage door opens then closes after two minutes",
    "the alarm goes off at seven then again at seven thirty",
    "the password reset link came then expired after one hour",
    "the code is in the kitchen drawer then the second shelf",
    "the door to flat four b is the one with the wreath",
    "my password is the same as always, I just forgot it",
    "the PIN machine was slow then one man behind me complained",
    "the combination of salt then a little sugar then two spoons of vinegar is lovely",
    "I changed the password then changed it back, so it is the old one",
    "the key code for the product is printed on the box, page two",
    "the door opens at nine a m and closes at five p m",
    "the code of conduct says capital letters are shouting",
    "my password has a capital letter then two numbers then a symbol",
    "the alarm beeped three times then stopped then beeped twice",
    "la contraseña tiene que tener una mayúscula y un número",
    "Das Passwort muss eine Zahl und ein Sonderzeichen enthalten",
    "le code de la route a changé en deux mille vingt",
    "il codice fiscale lo trovi sulla tessera sanitaria",
    "я забыл пароль и потом два часа восстанавливал",
    "şifremi unuttum sonra iki saat uğraştım",
    "密码忘了，然后等了两个小时",
    "パスワードを忘れて、それから二時間かかった",
    "the gate code is on the fridge, then the spare key is under the pot",
    "the password for the meeting is in the email dash check your inbox",
    "the door at number five then the one at number seven",
    "the PIN is the same as the alarm, you know it",
    "the wifi password for room twelve twelve is on the card by the bed",
    "the door code for flat nine nine is different from ours",
    "the PIN for the bus pass costs five five pounds",
    "the alarm code guy came round at ten ten and left",
    "my password expired so I rang them about two two times",
    "the code club meets on tuesdays seven thirty",
    "the gate code was changed in twenty twenty two",
    "the combination was hard, I tried four four times",
]

# The value said piece by piece is hidden whole by redaction, not only the message refused.
HIDDEN = [
    (
        "my password is capital T, r, zero, u, b, l, e, then the number seven",
        ("zero, u, b", "seven"),
    ),
    ("my password is rosebud underscore four four at sign", ("rosebud", "four four")),
    (
        "netflix password lowercase s u n n y then at sign then two three",
        ("s u n n y", "two three"),
    ),
    (
        "the password is all one word greenhouse then the number four then the number two",
        ("greenhouse",),
    ),
    ("mera password hai raju phir ek do teen", ("raju", "ek do teen")),
    ("我的银行卡密码是三七九一五八", ("三七九一五八",)),
]


@pytest.mark.parametrize("text", SAID_ALOUD)
def test_a_secret_said_aloud_is_refused(text: str) -> None:
    assert screening_verdict(text) is not None, text


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_numbers_and_letters_said_aloud_without_a_secret_are_kept(text: str) -> None:
    assert screening_verdict(text) is None, text


@pytest.mark.parametrize(("text", "pieces"), HIDDEN)
def test_a_spelled_value_is_hidden_whole(text: str, pieces: tuple[str, ...]) -> None:
    assert_refused_and_hidden(text, pieces)


def test_the_sets_are_as_large_as_the_brief_asks() -> None:
    # at least 60 a side, so one rule fitted to a handful of lines cannot pass
    assert len(SAID_ALOUD) >= 60
    assert len(set(LOOK_ALIKES)) >= 60
