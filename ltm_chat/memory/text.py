"""Text the memory engine reads and writes: the tokeniser, its stop-word lists (one per purpose),
the stemmer, and the escaping of text that goes into a prompt.

Two stop-word lists on purpose, with different contents: the BM25 index leaves out only
function words, while lexical matching also ignores words that say nothing about a memory's
content (`yes`, `now`, `user`…). Merging them would change what either finds.
"""

from __future__ import annotations

import functools
import sys
import unicodedata

from ltm_chat.text import one_line

# Left out of the BM25 index and of the query terms matched against it (`terms`).
INDEX_STOPWORDS = frozenset(
    "a an the and or but of to in on at for with by from as is are was were be been being am "
    "i me my mine we our you your he she it its they them their this that these those what "
    "which who whom when where why how do does did done have has had will would shall should "
    "can could may might must not no so if then than there here about into over under up down "
    "out off again just also very too any some all each most more such only own same s t".split()
)

# Not content: the query words lexical recall and conversation search leave out of a match.
CONTENT_STOPWORDS = frozenset(
    "a an the and or but of to in on at for with by from as is are was were be been being am "
    "i me my mine we our you your he she it its they them their this that these those what "
    "which who whom when where why how do does did done have has had will would shall should "
    "can could may might must not no yes so if then than there here about into over under "
    "up down out off again just also very too any some all each most more such only own same "
    "s t don now user users".split()
)


def words(text: str) -> list[str]:
    """Casefolded word tokens: runs of letters and digits, everything else a separator."""
    return "".join(ch if ch.isalnum() else " " for ch in text.casefold()).split()


def stem(word: str) -> str:
    """A light suffix stripper: 'painted', 'paints', 'painting' -> 'paint' (enough for BM25)."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def terms(text: str) -> list[str]:
    """Casefolded, stemmed word tokens without stopwords (duplicates kept, for term counts)."""
    return [stem(w) for w in words(text) if w not in INDEX_STOPWORDS]


def content_words(text: str) -> set[str]:
    """Casefolded word tokens without stopwords (for lexical matching)."""
    return {w for w in words(text) if w not in CONTENT_STOPWORDS}


# -- prompt escaping -------------------------------------------------------------------------

_ANGLES = {"<": "‹", ">": "›"}
_SCAN_STEP = 4096  # code points normalised at once; only blocks that gain a bracket are split


@functools.cache
def angle_lookalikes() -> dict[int, str]:
    """Every code point whose NFKC form contains `<` or `>` (full-width ＜, small ﹤, …),
    mapped to the guillemet of the bracket it becomes: derived from unicodedata over all code
    points (~0.2 s once per process), not from a hand-written list."""

    def brackets(s: str) -> int:
        return s.count("<") + s.count(">")

    table = {ord(bracket): guillemet for bracket, guillemet in _ANGLES.items()}
    for start in range(0, sys.maxunicode + 1, _SCAN_STEP):
        block = "".join(map(chr, range(start, min(start + _SCAN_STEP, sys.maxunicode + 1))))
        if brackets(unicodedata.normalize("NFKC", block)) == brackets(block):
            continue  # no character here folds into a bracket
        for ch in block:
            folded = unicodedata.normalize("NFKC", ch)
            if "<" in folded or ">" in folded:
                table[ord(ch)] = "".join(_ANGLES.get(c, "") for c in folded)
    return table


def escape_angles(text: str) -> str:
    """No `<` or `>`, and nothing that NFKC turns into one: each becomes ‹ or ›."""
    text = str(text)
    if text.isascii():  # NFKC leaves ASCII as it is: no table (~0.2 s to build) needed
        return text.replace("<", _ANGLES["<"]).replace(">", _ANGLES[">"])
    return text.translate(angle_lookalikes())


def escape_text(text: str) -> str:
    """Make memory text safe inside a prompt block: one line, and no `<` or `>` at all.

    Angle brackets (and every look-alike that NFKC folds into one) become single guillemets
    (readable, never markup), so no text can open or close a tag; `one_line` makes sure it
    cannot start a line that looks like the preamble.
    """
    return one_line(escape_angles(text))
