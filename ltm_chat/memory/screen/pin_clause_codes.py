"""A PIN's digits later in the clause that names it, whatever words stand between (secret_speech.py
runs it): "el pin taba3 el bank 7742", "ATM பின் 6072", "i-PIN yami ye-Capitec ngu-3390",
"CDSL TPIN 394817 hai", "Mon code secret Orange Money c'est 7391".

A PIN is a personal number: named by the word "PIN" (a prefix or a case ending with it, "TPIN",
"PIN-i"), its own script's spelling, or a language's "secret number", it is the four to six
digits that follow in its clause, after whatever the language puts between (a possessive, the
bank's name, a copula, a particle). The clause ends at a sentence's end, a comma or another
number: digits past those belong to something else.

Not anyone's PIN (session 31): a PIN spoken of in general, the kind of PIN people pick ("the
most common PIN is 1234", "a default PIN like 0000", "never use 1111 as your PIN"), or one a
stranger had ("a guy in my class had his PIN as 0000"): a word of generality or an unnamed
person in the clause before the digits.

Not a PIN: digits that count (quantity_after), a year after a word of time ("changed my PIN in
2019"), part of a longer number (a phone number, an account), a pin that holds paper ("pins",
"pinned"), a PIN framed as fiction or an example (secret_speech.py).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.locked_thing_codes import year_said_when
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["pin_clause_code_spans"]

_LITERALS = ("pin", "பின்", "पिन", "ਪਿੰਨ", "পিন", "ፒን", "ፒኔ", "пин", "пін", "핀")
_LITERALS += ("code secret", "code confidentiel", "numéro secret", "número secreto")
_LITERALS += ("numero segreto", "codice segreto", "geheimzahl", "nambari ya siri", "暗証番号")
# the noun: "pin" as a word (a bank's prefix or a case ending may join it), or another script's
_NOUN = (
    r"(?:(?<![^\W\d_])(?:[tmi]-?)?pin(?:-?(?:i|u|in|ini|im|imi|nya|kode|kod|koodi|no))?"
    r"(?![^\W\d_])|பின்|पिन|ਪਿੰਨ|পিন|ፒን|ፒኔ|(?<![^\W\d_])(?:пин|пін)(?![^\W\d_])|핀[ \t]*번호|"
    r"code[ \t]+secret|code[ \t]+confidentiel|numéro[ \t]+secret|número[ \t]+secreto|"
    r"numero[ \t]+segreto|codice[ \t]+segreto|geheimzahl|nambari[ \t]+ya[ \t]+siri|暗証番号)"
)
# the clause after it: no digit, no sentence end, no comma, at most _GAP characters
_GAP = 40
_CODE = re.compile(
    # (a digit inside a word is a letter there: Arabizi "el pin taba3 el bank 7742")
    _NOUN
    + rf"(?P<gap>(?:[^\d\n.,;!?。、，:]|(?<=[^\W\d_])[0-9](?![0-9])){{0,{_GAP}}}?(?::[ \t]*)?)"
    r"(?<![0-9])(?P<v>[0-9]{4,6})(?![0-9]|[ .,/-][0-9]|[-/]?[^\W\d_])"
)
_FINDS = 20
# words that make the PIN a kind people pick, or a stranger's, not one the user keeps
_GENERAL = re.compile(
    r"(?<![^\W\d_])(?:common|commonest|popular|default|typical|usual|standard|factory|"
    r"común|comun|commun|comune|comum|popolare|populaire|häufigste\w*|beliebteste\w*|"
    r"predeterminad\w*|padrão|padrao|défaut|defecto|predefinit\w*|"
    r"example|worst|weakest|obvious|predictable|never|don['’]t|like|such|most|everyone|"
    r"everybody|nobody|people|someone|somebody|a[ \t]+guy|a[ \t]+girl|a[ \t]+friend[ \t]+of)"
    r"(?![^\W\d_])"
)
_BEFORE = 40  # the clause before the noun read for them
_CLAUSE_START = re.compile(r"[.!?;\n][^.!?;\n]*$")


def _in_general(lowered: str, m: re.Match[str]) -> bool:
    """Whether the clause up to the digits speaks of PINs in general or of a stranger's."""
    before = lowered[max(0, m.start() - _BEFORE) : m.start()]
    if (cut := _CLAUSE_START.search(before)) is not None:
        before = before[cut.start() + 1 :]
    return _GENERAL.search(before + " " + lowered[m.start() : m.start("v")]) is not None


def pin_clause_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each PIN's digits later in the clause naming it."""
    if not any(chars.has(w) for w in _LITERALS):
        return []
    found: list[tuple[str, int, int]] = []
    for n, m in enumerate(_CODE.finditer(lowered)):
        if n > KEYWORD_BUDGET:
            raise OverBudget(m.start())
        if _in_general(lowered, m):
            continue  # "the most common PIN is 1234": a kind of PIN, no one's
        if quantity_after(text, m.end("v")):
            continue  # "1299 rupees": a price, not a PIN
        if year_said_when(m.group("gap").split(), m.group("v")):
            continue  # "changed my PIN in 2019": when, not what
        found.append(("spoken-pin", *m.span("v")))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
