"""A credential bound to a way of getting in rather than to an access noun (credential_binding.py).

"if you need to log into my PayPal, it's …", "my work phone unlocks with …", "use … to get into
the NAS", "I put … as the answer": a verb of getting in (log in, sign in, unlock, open with…, in
several languages) and a value after "it's", "is", ":", "with", or a chosen value before "to …"
or "as my password". `find_bound_secrets` runs both kinds of binding.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import (
    ACCESS_VERBS,
    ADVERBS,
    ANSWER,
    ENGLISH_NOUNS,
    KEY,
    LINKS,
    NOT_A_VALUE,
)
from ltm_chat.memory.screen.bound_values import digit_value
from ltm_chat.memory.screen.credential_binding import (
    has_phrase,
    noun_hits,
    noun_values,
    occurrences,
)
from ltm_chat.memory.screen.credential_frames import clause_bounds, in_frame
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.spoken_values import (
    _grouped_code,
    chosen_password,
    token_core,
)

__all__ = ["find_bound_secrets"]

_TOKEN = re.compile(r"\S+")


def _context_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """`if you need to log into my PayPal, it's …`: a way of getting in, then a value."""
    found = []
    for verb in ACCESS_VERBS:
        if not has_phrase(chars, verb, lowered):
            continue
        for count, pos in enumerate(occurrences(lowered, verb, KEYWORD_BUDGET), 1):
            end = pos + len(verb)
            if not (pos and lowered[pos - 1].isalpha()):
                _, stop = clause_bounds(text, pos, end)
                value = _context_value(text, end, stop, verb.endswith("with"))
                use = _USE_BEFORE.search(lowered, max(0, pos - 120), pos)
                if use and chosen_password(token_core(text[use.start(1) : use.end(1)])):
                    value = value or (use.start(1), use.start(1) + len(token_core(use.group(1))))
                if value and not in_frame(text, lowered, pos, value[1]):
                    found.append(("spoken-password", *value))
            if count >= KEYWORD_BUDGET:
                raise OverBudget(lowered.find(verb))
    return found


_CONTEXT_MARKERS = frozenset(
    "it's it’s is ist es est é è was use with mit avec con com met : - = – enter type punch "
    "press dial".split()
)
# "use HorseBattery#9 to log into the NAS": the value before the way in.
_USE_BEFORE = re.compile(r"(?:use|type|enter|try)[ \t]+(\S{5,100})[ \t]+to[ \t]+\Z")


def _context_value(text: str, start: int, stop: int, bound: bool) -> tuple[int, int] | None:
    tokens = list(_TOKEN.finditer(text, start, stop))[:14]
    for i, m in enumerate(tokens):
        token = m.group()
        word = token.lower().rstrip(",:")
        if token == "/" and i:
            bound = True  # "admin / Qw3rty!!": the account, then its password
            continue
        if i + 1 < len(tokens) and tokens[i + 1].group() == "/":
            continue
        if word in _CONTEXT_MARKERS:
            bound = True
            continue
        if not bound:
            bound = token.endswith(":")
            continue
        core = token_core(token)
        if chosen_password(core) or _grouped_code(core):
            return m.start(), m.start() + len(core)
        digits = digit_value(text, m.start(), False) if core[:1].isdigit() else None
        if digits:
            return digits
        if word not in NOT_A_VALUE and word not in LINKS:
            return None
    return None


_AS = re.compile(
    r"(\S{4,100})[ \t]+(?:as|als|comme|como|come|как|jako|kao|ca|sebagai|bilang)[ \t]+\Z"
)
_AS_WORDS = (" as ", " als ", "com", "как", " jako ", " kao ", " ca ", "sebagai", "bilang")
# After "as my password" these go on with the sentence ("… as my password everywhere"), never
# a compound's head; only English heads a compound with a word after the noun.
_AFTER_USE = frozenset("everywhere too again anymore also overall".split())


def _as_spans(text: str, lowered: str, hits) -> list[tuple[str, int, int]]:
    """`I put Biscuit99 as the answer`, `use Winter2023! as my password`: the value first."""
    found = []
    for start, end, kind in hits:
        after = lowered[end : end + 20].split()[:1]
        # German writes a head apart by mistake with its capital ("als Passwort Manager")
        head_case = text[end : end + 20].split()[:1]
        english = lowered[start:end] in ENGLISH_NOUNS or (head_case and head_case[0][0].isupper())
        if kind == KEY or (
            english
            and after
            and after[0].isalpha()
            and after[0] not in LINKS
            and after[0] not in ADVERBS
            and after[0] not in _AFTER_USE
        ):
            continue  # "Python3 as my code language": the noun heads a compound
        words = lowered[max(0, start - 40) : start].split()
        if words and words[-1] in LINKS:  # "as my password", "as the answer"
            start = lowered.rfind(words[-1], 0, start)
        m = _AS.search(text, max(0, start - 110), start)
        if m and chosen_password(token_core(m.group(1))):
            found.append(("spoken-password", m.start(1), m.start(1) + len(token_core(m.group(1)))))
    return found


def find_bound_secrets(
    text: str, lowered: str, chars: Literals, hits=None
) -> list[tuple[str, int, int]]:
    """(rule, start, end) of each value bound to an access noun or an access context; `hits`:
    the text's access nouns (noun_hits), when the caller found them already."""
    hits = noun_hits(text, lowered, chars) if hits is None else hits
    found = noun_values(text, lowered, hits) + _context_spans(text, lowered, chars)
    if any(map(chars.has, _AS_WORDS)):
        answers = [(s, s + 6, ANSWER) for s in _finds(lowered, "answer")]
        found += _as_spans(text, lowered, hits + answers)
    return found


def _finds(lowered: str, word: str) -> list[int]:
    out, pos = [], lowered.find(word)
    while pos >= 0 and len(out) < KEYWORD_BUDGET:
        out.append(pos)
        pos = lowered.find(word, pos + 1)
    return out
