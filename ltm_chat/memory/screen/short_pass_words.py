"""A password named by a short word right before its value (secret_speech.py runs it): "my
old yahoo pw was Sunshine1999", "gf's phone pw is 0214", "大学のポータルのパスは
Gakusei_2023_Tokyo", "mdp du compte : Lavande_88".

People shorten the password's noun in chat ("pw", "pwd", French "mdp", Japanese "パス", Korean
"비번"). English "pass" is left to network_passes.py and joined_word_passes.py: a boarding, ski,
day or season pass carries a value shaped like a password ("my ski pass is Gold2024"), so the
word alone cannot tell them apart. A short word is ambiguous where the full noun is not (a bus pass, a mountain
pass, a pass in football), so the value must be what only a password is: a chosen password's
shape (letters with digits or symbols), or four to eight digits when a thing that locks is
named just before the word ("phone pass is 0214"; a bus pass costs 30, it opens nothing). The
value follows the word, a copula or a colon between, in any of the languages' particles.

Not a password: a pass's price or a mountain pass's height (digits with no locked thing, units),
plain words ("the pass is closed"), a passport or a pasta ("パスポート", "パスタ": the word
goes on), a value framed as fiction or an example (secret_speech.py).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.spoken_pairs import _ACCESS_OBJECTS
from ltm_chat.memory.screen.spoken_values import chosen_password

__all__ = ["short_pass_word_spans"]

_LITERALS = ("pw", "mdp", "パス", "비번")
# the short word (not a longer word's start or end), then a copula, a particle or a colon
_WORD = re.compile(
    r"(?:(?<![^\W\d_])(?:pwd?|mdp)(?![^\W\d_])|パス(?![\u30a0-\u30ff])|비번)"
    r"(?:[ \t]*[:=：][ \t]*|[ \t]*(?:は|って|은|는|이|가)[ \t]*|[ \t]+"
    r"(?:(?:is|was|es|est|era|è|é|ist|là|ni|hai|now|literally|still)[ \t]+){0,2})"
    r"[\"'“«「]?(?P<v>[^\s\"'“”«»「」,;]{4,64})"
)
_DIGITS = re.compile(r"[0-9]{4,8}")
_THING_BEFORE = 40  # a thing that locks named this close before the word makes digits a code
_FINDS = 20


def _value(core: str) -> str:
    return core.rstrip(".!?)").rstrip(":")


def short_pass_word_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each value after a short word for a password."""
    if not any(chars.has(w) for w in _LITERALS):
        return []
    found: list[tuple[str, int, int]] = []
    for n, m in enumerate(_WORD.finditer(lowered)):
        if n > KEYWORD_BUDGET:
            break  # a flood of candidates is read up to the budget
        start = m.start("v")
        core = _value(text[start : m.end("v")])
        if _DIGITS.fullmatch(core):
            before = lowered[max(0, m.start() - _THING_BEFORE) : m.start()]
            if _ACCESS_OBJECTS.search(before) is None:
                continue  # digits after the word with no locked thing: a price, a height
        elif not chosen_password(core):
            continue
        found.append(("spoken-password", start, start + len(core)))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
