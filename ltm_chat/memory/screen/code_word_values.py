"""A bank's code word in the Slavic languages ("кодовое слово", "контрольне слово", "kodove
slovo"): any word said for it is the secret, as a memorable word is (#22 session 37), but only a
word said as a name ("— Ластівка", "«Медведь»", "Zima2020"); a lowercase word after it describes
it ("секретное слово было детское": childish)."""

from __future__ import annotations

__all__ = ["CODE_WORDS", "named_code_word"]

CODE_WORDS = frozenset(
    (
        *("кодовое слово", "кодового слова", "кодове слово", "кодавае слова"),
        *("секретное слово", "контрольное слово", "секретне слово", "контрольне слово"),
        *("kodove slovo", "kodovoe slovo", "kodovoye slovo", "kodovoje slovo"),
    )
)
_QUOTES = "\"'«„“‘"


def named_code_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is said as a name: quoted, capitalised, or with a digit."""
    value = text[start:end]
    if not value:
        return False
    quoted = start > 0 and text[start - 1] in _QUOTES
    return quoted or value[0].isupper() or any(c.isdigit() for c in value)
