"""Names in a memory's text (people, places, pets, projects): the links of recall's entity index.

A word written with a capital letter inside a sentence is a name ("went to Sweden with Oscar");
the first word of a sentence is capitalised whatever it is, so it is not one. Which names link
memories is decided by the store from how rare each name is (see recall.ENTITY_MAX_SHARE).
"""

from __future__ import annotations

import re

# A run of letters/digits (with inner apostrophes or hyphens), the possessive 's dropped.
_WORD = re.compile(r"[^\W_](?:[\w'’-]*[^\W_])?")
_SENTENCE_END = re.compile(r"[.!?:;\n]+\s*")
_NOT_NAMES = frozenset("i i'm i've i'd i'll ok".split())


def names(text: str) -> set[str]:
    """Casefolded names in `text`: capitalised words that do not start a sentence."""
    out: set[str] = set()
    for sentence in _SENTENCE_END.split(text):
        words = _WORD.findall(sentence)
        for word in words[1:]:
            if not word[0].isupper():
                continue
            word = re.sub(r"['’]s$", "", word).casefold()
            if len(word) > 1 and word not in _NOT_NAMES:
                out.add(word)
    return out
