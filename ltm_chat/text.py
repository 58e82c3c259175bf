"""Text from data made safe to show, and the plural words every view uses.

Engine, CLI and TUI share these (nothing here imports a UI library): whatever a transcript,
title, user id or model name holds, it reaches a terminal as characters, never as commands.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

# Bidi embeddings, overrides and isolates reorder what is shown ("Trojan Source").
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# C0 and DEL get their Unicode control picture ("␛" for ESC): visible, never obeyed.
_PICTURES = {code: chr(0x2400 + code) for code in range(0x20)} | {0x7F: "\u2421"}


def _is_unsafe(ch: str) -> bool:
    """Control (C0, DEL, C1), line/paragraph separator, surrogate or bidi override."""
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp", "Cs") or ch in _BIDI_CONTROLS


def safe_text(text: object, *, multiline: bool = True, replacement: str | None = None) -> str:
    """`text` with nothing a terminal would act on: no escape sequences, no OSC titles or
    links, no carriage-return overwrites. Newlines and tabs stay when `multiline`; every other
    unsafe character becomes `replacement`, or by default a visible stand-in (a control
    picture, or U+FFFD). Printable text, emoji sequences (ZWJ) included, is unchanged."""
    text = str(text)
    if multiline:
        text = text.replace("\r\n", "\n")
    keep = "\n\t" if multiline else ""
    out = []
    for ch in text:
        if ch in keep or not _is_unsafe(ch):
            out.append(ch)
        elif replacement is not None:
            out.append(replacement)
        else:
            out.append(_PICTURES.get(ord(ch), "\ufffd"))
    return "".join(out)


def one_line(text: object) -> str:
    """Safe text on one trimmed line: every unsafe character and run of spaces is one space."""
    return " ".join(safe_text(text, multiline=False, replacement=" ").split())


def plural(n: int, singular: str, plural_form: str | None = None) -> str:
    """ "1 item", "3 items", "1 memory" with plural_form "memories", "1,200 items"."""
    return f"{n:,} {singular if n == 1 else (plural_form or singular + 's')}"


def memories(n: int) -> str:
    """ "1 memory", "3 memories"."""
    return plural(n, "memory", "memories")


def every(n: int) -> str:
    """ "the 1 memory", "all 3 memories": for a question about all of them."""
    return f"the {memories(n)}" if n == 1 else f"all {memories(n)}"


# Ids are shown by their shortest prefix that no other id of the store shares, never shorter
# than this (as git does): ids made in one second share their first 8 hex characters.
ID_MIN_LENGTH = 8


def short_ids(
    wanted: Iterable[str], universe: Iterable[str], minimum: int = ID_MIN_LENGTH
) -> dict[str, str]:
    """Each of `wanted` as its shortest prefix (at least `minimum`) shared by no other id of
    `universe` (the store's ids; `wanted` may hold ids since erased). The same id gets the
    same name in every view, and that name is a prefix the commands accept."""
    from bisect import bisect_left

    ordered = sorted({*universe, *wanted})
    names = {}
    for wanted_id in dict.fromkeys(wanted):
        at = bisect_left(ordered, wanted_id)
        need = 0
        for neighbour in ordered[max(0, at - 1) : at] + ordered[at + 1 : at + 2]:
            need = max(need, _common_length(wanted_id, neighbour) + 1)
        names[wanted_id] = wanted_id[: max(minimum, need)]
    return names


def _common_length(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def unique_prefix_length(ids: list[str], minimum: int = 8) -> int:
    """The shortest prefix length (at least `minimum`) that keeps every shown id unique (ids
    made in the same moment share their first characters)."""
    ids = list(dict.fromkeys(ids))
    length = minimum
    while length < max((len(i) for i in ids), default=minimum):
        if len({i[:length] for i in ids}) == len(ids):
            return length
        length += 1
    return length


class SafeStream:
    """`safe_text` for a text that arrives in pieces (a streamed reply): the pieces joined give
    what `safe_text` gives for the whole, wherever the pieces were cut (a CR held back until
    the next piece shows whether it starts a CRLF)."""

    def __init__(self) -> None:
        self._cr = False

    def feed(self, piece: str) -> str:
        if self._cr:
            piece, self._cr = "\r" + piece, False
        if piece.endswith("\r"):
            piece, self._cr = piece[:-1], True
        return safe_text(piece)

    def flush(self) -> str:
        """What is still held back, at the end of the text."""
        held, self._cr = self._cr, False
        return safe_text("\r") if held else ""
