"""A dial lock's combination said as its turns (secret_speech.py runs it): "12 links 30 rechts 5
links", "R-22, L-14, R-37", "putar kanan ke 12, kiri ke 40", "左に4回48、右に3回17", "左轉 32 右轉
18". A safe's or a padlock's dial opens by numbers reached turning left and right in turn: two
or more numbers of a dial (one or two digits), each beside a direction, the directions both
ways, the steps parted only by a comma or a short word — in a text that names a thing with a
dial (a safe, a dial or combination lock, in the languages people write).

Not a combination: directions with a distance ("left 12 m, right 300 m"), streets ("left on
5th"), one direction only, or turns in a text that names no lock. The whole run of turns is
hidden, directions with it.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["dial_combination_spans"]

# things opened by a dial, in the languages people write (looked for as literals first)
_DIAL_THINGS = (
    *("safe", "combination", "dial", "tresor", "kombination", "padlock", "lock", "schloss"),
    *("coffre", "cadenas", "caja fuerte", "candado", "cassaforte", "lucchetto", "cofre"),
    *("cadeado", "kluis", "hangslot", "kassaskåp", "pengeskab", "pengeskap", "hänglås"),
    *("kassakaappi", "sejf", "kłódk", "kasa", "seyf", "asma kilit", "сейф", "замок"),
    *("χρηματοκιβώτιο", "λουκέτο", "כספת", "خزنة", "peti besi", "brankas", "gembok"),
    *("金庫", "保險箱", "保险箱", "保險櫃", "保险柜", "ダイヤル", "錠", "锁", "鎖", "금고"),
    *("자물쇠", "tijorí", "तिजोरी"),
)
_LEFT = (
    r"left|links|gauche|izquierda|sinistra|esquerda|vänster|venstre|vasemmalle|vasempaan|"
    r"w lewo|lewo|влево|налево|sola|balra|st[âa]nga|αριστερά|שמאלה|يسار|kiri|左|왼쪽|बाएं"
)
_RIGHT = (
    r"right|rechts|droite|derecha|destra|direita|höger|høyre|højre|oikealle|oikeaan|"
    r"w prawo|prawo|вправо|направо|sağa|jobbra|dreapta|δεξιά|ימינה|يمين|kanan|右|오른쪽|दाएं"
)
# a number of the dial, not a distance, a street, a time or a count ("12 m", "5th", "3 times")
_NUMBER = (
    r"(?<![0-9])[0-9]{1,2}(?![0-9])"
    r"(?![ \t]*(?:m\b|km|ft|mi\b|min|°|%|th\b|st\b|nd\b|rd\b|h\b|times|mal|fois|veces|vezes|回|x\b))"
)
# a turn reaches a number; "right at 2", "left on 7" go to a place (a road's exit, a light)
_NOT_A_PLACE = r"(?![ \t]+(?:at|on|onto|in|into|after|before|by|bei|an|nach|auf|à|en|na)\b)"
# "left to 12", "左に4回48" (a count of turns, then the number), "R-22"
_TURNS = r"(?:[0-9][ \t]*(?:回|times|mal|fois|vezes|veces|volte|x|kez|raz[ya]?)[ \t]*)?"
_STEP = re.compile(
    rf"(?:(?<![a-zà-ÿ])(?:(?P<l>{_LEFT})|(?P<r>{_RIGHT}))(?![a-zà-ÿ])|(?<![a-z])(?P<lr>[lr])"
    rf"(?=-?[0-9])){_NOT_A_PLACE}[^\d\n.,;、。!?]{{0,12}}?{_TURNS}{_NUMBER}"
    rf"|{_NUMBER}[ \t]*(?:(?P<l2>{_LEFT})|(?P<r2>{_RIGHT}))(?![a-zà-ÿ])",
)
# what may stand between two turns: a comma or a short word ("then", "dann", "y", "、")
_BETWEEN = re.compile(r"[ \t]*[,;、，/-]?[ \t]*(?:[^\W\d]{1,6}[ \t]+)?(?:[^\W\d]{1,6}[ \t]+)?")
_FINDS = 20


def _direction(m: re.Match[str]) -> str:
    if m.group("lr"):
        return m.group("lr")
    return "l" if m.group("l") or m.group("l2") else "r"


def dial_combination_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each run of a dial's turns in a text naming a dial lock."""
    if not any(chars.has(thing) for thing in _DIAL_THINGS):
        return []
    steps = []
    for n, m in enumerate(_STEP.finditer(lowered)):
        if n > KEYWORD_BUDGET:
            raise OverBudget(m.start())
        steps.append(m)
    found: list[tuple[str, int, int]] = []
    run: list[re.Match[str]] = []
    for m in [*steps, None]:
        joined = (
            m is not None
            and run
            and _BETWEEN.fullmatch(lowered, run[-1].end(), m.start()) is not None
        )
        if joined:
            run.append(m)
            continue
        # (turns by their letters alone, "R-22, L-14", are three at least: two may be seats)
        least = 3 if any(s.group("lr") for s in run) else 2
        if len(run) >= least and len({_direction(s) for s in run}) == 2:
            found.append(("spoken-pin", run[0].start(), run[-1].end()))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
        run = [m] if m is not None else []
    return found
