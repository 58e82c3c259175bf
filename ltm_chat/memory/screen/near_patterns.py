"""Regex text for two words near each other, in either order, inside one clause (#22): the shape
many rule tables share ("the whole … write it out" or "write out … the whole")."""

from __future__ import annotations

__all__ = ["either_order"]


def either_order(
    first: str, second: str, reach: int, back: int | None = None, stops: str = r".\n。"
) -> str:
    """`first` then `second` within `reach` characters, or `second` then `first` within `back`
    (`reach` when not given), with none of `stops` (a clause's end) between them."""
    gap = "[^" + stops + "]"
    back = reach if back is None else back
    return f"(?:{first}){gap}{{0,{reach}}}?(?:{second})|(?:{second}){gap}{{0,{back}}}?(?:{first})"
