"""Secrets said as pairs and objects (secret_speech.py runs them): an account and its password
after a login word or a service name ("Spotify: jamie.l / Music4ever!"), a code after a lock
("the padlock on the shed: 6-2-9", "the keypad takes 2468*"), a URL with only a password.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.required_literals import required_literals
from ltm_chat.memory.screen.same_shape_pairs import one_kind
from ltm_chat.memory.screen.spoken_values import (
    _EMAIL_OR_URL,
    _digits_code,
    chosen_password,
    random_letters,
    token_core,
)

__all__ = ["pair_spans"]

# Things a PIN or code opens; a code word with none of them near is a zip or promo code.
_ACCESS_OBJECTS = re.compile(
    r"door|gate|alarm|safe\b|garage|keypad|lock|locker|lockbox|building|entry|unlock|vault|"
    r"intercom|buzzer|phone|card|atm|bank|sim\b|wifi|wi-fi|"
    r"tür|haustür|tor\b|alarmanlage|tresor|schloss|karte|porte|portail|alarme|coffre|cadenas|"
    r"interphone|carte|puerta|portal|alarma|caja fuerte|candado|tarjeta|portão|portao|porta|"
    r"cofre|cadeado|cartão|cartao|portone|allarme|cassaforte|lucchetto|bancomat|deur|poort|"
    r"kluis|slot|pas\b|дверь|двери|домофон|сигнализац|сейф|замок|калитк|ворот|карт|drzwi|"
    r"brama|sejf|karty|porten|dörr|kapı|门|門|保险|保險|锁|鎖|银行卡|銀行卡|玄関|ドア|金庫|"
    r"ロッカー|カード|현관|도어|금고|카드|cancello|furtk|hek\b|laptop|computer|tablet|ipad|"
    r"iphone|\bpc\b|console|storage|garaje|garagem|storage unit|portier|digicode|immeuble|"
    r"edificio|gebäude|здани|подъезд|unlock|desbloqu|sblocc|entsperr|déverrouill|ontgrendel|"
    r"разблокир|sent me|texted|\bsms\b|by text",
    re.IGNORECASE,
)


# -- "user / password" after a login word ---------------------------------------------------
_LOGIN_PAIR = re.compile(
    r"(?:login|log-in|sign-in|credentials|router|admin|zugangsdaten|anmeldedaten|identifiants|credenciales|"
    r"credenziali|credenciais|inlog|inloggegevens|логин|учётные данные|учетные данные|账号|帳號|"
    r"ログイン|아이디)[^\n/]{0,40}?[\w.+-]+@?[\w.-]*[ \t]*/[ \t]*(?P<v>[!-~]{4,100})",
)
# "the lockbox opens with 7-3-9-1", "the keypad takes 2468*"
_OPENS_WITH = re.compile(
    r"(?:(?:open|unlock|arm|disarm|set|unset)(?:s|ed)?[ \t]+with|takes|accepts|needs)[ \t]+"
    r"(?P<v>[0-9][0-9 #*-]{2,20}[0-9#*])",
)
# A lock's combination: three or more numbers of one or two digits ("6-2-9", "24-11-38").
_COMBINATION = re.compile(r"[0-9]{1,2}(?:[ -][0-9]{1,2}){2,5}")
# (fifty characters to the link: "the garage door at my parents' place in Gothenburg is 7733")
_OBJECT_AFTER = (
    r"\b[^\n.:]{0,50}?(?::|\bis(?: set to)?\b|\bset to\b|=|[ \t][-–—](?=[ \t]))"
    r"[ \t]*(?P<v>[0-9][0-9 #*-]{1,14}[0-9#*])(?![0-9A-Za-z])"
)
_OBJECT_CODE = re.compile(
    r"(?:door|gate|keypad|lockbox|key ?safe|safe|alarm|garage|locker|padlock|lock|intercom|"
    r"buzzer|tür|tor|tresor|porte|portail|puerta|portón|portão|cancello|portone|deur|hek|"
    r"дверь|калитк|сейф|домофон)" + _OBJECT_AFTER
)
_OBJECT_WORDS = required_literals(_OBJECT_CODE) or ()
# Padlocks and locks of other languages, each read where its word is (found by str.find): as
# alternatives of the pattern above they would cost every text with a colon a slower scan.
_FOREIGN_LOCKS = (
    "kłódk",
    "kilid",
    "schloss",
    "cadenas",
    "candado",
    "cadeado",
    "lucchetto",
    "hangslot",
    "замок",
    "замка",
)
# Doors, gates, alarms and key boxes of more languages (session 17), read the same way: the
# thing a code opens, named with no word for the code ("Brána na dvore: 8201"). Not the words
# that are other words too: Swedish "grind" (English grind), Malay "pagar" (Spanish to pay).
_FOREIGN_DOORS = (
    "alarma",
    "alarme",
    "allarme",
    "brán",
    "dveř",
    "dvere",
    "vchod",
    "drzwi",
    "dør",
    "dörr",
    "nøgleboks",
    "nøkkelboks",
    "nyckelbox",
    "nyckelskåp",
    "portti",
    "ajtó",
    "kapu",
    "kulcsdoboz",
    "riasztó",
    "πόρτα",
    "πόρτας",
    "αυλόπορτα",
    "συναγερμ",
    "kapı",
    "pintu",
    "gerbang",
    "poarta",
    "vrata",
    "kapij",
    "interfon",
    "cửa",
    "דלת",
    "الباب",
    "दरवाज",
    "двер",
    "хвіртк",
    # Germanic languages write a door or gate as one compound ("Garagentor", "Haustür",
    # "voordeur", "ytterdörr"): the head is not at a word's start, so the common ones are named
    *("garagentor", "gartentor", "hoftor", "einfahrtstor", "haustür", "wohnungstür"),
    *("kellertür", "hintertür", "eingangstür", "voordeur", "achterdeur", "garagedeur"),
    *("tuinpoort", "ytterdörr", "garageport", "hoveddør", "garasjeport", "yderdør"),
)
_FOREIGN_LOCK_CODE = re.compile(r"\w{0,4}" + _OBJECT_AFTER)
# A lock with dials opens with 3 digits ("the padlock on the suitcase: 007"): a padlock has no
# other number, a locker or a lock only its code ("locker code", "bike lock combo").
_DIAL_LOCK = re.compile(
    r"(?:padlock|kłódk|kilid|cadenas|candado|cadeado|lucchetto|hangslot)|"
    r"(?:lock|locker|schloss|замок|замка|kilit)\b[^\n]{0,20}?(?:code|combo|combination|"
    r"kombination|código|codice|код|kod|şifre)"
)
_THREE_DIGITS = re.compile(r"[0-9]{3}")
# session 21: a dial lock's three digits after its combination ("combination 771", "la
# combinación del candado es 916") or after a locker's code ("kod do szafki 442", "skåpet …
# har koden 209"): words between need a copula or a colon, unless a code word names the lock's.
_COMBINATION_NOUNS = (
    *("combination", "combo", "combinación", "combinacion", "combinação", "combinacao"),
    *("combinazione", "combinaison", "kombination", "kombinacj", "kombinace", "kombinasyon"),
    *("combinatie", "комбинаци", "zahlenschloss", "cijferslot"),
)
_LOCKERS = (
    *("locker", "szafk", "skåp", "spind", "taquilla", "armadietto", "casier", "schließfach"),
    *("kłódk", "padlock", "candado", "cadeado", "lucchetto", "cadenas", "hangslot", "kilit"),
)
_LOCK_CODE_WORD = r"(?:code|koden?|kod|c[óo]digo|codice|код|şifre(?:si)?)\b"
_DIAL_COPULA = (
    r"(?:[ \t]*[:=]|[ \t]+(?:is|es|est|ist|é|è|e|jest|to|är|er|era|was|wynosi|har|hat|ha|tiene|"
    r"tem|c'est))"
)
_DIAL_VALUE = (
    r"[ \t]*(?P<v>[0-9]{3})(?![0-9A-Za-z%°]|[.,][0-9]|[ \t]*(?:-|/)[ \t]*[0-9]|"
    r"[ \t]+(?:percent|per[ \t]cent|pour[ \t]cent|por[ \t]ciento|por[ \t]cento|prozent|procent))"
)
_DIAL_AFTER_NOUN = re.compile(
    r"[^\W\d_]*(?:(?:[ \t]+[^\W\d_'’]+){1,4}?"
    + _DIAL_COPULA
    + "|"
    + _DIAL_COPULA
    + ")?"
    + _DIAL_VALUE
)
_DIAL_AFTER_CODE = re.compile(
    r"[^\W\d_]*(?:[ \t]+[^\W\d_'’]+){0,3}?" + _DIAL_COPULA + "?" + _DIAL_VALUE
)
_CODE_THEN_LOCKER = re.compile(_LOCK_CODE_WORD + r"[^\n.;:0-9]{0,25}$")
_LOCKER_THEN_CODE = re.compile(r"[^\W\d_]*[^\n.;:0-9]{0,25}?" + _LOCK_CODE_WORD)
_MEASURE_AFTER = re.compile(r"[%°]|[.,][0-9]")  # "100% safe", "120.50": a measure
# Digits with a keypad's own key after them (or a star before) are typed on a keypad: "front
# door 4471#", "the gate takes 2291*" ("#12" is "number 12", "*2291" a phone's service code).
_KEYPAD_TYPED = re.compile(
    r"(?:door|gate|keypad|entry|entrance|building|alarm|garage|lobby|intercom|buzzer|tür|porte|"
    r"puerta|portão|portone|deur|дверь|подъезд|домофон)\b[^\n.:#*]{0,30}?[ \t]"
    r"(?P<v>[0-9]{3,8}[#*])(?![0-9A-Za-z])\Z"
)
_KEYPAD_KEYS_BUDGET = 200  # "#"/"*" read per text: a message types a code or two
_ITS_NUMBER = re.compile(r"\b(?:number|no\.?|nr\.?|nummer|numéro|número|numero|номер)\b")
# "Spotify: jamie.l / Music4ever!": a service named at a line's start, its account, its password.
_SERVICE_PAIR = re.compile(
    r"(?m)^[^\w\n]{0,4}[ \t]*[\w][\w+ .&-]{1,30}:[ \t]*(?P<u>[\w.+-]{2,40}(?:@[\w.-]+)?)[ \t]+"
    r"/{1,2}[ \t]+"
    r"(?P<v>[!-~]{5,100})(?:[ \t]|$)"
)


def _object_code(m: re.Match[str], text: str, lowered: str, start: int) -> tuple[int, int] | None:
    """The code after a thing that opens with one (the match of _OBJECT_AFTER from `start`)."""
    value = m["v"]
    said = lowered[start : m.end()]
    if _ITS_NUMBER.search(said):
        return None  # "my locker number is 4417": the thing's number names it
    before = lowered[start : m.start("v")]
    if before.rstrip()[-1:] in "-–—" and any(c.isdigit() for c in before):
        return None  # "the alarm is set for 0630 - 0700": a range, not a label's dash
    dial = (
        _THREE_DIGITS.fullmatch(value) is not None
        and _DIAL_LOCK.match(said) is not None
        and not quantity_after(text, m.end("v"))
        and not _MEASURE_AFTER.match(text, m.end("v"))
    )
    if (start == 0 or not lowered[start - 1].isalpha()) and (
        _digits_code(value) or _COMBINATION.fullmatch(value) or dial
    ):
        return m.span("v")
    return None


_URL_PASSWORD = re.compile(r"://:(?<=[a-z0-9]://:)(?P<v>[^@\s/]{3,200})@")


_LOGIN_LITERALS = (
    "login log-in sign-in credential router admin zugangsdaten anmeldedaten identifiants credenciales "
    "credenziali credenciais inlog логин учётные учетные 账号 帳號 ログイン 아이디"
).split()


def pair_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """Patterns run on the lowered text (same offsets); values are read from `text`. Each
    runs only when the words it starts with occur."""
    found = []
    logins = chars.has("/") and any(chars.has(w) for w in _LOGIN_LITERALS)
    for m in _LOGIN_PAIR.finditer(lowered) if logins else ():
        core = token_core(text[m.start("v") : m.end("v")])
        if chosen_password(core) or random_letters(core) or _digits_code(core):
            found.append(("spoken-password", m.start("v"), m.start("v") + len(core)))
    opens = chars.has("with") or chars.has("takes") or chars.has("accepts") or chars.has("needs")
    for m in _OPENS_WITH.finditer(lowered) if opens else ():
        if _ACCESS_OBJECTS.search(lowered, max(0, m.start() - 40), m.start()) and (
            m.start() == 0 or not lowered[m.start() - 1].isalpha()
        ):
            found.append(("spoken-pin", *m.span("v")))
    objects = chars.has(":") or chars.has(" is") or chars.has("set to") or chars.has("=")
    objects = objects or chars.has(" - ") or chars.has(" – ") or chars.has(" — ")
    # (the value these read opens with an ASCII digit: a text without one is not read)
    objects = objects and any(map(chars.has, "0123456789"))
    # (the pattern scans slowly where its nouns' first letters are common: asked only when one
    # literal of each set every match holds occurs, each known at C speed)
    named = objects and all(any(map(chars.has, words)) for words in _OBJECT_WORDS)
    for m in _OBJECT_CODE.finditer(lowered) if named else ():
        if value := _object_code(m, text, lowered, m.start()):
            found.append(("spoken-pin", *value))
    for word in (*_FOREIGN_LOCKS, *_FOREIGN_DOORS) if objects else ():
        for pos in (
            capped_occurrences(lowered, word, _KEYPAD_KEYS_BUDGET) if chars.has(word) else ()
        ):
            m = _FOREIGN_LOCK_CODE.match(lowered, pos + len(word))
            if m and (value := _object_code(m, text, lowered, pos)):
                found.append(("spoken-pin", *value))
    if any(map(chars.has, "0123456789")):
        found += _dial_spans(text, lowered, chars)
    for key in ("#", "*"):
        for pos in capped_occurrences(lowered, key, _KEYPAD_KEYS_BUDGET) if chars.has(key) else ():
            after = pos + 1
            if after < len(lowered) and lowered[after].isalnum():
                continue  # "#12": a number sign
            m = _KEYPAD_TYPED.search(lowered, max(0, pos - 50), after)
            if m and (m.start() == 0 or not lowered[m.start() - 1].isalpha()):
                found.append(("spoken-pin", *m.span("v")))
    for m in _SERVICE_PAIR.finditer(text) if chars.has("/") and chars.has(":") else ():
        core = token_core(m["v"])
        if (
            chosen_password(core)
            and not _EMAIL_OR_URL.match(core)
            and not m["u"].isdigit()
            and not one_kind(m["u"], core)  # "flights: BA1234 / LH4412": two of one kind
        ):
            found.append(("spoken-password", m.start("v"), m.start("v") + len(core)))
    for m in _URL_PASSWORD.finditer(lowered) if chars.has("://:") else ():
        found.append(("url-password", *m.span("v")))
    return found


def _dial_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each dial lock's three digits (see _COMBINATION_NOUNS)."""
    found = []
    for word in (*_COMBINATION_NOUNS, *_LOCKERS):
        for pos in (
            capped_occurrences(lowered, word, _KEYPAD_KEYS_BUDGET) if chars.has(word) else ()
        ):
            if pos and lowered[pos - 1].isalpha():
                continue  # inside another word
            if word in _COMBINATION_NOUNS:
                m = _DIAL_AFTER_NOUN.match(lowered, pos + len(word))
            elif _CODE_THEN_LOCKER.search(lowered, max(0, pos - 40), pos):
                m = _DIAL_AFTER_CODE.match(lowered, pos + len(word))  # "kod do szafki 442"
            else:
                code = _LOCKER_THEN_CODE.match(lowered, pos + len(word))  # "skåpet har koden 209"
                m = code and _DIAL_AFTER_CODE.match(lowered, code.end())
            if m is None or _ITS_NUMBER.search(lowered, pos, m.start("v")):
                continue  # "locker number 214": the thing's own number
            if quantity_after(text, m.end("v")):
                continue  # "combo 199 pesos": a price
            found.append(("spoken-pin", *m.span("v")))
    return found
