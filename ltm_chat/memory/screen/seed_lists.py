"""Seed phrases drawn from the BIP-39 word lists other than English (Spanish, French, Italian,
Portuguese, Czech, Korean, Japanese, Chinese, and the Russian and Turkish lists the `mnemonic`
package ships): a bare run of 12-24 words of one list, numbered or not, whatever is said
around it (spoken_shapes.py reads the English list, named_shapes.py a phrase its noun names).

A sentence is not a run: its grammar words (articles, prepositions, particles glued to Korean
nouns) are in no list, so twelve list words in a row are a list of words, not prose.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

from ltm_chat.memory.screen.native_digits import FOLD_UP_TO

__all__ = ["other_seed_spans"]

_LISTS = (
    "spanish",
    "french",
    "italian",
    "portuguese",
    "czech",
    "russian",
    "turkish",
    "korean",
    "japanese",
    "chinese_simplified",
    "chinese_traditional",
)
_MIN_WORDS = 12
_MAX_WORDS = 26  # 24 words and a list word or two of the lead-in ("지갑 …")
_MIN_DISTINCT = 10  # twelve draws from 2,048: a repeated word or two at most
# Numbering and punctuation around a word ("1.", "abaco,", "(3)") are not part of it; CJK
# punctuation inside a token ("水，火") keeps it whole: a seed's words are parted by spaces.
_EDGES = "0123456789.,;:!?()[]{}<>\"'`«»“”‘’„-–—/*#|、，。：；！？「」『』（）《》…·•"
# Things listed are parted by commas ("leche, pan, arroz, …"), a seed's words by spaces or
# numbers: a comma after a word ends a run.
_LIST_COMMAS = ",;、，；"


def _bare(word: str) -> str:
    """`word` without its accents ("bambú" → "bambu"): people type Latin-list words either way."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


@lru_cache(maxsize=1)
def _index() -> dict[str, int]:
    """Each list word (and its accentless form in the Latin lists) → a bit per list holding it;
    read from the package only when a text is long enough to hold a seed."""
    index: dict[str, int] = {}
    spec = find_spec("mnemonic")  # (found, not imported: the lists are plain files)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("the mnemonic package (BIP-39 word lists) is not installed")
    root = Path(next(iter(spec.submodule_search_locations))) / "wordlist"
    for bit, name in enumerate(_LISTS):
        latin = name not in ("korean", "japanese", "chinese_simplified", "chinese_traditional")
        text = (root / f"{name}.txt").read_text(encoding="utf-8")
        for word in text.split():
            if word.isascii():  # (most Latin-list words: nothing to normalise)
                index[word] = index.get(word, 0) | (1 << bit)
                continue
            word = unicodedata.normalize("NFC", word)
            for form in {word, _bare(word)} if latin else (word,):
                index[form] = index.get(form, 0) | (1 << bit)
    return index


def other_seed_spans(lowered: str, distinct: str | None = None) -> list[tuple[str, int, int]]:
    """("seed-phrase", start, end) of each run of 12-26 words of one non-English BIP-39 list.
    `distinct`: the text's distinct words if collected already (Literals.words_if_read)."""
    if len(lowered) > FOLD_UP_TO:
        return []  # a paste this long is read by the English list alone (bench/filters.py)
    gaps = sum(map(lowered.count, (" ", "\n", "\t", "\u3000")))  # (at C speed)
    if gaps < _MIN_WORDS - 1:
        return []  # twelve words need eleven gaps
    index = _index()
    # which lists hold ten distinct words of the text (split at C speed, each word read once)
    counts: dict[int, int] = {}
    for word in {w.strip(_EDGES) for w in set((lowered if distinct is None else distinct).split())}:
        mask = index.get(word, 0)  # (both composed: the screen reads NFC)
        while mask:
            bit = mask & -mask
            counts[bit] = counts.get(bit, 0) + 1
            mask ^= bit
    candidates = [bit for bit, n in counts.items() if n >= _MIN_DISTINCT]
    if not candidates:
        return []
    words = []
    for m in re.finditer(r"\S+", lowered):  # (the words split() gave the gate)
        raw = m.group()
        word = raw.strip(_EDGES)
        if word:  # (a bare number or dot between words is numbering: skipped)
            words.append((word, m.start() + raw.index(word), raw[-1] in _LIST_COMMAS))
    found = []
    for bit in candidates:
        run: list[tuple[str, int]] = []
        for word, start, comma in [*words, ("", 0, True)]:
            listed = bool(index.get(word, 0) & bit)
            if listed:
                run.append((word, start))
            if listed and not comma:
                continue
            if _MIN_WORDS <= len(run) <= _MAX_WORDS and _seed_like([w for w, _ in run]):
                found.append(("seed-phrase", run[0][1], run[-1][1] + len(run[-1][0])))
            run = []
    return found


def _seed_like(run: list[str]) -> bool:
    """Drawn at random: nearly all distinct ("casa casa casa …" is no seed)."""
    return len(set(run)) >= max(_MIN_DISTINCT, 0.8 * len(run))
