"""How many time expressions the resolver turns into the right period.

English cases are in bench/time_words_cases.py, German, Spanish, French and Portuguese ones in
bench/time_words_cases_i18n.py (written later, before any non-English rule).

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
from time_words_cases_i18n import CASES_I18N  # noqa: E402

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
    tally: dict[tuple[str, str], list[int]] = {}
    cases = [("en", *case) for case in CASES] + CASES_I18N
    for language, text, moment, expected in cases:
        part = half(text, moment)
        got = resolve(text, local(NOWS[moment], zone))
        want = None if expected is None else tuple(local(s, zone) for s in expected)
        have = None if got is None else (got.start.astimezone(zone), got.end.astimezone(zone))
        right = have == want
        row = tally.setdefault(("English" if language == "en" else "other", part), [0, 0])
        row[0] += right
        row[1] += 1
        if not right and (part == "tune" or args.show_held_out):
            shown = None if have is None else tuple(d.isoformat(timespec="minutes") for d in have)
            print(f"  miss ({language}, {part}, {moment}): {text!r}: got {shown}, want {expected}")
    print("\n| cases | half | count | right | share |\n|---|---|---:|---:|---:|")
    for (language, part), (right, total) in sorted(tally.items()):
        share = 100 * right / max(1, total)
        print(f"| {language} | {part} | {total} | {right} | {share:.1f} % |")


if __name__ == "__main__":
    main()
