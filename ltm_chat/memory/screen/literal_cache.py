"""The gates' required literals as shipped (data/required_literals.json): deriving them parses
every gated pattern again, ~1.1 s of CPU on a process's first screening; looked up, ~10 ms.

Each entry is keyed by a hash of the pattern's text, its flags, `bounds`, the Python version
whose regex parser derived it and the deriving module's source, so a changed pattern, another
Python or a changed derivation is derived afresh: the table cannot answer for a pattern (or a
way of reading one) it was not built from. `scripts/build_literal_cache.py`
rebuilds it after rules change; a pattern it lacks only costs the derivation.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

__all__ = ["TABLE_PATH", "cached", "key"]

TABLE_PATH = Path(__file__).with_name("data") / "required_literals.json"
_PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"
_DERIVATION = Path(__file__).with_name("required_literals.py")
_salt: str | None = None
_table: dict[str, list[list[str]] | None] | None = None
_MISSING = object()

Literals = tuple[tuple[str, ...], ...] | None


def key(pattern: re.Pattern[str], bounds: bool) -> str:
    global _salt
    if _salt is None:
        source = hashlib.blake2b(_DERIVATION.read_bytes(), digest_size=8).hexdigest()
        _salt = f"{_PYTHON}\0{source}"
    text = f"{_salt}\0{pattern.flags}\0{int(bounds)}\0{pattern.pattern}"
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def _loaded() -> dict[str, list[list[str]] | None]:
    global _table
    if _table is None:
        try:
            _table = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _table = {}  # (no table, or a broken one: every pattern is derived, as before)
    return _table


def cached(pattern: re.Pattern[str], bounds: bool, derive: Callable[..., Literals]) -> Literals:
    """The shipped literals of `pattern`, else `derive(pattern, bounds=bounds)`."""
    found = _loaded().get(key(pattern, bounds), _MISSING)
    if found is _MISSING:
        return derive(pattern, bounds=bounds)
    return None if found is None else tuple(tuple(required) for required in found)
