"""Digits of other scripts as ASCII, one character for one, so a value's offsets stay put:
"٢ ٨ ٤ ٦", "۶۳۱۸", "४७२९", "２７０５" are read as the same code as "2846"; and full-width
Latin letters as ASCII ones ("ｐａｓｓｗｏｒｄ：Ｔｕｌｉｐ１９" is a password said in them)."""

from __future__ import annotations

import re

__all__ = ["ascii_digits"]

# Zero of each decimal block people type a code in: Arabic-Indic, Persian, Devanagari,
# Bengali, Thai, fullwidth; (session 29) Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada,
# Malayalam, Sinhala, Lao, Tibetan, Myanmar, Khmer, Mongolian: a digit is a digit in any script.
_ZEROS = (0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0xFF10)
_ZEROS += (0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6, 0x0ED0, 0x0F20)
_ZEROS += (0x1040, 0x17E0, 0x1810)
_TABLE = {zero + d: ord("0") + d for zero in _ZEROS for d in range(10)}
# Full-width capitals and small letters (their punctuation stays: CJK rules read "：" as typed)
_FULL_WIDTH = ((0xFF21, ord("A")), (0xFF41, ord("a")))
_TABLE |= {first + i: ascii + i for first, ascii in _FULL_WIDTH for i in range(26)}
_NATIVE = re.compile(
    "["
    + "".join(f"{chr(z)}-{chr(z + 9)}" for z in _ZEROS)
    + "".join(f"{chr(f)}-{chr(f + 25)}" for f, _ in _FULL_WIDTH)
    + "]"
)
# Rewriting a non-ASCII text costs ~40 ns a character: a message, a memory or an extraction
# input is always folded; a paste longer than this is read as written (bench/filters.py).
FOLD_UP_TO = 200_000


def ascii_digits(text: str) -> str:
    """`text` with every digit of the scripts above written as its ASCII digit, and every
    full-width Latin letter as its ASCII letter."""
    if text.isascii() or len(text) > FOLD_UP_TO or not _NATIVE.search(text):
        return text
    return text.translate(_TABLE)
