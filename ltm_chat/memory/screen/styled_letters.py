"""Letters written in another style, read as the letters they are (#22 session 38, p38):
"𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝", "ｐａｓｓ", "ⓟⓘⓝ" and small capitals ("ᴘɪɴ"). One character for one, so offsets
found in the reading are offsets in the text."""

from __future__ import annotations

import re
import unicodedata

# Blocks that hold the small capitals, then the styles: circled, fullwidth, mathematical,
# enclosed supplement.
_SMALL_CAPITAL_BLOCKS = ((0x0250, 0x02AF), (0x1D00, 0x1D2B), (0xA730, 0xA7FF))
_BLOCKS = ((0x2460, 0x24FF), (0xFF00, 0xFFEF), (0x1D400, 0x1D7FF), (0x1F100, 0x1F1FF))
_STYLES = ("<font>", "<wide>", "<circle>")


def small_capitals() -> dict[int, str]:
    """Every Latin small capital of a single letter, named so in the Unicode database (NFKC
    leaves them alone), mapped to its lower-case letter."""
    found = {}
    for low, high in _SMALL_CAPITAL_BLOCKS:
        for c in range(low, high + 1):
            name = unicodedata.name(chr(c), "")
            if name.startswith("LATIN LETTER SMALL CAPITAL ") and len(name) == 28:
                found[c] = name[-1].lower()
    return found


def _styled() -> dict[int, str]:
    """Each character whose decomposition is a font, wide or circle form of one ASCII letter or
    digit, mapped to it; and the small capitals."""
    found = small_capitals()
    for low, high in _BLOCKS:
        for c in range(low, high + 1):
            tag, _, code = unicodedata.decomposition(chr(c)).partition(" ")
            if tag in _STYLES and code and " " not in code:
                plain = chr(int(code, 16))
                if plain.isascii() and plain.isalnum():
                    found[c] = plain
    return found


_PLAIN = _styled()
# The blocks as ranges: one C-speed search tells whether a text may hold a styled character
# (4 ms a megabyte, where a set of the 853 characters took 4-20 ms and a class of them 1 s).
_MAYBE_STYLED = re.compile(
    "[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in _SMALL_CAPITAL_BLOCKS + _BLOCKS) + "]"
)
# Read as far as a memory, a message or extraction's input can be; a longer paste is read
# plain only so far (translating a styled megabyte costs 30-60 ms).
REACH = 20_000


def plain_letters(text: str) -> str:
    """`text` with every styled letter or digit within `REACH` as itself (the same object when
    it has none)."""
    if text.isascii() or not _MAYBE_STYLED.search(text):
        return text
    read = text[:REACH].translate(_PLAIN) + text[REACH:]
    return text if read == text else read
