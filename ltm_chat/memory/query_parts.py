"""The parts of a compound question ("What do Tim and John both own?"), each asked alone.

A question about two named people, pets or places ("A and B", "both", "in common", "between
A and B") or two questions joined by "and" ("Which schools … and how many years …?") needs a
memory for each part; one embedding of the whole sits between them and finds neither well.
Only names (capitalised words inside the sentence) and question words mark a split: "Melanie and
her kids" is one thing and is not split.
"""

from __future__ import annotations

import re

_WH = r"(?:what|when|where|which|who|whom|whose|why|how)"
_NAME = r"[A-Z][\w'’-]*"
# "Tim and John", "Tim and John's", not at the start of the sentence (a capitalised first word
# is not a name by its case alone).
_NAMES = re.compile(rf"(?<=\s)({_NAME})\s+and\s+({_NAME})(?=\W|$)")
_SECOND_QUESTION = re.compile(rf",?\s+and\s+(?={_WH}\b)", re.IGNORECASE)
_BOTH = re.compile(r"\s+(?:both|each)\b|\s+in common\b", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s$")


def _bare(name: str) -> str:
    return _POSSESSIVE.sub("", name)


def question_parts(query: str, most: int = 3) -> list[str]:
    """The parts of `query` (without the whole), at most `most`; [] when it is not compound."""
    text = " ".join(query.split())
    parts: list[str] = []
    halves = _SECOND_QUESTION.split(text, maxsplit=1)
    if len(halves) == 2 and all(len(h.split()) >= 3 for h in halves):
        first, second = halves[0].rstrip(" ,?") + "?", halves[1]
        parts += [first, second[0].upper() + second[1:]]
    found = _NAMES.search(text)
    if found and _bare(found[1]) != _bare(found[2]):
        # "Tim and John's" -> "Tim's" and "John's": the possessive belongs to the pair.
        suffix = "'s" if _POSSESSIVE.search(found[2]) else ""
        for name in (_bare(found[1]), _bare(found[2])):
            alone = text[: found.start()] + name + suffix + text[found.end() :]
            parts.append(_BOTH.sub("", alone))
    return list(dict.fromkeys(p for p in parts if p != text))[:most]


# "What books has …", "Which cities …", "What LGBTQ+ events …": a plural noun right after the
# question word asks for a list, whose items were usually told in different conversations.
_LIST = re.compile(r"^\s*(?:in\s+)?(?:what|which)\s+([\w+/-]+)(?:\s+([\w+/-]+))?", re.I)
_NOT_PLURAL = frozenset("is was does has this his its us yes always".split())


def _plural(word: str | None) -> bool:
    # A lower-case word ending in s ("Chris" is a name, "his" and "does" are not nouns).
    return (
        bool(word)
        and word.isalpha()
        and word.islower()
        and word.endswith("s")
        and (word not in _NOT_PLURAL)
    )


def asks_for_a_list(query: str) -> bool:
    """True for a question that asks for several things ("What books has Tim read?")."""
    found = _LIST.match(query)
    return bool(found) and (_plural(found[1]) or _plural(found[2]))
