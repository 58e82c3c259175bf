"""Two speed changes of #22 session 15 that must not change what is found:
- `_two_factor_spans` reads `_TWO_FACTOR` only near the literals every match holds
  (`_next_two_factor`); it must give the hits a plain `_TWO_FACTOR.search` gives;
- `typed_value_spans` reads each window after a noun once; a text that repeats a window must
  give, for each noun, what reading that noun alone gives.
"""

from __future__ import annotations

import random
from pathlib import Path

from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_shapes import (
    _TWO_FACTOR,
    _LiteralCursor,
    _next_two_factor,
)
from ltm_chat.memory.screen.typed_values import typed_value_spans

DATA = Path(__file__).parent / "data" / "chat"


def _plain_hits(lowered: str) -> list[tuple[int, int]]:
    hits, end = [], 0
    while (hit := _TWO_FACTOR.search(lowered, end)) is not None:
        hits.append(hit.span())
        end = hit.end() + 120
    return hits


def _cursor_hits(lowered: str) -> list[tuple[int, int]]:
    hits, end, cursor = [], 0, _LiteralCursor(lowered)
    while (hit := _next_two_factor(lowered, end, cursor)) is not None:
        hits.append(hit.span())
        end = hit.end() + 120
    return hits


def _lines() -> list[str]:
    lines = []
    for path in sorted(DATA.glob("*-credentials.txt")) + sorted(DATA.glob("*-ordinary.txt")):
        lines += [t for t in path.read_text(encoding="utf-8").splitlines() if t.strip()]
    return lines


def test_two_factor_hits_are_the_plain_search_s():
    lines = _lines()
    rng = random.Random(15)
    texts = lines + [" ".join(rng.sample(lines, 60)) for _ in range(60)]
    texts += [
        "backup codes: 1234 5678\nmy otp is 44 and the tan list, mfa seed KRSXG5CT " * 30,
        "stan otpx seeded tans backup-koder codurile de rezervă 12 " * 50,
    ]
    for text in texts:
        lowered = text.lower()
        assert _cursor_hits(lowered) == _plain_hits(lowered), text[:80]
    assert any(_plain_hits(t.lower()) for t in texts)  # the comparison saw hits


def _typed(text: str) -> list[tuple[str, int, int]]:
    lowered = text.lower()
    chars = Literals(lowered)
    return typed_value_spans(text, lowered, noun_hits(text, lowered, chars))


def test_typed_values_read_once_per_window_as_alone():
    unit = "the wifi key is blue heron 12 all lowercase. we sat on the mat. "
    alone = _typed(unit)
    assert alone  # the unit holds a typed value
    repeated = _typed(unit * 40)
    assert repeated == [
        (r, s + i * len(unit), e + i * len(unit)) for i in range(40) for r, s, e in alone
    ]
