"""Two values of one shape on either side of a slash are two items of one kind, not an account
and its password (#22 session 28): "the flights are: BA1234 / LH4412", "orders: AX55120 / BQ90311".
A login's name and its password are two different things and are never spelled alike letter
class by letter class ("speedyfox92 / gr33nM4ngo"); no credential line of the 104 training
authors has such a pair (381 pairs read).
"""

from __future__ import annotations

__all__ = ["one_kind"]


def _classes(value: str) -> str:
    """Each character's class: capital, small letter, digit, or the character itself."""
    return "".join(
        "A" if c.isupper() else "a" if c.isalpha() else "9" if c.isdigit() else c for c in value
    )


def one_kind(first: str, second: str) -> bool:
    """Whether `first` and `second` are spelled alike, class by class (BA1234, LH4412)."""
    return len(first) == len(second) and _classes(first) == _classes(second)
