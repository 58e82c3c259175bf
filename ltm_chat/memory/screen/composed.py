"""Text typed decomposed (NFD: macOS file names, some keyboards) read composed (NFC), with a
map from the composed text's offsets back to the typed text's.

The screens read every text in NFC once, at their entry, so "contrasen" + a combining tilde
gets the verdict of "contraseña"; a redaction found on the composed text covers the whole
typed characters it came from (a base letter and all its marks), never a tail.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from functools import lru_cache

__all__ = ["Composed", "composed", "in_nfc"]

# Where NFC can change anything: a run of non-ASCII characters and the ASCII letter before it
# (a base a combining mark may join). ASCII characters never join the character before them.
_SEGMENT = re.compile(r"[\x00-\x7f]?[^\x00-\x7f]+")


@lru_cache(maxsize=1)
def _joining_starters() -> frozenset[str]:
    """Characters with no combining class that still join the one before them when composed
    (Hangul vowels and final consonants, a few Indic vowel signs): a piece never starts there."""
    seconds = {chr(c) for c in range(0x1161, 0x1176)} | {chr(c) for c in range(0x11A8, 0x11C3)}
    # (the blocks holding canonical pairs; a pair missed only makes a piece coarser, below)
    blocks = (range(0x80, 0x3000), range(0xF900, 0xFB50), range(0x11000, 0x11A00))
    for code in (c for block in blocks for c in block):
        parts = unicodedata.decomposition(chr(code)).split()
        if len(parts) == 2 and not parts[0].startswith("<"):
            second = chr(int(parts[1], 16))
            if not unicodedata.combining(second):
                seconds.add(second)
    return frozenset(seconds)


def _pieces(segment: str) -> list[str]:
    """`segment` cut before each character that starts a new composed character."""
    joining = _joining_starters()
    pieces: list[str] = []
    start = 0
    for i in range(1, len(segment)):
        char = segment[i]
        if not unicodedata.combining(char) and char not in joining:
            pieces.append(segment[start:i])
            start = i
    pieces.append(segment[start:])
    return pieces


class Composed:
    """A text in NFC (`text`) and where its characters came from in the typed one."""

    __slots__ = ("_composed_ends", "_composed_starts", "_typed_ends", "_typed_starts", "text")

    def __init__(self, text: str, changes: list[tuple[int, int, int, int]]) -> None:
        self.text = text
        # each changed piece: [start, end) in the composed text and in the typed one
        self._composed_starts = [c[0] for c in changes]
        self._composed_ends = [c[1] for c in changes]
        self._typed_starts = [c[2] for c in changes]
        self._typed_ends = [c[3] for c in changes]

    def start(self, offset: int) -> int:
        """A span's start in the typed text: inside a changed piece, the piece's start."""
        i = bisect_right(self._composed_starts, offset) - 1
        if i < 0:
            return offset
        if offset < self._composed_ends[i]:
            return self._typed_starts[i]
        return offset - self._composed_ends[i] + self._typed_ends[i]

    def end(self, offset: int) -> int:
        """A span's end in the typed text: inside a changed piece, the piece's end."""
        i = bisect_left(self._composed_starts, offset) - 1
        if i < 0:
            return offset
        if offset <= self._composed_ends[i]:
            return self._typed_ends[i]
        return offset - self._composed_ends[i] + self._typed_ends[i]


def composed(text: str) -> Composed | None:
    """`text` in NFC with its offset map, or None when it is NFC already (ASCII: no pass)."""
    if text.isascii() or unicodedata.is_normalized("NFC", text):
        return None
    out: list[str] = []
    changes: list[tuple[int, int, int, int]] = []
    done = length = 0  # typed characters copied so far, composed characters written so far
    for m in _SEGMENT.finditer(text):
        segment = m.group()
        if unicodedata.is_normalized("NFC", segment):
            continue
        out.append(text[done : m.start()])
        length += m.start() - done
        pieces = _pieces(segment)
        parts = [unicodedata.normalize("NFC", p) for p in pieces]
        if "".join(parts) != unicodedata.normalize("NFC", segment):
            pieces, parts = [segment], [unicodedata.normalize("NFC", segment)]  # read as one
        typed = m.start()
        for piece, part in zip(pieces, parts, strict=True):
            if piece != part:
                changes.append((length, length + len(part), typed, typed + len(piece)))
            out.append(part)
            length += len(part)
            typed += len(piece)
        done = m.end()
    out.append(text[done:])
    return Composed("".join(out), changes)


def in_nfc(text: str) -> str:
    """`text` in NFC (the same object when it is already: ASCII is told at C speed)."""
    if text.isascii() or unicodedata.is_normalized("NFC", text):
        return text
    return unicodedata.normalize("NFC", text)
