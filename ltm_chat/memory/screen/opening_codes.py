"""A code that opens something, said with a verb of opening in the language's own order
(secret_speech.py runs it): "الباب يفتح بـ 7720", "در حیاط با ۱۱۹۴ باز میشه", "הדלת נפתחת עם
3185", "鐵門用 8521 開", "cửa mở bằng mã 2046", "pintu dibuka pakai 6060", "kapı 3344 ile açılıyor",
"दरवाज़ा 9182 से खुलता है", "シャッターは 5150 で開きます", "현관문은 4471로 열려요". English and the
languages already read ("opens with", "открывается кодом") are access_context.py's.

The verb must take the number as its instrument ("with", "by", "using": ب، با، עם، 用، bằng,
pakai, ile, से, で, 로), so "opens at 9" or "open since 2019" name a time; the number must be a code's
(four to eight digits, not a year, a time or a quantity: bound_values.digit_value).

Session 41: German's separable verbs with "auf" after the code ("geht mit 7788 auf"), Spanish
and Italian without the reflexive ("la puerta abre con 4466"), Swahili "-funguka na", Maltese
"jinfetaħ b'", Icelandic "opnast með".
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import digit_value
from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["opening_code_spans"]

_FINDS = 20  # codes opened by a verb: a message names a few doors; more is a flood (fail closed)

_N = r"(?P<v>[0-9]{4,8})(?![0-9])"
# literal (found at C speed) -> the pattern matched around it, the number named `v`
_OPENINGS: tuple[tuple[str, re.Pattern[str], int], ...] = tuple(
    (literal, re.compile(pattern), reach)
    for literal, pattern, reach in (
        # Arabic (and Arabizi): the verb, then "bi-" (with) and maybe "the code"
        (
            "فتح",
            r"فتح[^\s]{0,2}[ \t]+ب(?:ـ|ال(?:كود|رمز|رقم)[ \t]*|(?:كود|رمز|رقم)[ \t]*)?[ \t]*" + _N,
            0,
        ),
        ("efta7", r"efta7[ \t]+(?:b|bi|be|bel|bil)[ \t]+(?:(?:el[ \t]+)?code[ \t]+)?" + _N, 0),
        # Persian and Hebrew: "with" and the number before / after the verb (Hebrew's joined
        # "ב" is "in" as often as "with": only with its "code")
        ("باز", r"با[ \t]+(?:کد|رمز)?[ \t]*" + _N + r"[ \t]+باز[ \t]+(?:می|مي)", 30),
        ("נפתח", r"נפתח(?:ת|ים|ות)?[ \t]+(?:עם[ \t]+(?:ה?קוד[ \t]+)?|בקוד[ \t]+)" + _N, 0),
        # Chinese: 用 the number 开 / 開 / 解锁 / 解鎖
        ("用", r"用[ \t]*(?:密码|密碼)?[ \t]*" + _N + r"[ \t]*(?:开|開|解锁|解鎖|打开|打開)", 0),
        # Vietnamese, Indonesian/Malay, Tagalog: the verb, "with", maybe "code", the number
        ("mở", r"mở[ \t]+(?:bằng|với)[ \t]+(?:mã[ \t]+)?" + _N, 0),
        ("buka", r"buka[ \t]+(?:pakai|pake|dengan|guna|menggunakan)[ \t]+(?:kode[ \t]+)?" + _N, 0),
        ("bukas", r"bu(?:mu)?bukas[^\n,.]{0,30}?[ \t](?:with|gamit)[ \t]+(?:ang[ \t]+)?" + _N, 4),
        # Turkish and Hindi put the number first, then "with" and the verb
        ("açıl", _N + r"[ \t]+(?:ile|koduyla|şifresiyle)[ \t]+açıl", 30),
        # Japanese and Korean too: the number, the instrument particle (で, 로/으로), the verb
        ("で開", _N + r"[ \t]*で開(?!催|幕|始|業|店|発|設|示|票)", 30),  # not "held", "begun"
        ("で解錠", _N + r"[ \t]*で解錠", 30),
        ("로 열", _N + r"[ \t]*(?:으로|로)[ \t]+열", 30),
        ("खुल", _N + r"[ \t]+से[ \t]+खुल", 30),
        ("khul", _N + r"[ \t]+se[ \t]+khul", 30),
    )
)


# session 22: the verbs of opening or disarming in European languages, "with" after them; the
# value keyed may be typed in one run or digit by digit ("se desactiva con 2 0 0 5"), and a
# year's digits are a code here ("gaat open met 1966": a door is opened with no year)
_V = r"(?P<v>[0-9])"
_DISARMS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (literal, re.compile(pattern))
    for literal, pattern in (
        (
            "met",
            r"(?:(?:gaat|ging|gaan)[ \t]+(?:\w+[ \t]+)?open[ \t]+met[ \t]+|open(?:t|en)?[ \t]+met[ \t]+|"
            r"(?:zet|zetten|schakel|schakelt)[ \t]+(?:je[ \t]+|het[ \t]+|u[ \t]+)?(?:uit|aan|af)[ \t]+met[ \t]+)"
            + _V,
        ),
        (
            "avec",
            r"(?:s['’]|se[ \t]+)(?:ouvre|désactive|desactive|déverrouille|arrête)[ \t]+avec[ \t]+(?:le[ \t]+(?:code[ \t]+)?)?"
            + _V,
        ),
        (
            "con",
            r"(?:(?:se|si)[ \t]+)?(?:abre|desactiva|desbloquea|apaga|apre|disattiva|disinserisce|sblocca|spegne)[ \t]+con[ \t]+(?:el[ \t]+|il[ \t]+)?(?:c[oó]di(?:go|ce)[ \t]+)?"
            + _V,
        ),
        (
            "com",
            r"(?:se[ \t]+)?(?:abre|desativa|desbloqueia|desliga)[ \t]+com[ \t]+(?:o[ \t]+(?:código[ \t]+)?)?"
            + _V,
        ),
        (
            "cu",
            r"se[ \t]+(?:deschide|dezactivează|dezactiveaza|deblochează|debloceaza)[ \t]+cu[ \t]+(?:codul[ \t]+)?"
            + _V,
        ),
        (
            "με",
            r"(?:ανοίγει|κλείνει|απενεργοποιείται|ξεκλειδώνει)[ \t]+με[ \t]+(?:τον[ \t]+κωδικό[ \t]+)?"
            + _V,
        ),
        (
            "med",
            r"(?:åbnes|åpnes|öppnas|låses[ \t]+(?:op|opp|upp)|slås[ \t]+(?:fra|av)|stängs[ \t]+av|låser[ \t]+(?:du[ \t]+)?(?:op|opp|upp))[ \t]+med[ \t]+(?:koden[ \t]+)?"
            + _V,
        ),
        (
            "mit",
            r"(?:öffnet|öffnen|entsperrt|entsperren|deaktiviert|deaktivieren|schaltet|ausschalten|scharf|unscharf|entschärft)[ \t]+(?:man[ \t]+|sie[ \t]+|es[ \t]+|ihn[ \t]+|du[ \t]+)?(?:\w+[ \t]+)?mit[ \t]+(?:dem[ \t]+(?:code[ \t]+)?)?"
            + _V,
        ),
        # (session 41) German's separable verbs of opening, "auf" after the code: "geht mit
        # 7788 auf", "macht man mit 2211 auf"
        (
            "mit",
            r"(?:geht|gehen|ging|macht|machen|machst|mach|kriegt|kriegst|bekommt|bekommst)[ \t]+(?:man[ \t]+|sie[ \t]+|es[ \t]+|ihn[ \t]+|du[ \t]+)?(?:\w+[ \t]+)?mit[ \t]+(?:dem[ \t]+(?:code[ \t]+)?)?"
            + _V
            + r"(?=[0-9 *#-]{0,30}[ \t]auf(?!\w))",
        ),
        # (session 41) Swahili "-funguka/-funguliwa na/kwa", Maltese "jinfetaħ b'", Icelandic
        # "opnast með": the verb of opening, its instrument, the code
        (
            "fungu",
            r"fungu(?:ka|liwa|a)[ \t]+(?:na|kwa)[ \t]+(?:(?:namba|nambari|code|kodi)[ \t]+)?" + _V,
        ),
        ("nfeta", r"[jt]infeta[ħh][ \t]+b['’]?[ \t]*(?:il-kodiċi[ \t]+)?" + _V),
        (
            "með",
            r"(?:opnast|opnar|opnaði|opnaðu)[ \t]+(?:\w+[ \t]+)?með[ \t]+(?:kóðanum[ \t]+)?" + _V,
        ),
    )
)


_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_NEXT_WORD = re.compile(r"[ \t]*([^\W\d_]+)")
# words that may follow the code keyed: a next step, not the thing counted
_AFTER_CODE = frozenset(
    """and then y e et en und puis dann luego después depois poi apoi și og och så ja και μετά
    o ou or of oder la le el il de het a the op na auf""".split()
)


def _counted(lowered: str, end: int) -> bool:
    """A word after the number that is not a next step: it counts something."""
    m = _NEXT_WORD.match(lowered, end)
    return m is not None and m.group(1) not in _AFTER_CODE


def _disarm_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """Numbers a verb of opening or disarming takes with "with", in the European languages."""
    found = []
    for literal, pattern in _DISARMS:
        if not chars.has(literal):
            continue
        for at in capped_occurrences(lowered, literal, KEYWORD_BUDGET):
            # (the match whose "with" is this one: "scharf mit 9120, unscharf mit 9121")
            window = pattern.finditer(lowered, max(0, at - 40), at + len(literal) + 30)
            m = next((w for w in window if w.start("v") > at), None)
            if m is None:
                continue
            value = digit_value(text, m.start("v"), True)
            if value is None or _counted(lowered, value[1]):
                continue  # "se abre con 2000 visitantes": a count
            if _YEAR.fullmatch(text[value[0] : value[1]]) and not OPENED_THINGS.search(text):
                continue  # "la temporada se abre con 2019": a year, nothing locked named
            if value is not None:
                found.append(("spoken-pin", *value))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    return found


def opening_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each number a verb of opening takes as its instrument."""
    found = []
    for literal, pattern, reach in _OPENINGS:
        if not chars.has(literal):
            continue
        for at in capped_occurrences(lowered, literal, KEYWORD_BUDGET):
            start = max(0, at - reach)
            m = pattern.search(lowered, start, at + len(literal) + 40)
            if m is None or (not reach and m.start() > at):
                continue
            value = digit_value(text, m.start("v"), False)
            if value is not None:
                found.append(("spoken-pin", *value))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    return found + _disarm_spans(text, lowered, chars)
