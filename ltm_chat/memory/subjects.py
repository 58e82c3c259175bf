"""Whom a memory is about, by its first word, and which candidates are about someone else.

When one store holds memories about several people ("Maria volunteers …", "John failed …"),
a question that names one of them ("What test has John taken?") is rarely answered by a memory
whose subject is another: the embedding of "John" and "Maria" is close, and the words the
question shares with the other person's memories ("test", "taken") pull them in.
A name is a capitalised word that also appears capitalised inside some sentence (so "When" or
"Painting" at the start of a memory is not one); a subject is a name that starts a memory.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[A-Za-z][\w-]*(?:['’]s)?")
_POSSESSIVE = re.compile(r"['’]s$")


def _bare(word: str) -> str:
    return _POSSESSIVE.sub("", word)


def _names(texts: list[str]) -> set[str]:
    """Capitalised words that appear after the first word of a text."""
    out: set[str] = set()
    for text in texts:
        for word in _WORD.findall(text)[1:]:
            if word[0].isupper():
                out.add(_bare(word))
    return out


def subject(text: str, names: set[str]) -> str | None:
    """The name the memory starts with, if it starts with one."""
    first = _WORD.match(text.lstrip())
    word = _bare(first.group()) if first else ""
    return word if word in names else None


def about_someone_else(query: str, texts: dict[str, str]) -> set[str]:
    """The ids (of `texts`, id -> memory text) whose subject is a person other than the ones
    the query names; empty when the query names none of the subjects."""
    names = _names(list(texts.values()))
    by_id = {memory_id: subject(text, names) for memory_id, text in texts.items()}
    subjects = {s for s in by_id.values() if s}
    asked = {_bare(w) for w in _WORD.findall(query)} & subjects
    if not asked:
        return set()
    return {memory_id for memory_id, s in by_id.items() if s and s not in asked}
