"""Letters written in another style, read as the letters they are (#22 session 38, p38):
"𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝", "ｐａｓｓ", "ⓟⓘⓝ" and small capitals ("ᴘɪɴ"). One character for one, so offsets
found in the reading are offsets in the text."""

from __future__ import annotations

import unicodedata

# Blocks that hold the styles: circled, fullwidth, mathematical, enclosed supplement.
_BLOCKS = ((0x2460, 0x24FF), (0xFF00, 0xFFEF), (0x1D400, 0x1D7FF), (0x1F100, 0x1F1FF))
_STYLES = ("<font>", "<wide>", "<circle>")


def small_capitals() -> dict[int, str]:
    """Every Latin small capital of a single letter, named so in the Unicode database (NFKC
    leaves them alone), mapped to its lower-case letter."""
    found = {}
    for low, high in ((0x0250, 0x02AF), (0x1D00, 0x1D2B), (0xA730, 0xA7FF)):
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
_STYLED_CHARS = frozenset(map(chr, _PLAIN))


def plain_letters(text: str) -> str:
    """`text` with every styled letter or digit as itself (the same object when it has none)."""
    if text.isascii() or _STYLED_CHARS.isdisjoint(text):
        return text
    return text.translate(_PLAIN)
