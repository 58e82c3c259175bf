"""A password of words joined by underscores or hyphens, given after its noun (secret_speech.py
runs it): "heslo Vltava-Most_Karluv", "парола more_i_planina", "密码 Hanami_tea_party", "wifi
password for the shop: chai_masala_garam".

spoken_values.py reads "word_word" as a name in code (`upload_id`, `sort_key`) and gives it no
value; after a password's noun, with nothing or a label's colon or a copula between, words a
person joined are the password, unless the words are code's own ("reset_token", "user_input",
"min_length": a field, not a value) or the text is code (brackets, an "=" before the noun).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import PASSWORD
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import _CODE_OR_PLACEHOLDER

__all__ = ["joined_word_spans"]

_NOUNS_READ = 20  # nouns read: a message names a few
# nouns that name a password only sometimes ("pass", "login", "parola": a word): the binding's
_SOMETIMES_PASSWORD = frozenset(
    "pass login inlog parola parole contra clave mk ww credentials creds wifi wi-fi wlan".split()
)
# after the noun: a label of a few words and its colon, a copula, or nothing
_BETWEEN = re.compile(
    r"(?:(?:[ \t]+[^\s\d:=,.;!?()\"]{1,15}){0,4}?[ \t]*:[ \t]*"
    r"|[ \t]+(?:is|es|est|ist|è|é|е|je|jest|är|er|это|là)[ \t]+|[ \t]*[=＝][ \t]*|[ \t]+)"
)
# two to five words of letters (any script) joined by "_" or "-", one "_" at least (hyphens alone
# join a language's own compounds: "case-sensitive", "up-to-date"), one word three letters long
_JOINED = re.compile(r"(?=[^\s]*_)(?=[^\s]*[^\W\d_]{3})[^\W\d_]+(?:[_-][^\W\d_]+){1,4}(?![\w-])")
# the words of code's own names: a field, a setting or a function, not a chosen password
_CODE_WORDS = frozenset(
    """hash hashed salt reset token field input column length min max id user username name
    type value key file path config env var string table form check validator confirm
    confirmation required strength expiry expires change update set get policy manager
    store stored db data auth login new old current not none empty null default example""".split()
)
_CODE_MARKS = re.compile(r"\(\)|[{}\[\]<>`]|==|=>|->")


def joined_word_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password of joined words after its noun
    (`hits`: the access nouns, noun_hits)."""
    if not hits or not chars.has("_"):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits[:_NOUNS_READ]:
        if kind != PASSWORD or lowered[start:end] in _SOMETIMES_PASSWORD:
            continue
        between = _BETWEEN.match(lowered, end)
        value = between and _JOINED.match(text, between.end())
        if not value:
            continue
        parts = re.split(r"[_-]", value.group().lower())
        if _CODE_WORDS.intersection(parts) or _CODE_OR_PLACEHOLDER.search(value.group()):
            continue
        if _CODE_MARKS.search(text, max(0, start - 40), value.end() + 40):
            continue  # code around it: a name in it, not a said value
        found.append(("spoken-password", *value.span()))
    return found
