"""A password told with the recipe that makes it, then the value itself, in any language:
"Parola e numele bunicii + ziua ei: Floarea1403", "Passordet er fjellet vårt baklengs + 66:
nettegliG66", "Құпиясөз: … соңына 2024 — Almaty_Alma2024" (secret_speech.py runs it).

What makes it a credential is structure: a password noun of the rules' table (access_nouns.py)
opens its line, and the line ends with a colon or a dash and one token shaped like a chosen
password in both cases or with a symbol ("Floarea1403", "DRITA88@"): what the recipe makes.
A noun heading an English compound ("password policy: … Admin1234") names another thing, and a
line set in an example ("e.g.", "for example") is no one's (secret_speech.py's frame check).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ENGLISH_NOUNS, LINKS, PASSWORD
from ltm_chat.memory.screen.credential_frames import generic_noun
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core
from ltm_chat.memory.screen.value_first import _mixed, _strict

__all__ = ["recipe_value_spans"]

_OPENS = 24  # the noun starts within this many characters of its line's start
_REACH = 200  # and its line ends within this many after it
# The line's last token after a colon or a dash (then at most a full stop or a closing mark).
_LAST = re.compile(r"(?:[:：]|[ \t][—–-])[ \t]+(?P<v>\S{5,60})[ \t]*[.!)]?[ \t]*\Z")
# A sentence ends between the noun and the value: the value belongs to the next one.
_SENTENCE_BREAK = re.compile(r"[.!?。！？][ \t]")


def recipe_value_spans(
    text: str, lowered: str, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each value that ends a line a password noun opens;
    `hits`: the text's access nouns (start, end, kind; credential_binding.noun_hits)."""
    found = []
    for start, end, kind in hits:
        if kind != PASSWORD:
            continue
        # (the line's start looked for only as far back as the noun may stand from it)
        if start > _OPENS and lowered.rfind("\n", start - _OPENS - 1, start) < 0:
            continue
        line_end = lowered.find("\n", end, end + _REACH + 1)
        line_end = line_end if line_end >= 0 else len(lowered)
        if line_end - end > _REACH:
            continue
        m = _LAST.search(text, end, line_end)
        if m is None or _SENTENCE_BREAK.search(lowered, end, m.start()):
            continue
        core = token_core(m.group("v"))
        if not (chosen_password(core) and (_mixed(core) or _strict(core))):
            continue
        if _heads_compound(lowered, end) or generic_noun(lowered, start):
            continue
        begin = m.start("v") + m.group("v").find(core)
        found.append(("spoken-password", begin, begin + len(core)))
    return found


def _heads_compound(lowered: str, end: int) -> bool:
    """An English noun before a plain word heads a compound: "password policy", "pw manager"."""
    noun = lowered[:end].split()[-1:]
    after = [w.rstrip(":,") for w in lowered[end : end + 30].split()[:1]]
    english = bool(noun) and noun[0].strip("\"'(") in ENGLISH_NOUNS
    return english and bool(after) and after[0].isalpha() and after[0] not in LINKS
