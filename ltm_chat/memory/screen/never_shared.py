"""Advice never to hand a secret on: "never share your PIN, not even with 'the bank'", "ihr
Passwort niemals an Mitschüler weiterzugeben", "nigdy nie mów nikomu, gdzie trzymasz klucz".

A rule of conduct names the kind of secret, never one: the sentence that holds the noun says
"never" and a verb of handing on (share, tell, give, reveal … in the languages the nouns come
in), and what a value reading found after it is plain words, the rest of the sentence ("not even
with the bank", "Lernplattform"). A value with a digit or a symbol in it is still read as one:
"never tell anyone my PIN is 4471" says the PIN.
"""

from __future__ import annotations

import re

__all__ = ["never_shared"]

# "Never" as advice says it (not a plain "not": "don't tell anyone, the code is …" shares one).
_NEVER = re.compile(
    r"(?<!\w)(?:never|niemals|nooit|mai|jamais|nunca|jam[aá]s|nigdy|никогда|aldrig|asla|kamwe)"
    r"(?!\w)"
)
# Verbs of handing a secret on (share, tell, give, reveal …), with their inflections.
_HAND_ON = re.compile(
    r"(?<!\w)(?:shar(?:e|es|ed|ing)|tell(?:s|ing)?|told|giv(?:e|es|en|ing)|gave|hand(?:s|ed)?"
    r"|reveal\w*|disclos\w*|send\w*|writ(?:e|es|ing|ten)|wrote|post(?:s|ed|ing)?"
    r"|teil\w*|weiter\w*geb\w*|verr[aä]t\w*|sag\w*|geb\w*|gib\w*"
    r"|del(?:en|t)|deel|geef|geeft|geven|zeg\w*|vertel\w*"
    r"|dir|dire|decir|dig\w+|donar|donner|donne\w*|dar|dare|compart\w+|revel\w+|partag\w+"
    r"|divulg\w+|condivid\w+"
    r"|m[óo]w\w*|powiedz\w*|poda\w*|daw\w*|udost[eę]p\w*|zdradz\w*|przekaz\w*"
    r"|говор\w*|сообща\w*|сказ\w*|дава\w*|переда\w*|раскрыва\w*"
    r"|dela|ber[äa]tta|ge|payla[şs]\w*|s[öo]yle\w*|ver\w*)(?!\w)",
)
# Where the sentence around a noun starts: the last sentence end before it, this far back.
_SENTENCE_END = re.compile(r"[.!?;\n]")
_REACH = 160
# A value made of plain words only: letters, spaces, apostrophes and a closing punctuation.
_PLAIN_WORDS = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*[.,!?]?")


def never_shared(lowered: str, noun_start: int, value: tuple[int, int]) -> bool:
    """Whether the value read after the noun at `noun_start` is the rest of a piece of advice
    never to hand that kind of secret on (`lowered`: the text lowered, same length)."""
    if not _PLAIN_WORDS.fullmatch(lowered, *value):
        return False
    begin = max(0, noun_start - _REACH)
    for end in _SENTENCE_END.finditer(lowered, begin, noun_start):
        begin = end.end()
    sentence = lowered[begin : value[1]]
    never = _NEVER.search(sentence)
    return never is not None and _HAND_ON.search(sentence, never.end()) is not None
