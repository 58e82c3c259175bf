"""A wallet's recovery phrase listed after its name, in any language's words (secret_speech.py
runs it): "ma phrase de récupération : soleil, tortue, marbre, …", "Wiederherstellungsphrase:
apfel, brücke, wolke, …", "part 2 of the vault phrase: lobster asthma jungle fabric wolf beyond".

The BIP-39 scans (spoken_shapes.py, seed_lists.py) need twelve words of a published list; people
also write a phrase in words of their own language, or half of one at a time. A phrase is a
run of single lowercase words, so after a recovery phrase's name it is: six or more words
parted by commas, whatever their language, or six or more parted by spaces nearly all of the
English list. Named by a bare "seed", "wallet" or "backup" (a garden has seeds too), the list
must hold a phrase's own length of words (12, 15, 18, 21 or 24).

Not a phrase: a list of capitalised names (places, people), a list whose items are phrases of
several words ("never share it, keep it offline, …"), prose after the name.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.named_shapes import SEED_NOUNS
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.spoken_shapes import bip39_words

__all__ = ["seed_word_list_spans"]

# A recovery phrase's own name: named_shapes' nouns, and the ones only a listed phrase uses
_PHRASE_NAMES = (
    *SEED_NOUNS,
    *("recovery seed", "vault phrase", "secret phrase", "frase-semente"),
    *("herstelfrase", "endurheimtarorð", "obnovovací fráz", "сид-фраз"),
    *("сид фраз", "мнемоническ"),
)
# Names a garden or a drive shares: the list must be a phrase's length to be one.
_BARE_NAMES = ("seed", "wallet", "backup", "recovery", "wiederherstellung", "récupération")
_PHRASE_LENGTHS = frozenset((12, 15, 18, 21, 24))
_WORD = r"[^\W\d_]{2,12}"
# Single words parted by commas; the last is not the start of a phrase of several words.
_COMMA_LIST = re.compile(
    rf"(?<![^\W\d_])(?<![^\W\d_][ \t]){_WORD}(?:[ \t]*[,，、][ \t]*{_WORD}){{5,23}}"
    r"(?![^\W\d_]|[ \t]+[^\W\d_])"
)
_SPACE_LIST = re.compile(rf"(?<![^\W\d_]){_WORD}(?:[ \t]{_WORD}){{5,23}}(?![^\W\d_])")
_LEAST = 6  # words of a listed half phrase at least
# Six words in a row, by commas or by spaces: where no list can start just after a name, its
# window is not read (a long text holding many bare names, "backup", stays cheap). Like the
# lists it starts at a word's start, and a word taken whole is never given back (both cut the
# attempts per window; what it finds is what the lists need).
_SIX_WORDS = re.compile(
    rf"(?<![^\W\d_]){_WORD}+(?:(?:[ \t]*[,，、][ \t]*{_WORD}+){{5}}|(?:[ \t]{_WORD}+){{5}})"
)
_BEFORE = 90  # the phrase's name stands this close before the list
_LONGEST = 24 * 14  # a phrase's 24 words and their commas at most
_FINDS = 20


def _named(lowered: str, start: int) -> tuple[bool, bool]:
    """(named as a phrase, named by a bare word) in the _BEFORE characters before `start`."""
    before = lowered[max(0, start - _BEFORE) : start]
    if "\n" in before:
        before = before[before.rindex("\n") + 1 :]
    return any(n in before for n in _PHRASE_NAMES), any(n in before for n in _BARE_NAMES)


def _lowercase(words: list[str]) -> bool:
    return all(w == w.lower() for w in words)


def _listed_runs(text: str, m: re.Match[str], listed: frozenset[str]):
    """(start, end, words) of each run of six or more English-list words inside spaced words."""
    run: list[re.Match[str]] = []
    for w in [*re.finditer(_WORD, m.group()), None]:
        if w is not None and w.group().lower() in listed:
            run.append(w)
            continue
        if len(run) >= _LEAST:
            yield m.start() + run[0].start(), m.start() + run[-1].end(), [r.group() for r in run]
        run = []


def _name_ends(lowered: str, chars: Literals) -> list[int]:
    """Where each name of a phrase ends, in order (a flood of names is read up to the budget)."""
    ends = []
    for name in _PHRASE_NAMES + _BARE_NAMES:
        if chars.has(name):
            ends += [at + len(name) for at in capped_occurrences(lowered, name, KEYWORD_BUDGET)]
    return sorted(set(ends))


def seed_word_list_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("seed-phrase", start, end) of each word list after a recovery phrase's name."""
    ends = _name_ends(lowered, chars)
    if not ends:
        return []
    listed = bip39_words()
    candidates: list[tuple[int, int, list[str]]] = []
    scanned = 0  # (lists are read once however many names stand before them)
    for end in ends:
        # only the text just after a name is read: a long text's prose is never split
        begin, stop = max(end, scanned), min(len(text), end + _BEFORE + _LONGEST)
        if begin >= stop:
            continue
        first = _SIX_WORDS.search(text, begin, min(stop, end + _BEFORE + 6 * 14))
        if first is None or first.start() > end + _BEFORE:
            continue  # no list starts close enough after this name to be named by it
        for m in _COMMA_LIST.finditer(text, begin, stop):
            candidates.append((m.start(), m.end(), re.findall(_WORD, m.group())))
        for m in _SPACE_LIST.finditer(text, begin, stop):
            candidates += _listed_runs(text, m, listed)
        scanned = stop
    found: list[tuple[str, int, int]] = []
    for start, end, words in candidates:
        phrase, bare = _named(lowered, start)
        if not (phrase or (bare and len(words) in _PHRASE_LENGTHS)):
            continue
        if not _lowercase(words):
            continue  # names of places or people, not a phrase's words
        found.append(("seed-phrase", start, end))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
