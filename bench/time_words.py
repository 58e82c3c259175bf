"""How many time expressions the resolver turns into the right period (bench/time_words_cases.py).

The cases are split by a hash of (text, moment) into a tuning half and a held-out half; rules
were written against the tuning half only. Prints one Markdown row per half and, for the
tuning half only, each miss (the held-out misses stay unread, so they stay held out).

    .venv/bin/python bench/time_words.py [--show-held-out]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from time_words_cases import CASES, NOWS, ZONE  # noqa: E402

from ltm_chat.memory.retrieval.time_words import resolve  # noqa: E402


def half(text: str, moment: str) -> str:
    digest = hashlib.sha1(f"{text}\x00{moment}".encode()).digest()
    return "tune" if digest[0] % 2 == 0 else "held-out"


def local(stamp: str, zone: ZoneInfo) -> datetime:
    return datetime.fromisoformat(stamp).replace(tzinfo=zone)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-held-out", action="store_true", help="also print held-out misses")
    args = parser.parse_args()
    zone = ZoneInfo(ZONE)
    tally: dict[str, list[int]] = {"tune": [0, 0], "held-out": [0, 0]}
    for text, moment, expected in CASES:
        part = half(text, moment)
        got = resolve(text, local(NOWS[moment], zone))
        want = None if expected is None else tuple(local(s, zone) for s in expected)
        have = None if got is None else (got.start.astimezone(zone), got.end.astimezone(zone))
        right = have == want
        tally[part][0] += right
        tally[part][1] += 1
        if not right and (part == "tune" or args.show_held_out):
            shown = None if have is None else tuple(d.isoformat(timespec="minutes") for d in have)
            print(f"  miss ({part}, {moment}): {text!r}: got {shown}, want {expected}")
    print("\n| half | cases | right | share |\n|---|---:|---:|---:|")
    for part, (right, total) in tally.items():
        print(f"| {part} | {total} | {right} | {100 * right / max(1, total):.1f} % |")


if __name__ == "__main__":
    main()
