"""A wifi's key after the network is named with whose or where it is (secret_speech.py runs it):
"wifi chez mamie : mamiejoelle1950", "rahat wifi baan khun yai: somtam1234", "Рамзи wifi дар
хона: Dushanbe_Varzob_7", "le code wifi chez moi c'est Freebox_7K2M9QPA bg". What a network is
given after a colon or a copula is its key or its name; a name is said as one ("name",
"SSID", "called"), so a chosen token there is the key.

The token must be one no word, speed or model is (letters with digits or a symbol, not a
quantity such as "300Mbps"), in the same clause as the network's word, at most five words
after it.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ADVERBS, COPULAS
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["wifi_key_spans"]

_NETWORK_WORDS = ("wifi", "wi-fi", "wlan", "wpa", "psk")
_FINDS = 20  # a message names a few networks; more is a flood (fail closed)
_REACH = 60  # from the network's word to its key: one clause
_WORDS = 5  # whose or where the network is, at most this many words
_CLAUSE_END = frozenset(".!?;\n")
# the name of the network is said as one: the word before the copula, or the copula itself
_NAMING = frozenset(
    "name named called ssid nombre nom nome naam netzwerkname heißt llama appelle diu chiama "
    "heter hedder heet".split()
)
_QUANTITY = re.compile(r"[0-9]{1,4}(?:[.,][0-9]+)?[a-z]{1,5}", re.IGNORECASE)  # "300Mbps", "5GHz"
_TOKEN = re.compile(r"[^\s]+")
# capitals and digits, eight or fewer: a model ("R7000", "RT-AX58U", "AX3000"), not a key
_MODEL = re.compile(r"(?=[A-Z0-9-]*[0-9])[A-Z0-9-]{2,8}")


def _key_after(text: str, lowered: str, at: int) -> tuple[int, int] | None:
    """The span of the key told after the network word ending at `at`, if any."""
    end = min(len(text), at + _REACH)
    words: list[str] = []
    pos = at
    while pos < end:
        m = _TOKEN.search(lowered, pos, end)
        if m is None or any(c in _CLAUSE_END for c in lowered[pos : m.start()]):
            return None
        word = m.group()
        if word in (":", "=") or word in COPULAS or word.endswith((":", "：")):
            if word.rstrip(":：") in _NAMING or (words and words[-1] in _NAMING):
                return None  # the network's name, not its key
            if word in _NAMING:
                return None
            return _value(text, lowered, m.end(), end)
        if word in _NAMING or len(words) >= _WORDS or word[-1:] in _CLAUSE_END:
            return None
        words.append(word)
        pos = m.end()
    return None


def _value(text: str, lowered: str, pos: int, end: int) -> tuple[int, int] | None:
    """The chosen token right after a copula or a colon (an adverb may stand before it)."""
    m = _TOKEN.search(text, pos, min(len(text), end + 40))
    if m is not None and m.group().lower() in ADVERBS:
        m = _TOKEN.search(text, m.end(), min(len(text), end + 40))
    if m is None or lowered[pos : m.start()].strip():
        return None
    token = m.group().strip("`")
    core = token_core(token)
    if not chosen_password(core) or _QUANTITY.fullmatch(core) or _MODEL.fullmatch(core):
        return None
    start = m.start() + m.group().index(core)
    return start, start + len(core)


def wifi_key_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each wifi key told after its network's word."""
    found: list[tuple[str, int, int]] = []
    for word in _NETWORK_WORDS:
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            if at and lowered[at - 1].isalpha():
                continue  # inside a word
            after = at + len(word)
            while after < len(lowered) and (lowered[after].isalnum() or lowered[after] in "-'"):
                after += 1  # "wpa2", "wifi-ash": the word's own ending
            span = _key_after(text, lowered, after)
            if span is not None:
                found.append(("spoken-password", *span))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    return found
