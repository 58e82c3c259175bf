"""A door code that the intercom's key button ends: "… este 27C, apoi cheie", "הקוד של הדלת
2017 ואז מפתח", "Кодът за входа е 418 и после ключето", "taper A 2 7 9 1 puis la petite clé"
(secret_speech.py runs it).

Entry panels in much of Europe and the Middle East take a code, then a key-shaped button: the
writer says "then the key" after the code, whatever the door. That button makes the figures
before it a code even when they are short (three figures), carry a letter ("27C", "2B6871") or
look like a year. The code stands right before "then" (a comma between at most), the key ends
the clause, and the text names a code or what it opens.

Not: a key handed over or a key's own noun going on ("at 1800, then the key handover"), a time
("at 18 00 then the key"), a number counted ("3 boxes then the key").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET

__all__ = ["key_button_code_spans"]

# The key button's noun, lowered, in the languages whose panels carry one (each a literal).
_KEY_WORDS = (
    *("key", "clé", "cle", "chiave", "cheie", "cheia", "schlüssel", "llave", "chave"),
    *("ключ", "ключа", "ключето", "ключик", "מפתח", "המפתח", "κλειδί", "anahtar", "🔑"),
)
# "then" (and "press") between the code and the key; the key ends its clause
_THEN_KEY = re.compile(
    r"[ \t]*,?[ \t]*(?:and[ \t]+then|then|puis|et[ \t]+puis|ensuite|apoi|și[ \t]+apoi|"
    r"(?:e[ \t]+)?poi|dopo|dann|und[ \t]+dann|(?:y[ \t]+)?luego|después|(?:e[ \t]+)?depois|"
    r"(?:и[ \t]+)?(?:после|потом|след[ \t]+това)|ואז|אחר[ \t]+כך|μετά|(?:ve[ \t]+)?sonra)"
    r"(?:[ \t]+(?:press|push|hit|appuie\w*|appuyer|tape[rz]?|premi|apasă|apeşi|apeși|drück\w*|"
    r"pulsa\w*|aperta\w*|aperte|натисн\w*|נלחץ|לוחצים|ללחוץ|πατάς|πάτα|bas))?"
    r"(?:[ \t]+(?:on|sur|sul|la|le|il|pe|auf|den|die|das|el|a|o|the|το|à|na))?"
    r"(?:[ \t]+(?:petite|petit|little|small|kleine[nm]?|piccola|pequeña|pequena|mică))?"
    r"[ \t]+(?P<key>"
    + "|".join(sorted(_KEY_WORDS, key=len, reverse=True))
    + r")(?:[ \t]*(?:button|bouton|tasto|buton|taste|botón|botão|кнопк\w*))?"
    r"[ \t]*(?:$|[.!,;:)\n]|[ \t]+(?:and|et|e|și|und|y|и|ו)[ \t])",
    re.IGNORECASE,
)
# the code: three to eight figures (spaced one by one or not), a letter before or after them
_CODE = re.compile(
    r"(?<![\w.,/:+$€£-])(?:[0-9]{3,8}|(?:[0-9][ \t]){2,7}[0-9]|[0-9]{1,4}[a-zA-Zא-תа-яА-Я]|"
    r"[0-9][a-zA-Z][0-9]{2,6}|[a-zA-Z][ \t]?(?:[0-9][ \t]?){2,6}[0-9])\Z"
)
_REACH = 24  # the code ends this close before the key's "then"
_AROUND = 160  # a code's noun or what it opens, this close
_CODE_NOUNS = re.compile(
    r"(?<!\w)(?:codes?|codul|codice|código|codigo|kod\w*|код\w*|קוד|הקוד|κωδικ\w*|şifre\w*)"
    r"(?!\w)|interfon\w*|citofon\w*|domofon\w*|домофон\w*|דלת|הדלת|בניין|κουδούνι|εισόδου|"
    r"входа|блока|immeuble|porte|condominio|bloc\w*|scării|résidence",
    re.IGNORECASE,
)
# a time, a count or a number's own noun before the code is no code
_NOT_A_CODE_BEFORE = re.compile(
    r"(?:\bat|\bà|\bum|\balle|\bla|\bkl\.?|\bora|\bnumber|\bno\.?|\bnr\.?|\broom|\bflat|\bapt|"
    r"\bin|\bsince|\ben|\bdepuis|\bim|\bseit|\bîn|\bdin|\bdal|\bdesde|\bdesd[ae]|"
    r"\bчасов|\bв|\bב-?)[ \t]*\Z",
    re.IGNORECASE,
)
_FINDS = 10


def key_button_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code that "then the key" ends."""
    found: list[tuple[str, int, int]] = []
    for word in _KEY_WORDS:
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            if at and lowered[at - 1].isalnum():
                continue  # inside a longer word ("monkey", "turkey")
            code = _code_before_key(text, lowered, at)
            if code is not None:
                found.append(("spoken-pin", *code))
                if len(found) >= _FINDS:
                    return found
    return found


def _code_before_key(text: str, lowered: str, at: int) -> tuple[int, int] | None:
    """The code that "then" and the key at `at` end, if the text names a door or a code."""
    window_start = max(0, at - 80)
    for then in _THEN_KEY.finditer(lowered, window_start, min(len(lowered), at + 40)):
        if then.start("key") != at:
            continue
        code = _CODE.search(text, max(0, then.start() - _REACH), then.start())
        if code is None:
            return None
        if _NOT_A_CODE_BEFORE.search(lowered, max(0, code.start() - 12), code.start()):
            return None
        near = text[max(0, code.start() - _AROUND) : then.end() + _AROUND]
        if _CODE_NOUNS.search(near) is None and OPENED_THINGS.search(near) is None:
            return None
        return code.span()
    return None
