"""A password told in pieces, then written whole (secret_speech.py runs it): "my facebook
password is the name of our first dog Rusty then the year we got married 1967 so Rusty1967",
"geslo je Medved + 12 + ! torej Medved12!", "Fjalëkalimi: D-R-I-T-A, numri 8 8, dhe @ —
DRITA88@".

Whoever describes a password (its word, its number, its capital letter) and then writes it out
builds the whole from the parts just said. After a password's noun, in its line, a token shaped
as a chosen password (letters with digits or symbols: `spoken_values.chosen_password`) whose
runs of letters and of digits were said between the noun and it (spaces, dashes and quotes
between them ignored), two runs at least and two thirds of its characters, is the password. A
value right after its noun is the binding's; a name with a year ("john1990") that the text
did not spell before is not built from it.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import PASSWORD
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["assembled_password_spans"]

_FINDS = 20  # a message names a few passwords; more is a flood (fail closed)
_NOUNS = 50  # password nouns looked at: past them the rest of a long text is not read
_REACH = 300  # the description and its whole, after the noun, within this many characters
_TOKENS = 60  # tokens read after one noun
_TOKEN = re.compile(r"\S+")
# Runs a password is built of: digits, or letters cut where a capital follows a small letter
# ("KekecJurij07" is "Kekec", "Jurij", "07"; "DRITA88" is "DRITA", "88").
_RUN = re.compile(r"\d+|[^\W\d_](?:[^\W\d_A-Z]|(?<=[A-Z])[A-Z])*")
_NOT_ALNUM = re.compile(r"[\W_]+")


def _said(run: str) -> bool:
    # a run of one character, or a two-letter word, is found in any text: it proves nothing
    return len(run) >= (2 if run.isdigit() else 3)


def _built_from(core: str, before: str) -> bool:
    """Whether `core`'s runs were said in `before` (lowered, letters and digits only)."""
    runs = [r.lower() for r in _RUN.findall(core) if _said(r)]
    found = [r for r in runs if r in before]
    total = sum(c.isalnum() for c in core)
    return len(found) >= 2 and 3 * sum(map(len, found)) >= 2 * total


def assembled_password_spans(
    text: str, lowered: str, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password written whole after its pieces."""
    found: list[tuple[str, int, int]] = []
    nouns = [(s, e) for s, e, kind in hits if kind == PASSWORD][:_NOUNS]
    for _, end in nouns:
        stop = lowered.find("\n", end, end + _REACH)
        stop = min(len(text), end + _REACH) if stop < 0 else stop
        for n, m in enumerate(_TOKEN.finditer(text, end, stop)):
            if n >= _TOKENS:
                break
            core = token_core(m.group())
            if not chosen_password(core):
                continue
            before = _NOT_ALNUM.sub("", lowered[end : m.start()])
            if _built_from(core, before):
                start = m.start() + m.group().find(core)
                found.append(("spoken-password", start, start + len(core)))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    return found
